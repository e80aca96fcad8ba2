/**
 * 字典管理 / 业务字典 (/system/dict, /system/dictBiz) in the built Worker against the sandbox's seed
 * (35 system dictionaries, 28 business dictionaries of 000001): the list loader (paging, filters,
 * sort, roots expanded into a tree through ?open=), every action (validation errors echoing the
 * input, the sensitive-word check, the key rule, the duplicate key, the children rule 请先删除子节点!,
 * success with the one-time 操作成功), batch delete, and the refusals for an operator whose menu
 * lacks 系统管理's dictionary, menu and role screens. qa2 is the administrator;
 * operator/operator123 the limited role.
 */
import { describe, expect, it } from "vitest";
import { signedInAs } from "@tests/worker/browser";
import {
  expectAnswer,
  expectFlashedOnce,
  expectForbidden,
  expectSaved,
  expectShows,
  expectWritesForbidden,
  send,
} from "@tests/worker/crud-steps";
import {
  batchDelete,
  BIZ,
  DICT,
  expectOutsideMenu,
  expectTitled,
  html,
  idOf,
  MENU,
  ROLE,
  treeRows as rows,
  unique,
} from "@tests/worker/screens";

describe("字典管理 and 业务字典: the list", () => {
  it("pages the dictionary roots with filters and sort in the URL; tabs link the two screens", async () => {
    const browser = await signedInAs("qa2");
    const first = await html(browser, DICT);
    expectTitled(first, "字典管理");
    expect(first).toContain("共 37 条"); // 35, and trade_pay_type and settle_batch_state (ADR 018)
    expect(first).toContain("第 1 / 4 页");
    expect(rows(first)).toHaveLength(10);
    expect(rows(first).every((r) => r.depth === 0)).toBe(true);
    expect(first).toMatch(/<a aria-current="page"[^>]*href="\/system\/dict"/);
    expect(first).toMatch(/href="\/system\/dictBiz"[^>]*>业务字典<\/a>/);

    const last = await html(browser, `${DICT}?current=4`);
    expect(rows(last)).toHaveLength(7);

    const filtered = await html(browser, `${DICT}?code=pay`);
    expect(
      rows(filtered)
        .map((r) => r.name)
        .sort(),
    ).toEqual(["付款方式", "支付方式", "交易支付方式"].sort());
    expect(filtered).toMatch(/name="code" value="pay"/);
    const byName = await html(browser, `${DICT}?dictValue=${encodeURIComponent("状态")}&sort=code&order=desc`);
    const codes = [...byName.matchAll(/<td class="font-mono">([\w]+)<\/td>/g)].map((m) => m[1]!);
    expect(codes.length).toBeGreaterThan(3);
    expect(codes).toEqual([...codes].sort().reverse());

    const biz = await html(browser, BIZ);
    expect(biz).toContain("业务字典");
    expect(biz).toContain("共 28 条");
    expect(rows(biz)[0]!.name).toBe("代理商状态");
    expect(biz).toMatch(/<a aria-current="page"[^>]*href="\/system\/dictBiz"/);
  });

  it("expands a root to show its rows as a tree, and a nested row through ?open= too", async () => {
    const browser = await signedInAs("qa2");
    const closed = await html(browser, `${DICT}?code=industry`);
    const root = rows(closed);
    expect(root).toHaveLength(1);
    expect(root[0]).toMatchObject({ name: "行业类别", expandable: true, open: false });
    expect(closed).toContain(`href="/system/dict?code=industry&amp;open=${root[0]!.id}"`);

    const open = await html(browser, `${DICT}?code=industry&open=${root[0]!.id}`);
    const shown = rows(open);
    expect(shown.map((r) => [r.name, r.depth])).toEqual([
      ["行业类别", 0],
      ["餐饮", 1],
      ["零售", 1],
      ["生活服务", 1],
      ["交通出行", 1],
    ]);
    expect(shown[0]!.open).toBe(true);
    expect(shown[1]!.expandable).toBe(true);
    expect(open).toContain("共 1 条");

    const food = shown[1]!.id;
    const deeper = rows(await html(browser, `${DICT}?code=industry&open=${root[0]!.id},${food}`));
    expect(deeper.slice(0, 6).map((r) => [r.name, r.depth])).toEqual([
      ["行业类别", 0],
      ["餐饮", 1],
      ["正餐", 2],
      ["快餐小吃", 2],
      ["饮品甜品", 2],
      ["零售", 1],
    ]);
    const meal = deeper[2]!.id;
    const deepest = rows(await html(browser, `${DICT}?code=industry&open=${root[0]!.id},${food},${meal}`));
    expect(deepest.filter((r) => r.depth === 3).map((r) => r.name)).toEqual(["中餐", "西餐", "火锅"]);
  });

  it("is refused (403) to an operator whose menu lacks it", async () => {
    const browser = await signedInAs("operator", "operator123");
    for (const path of [DICT, BIZ, MENU, ROLE]) {
      await expectOutsideMenu(browser, path);
    }
  });
});

describe("字典管理 and 业务字典: the actions", () => {
  it("create a root: errors by field with the input echoed, the sensitive word refused; then 操作成功", async () => {
    const browser = await signedInAs("qa2");
    const bad = send(browser, `${DICT}?dialog=create`, "create", [
      ["parentId", "0"],
      ["code", "bad code!"],
      ["dictValue", "赌博字典"],
      ["isSealed", "0"],
      ["isSealed", "1"],
    ]);
    await expectAnswer(bad, 400, [
      "字典编号只能包含字母、数字、下划线、点和短横线",
      "请勿包含关键字",
      'value="bad code!"',
      'value="赌博字典"',
      // The switch keeps its state.
      /<input[^>]*name="isSealed"[^>]*checked=""|<input[^>]*checked=""[^>]*name="isSealed"[^>]*value="1"/,
    ]);

    const missing = send(browser, `${DICT}?dialog=create`, "create", { parentId: "0", code: "", dictValue: "" });
    expect((await expectAnswer(missing, 400)).match(/此项为必填项/g)?.length).toBe(2);

    const code = `t_${unique()}`;
    const ok = send(browser, `${DICT}?code=${code}&dialog=create`, "create", {
      parentId: "0",
      code,
      dictValue: "测试字典",
      sort: "9",
      isSealed: "0",
    });
    const after = await expectFlashedOnce(browser, await expectSaved(ok, `${DICT}?code=${code}`));
    expect(rows(after).map((r) => r.name)).toEqual(["测试字典"]);
  });

  it("create a child under ?dialog=create&id=<parent>, the key rule, the duplicate key, then delete with the children rule", async () => {
    const browser = await signedInAs("qa2");
    const code = `t_${unique()}`;
    await send(browser, DICT, "create", { parentId: "0", code, dictValue: "父字典" });
    const rootId = idOf(await html(browser, `${DICT}?code=${code}`), "父字典")!;
    expect(rootId).toBeTruthy();
    const parentField = `<input type="hidden" name="parentId" value="${rootId}"/>`;

    // The child form: parent hidden, code inherited and read-only, the parent's name shown.
    const form = await html(browser, `${DICT}?code=${code}&dialog=create&id=${rootId}`);
    expectShows(form, [
      'role="dialog"',
      parentField,
      new RegExp(
        `name="code"[^>]*readOnly=""[^>]*value="${code}"|readOnly=""[^>]*name="code"[^>]*value="${code}"|name="code"[^>]*value="${code}"[^>]*readOnly`,
      ),
      /name="parentName"[^>]*value="父字典"/,
    ]);

    const child = { parentId: rootId, code, dictKey: "1", dictValue: "子项一" };
    const noKey = send(browser, `${DICT}?code=${code}&dialog=create&id=${rootId}`, "create", { ...child, dictKey: "" });
    await expectAnswer(noKey, 400, ["此项为必填项", 'value="子项一"', parentField]);

    const made = send(browser, `${DICT}?code=${code}&open=${rootId}&dialog=create&id=${rootId}`, "create", child);
    const tree = rows(await html(browser, await expectSaved(made, `${DICT}?code=${code}&open=${rootId}`)));
    expect(tree.map((r) => [r.name, r.depth])).toEqual([
      ["父字典", 0],
      ["子项一", 1],
    ]);

    const duplicate = send(browser, `${DICT}?dialog=create&id=${rootId}`, "create", {
      ...child,
      dictValue: "子项重复",
    });
    await expectAnswer(duplicate, 400, ["当前字典键值已存在!", 'value="子项重复"']);

    // The children rule: the backend's message, shown in the delete dialog.
    const refused = send(browser, `${DICT}?dialog=delete&id=${rootId}`, "delete", { id: rootId });
    await expectAnswer(refused, 400, ["请先删除子节点!", 'role="dialog"']);

    for (const id of [tree[1]!.id, rootId])
      await expectSaved(send(browser, `${DICT}?dialog=delete&id=${id}`, "delete", { id }));
    expect(rows(await html(browser, `${DICT}?code=${code}`))).toHaveLength(0);
  });

  it("update: the edit dialog shows the row; the change is saved", async () => {
    const browser = await signedInAs("qa2");
    const code = `t_${unique()}`;
    await send(browser, BIZ, "create", { parentId: "0", code, dictValue: "改名前", remark: "备注一" });
    const id = idOf(await html(browser, `${BIZ}?code=${code}`), "改名前")!;
    const dialog = await html(browser, `${BIZ}?dialog=edit&id=${id}`);
    expectShows(dialog, [/name="dictValue"[^>]*value="改名前"/, "备注一</textarea>"]);
    const updated = send(browser, `${BIZ}?dialog=edit&id=${id}`, "update", [
      ["id", id],
      ["parentId", "0"],
      ["code", code],
      ["dictValue", "改名后"],
      ["isSealed", "0"],
      ["isSealed", "1"],
    ]);
    await expectSaved(updated, BIZ);
    const after = await html(browser, `${BIZ}?code=${code}`);
    expect(rows(after).map((r) => r.name)).toEqual(["改名后"]);
    expect(after).toMatch(/<td[^>]*>是<\/td>/);
    // 业务字典 is the tenant's own: the system dictionary does not have it.
    expect(rows(await html(browser, `${DICT}?code=${code}`))).toHaveLength(0);
  });

  it("batch delete asks first with the count, then deletes and says 操作成功", async () => {
    const browser = await signedInAs("qa2");
    const tag = unique();
    for (const n of [1, 2])
      await send(browser, DICT, "create", { parentId: "0", code: `b${n}_${tag}`, dictValue: `批量${n}` });
    const listed = rows(await html(browser, `${DICT}?code=${tag}`));
    expect(listed).toHaveLength(2);
    const run = await batchDelete(
      browser,
      `${DICT}?code=${tag}`,
      listed.map((r) => r.id),
    );
    const after = await html(browser, await expectSaved(run));
    expect(after).toContain("操作成功，共处理 2 条");
    expect(rows(after)).toHaveLength(0);
  });

  it("refuses every write without the dict buttons (403, the code named)", async () => {
    const browser = await signedInAs("operator", "operator123");
    await expectWritesForbidden(browser, [DICT, BIZ], { id: "1", ids: "1", code: "x", dictValue: "x" }, "dict");
    // Without an id, as the create form sends it.
    await expectForbidden(browser, DICT, { code: "x", dictValue: "x" }, { create: "dict_add" });
  });
});
