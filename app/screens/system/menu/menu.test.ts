/**
 * 菜单管理 (/system/menu) in the built Worker against the sandbox's menu catalogue: the top level, a
 * level more per expanded row, flat matches with a filter; create (top and child), the field
 * rules, the duplicate code, update, the children rule, delete and batch delete; every write
 * refused without the menu buttons. qa2 is the administrator; operator/operator123 the limited
 * role.
 */
import { describe, expect, it } from "vitest";
import { signedInAs } from "@tests/worker/browser";
import { expectAnswer, expectSaved, expectShows, expectWritesForbidden, send } from "@tests/worker/crud-steps";
import { batchDelete, flashed, html, idOf, MENU, treeRows as rows, unique } from "@tests/worker/screens";

describe("菜单管理", () => {
  it("shows the top level, a level more per expanded row, and flat matches with a filter", async () => {
    const browser = await signedInAs("qa2");
    const top = await html(browser, MENU);
    const level = rows(top);
    expect(level.length).toBeGreaterThan(10);
    expect(level.every((r) => r.depth === 0)).toBe(true);
    expect(top).toContain(`共 ${level.length} 条`);
    const system = level.find((r) => r.name === "系统管理")!;
    expect(system.expandable).toBe(true);

    const open = await html(browser, `${MENU}?open=${system.id}`);
    const withSystem = rows(open);
    const dict = withSystem.find((r) => r.name === "字典管理")!;
    expect(dict.depth).toBe(1);
    expect(withSystem.find((r) => r.name === "系统管理")!.open).toBe(true);
    expect(open).toContain("/system/dict</span>");

    const buttons = rows(await html(browser, `${MENU}?open=${system.id},${dict.id}`));
    const at = buttons.findIndex((r) => r.id === dict.id);
    expect(buttons.slice(at + 1, at + 4).map((r) => [r.name, r.depth])).toEqual([
      ["新增", 2],
      ["修改", 2],
      ["删除", 2],
    ]);

    const filtered = await html(browser, `${MENU}?name=${encodeURIComponent("字典")}&open=${system.id}`);
    const matches = rows(filtered);
    expect(matches.map((r) => r.name)).toContain("字典管理");
    expect(matches.every((r) => r.depth === 0 && !r.expandable)).toBe(true);
    expect(filtered).toContain(">上级菜单</th>");
  });

  it("create (top and child), the field rules, the duplicate code, update, the children rule, delete and batch delete", async () => {
    const browser = await signedInAs("qa2");
    const tag = unique();
    const bad = send(browser, `${MENU}?dialog=create`, "create", {
      parentId: "0",
      name: "赌博菜单",
      code: "9bad",
      category: "1",
      action: "7",
      isOpen: "1",
      path: "/x",
    });
    await expectAnswer(bad, 400, [
      "请勿包含关键字",
      "菜单编号以字母开头",
      "请选择有效的选项",
      'value="赌博菜单"',
      'value="/x"',
    ]);

    const parentCode = `m${tag}`;
    const top = { parentId: "0", name: `测试菜单${tag}`, code: parentCode, category: "1", action: "0", isOpen: "1" };
    const made = send(browser, `${MENU}?dialog=create`, "create", {
      ...top,
      path: `/test/${tag}`,
      source: "settings",
      sort: "99",
    });
    await expectSaved(made, MENU);
    const parentId = idOf(await html(browser, `${MENU}?code=${parentCode}`), `测试菜单${tag}`)!;
    expect(parentId).toBeTruthy();

    const dup = send(browser, `${MENU}?dialog=create`, "create", { ...top, name: "重复" });
    await expectAnswer(dup, 400, ["菜单编号已存在!"]);

    const form = await html(browser, `${MENU}?dialog=create&id=${parentId}`);
    expectShows(form, [
      `<input type="hidden" name="parentId" value="${parentId}"/>`,
      new RegExp(`name="parentName"[^>]*value="测试菜单${tag}"`),
    ]);
    const child = send(browser, `${MENU}?open=${parentId}&dialog=create&id=${parentId}`, "create", {
      parentId,
      name: `按钮${tag}`,
      code: `${parentCode}_add`,
      category: "2",
      action: "1",
      isOpen: "1",
    });
    const tree = rows(await html(browser, await expectSaved(child)));
    const at = tree.findIndex((r) => r.id === parentId);
    expect(tree[at + 1]).toMatchObject({ name: `按钮${tag}`, depth: 1 });

    const edit = await html(browser, `${MENU}?dialog=edit&id=${parentId}`);
    expectShows(edit, [new RegExp(`name="code"[^>]*value="${parentCode}"`), /name="parentName"[^>]*value="顶级"/]);
    const updated = send(browser, `${MENU}?dialog=edit&id=${parentId}`, "update", {
      id: parentId,
      ...top,
      name: `改名${tag}`,
      isOpen: "2",
    });
    await expectSaved(updated);
    expect(rows(await html(browser, `${MENU}?code=${parentCode}`)).map((r) => r.name)).toContain(`改名${tag}`);

    const refused = send(browser, `${MENU}?dialog=delete&id=${parentId}`, "delete", { id: parentId });
    await expectAnswer(refused, 400, ["请先删除子节点!"]);

    await expectSaved(await batchDelete(browser, MENU, [tree[at + 1]!.id]));
    const removed = await expectSaved(
      send(browser, `${MENU}?dialog=delete&id=${parentId}`, "delete", { id: parentId }),
    );
    expect(flashed(await html(browser, removed))).toBe(true);
    expect(rows(await html(browser, `${MENU}?code=${parentCode}`))).toHaveLength(0);
  });

  it("refuses every write without the menu buttons", async () => {
    const browser = await signedInAs("operator", "operator123");
    const fields = { id: "1", ids: "1", name: "x", code: "x", category: "1", action: "0", isOpen: "1" };
    await expectWritesForbidden(browser, [MENU], fields, "menu");
  });
});
