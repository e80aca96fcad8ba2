import { describe, expect, it } from "vitest";
import { seedId } from "../../../workers/sandbox/core/ids";
import { seedData } from "../../../workers/sandbox/database";
import { BIZ_DICT_000001, SYSTEM_DICT } from "../../../workers/sandbox/services/dict/seed";
import { menuRows } from "../../../workers/sandbox/services/menu/catalogue";
import { ROLE_SEEDS } from "../../../workers/sandbox/services/role/seed";
import { authed, body, get, type Page, sandboxEnv, signInWithCaptcha } from "../helpers";
import { admin, failed, flatten, type Node, OK, post, q, remove, SYS, unique } from "../support/dict-menu-role";

describe("seed", () => {
  it("is deterministic, holds the contract's codes, and every role grant names a seeded menu", async () => {
    const seed = await seedData("seed_v3_dict_menu_role");
    expect(await seedData("seed_v3_dict_menu_role")).toEqual(seed);
    const codes = SYSTEM_DICT.map((g) => g.code);
    for (const code of [
      "sex",
      "notice",
      "menu_category",
      "button_func",
      "yes_no",
      "flow",
      "org_category",
      "data_scope_type",
      "api_scope_type",
      "scope_category",
      "oss",
      "sms",
      "post_category",
      "region",
      "user_type",
    ])
      expect(codes).toContain(code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.length).toBeGreaterThanOrEqual(32);
    expect(BIZ_DICT_000001.length).toBeGreaterThanOrEqual(25);
    const menuCodes = menuRows().map((m) => m.code);
    expect(new Set(menuCodes).size).toBe(menuCodes.length);
    for (const role of ROLE_SEEDS)
      for (const code of role.menus) expect(menuCodes, `${role.alias}: ${code}`).toContain(code);
    const ids = seed.rows.flatMap(([, rows]) => rows.map((r) => r.id)).filter(Boolean) as string[];
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
    expect(first.records[0]).toMatchObject({
      code: "sex",
      dictValue: "性别",
      hasChildren: true,
      sort: 1,
      isSealed: 0,
      isDeleted: 0,
    });
    expect(Object.keys(first.records[0]!)).toEqual([
      "id",
      "parentId",
      "code",
      "dictKey",
      "dictValue",
      "sort",
      "remark",
      "isSealed",
      "isDeleted",
      "hasChildren",
      "parentName",
    ]);
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

    const asc = (await get<Page<Node>>(`${D}/parent-list?size=100&ascs=code`, token)).data.records.map(
      (r) => r.code as string,
    );
    expect(asc).toEqual([...asc].sort());
    const desc = (await get<Page<Node>>(`${D}/parent-list?size=100&descs=dictValue,nonsense`, token)).data.records.map(
      (r) => r.dictValue as string,
    );
    expect(desc).toEqual([...desc].sort().reverse());
    const plain = (
      await get<Page<Node>>(`${D}/parent-list?size=100&ascs=${q("sort;drop table x")}`, token)
    ).data.records.map((r) => r.sort as number);
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
    expect(filtered[0]!.children!.map((c) => [c.dictKey, c.dictValue])).toEqual([
      ["1", "菜单"],
      ["2", "按钮"],
    ]);
    const byValue = (await get<Node[]>(`${D}/list?dictValue=${q("工具操作栏")}`, token)).data;
    expect(byValue.map((n) => [n.code, n.dictKey, n.parentName])).toEqual([["button_func", "3", "按钮功能"]]);

    const industry = tree.find((n) => n.code === "industry")!;
    const nested = (await get<Node[]>(`${D}/child-list?parentId=${industry.id}`, token)).data;
    expect(nested.map((n) => n.dictValue)).toEqual(["餐饮", "零售", "生活服务", "交通出行"]);
    const dining = nested[0]!;
    expect(dining).toMatchObject({
      parentId: industry.id,
      parentName: "行业类别",
      hasChildren: true,
      code: "industry",
    });
    const formal = dining.children!.find((n) => n.dictValue === "正餐")!;
    expect(formal.children!.map((n) => n.dictValue)).toEqual(["中餐", "西餐", "火锅"]);
    expect(dining.children!.find((n) => n.dictValue === "快餐小吃")).not.toHaveProperty("children");
    expect((await get<Node[]>(`${D}/child-list`, token)).data).toEqual([]);
    expect((await get<Node[]>(`${D}/child-list?parentId=-1`, token)).data).toEqual([]);
    const yesNo = tree.find((n) => n.code === "yes_no")!;
    expect(
      (await get<Node[]>(`${D}/child-list?parentId=${yesNo.id}`, token)).data.map((n) => [n.dictKey, n.dictValue]),
    ).toEqual([
      ["0", "否"],
      ["1", "是"],
    ]);

    const dict = (await get<Node[]>(`${D}/dictionary?code=sex`, token)).data;
    expect(dict.map((d) => d.dictValue)).toEqual(["男", "女", "未知"]);
    expect(dict[0]).toEqual({
      id: expect.stringMatching(/^\d{19}$/),
      parentId: sex.id,
      code: "sex",
      dictKey: "1",
      dictValue: "男",
      sort: 1,
      remark: "",
      isSealed: -1,
      isDeleted: -1,
    });
    const oss = (await get<Node[]>(`${D}/dictionary?code=oss`, token)).data.map((d) => d.dictValue);
    expect(oss).toEqual(["minio", "qiniu", "ali", "tencent"]);
    const flow = (await get<Node[]>(`${D}/dictionary?code=flow`, token)).data;
    expect(flow[0]).toMatchObject({ dictKey: "1", dictValue: "请假流程", remark: "leave" });
    const payWay = (await get<Node[]>(`${D}/dictionary?code=pay_way`, token)).data;
    expect(payWay.length).toBe(13);
    const payTree = (await get<Node[]>(`${D}/dictionary-tree?code=pay_way`, token)).data;
    expect(payTree.map((n) => n.dictValue)).toEqual(["微信支付", "支付宝", "银联云闪付", "数字人民币"]);
    expect(payTree[0]!.children!.map((n) => n.dictValue)).toEqual([
      "公众号支付",
      "小程序支付",
      "付款码支付",
      "APP支付",
    ]);
    expect((await get<Node[]>(`${D}/dictionary?code=nope`, token)).data).toEqual([]);

    const treeNodes = (await get<Node[]>(`${D}/tree`, token)).data;
    const sexNode = treeNodes.find((n) => n.title === "性别")!;
    expect(Object.keys(sexNode)).toEqual(["id", "parentId", "title", "key", "value", "hasChildren", "children"]);
    expect(sexNode).toMatchObject({ id: sex.id, key: sex.id, value: sex.id, parentId: "0", hasChildren: true });
    expect(sexNode.children![0]).toEqual({
      id: sex.children![0]!.id,
      parentId: sex.id,
      title: "男",
      key: sex.children![0]!.id,
      value: sex.children![0]!.id,
      hasChildren: false,
    });
  });

  it("detail names the parent (顶级 for a root); an unknown id is R.data(null)", async () => {
    const token = await admin();
    const root = (await get<Node>(`${D}/detail?id=${seedId(30, 1)}`, token)).data;
    expect(root).toMatchObject({
      id: seedId(30, 1),
      code: "sex",
      dictKey: "-1",
      dictValue: "性别",
      parentId: "0",
      parentName: "顶级",
      hasChildren: true,
    });
    expect(root).not.toHaveProperty("children");
    const child = (await get<Node>(`${D}/detail?id=${seedId(30, 2)}`, token)).data;
    expect(child).toMatchObject({
      code: "sex",
      dictKey: "1",
      dictValue: "男",
      parentId: seedId(30, 1),
      parentName: "性别",
      hasChildren: false,
    });
    expect(await get(`${D}/detail?id=1`, token)).toEqual({ code: 200, success: true, data: {}, msg: "暂无承载数据" });
  });

  it("submit inserts and updates, children inherit the code, and each rule answers its message", async () => {
    const token = await admin();
    const code = unique("t_dict");
    expect(await post(`${D}/submit`, token, { code, dictValue: "测试字典", sort: 99, isSealed: 0 })).toEqual(OK);
    const root = (await get<Page<Node>>(`${D}/parent-list?code=${code}`, token)).data.records[0]!;
    expect(root).toMatchObject({
      code,
      dictKey: "-1",
      parentId: "0",
      dictValue: "测试字典",
      sort: 99,
      hasChildren: false,
    });
    expect(await post(`${D}/submit`, token, { parentId: root.id, dictKey: "1", dictValue: "选项一", sort: 1 })).toEqual(
      OK,
    );
    expect(
      await post(`${D}/submit`, token, { parentId: root.id, code, dictKey: "2", dictValue: "选项二", sort: 2 }),
    ).toEqual(OK);
    const children = (await get<Node[]>(`${D}/child-list?parentId=${root.id}`, token)).data;
    expect(children.map((c) => [c.code, c.dictKey, c.dictValue])).toEqual([
      [code, "1", "选项一"],
      [code, "2", "选项二"],
    ]);
    expect(
      await post(`${D}/submit`, token, { parentId: children[0]!.id, dictKey: "11", dictValue: "选项一·甲", sort: 1 }),
    ).toEqual(OK);
    const nested = (await get<Node[]>(`${D}/child-list?parentId=${root.id}`, token)).data;
    expect(nested[0]!.children!.map((c) => [c.code, c.dictKey, c.parentName])).toEqual([[code, "11", "选项一"]]);

    // Update: sent fields change, others stay.
    expect(await post(`${D}/submit`, token, { id: children[1]!.id, dictValue: "选项二（改）", isSealed: 1 })).toEqual(
      OK,
    );
    const updated = (await get<Node>(`${D}/detail?id=${children[1]!.id}`, token)).data;
    expect(updated).toMatchObject({
      code,
      dictKey: "2",
      dictValue: "选项二（改）",
      isSealed: 1,
      sort: 2,
      parentName: "测试字典",
    });
    expect((await get<Node[]>(`${D}/dictionary?code=${code}`, token)).data.map((d) => d.dictKey)).toEqual(["1", "11"]);

    // Validation.
    expect(await post(`${D}/submit`, token, { dictValue: "无编号" })).toEqual(failed("字典编号不能为空"));
    expect(await post(`${D}/submit`, token, { code: unique("t_dict") })).toEqual(failed("字典名称不能为空"));
    expect(await post(`${D}/submit`, token, { code, dictValue: "   " })).toEqual(failed("字典名称不能为空"));
    expect(await post(`${D}/submit`, token, { parentId: root.id, dictValue: "无键值" })).toEqual(
      failed("字典键值不能为空"),
    );
    expect(await post(`${D}/submit`, token, { code: unique("t_dict"), dictValue: "x", isSealed: 3 })).toEqual(
      failed("是否封存只能是0或1"),
    );
    expect(await post(`${D}/submit`, token, { parentId: "1", code, dictKey: "9", dictValue: "x" })).toEqual(
      failed("上级字典不存在"),
    );
    expect(await post(`${D}/submit`, token, { id: root.id, parentId: children[0]!.id })).toEqual(
      failed("父节点不可选择自身或子节点!"),
    );
    expect(await post(`${D}/submit`, token, { parentId: root.id, dictKey: "1", dictValue: "重复" }, 400)).toEqual(
      failed("当前字典键值已存在!"),
    );
    expect(await post(`${D}/submit`, token, { id: children[1]!.id, dictKey: "1" }, 400)).toEqual(
      failed("当前字典键值已存在!"),
    );
    expect(await post(`${D}/submit`, token, { code: "sex", dictValue: "另一个性别" }, 400)).toEqual(
      failed("当前字典键值已存在!"),
    );
    const bad = await authed(`${D}/submit`, token, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{oops",
    });
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
    expect(
      await sandboxEnv.DB.prepare("SELECT is_deleted FROM blade_dict WHERE id = ?").bind(root.id).first("is_deleted"),
    ).toBe(1);
    expect(await remove(`${D}/remove`, root.id, token)).toEqual(failed("操作失败"));
    expect(await post(`${D}/submit`, token, { code, dictValue: "重新创建" })).toEqual(OK);

    const missing = await authed(`${D}/remove`, token, { method: "POST" });
    expect(missing.status).toBe(400);
    expect(await body(missing)).toEqual(failed("缺少必要的请求参数: ids"));
    const form = await authed(`${D}/remove`, token, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `ids=${seedId(30, 1)}`,
    });
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
    expect(first.records[0]).toMatchObject({
      tenantId: "000001",
      code: "agent_status",
      dictValue: "代理商状态",
      parentName: "顶级",
      hasChildren: true,
    });
    expect(Object.keys(first.records[0]!).slice(0, 3)).toEqual(["id", "tenantId", "parentId"]);
    const dict = async (code: string) =>
      (await get<Node[]>(`${B}/dictionary?code=${code}`, token)).data.map((d) => `${d.dictKey} ${d.dictValue}`);
    expect(await dict("agent_status")).toEqual(["0 待审核", "1 正常", "2 冻结", "3 注销"]);
    expect(await dict("settle_type")).toEqual(["1 T+1", "2 D+0", "3 D+1"]);
    expect(await dict("bank_type")).toEqual([
      "1 国有银行",
      "2 股份制银行",
      "3 城市商业银行",
      "4 农村商业银行",
      "5 外资银行",
    ]);
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
    expect(
      (await get<Node[]>(`${B}/list`, two)).data.flatMap((n) => flatten([n])).every((n) => n.tenantId === "000002"),
    ).toBe(true);
    expect((await get<Node[]>(`${SYS}/dict/dictionary?code=sex`, two)).data).toHaveLength(3);

    // A row of 000001 is invisible and untouchable from 000002 and vice versa.
    const oneRoot = (await get<Page<Node>>(`${B}/parent-list?code=bank_type`, one)).data.records[0]!;
    expect(await get(`${B}/detail?id=${oneRoot.id}`, two)).toMatchObject({ data: {}, msg: "暂无承载数据" });
    expect((await get<Node[]>(`${B}/child-list?parentId=${oneRoot.id}`, two)).data).toEqual([]);
    expect(await post(`${B}/submit`, two, { id: oneRoot.id, dictValue: "被改了" })).toEqual(failed("操作失败"));
    expect(await post(`${B}/submit`, two, { parentId: oneRoot.id, dictKey: "9", dictValue: "越权" })).toEqual(
      failed("上级字典不存在"),
    );
    const oneChild = (await get<Node[]>(`${B}/dictionary?code=bank_type`, one)).data[0]!;
    expect(await remove(`${B}/remove`, oneChild.id, two)).toEqual(failed("操作失败"));
    expect((await get<Node>(`${B}/detail?id=${oneRoot.id}`, one)).data).toMatchObject({ dictValue: "银行类型" });
    expect(await dict(one, "bank_type")).toHaveLength(5);

    // bank_type is free in 000002; agent_status key 1 is taken there.
    expect(await post(`${B}/submit`, two, { code: "bank_type", dictValue: "银行类型" })).toEqual(OK);
    const twoBank = (await get<Page<Node>>(`${B}/parent-list?code=bank_type`, two)).data.records[0]!;
    expect(twoBank).toMatchObject({ tenantId: "000002", hasChildren: false });
    expect(await post(`${B}/submit`, two, { parentId: twoBank.id, dictKey: "1", dictValue: "国有银行" })).toEqual(OK);
    expect((await dict(two, "bank_type")).map((d) => d.dictValue)).toEqual(["国有银行"]);
    expect(await dict(one, "bank_type")).toHaveLength(5);
    const agentStatus = (await get<Page<Node>>(`${B}/parent-list?code=agent_status`, two)).data.records[0]!;
    expect(await post(`${B}/submit`, two, { parentId: agentStatus.id, dictKey: "1", dictValue: "重复" }, 400)).toEqual(
      failed("当前字典键值已存在!"),
    );
    expect(await remove(`${B}/remove`, twoBank.id, two, 400)).toEqual(failed("请先删除子节点!"));
  });
});
