/**
 * An agent's costs as the agent form reads them (getAgentRates, ADR 020): every pair's cost in force
 * today (Beijing) and where it comes from (a policy, else the agent's own 分润结算费率, uncapped),
 * the next policy that will change its template after today, and its parent's costs today (the
 * floor of its own). Resolution is the ordering rule's own (costsOn, policiesOn): nothing here
 * decides which policy applies.
 */
import type { RouteContext } from "../../core/env";
import { str } from "../../core/http";
import { yuanOf } from "../order/catalogue";
import { pairKey, RATE_PAIRS, rateText } from "./catalogue";
import { type AgentNode, type Cost, costsOn, type PolicyNode, policiesOn } from "./ordering";
import { beijingToday, loadAgentsPricing } from "./store";

export interface CostRow {
  channelCode: string;
  channelName: string;
  payType: string;
  payTypeName: string;
  /** Percent text ("0.25"). */
  rate: string;
  /** Yuan with two decimals, "" when uncapped. */
  cap: string;
}

export type CostSource =
  | { kind: "policy"; policyId: string; policyName: string; templateName: string; effectiveDate: string }
  | { kind: "own" };

export interface AgentCosts {
  policyRates: CostRow[];
  policySource: CostSource;
  nextPolicy: { policyName: string; templateName: string; effectiveDate: string; rates: CostRow[] } | null;
  parentPolicyRates: CostRow[];
}

/** Costs by pairKey as the wire's rows, in RATE_PAIRS' order; [] when none are known. */
export function costRows(costs: Map<string, Cost> | null): CostRow[] {
  if (!costs) return [];
  return RATE_PAIRS.flatMap((pair) => {
    const cost = costs.get(pairKey(pair.channelCode, pair.payType));
    return cost ? [{ ...pair, rate: rateText(cost.e4), cap: cost.capFen === null ? "" : yuanOf(cost.capFen) }] : [];
  });
}

/** The first day after `today` whose policy gives the agent another template than today's, with that policy. */
function nextChange(
  pricing: { policies: PolicyNode[] },
  agent: AgentNode,
  today: string,
): { day: string; policy: PolicyNode } | null {
  const current = policiesOn(pricing, today)(agent)?.templateId ?? null;
  const days = [...new Set(pricing.policies.map((p) => p.effectiveDate).filter((d) => d > today))].sort();
  for (const day of days) {
    const policy = policiesOn(pricing, day)(agent);
    if (policy && policy.templateId !== current) return { day, policy };
  }
  return null;
}

/** The names of policies and their templates, by policy id. */
async function policyNames(
  ctx: RouteContext,
  ids: string[],
): Promise<Map<string, { policyName: string; templateName: string }>> {
  if (!ids.length) return new Map();
  const { results } = await ctx.env.DB.prepare(
    `SELECT p.id, p.policy_name, t.template_name FROM cloud_policy p LEFT JOIN cloud_rate_template t ON t.id = p.template_id
     WHERE p.id IN (SELECT value FROM json_each(?))`,
  )
    .bind(JSON.stringify(ids))
    .all<Record<string, unknown>>();
  return new Map(
    results.map((r) => [str(r.id), { policyName: str(r.policy_name), templateName: str(r.template_name) }]),
  );
}

/**
 * The agent's costs today, its next policy, and its parent's costs today when `parentId` is given
 * (the caller leaves it out where the parent is not the operator's to see).
 */
export async function agentCosts(ctx: RouteContext, agentId: string, parentId: string | null): Promise<AgentCosts> {
  const pricing = await loadAgentsPricing(ctx, parentId ? [agentId, parentId] : [agentId]);
  const agent = pricing.agents.get(agentId);
  const today = beijingToday();
  if (!agent) return { policyRates: [], policySource: { kind: "own" }, nextPolicy: null, parentPolicyRates: [] };
  const costs = costsOn(pricing, today);
  const policy = policiesOn(pricing, today)(agent);
  const next = nextChange(pricing, agent, today);
  const names = await policyNames(
    ctx,
    [policy?.id, next?.policy.id].filter((id): id is string => Boolean(id)),
  );
  const parent = parentId ? pricing.agents.get(parentId) : undefined;
  const named = (p: PolicyNode) => names.get(p.id) ?? { policyName: "", templateName: "" };
  return {
    policyRates: costRows(costs(agent)),
    policySource: policy
      ? { kind: "policy", policyId: policy.id, ...named(policy), effectiveDate: policy.effectiveDate }
      : { kind: "own" },
    nextPolicy: next
      ? { ...named(next.policy), effectiveDate: next.day, rates: costRows(costsOn(pricing, next.day)(agent)) }
      : null,
    parentPolicyRates: parent ? costRows(costs(parent)) : [],
  };
}
