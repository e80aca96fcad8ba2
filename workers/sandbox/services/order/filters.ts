/**
 * The order lists' filters and data scope (ADR 018), one place for 交易订单 and 退款订单, their
 * pages, totals and exports: the same query answers the same rows.
 *
 * Params: startTime / endTime (yyyy-MM-dd HH:mm:ss, Beijing time, on the creation time), keyword
 * (a platform, merchant or channel order number, exact), merchantId / merchantNo, storeId /
 * storeNo, agentId / agentNo (that agent's subtree), channelCode, payType, state, minAmount / maxAmount (yuan). A malformed one
 * answers 400 with what is wrong; nothing is guessed.
 */
import type { RouteContext } from "../../core/env";
import { fail, parseDateTime } from "../../core/http";
import { type PartnerScope, partnerScope } from "../../core/partner-scope";
import { Where } from "../../core/query";
import { CHANNELS } from "../channel/catalogue";
import { yuanToFen } from "../../../../shared/money.ts";
import { PAY_TYPE_CODES } from "./catalogue";

const ID = /^\d{1,19}$/;

/** The rows of `table` (alias `o`, with agent_id and merchant_id) the scope holds. */
export function scopeWhere(ctx: RouteContext, scope: PartnerScope): Where {
  const where = new Where("o.tenant_id = ?", ctx.user!.tenantId);
  if (scope.kind === "merchant") where.add("o.merchant_id = ?", scope.merchantId);
  if (scope.kind === "agent") where.add(subtree("o.agent_id"), scope.tenantId, scope.agentId, `%,${scope.agentId},%`);
  return where;
}

/** `column IN (agent and every agent below it)`; binds: tenant, agent id, `%,id,%`. */
const subtree = (column: string) =>
  `${column} IN (SELECT sa.id FROM cloud_agent_info sa WHERE sa.tenant_id = ? AND sa.is_deleted = 0 AND (sa.id = ? OR (',' || sa.ancestors || ',') LIKE ?))`;

/** What a list filters on: its table, the numbers its one box finds (each indexed), its time and amount columns, its states. */
export interface ListFilters {
  table: "cloud_trade_order" | "cloud_refund_order";
  numbers: string[];
  timeColumn: string;
  amountColumn: string;
  states: number[];
}

/** The list's WHERE for the signed-in operator, or the 400 answer for a malformed filter. */
export async function orderWhere(
  ctx: RouteContext,
  options: ListFilters,
): Promise<{ where: Where; scope: PartnerScope } | Response> {
  const q = ctx.url.searchParams;
  const get = (name: string) => (q.get(name) ?? "").trim();
  const scope = await partnerScope(ctx);
  const where = scopeWhere(ctx, scope);

  const start = get("startTime");
  const end = get("endTime");
  const startMs = start ? parseDateTime(start) : null;
  const endMs = end ? parseDateTime(end, true) : null;
  if ((start && startMs === null) || (end && endMs === null)) return fail("时间格式不正确，应为 yyyy-MM-dd HH:mm:ss");
  if (startMs !== null && endMs !== null && startMs > endMs) return fail("开始时间不能晚于结束时间");
  if (startMs !== null) where.add(`${options.timeColumn} >= ?`, startMs);
  if (endMs !== null) where.add(`${options.timeColumn} <= ?`, endMs);

  const keyword = get("keyword").slice(0, 64);
  if (keyword) {
    // Each number by its own index (an OR across the three would scan the tenant's orders).
    const { table, numbers } = options;
    where.add(
      `o.id IN (${numbers.map((c) => `SELECT id FROM ${table} WHERE tenant_id = ? AND ${c} = ?`).join(" UNION ALL ")})`,
      ...numbers.flatMap(() => [ctx.user!.tenantId, keyword]),
    );
  }

  for (const [param, column] of [
    ["merchantId", "o.merchant_id"],
    ["storeId", "o.store_id"],
  ] as const) {
    const value = get(param);
    if (value && !ID.test(value)) return fail(`${param} 格式不正确`);
    if (value) where.add(`${column} = ?`, value);
  }
  const agentId = get("agentId");
  if (agentId && !ID.test(agentId)) return fail("agentId 格式不正确");
  if (agentId) where.add(subtree("o.agent_id"), ctx.user!.tenantId, agentId, `%,${agentId},%`);

  // By number, as operators know them: a merchant, a store, an agent (with its subtree).
  const tenant = ctx.user!.tenantId;
  const merchantNo = get("merchantNo").slice(0, 32);
  if (merchantNo)
    where.add(
      "o.merchant_id IN (SELECT id FROM cloud_merchant_info WHERE tenant_id = ? AND merchant_no = ?)",
      tenant,
      merchantNo,
    );
  const storeNo = get("storeNo").slice(0, 32);
  if (storeNo)
    where.add("o.store_id IN (SELECT id FROM cloud_store_info WHERE tenant_id = ? AND store_no = ?)", tenant, storeNo);
  const agentNo = get("agentNo").slice(0, 32);
  if (agentNo) {
    where.add(
      `o.agent_id IN (SELECT sa.id FROM cloud_agent_info top JOIN cloud_agent_info sa ON sa.tenant_id = top.tenant_id AND sa.is_deleted = 0
         AND (sa.id = top.id OR (',' || sa.ancestors || ',') LIKE '%,' || top.id || ',%') WHERE top.tenant_id = ? AND top.agent_no = ?)`,
      tenant,
      agentNo,
    );
  }

  const channel = get("channelCode");
  if (channel && !CHANNELS.some((c) => c.code === channel)) return fail("channelCode 不存在");
  if (channel) where.add("o.channel_code = ?", channel);
  const payType = get("payType");
  if (payType && !PAY_TYPE_CODES.includes(payType)) return fail("payType 不存在");
  if (payType) where.add("o.pay_type = ?", payType);
  const state = get("state");
  if (state && !options.states.includes(Number(state))) return fail("state 不存在");
  if (state) where.add("o.state = ?", Number(state));

  const min = get("minAmount");
  const max = get("maxAmount");
  const minFen = min ? yuanToFen(min) : null;
  const maxFen = max ? yuanToFen(max) : null;
  if ((min && minFen === null) || (max && maxFen === null)) return fail("金额格式不正确，最多两位小数");
  if (minFen !== null && maxFen !== null && minFen > maxFen) return fail("最小金额不能大于最大金额");
  if (minFen !== null) where.add(`${options.amountColumn} >= ?`, minFen);
  if (maxFen !== null) where.add(`${options.amountColumn} <= ?`, maxFen);
  return { where, scope };
}
