/**
 * 分润报表's figures (issue 18): a month's paid orders in the operator's scope (交易订单's own filters
 * and period, on the creation time), each shared down the levels by the rule of ADR 019 at the
 * costs of ADR 020 (policy.sharer: settled orders as settled), only the levels the operator may see
 * (visibleShares). Per agent: orders, volume, share at payment and after refunds; per merchant of an
 * agent: the same with that agent's share; and the month's totals, which reconcile to the fen:
 * the merchants' fees = every level's shares + the platform's part.
 */
import type { RouteContext } from "../../core/env";
import type { PartnerScope } from "../../core/partner-scope";
import type { Where } from "../../core/query";
import { PAID_STATES } from "../order/catalogue";
import { type ShareLevel, type ShareOrder, sharer, visibleShares } from "../policy/shares";
import type { AgentNode } from "../policy/ordering";
import { loadAgentsPricing } from "../policy/store";

export type MonthOrder = ShareOrder & { merchant_id: string };
export type SharedOrder = { order: MonthOrder; levels: ShareLevel[] };

/** The month's paid orders of the WHERE (orders aliased `o`) with the levels the scope may see; settled shares as stored. */
export async function sharedOrders(
  ctx: RouteContext,
  where: Where,
  scope: PartnerScope,
): Promise<{ orders: SharedOrder[]; platform: boolean; agents: Map<string, AgentNode> }> {
  const db = ctx.env.DB;
  const paid = `${where.sql} AND o.state IN (${PAID_STATES.join(", ")})`;
  const [orders, stored] = await db.batch([
    db
      .prepare(
        `SELECT o.id, o.merchant_id, o.agent_id, o.agent_ancestors, o.channel_code, o.pay_type, o.amount_fen, o.refunded_fen, o.pay_fee_fen, o.fee_fen, o.rate, o.pay_time
      FROM cloud_trade_order o ${paid}`,
      )
      .bind(...where.binds),
    db
      .prepare(
        `SELECT s.order_id, s.agent_id, s.depth, s.agent_rate, s.child_rate, s.share_fen, s.kept_share_fen
      FROM cloud_profit_share s JOIN cloud_trade_order o ON o.id = s.order_id ${paid} ORDER BY s.order_id, s.depth`,
      )
      .bind(...where.binds),
  ]);
  const pricing = await loadAgentsPricing(ctx, null);
  const share = sharer(pricing);
  const settled = new Map<string, ShareLevel[]>();
  for (const s of stored!.results as Record<string, unknown>[]) {
    const agent = pricing.agents.get(String(s.agent_id));
    const level: ShareLevel = {
      depth: Number(s.depth),
      agentId: String(s.agent_id),
      agentNo: agent?.no ?? "",
      agentName: agent?.name ?? "",
      childRate: String(s.child_rate),
      agentRate: String(s.agent_rate),
      capFen: null,
      shareFen: Number(s.share_fen),
      keptShareFen: Number(s.kept_share_fen),
    };
    settled.set(String(s.order_id), [...(settled.get(String(s.order_id)) ?? []), level]);
  }
  const visible = visibleShares(scope, []);
  return {
    agents: pricing.agents,
    platform: visible.platform,
    orders: (orders!.results as unknown as MonthOrder[]).map((order) => ({
      order,
      levels: visibleShares(scope, settled.get(order.id) ?? share(order)).levels,
    })),
  };
}

export type Figures = { orders: number; volume: number; share: number; kept: number };
const zero = (): Figures => ({ orders: 0, volume: 0, share: 0, kept: 0 });

/** Each agent's figures over the orders whose visible levels name it. */
export function byAgent(orders: SharedOrder[]): Map<string, Figures & { level: ShareLevel }> {
  const out = new Map<string, Figures & { level: ShareLevel }>();
  for (const { order, levels } of orders) {
    for (const level of levels) {
      const row = out.get(level.agentId) ?? { ...zero(), level };
      row.orders += 1;
      row.volume += order.amount_fen;
      row.share += level.shareFen;
      row.kept += level.keptShareFen;
      out.set(level.agentId, row);
    }
  }
  return out;
}

/** One agent's share per merchant of the orders it shares in. */
export function byMerchant(orders: SharedOrder[], agentId: string): Map<string, Figures & { fee: number }> {
  const out = new Map<string, Figures & { fee: number }>();
  for (const { order, levels } of orders) {
    const level = levels.find((l) => l.agentId === agentId);
    if (!level) continue;
    const row = out.get(order.merchant_id) ?? { ...zero(), fee: 0 };
    row.orders += 1;
    row.volume += order.amount_fen;
    row.fee += order.pay_fee_fen;
    row.share += level.shareFen;
    row.kept += level.keptShareFen;
    out.set(order.merchant_id, row);
  }
  return out;
}

/** The month's totals: volume, the merchants' fees (charged and kept), every visible level's shares, and the platform's part where visible. */
export function monthTotals(orders: SharedOrder[], platform: boolean) {
  let [volume, fee, feeKept, share, kept] = [0, 0, 0, 0, 0];
  for (const { order, levels } of orders) {
    volume += order.amount_fen;
    fee += order.pay_fee_fen;
    feeKept += order.fee_fen;
    for (const l of levels) {
      share += l.shareFen;
      kept += l.keptShareFen;
    }
  }
  return {
    orders: orders.length,
    volume,
    fee,
    feeKept,
    share,
    kept,
    platform: platform ? fee - share : null,
    platformKept: platform ? feeKept - kept : null,
  };
}
