import { describe, expect, it } from "vitest";
import { SEED } from "../../workers/sandbox/core/seed";
import { authed, body, call, signIn } from "./helpers";

type Node = { id: string; parentId: string; name: string; path: string; code: string; source: string; sort: number; children?: Node[]; [k: string]: unknown };
type R<T> = { code: number; success: boolean; data: T; msg: string };

const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

async function get<T>(path: string, token: string): Promise<R<T>> {
  const response = await authed(path, token);
  expect(response.status).toBe(200);
  return body<R<T>>(response);
}

describe("menu routes", () => {
  it("administrator: the full category-1 tree, 首页 first, nodes in the captured shape", async () => {
    const { access_token } = await signIn("admin", "admin");
    const r = await get<Node[]>("/api/cloud-system/menu/routes", access_token);
    expect(Object.keys(r)).toEqual(["code", "success", "data", "msg"]);
    expect(r).toMatchObject({ code: 200, success: true, msg: "操作成功" });
    const names = r.data.map((n) => n.name);
    expect(names[0]).toBe("首页");
    expect(r.data[0]!.path).toBe("/main/index");
    for (const group of ["代理商管理", "业务管理", "商户管理", "门店管理", "通道管理", "设备管理", "订单管理", "对账管理", "结算管理",
      "账户管理", "营销管理", "政策配置", "报表中心", "消息中心", "系统管理", "日志管理", "工作流", "微信公众号", "资源管理"]) {
      expect(names).toContain(group);
    }
    const sorts = r.data.map((n) => n.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    const all = flatten(r.data);
    expect(all.every((n) => n.category === 1)).toBe(true);
    expect(all.some((n) => n.path === "/orders/transactionOrder" && n.name === "交易订单")).toBe(true);
    const system = r.data.find((n) => n.name === "系统管理")!;
    expect(system.children!.map((c) => c.name)).toEqual(
      ["字典管理", "菜单管理", "角色管理", "用户管理", "部门管理", "地区管理", "MCC管理", "银行信息", "黑名单", "敏感词", "机构主题", "帮助中心", "通用设置"]);
    const leaf = system.children![0]!;
    expect(Object.keys(leaf)).toEqual(["id", "parentId", "code", "name", "alias", "path", "source", "sort", "category", "action",
      "isOpen", "remark", "isDeleted", "hasChildren", "parentName", "categoryName", "actionName", "isOpenName", "meta"]);
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
    expect(tops.data[0]).toMatchObject({ id: SEED.topBusiness1, tenantId: "000001", code: "business", sort: 1, isDeleted: 0, status: 1 });
    const operator = await signIn("operator", "operator123");
    const opTops = await get<Record<string, unknown>[]>("/api/cloud-system/menu/top-menu", operator.access_token);
    expect(opTops.data.map((t) => t.name)).toEqual(["业务", "系统"]);
  });
});

describe("menu buttons", () => {
  const codes = (nodes: Node[]) => flatten(nodes).filter((n) => !n.children).map((n) => n.code);

  it("menus owning buttons as roots, buttons as children without children keys", async () => {
    const { access_token } = await signIn("admin", "admin");
    const r = await get<Node[]>("/api/cloud-system/menu/buttons", access_token);
    const agent = r.data.find((n) => n.code === "agentInfo")!;
    expect(agent).toMatchObject({ name: "代理商列表", path: "/agent/agentInfo", category: -1, isOpen: -1, isDeleted: -1, hasChildren: false });
    expect(agent.children!.map((b) => b.code)).toEqual(["agent_add", "agent_edit", "agent_delete", "agent_export", "agent_view"]);
    const add = agent.children![0]!;
    expect(add).toMatchObject({ parentId: agent.id, name: "新增", alias: "add", path: "/agent/agentInfo/add", action: 1, sort: 1 });
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

describe("disabled fields per role", () => {
  it("lists the operator role's disabled fields and none for administrator", async () => {
    const { access_token } = await signIn("operator", "operator123");
    const r = await get<Record<string, string>[]>(`/api/cloud-system/data-filed/getRoleDisableFields?roleId=${SEED.roleOperator1}`, access_token);
    expect(r.data).toContainEqual({ id: expect.stringMatching(/^\d{19}$/), roleId: SEED.roleOperator1, menuCode: "agent", fieldName: "agentAccountingRate" });
    const admin = await get<unknown[]>(`/api/cloud-system/data-filed/getRoleDisableFields?roleId=${SEED.roleAdmin1}`, access_token);
    expect(admin.data).toEqual([]);
    const missing = await authed("/api/cloud-system/data-filed/getRoleDisableFields", access_token);
    expect(missing.status).toBe(400);
    expect(await body(missing)).toMatchObject({ code: 400, success: false, msg: "缺少必要的请求参数: roleId" });
  });
});

describe("tenant lookups (no token)", () => {
  it("tenant/info matches the first label or the whole host", async () => {
    for (const [domain, tenantId] of [["t1", "000001"], ["t2.localhost:5173", "000002"], ["https://t2.pay.example.com/login", "000002"]]) {
      const r = await body<R<Record<string, string>>>(await call(`/api/cloud-system/tenant/info?domain=${encodeURIComponent(domain!)}`));
      expect(r).toEqual({ code: 200, success: true, data: { tenantId, domain: tenantId === "000001" ? "t1" : "t2", backgroundUrl: "" }, msg: "操作成功" });
    }
    expect(await body(await call("/api/cloud-system/tenant/info?domain=unknown.example.com"))).toEqual({ code: 200, success: true, data: {}, msg: "操作成功" });
  });

  it("dept-design theme per tenant", async () => {
    const one = await body<R<Record<string, string>>>(await call("/api/cloud-system/dept-design/getInfoByTenantId?tenantId=000001"));
    const two = await body<R<Record<string, string>>>(await call("/api/cloud-system/dept-design/getInfoByTenantId?tenantId=000002"));
    expect(Object.keys(one.data)).toEqual(["id", "tenantId", "webTheme", "leftLogo", "title"]);
    expect(one.data).toMatchObject({ tenantId: "000001", webTheme: "theme-fhb" });
    expect(two.data).toMatchObject({ tenantId: "000002", webTheme: "theme-ocean" });
    expect(one.data.leftLogo).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(two.data.leftLogo).not.toBe(one.data.leftLogo);
  });

  it("common settings per tenant", async () => {
    const one = await body<R<unknown>>(await call("/api/cloud-system/common-setting/getCommonConfigByTenantId?tenantId=000001"));
    expect(one.data).toEqual({
      tenantId: "000001",
      captchaEnabled: 0,
      marketingLink: "/sandbox/marketing",
      tokenTime: 3000,
      loginModes: "password,phone,social",
      autoLockMinutes: 10,
    });
    const two = await body<R<Record<string, unknown>>>(await call("/api/cloud-system/common-setting/getCommonConfigByTenantId?tenantId=000002"));
    expect(two.data.captchaEnabled).toBe(1);
    expect(two.data.marketingLink).toBe("");
    expect(two.data.autoLockMinutes).toBe(15);
  });
});

describe("user, flow and messages", () => {
  it("user info is a UserVO without the password", async () => {
    const { access_token } = await signIn("operator", "operator123");
    const r = await get<Record<string, unknown>>("/api/cloud-user/info", access_token);
    expect(r.data).toMatchObject({ id: SEED.userOperator1, tenantId: "000001", account: "operator", phone: "13800000001",
      roleId: SEED.roleOperator1, roleName: "运营专员", deptName: "运营部", tenantName: "支付平台", userExt: {}, avatar: "" });
    expect(r.data).not.toHaveProperty("password");
    expect(r.data.createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const detail = await get<Record<string, unknown>>(`/api/cloud-user/detailInfo?id=${SEED.userAdmin1}`, access_token);
    expect(Object.keys(detail.data)).toEqual(Object.keys(r.data));
    const other = await get<unknown>(`/api/cloud-user/detailInfo?id=${SEED.userAdmin2}`, access_token);
    expect(other).toEqual({ code: 200, success: true, data: {}, msg: "暂无承载数据" });
  });

  it("flow state per tenant", async () => {
    const one = await signIn("admin", "admin");
    expect((await get<unknown>("/api/cloud-tenant-toll/flowCount/getStateByTenantId?tenantId=000001", one.access_token)).data)
      .toEqual({ tenantId: "000001", isPop: 0, flowBalance: "1250000.00" });
  });

  it("unread counts, paged messages (IPage) and marking read", async () => {
    const { access_token } = await signIn("admin", "admin");
    const base = "/api/cloud-msg-center";
    expect((await get<number>(`${base}/msg/not_read_num`, access_token)).data).toBe(18);
    expect((await get<number>(`${base}/msg/not_read_num?type=1`, access_token)).data).toBe(12);
    expect((await get<number>(`${base}/sys/msg/notReadNum`, access_token)).data).toBe(10);
    const paged = await get<Record<string, unknown>>(`${base}/msg/page?current=3&size=10`, access_token);
    expect(paged.data).toMatchObject({ total: 26, size: 10, current: 3, pages: 3, orders: [], countId: "", maxLimit: -1 });
    expect(Object.keys(paged.data)).toEqual(expect.arrayContaining(["records", "total", "size", "current", "pages"]));
    expect((paged.data.records as unknown[]).length).toBe(6);
    await get(`${base}/msg/all-read?type=1`, access_token);
    expect((await get<number>(`${base}/msg/not_read_num`, access_token)).data).toBe(6);
    await get(`${base}/sys/msg/all-read`, access_token);
    expect((await get<number>(`${base}/sys/msg/notReadNum`, access_token)).data).toBe(0);
  });
});
