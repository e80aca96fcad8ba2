/** cloud-merchant's merchants: the seed at scale, the list/search with the partner scope, detail, saves, status, remove (ADR 016). */
import { beforeAll, describe, expect, it } from "vitest";
import { PARTNER_SEED } from "../../../workers/sandbox/services/agent/seed";
import { MERCHANT_SEED } from "../../../workers/sandbox/services/merchant/seed";
import { authed, body, get, type Page, type R, sandboxEnv, signIn } from "../helpers";

const MRC = "/api/cloud-merchant/mrc/mrcinfo";
type Rec = Record<string, unknown> & { id: string };
const tokens = { admin: "", agent01: "", agent02: "", mer01: "" };

beforeAll(async () => {
  tokens.admin = (await signIn("admin", "admin")).access_token;
  tokens.agent01 = (await signIn("agent01", "123456")).access_token;
  tokens.agent02 = (await signIn("agent02", "123456")).access_token;
  tokens.mer01 = (await signIn("mer01", "123456")).access_token;
});

const list = (token: string, params: Record<string, string | number> = {}) =>
  get<Page<Rec>>(
    `${MRC}/getMrcByNameOrNo?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`,
    token,
  );

function post(path: string, token: string, json: unknown): Promise<R<unknown>> {
  return authed(path, token, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(json),
  }).then((r) => body<R<unknown>>(r));
}

/** Merchant ids under the agent's subtree, by SQL. */
async function subtreeMerchants(agentId: string): Promise<number> {
  const row = await sandboxEnv.DB.prepare(
    "SELECT COUNT(*) AS n FROM cloud_merchant_info m JOIN cloud_agent_info a ON a.id = m.agent_id WHERE m.tenant_id = '000001' AND m.is_deleted = 0 " +
      "AND (a.id = ? OR (',' || a.ancestors || ',') LIKE ?)",
  )
    .bind(agentId, `%,${agentId},%`)
    .first<{ n: number }>();
  return row!.n;
}

/** A merchant of another first-level agent than A000001. */
async function foreignMerchant(): Promise<string> {
  const row = await sandboxEnv.DB.prepare(
    "SELECT m.id FROM cloud_merchant_info m JOIN cloud_agent_info a ON a.id = m.agent_id WHERE m.tenant_id = '000001' AND m.is_deleted = 0 " +
      "AND a.id <> ? AND (',' || a.ancestors || ',') NOT LIKE ? ORDER BY m.merchant_no LIMIT 1",
  )
    .bind(PARTNER_SEED.agent01, `%,${PARTNER_SEED.agent01},%`)
    .first<{ id: string }>();
  return row!.id;
}

describe("seed_v9_merchant", () => {
  it("adds 20,000 merchants over the agents, unique names, varied statuses, every field filled", async () => {
    const stats = await sandboxEnv.DB.prepare(
      "SELECT COUNT(*) AS n, COUNT(DISTINCT merchant_full_name) AS names, COUNT(DISTINCT agent_id) AS agents, COUNT(DISTINCT merchant_status) AS statuses, " +
        "COUNT(DISTINCT reg_status) AS regs, SUM(legal_person IS NULL OR settle_card_no IS NULL OR licence_no IS NULL) AS blank FROM cloud_merchant_info WHERE tenant_id = '000001' AND id LIKE '172%'",
    ).first<Record<string, number>>();
    expect(stats).toEqual({ n: 20_000, names: 20_000, agents: 3040, statuses: 5, regs: 4, blank: 0 });
    const first = await sandboxEnv.DB.prepare(
      "SELECT merchant_no, merchant_full_name, mobile FROM cloud_merchant_info WHERE id = ?",
    )
      .bind(MERCHANT_SEED.firstGenerated)
      .first();
    expect(first).toEqual({
      merchant_no: "M10000061",
      merchant_full_name: "苏州鑫达餐饮管理有限公司",
      mobile: "13800000001",
    });
    const entries = await sandboxEnv.DB.prepare(
      "SELECT COUNT(*) AS n FROM cloud_merchant_channel_reg WHERE merchant_id = ?",
    )
      .bind(MERCHANT_SEED.merchant01)
      .first<number>("n");
    expect(entries).toBeGreaterThanOrEqual(3);
  });
});

describe("merchant list (getMrcByNameOrNo) and the partner scope", () => {
  it("admin pages the whole tenant; records carry the agent and its path", async () => {
    const page = (await list(tokens.admin)).data;
    expect(page.total).toBe(20_060);
    const first = page.records[0]!;
    expect(first).toMatchObject({
      merchantNo: "M10000001",
      merchantId: first.id,
      agentId: PARTNER_SEED.agent02,
      agentNo: "A000006",
    });
    expect(first.agentPath).toBe(`${PARTNER_SEED.agent01},${PARTNER_SEED.agent02}`);
    // Keys the remote search-select has always read are still there.
    for (const key of ["id", "merchantNo", "merchantFullName", "merchantStatus", "regStatus", "agentId"])
      expect(first).toHaveProperty(key);
  });

  it("searches by name, short name or number, filters by status and reg status, sorts by a whitelist", async () => {
    expect((await list(tokens.admin, { keyword: "M10000061" })).data.records.map((r) => r.merchantFullName)).toEqual([
      "苏州鑫达餐饮管理有限公司",
    ]);
    const byName = (await list(tokens.admin, { keyword: "苏州鑫达餐饮管理" })).data.records;
    expect(byName.map((r) => r.merchantNo)).toContain("M10000061");
    const frozen = (await list(tokens.admin, { merchantStatus: 2, size: 50 })).data;
    expect(frozen.total).toBeGreaterThan(1000);
    expect(frozen.records.every((r) => r.merchantStatus === 2)).toBe(true);
    const rejected = (await list(tokens.admin, { regStatus: 3, merchantStatus: 1 })).data.records;
    expect(rejected.every((r) => r.regStatus === 3 && r.merchantStatus === 1)).toBe(true);
    const sorted = (await list(tokens.admin, { descs: "merchantNo" })).data.records;
    expect(sorted[0]!.merchantNo).toBe("M10020060");
    // An unknown sort name is ignored, not an error.
    expect((await list(tokens.admin, { ascs: "merchant_no;drop" })).data.records[0]!.merchantNo).toBe("M10000001");
  });

  it("agent01 sees its subtree only, agent02 its smaller one, mer01 its own merchant", async () => {
    const all1 = await subtreeMerchants(PARTNER_SEED.agent01);
    const all2 = await subtreeMerchants(PARTNER_SEED.agent02);
    expect(all1).toBeGreaterThan(all2);
    expect(all2).toBeGreaterThan(1);
    const p1 = (await list(tokens.agent01, { size: 100 })).data;
    expect(p1.total).toBe(all1);
    expect(p1.records.every((r) => String(r.agentPath).split(",").includes(PARTNER_SEED.agent01))).toBe(true);
    expect((await list(tokens.agent02)).data.total).toBe(all2);
    const own = (await list(tokens.mer01)).data;
    expect(own.total).toBe(1);
    expect(own.records[0]!.id).toBe(PARTNER_SEED.merchant01);
    // A keyword does not reach outside the scope.
    const foreign = await foreignMerchant();
    const no = (await sandboxEnv.DB.prepare("SELECT merchant_no FROM cloud_merchant_info WHERE id = ?")
      .bind(foreign)
      .first<string>("merchant_no"))!;
    expect((await list(tokens.agent01, { keyword: no })).data.total).toBe(0);
    expect((await list(tokens.admin, { keyword: no })).data.total).toBe(1);
  });

  it("a detail outside the scope is refused with 403; inside it answers the merchant", async () => {
    const foreign = await foreignMerchant();
    expect(await get(`${MRC}/detail?id=${foreign}`, tokens.agent01)).toMatchObject({
      code: 403,
      success: false,
      msg: "无权访问该数据",
    });
    expect(await get(`${MRC}/detail?id=${foreign}`, tokens.mer01)).toMatchObject({ code: 403 });
    const mine = await get<Rec>(`${MRC}/detail?id=${PARTNER_SEED.merchant01}`, tokens.mer01);
    expect(mine.data).toMatchObject({ merchantNo: "M10000001", merchantId: PARTNER_SEED.merchant01 });
    expect((await get(`${MRC}/detail?id=${PARTNER_SEED.merchant01}`, tokens.agent01)).code).toBe(200);
    expect((await get(`${MRC}/detail?id=999`, tokens.admin)).msg).toBe("商户不存在");
  });
});

describe("merchant writes", () => {
  const payload = (agentId: string, name: string) => ({
    merchantFullName: name,
    merchantShortName: "测试",
    merchantType: 1,
    agentId,
    linkMan: "张三",
    mobile: "13912345678",
    mcc: "5812",
  });

  it("agent02 creates under its subtree, not elsewhere; mer01 may not create", async () => {
    expect(
      await post(`${MRC}/submit`, tokens.agent02, payload(PARTNER_SEED.agent02, "苏州测试新建商户一")),
    ).toMatchObject({ code: 200 });
    const created = (await list(tokens.agent02, { keyword: "苏州测试新建商户一" })).data.records;
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ merchantStatus: 1, regStatus: 0, agentId: PARTNER_SEED.agent02 });
    expect(String(created[0]!.merchantNo)).toMatch(/^M1\d{7}$/);
    const other = await post(`${MRC}/submit`, tokens.agent02, payload(PARTNER_SEED.agent01, "苏州测试新建商户二"));
    expect(other).toMatchObject({ code: 403, msg: "无权访问该数据" });
    expect(
      await post(`${MRC}/submit`, tokens.mer01, payload(PARTNER_SEED.agent02, "苏州测试新建商户三")),
    ).toMatchObject({ code: 403 });
  });

  it("validates on the server with clear messages", async () => {
    const base = payload(PARTNER_SEED.agent02, "苏州测试校验商户");
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, merchantFullName: "" }, "商户名称不能为空"],
      [{ ...base, mobile: "" }, "手机号码不能为空"],
      [{ ...base, mobile: "1391234567" }, "手机号码长度不为11位"],
      [{ ...base, mobile: "0512-123456" }, "手机号码格式不正确"],
      [{ ...base, mcc: "58" }, "MCC应为4位数字"],
      [{ ...base, agentId: "" }, "请选择所属代理商"],
      [{ ...base, merchantType: 9 }, "商户类型不正确"],
    ];
    for (const [json, msg] of cases)
      expect(await post(`${MRC}/submit`, tokens.admin, json)).toMatchObject({ code: 400, success: false, msg });
    const bad = await authed(`${MRC}/submit`, tokens.admin, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "[1",
    });
    expect(bad.status).toBe(400);
  });

  it("updates, changes status and removes within the scope only", async () => {
    const foreign = await foreignMerchant();
    expect(await post(`${MRC}/update`, tokens.agent01, { id: foreign, linkMan: "李四" })).toMatchObject({ code: 403 });
    await post(`${MRC}/submit`, tokens.admin, payload(PARTNER_SEED.agent02, "苏州测试状态商户"));
    const row = (await list(tokens.admin, { keyword: "苏州测试状态商户" })).data.records[0]!;
    expect(
      await post(`${MRC}/update`, tokens.agent01, { id: row.id, linkMan: "李四", mobile: "13700001111" }),
    ).toMatchObject({ code: 200 });
    expect((await get<Rec>(`${MRC}/detail?id=${row.id}`, tokens.admin)).data).toMatchObject({
      linkMan: "李四",
      mobile: "13700001111",
      merchantFullName: "苏州测试状态商户",
    });
    const status = (id: string, merchantStatus: string, token: string) =>
      authed(`${MRC}/updateStatus?id=${id}&merchantStatus=${merchantStatus}`, token, { method: "POST" }).then((r) =>
        body<R<unknown>>(r),
      );
    expect(await status(row.id, "2", tokens.agent01)).toMatchObject({ code: 200 });
    expect((await get<Rec>(`${MRC}/detail?id=${row.id}`, tokens.admin)).data.merchantStatus).toBe(2);
    expect(await status(row.id, "7", tokens.agent01)).toMatchObject({ code: 400, msg: "商户状态不正确" });
    expect(await status(foreign, "2", tokens.agent01)).toMatchObject({ code: 403 });
    const remove = (ids: string, token: string) =>
      authed(`${MRC}/remove?ids=${ids}`, token, { method: "POST" }).then((r) => body<R<unknown>>(r));
    expect(await remove(foreign, tokens.agent01)).toMatchObject({ code: 403 });
    expect(await remove(row.id, tokens.mer01)).toMatchObject({ code: 403 });
    expect(await remove(row.id, tokens.agent01)).toMatchObject({ code: 200 });
    expect((await get(`${MRC}/detail?id=${row.id}`, tokens.admin)).msg).toBe("商户不存在");
  });
});

describe("split-account configuration and network-entry status", () => {
  it("reads and saves a merchant's split config; ratios are exact decimals and sum to at most 100", async () => {
    const sub = await get<Rec>(`${MRC}/sub/detail?merchantId=${PARTNER_SEED.merchant01}`, tokens.mer01);
    expect(sub.data).toMatchObject({ merchantId: PARTNER_SEED.merchant01, subSwitch: 1, subMode: 1 });
    expect((sub.data.receivers as Rec[]).map((r) => r.ratio)).toEqual(["30.00", "20.50"]);
    const receivers = [
      { receiverName: "李掌柜", receiverAccount: "6217000000000001", accountType: 1, ratio: "33.33" },
      { receiverName: "苏州合伙人", receiverAccount: "6217000000000002", accountType: 2, ratio: "66.67" },
    ];
    expect(
      await post(`${MRC}/sub/save`, tokens.mer01, {
        merchantId: PARTNER_SEED.merchant01,
        subSwitch: 1,
        subMode: 2,
        receivers,
      }),
    ).toMatchObject({ code: 200 });
    const saved = (await get<Rec>(`${MRC}/sub/detail?merchantId=${PARTNER_SEED.merchant01}`, tokens.agent02)).data;
    expect(saved).toMatchObject({ subSwitch: 1, subMode: 2, receivers });
    const over = [{ ...receivers[0], ratio: "33.34" }, receivers[1]];
    expect(
      await post(`${MRC}/sub/save`, tokens.mer01, {
        merchantId: PARTNER_SEED.merchant01,
        subSwitch: 1,
        receivers: over,
      }),
    ).toMatchObject({ code: 400, msg: "分账比例合计不能超过100%" });
    expect(
      await post(`${MRC}/sub/save`, tokens.mer01, { merchantId: PARTNER_SEED.merchant01, subSwitch: 1, receivers: [] }),
    ).toMatchObject({ msg: "开启分账时至少需要一个分账接收方" });
    expect(
      await post(`${MRC}/sub/save`, tokens.mer01, {
        merchantId: PARTNER_SEED.merchant01,
        subSwitch: 1,
        receivers: [{ ...receivers[0], ratio: "1.005" }],
      }),
    ).toMatchObject({ code: 400 });
    const foreign = await foreignMerchant();
    expect(
      await post(`${MRC}/sub/save`, tokens.agent01, { merchantId: foreign, subSwitch: 0, receivers: [] }),
    ).toMatchObject({ code: 403 });
    expect(await get(`${MRC}/sub/detail?merchantId=${foreign}`, tokens.mer01)).toMatchObject({ code: 403 });
    const page = (await get<Page<Rec>>(`${MRC}/sub/page?subSwitch=1`, tokens.agent02)).data;
    expect(page.total).toBeGreaterThan(0);
    expect(page.records.every((r) => r.subSwitch === 1 && String(r.agentPath).includes(PARTNER_SEED.agent02))).toBe(
      true,
    );
  });

  it("answers a merchant's entry at channels and banks, within the scope", async () => {
    const channels = (await get<Rec>(`${MRC}/channelStatus?merchantId=${PARTNER_SEED.merchant01}`, tokens.mer01)).data;
    expect(channels).toMatchObject({ merchantNo: "M10000001" });
    const records = channels.records as Rec[];
    expect(records.length).toBe(3);
    expect(records.every((r) => typeof r.channelName === "string" && r.channelName !== "")).toBe(true);
    expect((await get<Rec>(`${MRC}/bankChannelStatus?merchantId=${PARTNER_SEED.merchant01}`, tokens.admin)).code).toBe(
      200,
    );
    expect(await get(`${MRC}/channelStatus?merchantId=${await foreignMerchant()}`, tokens.agent01)).toMatchObject({
      code: 403,
    });
  });
});
