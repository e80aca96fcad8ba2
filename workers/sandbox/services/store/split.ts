/**
 * 门店分账配置: one store's split-account config (cloud_store_split_config). splitStatus 0 off /
 * 1 on; splitMode 1 自动分账 / 2 手动分账; receivers [{receiverName, accountNo, ratio}], each
 * ratio a percent with at most two decimals (a decimal string, summed in hundredths, never as
 * binary floating point), their sum at most 100. A store without a row answers the defaults.
 */
import type { RouteContext } from "../../core/env";
import { fail, formatDate, num, ok, str, success } from "../../core/http";
import { ownedByMerchantCondition, partnerScope } from "../../core/partner-scope";
import { orderBy, Where, readListPage } from "../../core/query";
import { field, jsonBody } from "../../core/request";
import { loadStore, outOfScope, type Row, STORE_FROM, STORE_SELECT, storeRecord } from "./records";
import { decimalUnits, unitsToDecimal } from "../../../../shared/money";

export type Receiver = { receiverName: string; accountNo: string; ratio: string };

/** A percent with at most two decimals as hundredths (null when it is not one). */
export function hundredths(ratio: string): number | null {
  return decimalUnits(ratio, 2, 3);
}

/** Hundredths as a percent with two decimals. */
export const percent = (n: number): string => unitsToDecimal(n, 2, 2);

function receiversOf(text: unknown): Receiver[] {
  try {
    const list = JSON.parse(String(text ?? "[]")) as unknown;
    return Array.isArray(list) ? (list as Receiver[]) : [];
  } catch {
    return [];
  }
}

function splitRecord(r: Row) {
  const receivers = receiversOf(r.receivers);
  const total = receivers.reduce((sum, x) => sum + (hundredths(String(x.ratio)) ?? 0), 0);
  return {
    ...storeRecord(r),
    storeId: str(r.id),
    splitStatus: r.split_status === null || r.split_status === undefined ? 0 : num(r.split_status),
    splitMode: r.split_mode === null || r.split_mode === undefined ? 1 : num(r.split_mode),
    receivers,
    receiverCount: receivers.length,
    ratioTotal: percent(total),
    splitUpdateTime: formatDate(r.split_update_time as number | null),
  };
}

const SPLIT_FROM = `${STORE_FROM} LEFT JOIN cloud_store_split_config c ON c.store_id = t.id AND c.tenant_id = t.tenant_id`;
const SPLIT_SELECT = `${STORE_SELECT}, c.split_status, c.split_mode, c.receivers, c.update_time AS split_update_time`;

const SORTABLE = { storeNo: "t.store_no", storeFullName: "t.store_full_name" };

/** split/page: the stores in scope with their split state; keyword, splitStatus (0 also matches stores without a config). */
export async function splitPage(ctx: RouteContext): Promise<Response> {
  const q = ctx.url.searchParams;
  const scope = ownedByMerchantCondition(await partnerScope(ctx), "t.merchant_id");
  const where = new Where("t.tenant_id = ? AND t.is_deleted = 0", ctx.user!.tenantId).add(scope.sql, ...scope.binds);
  const keyword = (q.get("keyword") ?? "").trim().slice(0, 100);
  where.keyword(["t.store_full_name"], ["t.store_no"], keyword);
  const status = (q.get("splitStatus") ?? "").trim();
  if (status === "1") where.add("c.split_status = 1");
  if (status === "0") where.add("(c.split_status IS NULL OR c.split_status = 0)");
  const merchantId = (q.get("merchantId") ?? "").trim();
  if (/^\d{1,19}$/.test(merchantId)) where.add("t.merchant_id = ?", merchantId);
  const order = orderBy(ctx.url, SORTABLE, "t.store_no ASC, t.id ASC", false);
  return readListPage<Row>(
    ctx,
    { from: SPLIT_FROM, rows: `SELECT ${SPLIT_SELECT} FROM ${SPLIT_FROM}`, where, order },
    (rows) => rows.map(splitRecord),
  );
}

async function splitRow(ctx: RouteContext, storeId: string): Promise<Row | null> {
  return ctx.env.DB.prepare(
    `SELECT ${SPLIT_SELECT} FROM ${SPLIT_FROM} WHERE t.tenant_id = ? AND t.is_deleted = 0 AND t.id = ?`,
  )
    .bind(ctx.user!.tenantId, storeId)
    .first<Row>();
}

/** split/detail?storeId=. */
export async function splitDetail(ctx: RouteContext): Promise<Response> {
  const storeId = (ctx.url.searchParams.get("storeId") ?? "").trim();
  const found = await loadStore(ctx, storeId);
  if (!found) return fail("门店不存在");
  if (!found.held) return outOfScope();
  return ok(splitRecord((await splitRow(ctx, storeId))!));
}

/** The receivers of a submit, or the reason they are refused. */
export function readReceivers(value: unknown): Receiver[] | string {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return "分账接收方格式不正确";
  if (value.length > 10) return "分账接收方最多10个";
  const out: Receiver[] = [];
  let total = 0;
  for (const [i, item] of value.entries()) {
    if (!item || typeof item !== "object") return "分账接收方格式不正确";
    const x = item as Record<string, unknown>;
    const receiverName = field(x, "receiverName") ?? "";
    const accountNo = field(x, "accountNo") ?? "";
    const ratio = field(x, "ratio") ?? "";
    if (!receiverName) return `第${i + 1}个接收方名称不能为空`;
    if ([...receiverName].length > 50) return `第${i + 1}个接收方名称不能超过50个字符`;
    if (!/^\d{6,32}$/.test(accountNo)) return `第${i + 1}个接收方账号应为6至32位数字`;
    const n = hundredths(ratio);
    if (n === null || n <= 0 || n > 10_000) return `第${i + 1}个接收方分账比例应为大于0且不超过100的数，最多两位小数`;
    total += n;
    out.push({ receiverName, accountNo, ratio: percent(n) });
  }
  if (total > 10_000) return "分账比例合计不能超过100%";
  return out;
}

/** split/submit {storeId, splitStatus, splitMode, receivers}. */
export async function splitSubmit(ctx: RouteContext): Promise<Response> {
  const body = await jsonBody(ctx.req, { exactLongNumbers: true });
  if (!body) return fail("消息不能读取");
  const found = await loadStore(ctx, field(body, "storeId") ?? "");
  if (!found) return fail("门店不存在");
  if (!found.held) return outOfScope();
  const status = field(body, "splitStatus") ?? "0";
  if (status !== "0" && status !== "1") return fail("分账开关取值不正确");
  const mode = field(body, "splitMode") || "1";
  if (mode !== "1" && mode !== "2") return fail("分账模式取值不正确");
  const receivers = readReceivers(body.receivers);
  if (typeof receivers === "string") return fail(receivers);
  if (status === "1" && receivers.length === 0) return fail("开启分账时至少需要一个分账接收方");
  const user = ctx.user!;
  await ctx.env.DB.prepare(
    "INSERT INTO cloud_store_split_config (store_id, tenant_id, merchant_id, split_status, split_mode, receivers, update_user, update_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?) " +
      "ON CONFLICT (store_id) DO UPDATE SET split_status = excluded.split_status, split_mode = excluded.split_mode, receivers = excluded.receivers, " +
      "merchant_id = excluded.merchant_id, update_user = excluded.update_user, update_time = excluded.update_time",
  )
    .bind(
      String(found.row.id),
      user.tenantId,
      String(found.row.merchant_id),
      Number(status),
      Number(mode),
      JSON.stringify(receivers),
      user.userId,
      Date.now(),
    )
    .run();
  return success();
}
