/**
 * getAgentRates' costs as policies set them (ADR 020, issue 18): today's cost for every pair and its
 * source (a policy in force, else the agent's own 分润结算费率, uncapped), the next policy that
 * changes the agent's template, the parent's costs today (where the operator's scope holds the
 * parent), within the partner scope as before.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { POLICY_SEED, RATE_PAIRS, rateE4, rateText } from "../../../workers/sandbox/services/policy/catalogue";
import { nextMonthStart } from "../../../workers/sandbox/services/policy/seed";
import { get, sandboxEnv, signIn, signInWithCaptcha } from "../helpers";
import { MONEY_SEED_TIMEOUT_MS, warmMoney } from "../warm-money";

beforeAll(warmMoney, MONEY_SEED_TIMEOUT_MS);

const RATES = "/api/cloud-agent/agent/agentinfo/getAgentRates";
type Row = {
  channelCode: string;
  channelName: string;
  payType: string;
  payTypeName: string;
  rate: string;
  cap: string;
};
type Rates = {
  agentId: string;
  agentAccountingRate: string;
  parentAccountingRate: string;
  policyRates: Row[];
  policySource:
    | { kind: "own" }
    | { kind: "policy"; policyId: string; policyName: string; templateName: string; effectiveDate: string };
  nextPolicy: { policyName: string; templateName: string; effectiveDate: string; rates: Row[] } | null;
  parentPolicyRates: Row[];
};
const db = sandboxEnv.DB;
const POLICY_ID = "test-agent-costs-policy";

let admin: string;
let agent02: string;
/** A third-level agent below A000006 (agent02's) that no policy names, and its parent. */
let agent: { id: string; parent_id: string };
let a000006: string;
beforeAll(async () => {
  admin = (await signInWithCaptcha("admin", "admin", "000001")).access_token;
  agent02 = (await signIn("agent02", "123456")).access_token;
  a000006 = (await db
    .prepare("SELECT id FROM cloud_agent_info WHERE tenant_id = '000001' AND agent_no = 'A000006'")
    .first<string>("id"))!;
  agent = (await db
    .prepare(
      `SELECT a.id, a.parent_id FROM cloud_agent_info a WHERE a.tenant_id = '000001' AND a.is_deleted = 0 AND a.agent_level = 3 AND a.parent_id = ?
       AND NOT EXISTS (SELECT 1 FROM cloud_policy p WHERE p.agent_id = a.id) ORDER BY a.agent_no LIMIT 1`,
    )
    .bind(a000006)
    .first<{ id: string; parent_id: string }>())!;
}, 60_000);

const rates = async (id: string, token = admin) => (await get<Rates>(`${RATES}?agentId=${id}`, token)).data;
const pairs = (rows: Row[]) => rows.map((r) => `${r.channelCode}:${r.payType}`);
const ALL_PAIRS = RATE_PAIRS.map((p) => `${p.channelCode}:${p.payType}`);

describe("getAgentRates' policy costs", () => {
  it("answers an agent without a policy in force its own rate for every pair, uncapped, and the seeded level policy of next month as the next", async () => {
    const data = await rates(agent.id);
    expect(data.agentAccountingRate).not.toBe("");
    expect(data.policySource).toEqual({ kind: "own" });
    expect(pairs(data.policyRates)).toEqual(ALL_PAIRS);
    const own = rateText(rateE4(data.agentAccountingRate)!);
    expect(data.policyRates.every((r) => r.rate === own && r.cap === "")).toBe(true);
    const month = nextMonthStart(Date.now());
    expect(data.nextPolicy).toMatchObject({
      policyName: `${month.slice(0, 7)} 第3级代理商成本政策`,
      templateName: "三级代理成本模板",
      effectiveDate: month,
    });
    expect(data.nextPolicy!.rates.find((r) => r.payType === "CARD")).toMatchObject({ rate: "0.55", cap: "25.00" });
    expect(data.nextPolicy!.rates.find((r) => r.channelCode === "WXPAY")).toMatchObject({ rate: "0.31", cap: "" });
  });

  it("answers the template's rates and caps, with the policy's name, once a policy for the agent is in force; the level policy is then not its next", async () => {
    await db
      .prepare(
        `INSERT INTO cloud_policy (id, tenant_id, policy_name, template_id, target_type, agent_level, agent_id, effective_date, create_time, update_time)
      VALUES (?, '000001', '测试代理商成本政策', ?, 2, NULL, ?, '2020-01-01', 0, 0)`,
      )
      .bind(POLICY_ID, POLICY_SEED.template(3), agent.id)
      .run();
    try {
      const data = await rates(agent.id);
      expect(data.policySource).toEqual({
        kind: "policy",
        policyId: POLICY_ID,
        policyName: "测试代理商成本政策",
        templateName: "三级代理成本模板",
        effectiveDate: "2020-01-01",
      });
      const template = (
        await get<{ items: Row[] }>(`/api/cloud-policy/rateTemplate/detail?id=${POLICY_SEED.template(3)}`, admin)
      ).data.items;
      expect(data.policyRates).toEqual(template);
      expect(data.policyRates.find((r) => r.channelCode === "LAKALA" && r.payType === "CARD")).toMatchObject({
        rate: "0.55",
        cap: "25.00",
      });
      expect(data.nextPolicy).toBeNull();
    } finally {
      await db.prepare("DELETE FROM cloud_policy WHERE id = ?").bind(POLICY_ID).run();
    }
  });

  it("answers the parent's costs today (those the parent itself answers), none for a top agent", async () => {
    const [child, parent] = await Promise.all([rates(agent.id), rates(agent.parent_id)]);
    expect(pairs(child.parentPolicyRates)).toEqual(ALL_PAIRS);
    expect(child.parentPolicyRates).toEqual(parent.policyRates);
    const top = (await db
      .prepare("SELECT id FROM cloud_agent_info WHERE tenant_id = '000001' AND agent_no = 'A000001'")
      .first<string>("id"))!;
    expect((await rates(top)).parentPolicyRates).toEqual([]);
  });

  it("lets agent02 read its own costs and its subtree's (with their parent's), not its parent's costs nor another subtree's", async () => {
    const own = await rates(a000006, agent02);
    expect(pairs(own.policyRates)).toEqual(ALL_PAIRS);
    // A000001 is above agent02: its costs are not agent02's to see (as in 分润明细).
    expect(own.parentPolicyRates).toEqual([]);
    expect((await rates(agent.id, agent02)).parentPolicyRates).toEqual(own.policyRates);
    const other = (await db
      .prepare(
        `SELECT id FROM cloud_agent_info WHERE tenant_id = '000001' AND is_deleted = 0 AND agent_level = 2 AND id <> ? AND (',' || ancestors || ',') NOT LIKE ?
       ORDER BY agent_no LIMIT 1`,
      )
      .bind(a000006, `%,${a000006},%`)
      .first<string>("id"))!;
    const refused = await get<Rates>(`${RATES}?agentId=${other}`, agent02);
    expect(refused).toEqual({ code: 403, success: false, msg: "无权访问该数据", data: {} });
  });
});
