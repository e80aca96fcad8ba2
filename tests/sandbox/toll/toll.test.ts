/** cloud-tenant-toll (ADR 017): combos, company config, recharge orders (save, audit), flow counts, and who may do what. */
import { beforeAll, describe, expect, it } from "vitest";
import { SEEDED_COMBOS, SEEDED_COMPANY, TOPUP_SEED } from "../../../workers/sandbox/services/toll/seed";
import { authed, body, get, type Page, putFile, type R, signIn, signInWithCaptcha } from "../helpers";

const TOLL = "/api/cloud-tenant-toll";
type Order = Record<string, unknown> & { id: string; orderState: number; tenantId: string; actualPrice: string };
type Flow = { id: string; tenantId: string; tenantName: string; flowBalance: string; threshold: string; isPop: number };

async function post<T = unknown>(path: string, token: string, payload: unknown): Promise<R<T>> {
  const response = await authed(path, token, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(payload),
  });
  expect(response.status, `${path} ${response.status === 200 ? "" : await response.clone().text()}`).toBe(200);
  return body<R<T>>(response);
}

const basic = SEEDED_COMBOS[0]!;
/** Three payment screenshots 星河支付 uploaded (ADR 030: an order holds their attachment ids, comma-joined). */
let shots = "";
let logo = "";
let otherTenantShot = "";
beforeAll(async () => {
  const tenant = (await signIn("topup01", "123456", TOPUP_SEED.tenant)).access_token;
  shots = [
    await putFile(tenant, "payment", "回单1.png"),
    await putFile(tenant, "payment", "回单2.png"),
    await putFile(tenant, "payment", "回单3.png"),
  ].join(",");
  logo = await putFile(tenant, "logo");
  otherTenantShot = await putFile((await signIn("admin", "admin")).access_token, "payment");
});

/** A correct recharge/save payload for `buyNum` of 基础套餐, as the console sends it. */
const order = (token: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  actualPrice: "1000.00",
  bank: SEEDED_COMPANY.bank,
  bankAccount: SEEDED_COMPANY.bankAccount,
  buyNum: 2,
  chargeRatio: basic.charge_ratio,
  comboId: basic.id,
  comboName: basic.combo_name,
  companyName: SEEDED_COMPANY.companyName,
  createDept: String(token.dept_id ?? ""),
  flowAmount: basic.flow_amount,
  price: basic.price,
  payCertificate: shots,
  orderState: 0,
  payType: 1,
  ...extra,
});

const flowOf = async (token: string, tenantId: string) =>
  (await get<Page<Flow>>(`${TOLL}/flowCount/list?tenantId=${tenantId}&current=1&size=10`, token)).data.records[0]!;

describe("tollCombo and companyConfig", () => {
  it("every tenant reads the combos (page size 1000000) and the company config; only the platform writes them", async () => {
    const tenant = await signIn("topup01", "123456", TOPUP_SEED.tenant);
    const combos = await get<Page<Record<string, unknown>>>(
      `${TOLL}/tollCombo/list?current=1&size=1000000`,
      tenant.access_token,
    );
    expect(combos.data.records.map((c) => c.comboName)).toEqual([
      "基础套餐",
      "标准套餐",
      "企业套餐",
      "旗舰套餐",
      "体验套餐",
    ]);
    expect(combos.data.records[0]).toMatchObject({
      flowAmount: "1000000.00",
      chargeRatio: "0.05",
      price: "500.00",
      status: 1,
    });
    const companies = await get<Page<Record<string, unknown>>>(
      `${TOLL}/companyConfig/list?current=1&size=10&status=1`,
      tenant.access_token,
    );
    expect(companies.data.records).toHaveLength(1);
    expect(companies.data.records[0]).toMatchObject(SEEDED_COMPANY);
    expect(
      await post(`${TOLL}/tollCombo/save`, tenant.access_token, {
        comboName: "私自",
        flowAmount: "1.00",
        chargeRatio: "1",
        price: "1.00",
        status: 1,
      }),
    ).toMatchObject({ code: 403, msg: "无权操作" });
    expect(
      await post(`${TOLL}/companyConfig/save`, tenant.access_token, { ...SEEDED_COMPANY, status: 1 }),
    ).toMatchObject({ code: 403 });

    const admin = await signIn("admin", "admin");
    expect(
      (
        await post(`${TOLL}/tollCombo/save`, admin.access_token, {
          comboName: "测试",
          flowAmount: "1.001",
          chargeRatio: "1",
          price: "1.00",
          status: 1,
        })
      ).msg,
    ).toBe("流水额度格式不正确");
    expect(
      (
        await post(`${TOLL}/tollCombo/save`, admin.access_token, {
          comboName: "测试",
          flowAmount: "100",
          chargeRatio: "101",
          price: "1.00",
          status: 1,
        })
      ).msg,
    ).toBe("收费比例格式不正确");
    expect(
      await post(`${TOLL}/tollCombo/save`, admin.access_token, {
        comboName: "沙箱套餐",
        flowAmount: "200000",
        chargeRatio: "0.050",
        price: "99.9",
        status: 0,
      }),
    ).toMatchObject({ code: 200 });
    const saved = (
      await get<Page<Record<string, unknown>>>(`${TOLL}/tollCombo/list?comboName=沙箱套餐`, admin.access_token)
    ).data.records[0]!;
    expect(saved).toMatchObject({ flowAmount: "200000.00", chargeRatio: "0.05", price: "99.90", status: 0 });
    expect(await post(`${TOLL}/tollCombo/update`, admin.access_token, { id: saved.id, status: 1 })).toMatchObject({
      code: 200,
    });
    expect((await get(`${TOLL}/tollCombo/detail/${String(saved.id)}`, admin.access_token)).data).toMatchObject({
      status: 1,
      price: "99.90",
    });
  });
});

describe("recharge/save", () => {
  it("stores the tenant's transfer order in state 0, payType 1, for the operator's own tenant and dept", async () => {
    const tenant = await signIn("topup02", "123456", TOPUP_SEED.tenant);
    expect(await post(`${TOLL}/recharge/save`, tenant.access_token, order(tenant))).toMatchObject({
      code: 200,
      msg: "操作成功",
    });
    const mine = await get<Page<Order>>(`${TOLL}/recharge/list?current=1&size=50`, tenant.access_token);
    expect(mine.data.records.every((o) => o.tenantId === TOPUP_SEED.tenant)).toBe(true);
    expect(mine.data.records[0]).toMatchObject({
      orderState: 0,
      payType: 1,
      buyNum: 2,
      actualPrice: "1000.00",
      comboName: "基础套餐",
      ...SEEDED_COMPANY,
      tenantName: "星河支付",
      createDept: TOPUP_SEED.dept,
      orderNo: expect.stringMatching(/^CZ\d{18}$/),
      payCertificate: shots,
    });
  });

  it.each([
    ["a forged amount", { actualPrice: "1.00" }, "订单金额不正确"],
    ["an amount that floats would round", { buyNum: 3, actualPrice: "1500.0000001" }, "订单金额不正确"],
    ["a combo that is off sale", { comboId: SEEDED_COMBOS[4]!.id }, "套餐不存在或已下架"],
    ["a forged price", { price: "1.00", actualPrice: "2.00" }, "套餐信息已变更，请刷新后重新下单"],
    ["a forged flow amount", { flowAmount: "99999999.00" }, "套餐信息已变更，请刷新后重新下单"],
    ["another company's account", { bankAccount: "6222 0210 0100 2233 445" }, "收款账户已变更，请刷新后重试"],
    ["no screenshot", { payCertificate: "" }, "请上传付款截图"],
    ["six screenshots", { payCertificate: "1,2,3,4,5,6" }, "付款截图仅支持上传5张"],
    [
      "a storage path instead of a reference",
      { payCertificate: "/sandbox/files/upload/20261124/a.png" },
      "付款截图不存在，请重新上传",
    ],
    ["a reference to no file", { payCertificate: "1769999999999999999" }, "付款截图不存在，请重新上传"],
    ["units below 1", { buyNum: 0, actualPrice: "0.00" }, "购买数量不正确"],
    ["units not whole", { buyNum: "1.5", actualPrice: "750.00" }, "购买数量不正确"],
    ["another state", { orderState: 1 }, "订单状态不正确"],
  ])("refuses %s", async (_, extra, message) => {
    const tenant = await signIn("topup01", "123456", TOPUP_SEED.tenant);
    const before = (await get<Page<Order>>(`${TOLL}/recharge/list?current=1&size=1`, tenant.access_token)).data.total;
    expect(await post(`${TOLL}/recharge/save`, tenant.access_token, order(tenant, extra))).toMatchObject({
      code: 400,
      msg: message,
    });
    expect((await get<Page<Order>>(`${TOLL}/recharge/list?current=1&size=1`, tenant.access_token)).data.total).toBe(
      before,
    );
  });

  it("refuses a screenshot that is another tenant's or was not uploaded as one", async () => {
    const tenant = await signIn("topup01", "123456", TOPUP_SEED.tenant);
    for (const payCertificate of [otherTenantShot, logo, `${shots},${otherTenantShot}`]) {
      expect(await post(`${TOLL}/recharge/save`, tenant.access_token, order(tenant, { payCertificate }))).toMatchObject(
        { code: 400, msg: "付款截图不存在，请重新上传" },
      );
    }
  });

  it("refuses another tenant's department", async () => {
    const tenant = await signIn("topup01", "123456", TOPUP_SEED.tenant);
    const admin = await signIn("admin", "admin");
    expect(await post(`${TOLL}/recharge/save`, tenant.access_token, order(admin))).toMatchObject({ code: 403 });
  });
});

describe("recharge/update (audit) and flow counts", () => {
  it("confirm credits flowAmount × buyNum once, drops isPop above the threshold; a second confirm credits nothing", async () => {
    const tenant = await signIn("topup01", "123456", TOPUP_SEED.tenant);
    const admin = await signIn("admin", "admin");
    const before = await flowOf(admin.access_token, TOPUP_SEED.tenant);
    expect(before).toMatchObject({ tenantName: "星河支付", isPop: 1, threshold: "1000.00" });
    expect(
      (await get<Flow>(`${TOLL}/flowCount/getStateByTenantId?tenantId=${TOPUP_SEED.tenant}`, tenant.access_token)).data
        .isPop,
    ).toBe(1);
    await post(`${TOLL}/recharge/save`, tenant.access_token, order(tenant, { buyNum: 3, actualPrice: "1500.00" }));
    const placed = (
      await get<Page<Order>>(
        `${TOLL}/recharge/list?tenantId=${TOPUP_SEED.tenant}&orderState=0&current=1&size=1`,
        admin.access_token,
      )
    ).data.records[0]!;
    expect(await post(`${TOLL}/recharge/update`, tenant.access_token, { id: placed.id, orderState: 1 })).toMatchObject({
      code: 403,
      msg: "无权操作",
    });
    expect(await post(`${TOLL}/recharge/update`, admin.access_token, { id: placed.id, orderState: 1 })).toMatchObject({
      code: 200,
    });
    const credited = await flowOf(admin.access_token, TOPUP_SEED.tenant);
    const fen = (text: string) => BigInt(text.replace(".", ""));
    expect(fen(credited.flowBalance) - fen(before.flowBalance)).toBe(300_000_000n);
    expect(credited.isPop).toBe(0);
    expect((await get<Flow>(`${TOLL}/flowCount/getStateByTenantId`, tenant.access_token)).data).toMatchObject({
      isPop: 0,
      flowBalance: credited.flowBalance,
    });
    expect(await post(`${TOLL}/recharge/update`, admin.access_token, { id: placed.id, orderState: 1 })).toMatchObject({
      code: 400,
      msg: "该订单已审核，请勿重复操作",
    });
    expect(
      await post(`${TOLL}/recharge/update`, admin.access_token, { id: placed.id, orderState: 2, auditRemark: "晚了" }),
    ).toMatchObject({ code: 400 });
    expect((await flowOf(admin.access_token, TOPUP_SEED.tenant)).flowBalance).toBe(credited.flowBalance);
    expect((await get<Order>(`${TOLL}/recharge/detail/${placed.id}`, tenant.access_token)).data).toMatchObject({
      orderState: 1,
      auditUserName: expect.any(String),
    });
    // The platform sets the figures back: isPop follows the threshold.
    expect(
      await post(`${TOLL}/flowCount/update`, admin.access_token, {
        id: credited.id,
        flowBalance: "120.00",
        threshold: "1000.00",
      }),
    ).toMatchObject({ code: 200 });
    expect(await flowOf(admin.access_token, TOPUP_SEED.tenant)).toMatchObject({ flowBalance: "120.00", isPop: 1 });
    expect(
      await post(`${TOLL}/flowCount/update`, tenant.access_token, {
        id: credited.id,
        flowBalance: "99999999.00",
        threshold: "0",
      }),
    ).toMatchObject({ code: 403 });
    expect(
      (
        await post(`${TOLL}/flowCount/update`, admin.access_token, {
          id: credited.id,
          flowBalance: "1.005",
          threshold: "0",
        })
      ).msg,
    ).toBe("流水余额格式不正确");
  });

  it("reject needs a reason, which the tenant then reads; a tenant sees only its own orders and flow", async () => {
    const admin = await signIn("admin", "admin");
    const pending = await get<Page<Order>>(
      `${TOLL}/recharge/list?tenantId=000002&orderState=0&current=1&size=10`,
      admin.access_token,
    );
    expect(pending.data.total).toBe(6);
    const target = pending.data.records.at(-1)!;
    expect(
      await post(`${TOLL}/recharge/update`, admin.access_token, { id: target.id, orderState: 2, auditRemark: " " }),
    ).toMatchObject({ msg: "请填写驳回原因" });
    expect(
      await post(`${TOLL}/recharge/update`, admin.access_token, {
        id: target.id,
        orderState: 2,
        auditRemark: "未查到到账记录",
      }),
    ).toMatchObject({ code: 200 });
    const blue = await signInWithCaptcha("admin", "admin", "000002");
    expect((await get<Order>(`${TOLL}/recharge/detail/${target.id}`, blue.access_token)).data).toMatchObject({
      orderState: 2,
      auditRemark: "未查到到账记录",
    });
    const topup = await signIn("topup01", "123456", TOPUP_SEED.tenant);
    expect((await get(`${TOLL}/recharge/detail/${target.id}`, topup.access_token)).msg).toBe("充值订单不存在");
    const asked = await get<Page<Order>>(`${TOLL}/recharge/list?tenantId=000002&current=1&size=10`, topup.access_token);
    expect(asked.data.records.every((o) => o.tenantId === TOPUP_SEED.tenant)).toBe(true);
    const flows = await get<Page<Flow>>(`${TOLL}/flowCount/list?current=1&size=10`, topup.access_token);
    expect(flows.data.records.map((f) => f.tenantId)).toEqual([TOPUP_SEED.tenant]);
    expect((await get<Flow>(`${TOLL}/flowCount/getStateByTenantId?tenantId=000001`, topup.access_token)).data).toEqual(
      {},
    );
  });

  it("filters by date range and amount range; getDetailByDeptId answers the dept's tenant's flow", async () => {
    const admin = await signIn("admin", "admin");
    const list = (q: string) =>
      get<Page<Order>>(`${TOLL}/recharge/list?tenantId=000002&current=1&size=50&${q}`, admin.access_token);
    const all = (await list("")).data.records;
    const amounts = (await list("minAmount=1000&maxAmount=2250")).data.records.map((o) => o.actualPrice);
    expect(amounts.length).toBeGreaterThan(0);
    expect(amounts.every((a) => Number(a) >= 1000 && Number(a) <= 2250)).toBe(true);
    expect(amounts.length).toBe(
      all.filter((o) => Number(o.actualPrice) >= 1000 && Number(o.actualPrice) <= 2250).length,
    );
    expect((await list("startTime=2026-11-02&endTime=2026-11-02")).data.total).toBe(
      all.filter((o) => String(o.createTime).startsWith("2026-11-02")).length,
    );
    expect((await list("startTime=2030-01-01")).data.total).toBe(0);
    const blue = await signInWithCaptcha("admin", "admin", "000002");
    const detail = await get<Flow & { deptName: string }>(
      `${TOLL}/flowCount/getDetailByDeptId?deptId=${String(blue.dept_id)}`,
      blue.access_token,
    );
    expect(detail.data).toMatchObject({
      tenantId: "000002",
      flowBalance: expect.stringMatching(/^\d+\.\d{2}$/),
      deptName: "蓝海支付",
    });
    expect(
      (await get(`${TOLL}/flowCount/getDetailByDeptId?deptId=${String(blue.dept_id)}`, admin.access_token)).data,
    ).toEqual({});
  });
});

describe("the menu (seed_v13_toll)", () => {
  type Node = { name: string; path: string; children?: Node[] };
  const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
  it("the platform's administrators hold the toll screens and buttons; another tenant keeps only 充值订单 to read", async () => {
    const admin = await signIn("qa1", "qa123456");
    const platform = flatten((await get<Node[]>("/api/cloud-system/menu/routes", admin.access_token)).data).map(
      (n) => n.path,
    );
    expect(platform).toEqual(
      expect.arrayContaining([
        "/marketing/tollCombo",
        "/marketing/recharge",
        "/marketing/companyConfig",
        "/marketing/flowCount",
      ]),
    );
    const tenant = await signIn("topup01", "123456", TOPUP_SEED.tenant);
    const theirs = flatten((await get<Node[]>("/api/cloud-system/menu/routes", tenant.access_token)).data).map(
      (n) => n.path,
    );
    expect(theirs).toContain("/marketing/recharge");
    for (const path of ["/marketing/tollCombo", "/marketing/companyConfig", "/marketing/flowCount"])
      expect(theirs).not.toContain(path);
    const buttons = JSON.stringify((await get("/api/cloud-system/menu/buttons", tenant.access_token)).data);
    expect(buttons).toContain("recharge_view");
    for (const code of ["recharge_audit", "combo_add", "combo_status", "flow_count_edit"])
      expect(buttons).not.toContain(code);
    const platformButtons = JSON.stringify((await get("/api/cloud-system/menu/buttons", admin.access_token)).data);
    for (const code of ["recharge_audit", "combo_add", "combo_status", "company_config_add", "flow_count_edit"])
      expect(platformButtons).toContain(code);
  });
});
