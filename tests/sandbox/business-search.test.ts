import { beforeAll, describe, expect, it } from "vitest";
import { CHUNK_BYTES, MAX_FILE_BYTES } from "../../workers/sandbox/services/files/routes";
import { encodePng, Raster } from "../../workers/sandbox/services/auth/png";
import { businessSearchSeed } from "../../workers/sandbox/services/business-search/seed";
import { authed, body, call, sandboxEnv, signIn, signInWithCaptcha } from "./helpers";

type R<T> = { code: number; success: boolean; data: T; msg: string };
type Rec = Record<string, unknown> & { id: string };
type Page = { records: Rec[]; total: number; size: number; current: number; pages: number };

const AGENT = "/api/cloud-agent";
const MRC = "/api/cloud-merchant/mrc";
const PATHS = {
  agents: `${AGENT}/agent/agentinfo/getAgentByNameOrNo`,
  agentBusiness: `${AGENT}/business/getAgentBusinessByNameOrNo`,
  agentBusinessAlias: `${AGENT}/agent/agentinfo/business/getAgentBusinessByNameOrNo`,
  bankActs: `${AGENT}/bankActManage/qryList`,
  bankActsAlias: `${AGENT}/agent/agentinfo/bankActManage/qryList`,
  merchants: `${MRC}/mrcinfo/getMrcByNameOrNo`,
  storeMen: `${MRC}/storemen/getStoreMenByNameOrNo`,
  stores: `${MRC}/store/getStoreByNameOrNo`,
  storesAndDirect: `${MRC}/store/getStoreAndDirectStore`,
  salesReps: "/api/cloud-user/investPromotionPersonPage",
};
const UPLOAD = "/api/cloud-resource/resource/oss/put-file";
const UPLOAD_ALIAS = "/api/cloud-resource/oss/endpoint/put-file";

let t1 = "";
let t2 = "";

beforeAll(async () => {
  t1 = (await signIn("admin", "admin")).access_token;
  t2 = (await signInWithCaptcha("admin", "admin")).access_token;
});

async function search(path: string, params: Record<string, string | number> = {}, token = t1): Promise<Page> {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const response = await authed(`${path}?${query}`, token);
  expect(response.status).toBe(200);
  const answer = await body<R<Page>>(response);
  expect(answer).toMatchObject({ code: 200, success: true, msg: "操作成功" });
  return answer.data;
}

/** Every record over all pages (size 100). */
async function all(path: string, params: Record<string, string | number> = {}, token = t1): Promise<Rec[]> {
  const out: Rec[] = [];
  for (let current = 1; ; current++) {
    const p = await search(path, { ...params, size: 100, current }, token);
    out.push(...p.records);
    if (current >= p.pages) return out;
  }
}

const seed = Object.fromEntries(businessSearchSeed().rows) as Record<string, Record<string, string | number | null>[]>;
const seedOf = (table: string, tenant = "000001") => seed[table]!.filter((r) => r.tenant_id === tenant);

function expectPage(p: Page, total: number, current: number, size = 10): void {
  expect(p).toMatchObject({ total, current, size, pages: Math.ceil(total / size) });
  expect(p.records).toHaveLength(Math.max(0, Math.min(size, total - (current - 1) * size)));
}

describe("agent search (getAgentByNameOrNo)", () => {
  it("pages through all 40 agents by agentNo with the default size 10", async () => {
    const first = await search(PATHS.agents);
    expectPage(first, 40, 1);
    expect(first.records.map((r) => r.agentNo)).toEqual(Array.from({ length: 10 }, (_, i) => `A${String(i + 1).padStart(6, "0")}`));
    expect(Object.keys(first.records[0]!).sort()).toEqual(["agentLevel", "agentName", "agentNo", "agentStatus", "id", "parentId"]);
    expect(first.records[0]).toMatchObject({ id: expect.stringMatching(/^160\d{16}$/), agentName: "上海锦程信息科技有限公司", agentLevel: 1, parentId: "0", agentStatus: 1 });
    const last = await search(PATHS.agents, { current: 4 });
    expectPage(last, 40, 4);
    expect(last.records.at(-1)!.agentNo).toBe("A000040");
    expectPage(await search(PATHS.agents, { current: 3, size: 15 }), 40, 3, 15);
    expectPage(await search(PATHS.agents, { current: 5 }), 40, 5);
  });

  it("matches the name (LIKE) or the number (exact or prefix)", async () => {
    const exact = await search(PATHS.agents, { searchStr: "A000001" });
    expectPage(exact, 1, 1);
    expect(exact.records[0]!.agentNo).toBe("A000001");
    const prefix = await all(PATHS.agents, { searchStr: "A00001" });
    expect(prefix.map((r) => r.agentNo)).toEqual(Array.from({ length: 10 }, (_, i) => `A0000${10 + i}`));
    // The number does not match in the middle.
    expect((await search(PATHS.agents, { searchStr: "000001" })).total).toBe(0);

    const expected = seedOf("cloud_agent_info").filter((a) => String(a.agent_name).includes("科技")).length;
    expect(expected).toBeGreaterThan(10);
    const named = await search(PATHS.agents, { searchStr: "科技" });
    expectPage(named, expected, 1);
    const names = await all(PATHS.agents, { searchStr: "科技" });
    expect(names.every((r) => String(r.agentName).includes("科技"))).toBe(true);
    expect((await search(PATHS.agents, { searchStr: "锦程信息" })).records.map((r) => r.agentName)).toEqual(["上海锦程信息科技有限公司"]);
    // LIKE wildcards are literal; surrounding blanks are trimmed; a blank keyword is no filter.
    expect((await search(PATHS.agents, { searchStr: "%" })).total).toBe(0);
    expect((await search(PATHS.agents, { searchStr: "_" })).total).toBe(0);
    expect((await search(PATHS.agents, { searchStr: " A000001 " })).total).toBe(1);
    expect((await search(PATHS.agents, { searchStr: "   " })).total).toBe(40);
  });

  it("filters by agentLevel (5 / 12 / 23) with parents one level up", async () => {
    const levels = { 1: 5, 2: 12, 3: 23 } as const;
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
    expect((await search(PATHS.agents, { agentLevel: "x" })).total).toBe(40);
    expect((await search(PATHS.agents, { agentLevel: "" })).total).toBe(40);
    // Frozen agents (2) are in the list too.
    expect((await all(PATHS.agents)).filter((r) => r.agentStatus === 2)).toHaveLength(5);
  });

  it("sorts with ascs / descs and ignores unknown fields", async () => {
    expect((await search(PATHS.agents, { descs: "agentNo" })).records[0]!.agentNo).toBe("A000040");
    const byLevel = (await search(PATHS.agents, { descs: "agentLevel", size: 30 })).records;
    expect(byLevel.slice(0, 23).every((r) => r.agentLevel === 3)).toBe(true);
    expect(byLevel[0]!.agentNo).toBe("A000018");
    expect((await search(PATHS.agents, { descs: "agent_no;drop table x", ascs: "nope" })).records[0]!.agentNo).toBe("A000001");
  });
});

describe("agent salesperson search (getAgentBusinessByNameOrNo)", () => {
  it("pages 25 salespersons with their agent's name, on both paths", async () => {
    const first = await search(PATHS.agentBusiness);
    expectPage(first, 25, 1);
    expectPage(await search(PATHS.agentBusiness, { current: 3 }), 25, 3);
    expect(await search(PATHS.agentBusinessAlias)).toEqual(first);
    expect(Object.keys(first.records[0]!).sort()).toEqual(["agentId", "agentName", "id", "mobile", "name"]);
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
    const expected = seedOf("cloud_agent_business").filter((r) => String(r.name).includes(surname)).length;
    expect((await search(PATHS.agentBusiness, { searchStr: surname })).total).toBe(expected);
  });
});

describe("bank activity search (bankActManage/qryList)", () => {
  it("pages 15 activities, newest start first, on both paths", async () => {
    const first = await search(PATHS.bankActs);
    expectPage(first, 15, 1);
    expectPage(await search(PATHS.bankActs, { current: 2 }), 15, 2);
    expect(await search(PATHS.bankActsAlias)).toEqual(first);
    expect(Object.keys(first.records[0]!).sort()).toEqual(["actTitle", "bankName", "endTime", "id", "startTime", "status"]);
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
      seedOf("cloud_bank_act").slice(9).map((a) => a.id).sort(), // ACT2025010…ACT2025015
    );
    expect((await search(PATHS.bankActs, { actTitle: "ACT2025003" })).records.map((r) => r.id)).toEqual([seedOf("cloud_bank_act")[2]!.id]);
  });
});

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
    const merchants = new Set((await all(PATHS.merchants)).map((m) => m.id));
    expect((await all(PATHS.stores)).every((s) => merchants.has(String(s.merchantId)))).toBe(true);
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

describe("tenant isolation", () => {
  it("tenant 000002 sees only its own rows in every search", async () => {
    const counts: [string, number][] = [
      [PATHS.agents, 4], [PATHS.agentBusiness, 3], [PATHS.bankActs, 3], [PATHS.merchants, 5], [PATHS.stores, 6],
      [PATHS.storesAndDirect, 6], [PATHS.storeMen, 4], [PATHS.salesReps, 3],
    ];
    for (const [path, count] of counts) {
      const own = await all(path, {}, t2);
      expect(own, path).toHaveLength(count);
      const other = new Set((await all(path)).map((r) => r.id));
      expect(own.some((r) => other.has(r.id)), path).toBe(false);
    }
    // The same numbers exist in both tenants: each sees its own.
    const a1 = (await search(PATHS.agents, { searchStr: "A000001" })).records;
    const a2 = (await search(PATHS.agents, { searchStr: "A000001" }, t2)).records;
    expect(a1).toHaveLength(1);
    expect(a2).toMatchObject([{ agentNo: "A000001", agentName: "深圳蓝海科技服务有限公司" }]);
    expect(a2[0]!.id).not.toBe(a1[0]!.id);
    expect((await search(PATHS.merchants, { keyword: "餐饮" }, t2)).total).toBe(2);
    expect((await search(PATHS.merchants, { keyword: "蓝海" })).total).toBe(0);
    expect((await search(PATHS.agents, { searchStr: "蓝海" })).total).toBe(0);
    expect((await search(PATHS.salesReps, {}, t2)).records.every((r) => r.deptName === "蓝海支付")).toBe(true);
    // A salesperson's agent name is looked up within the tenant.
    expect((await all(PATHS.agentBusiness, {}, t2)).every((r) => String(r.agentName).length > 0)).toBe(true);
  });

  it("a row inserted into tenant 000002 stays invisible to 000001; deleted rows are hidden", async () => {
    const id = `9${Date.now()}${String(Math.floor(Math.random() * 1e5)).padStart(5, "0")}`.slice(0, 19);
    const unique = `隔离测试商户${id.slice(-6)}`;
    await sandboxEnv.DB.prepare(
      "INSERT INTO cloud_merchant_info (id, tenant_id, merchant_no, merchant_full_name, merchant_status, reg_status, create_time, is_deleted) VALUES (?, '000002', ?, ?, 1, 2, ?, 0)",
    ).bind(id, `MT${id.slice(-8)}`, unique, Date.now()).run();
    expect((await search(PATHS.merchants, { keyword: unique }, t2)).total).toBe(1);
    expect((await search(PATHS.merchants, { keyword: unique })).total).toBe(0);
    await sandboxEnv.DB.prepare("UPDATE cloud_merchant_info SET is_deleted = 1 WHERE id = ?").bind(id).run();
    expect((await search(PATHS.merchants, { keyword: unique }, t2)).total).toBe(0);
    await sandboxEnv.DB.prepare("DELETE FROM cloud_merchant_info WHERE id = ?").bind(id).run();
  });

  it("every search needs a token", async () => {
    for (const path of Object.values(PATHS)) {
      const response = await call(path);
      expect(response.status, path).toBe(401);
    }
  });
});

/* Upload. */

function form(file?: Blob | string, filename = "logo.png", field = "file"): FormData {
  const data = new FormData();
  if (file !== undefined) {
    if (typeof file === "string") data.set(field, file);
    else data.set(field, file, filename);
  }
  data.set("other", "x");
  return data;
}

type BladeFile = { link: string; domain: string; name: string; originalName: string; attachId: number };

async function upload(data: FormData, path = UPLOAD, token = t1): Promise<R<BladeFile>> {
  const response = await authed(path, token, { method: "POST", body: data });
  expect(response.status).toBe(200);
  return body<R<BladeFile>>(response);
}

function patterned(size: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(size);
  for (let i = 0; i < size; i++) out[i] = (i * 31 + (i >> 10)) & 0xff;
  return out;
}

function today(): string {
  const d = new Date(Date.now() + 8 * 3600_000);
  return `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, "0")}${String(d.getUTCDate()).padStart(2, "0")}`;
}

describe("upload (oss put-file) and /sandbox/files", () => {
  it("uploads a small PNG and serves the same bytes at the link, without a token", async () => {
    const raster = new Raster(4, 3, [200, 30, 40]);
    raster.set(1, 1, [0, 0, 255]);
    const png = new Uint8Array(await encodePng(raster));
    const answer = await upload(form(new Blob([png], { type: "image/png" }), "付款截图.png"));
    expect(answer).toMatchObject({ code: 200, success: true, msg: "操作成功" });
    expect(Object.keys(answer.data)).toEqual(["link", "domain", "name", "originalName", "attachId"]);
    expect(answer.data.name).toMatch(new RegExp(`^upload/${today()}/[0-9a-f]{32}\\.png$`));
    expect(answer.data).toMatchObject({ link: `/sandbox/files/${answer.data.name}`, domain: "/sandbox/files", originalName: "付款截图.png", attachId: -1 });

    const served = await call(answer.data.link);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-disposition")).toBeNull();
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
    // HEAD answers the headers; a matching If-None-Match is 304.
    const head = await call(answer.data.link, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(png.byteLength));
    const etag = served.headers.get("etag")!;
    expect(etag).toMatch(/^"[0-9a-f]{32}\.png"$/);
    expect((await call(answer.data.link, { headers: { "if-none-match": etag } })).status).toBe(304);

    const row = await sandboxEnv.DB.prepare("SELECT tenant_id, content_type, size, original_name FROM sandbox_file WHERE name = ?").bind(answer.data.name).first();
    expect(row).toEqual({ tenant_id: "000001", content_type: "image/png", size: png.byteLength, original_name: "付款截图.png" });
    // A second upload of the same file gets a new name.
    const again = await upload(form(new Blob([png], { type: "image/png" })), UPLOAD_ALIAS);
    expect(again.data.name).not.toBe(answer.data.name);
    expect(new Uint8Array(await (await call(again.data.link)).arrayBuffer())).toEqual(png);
  });

  it("stores a file over 1 MB in chunks of at most 1,000,000 bytes and serves it whole", async () => {
    const size = 2 * CHUNK_BYTES + 123_457;
    const data = patterned(size);
    const answer = await upload(form(new Blob([data], { type: "image/jpeg" }), "big.jpg"));
    expect(answer.code).toBe(200);
    expect(answer.data.name).toMatch(/\.jpg$/);
    const { results } = await sandboxEnv.DB.prepare("SELECT seq, length(data) AS n FROM sandbox_file_chunk WHERE name = ? ORDER BY seq")
      .bind(answer.data.name)
      .all<{ seq: number; n: number }>();
    expect(results).toEqual([{ seq: 0, n: CHUNK_BYTES }, { seq: 1, n: CHUNK_BYTES }, { seq: 2, n: 123_457 }]);
    const served = await call(answer.data.link);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(served.headers.get("content-length")).toBe(String(size));
    const got = new Uint8Array(await served.arrayBuffer());
    expect(got.byteLength).toBe(size);
    expect(got.every((b, i) => b === data[i])).toBe(true);
  });

  it("serves non-image types as an octet-stream attachment; names take the extension of the type", async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const svgAnswer = await upload(form(new Blob([svg], { type: "image/svg+xml" }), "x.svg"));
    expect(svgAnswer.data.name).toMatch(/\.svg$/);
    const served = await call(svgAnswer.data.link);
    expect(served.headers.get("content-type")).toBe("application/octet-stream");
    expect(served.headers.get("content-disposition")).toBe(`attachment; filename="x.svg"; filename*=UTF-8''x.svg`);
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(svg);

    const html = await upload(form(new Blob(["<h1>hi</h1>"], { type: "text/html" }), "页面.html"));
    expect(html.data.name).toMatch(/\.html$/);
    const page = await call(html.data.link);
    expect(page.headers.get("content-type")).toBe("application/octet-stream");
    expect(page.headers.get("content-disposition")).toContain(`filename*=UTF-8''${encodeURIComponent("页面.html")}`);

    for (const [type, ext] of [["image/gif", "gif"], ["image/webp", "webp"], ["image/bmp", "bmp"], ["image/jpeg", "jpg"]] as const) {
      const answer = await upload(form(new Blob([patterned(10)], { type }), "pic.dat"));
      expect(answer.data.name).toMatch(new RegExp(`\\.${ext}$`));
      expect((await call(answer.data.link)).headers.get("content-type")).toBe(type);
    }
    const untyped = await upload(form(new Blob([patterned(10)]), "noext"));
    expect(untyped.data.name).toMatch(/\.bin$/);
    expect((await call(untyped.data.link)).headers.get("content-type")).toBe("application/octet-stream");
  });

  it("a missing file is HTTP 400 缺少必要的请求参数: file", async () => {
    const cases: RequestInit[] = [
      { method: "POST", body: form() },
      { method: "POST", body: form("not a file") },
      { method: "POST", body: form(new Blob(["x"]), "a.png", "upload") },
      { method: "POST", body: JSON.stringify({ file: "x" }), headers: { "content-type": "application/json" } },
      { method: "POST" },
    ];
    for (const init of cases) {
      const response = await authed(UPLOAD, t1, init);
      expect(response.status).toBe(400);
      expect(await body(response)).toEqual({ code: 400, success: false, data: {}, msg: "缺少必要的请求参数: file" });
    }
    expect((await call(UPLOAD, { method: "POST", body: form(new Blob(["x"])) })).status).toBe(401);
  });

  it("over 50 MB fails with 上传文件大小超出限制 and stores nothing", async () => {
    const before = await sandboxEnv.DB.prepare("SELECT COUNT(*) AS n FROM sandbox_file").first<number>("n");
    const answer = await upload(form(new Blob([new Uint8Array(MAX_FILE_BYTES + 1)], { type: "image/png" }), "huge.png"));
    expect(answer).toEqual({ code: 400, success: false, data: {}, msg: "上传文件大小超出限制" });
    expect(await sandboxEnv.DB.prepare("SELECT COUNT(*) AS n FROM sandbox_file").first<number>("n")).toBe(before);
  });

  it("an unknown or malformed file name is 404", async () => {
    for (const path of [
      `/sandbox/files/upload/${today()}/${"0".repeat(32)}.png`,
      "/sandbox/files/upload/20260101/abc.png",
      "/sandbox/files/upload/..%2F..%2Fsecret",
      "/sandbox/files/nothing",
    ]) {
      const response = await call(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });
});
