import { describe, expect, it } from "vitest";
import { businessSeed } from "../../../workers/sandbox/services/migration/seed";
import { sandboxEnv } from "../helpers";
import { all, expectPage, PATHS, type Rec, search, seedOf, signInTenants } from "../support/business-search";

/** How many of tenant 000001's agents a condition holds (seed_v3's 40 and seed_v8_partner's 3,000). */
async function agentCount(condition = "1 = 1", ...binds: unknown[]): Promise<number> {
  return (await sandboxEnv.DB.prepare(
    `SELECT COUNT(*) AS n FROM cloud_agent_info WHERE tenant_id = '000001' AND is_deleted = 0 AND ${condition}`,
  )
    .bind(...binds)
    .first<number>("n"))!;
}

signInTenants();

describe("agent search (getAgentByNameOrNo)", () => {
  it("pages through all 3,040 agents by agentNo with the default size 10", async () => {
    const first = await search(PATHS.agents);
    expectPage(first, 3040, 1);
    expect(first.records.map((r) => r.agentNo)).toEqual(
      Array.from({ length: 10 }, (_, i) => `A${String(i + 1).padStart(6, "0")}`),
    );
    expect(Object.keys(first.records[0]!).sort()).toEqual([
      "agentLevel",
      "agentName",
      "agentNo",
      "agentStatus",
      "id",
      "parentId",
    ]);
    expect(first.records[0]).toMatchObject({
      id: expect.stringMatching(/^160\d{16}$/),
      agentName: "上海锦程信息科技有限公司",
      agentLevel: 1,
      parentId: "0",
      agentStatus: 1,
    });
    const last = await search(PATHS.agents, { current: 304 });
    expectPage(last, 3040, 304);
    expect(last.records.at(-1)!.agentNo).toBe("A003040");
    expectPage(await search(PATHS.agents, { current: 3, size: 15 }), 3040, 3, 15);
    expectPage(await search(PATHS.agents, { current: 305 }), 3040, 305);
  });

  it("matches the name (LIKE) or the number (exact or prefix)", async () => {
    const exact = await search(PATHS.agents, { searchStr: "A000001" });
    expectPage(exact, 1, 1);
    expect(exact.records[0]!.agentNo).toBe("A000001");
    const prefix = await all(PATHS.agents, { searchStr: "A00001" });
    expect(prefix.map((r) => r.agentNo)).toEqual(Array.from({ length: 10 }, (_, i) => `A0000${10 + i}`));
    // The number does not match in the middle.
    expect((await search(PATHS.agents, { searchStr: "000001" })).total).toBe(0);

    const expected = await agentCount("agent_name LIKE '%科技%'");
    expect(expected).toBeGreaterThan(100);
    const named = await search(PATHS.agents, { searchStr: "科技" });
    expectPage(named, expected, 1);
    const names = await all(PATHS.agents, { searchStr: "科技", agentLevel: 1 });
    expect(names.every((r) => String(r.agentName).includes("科技"))).toBe(true);
    expect((await search(PATHS.agents, { searchStr: "锦程信息" })).records.map((r) => r.agentName)).toEqual([
      "上海锦程信息科技有限公司",
    ]);
    // LIKE wildcards are literal; surrounding blanks are trimmed; a blank keyword is no filter.
    expect((await search(PATHS.agents, { searchStr: "%" })).total).toBe(0);
    expect((await search(PATHS.agents, { searchStr: "_" })).total).toBe(0);
    expect((await search(PATHS.agents, { searchStr: " A000001 " })).total).toBe(1);
    expect((await search(PATHS.agents, { searchStr: "   " })).total).toBe(3040);
  });

  it("filters by agentLevel (50 / 612 / 2,378) with parents one level up", async () => {
    const levels = { 1: 50, 2: 612, 3: 2378 } as const;
    const byLevel: Record<number, Rec[]> = {};
    for (const [level, count] of Object.entries(levels)) {
      const page1 = await search(PATHS.agents, { agentLevel: level });
      expectPage(page1, count, 1);
      byLevel[Number(level)] = await all(PATHS.agents, { agentLevel: level });
      expect(byLevel[Number(level)]!.every((r) => r.agentLevel === Number(level))).toBe(true);
    }
    expect(byLevel[1]!.every((r) => r.parentId === "0")).toBe(true);
    const ids1 = new Set(byLevel[1]!.map((r) => r.id));
    const ids2 = new Set(byLevel[2]!.map((r) => r.id));
    expect(byLevel[2]!.every((r) => ids1.has(String(r.parentId)))).toBe(true);
    expect(byLevel[3]!.every((r) => ids2.has(String(r.parentId)))).toBe(true);
    // Combined with a keyword; a malformed level is ignored.
    const both = await all(PATHS.agents, { agentLevel: 2, searchStr: "科技" });
    expect(both.length).toBeGreaterThan(0);
    expect(both.every((r) => r.agentLevel === 2 && String(r.agentName).includes("科技"))).toBe(true);
    expect((await search(PATHS.agents, { agentLevel: "x" })).total).toBe(3040);
    expect((await search(PATHS.agents, { agentLevel: "" })).total).toBe(3040);
    // Frozen agents (2) are in the list too.
    const frozen = await agentCount("agent_status = 2");
    expect(frozen).toBeGreaterThan(200);
    expect((await search(PATHS.agents, { agentStatus: 2 })).total).toBe(frozen);
  });

  it("sorts with ascs / descs and ignores unknown fields", async () => {
    expect((await search(PATHS.agents, { descs: "agentNo" })).records[0]!.agentNo).toBe("A003040");
    const byLevel = (await search(PATHS.agents, { descs: "agentLevel", size: 30 })).records;
    expect(byLevel.slice(0, 23).every((r) => r.agentLevel === 3)).toBe(true);
    expect(byLevel[0]!.agentNo).toBe("A000018");
    expect((await search(PATHS.agents, { descs: "agent_no;drop table x", ascs: "nope" })).records[0]!.agentNo).toBe(
      "A000001",
    );
  });
});

describe("agent salesperson search (getAgentBusinessByNameOrNo)", () => {
  // 25 of seed_v3 and 60 of seed_v12_business (services/agent-business now answers, with agentPath).
  it("pages 85 salespersons with their agent's name, on both paths", async () => {
    const first = await search(PATHS.agentBusiness);
    expectPage(first, 85, 1);
    expectPage(await search(PATHS.agentBusiness, { current: 3 }), 85, 3);
    expect(await search(PATHS.agentBusinessAlias)).toEqual(first);
    expect(Object.keys(first.records[0]!).sort()).toEqual([
      "agentId",
      "agentName",
      "agentPath",
      "id",
      "mobile",
      "name",
    ]);
    const agents = new Map((await all(PATHS.agents)).map((a) => [a.id, a]));
    for (const r of await all(PATHS.agentBusiness)) {
      const agent = agents.get(String(r.agentId));
      expect(agent, String(r.name)).toBeDefined();
      expect(r.agentName).toBe(agent!.agentName);
      expect(agent!.agentLevel).toBeLessThan(3);
      expect(r.mobile).toMatch(/^1\d{10}$/);
    }
  });

  it("matches the name or the mobile", async () => {
    const someone = seedOf("cloud_agent_business")[6]!;
    const byName = await search(PATHS.agentBusiness, { searchStr: String(someone.name) });
    expect(byName.records.map((r) => r.id)).toContain(someone.id);
    expect(byName.records.every((r) => String(r.name).includes(String(someone.name)))).toBe(true);
    const byMobile = await search(PATHS.agentBusinessAlias, { searchStr: String(someone.mobile) });
    expect(byMobile.records.map((r) => r.id)).toEqual([someone.id]);
    expect(byMobile.total).toBe(1);
    const prefix = await search(PATHS.agentBusiness, { searchStr: String(someone.mobile).slice(0, 10) });
    expect(prefix.total).toBe(9); // 13301000001…13301000009
    const surname = "王";
    const expected = [
      ...seedOf("cloud_agent_business"),
      ...businessSeed().rows.find(([table]) => table === "cloud_agent_business")![1],
    ].filter((r) => String(r.name).includes(surname)).length;
    expect((await search(PATHS.agentBusiness, { searchStr: surname })).total).toBe(expected);
  });
});

describe("bank activity search (bankActManage/qryList)", () => {
  it("pages 15 activities, newest start first, on both paths", async () => {
    const first = await search(PATHS.bankActs);
    expectPage(first, 15, 1);
    expectPage(await search(PATHS.bankActs, { current: 2 }), 15, 2);
    expect(await search(PATHS.bankActsAlias)).toEqual(first);
    expect(Object.keys(first.records[0]!).sort()).toEqual([
      "actTitle",
      "bankName",
      "endTime",
      "id",
      "startTime",
      "status",
    ]);
    const records = await all(PATHS.bankActs);
    const starts = records.map((r) => String(r.startTime));
    expect(starts).toEqual([...starts].sort().reverse());
    for (const r of records) {
      expect(r.startTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      expect(String(r.endTime) > String(r.startTime)).toBe(true);
      expect([0, 1, 2]).toContain(r.status);
      expect(String(r.bankName)).toMatch(/银行$/);
    }
    expect(new Set(records.map((r) => r.status)).size).toBe(3);
  });

  it("filters on actTitle (title LIKE or activity number prefix)", async () => {
    const expected = seedOf("cloud_bank_act").filter((a) => String(a.act_title).includes("信用卡"));
    const hits = await search(PATHS.bankActs, { actTitle: "信用卡" });
    expect(hits.total).toBe(expected.length);
    expect(hits.records.map((r) => r.id).sort()).toEqual(expected.map((a) => a.id).sort());
    expect((await search(PATHS.bankActsAlias, { actTitle: "活动", size: 5 })).pages).toBe(3);
    expect((await all(PATHS.bankActs, { actTitle: "ACT202501" })).map((r) => r.id).sort()).toEqual(
      seedOf("cloud_bank_act")
        .slice(9)
        .map((a) => a.id)
        .sort(), // ACT2025010…ACT2025015
    );
    expect((await search(PATHS.bankActs, { actTitle: "ACT2025003" })).records.map((r) => r.id)).toEqual([
      seedOf("cloud_bank_act")[2]!.id,
    ]);
  });
});
