/**
 * 菜单管理 (/system/menu) in the built Worker against the sandbox's menu catalogue: the top level, a
 * level more per expanded row, flat matches with a filter; create (top and child), the field
 * rules, the duplicate code, update, the children rule, delete and batch delete; every write
 * refused without the menu buttons. qa2 is the administrator; operator/operator123 the limited
 * role.
 */
import { describe, expect, it } from "vitest";
import { location, signedInAs } from "@tests/worker/browser";
import { flashed, html, idOf, MENU, post, treeRows as rows, unique } from "@tests/worker/screens";

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
    const bad = await post(browser, `${MENU}?dialog=create`, [
      ["intent", "create"],
      ["parentId", "0"],
      ["name", "赌博菜单"],
      ["code", "9bad"],
      ["category", "1"],
      ["action", "7"],
      ["isOpen", "1"],
      ["path", "/x"],
    ]);
    expect(bad.status).toBe(400);
    const badPage = await bad.text();
    expect(badPage).toContain("请勿包含关键字");
    expect(badPage).toContain("菜单编号以字母开头");
    expect(badPage).toContain("请选择有效的选项");
    expect(badPage).toContain('value="赌博菜单"');
    expect(badPage).toContain('value="/x"');

    const parentCode = `m${tag}`;
    const made = await post(browser, `${MENU}?dialog=create`, [
      ["intent", "create"],
      ["parentId", "0"],
      ["name", `测试菜单${tag}`],
      ["code", parentCode],
      ["path", `/test/${tag}`],
      ["source", "settings"],
      ["category", "1"],
      ["action", "0"],
      ["isOpen", "1"],
      ["sort", "99"],
    ]);
    expect(made.status).toBe(302);
    expect(location(made)).toBe(MENU);
    const parentId = idOf(await html(browser, `${MENU}?code=${parentCode}`), `测试菜单${tag}`)!;
    expect(parentId).toBeTruthy();

    const dup = await post(browser, `${MENU}?dialog=create`, [
      ["intent", "create"],
      ["parentId", "0"],
      ["name", "重复"],
      ["code", parentCode],
      ["category", "1"],
      ["action", "0"],
      ["isOpen", "1"],
    ]);
    expect(dup.status).toBe(400);
    expect(await dup.text()).toContain("菜单编号已存在!");

    const form = await html(browser, `${MENU}?dialog=create&id=${parentId}`);
    expect(form).toContain(`<input type="hidden" name="parentId" value="${parentId}"/>`);
    expect(form).toMatch(new RegExp(`name="parentName"[^>]*value="测试菜单${tag}"`));
    const child = await post(browser, `${MENU}?open=${parentId}&dialog=create&id=${parentId}`, [
      ["intent", "create"],
      ["parentId", parentId],
      ["name", `按钮${tag}`],
      ["code", `${parentCode}_add`],
      ["category", "2"],
      ["action", "1"],
      ["isOpen", "1"],
    ]);
    expect(child.status).toBe(302);
    const tree = rows(await html(browser, location(child)));
    const at = tree.findIndex((r) => r.id === parentId);
    expect(tree[at + 1]).toMatchObject({ name: `按钮${tag}`, depth: 1 });

    const edit = await html(browser, `${MENU}?dialog=edit&id=${parentId}`);
    expect(edit).toMatch(new RegExp(`name="code"[^>]*value="${parentCode}"`));
    expect(edit).toMatch(/name="parentName"[^>]*value="顶级"/);
    const updated = await post(browser, `${MENU}?dialog=edit&id=${parentId}`, [
      ["intent", "update"],
      ["id", parentId],
      ["parentId", "0"],
      ["name", `改名${tag}`],
      ["code", parentCode],
      ["category", "1"],
      ["action", "0"],
      ["isOpen", "2"],
    ]);
    expect(updated.status).toBe(302);
    expect(rows(await html(browser, `${MENU}?code=${parentCode}`)).map((r) => r.name)).toContain(`改名${tag}`);

    const refused = await post(browser, `${MENU}?dialog=delete&id=${parentId}`, [
      ["intent", "delete"],
      ["id", parentId],
    ]);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("请先删除子节点!");

    const childId = tree[at + 1]!.id;
    const ask = await post(browser, MENU, [
      ["intent", "batch-delete"],
      ["ids", childId],
    ]);
    expect(await ask.text()).toContain("确定对选中的 1 条数据执行“批量删除”吗？");
    const batch = await post(browser, MENU, [
      ["intent", "batch-delete"],
      ["ids", childId],
      ["confirmed", "1"],
    ]);
    expect(batch.status).toBe(302);
    const removed = await post(browser, `${MENU}?dialog=delete&id=${parentId}`, [
      ["intent", "delete"],
      ["id", parentId],
    ]);
    expect(removed.status).toBe(302);
    expect(flashed(await html(browser, location(removed)))).toBe(true);
    expect(rows(await html(browser, `${MENU}?code=${parentCode}`))).toHaveLength(0);
  });

  it("refuses every write without the menu buttons", async () => {
    const browser = await signedInAs("operator", "operator123");
    for (const intent of ["create", "update", "delete", "batch-delete"]) {
      const response = await post(browser, MENU, [
        ["intent", intent],
        ["id", "1"],
        ["ids", "1"],
        ["name", "x"],
        ["code", "x"],
        ["category", "1"],
        ["action", "0"],
        ["isOpen", "1"],
      ]);
      expect(response.status, intent).toBe(403);
      if (intent === "delete") expect(await response.text()).toContain("（menu_delete）");
    }
  });
});
