/**
 * 字典管理 / 业务字典 (/system/dict, /system/dictBiz), 菜单管理 (/system/menu) and 角色管理
 * (/system/role) in the built Worker against the sandbox's seed (35 system dictionaries, 28
 * business dictionaries of 000001, the menu catalogue, 11 roles of 000001): the list loaders
 * (paging, filters, sort, trees expanded through ?open=), every CRUD action (validation errors
 * echoing the input, the sensitive-word check, permission refusals, backend errors such as
 * 请先删除子节点!, success with the one-time 操作成功), batch delete and the grant round trip.
 */
import { describe, expect, it } from "vitest";
import { Browser, location, signedInAs } from "../browser";

const DICT = "/system/dict";
const BIZ = "/system/dictBiz";
const MENU = "/system/menu";
const ROLE = "/system/role";

const signedIn = (account = "qa2", password = "qa123456") => signedInAs(account, password);

const html = (browser: Browser, path: string) => browser.html(path);

/** A form post with repeated names, as a browser sends it; cookies kept. */
const post = (browser: Browser, path: string, entries: [string, string][]) => browser.postEntries(path, entries);

/** Table rows as shown: id, the first cell's text and its depth (indent). */
function rows(page: string) {
  return [...page.matchAll(/<tr data-row-id="(\d+)"[^>]*>.*?padding-inline-start:([\d.]+)rem.*?<\/tr>/g)].map((m) => {
    const cell = m[0].replace(/<svg.*?<\/svg>/g, "");
    const name = /<span[^>]*>([^<]+)<\/span><\/span><\/td>/.exec(cell)?.[1] ?? "";
    return { id: m[1]!, depth: Number(m[2]) / 1.25, name, expandable: /aria-expanded=/.test(cell), open: /aria-expanded="true"/.test(cell) };
  });
}

const idOf = (page: string, name: string) => rows(page).find((r) => r.name === name)?.id;
const flashed = (page: string) => /data-flash=""[^>]*>.*?操作成功/.test(page) || />操作成功(，共处理 \d+ 条)?<\/div>/.test(page);
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

describe("字典管理 and 业务字典: the list", () => {
  it("pages the dictionary roots with filters and sort in the URL; tabs link the two screens", async () => {
    const browser = await signedIn();
    const first = await html(browser, DICT);
    expect(first).toContain("<h1");
    expect(first).toContain("字典管理");
    expect(first).toContain("共 35 条");
    expect(first).toContain("第 1 / 4 页");
    expect(rows(first)).toHaveLength(10);
    expect(rows(first).every((r) => r.depth === 0)).toBe(true);
    expect(first).toMatch(/<a aria-current="page"[^>]*href="\/system\/dict"/);
    expect(first).toMatch(/href="\/system\/dictBiz"[^>]*>业务字典<\/a>/);

    const last = await html(browser, `${DICT}?current=4`);
    expect(rows(last)).toHaveLength(5);

    const filtered = await html(browser, `${DICT}?code=pay`);
    expect(rows(filtered).map((r) => r.name).sort()).toEqual(["付款方式", "支付方式"].sort());
    expect(filtered).toMatch(/name="code" value="pay"/);
    const byName = await html(browser, `${DICT}?dictValue=${encodeURIComponent("状态")}&sort=code&order=desc`);
    const codes = [...byName.matchAll(/<td[^>]*><span class="font-mono">([\w]+)<\/span><\/td>/g)].map((m) => m[1]!);
    expect(codes.length).toBeGreaterThan(3);
    expect(codes).toEqual([...codes].sort().reverse());

    const biz = await html(browser, BIZ);
    expect(biz).toContain("业务字典");
    expect(biz).toContain("共 28 条");
    expect(rows(biz)[0]!.name).toBe("代理商状态");
    expect(biz).toMatch(/<a aria-current="page"[^>]*href="\/system\/dictBiz"/);
  });

  it("expands a root to show its rows as a tree, and a nested row through ?open= too", async () => {
    const browser = await signedIn();
    const closed = await html(browser, `${DICT}?code=industry`);
    const root = rows(closed);
    expect(root).toHaveLength(1);
    expect(root[0]).toMatchObject({ name: "行业类别", expandable: true, open: false });
    expect(closed).toContain(`href="/system/dict?code=industry&amp;open=${root[0]!.id}"`);

    const open = await html(browser, `${DICT}?code=industry&open=${root[0]!.id}`);
    const shown = rows(open);
    expect(shown.map((r) => [r.name, r.depth])).toEqual([["行业类别", 0], ["餐饮", 1], ["零售", 1], ["生活服务", 1], ["交通出行", 1]]);
    expect(shown[0]!.open).toBe(true);
    expect(shown[1]!.expandable).toBe(true);
    expect(open).toContain("共 1 条");

    const food = shown[1]!.id;
    const deeper = rows(await html(browser, `${DICT}?code=industry&open=${root[0]!.id},${food}`));
    expect(deeper.slice(0, 6).map((r) => [r.name, r.depth])).toEqual([["行业类别", 0], ["餐饮", 1], ["正餐", 2], ["快餐小吃", 2], ["饮品甜品", 2], ["零售", 1]]);
    const meal = deeper[2]!.id;
    const deepest = rows(await html(browser, `${DICT}?code=industry&open=${root[0]!.id},${food},${meal}`));
    expect(deepest.filter((r) => r.depth === 3).map((r) => r.name)).toEqual(["中餐", "西餐", "火锅"]);
  });

  it("is refused (403) to an operator whose menu lacks it", async () => {
    const browser = await signedIn("operator", "operator123");
    for (const path of [DICT, BIZ, MENU, ROLE]) {
      const response = await browser.get(path);
      expect(response.status, path).toBe(302);
      expect(location(response)).toBe("/403");
    }
  });
});

describe("字典管理 and 业务字典: the actions", () => {
  it("create a root: errors by field with the input echoed, the sensitive word refused; then 操作成功", async () => {
    const browser = await signedIn();
    const bad = await post(browser, `${DICT}?dialog=create`, [["intent", "create"], ["parentId", "0"], ["code", "bad code!"], ["dictValue", "赌博字典"], ["isSealed", "0"], ["isSealed", "1"]]);
    expect(bad.status).toBe(400);
    const page = await bad.text();
    expect(page).toContain("字典编号只能包含字母、数字、下划线、点和短横线");
    expect(page).toContain("请勿包含关键字");
    expect(page).toContain('value="bad code!"');
    expect(page).toContain('value="赌博字典"');
    // The switch keeps its state.
    expect(page).toMatch(/<input[^>]*name="isSealed"[^>]*checked=""|<input[^>]*checked=""[^>]*name="isSealed"[^>]*value="1"/);

    const missing = await post(browser, `${DICT}?dialog=create`, [["intent", "create"], ["parentId", "0"], ["code", ""], ["dictValue", ""]]);
    expect(missing.status).toBe(400);
    expect((await missing.text()).match(/此项为必填项/g)?.length).toBe(2);

    const code = `t_${unique()}`;
    const ok = await post(browser, `${DICT}?code=${code}&dialog=create`, [["intent", "create"], ["parentId", "0"], ["code", code], ["dictValue", "测试字典"], ["sort", "9"], ["isSealed", "0"]]);
    expect(ok.status).toBe(302);
    expect(location(ok)).toBe(`${DICT}?code=${code}`);
    const after = await html(browser, location(ok));
    expect(flashed(after)).toBe(true);
    expect(rows(after).map((r) => r.name)).toEqual(["测试字典"]);
    // The flash shows once.
    expect(flashed(await html(browser, location(ok)))).toBe(false);
  });

  it("create a child under ?dialog=create&id=<parent>, the key rule, the duplicate key, then delete with the children rule", async () => {
    const browser = await signedIn();
    const code = `t_${unique()}`;
    await post(browser, DICT, [["intent", "create"], ["parentId", "0"], ["code", code], ["dictValue", "父字典"]]);
    const rootId = idOf(await html(browser, `${DICT}?code=${code}`), "父字典")!;
    expect(rootId).toBeTruthy();

    // The child form: parent hidden, code inherited and read-only, the parent's name shown.
    const form = await html(browser, `${DICT}?code=${code}&dialog=create&id=${rootId}`);
    expect(form).toContain('role="dialog"');
    expect(form).toContain(`<input type="hidden" name="parentId" value="${rootId}"/>`);
    expect(form).toMatch(new RegExp(`name="code"[^>]*readOnly=""[^>]*value="${code}"|readOnly=""[^>]*name="code"[^>]*value="${code}"|name="code"[^>]*value="${code}"[^>]*readOnly`));
    expect(form).toMatch(/name="parentName"[^>]*value="父字典"/);

    const noKey = await post(browser, `${DICT}?code=${code}&dialog=create&id=${rootId}`, [["intent", "create"], ["parentId", rootId], ["code", code], ["dictKey", ""], ["dictValue", "子项一"]]);
    expect(noKey.status).toBe(400);
    const noKeyPage = await noKey.text();
    expect(noKeyPage).toContain("此项为必填项");
    expect(noKeyPage).toContain('value="子项一"');
    expect(noKeyPage).toContain(`<input type="hidden" name="parentId" value="${rootId}"/>`);

    const child = await post(browser, `${DICT}?code=${code}&open=${rootId}&dialog=create&id=${rootId}`, [["intent", "create"], ["parentId", rootId], ["code", code], ["dictKey", "1"], ["dictValue", "子项一"]]);
    expect(child.status).toBe(302);
    expect(location(child)).toBe(`${DICT}?code=${code}&open=${rootId}`);
    const tree = rows(await html(browser, location(child)));
    expect(tree.map((r) => [r.name, r.depth])).toEqual([["父字典", 0], ["子项一", 1]]);

    const duplicate = await post(browser, `${DICT}?dialog=create&id=${rootId}`, [["intent", "create"], ["parentId", rootId], ["code", code], ["dictKey", "1"], ["dictValue", "子项重复"]]);
    expect(duplicate.status).toBe(400);
    const duplicatePage = await duplicate.text();
    expect(duplicatePage).toContain("当前字典键值已存在!");
    expect(duplicatePage).toContain('value="子项重复"');

    // The children rule: the backend's message, shown in the delete dialog.
    const refused = await post(browser, `${DICT}?dialog=delete&id=${rootId}`, [["intent", "delete"], ["id", rootId]]);
    expect(refused.status).toBe(400);
    const refusedPage = await refused.text();
    expect(refusedPage).toContain("请先删除子节点!");
    expect(refusedPage).toContain('role="dialog"');

    const childId = tree[1]!.id;
    expect((await post(browser, `${DICT}?dialog=delete&id=${childId}`, [["intent", "delete"], ["id", childId]])).status).toBe(302);
    expect((await post(browser, `${DICT}?dialog=delete&id=${rootId}`, [["intent", "delete"], ["id", rootId]])).status).toBe(302);
    expect(rows(await html(browser, `${DICT}?code=${code}`))).toHaveLength(0);
  });

  it("update: the edit dialog shows the row; the change is saved", async () => {
    const browser = await signedIn();
    const code = `t_${unique()}`;
    await post(browser, BIZ, [["intent", "create"], ["parentId", "0"], ["code", code], ["dictValue", "改名前"], ["remark", "备注一"]]);
    const id = idOf(await html(browser, `${BIZ}?code=${code}`), "改名前")!;
    const dialog = await html(browser, `${BIZ}?dialog=edit&id=${id}`);
    expect(dialog).toMatch(/name="dictValue"[^>]*value="改名前"/);
    expect(dialog).toContain("备注一</textarea>");
    const updated = await post(browser, `${BIZ}?dialog=edit&id=${id}`, [["intent", "update"], ["id", id], ["parentId", "0"], ["code", code], ["dictValue", "改名后"], ["isSealed", "0"], ["isSealed", "1"]]);
    expect(updated.status).toBe(302);
    expect(location(updated)).toBe(BIZ);
    const after = await html(browser, `${BIZ}?code=${code}`);
    expect(rows(after).map((r) => r.name)).toEqual(["改名后"]);
    expect(after).toMatch(/<td[^>]*>是<\/td>/);
    // 业务字典 is the tenant's own: the system dictionary does not have it.
    expect(rows(await html(browser, `${DICT}?code=${code}`))).toHaveLength(0);
  });

  it("batch delete asks first with the count, then deletes and says 操作成功", async () => {
    const browser = await signedIn();
    const tag = unique();
    for (const n of [1, 2]) await post(browser, DICT, [["intent", "create"], ["parentId", "0"], ["code", `b${n}_${tag}`], ["dictValue", `批量${n}`]]);
    const listed = rows(await html(browser, `${DICT}?code=${tag}`));
    expect(listed).toHaveLength(2);
    const entries: [string, string][] = [["intent", "batch-delete"], ...listed.map((r): [string, string] => ["ids", r.id])];
    const ask = await post(browser, `${DICT}?code=${tag}`, entries);
    expect(ask.status).toBe(200);
    expect(await ask.text()).toContain("确定对选中的 2 条数据执行“批量删除”吗？");
    const run = await post(browser, `${DICT}?code=${tag}`, [...entries, ["confirmed", "1"]]);
    expect(run.status).toBe(302);
    const after = await html(browser, location(run));
    expect(after).toContain("操作成功，共处理 2 条");
    expect(rows(after)).toHaveLength(0);
  });

  it("refuses every write without the dict buttons (403, the code named)", async () => {
    const browser = await signedIn("operator", "operator123");
    for (const path of [DICT, BIZ]) {
      for (const intent of ["create", "update", "delete", "batch-delete"]) {
        const response = await post(browser, path, [["intent", intent], ["id", "1"], ["ids", "1"], ["code", "x"], ["dictValue", "x"]]);
        expect(response.status, `${path} ${intent}`).toBe(403);
      }
    }
    const response = await post(browser, DICT, [["intent", "create"], ["code", "x"], ["dictValue", "x"]]);
    expect(await response.text()).toContain("您没有该操作的权限（dict_add）");
  });
});

describe("菜单管理", () => {
  it("shows the top level, a level more per expanded row, and flat matches with a filter", async () => {
    const browser = await signedIn();
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
    expect(buttons.slice(at + 1, at + 4).map((r) => [r.name, r.depth])).toEqual([["新增", 2], ["修改", 2], ["删除", 2]]);

    const filtered = await html(browser, `${MENU}?name=${encodeURIComponent("字典")}&open=${system.id}`);
    const matches = rows(filtered);
    expect(matches.map((r) => r.name)).toContain("字典管理");
    expect(matches.every((r) => r.depth === 0 && !r.expandable)).toBe(true);
    expect(filtered).toContain(">上级菜单</th>");
  });

  it("create (top and child), the field rules, the duplicate code, update, the children rule, delete and batch delete", async () => {
    const browser = await signedIn();
    const tag = unique();
    const bad = await post(browser, `${MENU}?dialog=create`, [["intent", "create"], ["parentId", "0"], ["name", "赌博菜单"], ["code", "9bad"], ["category", "1"], ["action", "7"], ["isOpen", "1"], ["path", "/x"]]);
    expect(bad.status).toBe(400);
    const badPage = await bad.text();
    expect(badPage).toContain("请勿包含关键字");
    expect(badPage).toContain("菜单编号以字母开头");
    expect(badPage).toContain("请选择有效的选项");
    expect(badPage).toContain('value="赌博菜单"');
    expect(badPage).toContain('value="/x"');

    const parentCode = `m${tag}`;
    const made = await post(browser, `${MENU}?dialog=create`, [["intent", "create"], ["parentId", "0"], ["name", `测试菜单${tag}`], ["code", parentCode], ["path", `/test/${tag}`], ["source", "settings"], ["category", "1"], ["action", "0"], ["isOpen", "1"], ["sort", "99"]]);
    expect(made.status).toBe(302);
    expect(location(made)).toBe(MENU);
    const parentId = idOf(await html(browser, `${MENU}?code=${parentCode}`), `测试菜单${tag}`)!;
    expect(parentId).toBeTruthy();

    const dup = await post(browser, `${MENU}?dialog=create`, [["intent", "create"], ["parentId", "0"], ["name", "重复"], ["code", parentCode], ["category", "1"], ["action", "0"], ["isOpen", "1"]]);
    expect(dup.status).toBe(400);
    expect(await dup.text()).toContain("菜单编号已存在!");

    const form = await html(browser, `${MENU}?dialog=create&id=${parentId}`);
    expect(form).toContain(`<input type="hidden" name="parentId" value="${parentId}"/>`);
    expect(form).toMatch(new RegExp(`name="parentName"[^>]*value="测试菜单${tag}"`));
    const child = await post(browser, `${MENU}?open=${parentId}&dialog=create&id=${parentId}`, [["intent", "create"], ["parentId", parentId], ["name", `按钮${tag}`], ["code", `${parentCode}_add`], ["category", "2"], ["action", "1"], ["isOpen", "1"]]);
    expect(child.status).toBe(302);
    const tree = rows(await html(browser, location(child)));
    const at = tree.findIndex((r) => r.id === parentId);
    expect(tree[at + 1]).toMatchObject({ name: `按钮${tag}`, depth: 1 });

    const edit = await html(browser, `${MENU}?dialog=edit&id=${parentId}`);
    expect(edit).toMatch(new RegExp(`name="code"[^>]*value="${parentCode}"`));
    expect(edit).toMatch(/name="parentName"[^>]*value="顶级"/);
    const updated = await post(browser, `${MENU}?dialog=edit&id=${parentId}`, [["intent", "update"], ["id", parentId], ["parentId", "0"], ["name", `改名${tag}`], ["code", parentCode], ["category", "1"], ["action", "0"], ["isOpen", "2"]]);
    expect(updated.status).toBe(302);
    expect(rows(await html(browser, `${MENU}?code=${parentCode}`)).map((r) => r.name)).toContain(`改名${tag}`);

    const refused = await post(browser, `${MENU}?dialog=delete&id=${parentId}`, [["intent", "delete"], ["id", parentId]]);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("请先删除子节点!");

    const childId = tree[at + 1]!.id;
    const ask = await post(browser, MENU, [["intent", "batch-delete"], ["ids", childId]]);
    expect(await ask.text()).toContain("确定对选中的 1 条数据执行“批量删除”吗？");
    const batch = await post(browser, MENU, [["intent", "batch-delete"], ["ids", childId], ["confirmed", "1"]]);
    expect(batch.status).toBe(302);
    const removed = await post(browser, `${MENU}?dialog=delete&id=${parentId}`, [["intent", "delete"], ["id", parentId]]);
    expect(removed.status).toBe(302);
    expect(flashed(await html(browser, location(removed)))).toBe(true);
    expect(rows(await html(browser, `${MENU}?code=${parentCode}`))).toHaveLength(0);
  });

  it("refuses every write without the menu buttons", async () => {
    const browser = await signedIn("operator", "operator123");
    for (const intent of ["create", "update", "delete", "batch-delete"]) {
      const response = await post(browser, MENU, [["intent", intent], ["id", "1"], ["ids", "1"], ["name", "x"], ["code", "x"], ["category", "1"], ["action", "0"], ["isOpen", "1"]]);
      expect(response.status, intent).toBe(403);
      if (intent === "delete") expect(await response.text()).toContain("（menu_delete）");
    }
  });
});

describe("角色管理", () => {
  it("shows the role tree with ?open=, and every match with a filter", async () => {
    const browser = await signedIn();
    const top = await html(browser, ROLE);
    const level = rows(top);
    expect(level.map((r) => r.name)).toEqual(expect.arrayContaining(["超级管理员", "运营专员", "财务", "客服"]));
    expect(level.every((r) => r.depth === 0)).toBe(true);
    const finance = level.find((r) => r.name === "财务")!;
    expect(finance.expandable).toBe(true);

    const open = rows(await html(browser, `${ROLE}?open=${finance.id}`));
    const at = open.findIndex((r) => r.id === finance.id);
    expect(open.slice(at, at + 3).map((r) => [r.name, r.depth])).toEqual([["财务", 0], ["财务主管", 1], ["出纳", 1]]);

    const filtered = rows(await html(browser, `${ROLE}?roleName=${encodeURIComponent("财务")}`));
    expect(filtered.map((r) => [r.name, r.depth])).toEqual([["财务", 0], ["财务主管", 1]]);
  });

  it("create with the parent chosen from the list, the field rules, update, the children rule, batch delete", async () => {
    const browser = await signedIn();
    const tag = unique();
    const form = await html(browser, `${ROLE}?dialog=create`);
    expect(form).toMatch(/<select[^>]*name="parentId"/);
    expect(form).toMatch(/<option value="" selected="">顶级<\/option>/);
    expect(form).toMatch(/<option value="\d+">\u3000财务主管<\/option>/);

    const bad = await post(browser, `${ROLE}?dialog=create`, [["intent", "create"], ["roleName", "赌博角色"], ["roleAlias", "1 bad"], ["parentId", ""], ["sort", "x"]]);
    expect(bad.status).toBe(400);
    const badPage = await bad.text();
    expect(badPage).toContain("请勿包含关键字");
    expect(badPage).toContain("角色别名以字母开头");
    expect(badPage).toContain("请输入整数");
    expect(badPage).toContain('value="1 bad"');

    const alias = `r${tag}`;
    const made = await post(browser, `${ROLE}?dialog=create`, [["intent", "create"], ["roleName", `父角色${tag}`], ["roleAlias", alias], ["parentId", ""], ["sort", "50"]]);
    expect(made.status).toBe(302);
    const parentId = idOf(await html(browser, `${ROLE}?roleAlias=${alias}`), `父角色${tag}`)!;
    expect(parentId).toBeTruthy();

    const dup = await post(browser, `${ROLE}?dialog=create`, [["intent", "create"], ["roleName", "重复"], ["roleAlias", alias]]);
    expect(dup.status).toBe(400);
    expect(await dup.text()).toContain("角色别名已存在!");

    // 新增子项 preselects the parent.
    const childForm = await html(browser, `${ROLE}?dialog=create&id=${parentId}`);
    expect(childForm).toMatch(new RegExp(`<option value="${parentId}" selected="">`));
    const child = await post(browser, `${ROLE}?dialog=create&id=${parentId}`, [["intent", "create"], ["roleName", `子角色${tag}`], ["roleAlias", `${alias}_c`], ["parentId", parentId]]);
    expect(child.status).toBe(302);
    const tree = rows(await html(browser, `${ROLE}?open=${parentId}`));
    const at = tree.findIndex((r) => r.id === parentId);
    expect(tree[at + 1]).toMatchObject({ name: `子角色${tag}`, depth: 1 });
    const childId = tree[at + 1]!.id;

    // Editing: the row itself and its branch are not offered as the parent.
    const edit = await html(browser, `${ROLE}?dialog=edit&id=${parentId}`);
    expect(edit).toMatch(new RegExp(`name="roleAlias"[^>]*value="${alias}"`));
    expect(edit).not.toContain(`<option value="${parentId}"`);
    expect(edit).not.toContain(`<option value="${childId}"`);
    const updated = await post(browser, `${ROLE}?dialog=edit&id=${childId}`, [["intent", "update"], ["id", childId], ["roleName", `子角色改${tag}`], ["roleAlias", `${alias}_c`], ["parentId", ""]]);
    expect(updated.status).toBe(302);
    const moved = rows(await html(browser, ROLE)).find((r) => r.id === childId);
    expect(moved).toMatchObject({ name: `子角色改${tag}`, depth: 0 });

    // Put it back under its parent, then the children rule.
    await post(browser, ROLE, [["intent", "update"], ["id", childId], ["roleName", `子角色改${tag}`], ["roleAlias", `${alias}_c`], ["parentId", parentId]]);
    const refused = await post(browser, `${ROLE}?dialog=delete&id=${parentId}`, [["intent", "delete"], ["id", parentId]]);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("请先删除子节点!");

    const run = await post(browser, ROLE, [["intent", "batch-delete"], ["ids", childId], ["confirmed", "1"]]);
    expect(run.status).toBe(302);
    const removed = await post(browser, `${ROLE}?dialog=delete&id=${parentId}`, [["intent", "delete"], ["id", parentId]]);
    expect(removed.status).toBe(302);
    expect(rows(await html(browser, `${ROLE}?roleAlias=${alias}`))).toHaveLength(0);
  });

  it("grants menus: the tree as checkboxes, ticked from the role's keys; the grant round trip", async () => {
    const browser = await signedIn();
    const tag = unique();
    await post(browser, ROLE, [["intent", "create"], ["roleName", `授权角色${tag}`], ["roleAlias", `g${tag}`]]);
    const roleId = idOf(await html(browser, `${ROLE}?roleAlias=g${tag}`), `授权角色${tag}`)!;

    /** A grant checkbox by its label: [_, checked attribute or undefined, menu id]. */
    const checkbox = (page: string, title: string) => {
      const attributes = new RegExp(`<input type="checkbox"([^>]*)/>${title}</label>`).exec(page)?.[1];
      if (!attributes || !attributes.includes('name="menuIds"')) return null;
      return [attributes, attributes.includes('checked=""') ? ' checked=""' : undefined, /value="(\d+)"/.exec(attributes)![1]] as const;
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
    const granted = await post(browser, `${ROLE}?grant=${roleId}`, [["intent", "grant"], ["id", roleId], ["menuIds", dictId], ["menuIds", "1999999999999999999"]]);
    expect(granted.status).toBe(302);
    expect(location(granted)).toBe(ROLE);
    expect(flashed(await html(browser, ROLE))).toBe(true);
    const reopened = await html(browser, `${ROLE}?grant=${roleId}`);
    expect(checkbox(reopened, "字典管理")?.[1]).toBe(' checked=""');
    expect(checkbox(reopened, "系统管理")?.[1]).toBe(' checked=""');
    expect(checkbox(reopened, "菜单管理")?.[1]).toBeUndefined();
    expect(reopened).toContain(`value="${systemId}"`);

    // Nothing ticked takes everything away.
    expect((await post(browser, `${ROLE}?grant=${roleId}`, [["intent", "grant"], ["id", roleId]])).status).toBe(302);
    expect(checkbox(await html(browser, `${ROLE}?grant=${roleId}`), "字典管理")?.[1]).toBeUndefined();

    // A role that is not there.
    const gone = await html(browser, `${ROLE}?grant=1999999999999999999`);
    expect(gone).toContain("数据不存在或已被删除");
    const bad = await post(browser, ROLE, [["intent", "grant"], ["id", "1999999999999999999"], ["menuIds", dictId]]);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("操作失败");
  });

  it("refuses every write without the role buttons, 权限设置 included", async () => {
    const browser = await signedIn("operator", "operator123");
    for (const intent of ["create", "update", "delete", "batch-delete", "grant"]) {
      const response = await post(browser, ROLE, [["intent", intent], ["id", "1"], ["ids", "1"], ["roleName", "x"], ["roleAlias", "x"], ["menuIds", "1"]]);
      expect(response.status, intent).toBe(403);
      if (intent === "grant") expect(await response.text()).toContain("（role_grant）");
    }
  });
});
