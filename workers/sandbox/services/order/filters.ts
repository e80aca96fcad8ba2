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
  return whereOf(scopeTerms(ctx, scope));
}

/** The scope's conditions: the tenant's (a column the day summary keeps), and a partner's own. */
function scopeTerms(ctx: RouteContext, scope: PartnerScope): Term[] {
  const terms: Term[] = [{ sql: "o.tenant_id = ?", binds: [ctx.user!.tenantId], on: "days" }];
  if (scope.kind === "merchant") terms.push({ sql: "o.merchant_id = ?", binds: [scope.merchantId], on: "rows" });
  if (scope.kind === "agent")
    terms.push({
      sql: subtree("o.agent_id"),
      binds: [scope.tenantId, scope.agentId, `%,${scope.agentId},%`],
      on: "agent",
    });
  return terms;
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

/**
 * A filtered set of orders: the operator's scope, its WHERE (orders aliased `o`, as `orderWhere`
 * has it), the same without the conditions on the creation time (`rest`), and the time bounds
 * (epoch ms, inclusive; null: none).
 */
export interface OrderSet {
  scope: PartnerScope;
  where: Where;
  rest: Where;
  from: number | null;
  to: number | null;
  /**
   * Whether `rest` names only the tenant, channel, pay type and state: columns the orders' day
   * summary keeps too (order/days.ts), so it answers the set's whole days.
   */
  byDays: boolean;
  /** Whether `rest` holds the order's agent to a subtree (the partner's scope, agentId, agentNo). */
  byAgent: boolean;
}

/**
 * A condition of the set; `on` says what it reads: the time, only the day summary's columns, the
 * order's agent (a subtree), or other columns.
 */
type Term = { sql: string; binds: unknown[]; on: "time" | "days" | "agent" | "rows" };

/** The WHERE of some of the terms, in their order (the first is always the tenant's). */
function whereOf(terms: Term[]): Where {
  const [first, ...others] = terms;
  const where = new Where(first!.sql, ...first!.binds);
  for (const term of others) where.add(term.sql, ...term.binds);
  return where;
}

/** The list's WHERE for the signed-in operator, or the 400 answer for a malformed filter. */
export async function orderWhere(
  ctx: RouteContext,
  options: ListFilters,
): Promise<{ where: Where; scope: PartnerScope } | Response> {
  const found = await orderTerms(ctx, options);
  if (found instanceof Response) return found;
  return { where: whereOf(found.terms), scope: found.scope };
}

/** The same filters as a set: its WHERE without the time, and the time bounds apart. */
export async function orderSet(ctx: RouteContext, options: ListFilters): Promise<OrderSet | Response> {
  const found = await orderTerms(ctx, options);
  if (found instanceof Response) return found;
  const rest = found.terms.filter((t) => t.on !== "time");
  return {
    scope: found.scope,
    where: whereOf(found.terms),
    rest: whereOf(rest),
    from: found.from,
    to: found.to,
    byDays: rest.every((t) => t.on === "days"),
    byAgent: rest.some((t) => t.on === "agent"),
  };
}

async function orderTerms(
  ctx: RouteContext,
  options: ListFilters,
): Promise<{ terms: Term[]; scope: PartnerScope; from: number | null; to: number | null } | Response> {
  const q = ctx.url.searchParams;
  const get = (name: string) => (q.get(name) ?? "").trim();
  const scope = await partnerScope(ctx);
  const terms = scopeTerms(ctx, scope);
  const add = (on: Term["on"], sql: string, ...binds: unknown[]) => terms.push({ sql, binds, on });

  const start = get("startTime");
  const end = get("endTime");
  const startMs = start ? parseDateTime(start) : null;
  const endMs = end ? parseDateTime(end, true) : null;
  if ((start && startMs === null) || (end && endMs === null)) return fail("时间格式不正确，应为 yyyy-MM-dd HH:mm:ss");
  if (startMs !== null && endMs !== null && startMs > endMs) return fail("开始时间不能晚于结束时间");
  if (startMs !== null) add("time", `${options.timeColumn} >= ?`, startMs);
  if (endMs !== null) add("time", `${options.timeColumn} <= ?`, endMs);

  const keyword = get("keyword").slice(0, 64);
  if (keyword) {
    // Each number by its own index (an OR across the three would scan the tenant's orders).
    const { table, numbers } = options;
    add(
      "rows",
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
    if (value) add("rows", `${column} = ?`, value);
  }
  const agentId = get("agentId");
  if (agentId && !ID.test(agentId)) return fail("agentId 格式不正确");
  if (agentId) add("agent", subtree("o.agent_id"), ctx.user!.tenantId, agentId, `%,${agentId},%`);

  // By number, as operators know them: a merchant, a store, an agent (with its subtree).
  const tenant = ctx.user!.tenantId;
  const merchantNo = get("merchantNo").slice(0, 32);
  if (merchantNo)
    add(
      "rows",
      "o.merchant_id IN (SELECT id FROM cloud_merchant_info WHERE tenant_id = ? AND merchant_no = ?)",
      tenant,
      merchantNo,
    );
  const storeNo = get("storeNo").slice(0, 32);
  if (storeNo)
    add(
      "rows",
      "o.store_id IN (SELECT id FROM cloud_store_info WHERE tenant_id = ? AND store_no = ?)",
      tenant,
      storeNo,
    );
  const agentNo = get("agentNo").slice(0, 32);
  if (agentNo) {
    add(
      "agent",
      `o.agent_id IN (SELECT sa.id FROM cloud_agent_info top JOIN cloud_agent_info sa ON sa.tenant_id = top.tenant_id AND sa.is_deleted = 0
         AND (sa.id = top.id OR (',' || sa.ancestors || ',') LIKE '%,' || top.id || ',%') WHERE top.tenant_id = ? AND top.agent_no = ?)`,
      tenant,
      agentNo,
    );
  }

  const channel = get("channelCode");
  if (channel && !CHANNELS.some((c) => c.code === channel)) return fail("channelCode 不存在");
  if (channel) add("days", "o.channel_code = ?", channel);
  const payType = get("payType");
  if (payType && !PAY_TYPE_CODES.includes(payType)) return fail("payType 不存在");
  if (payType) add("days", "o.pay_type = ?", payType);
  const state = get("state");
  if (state && !options.states.includes(Number(state))) return fail("state 不存在");
  if (state) add("days", "o.state = ?", Number(state));

  const min = get("minAmount");
  const max = get("maxAmount");
  const minFen = min ? yuanToFen(min) : null;
  const maxFen = max ? yuanToFen(max) : null;
  if ((min && minFen === null) || (max && maxFen === null)) return fail("金额格式不正确，最多两位小数");
  if (minFen !== null && maxFen !== null && minFen > maxFen) return fail("最小金额不能大于最大金额");
  if (minFen !== null) add("rows", `${options.amountColumn} >= ?`, minFen);
  if (maxFen !== null) add("rows", `${options.amountColumn} <= ?`, maxFen);
  return { terms, scope, from: startMs, to: endMs };
}
