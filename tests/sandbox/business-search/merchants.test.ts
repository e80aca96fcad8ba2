import { describe, expect, it } from "vitest";
import { all, expectPage, PATHS, search, seedOf, signInTenants } from "../support/business-search";

signInTenants();

describe("merchant search (getMrcByNameOrNo)", () => {
  it("pages 60 merchants; 餐饮 spans two pages of 10", async () => {
    const first = await search(PATHS.merchants);
    expectPage(first, 60, 1);
    expect(first.records[0]!.merchantNo).toBe("M10000001");
    expect(Object.keys(first.records[0]!).sort()).toEqual(["agentId", "id", "merchantFullName", "merchantNo", "merchantStatus", "regStatus"]);
    expectPage(await search(PATHS.merchants, { current: 6 }), 60, 6);

    const catering1 = await search(PATHS.merchants, { keyword: "餐饮" });
    expectPage(catering1, 12, 1);
    const catering2 = await search(PATHS.merchants, { keyword: "餐饮", current: 2 });
    expectPage(catering2, 12, 2);
    const both = [...catering1.records, ...catering2.records];
    expect(new Set(both.map((r) => r.id)).size).toBe(12);
    expect(both.every((r) => String(r.merchantFullName).includes("餐饮"))).toBe(true);

    expect((await search(PATHS.merchants, { keyword: "M10000001" })).records.map((r) => r.merchantNo)).toEqual(["M10000001"]);
    expect((await all(PATHS.merchants, { keyword: "M1000001" })).map((r) => r.merchantNo)).toEqual(
      Array.from({ length: 10 }, (_, i) => `M100000${10 + i}`),
    );
    // Merchants hang under second- and third-level agents of the same tenant.
    const agents = new Map((await all(PATHS.agents)).map((a) => [a.id, a]));
    expect((await all(PATHS.merchants)).every((m) => (agents.get(String(m.agentId))?.agentLevel as number) > 1)).toBe(true);
  });

  it("filters by merchantStatus and regStatus", async () => {
    const rows = seedOf("cloud_merchant_info");
    for (const status of [1, 2, 3]) {
      const expected = rows.filter((m) => m.merchant_status === status).length;
      expect(expected, `merchantStatus ${status}`).toBeGreaterThan(0);
      const hits = await all(PATHS.merchants, { merchantStatus: status });
      expect(hits).toHaveLength(expected);
      expect(hits.every((m) => m.merchantStatus === status)).toBe(true);
    }
    for (const reg of [0, 1, 2, 3]) {
      const expected = rows.filter((m) => m.reg_status === reg).length;
      expect(expected, `regStatus ${reg}`).toBeGreaterThan(0);
      expect((await search(PATHS.merchants, { regStatus: reg })).total).toBe(expected);
    }
    const combined = await all(PATHS.merchants, { keyword: "餐饮", merchantStatus: 1, regStatus: 2 });
    const expected = rows.filter((m) => String(m.merchant_full_name).includes("餐饮") && m.merchant_status === 1 && m.reg_status === 2);
    expect(combined.map((m) => m.id).sort()).toEqual(expected.map((m) => m.id).sort());
    expect(combined.length).toBeLessThan(12);
  });
});

describe("sales rep search (investPromotionPersonPage)", () => {
  it("pages 25 sales reps with their department; matches the name", async () => {
    const first = await search(PATHS.salesReps);
    expectPage(first, 25, 1);
    expectPage(await search(PATHS.salesReps, { current: 3 }), 25, 3);
    // services/agent-business answers it now, with what 招商推广人员 shows.
    expect(Object.keys(first.records[0]!).sort()).toEqual(["createTime", "deptId", "deptName", "id", "mobile", "name", "status"]);
    expect(new Set((await all(PATHS.salesReps)).map((r) => r.deptName))).toEqual(new Set(["支付平台", "运营部"]));
    const someone = seedOf("cloud_invest_promotion_person")[20]!;
    const hits = await search(PATHS.salesReps, { name: String(someone.name) });
    expect(hits.records.map((r) => r.id)).toContain(someone.id);
    expect(hits.records.every((r) => String(r.name).includes(String(someone.name)))).toBe(true);
    expect((await search(PATHS.salesReps, { name: "不存在的人" })).total).toBe(0);
  });
});
