import { describe, expect, it } from "vitest";
import { SEED } from "../../workers/sandbox/core/seed";
import { SCOPE_SEED } from "../../workers/sandbox/services/user/seed-data-scope";
import { seedId } from "../../workers/sandbox/core/ids";
import { menuRows } from "../../workers/sandbox/services/menu/catalogue";
import { SEED_DATA } from "../../workers/sandbox/seeds";
import { BIZ_DICT_000001, SYSTEM_DICT } from "../../workers/sandbox/services/dict/seed";
import { ROLES, ROLE_SEEDS } from "../../workers/sandbox/services/role/seed";
import { authed, body, sandboxEnv, signIn, signInWithCaptcha } from "./helpers";

type R<T> = { code: number; success: boolean; data: T; msg: string };
type Node = { id: string; parentId: string; children?: Node[]; hasChildren: boolean; [k: string]: unknown };
type Page<T> = { records: T[]; total: number; size: number; current: number; pages: number };

const SYS = "/api/cloud-system";
const OK = { code: 200, success: true, data: {}, msg: "操作成功" };
const failed = (msg: string) => ({ code: 400, success: false, data: {}, msg });
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const q = encodeURIComponent;

async function get<T>(path: string, token: string): Promise<R<T>> {
  const response = await authed(path, token);
  expect(response.status, path).toBe(200);
  return body<R<T>>(response);
}

async function post<T = unknown>(path: string, token: string, payload: unknown, status = 200): Promise<R<T>> {
  const response = await authed(path, token, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(payload) });
  expect(response.status, path).toBe(status);
  return body<R<T>>(response);
}

async function remove(path: string, ids: string, token: string, status = 200): Promise<R<unknown>> {
  const response = await authed(`${path}?ids=${ids}`, token, { method: "POST" });
  expect(response.status, path).toBe(status);
  return body<R<unknown>>(response);
}

const admin = async () => (await signIn("admin", "admin")).access_token;

describe("seed", () => {
  it("is deterministic, holds the contract's codes, and every role grant names a seeded menu", () => {
    expect(SEED_DATA.seed_v3_dict_menu_role()).toEqual(SEED_DATA.seed_v3_dict_menu_role());
    const codes = SYSTEM_DICT.map((g) => g.code);
    for (const code of ["sex", "notice", "menu_category", "button_func", "yes_no", "flow", "org_category", "data_scope_type", "api_scope_type",
      "scope_category", "oss", "sms", "post_category", "region", "user_type"]) expect(codes).toContain(code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.length).toBeGreaterThanOrEqual(32);
    expect(BIZ_DICT_000001.length).toBeGreaterThanOrEqual(25);
    const menuCodes = menuRows().map((m) => m.code);
    expect(new Set(menuCodes).size).toBe(menuCodes.length);
    for (const role of ROLE_SEEDS) for (const code of role.menus) expect(menuCodes, `${role.alias}: ${code}`).toContain(code);
    const ids = SEED_DATA.seed_v3_dict_menu_role().rows.flatMap(([, rows]) => rows.map((r) => r.id)).filter(Boolean) as string[];
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => /^13[0-2]\d{16}$/.test(id))).toBe(true);
  });
});

describe("dict (system dictionary)", () => {
  const D = `${SYS}/dict`;

  it("parent-list pages the roots, filters by code / dictValue, sorts by ascs/descs", async () => {
    const token = await admin();
    const first = (await get<Page<Node>>(`${D}/parent-list?current=1&size=10`, token)).data;
    expect(first).toMatchObject({ size: 10, current: 1 });
    expect(first.total).toBeGreaterThanOrEqual(32);
    expect(first.pages).toBe(Math.ceil(first.total / 10));
    expect(first.records).toHaveLength(10);
    expect(first.records.every((r) => r.parentId === "0" && r.dictKey === "-1" && r.parentName === "顶级")).toBe(true);
    expect(first.records[0]).toMatchObject({ code: "sex", dictValue: "性别", hasChildren: true, sort: 1, isSealed: 0, isDeleted: 0 });
    expect(Object.keys(first.records[0]!)).toEqual(["id", "parentId", "code", "dictKey", "dictValue", "sort", "remark", "isSealed", "isDeleted",
      "hasChildren", "parentName"]);
    const last = (await get<Page<Node>>(`${D}/parent-list?current=${first.pages}&size=10`, token)).data;
    expect(last.records).toHaveLength(first.total - (first.pages - 1) * 10);
    const sorts = [...first.records, ...last.records].map((r) => r.sort as number);
    expect(sorts.slice(0, 10)).toEqual([...sorts.slice(0, 10)].sort((a, b) => a - b));

    const sex = (await get<Page<Node>>(`${D}/parent-list?code=sex`, token)).data;
    expect(sex.total).toBe(1);
    expect(sex.records[0]!.dictValue).toBe("性别");
    const statuses = (await get<Page<Node>>(`${D}/parent-list?dictValue=${q("状态")}&size=100`, token)).data;
    expect(statuses.total).toBeGreaterThanOrEqual(5);
    expect(statuses.records.every((r) => String(r.dictValue).includes("状态"))).toBe(true);
    expect((await get<Page<Node>>(`${D}/parent-list?code=${q("%")}`, token)).data.total).toBe(0);

    const asc = (await get<Page<Node>>(`${D}/parent-list?size=100&ascs=code`, token)).data.records.map((r) => r.code as string);
    expect(asc).toEqual([...asc].sort());
    const desc = (await get<Page<Node>>(`${D}/parent-list?size=100&descs=dictValue,nonsense`, token)).data.records.map((r) => r.dictValue as string);
    expect(desc).toEqual([...desc].sort().reverse());
    const plain = (await get<Page<Node>>(`${D}/parent-list?size=100&ascs=${q("sort;drop table x")}`, token)).data.records.map((r) => r.sort as number);
    expect(plain).toEqual([...plain].sort((a, b) => a - b));
  });

  it("list is the whole tree; child-list nests the descendants; dictionary and dictionary-tree serve a code", async () => {
    const token = await admin();
    const tree = (await get<Node[]>(`${D}/list`, token)).data;
    expect(tree.length).toBeGreaterThanOrEqual(32);
    const sex = tree.find((n) => n.code === "sex")!;
    expect(sex.children!.map((c) => c.dictValue)).toEqual(["男", "女", "未知"]);
    expect(Object.keys(sex).indexOf("children")).toBeLessThan(Object.keys(sex).indexOf("hasChildren"));
    expect(sex.children![0]).not.toHaveProperty("children");
    expect(sex.children![0]).toMatchObject({ parentName: "性别", hasChildren: false });
    const filtered = (await get<Node[]>(`${D}/list?code=menu_category`, token)).data;
    expect(filtered).toHaveLength(1);
    expect(filtered[0]!.children!.map((c) => [c.dictKey, c.dictValue])).toEqual([["1", "菜单"], ["2", "按钮"]]);
    const byValue = (await get<Node[]>(`${D}/list?dictValue=${q("工具操作栏")}`, token)).data;
    expect(byValue.map((n) => [n.code, n.dictKey, n.parentName])).toEqual([["button_func", "3", "按钮功能"]]);

    const industry = tree.find((n) => n.code === "industry")!;
    const nested = (await get<Node[]>(`${D}/child-list?parentId=${industry.id}`, token)).data;
    expect(nested.map((n) => n.dictValue)).toEqual(["餐饮", "零售", "生活服务", "交通出行"]);
    const dining = nested[0]!;
    expect(dining).toMatchObject({ parentId: industry.id, parentName: "行业类别", hasChildren: true, code: "industry" });
    const formal = dining.children!.find((n) => n.dictValue === "正餐")!;
    expect(formal.children!.map((n) => n.dictValue)).toEqual(["中餐", "西餐", "火锅"]);
    expect(dining.children!.find((n) => n.dictValue === "快餐小吃")).not.toHaveProperty("children");
    expect((await get<Node[]>(`${D}/child-list`, token)).data).toEqual([]);
    expect((await get<Node[]>(`${D}/child-list?parentId=-1`, token)).data).toEqual([]);
    const yesNo = tree.find((n) => n.code === "yes_no")!;
    expect((await get<Node[]>(`${D}/child-list?parentId=${yesNo.id}`, token)).data.map((n) => [n.dictKey, n.dictValue])).toEqual([["0", "否"], ["1", "是"]]);

    const dict = (await get<Node[]>(`${D}/dictionary?code=sex`, token)).data;
    expect(dict.map((d) => d.dictValue)).toEqual(["男", "女", "未知"]);
    expect(dict[0]).toEqual({ id: expect.stringMatching(/^\d{19}$/), parentId: sex.id, code: "sex", dictKey: "1", dictValue: "男", sort: 1, remark: "",
      isSealed: -1, isDeleted: -1 });
    const oss = (await get<Node[]>(`${D}/dictionary?code=oss`, token)).data.map((d) => d.dictValue);
    expect(oss).toEqual(["minio", "qiniu", "ali", "tencent"]);
    const flow = (await get<Node[]>(`${D}/dictionary?code=flow`, token)).data;
    expect(flow[0]).toMatchObject({ dictKey: "1", dictValue: "请假流程", remark: "leave" });
    const payWay = (await get<Node[]>(`${D}/dictionary?code=pay_way`, token)).data;
    expect(payWay.length).toBe(13);
    const payTree = (await get<Node[]>(`${D}/dictionary-tree?code=pay_way`, token)).data;
    expect(payTree.map((n) => n.dictValue)).toEqual(["微信支付", "支付宝", "银联云闪付", "数字人民币"]);
    expect(payTree[0]!.children!.map((n) => n.dictValue)).toEqual(["公众号支付", "小程序支付", "付款码支付", "APP支付"]);
    expect((await get<Node[]>(`${D}/dictionary?code=nope`, token)).data).toEqual([]);

    const treeNodes = (await get<Node[]>(`${D}/tree`, token)).data;
    const sexNode = treeNodes.find((n) => n.title === "性别")!;
    expect(Object.keys(sexNode)).toEqual(["id", "parentId", "title", "key", "value", "hasChildren", "children"]);
    expect(sexNode).toMatchObject({ id: sex.id, key: sex.id, value: sex.id, parentId: "0", hasChildren: true });
    expect(sexNode.children![0]).toEqual({ id: sex.children![0]!.id, parentId: sex.id, title: "男", key: sex.children![0]!.id, value: sex.children![0]!.id,
      hasChildren: false });
  });

  it("detail names the parent (顶级 for a root); an unknown id is R.data(null)", async () => {
    const token = await admin();
    const root = (await get<Node>(`${D}/detail?id=${seedId(30, 1)}`, token)).data;
    expect(root).toMatchObject({ id: seedId(30, 1), code: "sex", dictKey: "-1", dictValue: "性别", parentId: "0", parentName: "顶级", hasChildren: true });
    expect(root).not.toHaveProperty("children");
    const child = (await get<Node>(`${D}/detail?id=${seedId(30, 2)}`, token)).data;
    expect(child).toMatchObject({ code: "sex", dictKey: "1", dictValue: "男", parentId: seedId(30, 1), parentName: "性别", hasChildren: false });
    expect(await get(`${D}/detail?id=1`, token)).toEqual({ code: 200, success: true, data: {}, msg: "暂无承载数据" });
  });

  it("submit inserts and updates, children inherit the code, and each rule answers its message", async () => {
    const token = await admin();
    const code = unique("t_dict");
    expect(await post(`${D}/submit`, token, { code, dictValue: "测试字典", sort: 99, isSealed: 0 })).toEqual(OK);
    const root = (await get<Page<Node>>(`${D}/parent-list?code=${code}`, token)).data.records[0]!;
    expect(root).toMatchObject({ code, dictKey: "-1", parentId: "0", dictValue: "测试字典", sort: 99, hasChildren: false });
    expect(await post(`${D}/submit`, token, { parentId: root.id, dictKey: "1", dictValue: "选项一", sort: 1 })).toEqual(OK);
    expect(await post(`${D}/submit`, token, { parentId: root.id, code, dictKey: "2", dictValue: "选项二", sort: 2 })).toEqual(OK);
    const children = (await get<Node[]>(`${D}/child-list?parentId=${root.id}`, token)).data;
    expect(children.map((c) => [c.code, c.dictKey, c.dictValue])).toEqual([[code, "1", "选项一"], [code, "2", "选项二"]]);
    expect(await post(`${D}/submit`, token, { parentId: children[0]!.id, dictKey: "11", dictValue: "选项一·甲", sort: 1 })).toEqual(OK);
    const nested = (await get<Node[]>(`${D}/child-list?parentId=${root.id}`, token)).data;
    expect(nested[0]!.children!.map((c) => [c.code, c.dictKey, c.parentName])).toEqual([[code, "11", "选项一"]]);

    // Update: sent fields change, others stay.
    expect(await post(`${D}/submit`, token, { id: children[1]!.id, dictValue: "选项二（改）", isSealed: 1 })).toEqual(OK);
    const updated = (await get<Node>(`${D}/detail?id=${children[1]!.id}`, token)).data;
    expect(updated).toMatchObject({ code, dictKey: "2", dictValue: "选项二（改）", isSealed: 1, sort: 2, parentName: "测试字典" });
    expect((await get<Node[]>(`${D}/dictionary?code=${code}`, token)).data.map((d) => d.dictKey)).toEqual(["1", "11"]);

    // Validation.
    expect(await post(`${D}/submit`, token, { dictValue: "无编号" })).toEqual(failed("字典编号不能为空"));
    expect(await post(`${D}/submit`, token, { code: unique("t_dict") })).toEqual(failed("字典名称不能为空"));
    expect(await post(`${D}/submit`, token, { code, dictValue: "   " })).toEqual(failed("字典名称不能为空"));
    expect(await post(`${D}/submit`, token, { parentId: root.id, dictValue: "无键值" })).toEqual(failed("字典键值不能为空"));
    expect(await post(`${D}/submit`, token, { code: unique("t_dict"), dictValue: "x", isSealed: 3 })).toEqual(failed("是否封存只能是0或1"));
    expect(await post(`${D}/submit`, token, { parentId: "1", code, dictKey: "9", dictValue: "x" })).toEqual(failed("上级字典不存在"));
    expect(await post(`${D}/submit`, token, { id: root.id, parentId: children[0]!.id })).toEqual(failed("父节点不可选择自身或子节点!"));
    expect(await post(`${D}/submit`, token, { parentId: root.id, dictKey: "1", dictValue: "重复" }, 400)).toEqual(failed("当前字典键值已存在!"));
    expect(await post(`${D}/submit`, token, { id: children[1]!.id, dictKey: "1" }, 400)).toEqual(failed("当前字典键值已存在!"));
    expect(await post(`${D}/submit`, token, { code: "sex", dictValue: "另一个性别" }, 400)).toEqual(failed("当前字典键值已存在!"));
    const bad = await authed(`${D}/submit`, token, { method: "POST", headers: { "content-type": "application/json" }, body: "{oops" });
    expect(bad.status).toBe(400);
    expect(await body(bad)).toMatchObject({ code: 400, success: false });
  });

  it("remove refuses a row with children (HTTP 400), then soft-deletes; a removed key can be used again", async () => {
    const token = await admin();
    const code = unique("t_rm");
    await post(`${D}/submit`, token, { code, dictValue: "待删除" });
    const root = (await get<Page<Node>>(`${D}/parent-list?code=${code}`, token)).data.records[0]!;
    await post(`${D}/submit`, token, { parentId: root.id, dictKey: "1", dictValue: "子项" });
    const child = (await get<Node[]>(`${D}/child-list?parentId=${root.id}`, token)).data[0]!;

    expect(await remove(`${D}/remove`, root.id, token, 400)).toEqual(failed("请先删除子节点!"));
    expect(await remove(`${D}/remove`, `${root.id},${child.id}`, token, 400)).toEqual(failed("请先删除子节点!"));
    expect(await remove(`${D}/remove`, child.id, token)).toEqual(OK);
    expect(await remove(`${D}/remove`, root.id, token)).toEqual(OK);
    expect((await get<Page<Node>>(`${D}/parent-list?code=${code}`, token)).data.total).toBe(0);
    expect(await get(`${D}/detail?id=${root.id}`, token)).toMatchObject({ data: {}, msg: "暂无承载数据" });
    expect(await sandboxEnv.DB.prepare("SELECT is_deleted FROM blade_dict WHERE id = ?").bind(root.id).first("is_deleted")).toBe(1);
    expect(await remove(`${D}/remove`, root.id, token)).toEqual(failed("操作失败"));
    expect(await post(`${D}/submit`, token, { code, dictValue: "重新创建" })).toEqual(OK);

    const missing = await authed(`${D}/remove`, token, { method: "POST" });
    expect(missing.status).toBe(400);
    expect(await body(missing)).toEqual(failed("缺少必要的请求参数: ids"));
    const form = await authed(`${D}/remove`, token, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `ids=${seedId(30, 1)}` });
    expect(form.status).toBe(400);
    expect(await body(form)).toEqual(failed("请先删除子节点!"));
  });
});

describe("dict-biz (business dictionary, per tenant)", () => {
  const B = `${SYS}/dict-biz`;

  it("000001's groups: paging, dictionary values, nested MCC categories", async () => {
    const token = await admin();
    const first = (await get<Page<Node>>(`${B}/parent-list?size=10`, token)).data;
    expect(first.total).toBeGreaterThanOrEqual(25);
    expect(first.pages).toBe(Math.ceil(first.total / 10));
    expect(first.records[0]).toMatchObject({ tenantId: "000001", code: "agent_status", dictValue: "代理商状态", parentName: "顶级", hasChildren: true });
    expect(Object.keys(first.records[0]!).slice(0, 3)).toEqual(["id", "tenantId", "parentId"]);
    const dict = async (code: string) => (await get<Node[]>(`${B}/dictionary?code=${code}`, token)).data.map((d) => `${d.dictKey} ${d.dictValue}`);
    expect(await dict("agent_status")).toEqual(["0 待审核", "1 正常", "2 冻结", "3 注销"]);
    expect(await dict("settle_type")).toEqual(["1 T+1", "2 D+0", "3 D+1"]);
    expect(await dict("bank_type")).toEqual(["1 国有银行", "2 股份制银行", "3 城市商业银行", "4 农村商业银行", "5 外资银行"]);
    expect(await dict("blacklist_type")).toEqual(["1 手机号", "2 身份证号", "3 银行卡号", "4 商户号"]);
    expect(await dict("pay_product")).not.toContain("5 H5");
    const mcc = (await get<Page<Node>>(`${B}/parent-list?code=mcc_category`, token)).data.records[0]!;
    const nested = (await get<Node[]>(`${B}/child-list?parentId=${mcc.id}`, token)).data;
    expect(nested[0]).toMatchObject({ dictValue: "餐饮", tenantId: "000001" });
    expect(nested[0]!.children!.map((n) => `${n.dictKey} ${n.dictValue}`)).toEqual(["5812 正餐/餐厅", "5814 快餐店"]);
    const tree = (await get<Node[]>(`${B}/dictionary-tree?code=channel_type`, token)).data;
    expect(tree.map((n) => n.dictValue)).toEqual(["官方直连", "聚合间连", "银行直连"]);
    expect(tree[1]!.children!.map((n) => n.dictValue)).toEqual(["银联商务", "拉卡拉", "随行付"]);
  });

  it("tenants see only their own rows; the same code+key may exist in both", async () => {
    const one = await admin();
    const two = (await signInWithCaptcha("admin", "admin", "000002")).access_token;
    const dict = async (token: string, code: string) => (await get<Node[]>(`${B}/dictionary?code=${code}`, token)).data;
    expect((await dict(two, "agent_status")).map((d) => `${d.dictKey} ${d.dictValue}`)).toEqual(["1 正常", "2 停用"]);
    expect((await dict(two, "agent_status")).every((d) => d.tenantId === "000002")).toBe(true);
    expect(await dict(two, "bank_type")).toEqual([]);
    const twoRoots = (await get<Page<Node>>(`${B}/parent-list?size=100`, two)).data;
    expect(twoRoots.records.map((r) => r.code)).toEqual(["agent_status", "settle_type", "channel_type"]);
    expect((await get<Node[]>(`${B}/list`, two)).data.flatMap((n) => flatten([n])).every((n) => n.tenantId === "000002")).toBe(true);
    expect((await get<Node[]>(`${SYS}/dict/dictionary?code=sex`, two)).data).toHaveLength(3);

    // A row of 000001 is invisible and untouchable from 000002 and vice versa.
    const oneRoot = (await get<Page<Node>>(`${B}/parent-list?code=bank_type`, one)).data.records[0]!;
    expect(await get(`${B}/detail?id=${oneRoot.id}`, two)).toMatchObject({ data: {}, msg: "暂无承载数据" });
    expect((await get<Node[]>(`${B}/child-list?parentId=${oneRoot.id}`, two)).data).toEqual([]);
    expect(await post(`${B}/submit`, two, { id: oneRoot.id, dictValue: "被改了" })).toEqual(failed("操作失败"));
    expect(await post(`${B}/submit`, two, { parentId: oneRoot.id, dictKey: "9", dictValue: "越权" })).toEqual(failed("上级字典不存在"));
    const oneChild = (await get<Node[]>(`${B}/dictionary?code=bank_type`, one)).data[0]!;
    expect(await remove(`${B}/remove`, oneChild.id, two)).toEqual(failed("操作失败"));
    expect((await get<Node>(`${B}/detail?id=${oneRoot.id}`, one)).data).toMatchObject({ dictValue: "银行类型" });
    expect((await dict(one, "bank_type"))).toHaveLength(5);

    // bank_type is free in 000002; agent_status key 1 is taken there.
    expect(await post(`${B}/submit`, two, { code: "bank_type", dictValue: "银行类型" })).toEqual(OK);
    const twoBank = (await get<Page<Node>>(`${B}/parent-list?code=bank_type`, two)).data.records[0]!;
    expect(twoBank).toMatchObject({ tenantId: "000002", hasChildren: false });
    expect(await post(`${B}/submit`, two, { parentId: twoBank.id, dictKey: "1", dictValue: "国有银行" })).toEqual(OK);
    expect((await dict(two, "bank_type")).map((d) => d.dictValue)).toEqual(["国有银行"]);
    expect((await dict(one, "bank_type"))).toHaveLength(5);
    const agentStatus = (await get<Page<Node>>(`${B}/parent-list?code=agent_status`, two)).data.records[0]!;
    expect(await post(`${B}/submit`, two, { parentId: agentStatus.id, dictKey: "1", dictValue: "重复" }, 400)).toEqual(failed("当前字典键值已存在!"));
    expect(await remove(`${B}/remove`, twoBank.id, two, 400)).toEqual(failed("请先删除子节点!"));
  });
});

describe("menu management", () => {
  const M = `${SYS}/menu`;

  it("lazy-list: one level with hasChildren (buttons count); lazy-menu-list: menus only; a filter searches every level, flat", async () => {
    const token = await admin();
    const roots = (await get<Node[]>(`${M}/lazy-list`, token)).data;
    expect(roots[0]).toMatchObject({ name: "首页", parentId: "0", hasChildren: false, parentName: "顶级", categoryName: "菜单" });
    expect(roots.every((n) => n.parentId === "0" && !("children" in n))).toBe(true);
    const agent = roots.find((n) => n.code === "agent")!;
    expect(agent.hasChildren).toBe(true);
    expect((await get<Node[]>(`${M}/lazy-list?parentId=0`, token)).data).toEqual(roots);

    const screens = (await get<Node[]>(`${M}/lazy-list?parentId=${agent.id}`, token)).data;
    expect(screens.map((n) => n.name)).toEqual(["代理商列表", "代理商迁移", "业务员管理", "银行活动"]);
    const agentInfo = screens[0]!;
    expect(agentInfo).toMatchObject({ hasChildren: true, parentName: "代理商管理", category: 1 });
    const buttons = (await get<Node[]>(`${M}/lazy-list?parentId=${agentInfo.id}`, token)).data;
    expect(buttons.map((n) => n.code)).toEqual(["agent_add", "agent_edit", "agent_delete", "agent_export", "agent_view"]);
    expect(buttons.every((b) => b.hasChildren === false && b.category === 2 && b.categoryName === "按钮")).toBe(true);

    const menuOnly = (await get<Node[]>(`${M}/lazy-menu-list?parentId=${agent.id}`, token)).data;
    expect(menuOnly.map((n) => n.name)).toEqual(["代理商列表", "代理商迁移", "业务员管理", "银行活动"]);
    expect(menuOnly.every((n) => n.hasChildren === false)).toBe(true);
    expect((await get<Node[]>(`${M}/lazy-menu-list?parentId=${agentInfo.id}`, token)).data).toEqual([]);

    const found = (await get<Node[]>(`${M}/lazy-list?name=${q("代理商")}`, token)).data;
    expect(found.map((n) => n.name)).toEqual(expect.arrayContaining(["代理商管理", "代理商列表", "代理商迁移"]));
    expect(found.every((n) => String(n.name).includes("代理商") && !("children" in n))).toBe(true);
    const byCode = (await get<Node[]>(`${M}/lazy-list?code=agent_&parentId=0`, token)).data;
    expect(byCode.map((n) => n.code)).toEqual(["agent_add", "agent_edit", "agent_delete", "agent_export", "agent_view"]);
    expect((await get<Node[]>(`${M}/lazy-menu-list?code=agent_`, token)).data).toEqual([]);
    const byAlias = (await get<Node[]>(`${M}/lazy-list?alias=grant`, token)).data;
    expect(byAlias.map((n) => n.code)).toEqual(["role_grant"]);
  });

  it("list and menu-list are trees; tree is TreeNode of menus; grant-tree has the buttons", async () => {
    const token = await admin();
    const tree = (await get<Node[]>(`${M}/list`, token)).data;
    const all = flatten(tree);
    const agentInfo = all.find((n) => n.code === "agentInfo")!;
    expect(agentInfo.children!.map((n) => n.code)).toEqual(["agent_add", "agent_edit", "agent_delete", "agent_export", "agent_view"]);
    expect(agentInfo).toMatchObject({ hasChildren: true, parentName: "代理商管理", categoryName: "菜单", actionName: "无", isOpenName: "否" });
    expect(Object.keys(agentInfo)).toEqual(["id", "parentId", "code", "name", "alias", "path", "source", "sort", "category", "action", "isOpen",
      "remark", "isDeleted", "children", "hasChildren", "parentName", "categoryName", "actionName", "isOpenName"]);
    const filtered = (await get<Node[]>(`${M}/list?name=${q("菜单管理")}`, token)).data;
    expect(filtered.map((n) => [n.code, n.parentName])).toEqual([["menu", "系统管理"]]);
    const menus = flatten((await get<Node[]>(`${M}/menu-list`, token)).data);
    expect(menus.length).toBeGreaterThan(50);
    expect(menus.every((n) => n.category === 1)).toBe(true);

    const nodes = (await get<Node[]>(`${M}/tree`, token)).data;
    const home = menuRows().find((m) => m.code === "home")!.id;
    expect(nodes[0]).toEqual({ id: home, parentId: "0", title: "首页", key: home, value: home, hasChildren: false });
    const flatTree = flatten(nodes);
    expect(flatTree.some((n) => n.title === "交易订单")).toBe(true);
    expect(flatTree.some((n) => n.title === "新增")).toBe(false);

    const grant = (await get<{ menu: Node[]; dataScope: unknown[]; apiScope: unknown[] }>(`${M}/grant-tree`, token)).data;
    expect(grant.dataScope).toEqual([]);
    expect(grant.apiScope).toEqual([]);
    const grantAll = flatten(grant.menu);
    const info = grantAll.find((n) => n.id === agentInfo.id)!;
    expect(info.children!.map((n) => n.title)).toEqual(["新增", "修改", "删除", "导出", "查看"]);
    expect(grantAll.length).toBe(all.length);

    // operator: only what its role holds.
    const operator = (await signIn("operator", "operator123")).access_token;
    const opGrant = flatten((await get<{ menu: Node[] }>(`${M}/grant-tree`, operator)).data.menu).map((n) => n.title);
    expect(opGrant).toContain("代理商列表");
    expect(opGrant).not.toContain("通道管理");
  });

  it("detail carries parentName, categoryName, actionName and isOpenName", async () => {
    const token = await admin();
    const rows = menuRows();
    const group = rows.find((m) => m.code === "system")!;
    const button = rows.find((m) => m.code === "agent_add")!;
    const rowAction = rows.find((m) => m.code === "agent_edit")!;
    const both = rows.find((m) => m.code === "agent_delete")!;
    expect((await get<Node>(`${M}/detail?id=${group.id}`, token)).data).toMatchObject({ id: group.id, name: "系统管理", parentName: "顶级",
      categoryName: "菜单", actionName: "无", isOpenName: "否", hasChildren: true, isOpen: 1 });
    expect((await get<Node>(`${M}/detail?id=${button.id}`, token)).data).toMatchObject({ name: "新增", parentName: "代理商列表",
      categoryName: "按钮", actionName: "工具栏", category: 2, action: 1, hasChildren: false });
    expect((await get<Node>(`${M}/detail?id=${rowAction.id}`, token)).data).toMatchObject({ actionName: "操作栏" });
    expect((await get<Node>(`${M}/detail?id=${both.id}`, token)).data).toMatchObject({ actionName: "工具操作栏" });
    expect(await get(`${M}/detail?id=123`, token)).toEqual({ code: 200, success: true, data: {}, msg: "暂无承载数据" });
  });

  it("submit inserts (R.data({id})) and updates; each rule answers its message", async () => {
    const token = await admin();
    const system = menuRows().find((m) => m.code === "system")!;
    const code = unique("tmenu");
    const created = await post<{ id: string }>(`${M}/submit`, token, { parentId: system.id, name: "测试菜单", code, alias: "menu",
      path: "/system/test", source: "flask-conical", sort: 50, category: 1, action: 0, isOpen: 1 });
    expect(created).toEqual({ code: 200, success: true, data: { id: expect.stringMatching(/^\d{19}$/) }, msg: "操作成功" });
    const id = created.data.id;
    const detail = (await get<Node>(`${M}/detail?id=${id}`, token)).data;
    expect(detail).toMatchObject({ id, parentId: system.id, name: "测试菜单", code, path: "/system/test", source: "flask-conical", sort: 50,
      category: 1, action: 0, isOpen: 1, remark: "", parentName: "系统管理", isOpenName: "否" });
    // A new child joins its parent's top menus: it shows in the 系统 routes.
    const routes = flatten((await get<Node[]>(`${M}/routes?topMenuId=${SEED.topSystem1}`, token)).data);
    expect(routes.some((n) => n.id === id && n.name === "测试菜单")).toBe(true);

    const button = await post<{ id: string }>(`${M}/submit`, token, { parentId: id, name: "新增", code: `${code}_add`, category: 2, action: 1, sort: 1 });
    expect(button.code).toBe(200);
    expect(await post(`${M}/submit`, token, { id, name: "测试菜单（改）", isOpen: 2, remark: "备注" })).toEqual({ code: 200, success: true, data: { id }, msg: "操作成功" });
    expect((await get<Node>(`${M}/detail?id=${id}`, token)).data).toMatchObject({ name: "测试菜单（改）", code, path: "/system/test", isOpen: 2,
      isOpenName: "是", remark: "备注" });
    const buttons = flatten((await get<Node[]>(`${M}/buttons`, token)).data);
    expect(buttons.find((n) => n.id === button.data.id)).toMatchObject({ code: `${code}_add`, parentId: id });

    expect(await post(`${M}/submit`, token, { code: unique("tmenu") })).toEqual(failed("菜单名称不能为空"));
    expect(await post(`${M}/submit`, token, { name: "无编号" })).toEqual(failed("菜单编号不能为空"));
    expect(await post(`${M}/submit`, token, { name: "重复", code: "agentInfo" })).toEqual(failed("菜单编号已存在!"));
    expect(await post(`${M}/submit`, token, { id, code: "agent_add" })).toEqual(failed("菜单编号已存在!"));
    expect(await post(`${M}/submit`, token, { name: "类型", code: unique("tmenu"), category: 3 })).toEqual(failed("菜单类型只能是1(菜单)或2(按钮)"));
    expect(await post(`${M}/submit`, token, { name: "按钮下", code: unique("tmenu"), parentId: button.data.id })).toEqual(failed("父节点只可选择菜单类型!"));
    expect(await post(`${M}/submit`, token, { name: "无父", code: unique("tmenu"), parentId: "42" })).toEqual(failed("上级菜单不存在"));
    expect(await post(`${M}/submit`, token, { id: system.id, parentId: id })).toEqual(failed("父节点不可选择自身或子节点!"));
    expect(await post(`${M}/submit`, token, { id, category: 2 })).toEqual(failed("有子节点的菜单不可改为按钮"));
    expect(await post(`${M}/submit`, token, { id: "1234", name: "x", code: unique("tmenu") })).toEqual(failed("操作失败"));
  });

  it("remove: children first (HTTP 400), then soft delete with its role and top-menu grants", async () => {
    const token = await admin();
    const code = unique("trm");
    const parent = (await post<{ id: string }>(`${M}/submit`, token, { name: "待删菜单", code, parentId: menuRows().find((m) => m.code === "system")!.id })).data.id;
    const child = (await post<{ id: string }>(`${M}/submit`, token, { name: "删除", code: `${code}_delete`, parentId: parent, category: 2, action: 3 })).data.id;
    expect(await post(`${SYS}/role/grant`, token, { roleIds: [SEED.roleOperator1], menuIds: [...await granted(token, SEED.roleOperator1), parent, child] })).toEqual(OK);
    const count = async (table: string) =>
      sandboxEnv.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE menu_id IN (?, ?)`).bind(parent, child).first<number>("n");
    expect(await count("blade_role_menu")).toBe(2);
    expect(await count("blade_top_menu_setting")).toBeGreaterThan(0);

    expect(await remove(`${M}/remove`, parent, token, 400)).toEqual(failed("请先删除子节点!"));
    expect(await remove(`${M}/remove`, child, token)).toEqual(OK);
    expect(await remove(`${M}/remove`, parent, token)).toEqual(OK);
    expect(await count("blade_role_menu")).toBe(0);
    expect(await count("blade_top_menu_setting")).toBe(0);
    expect(await get(`${M}/detail?id=${parent}`, token)).toMatchObject({ msg: "暂无承载数据" });
    // The code is free again.
    const again = await post<{ id: string }>(`${M}/submit`, token, { name: "待删菜单", code, sort: 999 });
    expect(again.code).toBe(200);
    expect(await remove(`${M}/remove`, again.data.id, token)).toEqual(OK);
    const missing = await authed(`${M}/remove`, token, { method: "POST" });
    expect(missing.status).toBe(400);
    expect(await body(missing)).toEqual(failed("缺少必要的请求参数: ids"));
  });

  it("the existing /menu/routes and /menu/buttons still answer for admin", async () => {
    const token = await admin();
    const routes = (await get<Node[]>(`${M}/routes`, token)).data;
    expect(routes[0]).toMatchObject({ name: "首页", path: "/main/index" });
    expect(flatten(routes).some((n) => n.path === "/system/menu")).toBe(true);
    expect(flatten(routes).every((n) => n.category === 1)).toBe(true);
    const buttons = flatten((await get<Node[]>(`${M}/buttons`, token)).data);
    expect(buttons.map((n) => n.code)).toEqual(expect.arrayContaining(["agent_add", "role_grant", "dict_add", "menu_delete"]));
    expect((await get<unknown[]>(`${M}/top-menu`, token)).data).toHaveLength(2);
  });
});

async function granted(token: string, roleId: string): Promise<string[]> {
  return (await get<{ menu: string[] }>(`${SYS}/menu/role-tree-keys?roleIds=${roleId}`, token)).data.menu;
}

describe("role management", () => {
  const RO = `${SYS}/role`;

  it("list is the tenant's tree with parentName; filters; tree, detail and select", async () => {
    const token = await admin();
    const tree = (await get<Node[]>(`${RO}/list`, token)).data;
    expect(tree.map((r) => r.roleName).slice(0, 2)).toEqual(["超级管理员", "运营专员"]);
    expect(tree[0]).toMatchObject({ id: SEED.roleAdmin1, tenantId: "000001", roleAlias: "administrator", parentName: "顶级", hasChildren: false });
    const finance = tree.find((r) => r.id === ROLES.finance)!;
    expect(Object.keys(finance)).toEqual(["id", "tenantId", "parentId", "roleName", "sort", "roleAlias", "isDeleted", "children", "hasChildren", "parentName"]);
    expect(finance.children!.map((r) => [r.roleName, r.parentName])).toEqual([["财务主管", "财务"], ["出纳", "财务"]]);
    expect(tree.find((r) => r.id === ROLES.service)!.children!.map((r) => r.roleName)).toEqual(["客服组长"]);
    expect(flatten(tree).every((r) => r.tenantId === "000001")).toBe(true);
    expect(flatten(tree).length).toBeGreaterThanOrEqual(10);

    const byName = (await get<Node[]>(`${RO}/list?roleName=${q("主管")}`, token)).data;
    expect(byName.map((r) => [r.roleName, r.parentName])).toEqual([["财务主管", "财务"]]);
    expect((await get<Node[]>(`${RO}/list?roleAlias=risk`, token)).data.map((r) => r.roleName)).toEqual(["风控专员"]);

    const nodes = (await get<Node[]>(`${RO}/tree`, token)).data;
    const financeNode = nodes.find((n) => n.id === ROLES.finance)!;
    expect(financeNode).toMatchObject({ title: "财务", key: ROLES.finance, value: ROLES.finance, hasChildren: true });
    expect(financeNode.children!.map((n) => n.title)).toEqual(["财务主管", "出纳"]);

    expect((await get<Node>(`${RO}/detail?id=${ROLES.financeManager}`, token)).data).toMatchObject({ roleName: "财务主管", roleAlias: "finance_manager",
      parentId: ROLES.finance, parentName: "财务" });
    expect((await get<Node>(`${RO}/detail?id=${ROLES.finance}`, token)).data).toMatchObject({ parentName: "顶级", hasChildren: true });
    expect(await get(`${RO}/detail?id=${ROLES.finance2}`, token)).toMatchObject({ data: {}, msg: "暂无承载数据" });

    const select = (await get<Record<string, unknown>[]>(`${RO}/select`, token)).data;
    expect(select.map((r) => r.roleAlias)).toEqual(expect.arrayContaining(["administrator", "operator", "finance", "auditor"]));
    expect(select.every((r) => r.tenantId === "000001" && !("children" in r) && !("parentName" in r))).toBe(true);
    expect(Object.keys(select[0]!)).toEqual(["id", "tenantId", "parentId", "roleName", "sort", "roleAlias", "isDeleted"]);
  });

  it("submit inserts and updates; required fields and unique alias", async () => {
    const token = await admin();
    const alias = unique("trole");
    expect(await post(`${RO}/submit`, token, { roleName: "测试角色", roleAlias: alias, sort: 20 })).toEqual(OK);
    const role = (await get<Node[]>(`${RO}/list?roleAlias=${alias}`, token)).data[0]!;
    expect(role).toMatchObject({ roleName: "测试角色", roleAlias: alias, parentId: "0", sort: 20, tenantId: "000001", parentName: "顶级" });
    expect(await post(`${RO}/submit`, token, { roleName: "测试子角色", roleAlias: `${alias}_sub`, parentId: role.id })).toEqual(OK);
    const sub = (await get<Node[]>(`${RO}/list?roleAlias=${alias}_sub`, token)).data[0]!;
    expect(sub).toMatchObject({ parentId: role.id, parentName: "测试角色" });
    expect(await post(`${RO}/submit`, token, { id: role.id, roleName: "测试角色（改）" })).toEqual(OK);
    expect((await get<Node>(`${RO}/detail?id=${role.id}`, token)).data).toMatchObject({ roleName: "测试角色（改）", roleAlias: alias, sort: 20 });

    expect(await post(`${RO}/submit`, token, { roleAlias: unique("trole") })).toEqual(failed("角色名称不能为空"));
    expect(await post(`${RO}/submit`, token, { roleName: "无别名" })).toEqual(failed("角色别名不能为空"));
    expect(await post(`${RO}/submit`, token, { roleName: "重复", roleAlias: "finance" })).toEqual(failed("角色别名已存在!"));
    expect(await post(`${RO}/submit`, token, { id: sub.id, roleAlias: alias })).toEqual(failed("角色别名已存在!"));
    expect(await post(`${RO}/submit`, token, { id: role.id, parentId: sub.id })).toEqual(failed("父节点不可选择自身或子节点!"));
    expect(await post(`${RO}/submit`, token, { roleName: "外租户父", roleAlias: unique("trole"), parentId: ROLES.finance2 })).toEqual(failed("上级角色不存在"));
    expect(await post(`${RO}/submit`, token, { id: SEED.roleAdmin1, roleAlias: "admin2" })).toEqual(failed("超级管理员角色别名不可修改"));
    expect(await post(`${RO}/submit`, token, { id: ROLES.finance2, roleName: "越权" })).toEqual(failed("操作失败"));

    // The alias "finance" exists in 000002 too: uniqueness is per tenant.
    const two = (await signInWithCaptcha("admin", "admin", "000002")).access_token;
    expect((await get<Node[]>(`${RO}/list`, two)).data.map((r) => r.roleAlias)).toEqual(["administrator", "finance"]);
    expect(await post(`${RO}/submit`, two, { roleName: "客服", roleAlias: "customer_service" })).toEqual(OK);
  });

  it("remove: children (HTTP 400), administrator and roles held by users are refused; else soft delete", async () => {
    const token = await admin();
    const alias = unique("trm");
    await post(`${RO}/submit`, token, { roleName: "待删角色", roleAlias: alias });
    const parent = (await get<Node[]>(`${RO}/list?roleAlias=${alias}`, token)).data[0]!;
    await post(`${RO}/submit`, token, { roleName: "待删子角色", roleAlias: `${alias}_c`, parentId: parent.id });
    const child = (await get<Node[]>(`${RO}/list?roleAlias=${alias}_c`, token)).data[0]!;
    await post(`${RO}/grant`, token, { roleIds: [child.id], menuIds: [menuRows()[0]!.id] });

    expect(await remove(`${RO}/remove`, parent.id, token, 400)).toEqual(failed("请先删除子节点!"));
    expect(await remove(`${RO}/remove`, SEED.roleAdmin1, token)).toEqual(failed("超级管理员角色不可删除"));
    // 运营专员 has users and, since seed_v4_data_scope, a child role (运营助理): the children rule speaks first.
    expect(await remove(`${RO}/remove`, SEED.roleOperator1, token, 400)).toEqual(failed("请先删除子节点!"));
    expect(await remove(`${RO}/remove`, SCOPE_SEED.roleOpsAssistant, token)).toEqual(failed("该角色下存在用户，无法删除"));
    expect(await remove(`${RO}/remove`, ROLES.finance2, token)).toEqual(failed("操作失败"));
    expect(await remove(`${RO}/remove`, child.id, token)).toEqual(OK);
    expect(await sandboxEnv.DB.prepare("SELECT COUNT(*) AS n FROM blade_role_menu WHERE role_id = ?").bind(child.id).first("n")).toBe(0);
    expect(await remove(`${RO}/remove`, parent.id, token)).toEqual(OK);
    expect((await get<Node[]>(`${RO}/list?roleAlias=${alias}`, token)).data).toEqual([]);
    // A role held by a user among several (comma-joined role_id).
    await sandboxEnv.DB.prepare("UPDATE blade_user SET role_id = ? WHERE account = 'qa4' AND tenant_id = '000001'").bind(`${SEED.roleAdmin1},${ROLES.auditor}`).run();
    expect(await remove(`${RO}/remove`, ROLES.auditor, token)).toEqual(failed("该角色下存在用户，无法删除"));
    await sandboxEnv.DB.prepare("UPDATE blade_user SET role_id = ? WHERE account = 'qa4' AND tenant_id = '000001'").bind(SEED.roleAdmin1).run();
  });

  it("grant replaces a role's menus; role-tree-keys reads them back (string or number ids, own tenant only)", async () => {
    const token = await admin();
    const seeded = await granted(token, ROLES.cashier);
    const rows = menuRows();
    const byCode = (code: string) => rows.find((m) => m.code === code)!.id;
    expect(seeded.sort()).toEqual(["home", "account", "accountInfo", "account_view", "settlement", "settleRecord"].map(byCode).sort());

    const alias = unique("tgrant");
    await post(`${RO}/submit`, token, { roleName: "授权测试", roleAlias: alias });
    const role = (await get<Node[]>(`${RO}/list?roleAlias=${alias}`, token)).data[0]!;
    const wanted = ["home", "orders", "transactionOrder", "order_export"].map(byCode);
    const raw = `{"roleIds":[${role.id}],"menuIds":[${wanted.join(",")}],"dataScopeIds":[],"apiScopeIds":[]}`;
    const response = await authed(`${RO}/grant`, token, { method: "POST", headers: { "content-type": "application/json" }, body: raw });
    expect(await body(response)).toEqual(OK);
    expect((await granted(token, role.id)).sort()).toEqual([...wanted].sort());

    // Replaces, and skips unknown menus.
    expect(await post(`${RO}/grant`, token, { roleIds: [role.id], menuIds: [byCode("home"), "999"], dataScopeIds: [], apiScopeIds: [] })).toEqual(OK);
    expect(await granted(token, role.id)).toEqual([byCode("home")]);
    const both = await get<{ menu: string[]; dataScope: unknown[]; apiScope: unknown[] }>(`${SYS}/menu/role-tree-keys?roleIds=${role.id},${ROLES.cashier}`, token);
    expect(both.data.dataScope).toEqual([]);
    expect(both.data.menu.sort()).toEqual([...new Set([byCode("home"), ...seeded])].sort());
    expect(await post(`${RO}/grant`, token, { roleIds: [role.id], menuIds: [] })).toEqual(OK);
    expect(await granted(token, role.id)).toEqual([]);
    expect(await post(`${RO}/grant`, token, { menuIds: [byCode("home")] })).toEqual(failed("角色不能为空"));

    // Another tenant's role is neither read nor written.
    const two = (await signInWithCaptcha("admin", "admin", "000002")).access_token;
    expect((await get<{ menu: string[] }>(`${SYS}/menu/role-tree-keys?roleIds=${ROLES.cashier}`, two)).data.menu).toEqual([]);
    expect(await post(`${RO}/grant`, two, { roleIds: [ROLES.cashier], menuIds: [byCode("home")] })).toEqual(failed("操作失败"));
    expect((await granted(token, ROLES.cashier)).sort()).toEqual([...seeded].sort());
    expect((await get<{ menu: string[] }>(`${SYS}/menu/role-tree-keys?roleIds=${ROLES.finance2}`, two)).data.menu.length).toBe(4);
  });

  it("a granted role's user sees exactly its menus in /menu/routes", async () => {
    const token = await admin();
    const alias = unique("tsee");
    await post(`${RO}/submit`, token, { roleName: "可见性", roleAlias: alias });
    const role = (await get<Node[]>(`${RO}/list?roleAlias=${alias}`, token)).data[0]!;
    const rows = menuRows();
    const ids = ["home", "report", "tradeReport", "trade_report_export"].map((c) => rows.find((m) => m.code === c)!.id);
    await post(`${RO}/grant`, token, { roleIds: [role.id], menuIds: ids });
    await sandboxEnv.DB.prepare("UPDATE blade_user SET role_id = ? WHERE account = 'qa3' AND tenant_id = '000001'").bind(role.id).run();
    try {
      const qa3 = (await signIn("qa3", "qa123456")).access_token;
      const routes = (await get<Node[]>(`${SYS}/menu/routes`, qa3)).data;
      expect(flatten(routes).map((n) => n.code)).toEqual(["home", "report", "tradeReport"]);
      const buttons = flatten((await get<Node[]>(`${SYS}/menu/buttons`, qa3)).data).filter((n) => !n.children).map((n) => n.code);
      expect(buttons).toEqual(["trade_report_export"]);
    } finally {
      await sandboxEnv.DB.prepare("UPDATE blade_user SET role_id = ? WHERE account = 'qa3' AND tenant_id = '000001'").bind(SEED.roleAdmin1).run();
    }
  });
});
