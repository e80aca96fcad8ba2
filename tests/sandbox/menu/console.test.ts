import { describe, expect, it } from "vitest";
import { SEED } from "../../../workers/sandbox/core/seed";
import { body, call, get, signIn } from "../helpers";

type Node = {
  id: string;
  parentId: string;
  name: string;
  path: string;
  code: string;
  source: string;
  sort: number;
  children?: Node[];
  [k: string]: unknown;
};

const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

describe("menu routes", () => {
  it("administrator: the full category-1 tree, 首页 first, nodes in the captured shape", async () => {
    const { access_token } = await signIn("admin", "admin");
    const r = await get<Node[]>("/api/cloud-system/menu/routes", access_token);
    expect(Object.keys(r)).toEqual(["code", "success", "data", "msg"]);
    expect(r).toMatchObject({ code: 200, success: true, msg: "操作成功" });
    const names = r.data.map((n) => n.name);
    expect(names[0]).toBe("首页");
    expect(r.data[0]!.path).toBe("/main/index");
    for (const group of [
      "代理商管理",
      "业务管理",
      "商户管理",
      "门店管理",
      "通道管理",
      "设备管理",
      "订单管理",
      "对账管理",
      "结算管理",
      "账户管理",
      "营销管理",
      "政策配置",
      "报表中心",
      "消息中心",
      "系统管理",
      "日志管理",
      "工作流",
      "微信公众号",
      "资源管理",
    ]) {
      expect(names).toContain(group);
    }
    const sorts = r.data.map((n) => n.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    const all = flatten(r.data);
    expect(all.every((n) => n.category === 1)).toBe(true);
    expect(all.some((n) => n.path === "/orders/transactionOrder" && n.name === "交易订单")).toBe(true);
    const system = r.data.find((n) => n.name === "系统管理")!;
    expect(system.children!.map((c) => c.name)).toEqual([
      "字典管理",
      "菜单管理",
      "角色管理",
      "用户管理",
      "部门管理",
      "地区管理",
      "MCC管理",
      "银行信息",
      "黑名单",
      "敏感词",
      "机构主题",
      "帮助中心",
      "通用设置",
    ]);
    const leaf = system.children![0]!;
    expect(Object.keys(leaf)).toEqual([
      "id",
      "parentId",
      "code",
      "name",
      "alias",
      "path",
      "source",
      "sort",
      "category",
      "action",
      "isOpen",
      "remark",
      "isDeleted",
      "hasChildren",
      "parentName",
      "categoryName",
      "actionName",
      "isOpenName",
      "meta",
    ]);
    expect(leaf).toMatchObject({ parentId: system.id, hasChildren: false, remark: "", meta: { i18n: "menu.dict" } });
    expect(system).toMatchObject({ parentId: "0", hasChildren: false });
    expect(Object.keys(system).indexOf("children")).toBeLessThan(Object.keys(system).indexOf("hasChildren"));
    expect(leaf.id).toMatch(/^\d{19}$/);
  });

  it("operator: fewer menus; of 系统管理 only 用户管理 and 部门管理", async () => {
    const { access_token } = await signIn("operator", "operator123");
    const r = await get<Node[]>("/api/cloud-system/menu/routes", access_token);
    const names = r.data.map((n) => n.name);
    expect(names[0]).toBe("首页");
    expect(names).toContain("代理商管理");
    expect(names).not.toContain("通道管理");
    expect(names).not.toContain("日志管理");
    expect(r.data.find((n) => n.name === "系统管理")!.children!.map((c) => c.name)).toEqual(["用户管理", "部门管理"]);
    const agent = r.data.find((n) => n.name === "代理商管理")!;
    expect(agent.children!.map((c) => c.name)).toEqual(["代理商列表", "代理商迁移"]);
    expect(flatten(r.data).some((n) => n.path === "/orders/transactionOrder")).toBe(true);
  });

  it("topMenuId narrows to the menus granted to that top menu", async () => {
    const { access_token } = await signIn("admin", "admin");
    const system = await get<Node[]>(`/api/cloud-system/menu/routes?topMenuId=${SEED.topSystem1}`, access_token);
    const names = system.data.map((n) => n.name);
    expect(names).toContain("系统管理");
    expect(names).toContain("首页");
    expect(names).not.toContain("代理商管理");
    const business = await get<Node[]>(`/api/cloud-system/menu/routes?topMenuId=${SEED.topBusiness1}`, access_token);
    expect(business.data.map((n) => n.name)).not.toContain("系统管理");
  });

  it("skip-listed: without a user, routes and top-menu answer R.data(null)", async () => {
    for (const path of ["/api/cloud-system/menu/routes", "/api/cloud-system/menu/top-menu"]) {
      const response = await call(path);
      expect(response.status).toBe(200);
      expect(await body(response)).toEqual({ code: 200, success: true, data: {}, msg: "暂无承载数据" });
    }
  });

  it("top menus per role", async () => {
    const admin = await signIn("admin", "admin");
    const tops = await get<Record<string, unknown>[]>("/api/cloud-system/menu/top-menu", admin.access_token);
    expect(tops.data.map((t) => t.name)).toEqual(["业务", "系统"]);
    expect(tops.data[0]).toMatchObject({
      id: SEED.topBusiness1,
      tenantId: "000001",
      code: "business",
      sort: 1,
      isDeleted: 0,
      status: 1,
    });
    const operator = await signIn("operator", "operator123");
    const opTops = await get<Record<string, unknown>[]>("/api/cloud-system/menu/top-menu", operator.access_token);
    expect(opTops.data.map((t) => t.name)).toEqual(["业务", "系统"]);
  });
});

describe("menu buttons", () => {
  const codes = (nodes: Node[]) =>
    flatten(nodes)
      .filter((n) => !n.children)
      .map((n) => n.code);

  it("menus owning buttons as roots, buttons as children without children keys", async () => {
    const { access_token } = await signIn("admin", "admin");
    const r = await get<Node[]>("/api/cloud-system/menu/buttons", access_token);
    const agent = r.data.find((n) => n.code === "agentInfo")!;
    expect(agent).toMatchObject({
      name: "代理商列表",
      path: "/agent/agentInfo",
      category: -1,
      isOpen: -1,
      isDeleted: -1,
      hasChildren: false,
    });
    expect(agent.children!.map((b) => b.code)).toEqual([
      "agent_add",
      "agent_edit",
      "agent_delete",
      "agent_export",
      "agent_view",
      "agent_status",
      "agent_account",
      "agent_settle",
      "agent_trade_flag",
      "agent_view_full",
      "agent_export_full",
    ]);
    const add = agent.children![0]!;
    expect(add).toMatchObject({
      parentId: agent.id,
      name: "新增",
      alias: "add",
      path: "/agent/agentInfo/add",
      action: 1,
      sort: 1,
    });
    expect(add).not.toHaveProperty("children");
    expect(codes(r.data)).toEqual(expect.arrayContaining(["merchant_add", "user_reset", "role_grant", "order_export"]));
  });

  it("operator gets a subset of button codes", async () => {
    const { access_token } = await signIn("operator", "operator123");
    const own = codes((await get<Node[]>("/api/cloud-system/menu/buttons", access_token)).data);
    expect(own).toEqual(expect.arrayContaining(["agent_add", "agent_export", "agent_view", "order_export"]));
    expect(own).not.toContain("agent_delete");
    expect(own).not.toContain("merchant_add");
    expect(own).toEqual(expect.arrayContaining(["user_add", "user_edit"]));
    expect(own).not.toContain("user_delete");
    expect(own).not.toContain("user_reset");
    expect(own.filter((code) => code.startsWith("dept_"))).toEqual([]);
  });
});
