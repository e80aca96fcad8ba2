/**
 * The rule of a multi-level network (ADR 020): on every day, each agent's cost for every channel
 * and pay type is not below its parent's (and a cap, where the parent's cost has one, not below
 * the parent's cap), and every merchant's rate for a pay type is not below its agent's cost for
 * that pay type on any channel. An agent's cost on a day comes from the latest policy in force
 * that names it, else the latest for its level, else its own 分润结算费率 (for every pair, no cap).
 *
 * A change (a policy saved, a template's rates edited) is checked on every day the costs can
 * change from its first day on: its own effective date and every later policy's. Only what the
 * change breaks is reported (a violation already there before it is not the operator's to fix
 * here), in words naming the rate that breaks the rule.
 */
import { fenToYuan } from "../../../../shared/money.ts";
import { pairKey, pairName, RATE_PAIRS, rateE4, rateText } from "./catalogue";

export interface Cost {
  e4: number;
  capFen: number | null;
}
export interface AgentNode {
  id: string;
  no: string;
  name: string;
  level: number;
  parentId: string | null;
  /** The 分润结算费率 in 1/10,000 percent, the cost where no policy applies (null: none). */
  ownE4: number | null;
}
export interface PolicyNode {
  id: string;
  templateId: string;
  targetType: number;
  agentLevel: number | null;
  agentId: string | null;
  effectiveDate: string;
}
export interface Network {
  agents: Map<string, AgentNode>;
  policies: PolicyNode[];
  /** Each template's costs by pairKey. */
  templates: Map<string, Map<string, Cost>>;
  /** The lowest merchant rate (1/10,000 percent) per agent and pay type, with the merchant holding it. */
  merchantFloor: Map<string, Map<string, { e4: number; merchant: string }>>;
}

const yuan = fenToYuan;
const who = (a: AgentNode) => `${a.no} ${a.name}`;

/** The policy pricing each agent on a day: the latest in force naming it, else the latest for its level, else none. */
export function policiesOn(network: Pick<Network, "policies">, day: string): (agent: AgentNode) => PolicyNode | null {
  const latest = new Map<string, PolicyNode>();
  for (const p of network.policies) {
    if (p.effectiveDate > day) continue;
    const key = p.targetType === 2 ? `a:${p.agentId}` : `l:${p.agentLevel}`;
    const held = latest.get(key);
    if (!held || held.effectiveDate < p.effectiveDate) latest.set(key, p);
  }
  return (agent) => latest.get(`a:${agent.id}`) ?? latest.get(`l:${agent.level}`) ?? null;
}

/** Each agent's policy-given template on a day, or none. */
function templatesOn(network: Pick<Network, "policies">, day: string): (agent: AgentNode) => string | null {
  const policyOf = policiesOn(network, day);
  return (agent) => policyOf(agent)?.templateId ?? null;
}

/** Each agent's costs by pairKey on a day (null: none known), as the rule resolves them. */
export function costsOn(
  network: Pick<Network, "policies" | "templates">,
  day: string,
): (agent: AgentNode) => Map<string, Cost> | null {
  const templateOf = templatesOn(network, day);
  const cache = new Map<string, Map<string, Cost> | null>();
  return (agent) => {
    if (!cache.has(agent.id)) {
      const template = templateOf(agent);
      const given = template ? network.templates.get(template) : undefined;
      cache.set(
        agent.id,
        given ??
          (agent.ownE4 === null
            ? null
            : new Map(RATE_PAIRS.map((p) => [pairKey(p.channelCode, p.payType), { e4: agent.ownE4!, capFen: null }]))),
      );
    }
    return cache.get(agent.id)!;
  };
}

/** Every break of the rule on a day, keyed so the same break before and after a change matches. */
export function violationsOn(network: Network, day: string): Map<string, string> {
  const costs = costsOn(network, day);
  const out = new Map<string, string>();
  for (const agent of network.agents.values()) {
    const mine = costs(agent);
    if (!mine) continue;
    const parent = agent.parentId ? network.agents.get(agent.parentId) : undefined;
    const theirs = parent ? costs(parent) : null;
    for (const pair of RATE_PAIRS) {
      const key = pairKey(pair.channelCode, pair.payType);
      const c = mine.get(key);
      const p = theirs?.get(key);
      if (!c) continue;
      if (parent && p && c.e4 < p.e4) {
        out.set(
          `rate:${agent.id}:${key}`,
          `代理商 ${who(agent)} 的${pairName(pair)}成本费率 ${rateText(c.e4)}% 低于上级代理商 ${who(parent)} 的 ${rateText(p.e4)}%`,
        );
      } else if (parent && p && p.capFen !== null && (c.capFen === null ? false : c.capFen < p.capFen)) {
        out.set(
          `cap:${agent.id}:${key}`,
          `代理商 ${who(agent)} 的${pairName(pair)}封顶 ${yuan(c.capFen!)} 元低于上级代理商 ${who(parent)} 的 ${yuan(p.capFen)} 元`,
        );
      } else if (parent && p && p.capFen === null && c.capFen !== null) {
        out.set(
          `cap:${agent.id}:${key}`,
          `代理商 ${who(agent)} 的${pairName(pair)}封顶 ${yuan(c.capFen)} 元，而上级代理商 ${who(parent)} 的成本不封顶`,
        );
      }
      const floor = network.merchantFloor.get(agent.id)?.get(pair.payType);
      if (floor && floor.e4 < c.e4) {
        out.set(
          `merchant:${agent.id}:${key}`,
          `商户 ${floor.merchant} 的${pair.payTypeName}费率 ${rateText(floor.e4)}% 低于代理商 ${who(agent)} 的${pairName(pair)}成本费率 ${rateText(c.e4)}%`,
        );
      }
    }
  }
  return out;
}

/** The days a change from `from` on can meet: its own and every later policy's effective date. */
export function daysFrom(network: Network, from: string): string[] {
  return [...new Set([from, ...network.policies.map((p) => p.effectiveDate).filter((d) => d > from)])].sort();
}

/** The first break the change makes (`after` is the network with the change), or null. */
export function firstNewViolation(before: Network, after: Network, from: string): string | null {
  for (const day of daysFrom(after, from)) {
    const had = violationsOn(before, day);
    for (const [key, message] of violationsOn(after, day)) if (!had.has(key)) return message;
  }
  return null;
}

/** A template's items as costs by pairKey. */
export function costsOf(
  items: { channel_code: string; pay_type: string; rate: string; cap_fen: number | null }[],
): Map<string, Cost> {
  return new Map(
    items.map((i) => [pairKey(i.channel_code, i.pay_type), { e4: rateE4(i.rate) ?? 0, capFen: i.cap_fen }]),
  );
}
