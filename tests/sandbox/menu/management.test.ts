import { describe, expect, it } from "vitest";
import { SEED } from "../../../workers/sandbox/core/seed";
import { menuRows } from "../../../workers/sandbox/services/menu/catalogue";
import { authed, body, get, sandboxEnv, signIn } from "../helpers";
import {
  admin,
  failed,
  flatten,
  granted,
  type Node,
  OK,
  post,
  q,
  remove,
  SYS,
  unique,
} from "../support/dict-menu-role";

describe("menu management", () => {
  const M = `${SYS}/menu`;

  it("lazy-list: one level with hasChildren (buttons count); lazy-menu-list: menus only; a filter searches every level, flat", async () => {
    const token = await admin();
    const roots = (await get<Node[]>(`${M}/lazy-list`, token)).data;
    expect(roots[0]).toMatchObject({
      name: "首页",
      parentId: "0",
      hasChildren: false,
      parentName: "顶级",
      categoryName: "菜单",
    });
    expect(roots.every((n) => n.parentId === "0" && !("children" in n))).toBe(true);
    const agent = roots.find((n) => n.code === "agent")!;
    expect(agent.hasChildren).toBe(true);
    expect((await get<Node[]>(`${M}/lazy-list?parentId=0`, token)).data).toEqual(roots);

    const screens = (await get<Node[]>(`${M}/lazy-list?parentId=${agent.id}`, token)).data;
    expect(screens.map((n) => n.name)).toEqual(["代理商列表", "代理商迁移", "业务员管理", "银行活动"]);
    const agentInfo = screens[0]!;
    expect(agentInfo).toMatchObject({ hasChildren: true, parentName: "代理商管理", category: 1 });
    const buttons = (await get<Node[]>(`${M}/lazy-list?parentId=${agentInfo.id}`, token)).data;
    expect(buttons.map((n) => n.code)).toEqual([
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
    expect(buttons.every((b) => b.hasChildren === false && b.category === 2 && b.categoryName === "按钮")).toBe(true);

    const menuOnly = (await get<Node[]>(`${M}/lazy-menu-list?parentId=${agent.id}`, token)).data;
    expect(menuOnly.map((n) => n.name)).toEqual(["代理商列表", "代理商迁移", "业务员管理", "银行活动"]);
    expect(menuOnly.every((n) => n.hasChildren === false)).toBe(true);
    expect((await get<Node[]>(`${M}/lazy-menu-list?parentId=${agentInfo.id}`, token)).data).toEqual([]);

    const found = (await get<Node[]>(`${M}/lazy-list?name=${q("代理商")}`, token)).data;
    expect(found.map((n) => n.name)).toEqual(expect.arrayContaining(["代理商管理", "代理商列表", "代理商迁移"]));
    expect(found.every((n) => String(n.name).includes("代理商") && !("children" in n))).toBe(true);
    const byCode = (await get<Node[]>(`${M}/lazy-list?code=agent_&parentId=0`, token)).data;
    expect(byCode.map((n) => n.code)).toEqual([
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
    expect((await get<Node[]>(`${M}/lazy-menu-list?code=agent_`, token)).data).toEqual([]);
    const byAlias = (await get<Node[]>(`${M}/lazy-list?alias=grant`, token)).data;
    expect(byAlias.map((n) => n.code)).toEqual(["role_grant"]);
  });

  it("list and menu-list are trees; tree is TreeNode of menus; grant-tree has the buttons", async () => {
    const token = await admin();
    const tree = (await get<Node[]>(`${M}/list`, token)).data;
    const all = flatten(tree);
    const agentInfo = all.find((n) => n.code === "agentInfo")!;
    expect(agentInfo.children!.map((n) => n.code)).toEqual([
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
    expect(agentInfo).toMatchObject({
      hasChildren: true,
      parentName: "代理商管理",
      categoryName: "菜单",
      actionName: "无",
      isOpenName: "否",
    });
    expect(Object.keys(agentInfo)).toEqual([
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
      "children",
      "hasChildren",
      "parentName",
      "categoryName",
      "actionName",
      "isOpenName",
    ]);
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

    const grant = (await get<{ menu: Node[]; dataScope: unknown[]; apiScope: unknown[] }>(`${M}/grant-tree`, token))
      .data;
    expect(grant.dataScope).toEqual([]);
    expect(grant.apiScope).toEqual([]);
    const grantAll = flatten(grant.menu);
    const info = grantAll.find((n) => n.id === agentInfo.id)!;
    expect(info.children!.map((n) => n.title)).toEqual([
      "新增",
      "修改",
      "删除",
      "导出",
      "查看",
      "修改状态",
      "账户修改",
      "结算配置",
      "交易开关",
      "查看完整",
      "导出完整",
    ]);
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
    expect((await get<Node>(`${M}/detail?id=${group.id}`, token)).data).toMatchObject({
      id: group.id,
      name: "系统管理",
      parentName: "顶级",
      categoryName: "菜单",
      actionName: "无",
      isOpenName: "否",
      hasChildren: true,
      isOpen: 1,
    });
    expect((await get<Node>(`${M}/detail?id=${button.id}`, token)).data).toMatchObject({
      name: "新增",
      parentName: "代理商列表",
      categoryName: "按钮",
      actionName: "工具栏",
      category: 2,
      action: 1,
      hasChildren: false,
    });
    expect((await get<Node>(`${M}/detail?id=${rowAction.id}`, token)).data).toMatchObject({ actionName: "操作栏" });
    expect((await get<Node>(`${M}/detail?id=${both.id}`, token)).data).toMatchObject({ actionName: "工具操作栏" });
    expect(await get(`${M}/detail?id=123`, token)).toEqual({ code: 200, success: true, data: {}, msg: "暂无承载数据" });
  });

  it("submit inserts (R.data({id})) and updates; each rule answers its message", async () => {
    const token = await admin();
    const system = menuRows().find((m) => m.code === "system")!;
    const code = unique("tmenu");
    const created = await post<{ id: string }>(`${M}/submit`, token, {
      parentId: system.id,
      name: "测试菜单",
      code,
      alias: "menu",
      path: "/system/test",
      source: "flask-conical",
      sort: 50,
      category: 1,
      action: 0,
      isOpen: 1,
    });
    expect(created).toEqual({
      code: 200,
      success: true,
      data: { id: expect.stringMatching(/^\d{19}$/) },
      msg: "操作成功",
    });
    const id = created.data.id;
    const detail = (await get<Node>(`${M}/detail?id=${id}`, token)).data;
    expect(detail).toMatchObject({
      id,
      parentId: system.id,
      name: "测试菜单",
      code,
      path: "/system/test",
      source: "flask-conical",
      sort: 50,
      category: 1,
      action: 0,
      isOpen: 1,
      remark: "",
      parentName: "系统管理",
      isOpenName: "否",
    });
    // A new child joins its parent's top menus: it shows in the 系统 routes.
    const routes = flatten((await get<Node[]>(`${M}/routes?topMenuId=${SEED.topSystem1}`, token)).data);
    expect(routes.some((n) => n.id === id && n.name === "测试菜单")).toBe(true);

    const button = await post<{ id: string }>(`${M}/submit`, token, {
      parentId: id,
      name: "新增",
      code: `${code}_add`,
      category: 2,
      action: 1,
      sort: 1,
    });
    expect(button.code).toBe(200);
    expect(await post(`${M}/submit`, token, { id, name: "测试菜单（改）", isOpen: 2, remark: "备注" })).toEqual({
      code: 200,
      success: true,
      data: { id },
      msg: "操作成功",
    });
    expect((await get<Node>(`${M}/detail?id=${id}`, token)).data).toMatchObject({
      name: "测试菜单（改）",
      code,
      path: "/system/test",
      isOpen: 2,
      isOpenName: "是",
      remark: "备注",
    });
    const buttons = flatten((await get<Node[]>(`${M}/buttons`, token)).data);
    expect(buttons.find((n) => n.id === button.data.id)).toMatchObject({ code: `${code}_add`, parentId: id });

    expect(await post(`${M}/submit`, token, { code: unique("tmenu") })).toEqual(failed("菜单名称不能为空"));
    expect(await post(`${M}/submit`, token, { name: "无编号" })).toEqual(failed("菜单编号不能为空"));
    expect(await post(`${M}/submit`, token, { name: "重复", code: "agentInfo" })).toEqual(failed("菜单编号已存在!"));
    expect(await post(`${M}/submit`, token, { id, code: "agent_add" })).toEqual(failed("菜单编号已存在!"));
    expect(await post(`${M}/submit`, token, { name: "类型", code: unique("tmenu"), category: 3 })).toEqual(
      failed("菜单类型只能是1(菜单)或2(按钮)"),
    );
    expect(
      await post(`${M}/submit`, token, { name: "按钮下", code: unique("tmenu"), parentId: button.data.id }),
    ).toEqual(failed("父节点只可选择菜单类型!"));
    expect(await post(`${M}/submit`, token, { name: "无父", code: unique("tmenu"), parentId: "42" })).toEqual(
      failed("上级菜单不存在"),
    );
    expect(await post(`${M}/submit`, token, { id: system.id, parentId: id })).toEqual(
      failed("父节点不可选择自身或子节点!"),
    );
    expect(await post(`${M}/submit`, token, { id, category: 2 })).toEqual(failed("有子节点的菜单不可改为按钮"));
    expect(await post(`${M}/submit`, token, { id: "1234", name: "x", code: unique("tmenu") })).toEqual(
      failed("操作失败"),
    );
  });

  it("remove: children first (HTTP 400), then soft delete with its role and top-menu grants", async () => {
    const token = await admin();
    const code = unique("trm");
    const parent = (
      await post<{ id: string }>(`${M}/submit`, token, {
        name: "待删菜单",
        code,
        parentId: menuRows().find((m) => m.code === "system")!.id,
      })
    ).data.id;
    const child = (
      await post<{ id: string }>(`${M}/submit`, token, {
        name: "删除",
        code: `${code}_delete`,
        parentId: parent,
        category: 2,
        action: 3,
      })
    ).data.id;
    expect(
      await post(`${SYS}/role/grant`, token, {
        roleIds: [SEED.roleOperator1],
        menuIds: [...(await granted(token, SEED.roleOperator1)), parent, child],
      }),
    ).toEqual(OK);
    const count = async (table: string) =>
      sandboxEnv.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE menu_id IN (?, ?)`)
        .bind(parent, child)
        .first<number>("n");
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
    expect(buttons.map((n) => n.code)).toEqual(
      expect.arrayContaining(["agent_add", "role_grant", "dict_add", "menu_delete"]),
    );
    expect((await get<unknown[]>(`${M}/top-menu`, token)).data).toHaveLength(2);
  });
});
