/**
 * 代理商列表's 成本费率（政策） (ADR 020, issue 18) in the built Worker: 查看 and 修改 show the agent's
 * cost for every pair today (policy or its own 分润结算费率), its parent's beside it, the source line
 * and the next policy, in the page's HTML as drawn on the server (no JavaScript needed); 新增 says
 * that policies set the costs. qa3 is the administrator.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { PARTNER_SEED } from "../../../workers/sandbox/services/agent/seed";
import { POLICY_SEED, rateE4, rateText } from "../../../workers/sandbox/services/policy/catalogue";
import { nextMonthStart } from "../../../workers/sandbox/services/policy/seed";
import { type Browser, sandboxDb } from "@tests/worker/browser";
import { signedInWhenSeeded } from "@tests/worker/money/settle-shared";
import { html } from "@tests/worker/screens";
import { MONEY_SEED_TIMEOUT_MS, warmMoney } from "@tests/worker/warm-money";

beforeAll(warmMoney, MONEY_SEED_TIMEOUT_MS);

const AGENTS = "/agent/agentInfo";
const POLICY_ID = "test-agent-rates-policy";

let admin: Browser;
/** A third-level agent below A000006 that no policy names, and its own 分润结算费率 as the rule reads it. */
let agent: { id: string; own: string };
beforeAll(async () => {
  admin = await signedInWhenSeeded("qa3");
  const row = (await sandboxDb()
    .prepare(
      `SELECT a.id, a.agent_accounting_rate AS rate FROM cloud_agent_info a WHERE a.tenant_id = '000001' AND a.is_deleted = 0 AND a.agent_level = 3
       AND a.parent_id = ? AND NOT EXISTS (SELECT 1 FROM cloud_policy p WHERE p.agent_id = a.id) ORDER BY a.agent_no LIMIT 1`,
    )
    .bind(PARTNER_SEED.agent02)
    .first<{ id: string; rate: string }>())!;
  agent = { id: row.id, own: rateText(rateE4(row.rate)!) };
}, 180_000);

/** A table row of the section: the pair's name, then its cost (and the parent's, when shown), as plain cells. */
const costRow = (pair: string, cost: string) =>
  new RegExp(`<td[^>]*>${pair}</td><td[^>]*>${cost.replace(/\./g, "\\.")}</td>`);
/** The section as markup (its words alone are also in the page's texts for hydration): a labelled section holding a table. */
const SECTION = /<section[^>]*aria-label="成本费率（政策）"[^>]*>.*?<table.*?<\/table>.*?<\/section>/s;

describe("成本费率（政策）", () => {
  it("查看 shows every pair at the agent's own rate when no policy is in force, its parent's beside it, and next month's level policy", async () => {
    const page = await html(admin, `${AGENTS}?dialog=view&id=${agent.id}`);
    expect(page).toMatch(SECTION);
    expect(page).toContain(`<p>未配置政策，按分润结算费率 ${agent.own}% 计</p>`);
    const month = nextMonthStart(Date.now());
    expect(page).toMatch(new RegExp(`<p[^>]*>${month}起按政策 ${month.slice(0, 7)} 第3级代理商成本政策 执行</p>`));
    expect(page).toMatch(/<th[^>]*>上级成本费率<\/th>/);
    for (const pair of ["微信官方·微信支付", "支付宝官方·支付宝", "拉卡拉·银联二维码", "随行付·银行卡"])
      expect(page).toMatch(costRow(pair, `${agent.own}%`));
  });

  it("修改 shows the template's rates and caps with the policy's name once a policy for the agent is in force", async () => {
    await sandboxDb()
      .prepare(
        `INSERT INTO cloud_policy (id, tenant_id, policy_name, template_id, target_type, agent_level, agent_id, effective_date, create_time, update_time)
      VALUES (?, '000001', '测试成本政策', ?, 2, NULL, ?, '2020-01-01', 0, 0)`,
      )
      .bind(POLICY_ID, POLICY_SEED.template(3), agent.id)
      .run();
    try {
      const page = await html(admin, `${AGENTS}?dialog=edit&id=${agent.id}`);
      expect(page).toContain('name="agentName"');
      expect(page).toMatch(SECTION);
      expect(page).toMatch(/<h3[^>]*>成本费率（政策）<\/h3>/);
      expect(page).toContain("<p>来自政策：测试成本政策（三级代理成本模板，2020-01-01起）</p>");
      expect(page).not.toMatch(/<p>未配置政策/);
      expect(page).toMatch(costRow("微信官方·微信支付", "0.31%"));
      expect(page).toMatch(costRow("拉卡拉·银联二维码", "0.36%"));
      expect(page).toMatch(costRow("拉卡拉·银行卡", "0.55%，封顶 25.00 元"));
    } finally {
      await sandboxDb().prepare("DELETE FROM cloud_policy WHERE id = ?").bind(POLICY_ID).run();
    }
  });

  it("新增 says that policies set a new agent's costs; English has the section's words", async () => {
    const create = await html(admin, `${AGENTS}?dialog=create`);
    expect(create).toMatch(/<p[^>]*>成本费率（政策）：新代理商的成本费率由政策配置决定/);
    expect(create).not.toMatch(SECTION);
    expect(create).not.toMatch(/<p>来自政策：/);
    const en = await html(admin, `${AGENTS}?dialog=view&id=${agent.id}&lng=en`);
    expect(en).toMatch(/<section[^>]*aria-label="Cost rates \(policy\)"/);
    expect(en).toContain(`No policy applies: the profit-share rate of ${agent.own}% for every pair`);
  });
});
