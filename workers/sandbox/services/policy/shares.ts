/**
 * How a paid order's fee is shared down the levels (ADR 019's rule, with ADR 020's costs): the
 * merchant's own agent earns the order's fee less the fee at its own cost, each agent above it the
 * fee at its child's cost less the fee at its own; the top agent's cost fee is the platform's part.
 * Costs are those in force on the order's pay day (policy, else the agent's own rate), each fee
 * half-up to the fen and capped where the cost is; after refunds a share is the same rule over the
 * amount still paid, held between 0 and the share at payment. An order already settled shows the
 * shares as they were settled (cloud_profit_share). Who sees which (`visibleShares`): the platform
 * every level; an agent's operator its own level and those below it (a parent's cost is not its
 * to see); a merchant's operator none (its agents' costs are theirs).
 */
import type { RouteContext } from "../../core/env";
import type { PartnerScope } from "../../core/partner-scope";
import { str } from "../../core/http";
import { feeOf } from "../order/catalogue";
import { pairKey, rateText } from "./catalogue";
import { type AgentNode, type Cost, costsOn } from "./ordering";
import { beijingToday, loadAgentsPricing } from "./store";

export interface ShareLevel {
  depth: number;
  agentId: string;
  agentNo: string;
  agentName: string;
  childRate: string;
  agentRate: string;
  capFen: number | null;
  shareFen: number;
  keptShareFen: number;
}

export interface ShareOrder {
  id: string;
  agent_id: string | null;
  agent_ancestors: string | null;
  channel_code: string;
  pay_type: string;
  amount_fen: number;
  refunded_fen: number;
  pay_fee_fen: number;
  fee_fen: number;
  rate: string;
  pay_time: number | null;
}

/** The fee of an amount at a cost: half-up to the fen, then the cap where there is one. */
export const feeAtCost = (amountFen: number, cost: Cost): number =>
  Math.min(feeOf(amountFen, rateText(cost.e4)), cost.capFen ?? Number.POSITIVE_INFINITY);

/** The levels' shares of one order, its agent first, given the chain's costs (pure: the rule itself). */
export function sharesOf(order: ShareOrder, chain: { agent: AgentNode; cost: Cost }[]): ShareLevel[] {
  const kept = order.amount_fen - order.refunded_fen;
  let childFee = order.pay_fee_fen;
  let keptChildFee = order.fee_fen;
  let childRate = order.rate;
  return chain.map(({ agent, cost }, i) => {
    const own = feeAtCost(order.amount_fen, cost);
    const keptOwn = feeAtCost(kept, cost);
    const share = childFee - own;
    const level = {
      depth: i + 1,
      agentId: agent.id,
      agentNo: agent.no,
      agentName: agent.name,
      childRate,
      agentRate: rateText(cost.e4),
      capFen: cost.capFen,
      shareFen: share,
      keptShareFen: Math.max(0, Math.min(share, keptChildFee - keptOwn)),
    };
    [childFee, keptChildFee, childRate] = [own, keptOwn, rateText(cost.e4)];
    return level;
  });
}

/** The shares of a paid order, settled ones as stored, else by the rule on its pay day; [] for an order not paid or without agents. */
export async function orderShares(ctx: RouteContext, order: ShareOrder): Promise<ShareLevel[]> {
  if (!order.pay_time || !order.agent_id) return [];
  const stored = await ctx.env.DB.prepare(
    `SELECT s.depth, s.agent_id, a.agent_no, a.agent_name, s.child_rate, s.agent_rate, s.share_fen, s.kept_share_fen
     FROM cloud_profit_share s JOIN cloud_agent_info a ON a.id = s.agent_id WHERE s.order_id = ? ORDER BY s.depth`,
  )
    .bind(order.id)
    .all<Record<string, unknown>>();
  if (stored.results.length) {
    return stored.results.map((s) => ({
      depth: Number(s.depth),
      agentId: str(s.agent_id),
      agentNo: str(s.agent_no),
      agentName: str(s.agent_name),
      childRate: str(s.child_rate),
      agentRate: str(s.agent_rate),
      capFen: null,
      shareFen: Number(s.share_fen),
      keptShareFen: Number(s.kept_share_fen),
    }));
  }
  const ancestors = (order.agent_ancestors ?? "").split(",").filter((id) => id && id !== "0");
  return sharer(await loadAgentsPricing(ctx, [...ancestors, order.agent_id]))(order);
}

/**
 * The rule over loaded pricing, for many orders (a month's, say): each order's levels from its
 * agent up the current tree, at the costs in force on its pay day (one resolver per day).
 */
export function sharer(pricing: Awaited<ReturnType<typeof loadAgentsPricing>>): (order: ShareOrder) => ShareLevel[] {
  const byDay = new Map<string, ReturnType<typeof costsOn>>();
  return (order) => {
    if (!order.pay_time || !order.agent_id) return [];
    const day = beijingToday(order.pay_time);
    if (!byDay.has(day)) byDay.set(day, costsOn(pricing, day));
    const costs = byDay.get(day)!;
    const chain: { agent: AgentNode; cost: Cost }[] = [];
    for (
      let agent = pricing.agents.get(order.agent_id);
      agent;
      agent = agent.parentId ? pricing.agents.get(agent.parentId) : undefined
    ) {
      const cost = costs(agent)?.get(pairKey(order.channel_code, order.pay_type));
      if (!cost) break;
      chain.push({ agent, cost });
    }
    return sharesOf(order, chain);
  };
}

/** The levels the operator may see, and whether the platform's part is theirs to see. */
export function visibleShares(scope: PartnerScope, levels: ShareLevel[]): { levels: ShareLevel[]; platform: boolean } {
  if (scope.kind === "platform") return { levels, platform: true };
  if (scope.kind === "merchant") return { levels: [], platform: false };
  return { levels: levels.slice(0, levels.findIndex((l) => l.agentId === scope.agentId) + 1), platform: false };
}
