import { describe, expect, it } from "vitest";
import { hasSensitiveWord } from "../../workers/sandbox/services/reference/sensitive";
import { SEED } from "../../workers/sandbox/core/seed";
import { seedId } from "../../workers/sandbox/core/ids";
import { idNumber } from "../../workers/sandbox/services/reference/seed";
import { authed, body, call, sandboxEnv, signIn, signInWithCaptcha } from "./helpers";

type R<T> = { code: number; success: boolean; data: T; msg: string };
type Page<T> = { records: T[]; total: number; size: number; current: number; pages: number };
type Rec = Record<string, unknown>;
const SYS = "/api/cloud-system";
const LOG = "/api/cloud-log";
const OK = { code: 200, success: true, data: {}, msg: "操作成功" };
const NONE = { code: 200, success: true, data: {}, msg: "暂无承载数据" };
const failed = (msg: string) => ({ code: 400, success: false, data: {}, msg });
const DATE = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/;

async function get<T = Rec>(path: string, token: string): Promise<R<T>> {
  const response = await authed(path, token);
  expect(response.status, path).toBe(200);
  return body<R<T>>(response);
}

async function getPage<T = Rec>(path: string, token: string): Promise<Page<T>> {
  const r = await get<Page<T>>(path, token);
  expect(r.code, JSON.stringify(r)).toBe(200);
  return r.data;
}

async function post<T = Rec>(path: string, token: string, payload?: unknown): Promise<R<T>> {
  const init: RequestInit = { method: "POST" };
  if (payload !== undefined) {
    init.body = JSON.stringify(payload);
    init.headers = { "content-type": "application/json" };
  }
  return body<R<T>>(await authed(path, token, init));
}

const q = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
const admin = async () => (await signIn("admin", "admin")).access_token;
const unique = () => String(Date.now()).slice(-6) + String(Math.floor(Math.random() * 1000)).padStart(3, "0");

describe("MCC", () => {
  it("lists 175 seeded codes: 2 pages of 100, ordered by mccCode, in the record shape", async () => {
    const token = await admin();
    const first = await getPage(`${SYS}/mcc/list?current=1&size=100`, token);
    expect(first).toMatchObject({ total: 175, size: 100, current: 1, pages: 2 });
    expect(first.records).toHaveLength(100);
    const second = await getPage(`${SYS}/mcc/list?current=2&size=100`, token);
    expect(second.records).toHaveLength(75);
    const codes = [...first.records, ...second.records].map((m) => m.mccCode as string);
    expect(codes).toEqual([...codes].sort());
    expect(new Set(codes).size).toBe(175);
    expect(codes.every((c) => /^\d{4}$/.test(c))).toBe(true);
    const row = first.records[0]!;
    expect(Object.keys(row)).toEqual(["id", "mccCode", "name", "categoryName", "remark", "sort", "createTime"]);
    expect(row).toMatchObject({ id: expect.stringMatching(/^\d{19}$/), sort: expect.any(Number), createTime: expect.stringMatching(DATE) });
    expect((await getPage(`${SYS}/mcc/list`, token))).toMatchObject({ size: 10, pages: 18, total: 175 });
    const byCode = Object.fromEntries(codes.map((c, i) => [c, [...first.records, ...second.records][i]!]));
    for (const [code, name] of [["5411", "大型仓储式超级市场"], ["5812", "就餐场所和餐馆"], ["5814", "快餐店"], ["5311", "百货商店"],
      ["4111", "市内通勤旅客运输"], ["5541", "加油站"], ["7011", "住宿服务（酒店、宾馆）"], ["8062", "医院"], ["8211", "中小学校"]]) {
      expect((byCode[code]!.name as string).startsWith(name.slice(0, 4)), code).toBe(true);
      expect(byCode[code]!.categoryName, code).not.toBe("");
    }
  });

  it("filters: name matches name or code (LIKE), mccCode exact; sorts by ascs/descs", async () => {
    const token = await admin();
    const eat = await getPage(`${SYS}/mcc/list?${q({ name: "餐", size: 100 })}`, token);
    expect(eat.total).toBeGreaterThanOrEqual(2);
    expect(eat.records.every((m) => (m.name as string).includes("餐") || (m.mccCode as string).includes("餐"))).toBe(true);
    const byCode = await getPage(`${SYS}/mcc/list?${q({ name: "581", size: 100 })}`, token);
    expect(byCode.records.map((m) => m.mccCode)).toEqual(["5811", "5812", "5813", "5814"]);
    const exact = await getPage(`${SYS}/mcc/list?mccCode=5411`, token);
    expect(exact.total).toBe(1);
    expect(exact.records[0]).toMatchObject({ mccCode: "5411", name: "大型仓储式超级市场", id: seedId(50, exact.records[0]!.sort as number) });
    expect((await getPage(`${SYS}/mcc/list?mccCode=541`, token)).total).toBe(0);
    expect((await getPage(`${SYS}/mcc/list?name=%25`, token)).total).toBe(0);

    const desc = await getPage(`${SYS}/mcc/list?descs=mccCode&size=3`, token);
    expect(desc.records.map((m) => m.mccCode)).toEqual(["9402", "9399", "9311"]);
    const bySort = await getPage(`${SYS}/mcc/list?descs=sort&size=2`, token);
    expect(bySort.records.map((m) => m.sort)).toEqual([175, 174]);
    const byName = (await getPage(`${SYS}/mcc/list?ascs=name&size=100`, token)).records.map((m) => m.name as string);
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const ignored = await getPage(`${SYS}/mcc/list?descs=bogus;drop&size=2`, token);
    expect(ignored.records.map((m) => m.mccCode)).toEqual(["0742", "0763"]);
  });

  it("detail by id; absent → R.data(null)", async () => {
    const token = await admin();
    const id = (await getPage(`${SYS}/mcc/list?mccCode=8062`, token)).records[0]!.id as string;
    const d = await get(`${SYS}/mcc/detail?id=${id}`, token);
    expect(d).toMatchObject({ code: 200, data: { id, mccCode: "8062", name: "医院", categoryName: "医疗保健" } });
    expect(await get(`${SYS}/mcc/detail?id=1`, token)).toEqual(NONE);
    expect(await get(`${SYS}/mcc/detail`, token)).toEqual(NONE);
  });

  it("submit inserts and updates, validates, rejects duplicate codes; remove deletes logically", async () => {
    const token = await admin();
    const code = "3" + unique().slice(-3);
    expect(await post(`${SYS}/mcc/submit`, token, { mccCode: code, name: "测试航空公司", categoryName: "交通运输", sort: 500 })).toEqual(OK);
    const created = (await getPage(`${SYS}/mcc/list?mccCode=${code}`, token)).records;
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ mccCode: code, name: "测试航空公司", categoryName: "交通运输", remark: "", sort: 500 });
    const id = created[0]!.id as string;
    expect(id).toMatch(/^\d{19}$/);
    expect((await getPage(`${SYS}/mcc/list`, token)).total).toBe(176);

    expect(await post(`${SYS}/mcc/submit`, token, { mccCode: code, name: "重复" })).toEqual(failed("MCC编码已存在!"));
    expect(await post(`${SYS}/mcc/submit`, token, { id, mccCode: "5411", name: "改成已有编码" })).toEqual(failed("MCC编码已存在!"));
    expect(await post(`${SYS}/mcc/submit`, token, { id, mccCode: code, name: "测试航空公司（改）", remark: "备注", sort: "7" })).toEqual(OK);
    expect((await get(`${SYS}/mcc/detail?id=${id}`, token)).data).toMatchObject({ name: "测试航空公司（改）", remark: "备注", sort: 7 });

    expect(await post(`${SYS}/mcc/submit`, token, { name: "无编码" })).toEqual(failed("MCC编码不能为空"));
    expect(await post(`${SYS}/mcc/submit`, token, { mccCode: "541", name: "三位" })).toEqual(failed("MCC编码必须为4位数字"));
    expect(await post(`${SYS}/mcc/submit`, token, { mccCode: "54a1", name: "字母" })).toEqual(failed("MCC编码必须为4位数字"));
    expect(await post(`${SYS}/mcc/submit`, token, { mccCode: "3999" })).toEqual(failed("MCC名称不能为空"));
    expect(await post(`${SYS}/mcc/submit`, token, { mccCode: "3999", name: "x", sort: "abc" })).toEqual(failed("排序必须为整数"));
    expect(await post(`${SYS}/mcc/submit`, token, { id: "1", mccCode: "3998", name: "不存在" })).toEqual(failed("操作失败"));
    const bad = await authed(`${SYS}/mcc/submit`, token, { method: "POST", body: "{oops", headers: { "content-type": "application/json" } });
    expect(bad.status).toBe(400);

    const missing = await authed(`${SYS}/mcc/remove`, token, { method: "POST" });
    expect(missing.status).toBe(400);
    expect(await body(missing)).toMatchObject({ code: 400, success: false, msg: "缺少必要的请求参数: ids" });
    const form = await authed(`${SYS}/mcc/remove`, token, {
      method: "POST", body: `ids=${id}`, headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(await body(form)).toEqual(OK);
    expect(await get(`${SYS}/mcc/detail?id=${id}`, token)).toEqual(NONE);
    expect((await getPage(`${SYS}/mcc/list?mccCode=${code}`, token)).total).toBe(0);
    expect(await sandboxEnv.DB.prepare("SELECT is_deleted FROM blade_mcc WHERE id = ?").bind(id).first("is_deleted")).toBe(1);
    expect(await post(`${SYS}/mcc/remove?ids=${id}`, token)).toEqual(failed("操作失败"));
    // The code is free again once removed.
    expect(await post(`${SYS}/mcc/submit`, token, { mccCode: code, name: "再次新增" })).toEqual(OK);
    const again = (await getPage(`${SYS}/mcc/list?mccCode=${code}`, token)).records[0]!.id as string;
    expect(await post(`${SYS}/mcc/remove?ids=${again},${id}`, token)).toEqual(OK);
  });
});

describe("bank info", () => {
  it("lists ≥ 60 branches ordered by 12-digit bankCode, in the record shape, over several cities and types", async () => {
    const token = await admin();
    const all = await getPage(`${SYS}/bank-info/list?size=200`, token);
    expect(all.total).toBe(117);
    const codes = all.records.map((b) => b.bankCode as string);
    expect(codes).toEqual([...codes].sort());
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((c) => /^\d{12}$/.test(c))).toBe(true);
    expect(Object.keys(all.records[0]!)).toEqual(["id", "bankName", "bankCode", "bankTypeId", "bankTypeName", "bankProvince", "bankCity",
      "address", "createTime"]);
    expect(new Set(all.records.map((b) => b.bankCity)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(all.records.map((b) => b.bankTypeId))).toEqual(new Set([1, 2, 3, 4, 5]));
    const names = all.records.map((b) => b.bankName);
    expect(names).toContain("中国工商银行上海浦东分行");
    expect(names).toContain("招商银行深圳南山支行");
    const types: Record<number, string> = { 1: "国有银行", 2: "股份制银行", 3: "城市商业银行", 4: "农村商业银行", 5: "外资银行" };
    expect(all.records.every((b) => b.bankTypeName === types[b.bankTypeId as number])).toBe(true);
    expect((await getPage(`${SYS}/bank-info/list`, token))).toMatchObject({ size: 10, current: 1, pages: 12 });
  });

  it("filters bankName / bankCity (LIKE), bankTypeId (exact); sorts; detail", async () => {
    const token = await admin();
    const sz = await getPage(`${SYS}/bank-info/list?${q({ bankCity: "深圳", size: 100 })}`, token);
    expect(sz.total).toBe(15);
    expect(sz.records.every((b) => b.bankCity === "深圳市" && b.bankProvince === "广东省")).toBe(true);
    const foreign = await getPage(`${SYS}/bank-info/list?bankTypeId=5&size=100`, token);
    expect(foreign.total).toBe(4);
    expect(foreign.records.every((b) => b.bankTypeName === "外资银行")).toBe(true);
    const cmb = await getPage(`${SYS}/bank-info/list?${q({ bankName: "招商", bankCity: "深圳", bankTypeId: 2 })}`, token);
    expect(cmb.records.map((b) => b.bankName)).toEqual(["招商银行深圳南山支行"]);
    expect((await getPage(`${SYS}/bank-info/list?bankTypeId=x`, token)).total).toBe(0);

    const desc = (await getPage(`${SYS}/bank-info/list?descs=bankCode&size=100`, token)).records.map((b) => b.bankCode as string);
    expect(desc).toEqual([...desc].sort().reverse());
    const byCity = (await getPage(`${SYS}/bank-info/list?ascs=bankCity&descs=bankCode&size=200`, token)).records;
    const keys = byCity.map((b) => `${b.bankCity as string}|${b.bankCode as string}`);
    expect(byCity.map((b) => b.bankCity)).toEqual([...byCity.map((b) => b.bankCity as string)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(keys.length).toBe(117);

    const d = await get(`${SYS}/bank-info/detail?id=${cmb.records[0]!.id as string}`, token);
    expect(d.data).toMatchObject({ bankName: "招商银行深圳南山支行", bankTypeId: 2, bankTypeName: "股份制银行", bankCity: "深圳市" });
    expect((d.data.address as string).startsWith("广东省深圳市南山区")).toBe(true);
    expect(await get(`${SYS}/bank-info/detail?id=0`, token)).toEqual(NONE);
  });

  it("submit validates, sets bankTypeName, rejects duplicate 联行号; remove", async () => {
    const token = await admin();
    const code = "999" + unique();
    const entity = { bankName: "测试银行杭州滨江支行", bankCode: code, bankTypeId: 3, bankProvince: "浙江省", bankCity: "杭州市", address: "滨江区江南大道1号" };
    expect(await post(`${SYS}/bank-info/submit`, token, entity)).toEqual(OK);
    const row = (await getPage(`${SYS}/bank-info/list?${q({ bankName: "测试银行杭州滨江" })}`, token)).records[0]!;
    expect(row).toMatchObject({ bankCode: code, bankTypeId: 3, bankTypeName: "城市商业银行", address: "滨江区江南大道1号" });
    const id = row.id as string;
    expect(await post(`${SYS}/bank-info/submit`, token, { ...entity, bankName: "另一家" })).toEqual(failed("联行号已存在!"));
    const seeded = (await getPage(`${SYS}/bank-info/list?size=1`, token)).records[0]!.bankCode;
    expect(await post(`${SYS}/bank-info/submit`, token, { ...entity, id, bankCode: seeded })).toEqual(failed("联行号已存在!"));
    expect(await post(`${SYS}/bank-info/submit`, token, { ...entity, id, bankTypeId: "4" })).toEqual(OK);
    expect((await get(`${SYS}/bank-info/detail?id=${id}`, token)).data).toMatchObject({ bankTypeId: 4, bankTypeName: "农村商业银行" });

    const without = (key: string) => Object.fromEntries(Object.entries(entity).filter(([k]) => k !== key));
    expect(await post(`${SYS}/bank-info/submit`, token, without("bankName"))).toEqual(failed("开户行名称不能为空"));
    expect(await post(`${SYS}/bank-info/submit`, token, without("bankCode"))).toEqual(failed("联行号不能为空"));
    expect(await post(`${SYS}/bank-info/submit`, token, { ...entity, bankCode: "10229000001" })).toEqual(failed("联行号必须为12位数字"));
    expect(await post(`${SYS}/bank-info/submit`, token, without("bankTypeId"))).toEqual(failed("银行类型不能为空"));
    expect(await post(`${SYS}/bank-info/submit`, token, { ...entity, bankTypeId: 9 })).toEqual(failed("银行类型不正确"));
    expect(await post(`${SYS}/bank-info/submit`, token, without("bankProvince"))).toEqual(failed("所在省份不能为空"));
    expect(await post(`${SYS}/bank-info/submit`, token, without("bankCity"))).toEqual(failed("所在城市不能为空"));

    expect(await post(`${SYS}/bank-info/remove?ids=${id}`, token)).toEqual(OK);
    expect(await get(`${SYS}/bank-info/detail?id=${id}`, token)).toEqual(NONE);
    expect((await getPage(`${SYS}/bank-info/list`, token)).total).toBe(117);
    expect((await authed(`${SYS}/bank-info/remove`, token, { method: "POST" })).status).toBe(400);
  });
});

describe("blacklist", () => {
  it("pages 30 rows of 000001, newest first, with typeName and creator", async () => {
    const token = await admin();
    const all = await getPage(`${SYS}/blacklist/page?size=50`, token);
    expect(all.total).toBe(30);
    const times = all.records.map((b) => b.createTime as string);
    expect(times).toEqual([...times].sort().reverse());
    expect(Object.keys(all.records[0]!)).toEqual(["id", "type", "typeName", "value", "reason", "createUser", "createUserName", "createTime"]);
    expect(all.records[0]).toMatchObject({ id: seedId(52, 1), type: 1, typeName: "手机号", value: "13512348871", createUser: SEED.userAdmin1,
      createUserName: "管理员" });
    expect(all.records.some((b) => b.createUserName === "运营专员" && b.createUser === SEED.userOperator1)).toBe(true);
    const names: Record<number, string> = { 1: "手机号", 2: "身份证号", 3: "银行卡号", 4: "商户号" };
    expect(all.records.every((b) => b.typeName === names[b.type as number])).toBe(true);
    expect((await getPage(`${SYS}/blacklist/page`, token))).toMatchObject({ size: 10, pages: 3 });
  });

  it("filters by type, value and reason (LIKE); sorts; detail", async () => {
    const token = await admin();
    const ids = await getPage(`${SYS}/blacklist/page?type=2&size=50`, token);
    expect(ids.total).toBe(8);
    expect(ids.records.every((b) => b.typeName === "身份证号" && /^\d{17}[\dX]$/.test(b.value as string))).toBe(true);
    const all = (await getPage(`${SYS}/blacklist/page?size=50`, token)).records;
    const value = await getPage(`${SYS}/blacklist/page?value=8983&size=50`, token);
    expect(value.total).toBe(all.filter((b) => (b.value as string).includes("8983")).length);
    expect(value.total).toBeGreaterThanOrEqual(2);
    expect(value.records.every((b) => (b.value as string).includes("8983"))).toBe(true);
    const reason = await getPage(`${SYS}/blacklist/page?${q({ reason: "诈骗", size: 50 })}`, token);
    expect(reason.total).toBeGreaterThanOrEqual(2);
    expect(reason.records.every((b) => (b.reason as string).includes("诈骗"))).toBe(true);
    const asc = (await getPage(`${SYS}/blacklist/page?ascs=createTime&size=50`, token)).records.map((b) => b.createTime as string);
    expect(asc).toEqual([...asc].sort());
    const byType = (await getPage(`${SYS}/blacklist/page?ascs=type&size=50`, token)).records.map((b) => b.type as number);
    expect(byType).toEqual([...byType].sort());
    const d = await get(`${SYS}/blacklist/detail?id=${seedId(52, 4)}`, token);
    expect(d.data).toMatchObject({ type: 4, typeName: "商户号", value: "898310048161234" });
    expect(await get(`${SYS}/blacklist/detail?id=${seedId(52, 101)}`, token)).toEqual(NONE);
  });

  it("submit validates the value by type, rejects duplicates and long reasons; update; remove", async () => {
    const token = await admin();
    const { user_id, access_token: qa1 } = await signIn("qa1", "qa123456");
    const mobile = "139" + unique().slice(0, 8);
    expect(await post(`${SYS}/blacklist/submit`, qa1, { type: 1, value: mobile, reason: "测试" })).toEqual(OK);
    const row = (await getPage(`${SYS}/blacklist/page?value=${mobile}`, token)).records[0]!;
    expect(row).toMatchObject({ type: 1, typeName: "手机号", value: mobile, reason: "测试", createUser: user_id, createUserName: "测试账号1" });
    expect((await getPage(`${SYS}/blacklist/page?size=1`, token)).records[0]!.id).toBe(row.id);
    expect(await post(`${SYS}/blacklist/submit`, token, { type: "1", value: mobile })).toEqual(failed("该黑名单已存在!"));
    // The same value under another type is a different entry.
    expect(await post(`${SYS}/blacklist/submit`, token, { type: 4, value: mobile })).toEqual(OK);
    const asMerchant = (await getPage(`${SYS}/blacklist/page?type=4&value=${mobile}`, token)).records[0]!.id as string;

    const cases: [unknown, string, string][] = [
      [undefined, "13800000000", "黑名单类型不能为空"],
      [7, "13800000000", "黑名单类型不正确"],
      [1, "", "手机号不能为空"],
      [1, "1380000000", "手机号格式不正确，请输入11位手机号"],
      [1, "23800000000", "手机号格式不正确，请输入11位手机号"],
      [2, "31011519850312417", "身份证号格式不正确，请输入18位身份证号"],
      [2, "31011519850312417Y", "身份证号格式不正确，请输入18位身份证号"],
      [3, "62220210011", "银行卡号格式不正确，请输入12-19位数字"],
      [3, "62220210011234567890", "银行卡号格式不正确，请输入12-19位数字"],
      [3, "6222a21001123456", "银行卡号格式不正确，请输入12-19位数字"],
      [4, "   ", "商户号不能为空"],
    ];
    for (const [type, value, msg] of cases) {
      expect(await post(`${SYS}/blacklist/submit`, token, { type, value }), `${String(type)} ${value}`).toEqual(failed(msg));
    }
    expect(await post(`${SYS}/blacklist/submit`, token, { type: 1, value: "13800000000", reason: "因".repeat(201) }))
      .toEqual(failed("原因不能超过200个字符"));
    const idNo = idNumber("310104", "19920101", unique().slice(-3)).replace("X", "x");
    expect(await post(`${SYS}/blacklist/submit`, token, { type: 2, value: idNo, reason: "因".repeat(200) })).toEqual(OK);
    const byId = await getPage(`${SYS}/blacklist/page?value=${idNo.toUpperCase()}`, token);
    expect(byId.total).toBe(1);

    expect(await post(`${SYS}/blacklist/submit`, token, { id: row.id, type: 3, value: "6222 0210 0112 3456", reason: "改为卡号" })).toEqual(OK);
    expect((await get(`${SYS}/blacklist/detail?id=${row.id as string}`, token)).data).toMatchObject({
      type: 3, typeName: "银行卡号", value: "6222021001123456", reason: "改为卡号", createUser: user_id,
    });
    expect(await post(`${SYS}/blacklist/submit`, token, { id: row.id, type: 1, value: "13512348871" })).toEqual(failed("该黑名单已存在!"));

    expect(await post(`${SYS}/blacklist/remove?ids=${row.id as string},${asMerchant},${byId.records[0]!.id as string}`, token)).toEqual(OK);
    expect(await get(`${SYS}/blacklist/detail?id=${row.id as string}`, token)).toEqual(NONE);
    expect((await getPage(`${SYS}/blacklist/page`, token)).total).toBe(30);
    expect((await authed(`${SYS}/blacklist/remove`, token, { method: "POST" })).status).toBe(400);
  });

  it("is tenant-scoped: 000002 sees its 3 rows and cannot read, change or remove 000001's", async () => {
    const two = (await signInWithCaptcha("admin", "admin", "000002")).access_token;
    const page2 = await getPage(`${SYS}/blacklist/page`, two);
    expect(page2.total).toBe(3);
    expect(page2.records.every((b) => b.createUser === SEED.userAdmin2)).toBe(true);
    expect(await get(`${SYS}/blacklist/detail?id=${seedId(52, 1)}`, two)).toEqual(NONE);
    expect(await post(`${SYS}/blacklist/remove?ids=${seedId(52, 1)}`, two)).toEqual(failed("操作失败"));
    expect(await post(`${SYS}/blacklist/submit`, two, { id: seedId(52, 1), type: 1, value: "13700000001" })).toEqual(failed("操作失败"));
    // 000001's value is not a duplicate in 000002.
    expect(await post(`${SYS}/blacklist/submit`, two, { type: 1, value: "13512348871" })).toEqual(OK);
    const copy = (await getPage(`${SYS}/blacklist/page?value=13512348871`, two)).records[0]!.id as string;
    expect(await post(`${SYS}/blacklist/remove?ids=${copy}`, two)).toEqual(OK);
    const token = await admin();
    expect((await get(`${SYS}/blacklist/detail?id=${seedId(52, 1)}`, token)).data).toMatchObject({ value: "13512348871" });
    expect((await getPage(`${SYS}/blacklist/page`, token)).total).toBe(30);
  });
});

describe("sensitive words", () => {
  it("pages words and whitelisted words of the tenant, newest first, with LIKE on word", async () => {
    const token = await admin();
    const words = await getPage(`${SYS}/sensitive/pageWords?size=100`, token);
    expect(words.total).toBe(35);
    expect(Object.keys(words.records[0]!)).toEqual(["id", "word", "createTime", "updateTime"]);
    expect(words.records[0]).toMatchObject({ id: seedId(53, 1), word: "赌博" });
    const times = words.records.map((w) => w.createTime as string);
    expect(times).toEqual([...times].sort().reverse());
    for (const w of ["赌博", "博彩", "洗钱", "套现", "代开发票", "传销", "诈骗", "色情", "非法集资", "刷单"]) {
      expect(words.records.map((r) => r.word)).toContain(w);
    }
    const like = await getPage(`${SYS}/sensitive/pageWords?${q({ word: "诈骗" })}`, token);
    expect(like.records.map((w) => w.word).sort()).toEqual(["私募诈骗", "诈骗"]);
    const white = await getPage(`${SYS}/sensitive/pageWhiteWords?size=100`, token);
    expect(white.total).toBe(10);
    expect(white.records.map((w) => w.word)).toEqual(expect.arrayContaining(["反赌博", "反洗钱", "反诈骗", "防诈骗"]));
    expect((await getPage(`${SYS}/sensitive/pageWhiteWords?${q({ word: "洗钱" })}`, token)).records.map((w) => w.word)).toEqual(["反洗钱"]);
    expect(await getPage(`${SYS}/sensitive/pageWords?size=10&current=4`, token)).toMatchObject({ pages: 4, current: 4 });
    expect((await getPage(`${SYS}/sensitive/pageWords?size=10&current=4`, token)).records).toHaveLength(5);
    const asc = (await getPage(`${SYS}/sensitive/pageWords?ascs=createTime&size=100`, token)).records.map((w) => w.createTime as string);
    expect(asc).toEqual([...asc].sort());
  });

  it("checkWord: true on a sensitive word unless every occurrence is inside a whitelisted word", async () => {
    const token = await admin();
    const check = async (word: string | null) =>
      (await get<boolean>(`${SYS}/sensitive/checkWord${word === null ? "" : `?${q({ word })}`}`, token));
    expect(await check("赌博网站")).toEqual({ code: 200, success: true, data: true, msg: "操作成功" });
    expect((await check("反赌博宣传")).data).toBe(false);
    expect((await check("反赌博宣传，但这里有赌博")).data).toBe(true);
    expect((await check("拒绝赌博，远离毒品")).data).toBe(false);
    expect((await check("今天天气很好")).data).toBe(false);
    expect((await check("信用卡套现")).data).toBe(true);
    expect((await check("")).data).toBe(false);
    expect((await check(null)).data).toBe(false);
    // Pure rule.
    expect(hasSensitiveWord("反洗钱培训", ["洗钱"], ["反洗钱"])).toBe(false);
    expect(hasSensitiveWord("ABC", ["abc"], [])).toBe(true);
    expect(hasSensitiveWord("洗钱反", ["洗钱"], ["反洗钱"])).toBe(true);
  });

  it("addWord / updateWord / deleteWord/{id}: validation, duplicates, effect on checkWord", async () => {
    const token = await admin();
    const word = `测试敏感${unique()}`;
    expect(await post(`${SYS}/sensitive/addWord`, token, { word })).toEqual(OK);
    expect(await post(`${SYS}/sensitive/addWord`, token, { word })).toEqual(failed("敏感词已存在!"));
    expect(await post(`${SYS}/sensitive/addWord`, token, { word: "赌博" })).toEqual(failed("敏感词已存在!"));
    expect(await post(`${SYS}/sensitive/addWord`, token, { word: " " })).toEqual(failed("敏感词不能为空"));
    expect(await post(`${SYS}/sensitive/addWord`, token, {})).toEqual(failed("敏感词不能为空"));
    expect(await post(`${SYS}/sensitive/addWord`, token, { word: "词".repeat(51) })).toEqual(failed("敏感词不能超过50个字符"));
    const row = (await getPage(`${SYS}/sensitive/pageWords?${q({ word })}`, token)).records[0]!;
    expect(row).toMatchObject({ word, id: expect.stringMatching(/^\d{19}$/) });
    expect((await getPage(`${SYS}/sensitive/pageWords?size=1`, token)).records[0]!.id).toBe(row.id);
    expect((await get<boolean>(`${SYS}/sensitive/checkWord?${q({ word: `前缀${word}后缀` })}`, token)).data).toBe(true);

    const renamed = `${word}改`;
    expect(await post(`${SYS}/sensitive/updateWord`, token, { id: row.id, word: renamed })).toEqual(OK);
    expect(await post(`${SYS}/sensitive/updateWord`, token, { id: row.id, word: "洗钱" })).toEqual(failed("敏感词已存在!"));
    expect(await post(`${SYS}/sensitive/updateWord`, token, { word: "x" })).toEqual(failed("主键不能为空"));
    expect(await post(`${SYS}/sensitive/updateWord`, token, { id: "1", word: "不存在的词" })).toEqual(failed("操作失败"));
    const updated = (await getPage(`${SYS}/sensitive/pageWords?${q({ word })}`, token)).records[0]!;
    expect(updated.word).toBe(renamed);
    expect((updated.updateTime as string) >= (updated.createTime as string)).toBe(true);

    // Whitelisting the whole word clears it.
    expect((await get<boolean>(`${SYS}/sensitive/checkWord?${q({ word: `反${renamed}` })}`, token)).data).toBe(true);
    expect(await post(`${SYS}/sensitive/addWhiteWord`, token, { word: `反${renamed}` })).toEqual(OK);
    expect((await get<boolean>(`${SYS}/sensitive/checkWord?${q({ word: `反${renamed}` })}`, token)).data).toBe(false);

    const white = (await getPage(`${SYS}/sensitive/pageWhiteWords?${q({ word: renamed })}`, token)).records[0]!.id as string;
    expect(await post(`${SYS}/sensitive/deleteWhiteWord/${white}`, token)).toEqual(OK);
    expect(await post(`${SYS}/sensitive/deleteWord/${row.id as string}`, token)).toEqual(OK);
    expect(await post(`${SYS}/sensitive/deleteWord/${row.id as string}`, token)).toEqual(failed("操作失败"));
    expect((await getPage(`${SYS}/sensitive/pageWords`, token)).total).toBe(35);
    expect((await get<boolean>(`${SYS}/sensitive/checkWord?${q({ word: renamed })}`, token)).data).toBe(false);
    expect((await authed(`${SYS}/sensitive/deleteWord/${row.id as string}`, token)).status).toBe(405);
  });

  it("addWhiteWord / updateWhiteWord / deleteWhiteWord/{id}", async () => {
    const token = await admin();
    const word = `反测试${unique()}`;
    expect(await post(`${SYS}/sensitive/addWhiteWord`, token, { word })).toEqual(OK);
    expect(await post(`${SYS}/sensitive/addWhiteWord`, token, { word })).toEqual(failed("白名单词已存在!"));
    expect(await post(`${SYS}/sensitive/addWhiteWord`, token, { word: "" })).toEqual(failed("白名单词不能为空"));
    expect(await post(`${SYS}/sensitive/addWhiteWord`, token, { word: "白".repeat(51) })).toEqual(failed("白名单词不能超过50个字符"));
    const row = (await getPage(`${SYS}/sensitive/pageWhiteWords?${q({ word })}`, token)).records[0]!;
    expect(await post(`${SYS}/sensitive/updateWhiteWord`, token, { id: row.id, word: "反赌博" })).toEqual(failed("白名单词已存在!"));
    expect(await post(`${SYS}/sensitive/updateWhiteWord`, token, { id: row.id, word: `${word}2` })).toEqual(OK);
    expect((await getPage(`${SYS}/sensitive/pageWhiteWords?${q({ word })}`, token)).records.map((w) => w.word)).toEqual([`${word}2`]);
    expect(await post(`${SYS}/sensitive/deleteWhiteWord/${row.id as string}`, token)).toEqual(OK);
    expect((await getPage(`${SYS}/sensitive/pageWhiteWords?${q({ word })}`, token)).total).toBe(0);
    expect((await getPage(`${SYS}/sensitive/pageWhiteWords`, token)).total).toBe(10);
  });

  it("is tenant-scoped", async () => {
    const two = (await signInWithCaptcha("admin", "admin", "000002")).access_token;
    expect((await getPage(`${SYS}/sensitive/pageWords`, two)).total).toBe(4);
    expect((await getPage(`${SYS}/sensitive/pageWhiteWords`, two)).total).toBe(1);
    expect((await get<boolean>(`${SYS}/sensitive/checkWord?${q({ word: "博彩" })}`, two)).data).toBe(false);
    expect((await get<boolean>(`${SYS}/sensitive/checkWord?${q({ word: "赌博" })}`, two)).data).toBe(true);
    // 反赌博 is not whitelisted in 000002.
    expect((await get<boolean>(`${SYS}/sensitive/checkWord?${q({ word: "反赌博" })}`, two)).data).toBe(true);
    expect(await post(`${SYS}/sensitive/deleteWord/${seedId(53, 1)}`, two)).toEqual(failed("操作失败"));
    expect(await post(`${SYS}/sensitive/updateWord`, two, { id: seedId(53, 2), word: "改" })).toEqual(failed("操作失败"));
    expect(await post(`${SYS}/sensitive/addWord`, two, { word: "博彩" })).toEqual(OK);
    const added = (await getPage(`${SYS}/sensitive/pageWords?${q({ word: "博彩" })}`, two)).records[0]!.id as string;
    expect(await post(`${SYS}/sensitive/deleteWord/${added}`, two)).toEqual(OK);
    const token = await admin();
    expect((await getPage(`${SYS}/sensitive/pageWords`, token)).total).toBe(35);
    expect((await getPage(`${SYS}/sensitive/pageWords?word=${encodeURIComponent("博彩")}`, token)).records[0]!.id).toBe(seedId(53, 2));
  });
});

describe("logs", () => {
  const COMMON = ["id", "tenantId", "serviceId", "serverIp", "serverHost", "env", "remoteIp", "userAgent", "requestUri", "method", "methodClass",
    "methodName", "params", "time", "createBy", "createTime"];

  it("api/list: 64 rows of 000001, newest first, in the api shape; detail", async () => {
    const token = await admin();
    const first = await getPage(`${LOG}/api/list`, token);
    expect(first).toMatchObject({ total: 64, size: 10, current: 1, pages: 7 });
    const row = first.records[0]!;
    expect(Object.keys(row)).toEqual([...COMMON, "type", "title"]);
    expect(row).toMatchObject({ id: seedId(55, 1), tenantId: "000001", createTime: "2026-01-05 09:00:00", type: "1" });
    expect(row.time).toMatch(/^\d+$/);
    expect(row.methodClass).toMatch(/^com\.cloud\.[a-z]+\.[a-z.]+\.[A-Za-z]+$/);
    const all = (await getPage(`${LOG}/api/list?size=100`, token)).records;
    const times = all.map((l) => l.createTime as string);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(all.map((l) => l.serviceId)).size).toBeGreaterThanOrEqual(5);
    const d = await get(`${LOG}/api/detail?id=${all[5]!.id as string}`, token);
    expect(d.data).toEqual(all[5]);
    expect(await get(`${LOG}/api/detail?id=${seedId(56, 1)}`, token)).toEqual(NONE);
  });

  it("api/list filters: serviceId, requestUri and title (LIKE), remoteIp, startTime/endTime", async () => {
    const token = await admin();
    const all = (await getPage(`${LOG}/api/list?size=100`, token)).records;
    const count = (pred: (l: Rec) => boolean) => all.filter(pred).length;
    const system = await getPage(`${LOG}/api/list?serviceId=cloud-system&size=100`, token);
    expect(system.total).toBe(count((l) => l.serviceId === "cloud-system"));
    expect(system.total).toBeGreaterThan(0);
    expect(system.records.every((l) => l.serviceId === "cloud-system")).toBe(true);
    expect((await getPage(`${LOG}/api/list?serviceId=cloud-sys`, token)).total).toBe(0);
    const mcc = await getPage(`${LOG}/api/list?requestUri=mcc&size=100`, token);
    expect(mcc.total).toBe(count((l) => (l.requestUri as string).includes("mcc")));
    expect(mcc.total).toBeGreaterThan(0);
    const title = await getPage(`${LOG}/api/list?${q({ title: "代理商", size: 100 })}`, token);
    expect(title.total).toBe(count((l) => (l.title as string).includes("代理商")));
    expect(title.total).toBeGreaterThan(0);
    const ip = all[0]!.remoteIp as string;
    expect((await getPage(`${LOG}/api/list?remoteIp=${ip}&size=100`, token)).total).toBe(count((l) => l.remoteIp === ip));
    const [start, end] = [all[30]!.createTime as string, all[10]!.createTime as string];
    const range = await getPage(`${LOG}/api/list?${q({ startTime: start, endTime: end, size: 100 })}`, token);
    expect(range.total).toBe(21);
    expect(range.records[0]!.createTime).toBe(end);
    expect(range.records[20]!.createTime).toBe(start);
    expect((await getPage(`${LOG}/api/list?${q({ startTime: start })}`, token)).total).toBe(31);
    expect((await getPage(`${LOG}/api/list?${q({ endTime: end })}`, token)).total).toBe(54);
    expect((await getPage(`${LOG}/api/list?${q({ startTime: "2026-01-05", endTime: "2026-01-05" })}`, token)).total)
      .toBe(count((l) => (l.createTime as string).startsWith("2026-01-05")));
    expect((await getPage(`${LOG}/api/list?${q({ startTime: "not a date" })}`, token)).total).toBe(64);
  });

  it("error/list: 32 rows with stack traces; usual/list: 32 rows with levels; filters and detail", async () => {
    const token = await admin();
    const errors = await getPage(`${LOG}/error/list?size=50`, token);
    expect(errors.total).toBe(32);
    const e = errors.records[0]!;
    expect(Object.keys(e)).toEqual([...COMMON, "stackTrace", "exceptionName", "message", "fileName", "lineNumber"]);
    expect(typeof e.lineNumber).toBe("number");
    for (const r of errors.records) {
      expect((r.stackTrace as string).startsWith(`${r.exceptionName as string}: `)).toBe(true);
      expect(r.stackTrace as string).toContain("\n\tat ");
      expect(r.fileName).toMatch(/\.java$/);
    }
    const npe = await getPage(`${LOG}/error/list?serviceId=cloud-agent&size=50`, token);
    expect(npe.records.every((r) => r.serviceId === "cloud-agent")).toBe(true);
    expect(npe.total).toBe(errors.records.filter((r) => r.serviceId === "cloud-agent").length);
    expect((await get(`${LOG}/error/detail?id=${e.id as string}`, token)).data).toEqual(e);

    const usual = await getPage(`${LOG}/usual/list?size=50`, token);
    expect(usual.total).toBe(32);
    expect(Object.keys(usual.records[0]!)).toEqual([...COMMON, "logLevel", "logId", "logData"]);
    expect(new Set(usual.records.map((u) => u.logLevel))).toEqual(new Set(["INFO", "WARN", "ERROR", "DEBUG"]));
    const warn = await getPage(`${LOG}/usual/list?logLevel=warn&size=50`, token);
    expect(warn.total).toBe(usual.records.filter((u) => u.logLevel === "WARN").length);
    expect(warn.records.every((u) => u.logLevel === "WARN")).toBe(true);
    // Scheduled jobs have no request: null-to-empty strings.
    const job = usual.records.find((u) => u.requestUri === "")!;
    expect(job).toMatchObject({ remoteIp: "", userAgent: "", method: "", createBy: "system" });
    const times = usual.records.map((u) => u.createTime as string);
    expect(times).toEqual([...times].sort().reverse());
    expect(await get(`${LOG}/usual/detail?id=nope`, token)).toEqual(NONE);
  });

  it("is tenant-scoped", async () => {
    const two = (await signInWithCaptcha("admin", "admin", "000002")).access_token;
    for (const [kind, total] of [["api", 4], ["error", 3], ["usual", 3]] as const) {
      const p = await getPage(`${LOG}/${kind}/list`, two);
      expect(p.total, kind).toBe(total);
      expect(p.records.every((l) => l.tenantId === "000002")).toBe(true);
    }
    expect(await get(`${LOG}/api/detail?id=${seedId(55, 1)}`, two)).toEqual(NONE);
    expect(await get(`${LOG}/error/detail?id=${seedId(56, 1)}`, two)).toEqual(NONE);
    expect(await get(`${LOG}/usual/detail?id=${seedId(57, 1)}`, two)).toEqual(NONE);
  });

  it("needs a token", async () => {
    const response = await call(`${LOG}/api/list`);
    expect(response.status).toBe(401);
    expect((await call(`${SYS}/mcc/list`)).status).toBe(401);
  });
});
