/** seed_v8_partner: agents at scale over three levels, and the partner accounts' scope roots (ADR 016). */
import { describe, expect, it } from "vitest";
import { PARTNER_SEED } from "../../../workers/sandbox/services/agent/seed";
import { authed, body, type R, sandboxEnv, signIn } from "../helpers";

describe("seed_v8_partner", () => {
  it("seeds thousands of agents over three levels, every one below an agent of the level above", async () => {
    await signIn("admin", "admin");
    const levels = await sandboxEnv.DB.prepare(
      "SELECT agent_level AS level, COUNT(*) AS n FROM cloud_agent_info WHERE tenant_id = '000001' GROUP BY agent_level ORDER BY agent_level",
    ).all<{ level: number; n: number }>();
    expect(levels.results).toEqual([
      { level: 1, n: 50 },
      { level: 2, n: 612 },
      { level: 3, n: 2378 },
    ]);
    const orphans = await sandboxEnv.DB.prepare(
      "SELECT COUNT(*) AS n FROM cloud_agent_info a LEFT JOIN cloud_agent_info p ON p.id = a.parent_id " +
        "WHERE a.tenant_id = '000001' AND a.agent_level > 1 AND (p.id IS NULL OR p.agent_level <> a.agent_level - 1 OR a.ancestors <> p.ancestors || ',' || p.id)",
    ).first<{ n: number }>();
    expect(orphans!.n).toBe(0);
  });

  it("names the agent or merchant a partner account operates in its own detailInfo, and nothing for platform staff", async () => {
    const cases: [string, string, string][] = [
      ["agent01", PARTNER_SEED.agent01, ""],
      ["agent02", PARTNER_SEED.agent02, ""],
      ["mer01", "", PARTNER_SEED.merchant01],
      ["admin", "", ""],
    ];
    for (const [account, agentId, merchantId] of cases) {
      const token = await signIn(account, account === "admin" ? "admin" : "123456");
      const me = await body<R<Record<string, unknown>>>(
        await authed(`/api/cloud-user/detailInfo?id=${token.user_id}`, token.access_token),
      );
      expect({ account, agentId: me.data.agentId, merchantId: me.data.merchantId }).toEqual({
        account,
        agentId,
        merchantId,
      });
    }
  });
});
