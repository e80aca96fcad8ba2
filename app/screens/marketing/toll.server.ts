/**
 * The toll screens' server parts they share: a detail at `<path>/{id}` (the toll service's
 * form, spec §7), the tenants to filter by, the list to go back to after a row dialog
 * (`?op=…`), and exact yuan arithmetic in integer fen (ADR 017: never floats).
 *
 * The fen helpers are this area's own until the console's `app/lib/fen.ts` exists; then they
 * move there.
 */
import { listUrl } from "~/kit/server/action.server";
import { children, fetchDetail, type Loaded, text } from "~/kit/server/page.server";
import type { Operator } from "~/server/auth.server";
import { MENU_TTL_MS, sessionMemo } from "~/server/session-memo.server";
import type { Choice } from "./toll";

/** One row from `<path>/{id}` (not `?id=`); `{}` or null means not found. */
export function detailAt<Row>(operator: Operator, path: string, id: string, toRow: (raw: Record<string, unknown>) => Row | null): Promise<Loaded<Row | null>> {
  return fetchDetail(operator, `${path}/${encodeURIComponent(id)}`, {}, toRow);
}

/** Every tenant (GET /api/cloud-system/tenant/select) as choices; none when it cannot be had. */
export function tenantChoices(operator: Operator): Promise<Choice[]> {
  return sessionMemo(operator.sessionId, "tenant-select", MENU_TTL_MS, async () =>
    children(await operator.api.get<unknown>("/api/cloud-system/tenant/select"))
      .map((t) => ({ value: text(t.tenantId), label: text(t.tenantName) || text(t.tenantId) }))
      .filter((c) => c.value),
  ).catch(() => []);
}

/** The list after a row dialog on `?op=…&id=…`: the same filters and page, no dialog. */
export function listWithoutOp(request: Request): string {
  const url = new URL(listUrl(request), "http://x");
  url.searchParams.delete("op");
  return `${url.pathname}${url.search}`;
}

/** The row a row dialog (`?op=<op>&id=…`) names, when it is one of `ops`. */
export function opOf<const O extends string>(request: Request, ops: readonly O[]): { op: O; id: string } | null {
  const params = new URL(request.url).searchParams;
  const op = ops.find((o) => o === params.get("op"));
  const id = params.get("id") ?? "";
  return op && /^[\w.-]{1,64}$/.test(id) ? { op, id } : null;
}

const YUAN_TEXT = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/**
 * Yuan ("1000000.00", "12.5", "3", or a JSON number's shortest text, which is its decimal) in
 * integer fen; null when it is not an amount of at most two decimals.
 */
export function toFen(yuan: unknown): bigint | null {
  const match = YUAN_TEXT.exec(typeof yuan === "string" ? yuan.trim() : typeof yuan === "number" && Number.isFinite(yuan) ? String(yuan) : "");
  if (!match) return null;
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? "").padEnd(2, "0"));
}

/** Integer fen as yuan text with two decimals (12345n → "123.45"). */
export function fenToYuan(fen: bigint): string {
  const sign = fen < 0n ? "-" : "";
  const digits = (fen < 0n ? -fen : fen).toString().padStart(3, "0");
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** Yuan text times a whole count, exactly ("1000000.00" × 3 → "3000000.00"); null when either is not one. */
export function timesYuan(yuan: unknown, count: unknown): string | null {
  const fen = toFen(yuan);
  const n = typeof count === "number" ? count : typeof count === "string" && /^\d{1,9}$/.test(count.trim()) ? Number(count) : NaN;
  return fen === null || !Number.isSafeInteger(n) || n < 0 ? null : fenToYuan(fen * BigInt(n));
}
