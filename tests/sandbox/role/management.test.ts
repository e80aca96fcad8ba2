import { describe, expect, it } from "vitest";
import { SEED } from "../../../workers/sandbox/core/seed";
import { menuRows } from "../../../workers/sandbox/services/menu/catalogue";
import { ROLES } from "../../../workers/sandbox/services/role/seed";
import { SCOPE_SEED } from "../../../workers/sandbox/services/user/seed-data-scope";
import { authed, body, get, type R, sandboxEnv, signIn, signInWithCaptcha } from "../helpers";
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

describe("role management", () => {
  const RO = `${SYS}/role`;

  it("list is the tenant's tree with parentName; filters; tree, detail and select", async () => {
    const token = await admin();
    const tree = (await get<Node[]>(`${RO}/list`, token)).data;
    expect(tree.map((r) => r.roleName).slice(0, 2)).toEqual(["超级管理员", "运营专员"]);
    expect(tree[0]).toMatchObject({
      id: SEED.roleAdmin1,
      tenantId: "000001",
      roleAlias: "administrator",
      parentName: "顶级",
      hasChildren: false,
    });
    const finance = tree.find((r) => r.id === ROLES.finance)!;
    expect(Object.keys(finance)).toEqual([
      "id",
      "tenantId",
      "parentId",
      "roleName",
      "sort",
      "roleAlias",
      "isDeleted",
      "children",
      "hasChildren",
      "parentName",
    ]);
    expect(finance.children!.map((r) => [r.roleName, r.parentName])).toEqual([
      ["财务主管", "财务"],
      ["出纳", "财务"],
    ]);
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

    expect((await get<Node>(`${RO}/detail?id=${ROLES.financeManager}`, token)).data).toMatchObject({
      roleName: "财务主管",
      roleAlias: "finance_manager",
      parentId: ROLES.finance,
      parentName: "财务",
    });
    expect((await get<Node>(`${RO}/detail?id=${ROLES.finance}`, token)).data).toMatchObject({
      parentName: "顶级",
      hasChildren: true,
    });
    expect(await get(`${RO}/detail?id=${ROLES.finance2}`, token)).toMatchObject({ data: {}, msg: "暂无承载数据" });

    const select = (await get<Record<string, unknown>[]>(`${RO}/select`, token)).data;
    expect(select.map((r) => r.roleAlias)).toEqual(
      expect.arrayContaining(["administrator", "operator", "finance", "auditor"]),
    );
    expect(select.every((r) => r.tenantId === "000001" && !("children" in r) && !("parentName" in r))).toBe(true);
    expect(Object.keys(select[0]!)).toEqual([
      "id",
      "tenantId",
      "parentId",
      "roleName",
      "sort",
      "roleAlias",
      "isDeleted",
    ]);
  });

  it("submit inserts and updates; required fields and unique alias", async () => {
    const token = await admin();
    const alias = unique("trole");
    expect(await post(`${RO}/submit`, token, { roleName: "测试角色", roleAlias: alias, sort: 20 })).toEqual(OK);
    const role = (await get<Node[]>(`${RO}/list?roleAlias=${alias}`, token)).data[0]!;
    expect(role).toMatchObject({
      roleName: "测试角色",
      roleAlias: alias,
      parentId: "0",
      sort: 20,
      tenantId: "000001",
      parentName: "顶级",
    });
    expect(
      await post(`${RO}/submit`, token, { roleName: "测试子角色", roleAlias: `${alias}_sub`, parentId: role.id }),
    ).toEqual(OK);
    const sub = (await get<Node[]>(`${RO}/list?roleAlias=${alias}_sub`, token)).data[0]!;
    expect(sub).toMatchObject({ parentId: role.id, parentName: "测试角色" });
    expect(await post(`${RO}/submit`, token, { id: role.id, roleName: "测试角色（改）" })).toEqual(OK);
    expect((await get<Node>(`${RO}/detail?id=${role.id}`, token)).data).toMatchObject({
      roleName: "测试角色（改）",
      roleAlias: alias,
      sort: 20,
    });

    expect(await post(`${RO}/submit`, token, { roleAlias: unique("trole") })).toEqual(failed("角色名称不能为空"));
    expect(await post(`${RO}/submit`, token, { roleName: "无别名" })).toEqual(failed("角色别名不能为空"));
    expect(await post(`${RO}/submit`, token, { roleName: "重复", roleAlias: "finance" })).toEqual(
      failed("角色别名已存在!"),
    );
    expect(await post(`${RO}/submit`, token, { id: sub.id, roleAlias: alias })).toEqual(failed("角色别名已存在!"));
    expect(await post(`${RO}/submit`, token, { id: role.id, parentId: sub.id })).toEqual(
      failed("父节点不可选择自身或子节点!"),
    );
    expect(
      await post(`${RO}/submit`, token, { roleName: "外租户父", roleAlias: unique("trole"), parentId: ROLES.finance2 }),
    ).toEqual(failed("上级角色不存在"));
    expect(await post(`${RO}/submit`, token, { id: SEED.roleAdmin1, roleAlias: "admin2" })).toEqual(
      failed("超级管理员角色别名不可修改"),
    );
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
    expect(await remove(`${RO}/remove`, SCOPE_SEED.roleOpsAssistant, token)).toEqual(
      failed("该角色下存在用户，无法删除"),
    );
    expect(await remove(`${RO}/remove`, ROLES.finance2, token)).toEqual(failed("操作失败"));
    expect(await remove(`${RO}/remove`, child.id, token)).toEqual(OK);
    expect(
      await sandboxEnv.DB.prepare("SELECT COUNT(*) AS n FROM blade_role_menu WHERE role_id = ?")
        .bind(child.id)
        .first("n"),
    ).toBe(0);
    expect(await remove(`${RO}/remove`, parent.id, token)).toEqual(OK);
    expect((await get<Node[]>(`${RO}/list?roleAlias=${alias}`, token)).data).toEqual([]);
    // A role held by a user among several (comma-joined role_id).
    await sandboxEnv.DB.prepare("UPDATE blade_user SET role_id = ? WHERE account = 'qa4' AND tenant_id = '000001'")
      .bind(`${SEED.roleAdmin1},${ROLES.auditor}`)
      .run();
    expect(await remove(`${RO}/remove`, ROLES.auditor, token)).toEqual(failed("该角色下存在用户，无法删除"));
    await sandboxEnv.DB.prepare("UPDATE blade_user SET role_id = ? WHERE account = 'qa4' AND tenant_id = '000001'")
      .bind(SEED.roleAdmin1)
      .run();
  });

  it("grant replaces a role's menus; role-tree-keys reads them back (string or number ids, own tenant only)", async () => {
    const token = await admin();
    const seeded = await granted(token, ROLES.cashier);
    const rows = menuRows();
    const byCode = (code: string) => rows.find((m) => m.code === code)!.id;
    expect(seeded.sort()).toEqual(
      ["home", "account", "accountInfo", "account_view", "settlement", "settleRecord"].map(byCode).sort(),
    );

    const alias = unique("tgrant");
    await post(`${RO}/submit`, token, { roleName: "授权测试", roleAlias: alias });
    const role = (await get<Node[]>(`${RO}/list?roleAlias=${alias}`, token)).data[0]!;
    const wanted = ["home", "orders", "transactionOrder", "order_export"].map(byCode);
    const raw = `{"roleIds":[${role.id}],"menuIds":[${wanted.join(",")}],"dataScopeIds":[],"apiScopeIds":[]}`;
    const response = await authed(`${RO}/grant`, token, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: raw,
    });
    expect(await body(response)).toEqual(OK);
    expect((await granted(token, role.id)).sort()).toEqual([...wanted].sort());

    // Replaces, and skips unknown menus.
    expect(
      await post(`${RO}/grant`, token, {
        roleIds: [role.id],
        menuIds: [byCode("home"), "999"],
        dataScopeIds: [],
        apiScopeIds: [],
      }),
    ).toEqual(OK);
    expect(await granted(token, role.id)).toEqual([byCode("home")]);
    const both = await get<{ menu: string[]; dataScope: unknown[]; apiScope: unknown[] }>(
      `${SYS}/menu/role-tree-keys?roleIds=${role.id},${ROLES.cashier}`,
      token,
    );
    expect(both.data.dataScope).toEqual([]);
    expect(both.data.menu.sort()).toEqual([...new Set([byCode("home"), ...seeded])].sort());
    expect(await post(`${RO}/grant`, token, { roleIds: [role.id], menuIds: [] })).toEqual(OK);
    expect(await granted(token, role.id)).toEqual([]);
    expect(await post(`${RO}/grant`, token, { menuIds: [byCode("home")] })).toEqual(failed("角色不能为空"));

    // Another tenant's role is neither read nor written.
    const two = (await signInWithCaptcha("admin", "admin", "000002")).access_token;
    expect(
      (await get<{ menu: string[] }>(`${SYS}/menu/role-tree-keys?roleIds=${ROLES.cashier}`, two)).data.menu,
    ).toEqual([]);
    expect(await post(`${RO}/grant`, two, { roleIds: [ROLES.cashier], menuIds: [byCode("home")] })).toEqual(
      failed("操作失败"),
    );
    expect((await granted(token, ROLES.cashier)).sort()).toEqual([...seeded].sort());
    expect(
      (await get<{ menu: string[] }>(`${SYS}/menu/role-tree-keys?roleIds=${ROLES.finance2}`, two)).data.menu.length,
    ).toBe(4);
  });

  it("a granted role's user sees exactly its menus in /menu/routes", async () => {
    const token = await admin();
    const alias = unique("tsee");
    await post(`${RO}/submit`, token, { roleName: "可见性", roleAlias: alias });
    const role = (await get<Node[]>(`${RO}/list?roleAlias=${alias}`, token)).data[0]!;
    const rows = menuRows();
    const ids = ["home", "report", "tradeReport", "trade_report_export"].map((c) => rows.find((m) => m.code === c)!.id);
    await post(`${RO}/grant`, token, { roleIds: [role.id], menuIds: ids });
    await sandboxEnv.DB.prepare("UPDATE blade_user SET role_id = ? WHERE account = 'qa3' AND tenant_id = '000001'")
      .bind(role.id)
      .run();
    try {
      const qa3 = (await signIn("qa3", "qa123456")).access_token;
      const routes = (await get<Node[]>(`${SYS}/menu/routes`, qa3)).data;
      expect(flatten(routes).map((n) => n.code)).toEqual(["home", "report", "tradeReport"]);
      const buttons = flatten((await get<Node[]>(`${SYS}/menu/buttons`, qa3)).data)
        .filter((n) => !n.children)
        .map((n) => n.code);
      expect(buttons).toEqual(["trade_report_export"]);
    } finally {
      await sandboxEnv.DB.prepare("UPDATE blade_user SET role_id = ? WHERE account = 'qa3' AND tenant_id = '000001'")
        .bind(SEED.roleAdmin1)
        .run();
    }
  });
});

type TreeNode = { id: string; parentId: string; title: string; key: string; value: string; children?: TreeNode[] };

describe("what a stock BladeX client asks for", () => {
  it("GET /role/tree-by-id is the role and the roles below it, rooted at it", async () => {
    const { access_token } = await signIn("admin", "admin");
    const get = async (roleId: string) =>
      (await body<R<TreeNode[]>>(await authed(`/api/cloud-system/role/tree-by-id?roleId=${roleId}`, access_token)))
        .data;
    const operator = await get(SEED.roleOperator1);
    expect(operator).toHaveLength(1);
    expect(operator[0]).toMatchObject({
      id: SEED.roleOperator1,
      title: "运营专员",
      key: SEED.roleOperator1,
      value: SEED.roleOperator1,
    });
    expect(operator[0]!.children!.map((c) => c.title)).toEqual(["运营助理"]);
    expect(operator[0]!.children![0]!.id).toBe(SCOPE_SEED.roleOpsAssistant);
    expect(await get("999")).toEqual([]);
  });
});
