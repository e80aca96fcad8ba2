/**
 * The store service (services/store): its searches (moved from business-search), the store list,
 * detail and changes, cashiers, and the split config, each in the caller's partner scope (ADR 016).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { seedId } from "../../../workers/sandbox/core/ids";
import { PARTNER_SEED } from "../../../workers/sandbox/services/agent/seed";
import { STORE_SEED } from "../../../workers/sandbox/services/store/seed";
import { authed, body, type R, sandboxEnv, signIn } from "../helpers";
import { expectPage, PATHS, type Rec, search, seedOf, signInTenants, tokens } from "../support/business-search";

signInTenants();

const STORE = "/api/cloud-merchant/mrc/store";
const MEN = "/api/cloud-merchant/mrc/storemen";
const who = { agent01: "", agent02: "", mer01: "" };

beforeAll(async () => {
  for (const account of ["agent01", "agent02", "mer01"] as const)
    who[account] = (await signIn(account, "123456")).access_token;
});

async function getR<T = Rec>(path: string, token: string): Promise<R<T>> {
  const response = await authed(path, token);
  expect(response.status).toBe(200);
  return body<R<T>>(response);
}

async function postJson(path: string, token: string, json: unknown): Promise<R<unknown>> {
  const response = await authed(path, token, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(json),
  });
  expect(response.status).toBe(200);
  return body<R<unknown>>(response);
}

async function postForm(path: string, token: string): Promise<R<unknown>> {
  const response = await authed(path, token, { method: "POST" });
  expect(response.status).toBe(200);
  return body<R<unknown>>(response);
}

const OUT = { code: 403, success: false, msg: "无权访问该数据" };
const OK = { code: 200, success: true, msg: "操作成功" };
/** seed_v3's store numbers only (S1000xxxx), not seed_v10's S2xxxxxxx. */
const OLD = "S1000";

describe("seed_v10_store", () => {
  it("adds 30,000 stores and 10,000 cashiers in tenant 000001, every one under a merchant of the tenant", async () => {
    const count = (sql: string) => sandboxEnv.DB.prepare(sql).first<number>("n");
    expect(
      await count("SELECT COUNT(*) AS n FROM cloud_store_info WHERE tenant_id = '000001' AND store_no LIKE 'S2%'"),
    ).toBe(STORE_SEED.stores);
    expect(await count("SELECT COUNT(*) AS n FROM cloud_store_men WHERE tenant_id = '000001' AND id LIKE '173%'")).toBe(
      STORE_SEED.cashiers,
    );
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM cloud_store_info s LEFT JOIN cloud_merchant_info m ON m.id = s.merchant_id AND m.tenant_id = s.tenant_id WHERE m.id IS NULL",
      ),
    ).toBe(0);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM cloud_store_men c JOIN cloud_store_info s ON s.id = c.store_id WHERE c.merchant_id <> s.merchant_id",
      ),
    ).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM cloud_store_split_config")).toBeGreaterThan(600);
  });
});

describe("store searches (moved from business-search)", () => {
  it("getStoreByNameOrNo leaves out direct stores; storeStatus filters; records carry merchant and agentPath", async () => {
    const first = await search(PATHS.stores, { keyword: OLD });
    expectPage(first, 70, 1);
    expect(first.records[0]).toMatchObject({ storeNo: "S10000001", merchantId: PARTNER_SEED.merchant01, isDirect: 0 });
    expect(first.records[0]!.merchantName).not.toBe("");
    expect(String(first.records[0]!.agentPath).split(",")).toContain(PARTNER_SEED.agent02);
    expect(Object.keys(first.records[0]!)).toEqual(
      expect.arrayContaining([
        "id",
        "merchantId",
        "storeFullName",
        "storeNo",
        "storeStatus",
        "merchantName",
        "agentPath",
      ]),
    );
    expect((await search(PATHS.stores, { keyword: OLD, storeStatus: 2 })).total).toBe(7);
    expect((await search(PATHS.stores, { keyword: "S10000008" })).total).toBe(0); // a direct store
    expect((await search(PATHS.stores, { keyword: "S10000007" })).records.map((s) => s.storeNo)).toEqual(["S10000007"]);
    const total = (await search(PATHS.stores)).total;
    expect(total).toBeGreaterThan(26_000);
  });

  it("getStoreAndDirectStore (keyWord) includes direct stores with isDirect", async () => {
    expectPage(await search(PATHS.storesAndDirect, { keyWord: OLD }), 80, 1);
    expect((await search(PATHS.storesAndDirect, { keyWord: "S10000008" })).records).toMatchObject([
      { storeNo: "S10000008", isDirect: 1 },
    ]);
    expect((await search(PATHS.storesAndDirect, { keyWord: "S1000000" })).total).toBe(9);
    expect((await search(PATHS.storesAndDirect)).total).toBe(30_080);
  });

  it("getStoreMenByNameOrNo matches name or mobile, with the store's name", async () => {
    const someone = seedOf("cloud_store_men")[12]!;
    const byMobile = await search(PATHS.storeMen, { keyword: String(someone.mobile) });
    expect(byMobile.records.map((r) => r.id)).toEqual([someone.id]);
    expect(byMobile.records[0]!.storeFullName).not.toBe("");
    expect(Object.keys(byMobile.records[0]!)).toEqual(
      expect.arrayContaining(["id", "mobile", "storeFullName", "storeId", "storeMenName", "merchantId", "agentPath"]),
    );
    expect((await search(PATHS.storeMen)).total).toBe(10_050);
  });

  it("tenant 000002 sees only its own", async () => {
    expect((await search(PATHS.storesAndDirect, {}, tokens.t2)).total).toBe(6);
    expect((await search(PATHS.storeMen, {}, tokens.t2)).total).toBe(4);
  });
});

describe("partner scope", () => {
  it("mer01 sees only M10000001's stores and cashiers", async () => {
    const stores = (await search(`${STORE}/list`, { size: 100 }, who.mer01)).records;
    // S10000001 and S10000061, and seed_v10's share (fewer once seed_v9_merchant adds its merchants).
    expect(stores.length).toBeGreaterThanOrEqual(2);
    expect(stores.every((s) => s.merchantId === PARTNER_SEED.merchant01)).toBe(true);
    const cashiers = await search(`${MEN}/list`, { size: 100 }, who.mer01);
    expect(cashiers.total).toBeGreaterThan(0);
    expect(cashiers.records.every((c) => c.merchantId === PARTNER_SEED.merchant01)).toBe(true);
    expect((await search(PATHS.stores, { keyword: "S10000002" }, who.mer01)).total).toBe(0);
  });

  it("agent01 sees stores only under its subtree, every record's agentPath holding it", async () => {
    const page = await search(`${STORE}/list`, { size: 50 }, who.agent01);
    expect(page.total).toBeGreaterThan(0);
    expect(page.total).toBeLessThan(30_080);
    expect(page.records.every((s) => String(s.agentPath).split(",").includes(PARTNER_SEED.agent01))).toBe(true);
    const agent02 = await search(`${STORE}/list`, { size: 50 }, who.agent02);
    expect(agent02.total).toBeLessThanOrEqual(page.total);
    expect(agent02.records.every((s) => String(s.agentPath).split(",").includes(PARTNER_SEED.agent02))).toBe(true);
  });

  it("a forged id outside the scope is refused with 403 on every read and change", async () => {
    const foreign = seedId(64, 2); // S10000002, merchant M10000002
    expect(await getR(`${STORE}/detail?id=${foreign}`, who.mer01)).toMatchObject(OUT);
    expect(await getR(`${STORE}/split/detail?storeId=${foreign}`, who.mer01)).toMatchObject(OUT);
    expect(await postForm(`${STORE}/updateStatus?id=${foreign}&storeStatus=2`, who.mer01)).toMatchObject(OUT);
    expect(await postForm(`${STORE}/remove?ids=${foreign}`, who.mer01)).toMatchObject(OUT);
    expect(
      await postJson(`${STORE}/submit`, who.mer01, {
        id: foreign,
        storeFullName: "x",
        linkMan: "张三",
        mobile: "13800000000",
      }),
    ).toMatchObject(OUT);
    expect(await postJson(`${STORE}/split/submit`, who.mer01, { storeId: foreign, splitStatus: 0 })).toMatchObject(OUT);
    // A new store or cashier under another merchant's store.
    expect(
      await postJson(`${STORE}/submit`, who.mer01, {
        merchantId: seedId(63, 2),
        storeFullName: "越权门店",
        linkMan: "张三",
        mobile: "13800000000",
      }),
    ).toMatchObject(OUT);
    expect(
      await postJson(`${MEN}/submit`, who.mer01, { storeId: foreign, storeMenName: "越权", mobile: "13800000000" }),
    ).toMatchObject(OUT);
    const foreignCashier = seedOf("cloud_store_men").find((c) => c.merchant_id !== PARTNER_SEED.merchant01)!;
    expect(await getR(`${MEN}/detail?id=${foreignCashier.id}`, who.mer01)).toMatchObject(OUT);
    expect(await postForm(`${MEN}/remove?ids=${foreignCashier.id}`, who.mer01)).toMatchObject(OUT);
    // Still there for the platform.
    expect((await getR(`${STORE}/detail?id=${foreign}`, tokens.t1)).data).toMatchObject({
      storeNo: "S10000002",
      storeStatus: 1,
    });
  });
});

describe("store changes", () => {
  it("mer01 creates a store under its merchant, edits it, changes its status and removes it", async () => {
    const created = await postJson(`${STORE}/submit`, who.mer01, {
      storeFullName: "测试新开门店（湖滨店）",
      linkMan: "李掌柜",
      mobile: "13912345678",
      address: "湖滨路1号",
      isDirect: 1,
    });
    expect(created).toMatchObject(OK);
    const mine = (await search(`${STORE}/list`, { keyword: "测试新开门店", withDirect: 1 }, who.mer01)).records;
    expect(mine).toHaveLength(1);
    const store = mine[0]!;
    expect(store).toMatchObject({
      merchantId: PARTNER_SEED.merchant01,
      isDirect: 1,
      storeStatus: 1,
      mobile: "13912345678",
    });
    expect(String(store.storeNo)).toMatch(/^S3\d{7}$/);
    expect(
      await postJson(`${STORE}/submit`, who.mer01, {
        id: store.id,
        storeFullName: "测试新开门店（湖滨二店）",
        linkMan: "李掌柜",
        mobile: "13912345679",
      }),
    ).toMatchObject(OK);
    expect(await postForm(`${STORE}/updateStatus?id=${store.id}&storeStatus=2`, who.mer01)).toMatchObject(OK);
    expect((await getR(`${STORE}/detail?id=${store.id}`, who.mer01)).data).toMatchObject({
      storeFullName: "测试新开门店（湖滨二店）",
      storeStatus: 2,
      mobile: "13912345679",
    });
    expect(await postForm(`${STORE}/remove?ids=${store.id}`, who.mer01)).toMatchObject(OK);
    expect((await search(`${STORE}/list`, { keyword: "测试新开门店", withDirect: 1 }, who.mer01)).total).toBe(0);
  });

  it("an agent operator creates stores only under merchants of its subtree", async () => {
    const outside = await sandboxEnv.DB.prepare(
      "SELECT m.id FROM cloud_merchant_info m JOIN cloud_agent_info a ON a.id = m.agent_id WHERE m.tenant_id = '000001' AND a.id <> ?1 AND (',' || a.ancestors || ',') NOT LIKE ?2 LIMIT 1",
    )
      .bind(PARTNER_SEED.agent02, `%,${PARTNER_SEED.agent02},%`)
      .first<string>("id");
    const store = (merchantId: string, name: string) => ({
      merchantId,
      storeFullName: name,
      linkMan: "王经理",
      mobile: "13712345678",
    });
    expect(await postJson(`${STORE}/submit`, who.agent02, store(outside!, "代理越权门店"))).toMatchObject(OUT);
    expect(
      await postJson(`${STORE}/submit`, who.agent02, store(PARTNER_SEED.merchant01, "代理新建门店测试")),
    ).toMatchObject(OK);
    const made = (await search(`${STORE}/list`, { keyword: "代理新建门店测试" }, who.agent02)).records;
    expect(made).toHaveLength(1);
    expect(String(made[0]!.agentPath).split(",")).toContain(PARTNER_SEED.agent02);
    // mer01 sees it too (its merchant); agent01 above agent02 as well.
    expect((await search(`${STORE}/list`, { keyword: "代理新建门店测试" }, who.mer01)).total).toBe(1);
    expect((await search(`${STORE}/list`, { keyword: "代理新建门店测试" }, who.agent01)).total).toBe(1);
    expect(await postForm(`${STORE}/remove?ids=${made[0]!.id}`, who.agent02)).toMatchObject(OK);
  });

  it("a tenant without the store_status dictionary keeps 1 / 2", async () => {
    const merchant = (await search(PATHS.merchants, {}, tokens.t2)).records[0]!;
    const json = { merchantId: merchant.id, storeFullName: "蓝海测试门店", linkMan: "陈经理", mobile: "13711112222" };
    expect(await postJson(`${STORE}/submit`, tokens.t2, { ...json, storeStatus: 3 })).toMatchObject({
      code: 400,
      msg: "门店状态取值不正确",
    });
    expect(await postJson(`${STORE}/submit`, tokens.t2, json)).toMatchObject(OK);
    const made = (await search(`${STORE}/list`, { keyword: "蓝海测试门店" }, tokens.t2)).records;
    expect(made).toMatchObject([{ storeStatus: 1, merchantId: merchant.id }]);
    expect(await postForm(`${STORE}/remove?ids=${made[0]!.id}`, tokens.t2)).toMatchObject(OK);
  });

  it("refuses bad input with the reason, never a 500", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ linkMan: "张三", mobile: "13800000000" }, "门店名称不能为空"],
      [{ storeFullName: "店".repeat(51), linkMan: "张三", mobile: "13800000000" }, "门店名称不能超过50个字符"],
      [{ storeFullName: "某店", linkMan: "张三", mobile: "" }, "手机号码不能为空"],
      [{ storeFullName: "某店", linkMan: "张三", mobile: "1380000000" }, "手机号码长度不为11位"],
      [{ storeFullName: "某店", linkMan: "张三", mobile: "02812345678" }, "手机号码格式不正确"],
      [{ storeFullName: "某店", linkMan: "张三", mobile: "13800000000", storeStatus: 9 }, "门店状态取值不正确"],
      [{ storeFullName: "某店", linkMan: "张三", mobile: "13800000000" }, "请选择所属商户"],
    ];
    for (const [json, msg] of cases)
      expect(await postJson(`${STORE}/submit`, tokens.t1, json), msg).toMatchObject({ code: 400, success: false, msg });
    expect(await postForm(`${STORE}/updateStatus?id=${seedId(64, 3)}&storeStatus=abc`, tokens.t1)).toMatchObject({
      code: 400,
      msg: "门店状态取值不正确",
    });
    const response = await authed(`${STORE}/submit`, tokens.t1, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect(response.status).toBe(200);
  });
});

describe("cashiers", () => {
  it("mer01 adds a cashier at its store, edits and removes it; a taken mobile is refused", async () => {
    const storeId = STORE_SEED.mer01Stores[0];
    expect(
      await postJson(`${MEN}/submit`, who.mer01, {
        storeId,
        storeMenName: "赵收银",
        mobile: "13655550001",
        storeMenRole: 2,
        status: 1,
      }),
    ).toMatchObject(OK);
    const found = (await search(`${MEN}/list`, { keyword: "13655550001" }, who.mer01)).records;
    expect(found).toMatchObject([
      { storeMenName: "赵收银", storeId, merchantId: PARTNER_SEED.merchant01, storeMenRole: 2, status: 1 },
    ]);
    expect(
      await postJson(`${MEN}/submit`, who.mer01, { storeId, storeMenName: "钱收银", mobile: "13655550001" }),
    ).toMatchObject({ code: 400, msg: "该手机号已被其他收银员使用" });
    expect(
      await postJson(`${MEN}/submit`, who.mer01, {
        id: found[0]!.id,
        storeMenName: "赵店长",
        mobile: "13655550001",
        storeMenRole: 1,
      }),
    ).toMatchObject(OK);
    expect((await getR(`${MEN}/detail?id=${found[0]!.id}`, who.mer01)).data).toMatchObject({
      storeMenName: "赵店长",
      storeMenRole: 1,
    });
    expect(
      await postJson(`${MEN}/submit`, who.mer01, { storeId, storeMenName: "", mobile: "13655550002" }),
    ).toMatchObject({ code: 400, msg: "收银员姓名不能为空" });
    expect(
      await postJson(`${MEN}/submit`, who.mer01, {
        storeId,
        storeMenName: "孙",
        mobile: "13655550002",
        storeMenRole: 3,
      }),
    ).toMatchObject({ code: 400, msg: "角色取值不正确" });
    expect(await postForm(`${MEN}/remove?ids=${found[0]!.id}`, who.mer01)).toMatchObject(OK);
    expect((await search(`${MEN}/list`, { keyword: "13655550001" }, who.mer01)).total).toBe(0);
  });
});

describe("store split config", () => {
  it("reads the seeded config of M10000001's store, saves and reloads one, and checks the ratios", async () => {
    const [on, off] = STORE_SEED.mer01Stores;
    expect((await getR(`${STORE}/split/detail?storeId=${on}`, who.mer01)).data).toMatchObject({
      splitStatus: 1,
      splitMode: 1,
      ratioTotal: "25.50",
      receiverCount: 2,
    });
    const receivers = [
      { receiverName: "总部", accountNo: "6222000011112222", ratio: "60" },
      { receiverName: "合伙人", accountNo: "6222000011113333", ratio: "40.00" },
    ];
    expect(
      await postJson(`${STORE}/split/submit`, who.mer01, { storeId: off, splitStatus: 1, splitMode: 2, receivers }),
    ).toMatchObject(OK);
    expect((await getR<Rec>(`${STORE}/split/detail?storeId=${off}`, who.mer01)).data).toMatchObject({
      splitStatus: 1,
      splitMode: 2,
      ratioTotal: "100.00",
      receivers: [
        { receiverName: "总部", ratio: "60.00" },
        { receiverName: "合伙人", ratio: "40.00" },
      ],
    });
    const refuse = (json: Record<string, unknown>) =>
      postJson(`${STORE}/split/submit`, who.mer01, { storeId: off, ...json });
    expect(
      await refuse({ splitStatus: 1, receivers: [{ ...receivers[0], ratio: "60.01" }, receivers[1]] }),
    ).toMatchObject({ code: 400, msg: "分账比例合计不能超过100%" });
    expect(await refuse({ splitStatus: 1, receivers: [] })).toMatchObject({
      code: 400,
      msg: "开启分账时至少需要一个分账接收方",
    });
    expect(await refuse({ splitStatus: 1, receivers: [{ ...receivers[0], ratio: "0.001" }] })).toMatchObject({
      code: 400,
    });
    expect(await refuse({ splitStatus: 1, receivers: [{ ...receivers[0], accountNo: "12ab" }] })).toMatchObject({
      code: 400,
    });
    expect(await refuse({ splitStatus: 3 })).toMatchObject({ code: 400, msg: "分账开关取值不正确" });
    const page = await search(`${STORE}/split/page`, { splitStatus: 1, size: 100 }, who.mer01);
    expect(page.records.map((r) => r.id)).toEqual(expect.arrayContaining([on, off]));
    expect(page.records.every((r) => r.merchantId === PARTNER_SEED.merchant01 && r.splitStatus === 1)).toBe(true);
  });
});
