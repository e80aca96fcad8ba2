/**
 * 分润报表 (issue 18) in the built Worker: the month's totals with the reconciliation line (fees =
 * agents' shares + the platform's part), the rows by level, an agent's merchants on its row, the
 * Excel export ending with the totals row of the same filters; agent01 without the platform's part;
 * the merchant's operator and the role-limited operator without the screen.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { type Browser, signedInAs } from "@tests/worker/browser";
import { download, sheetRows, unzip } from "@tests/worker/kit/read-export";
import { expectOutsideMenu, html, tableRows } from "@tests/worker/screens";
import { MONEY_SEED_TIMEOUT_MS, warmMoney } from "@tests/worker/warm-money";
import { signedInWhenSeeded } from "@tests/worker/money/settle-shared";

beforeAll(warmMoney, MONEY_SEED_TIMEOUT_MS);

const REPORT = "/report/profitReport";
const fen = (yuan: string) => Number(yuan.replace(/[^\d.-]/g, "").replace(".", ""));
const lastMonth = () => {
  const d = new Date(Date.now() + 8 * 3_600_000);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
};
/** A figure of the totals panel by its label. */
const figure = (page: string, label: string) =>
  new RegExp(`<dt[^>]*>${label}</dt><dd[^>]*>([^<]+)</dd>`).exec(page)?.[1] ?? "";

let admin: Browser;
beforeAll(async () => {
  admin = await signedInWhenSeeded("qa3");
}, 180_000);

describe("分润报表", () => {
  it("shows the month's totals reconciling to the fen, and the agents' rows by level", async () => {
    const month = lastMonth();
    const page = await html(admin, `${REPORT}?month=${month}`);
    expect(page).toContain(`${month} 分润汇总`);
    const [fee, share, platform] = ["商户手续费", "代理商分润合计", "平台留存"].map((label) =>
      fen(figure(page, label)),
    );
    expect(fee).toBeGreaterThan(0);
    expect(share + platform).toBe(fee);
    expect(page).toContain("核对：商户手续费");
    const levelOne = tableRows(await html(admin, `${REPORT}?month=${month}&agentLevel=1`));
    expect(levelOne.length).toBeGreaterThan(0);
    for (const row of levelOne) expect(row.cells[2]).toBe("一级代理商");
  });

  it("opens an agent's merchants on its row, adding up to its share", async () => {
    const month = lastMonth();
    const [row] = tableRows(await html(admin, `${REPORT}?month=${month}&agentLevel=2`));
    const dialog = await html(admin, `${REPORT}?month=${month}&agentLevel=2&op=merchants&id=${row!.id}`);
    expect(dialog).toContain(`商户明细 · ${row!.cells[0]} ${row!.cells[1]}`);
    const shares = [
      ...dialog.matchAll(/<tr[^>]*><td[^>]*>(M\d{8})<\/td>(?:<td[^>]*>[^<]*<\/td>){4}<td[^>]*>([\d.]+)<\/td>/g),
    ].map((m) => fen(m[2]!));
    expect(shares.length).toBeGreaterThan(0);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(fen(row!.cells[6]!));
  });

  it("exports the rows with the totals row of the same filters", async () => {
    const month = lastMonth();
    const response = await admin.get(`/kit/export${REPORT}?month=${month}&agentLevel=1&format=xlsx`);
    expect(response.status).toBe(200);
    const { name, bytes } = await download(response);
    expect(name).toMatch(/^分润报表_\d{14}\.xlsx$/);
    const rows = sheetRows((await unzip(bytes)).get("xl/worksheets/sheet1.xml")!);
    // Cells by their column letter (an empty cell is not written).
    const letter = rows[0]!.find((c) => c.value === "分润金额")!.ref.replace(/\d+/, "");
    const at = (row: (typeof rows)[number]) => row.find((c) => c.ref.replace(/\d+/, "") === letter)?.value ?? "0";
    const last = rows.at(-1)!;
    expect(last[0]!.value).toBe("合计");
    expect(rows.slice(1, -1).reduce((sum, r) => sum + fen(Number(at(r)).toFixed(2)), 0)).toBe(
      fen(Number(at(last)).toFixed(2)),
    );
  });

  it("shows agent01 its subtree without the platform's part; mer01 and the operator hold no 分润报表", async () => {
    const agent01 = await signedInAs("agent01", "123456");
    const page = await html(agent01, `${REPORT}?month=${lastMonth()}`);
    expect(tableRows(page).map((r) => r.cells[0])).toContain("A000001");
    expect(figure(page, "平台留存")).toBe("");
    await expectOutsideMenu(await signedInAs("mer01", "123456"), REPORT);
    await expectOutsideMenu(await signedInAs("operator", "operator123"), REPORT);
  });
});
