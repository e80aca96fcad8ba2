/**
 * 角色管理 (/system/role) in the built Worker against the sandbox's seed (11 roles of 000001): the
 * role tree with ?open= and every match with a filter; create with the parent chosen from the
 * list, the field rules, update, the children rule, batch delete; 权限设置 (the menu tree as
 * checkboxes ticked from the role's keys, the grant round trip); every write refused without the
 * role buttons. qa2 is the administrator; operator/operator123 the limited role.
 */
import { describe, expect, it } from "vitest";
import { signedInAs } from "@tests/worker/browser";
import { crudButtonCodes, expectAnswer, expectForbidden, expectSaved, send } from "@tests/worker/crud-steps";
import { flashed, html, idOf, ROLE, treeRows as rows, unique } from "@tests/worker/screens";

describe("角色管理", () => {
  it("shows the role tree with ?open=, and every match with a filter", async () => {
    const browser = await signedInAs("qa2");
    const top = await html(browser, ROLE);
    const level = rows(top);
    expect(level.map((r) => r.name)).toEqual(expect.arrayContaining(["超级管理员", "运营专员", "财务", "客服"]));
    expect(level.every((r) => r.depth === 0)).toBe(true);
    const finance = level.find((r) => r.name === "财务")!;
    expect(finance.expandable).toBe(true);

    const open = rows(await html(browser, `${ROLE}?open=${finance.id}`));
    const at = open.findIndex((r) => r.id === finance.id);
    expect(open.slice(at, at + 3).map((r) => [r.name, r.depth])).toEqual([
      ["财务", 0],
      ["财务主管", 1],
      ["出纳", 1],
    ]);

    const filtered = rows(await html(browser, `${ROLE}?roleName=${encodeURIComponent("财务")}`));
    expect(filtered.map((r) => [r.name, r.depth])).toEqual([
      ["财务", 0],
      ["财务主管", 1],
    ]);
  });

  it("create with the parent chosen from the list, the field rules, update, the children rule, batch delete", async () => {
    const browser = await signedInAs("qa2");
    const tag = unique();
    const form = await html(browser, `${ROLE}?dialog=create`);
    expect(form).toMatch(/<select[^>]*name="parentId"/);
    expect(form).toMatch(/<option value="" selected="">顶级<\/option>/);
    expect(form).toMatch(/<option value="\d+">\u3000财务主管<\/option>/);

    const bad = send(browser, `${ROLE}?dialog=create`, "create", {
      roleName: "赌博角色",
      roleAlias: "1 bad",
      parentId: "",
      sort: "x",
    });
    await expectAnswer(bad, 400, ["请勿包含关键字", "角色别名以字母开头", "请输入整数", 'value="1 bad"']);

    const alias = `r${tag}`;
    const made = send(browser, `${ROLE}?dialog=create`, "create", {
      roleName: `父角色${tag}`,
      roleAlias: alias,
      parentId: "",
      sort: "50",
    });
    await expectSaved(made);
    const parentId = idOf(await html(browser, `${ROLE}?roleAlias=${alias}`), `父角色${tag}`)!;
    expect(parentId).toBeTruthy();

    const dup = send(browser, `${ROLE}?dialog=create`, "create", { roleName: "重复", roleAlias: alias });
    await expectAnswer(dup, 400, ["角色别名已存在!"]);

    // 新增子项 preselects the parent.
    const childForm = await html(browser, `${ROLE}?dialog=create&id=${parentId}`);
    expect(childForm).toMatch(new RegExp(`<option value="${parentId}" selected="">`));
    const child = { roleName: `子角色${tag}`, roleAlias: `${alias}_c`, parentId };
    await expectSaved(send(browser, `${ROLE}?dialog=create&id=${parentId}`, "create", child));
    const tree = rows(await html(browser, `${ROLE}?open=${parentId}`));
    const at = tree.findIndex((r) => r.id === parentId);
    expect(tree[at + 1]).toMatchObject({ name: `子角色${tag}`, depth: 1 });
    const childId = tree[at + 1]!.id;

    // Editing: the row itself and its branch are not offered as the parent.
    const edit = await html(browser, `${ROLE}?dialog=edit&id=${parentId}`);
    expect(edit).toMatch(new RegExp(`name="roleAlias"[^>]*value="${alias}"`));
    expect(edit).not.toContain(`<option value="${parentId}"`);
    expect(edit).not.toContain(`<option value="${childId}"`);
    const renamed = { ...child, id: childId, roleName: `子角色改${tag}` };
    await expectSaved(send(browser, `${ROLE}?dialog=edit&id=${childId}`, "update", { ...renamed, parentId: "" }));
    const moved = rows(await html(browser, ROLE)).find((r) => r.id === childId);
    expect(moved).toMatchObject({ name: `子角色改${tag}`, depth: 0 });

    // Put it back under its parent, then the children rule.
    await send(browser, ROLE, "update", renamed);
    const refused = send(browser, `${ROLE}?dialog=delete&id=${parentId}`, "delete", { id: parentId });
    await expectAnswer(refused, 400, ["请先删除子节点!"]);

    await expectSaved(send(browser, ROLE, "batch-delete", { ids: childId, confirmed: "1" }));
    await expectSaved(send(browser, `${ROLE}?dialog=delete&id=${parentId}`, "delete", { id: parentId }));
    expect(rows(await html(browser, `${ROLE}?roleAlias=${alias}`))).toHaveLength(0);
  });

  it("grants menus: the tree as checkboxes, ticked from the role's keys; the grant round trip", async () => {
    const browser = await signedInAs("qa2");
    const tag = unique();
    await send(browser, ROLE, "create", { roleName: `授权角色${tag}`, roleAlias: `g${tag}` });
    const roleId = idOf(await html(browser, `${ROLE}?roleAlias=g${tag}`), `授权角色${tag}`)!;

    /** A grant checkbox by its label: [_, checked attribute or undefined, menu id]. */
    const checkbox = (page: string, title: string) => {
      const attributes = new RegExp(`<input type="checkbox"([^>]*)/>${title}</label>`).exec(page)?.[1];
      if (!attributes || !attributes.includes('name="menuIds"')) return null;
      return [
        attributes,
        attributes.includes('checked=""') ? ' checked=""' : undefined,
        /value="(\d+)"/.exec(attributes)![1],
      ] as const;
    };
    const empty = await html(browser, `${ROLE}?grant=${roleId}`);
    expect(empty).toContain('role="dialog"');
    expect(empty).toContain(`权限设置 · 授权角色${tag}`);
    expect(empty).toContain('<input type="hidden" name="intent" value="grant"/>');
    const dict = checkbox(empty, "字典管理");
    expect(dict).not.toBeNull();
    expect(dict![1]).toBeUndefined();
    const dictId = dict![2]!;
    const systemId = checkbox(empty, "系统管理")![2]!;

    // A seeded role comes ticked from its keys.
    const finance = idOf(await html(browser, ROLE), "财务")!;
    const financeGrant = await html(browser, `${ROLE}?grant=${finance}`);
    expect(checkbox(financeGrant, "结算记录")?.[1]).toBe(' checked=""');
    expect(checkbox(financeGrant, "字典管理")?.[1]).toBeUndefined();

    // Grant 字典管理 alone: its group comes with it (a menu needs its parent).
    const granted = send(browser, `${ROLE}?grant=${roleId}`, "grant", [
      ["id", roleId],
      ["menuIds", dictId],
      ["menuIds", "1999999999999999999"],
    ]);
    await expectSaved(granted, ROLE);
    expect(flashed(await html(browser, ROLE))).toBe(true);
    const reopened = await html(browser, `${ROLE}?grant=${roleId}`);
    expect(checkbox(reopened, "字典管理")?.[1]).toBe(' checked=""');
    expect(checkbox(reopened, "系统管理")?.[1]).toBe(' checked=""');
    expect(checkbox(reopened, "菜单管理")?.[1]).toBeUndefined();
    expect(reopened).toContain(`value="${systemId}"`);

    // Nothing ticked takes everything away.
    await expectSaved(send(browser, `${ROLE}?grant=${roleId}`, "grant", { id: roleId }));
    expect(checkbox(await html(browser, `${ROLE}?grant=${roleId}`), "字典管理")?.[1]).toBeUndefined();

    // A role that is not there.
    const gone = await html(browser, `${ROLE}?grant=1999999999999999999`);
    expect(gone).toContain("数据不存在或已被删除");
    const bad = send(browser, ROLE, "grant", { id: "1999999999999999999", menuIds: dictId });
    await expectAnswer(bad, 400, ["操作失败"]);
  });

  it("refuses every write without the role buttons, 权限设置 included", async () => {
    const browser = await signedInAs("operator", "operator123");
    const forged = { id: "1", ids: "1", roleName: "x", roleAlias: "x", menuIds: "1" };
    await expectForbidden(browser, ROLE, forged, { ...crudButtonCodes("role"), grant: "role_grant" });
  });
});
