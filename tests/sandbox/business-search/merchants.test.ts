import { describe, expect, it } from "vitest";
import { all, expectPage, PATHS, search, seedOf, signInTenants, tokens } from "../support/business-search";

signInTenants();

describe("merchant search (getMrcByNameOrNo)", () => {
  // Tenant 000001 holds seed_v9_merchant's 20,000 more (tests/sandbox/merchant); 000002 keeps seed_v3's five.
  it("pages tenant 000002's merchants with the keys the search-select reads; keyword on name or number", async () => {
    const first = await search(PATHS.merchants, {}, tokens.t2);
    expectPage(first, 5, 1);
    expect(first.records[0]!.merchantNo).toBe("M10000001");
    for (const key of ["agentId", "id", "merchantFullName", "merchantNo", "merchantStatus", "regStatus"])
      expect(first.records[0]).toHaveProperty(key);
    expect(
      (await search(PATHS.merchants, { keyword: "蓝海餐饮" }, tokens.t2)).records.map((r) => r.merchantFullName),
    ).toEqual(["深圳蓝海餐饮管理有限公司"]);
    expect(
      (await search(PATHS.merchants, { keyword: "M10000003" }, tokens.t2)).records.map((r) => r.merchantNo),
    ).toEqual(["M10000003"]);
    // Tenant 000001's seed_v3 merchants are still there, numbered M10000001…M10000060.
    expect((await search(PATHS.merchants, { keyword: "M1000001" })).records.map((r) => r.merchantNo)).toEqual(
      Array.from({ length: 10 }, (_, i) => `M100000${10 + i}`),
    );
  });

  it("filters by merchantStatus and regStatus", async () => {
    const rows = seedOf("cloud_merchant_info", "000002");
    for (const status of [1, 2, 3]) {
      const expected = rows.filter((m) => m.merchant_status === status).length;
      const hits = await all(PATHS.merchants, { merchantStatus: status }, tokens.t2);
      expect(hits).toHaveLength(expected);
      expect(hits.every((m) => m.merchantStatus === status)).toBe(true);
    }
    for (const reg of [0, 1, 2, 3]) {
      const expected = rows.filter((m) => m.reg_status === reg).length;
      expect((await search(PATHS.merchants, { regStatus: reg }, tokens.t2)).total).toBe(expected);
    }
    const frozen = await search(PATHS.merchants, { merchantStatus: 2, regStatus: 2, size: 50 });
    expect(frozen.total).toBeGreaterThan(50);
    expect(frozen.records.every((m) => m.merchantStatus === 2 && m.regStatus === 2)).toBe(true);
  });
});

describe("sales rep search (investPromotionPersonPage)", () => {
  it("pages 25 sales reps with their department; matches the name", async () => {
    const first = await search(PATHS.salesReps);
    expectPage(first, 25, 1);
    expectPage(await search(PATHS.salesReps, { current: 3 }), 25, 3);
    // services/agent-business answers it now, with what 招商推广人员 shows.
    expect(Object.keys(first.records[0]!).sort()).toEqual([
      "createTime",
      "deptId",
      "deptName",
      "id",
      "mobile",
      "name",
      "status",
    ]);
    expect(new Set((await all(PATHS.salesReps)).map((r) => r.deptName))).toEqual(new Set(["支付平台", "运营部"]));
    const someone = seedOf("cloud_invest_promotion_person")[20]!;
    const hits = await search(PATHS.salesReps, { name: String(someone.name) });
    expect(hits.records.map((r) => r.id)).toContain(someone.id);
    expect(hits.records.every((r) => String(r.name).includes(String(someone.name)))).toBe(true);
    expect((await search(PATHS.salesReps, { name: "不存在的人" })).total).toBe(0);
  });
});
