import { describe, expect, it } from "vitest";
import { all, expectPage, PATHS, search, seedOf, signInTenants, tokens } from "../support/business-search";

signInTenants();

describe("merchant search (getMrcByNameOrNo)", () => {
  // Tenant 000001 holds seed_v9_merchant's 20,000 more (tests/sandbox/merchant); 000002 keeps seed_v3's five.
  it("pages tenant 000002's merchants with the keys the search-select reads; keyword on name or number", async () => {
    const first = await search(PATHS.merchants, {}, tokens.t2);
    expectPage(first, 5, 1);
    expect(first.records[0]!.merchantNo).toBe("M10000001");
    for (const key of ["agentId", "id", "merchantFullName", "merchantNo", "merchantStatus", "regStatus"]) expect(first.records[0]).toHaveProperty(key);
    expect((await search(PATHS.merchants, { keyword: "蓝海餐饮" }, tokens.t2)).records.map((r) => r.merchantFullName)).toEqual(["深圳蓝海餐饮管理有限公司"]);
    expect((await search(PATHS.merchants, { keyword: "M10000003" }, tokens.t2)).records.map((r) => r.merchantNo)).toEqual(["M10000003"]);
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

describe("store searches", () => {
  it("getStoreByNameOrNo pages the 70 stores that are not direct stores; storeStatus filters", async () => {
    const first = await search(PATHS.stores);
    expectPage(first, 70, 1);
    expect(Object.keys(first.records[0]!).sort()).toEqual(["id", "merchantId", "storeFullName", "storeNo", "storeStatus"]);
    expectPage(await search(PATHS.stores, { current: 7 }), 70, 7);
    const disabled = await all(PATHS.stores, { storeStatus: 2 });
    expect(disabled).toHaveLength(7);
    expect(disabled.every((s) => s.storeStatus === 2)).toBe(true);
    expect((await search(PATHS.stores, { storeStatus: 1 })).total).toBe(63);
    expect((await search(PATHS.stores, { keyword: "S10000008" })).total).toBe(0); // a direct store
    expect((await search(PATHS.stores, { keyword: "S10000007" })).records.map((s) => s.storeNo)).toEqual(["S10000007"]);
    const stores = await all(PATHS.stores);
    const merchants = await Promise.all([...new Set(stores.map((s) => String(s.merchantId)))].map((id) => search(PATHS.merchants, { keyword: seedOf("cloud_merchant_info").find((m) => m.id === id)?.merchant_no ?? "none" })));
    expect(merchants.every((p) => p.total === 1)).toBe(true);
  });

  it("matches the store name", async () => {
    const rows = seedOf("cloud_store_info").filter((s) => s.is_direct === 0);
    const expected = rows.filter((s) => String(s.store_full_name).includes("餐饮")).length;
    expect(expected).toBeGreaterThan(5);
    const hits = await search(PATHS.stores, { keyword: "餐饮" });
    expectPage(hits, expected, 1);
    expect((await all(PATHS.stores, { keyword: "餐饮" })).every((s) => String(s.storeFullName).includes("餐饮"))).toBe(true);
    const one = rows[3]!;
    expect((await search(PATHS.stores, { keyword: String(one.store_full_name) })).records.map((s) => s.id)).toEqual([one.id]);
  });

  it("getStoreAndDirectStore (keyWord) includes the 10 direct stores with isDirect", async () => {
    const first = await search(PATHS.storesAndDirect);
    expectPage(first, 80, 1);
    expect(Object.keys(first.records[0]!).sort()).toEqual(["id", "isDirect", "merchantId", "storeFullName", "storeNo", "storeStatus"]);
    const records = await all(PATHS.storesAndDirect);
    expect(records.filter((s) => s.isDirect === 1).map((s) => s.storeNo)).toEqual(
      Array.from({ length: 10 }, (_, i) => `S${10000000 + (i + 1) * 8}`),
    );
    expect(records.every((s) => s.isDirect === 0 || s.isDirect === 1)).toBe(true);
    expect((await search(PATHS.storesAndDirect, { keyWord: "S10000008" })).records).toMatchObject([{ storeNo: "S10000008", isDirect: 1 }]);
    expect((await search(PATHS.storesAndDirect, { keyWord: "S1000000" })).total).toBe(9);
    expect((await search(PATHS.storesAndDirect, { storeStatus: 2 })).total).toBe(8);
  });
});

describe("cashier search (getStoreMenByNameOrNo)", () => {
  it("pages 50 cashiers with their store's name; matches name or mobile", async () => {
    const first = await search(PATHS.storeMen);
    expectPage(first, 50, 1);
    expectPage(await search(PATHS.storeMen, { current: 5 }), 50, 5);
    expect(Object.keys(first.records[0]!).sort()).toEqual(["id", "mobile", "storeFullName", "storeId", "storeMenName"]);
    const stores = new Map((await all(PATHS.storesAndDirect)).map((s) => [s.id, s]));
    for (const r of await all(PATHS.storeMen)) expect(r.storeFullName).toBe(stores.get(String(r.storeId))?.storeFullName);

    const someone = seedOf("cloud_store_men")[12]!;
    const byName = await search(PATHS.storeMen, { keyword: String(someone.store_men_name) });
    expect(byName.records.map((r) => r.id)).toContain(someone.id);
    expect(byName.records.every((r) => String(r.storeMenName).includes(String(someone.store_men_name)))).toBe(true);
    expect((await search(PATHS.storeMen, { keyword: String(someone.mobile) })).records.map((r) => r.id)).toEqual([someone.id]);
    const surname = "李";
    const expected = seedOf("cloud_store_men").filter((r) => String(r.store_men_name).includes(surname)).length;
    expect(expected).toBeGreaterThan(0);
    expect((await search(PATHS.storeMen, { keyword: surname })).total).toBe(expected);
  });
});

describe("sales rep search (investPromotionPersonPage)", () => {
  it("pages 25 sales reps with their department; matches the name", async () => {
    const first = await search(PATHS.salesReps);
    expectPage(first, 25, 1);
    expectPage(await search(PATHS.salesReps, { current: 3 }), 25, 3);
    expect(Object.keys(first.records[0]!).sort()).toEqual(["deptName", "id", "mobile", "name"]);
    expect(new Set((await all(PATHS.salesReps)).map((r) => r.deptName))).toEqual(new Set(["支付平台", "运营部"]));
    const someone = seedOf("cloud_invest_promotion_person")[20]!;
    const hits = await search(PATHS.salesReps, { name: String(someone.name) });
    expect(hits.records.map((r) => r.id)).toContain(someone.id);
    expect(hits.records.every((r) => String(r.name).includes(String(someone.name)))).toBe(true);
    expect((await search(PATHS.salesReps, { name: "不存在的人" })).total).toBe(0);
  });
});
