/**
 * The ordering rule (ADR 020), property-tested against a plain reading of it: on random networks
 * (trees of agents, costs by direct and level policies or the agent's own rate, merchants' lowest
 * rates), violationsOn finds a break exactly when some agent costs less than its parent on a pair
 * (or caps below it), or some merchant's rate is below its agent's cost; firstNewViolation answers
 * a break only the change made.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pairKey, RATE_PAIRS } from "../../../workers/sandbox/services/policy/catalogue";
import {
  type AgentNode,
  type Cost,
  firstNewViolation,
  type Network,
  type PolicyNode,
  violationsOn,
} from "../../../workers/sandbox/services/policy/ordering";

const DAYS = ["2026-12-01", "2026-12-15", "2027-01-01"];
const costArb = fc.record({
  e4: fc.integer({ min: 2000, max: 4000 }),
  capFen: fc.option(fc.integer({ min: 1000, max: 3000 }), { nil: null }),
});
const templateArb = fc.array(costArb, { minLength: RATE_PAIRS.length, maxLength: RATE_PAIRS.length });

const networkArb = fc
  .record({
    parents: fc.array(fc.nat(), { minLength: 1, maxLength: 10 }),
    own: fc.array(fc.option(fc.integer({ min: 2000, max: 4000 }), { nil: null }), { minLength: 10, maxLength: 10 }),
    templates: fc.array(templateArb, { minLength: 1, maxLength: 3 }),
    policies: fc.array(
      fc.record({ template: fc.nat(), level: fc.boolean(), target: fc.nat(), day: fc.constantFrom(...DAYS) }),
      { maxLength: 5 },
    ),
    floors: fc.array(
      fc.record({
        agent: fc.nat(),
        payType: fc.constantFrom("WXPAY", "ALIPAY", "UNIONPAY", "CARD"),
        e4: fc.integer({ min: 2000, max: 4500 }),
      }),
      { maxLength: 6 },
    ),
  })
  .map(({ parents, own, templates, policies, floors }): Network => {
    const agents: AgentNode[] = parents.map((p, i) => {
      const parent = i === 0 || p % 3 === 0 ? null : p % i;
      return {
        id: `a${i}`,
        no: `A${i}`,
        name: `代理${i}`,
        level: 1,
        parentId: parent === null ? null : `a${parent}`,
        ownE4: own[i]!,
      };
    });
    for (const a of agents) a.level = a.parentId ? agents.find((x) => x.id === a.parentId)!.level + 1 : 1;
    const templateMap = new Map(
      templates.map((t, i) => [`t${i}`, new Map(RATE_PAIRS.map((p, j) => [pairKey(p.channelCode, p.payType), t[j]!]))]),
    );
    // One policy per target and day, as the service keeps them.
    const policyNodes: PolicyNode[] = policies
      .map((p, i) => ({
        id: `p${i}`,
        templateId: `t${p.template % templates.length}`,
        targetType: p.level ? 1 : 2,
        agentLevel: p.level ? 1 + (p.target % 3) : null,
        agentId: p.level ? null : `a${p.target % agents.length}`,
        effectiveDate: p.day,
      }))
      .filter(
        (p, i, all) =>
          all.findIndex(
            (q) => q.agentLevel === p.agentLevel && q.agentId === p.agentId && q.effectiveDate === p.effectiveDate,
          ) === i,
      );
    const merchantFloor: Network["merchantFloor"] = new Map();
    for (const f of floors) {
      const id = `a${f.agent % agents.length}`;
      if (!merchantFloor.has(id)) merchantFloor.set(id, new Map());
      merchantFloor.get(id)!.set(f.payType, { e4: f.e4, merchant: "M1 商户" });
    }
    return {
      agents: new Map(agents.map((a) => [a.id, a])),
      policies: policyNodes,
      templates: templateMap,
      merchantFloor,
    };
  });

/** The rule read plainly: each agent's cost per pair on a day, then every comparison. */
function breaks(network: Network, day: string): number {
  const cost = (a: AgentNode): Map<string, Cost> | null => {
    const inForce = network.policies.filter((p) => p.effectiveDate <= day);
    const latest = (list: PolicyNode[]) => list.sort((x, y) => (x.effectiveDate < y.effectiveDate ? 1 : -1))[0];
    const policy =
      latest(inForce.filter((p) => p.targetType === 2 && p.agentId === a.id)) ??
      latest(inForce.filter((p) => p.targetType === 1 && p.agentLevel === a.level));
    if (policy) return network.templates.get(policy.templateId)!;
    return a.ownE4 === null
      ? null
      : new Map(RATE_PAIRS.map((p) => [pairKey(p.channelCode, p.payType), { e4: a.ownE4!, capFen: null }]));
  };
  let n = 0;
  for (const a of network.agents.values()) {
    const mine = cost(a);
    if (!mine) continue;
    const parent = a.parentId ? network.agents.get(a.parentId)! : null;
    const theirs = parent ? cost(parent) : null;
    for (const p of RATE_PAIRS) {
      const c = mine.get(pairKey(p.channelCode, p.payType))!;
      const q = theirs?.get(pairKey(p.channelCode, p.payType));
      if (
        q &&
        (c.e4 < q.e4 ||
          (q.capFen !== null && c.capFen !== null && c.capFen < q.capFen) ||
          (q.capFen === null && c.capFen !== null))
      )
        n++;
      const floor = network.merchantFloor.get(a.id)?.get(p.payType);
      if (floor && floor.e4 < c.e4) n++;
    }
  }
  return n;
}

describe("the ordering rule", () => {
  it("property: a break is found exactly when an agent costs less than its parent, caps below it, or a merchant's rate is below its agent's cost", () => {
    fc.assert(
      fc.property(networkArb, fc.constantFrom(...DAYS), (network, day) => {
        const found = violationsOn(network, day);
        // A rate break and a cap break of one pair are one finding (the rate's); a merchant's is its own.
        expect(found.size === 0).toBe(breaks(network, day) === 0);
        for (const message of found.values()) expect(message).toMatch(/低于|不封顶/);
      }),
      { numRuns: 400 },
    );
  });

  it("property: a change is refused exactly when it makes a break that was not there, on its day or a later policy's", () => {
    fc.assert(
      fc.property(networkArb, templateArb, fc.nat(), fc.constantFrom(...DAYS), (network, template, target, day) => {
        const templates = new Map(network.templates).set(
          "new",
          new Map(RATE_PAIRS.map((p, j) => [pairKey(p.channelCode, p.payType), template[j]!])),
        );
        const before = { ...network, templates };
        const policy: PolicyNode = {
          id: "new",
          templateId: "new",
          targetType: 2,
          agentLevel: null,
          agentId: `a${target % network.agents.size}`,
          effectiveDate: day,
        };
        fc.pre(!network.policies.some((p) => p.agentId === policy.agentId && p.effectiveDate === day));
        const after = { ...before, policies: [...network.policies, policy] };
        const answer = firstNewViolation(before, after, day);
        const days = DAYS.filter((d) => d >= day);
        // Against the plain reading: a network left without breaks is accepted; a clean one given a break is refused.
        if (days.every((d) => breaks(after, d) === 0)) expect(answer).toBeNull();
        if (DAYS.every((d) => breaks(before, d) === 0) && days.some((d) => breaks(after, d) > 0))
          expect(answer).toMatch(/低于|不封顶/);
      }),
      { numRuns: 300 },
    );
  });
});
