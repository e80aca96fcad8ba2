import { describe, expect, it } from "vitest";
import { call, sandboxEnv } from "../helpers";
import { all, PATHS, search, signInTenants, tokens } from "../support/business-search";

signInTenants();

describe("tenant isolation", () => {
  it("tenant 000002 sees only its own rows in every search", async () => {
    // 000001's stores and cashiers are compared by seed_v3's numbers only (seed_v10_store adds tens of thousands).
    const counts: [string, number, Record<string, string>?][] = [
      [PATHS.agents, 4],
      [PATHS.agentBusiness, 3],
      [PATHS.bankActs, 3],
      [PATHS.merchants, 5],
      [PATHS.stores, 6, { keyword: "S1000" }],
      [PATHS.storesAndDirect, 6, { keyWord: "S1000" }],
      [PATHS.storeMen, 4, { keyword: "1395" }],
      [PATHS.salesReps, 3],
    ];
    for (const [path, count, mine = {}] of counts) {
      const own = await all(path, {}, tokens.t2);
      expect(own, path).toHaveLength(count);
      const other = new Set((await all(path, mine)).map((r) => r.id));
      expect(
        own.some((r) => other.has(r.id)),
        path,
      ).toBe(false);
    }
    // The same numbers exist in both tenants: each sees its own.
    const a1 = (await search(PATHS.agents, { searchStr: "A000001" })).records;
    const a2 = (await search(PATHS.agents, { searchStr: "A000001" }, tokens.t2)).records;
    expect(a1).toHaveLength(1);
    expect(a2).toMatchObject([{ agentNo: "A000001", agentName: "深圳蓝海科技服务有限公司" }]);
    expect(a2[0]!.id).not.toBe(a1[0]!.id);
    expect((await search(PATHS.merchants, { keyword: "餐饮" }, tokens.t2)).total).toBe(2);
    expect((await search(PATHS.merchants, { keyword: "蓝海" })).total).toBe(0);
    expect((await search(PATHS.agents, { searchStr: "蓝海" })).total).toBe(0);
    expect((await search(PATHS.salesReps, {}, tokens.t2)).records.every((r) => r.deptName === "蓝海支付")).toBe(true);
    // A salesperson's agent name is looked up within the tenant.
    expect((await all(PATHS.agentBusiness, {}, tokens.t2)).every((r) => String(r.agentName).length > 0)).toBe(true);
  });

  it("a row inserted into tenant 000002 stays invisible to 000001; deleted rows are hidden", async () => {
    const id = `9${Date.now()}${String(Math.floor(Math.random() * 1e5)).padStart(5, "0")}`.slice(0, 19);
    const unique = `隔离测试商户${id.slice(-6)}`;
    await sandboxEnv.DB.prepare(
      "INSERT INTO cloud_merchant_info (id, tenant_id, merchant_no, merchant_full_name, merchant_status, reg_status, create_time, is_deleted) VALUES (?, '000002', ?, ?, 1, 2, ?, 0)",
    )
      .bind(id, `MT${id.slice(-8)}`, unique, Date.now())
      .run();
    expect((await search(PATHS.merchants, { keyword: unique }, tokens.t2)).total).toBe(1);
    expect((await search(PATHS.merchants, { keyword: unique })).total).toBe(0);
    await sandboxEnv.DB.prepare("UPDATE cloud_merchant_info SET is_deleted = 1 WHERE id = ?").bind(id).run();
    expect((await search(PATHS.merchants, { keyword: unique }, tokens.t2)).total).toBe(0);
    await sandboxEnv.DB.prepare("DELETE FROM cloud_merchant_info WHERE id = ?").bind(id).run();
  });

  it("every search needs a token", async () => {
    for (const path of Object.values(PATHS)) {
      const response = await call(path);
      expect(response.status, path).toBe(401);
    }
  });
});
