/**
 * What the toll screens' Worker tests share: their paths, the sign-in of a tenant's account
 * (topup01 of 000005), a row of a list by its visible text, and a tenant's flow balance as
 * 流水统计 shows it, in fen, so a credit can be checked exactly.
 */
import { expect } from "vitest";
import { Browser, location, signIn } from "../browser";
import { html, tableRows } from "../screens";

export const COMBOS = "/marketing/tollCombo",
  ORDERS = "/marketing/recharge",
  COMPANIES = "/marketing/companyConfig",
  FLOWS = "/marketing/flowCount";
export const BLUE_SEA = "000002",
  STAR_RIVER = "000005";

/** A new browser signed in to `tenantId` (the sign-in must land on /main). */
export async function signedInTo(tenantId: string, account: string, password: string): Promise<Browser> {
  const browser = new Browser();
  const response = await signIn(browser, account, password, { tenantId });
  if (location(response) !== "/main/index")
    throw new Error(`sign-in of ${tenantId}/${account} failed: HTTP ${response.status}`);
  return browser;
}

/** The first row of `path` whose cells hold `text`. */
export async function rowWith(browser: Browser, path: string, text: string) {
  return tableRows(await html(browser, path)).find((row) => row.cells.some((cell) => cell.includes(text)));
}

/** "1,234.50" or "1234.50" as integer fen. */
export function fen(text: string): bigint {
  const match = /^(-?)([\d,]+)\.(\d{2})$/.exec(text.trim());
  if (!match) throw new Error(`not an amount: ${text}`);
  const value = BigInt(match[2]!.replace(/,/g, "")) * 100n + BigInt(match[3]!);
  return match[1] ? -value : value;
}

/** A tenant's 流水统计 row: its id, balance and threshold (fen) and its reminder text. */
export async function flowOf(browser: Browser, tenantId: string) {
  const rows = tableRows(await html(browser, `${FLOWS}?tenantId=${tenantId}`));
  expect(rows, tenantId).toHaveLength(1);
  const [tenant, balance, threshold, reminder] = rows[0]!.cells;
  return { id: rows[0]!.id, tenant: tenant!, balance: fen(balance!), threshold: fen(threshold!), reminder: reminder! };
}
