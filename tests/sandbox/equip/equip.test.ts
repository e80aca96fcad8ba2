/** cloud-equip: devices in the partner scope (list, detail, changes, bind/unbind) and the tenant's equipment settings. */
import { describe, expect, it } from "vitest";
import { PARTNER_OUT_OF_SCOPE } from "../../../workers/sandbox/core/partner-scope";
import { seedId } from "../../../workers/sandbox/core/ids";
import { PARTNER_SEED } from "../../../workers/sandbox/services/agent/seed";
import { BUSINESS_KIND } from "../../../workers/sandbox/services/business-search/seed";
import { CHANNEL_EQUIP_SEED, seededDevice } from "../../../workers/sandbox/services/equip/seed";
import { authed, body, get, type Page, type R, sandboxEnv, signIn } from "../helpers";

const BASE = "/api/cloud-equip/equip/equipinfo";
const TENANT = "/api/cloud-equip/equip-tenant";
type Rec = Record<string, unknown>;

async function post(path: string, token: string, json: unknown): Promise<R<Rec>> {
  return body<R<Rec>>(
    await authed(path, token, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(json),
    }),
  );
}

/** A seeded device of mer01's merchant (bound to store 1) and one far outside agent01's subtree. */
const MER01_DEVICE = CHANNEL_EQUIP_SEED.device(80); // n % 80 = 0 → store 1, slot 0
const STORE_1 = seedId(BUSINESS_KIND.store, 1);

describe("devices", () => {
  it("seeds 5,000 devices and pages them for platform staff, newest first, by SN, type and status", async () => {
    const { access_token } = await signIn("admin", "admin");
    const first = await get<Page<Rec>>(`${BASE}/page?current=1&size=10`, access_token);
    expect(first.data.total).toBe(5000);
    expect(first.data.records[0]).toMatchObject({ sn: seededDevice(5000).sn });
    expect(seededDevice(80)).toMatchObject({ store: 1, status: "1" });
    const bySn = await get<Page<Rec>>(`${BASE}/page?sn=${seededDevice(80).sn}`, access_token);
    expect(bySn.data.records).toHaveLength(1);
    expect(bySn.data.records[0]).toMatchObject({
      id: MER01_DEVICE,
      merchantId: PARTNER_SEED.merchant01,
      storeId: STORE_1,
      status: "1",
      storeNo: "S10000001",
    });
    expect(String(bySn.data.records[0]!.agentPath).split(",")).toContain(PARTNER_SEED.agent02);
    const broken = await get<Page<Rec>>(`${BASE}/page?status=3`, access_token);
    expect(broken.data.total).toBe(100);
    const pos = await get<Page<Rec>>(`${BASE}/page?deviceType=1&status=1&size=5`, access_token);
    expect(pos.data.records.every((r) => r.deviceType === "1" && r.status === "1")).toBe(true);
  });

  it("shows mer01 only its merchant's devices and agent01 only its subtree's", async () => {
    const mer = await signIn("mer01", "123456");
    const mine = await get<Page<Rec>>(`${BASE}/page?size=200`, mer.access_token);
    expect(mine.data.total).toBeGreaterThan(0);
    expect(mine.data.records.every((r) => r.merchantId === PARTNER_SEED.merchant01)).toBe(true);
    const agent = await signIn("agent01", "123456");
    const subtree = await get<Page<Rec>>(`${BASE}/page?size=500`, agent.access_token);
    expect(subtree.data.total).toBeGreaterThan(mine.data.total);
    expect(subtree.data.total).toBeLessThan(5000);
    expect(subtree.data.records.every((r) => String(r.agentPath).split(",").includes(PARTNER_SEED.agent01))).toBe(true);
  });

  it("answers 403 for a device outside the scope (detail, change, bind, remove)", async () => {
    const mer = await signIn("mer01", "123456");
    const outside = CHANNEL_EQUIP_SEED.device(81); // store 2, another merchant
    expect(await get<Rec>(`${BASE}/detail?id=${outside}`, mer.access_token)).toMatchObject({
      code: 403,
      msg: PARTNER_OUT_OF_SCOPE,
    });
    expect(
      (await post(`${BASE}/submit`, mer.access_token, { id: outside, sn: "ZZ123456", deviceType: "1" })).code,
    ).toBe(403);
    expect((await post(`${BASE}/unbind`, mer.access_token, { id: outside })).code).toBe(403);
    const removed = await body<R<Rec>>(
      await authed(`${BASE}/remove?ids=${outside}`, mer.access_token, { method: "POST" }),
    );
    expect(removed.code).toBe(403);
    expect((await get<Rec>(`${BASE}/detail?id=${MER01_DEVICE}`, mer.access_token)).data).toMatchObject({
      id: MER01_DEVICE,
    });
  });

  it("creates, validates, binds to a store in scope, unbinds and removes a device", async () => {
    const { access_token } = await signIn("admin", "admin");
    expect((await post(`${BASE}/submit`, access_token, { sn: "ab", deviceType: "1" })).msg).toMatch(/设备SN须为/);
    expect((await post(`${BASE}/submit`, access_token, { sn: seededDevice(1).sn, deviceType: "1" })).msg).toBe(
      "设备SN已存在",
    );
    expect(
      (await post(`${BASE}/submit`, access_token, { sn: "sb20260001", deviceType: "4", deviceModel: "SP9" })).success,
    ).toBe(true);
    const created = (await get<Page<Rec>>(`${BASE}/page?sn=SB20260001`, access_token)).data.records[0]!;
    expect(created).toMatchObject({ sn: "SB20260001", status: "0", merchantId: "", agentPath: "" });
    // mer01 does not see platform stock, nor may it bind it.
    const mer = await signIn("mer01", "123456");
    expect((await post(`${BASE}/bind`, mer.access_token, { id: created.id, storeId: STORE_1 })).code).toBe(403);
    // agent01 may not bind to a store outside its subtree.
    const agent = await signIn("agent01", "123456");
    const stockOfAgent01 = (await sandboxEnv.DB.prepare(
      "SELECT e.id FROM cloud_equip_info e JOIN cloud_agent_info a ON a.id = e.agent_id WHERE e.merchant_id IS NULL AND e.status <> '3' AND (',' || a.ancestors || ',') LIKE ? LIMIT 1",
    )
      .bind(`%,${PARTNER_SEED.agent01},%`)
      .first<string>("id"))!;
    expect(stockOfAgent01).toBeTruthy();
    const foreignStore = (await sandboxEnv.DB.prepare(
      "SELECT s.id FROM cloud_store_info s JOIN cloud_merchant_info m ON m.id = s.merchant_id JOIN cloud_agent_info a ON a.id = m.agent_id " +
        "WHERE s.tenant_id = '000001' AND a.id <> ? AND (',' || a.ancestors || ',') NOT LIKE ? LIMIT 1",
    )
      .bind(PARTNER_SEED.agent01, `%,${PARTNER_SEED.agent01},%`)
      .first<string>("id"))!;
    expect((await post(`${BASE}/bind`, agent.access_token, { id: stockOfAgent01, storeId: foreignStore })).code).toBe(
      403,
    );
    // The platform binds its device to mer01's store; mer01 then sees it.
    expect((await post(`${BASE}/bind`, access_token, { id: created.id, storeId: "" })).msg).toBe("请选择要绑定的门店");
    expect((await post(`${BASE}/bind`, access_token, { id: created.id, storeId: STORE_1 })).success).toBe(true);
    expect((await post(`${BASE}/bind`, access_token, { id: created.id, storeId: STORE_1 })).msg).toMatch(/已绑定/);
    expect((await get<Rec>(`${BASE}/detail?id=${created.id}`, mer.access_token)).data).toMatchObject({
      status: "1",
      storeId: STORE_1,
      merchantId: PARTNER_SEED.merchant01,
    });
    const bound = await body<R<Rec>>(
      await authed(`${BASE}/remove?ids=${created.id}`, access_token, { method: "POST" }),
    );
    expect(bound.msg).toMatch(/请先解绑/);
    expect((await post(`${BASE}/unbind`, mer.access_token, { id: created.id })).success).toBe(true);
    expect((await get<Rec>(`${BASE}/detail?id=${created.id}`, access_token)).data).toMatchObject({
      status: "2",
      storeId: "",
      merchantId: "",
    });
    expect(
      (await body<R<Rec>>(await authed(`${BASE}/remove?ids=${created.id}`, access_token, { method: "POST" }))).success,
    ).toBe(true);
  });
});

describe("equipment settings (equip-tenant)", () => {
  it("reads the tenant's record and saves each section on its own", async () => {
    const { access_token } = await signIn("admin", "admin");
    const detail = await get<Rec>(`${TENANT}/detail/000001`, access_token);
    expect(detail.data).toMatchObject({
      id: CHANNEL_EQUIP_SEED.tenantRecord,
      printSwitch: 1,
      printCopies: 2,
      snPrefix: "CP",
      signPrintCopies: 1,
      cashierOrderScope: 1,
    });
    const id = CHANNEL_EQUIP_SEED.tenantRecord;
    expect(
      (await post(`${TENANT}/print-update`, access_token, { id, printSwitch: "1", printCopies: "9" })).msg,
    ).toMatch(/打印联数/);
    expect(
      (
        await post(`${TENANT}/print-update`, access_token, {
          id,
          printSwitch: "0",
          printCopies: "3",
          printHeader: "你好",
          printFooter: "",
        })
      ).success,
    ).toBe(true);
    expect((await post(`${TENANT}/sn-prefix-update`, access_token, { id, snPrefix: "x-1" })).msg).toMatch(/SN前缀/);
    expect((await post(`${TENANT}/sn-prefix-update`, access_token, { id, snPrefix: "ab12" })).success).toBe(true);
    expect(
      (
        await post(`${TENANT}/sign-print-update`, access_token, {
          id,
          signPrintSwitch: "0",
          signPrintCopies: "2",
          signPrintTitle: "POS签购单",
          signPrintRemark: "",
        })
      ).success,
    ).toBe(true);
    expect(
      (
        await post(`${TENANT}/cashier-update`, access_token, {
          id,
          cashierRefund: "1",
          cashierOrderScope: "2",
          cashierVoice: "0",
        })
      ).success,
    ).toBe(true);
    const after = await get<Rec>(`${TENANT}/detail/${id}`, access_token);
    expect(after.data).toMatchObject({
      printSwitch: 0,
      printCopies: 3,
      printHeader: "你好",
      printFooter: "",
      snPrefix: "AB12",
      signPrintSwitch: 0,
      signPrintCopies: 2,
      signPrintTitle: "POS签购单",
      cashierRefund: 1,
      cashierOrderScope: 2,
      cashierVoice: 0,
    });
    expect((await post(`${TENANT}/save`, access_token, { printSwitch: "1" })).msg).toBe("该租户的设备配置已存在");
    const agent = await signIn("agent01", "123456");
    expect(await get<Rec>(`${TENANT}/detail/000001`, agent.access_token)).toMatchObject({ code: 403 });
  });
});
