import { expect as baseExpect, type Page, test } from "@playwright/test";
import { signIn } from "./fixtures";

/**
 * 字典管理 / 业务字典, 菜单管理 and 角色管理 as an administrator uses them (qa2, tenant 000001):
 * search, paging, trees expanded by their chevron, create (top and child), edit, delete with the
 * children rule, batch delete, field errors that keep the input, the sensitive-word blur, and
 * 权限设置's round trip. Rows made here carry a unique tag.
 */
// The machine these run on is shared: generous waits, real assertions.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const DICT = "/system/dict";
const MENU = "/system/menu";
const ROLE = "/system/role";

async function open(page: Page, path: string) {
  await signIn(page, "qa2", "qa123456");
  await expect(page).toHaveURL(/\/main\/index$/);
  await page.goto(path);
}

const rows = (page: Page) => page.locator("tbody tr");
/** The header box appears once the page is hydrated (blur checks and tree ticking need it). */
const hydrated = (page: Page) => expect(page.getByRole("checkbox", { name: "全选本页" })).toBeVisible({ timeout: 20_000 });

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 100)}`;
const done = (page: Page) => expect(page.getByRole("status").filter({ hasText: /^操作成功/ })).toBeVisible();

async function save(page: Page) {
  await page.getByRole("dialog").getByRole("button", { name: "保存" }).click();
}

test("字典管理: search, page, expand a root and a nested row, switch to 业务字典", async ({ page }) => {
  await open(page, DICT);
  await expect(page.getByRole("heading", { name: "字典管理", level: 1 })).toBeVisible();
  await hydrated(page);
  await expect(page.getByText("共 35 条")).toBeVisible();
  await expect(rows(page)).toHaveCount(10);
  await page.getByRole("link", { name: "下一页" }).click();
  await expect(page).toHaveURL(/current=2/);
  await expect(page.getByText("第 2 / 4 页")).toBeVisible();

  const search = page.getByRole("search");
  await search.getByLabel("字典编号").fill("industry");
  await search.getByRole("button", { name: "查询" }).click();
  await expect(page).toHaveURL(/code=industry/);
  await expect(page).not.toHaveURL(/current=/);
  await expect(rows(page)).toHaveCount(1);

  await page.getByRole("link", { name: "展开 行业类别（industry）" }).click();
  await expect(page).toHaveURL(/open=\d+/);
  await expect(rows(page)).toHaveCount(5);
  await expect(page.getByRole("link", { name: "收起 行业类别（industry）" })).toHaveAttribute("aria-expanded", "true");
  await expect(rows(page).nth(1)).toContainText("餐饮");
  await page.getByRole("link", { name: "展开 餐饮（1）" }).click();
  await expect(rows(page)).toHaveCount(8);
  await expect(rows(page).nth(2)).toContainText("正餐");
  await page.reload();
  await expect(rows(page)).toHaveCount(8);
  await page.getByRole("link", { name: "收起 行业类别（industry）" }).click();
  await expect(rows(page)).toHaveCount(1);

  await page.getByRole("navigation", { name: "字典类别" }).getByRole("link", { name: "业务字典" }).click();
  await expect(page).toHaveURL(/\/system\/dictBiz$/);
  await expect(page.getByRole("heading", { name: "业务字典", level: 1 })).toBeVisible();
  await expect(page.getByText("共 28 条")).toBeVisible();
});

test("字典管理: create a root and a child, the field error and the sensitive word, edit, the children rule, delete", async ({ page }) => {
  await open(page, DICT);
  await hydrated(page);
  const t = tag();
  const code = `e2e_${t}`;
  await page.getByRole("link", { name: "新增", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("字典名称").fill("赌博字典");
  await dialog.getByLabel("字典编号").focus();
  await expect(dialog.getByText("请勿包含关键字")).toBeVisible();
  await dialog.getByLabel("字典编号").fill("bad code");
  await dialog.getByLabel("字典名称").fill(`端到端${t}`);
  await dialog.getByLabel("排序").fill("7");
  await save(page);
  await expect(dialog.getByText("字典编号只能包含字母、数字、下划线、点和短横线")).toBeVisible();
  await expect(dialog.getByLabel("字典编号")).toHaveValue("bad code");
  await expect(dialog.getByLabel("排序")).toHaveValue("7");
  await dialog.getByLabel("字典编号").fill(code);
  await save(page);
  await done(page);
  await expect(dialog).toHaveCount(0);

  await page.goto(`${DICT}?code=${code}`);
  await expect(rows(page)).toHaveCount(1);
  const root = `端到端${t}（${code}）`;
  await page.getByRole("link", { name: `新增子项 ${root}` }).click();
  await expect(dialog.getByLabel("上级字典")).toHaveValue(`端到端${t}`);
  await expect(dialog.getByLabel("字典编号")).toHaveValue(code);
  await dialog.getByLabel("字典值").fill("子项甲");
  await save(page);
  await expect(dialog.getByText("此项为必填项")).toBeVisible();
  await expect(dialog.getByLabel("字典值")).toHaveValue("子项甲");
  await dialog.getByLabel("字典键值").fill("A");
  await save(page);
  await done(page);

  await page.getByRole("link", { name: `展开 ${root}` }).click();
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).nth(1)).toContainText("子项甲");

  // The children rule comes back from the backend as the dialog's error.
  await page.getByRole("link", { name: `删除 ${root}` }).click();
  await dialog.getByRole("button", { name: "删除" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("请先删除子节点!");
  await dialog.getByRole("link", { name: "取消" }).click();

  await page.getByRole("link", { name: "修改 子项甲（A）" }).click();
  await expect(dialog.getByLabel("字典键值")).toHaveValue("A");
  await dialog.getByLabel("字典值").fill("子项乙");
  await dialog.getByLabel("封存").check();
  await save(page);
  await done(page);
  await expect(rows(page).nth(1)).toContainText("子项乙");
  await expect(rows(page).nth(1)).toContainText("是");

  await page.getByRole("link", { name: "删除 子项乙（A）" }).click();
  await dialog.getByRole("button", { name: "删除" }).click();
  await done(page);
  await page.getByRole("link", { name: `删除 ${root}` }).click();
  await dialog.getByRole("button", { name: "删除" }).click();
  await done(page);
  await expect(page.getByText("没有符合条件的数据")).toBeVisible();
});

test("字典管理: batch delete of roots asks with the count, then 操作成功", async ({ page }) => {
  await open(page, DICT);
  const t = tag();
  for (const n of [1, 2]) {
    await page.goto(`${DICT}?dialog=create`);
    await page.getByRole("dialog").getByLabel("字典编号").fill(`batch${n}_${t}`);
    await page.getByRole("dialog").getByLabel("字典名称").fill(`批量${n}`);
    await save(page);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  }
  await page.goto(`${DICT}?code=${t}`);
  await expect(rows(page)).toHaveCount(2);
  await hydrated(page);
  await page.getByLabel("全选本页").check();
  await expect(page.getByText("已选择 2 项")).toBeVisible();
  await page.getByRole("button", { name: "批量删除" }).click();
  await expect(page.getByRole("dialog")).toContainText("确定对选中的 2 条数据执行“批量删除”吗？");
  await page.getByRole("dialog").getByRole("button", { name: "确定" }).click();
  await done(page);
  await expect(page.getByText("没有符合条件的数据")).toBeVisible();
});

test("菜单管理: the lazy tree, search, create a menu and its button, edit, the children rule, batch delete", async ({ page }) => {
  await open(page, MENU);
  await expect(page.getByRole("heading", { name: "菜单管理", level: 1 })).toBeVisible();
  await hydrated(page);
  await page.getByRole("link", { name: "展开 系统管理（system）" }).click();
  await expect(page.getByRole("row", { name: /字典管理/ })).toBeVisible();
  await page.getByRole("link", { name: "展开 字典管理（dict）" }).click();
  await expect(page.getByRole("row", { name: /dict_add/ })).toContainText("按钮");

  const search = page.getByRole("search");
  await search.getByLabel("菜单名称").fill("字典");
  await search.getByRole("button", { name: "查询" }).click();
  await expect(page).toHaveURL(/name=/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("系统管理");
  await page.getByRole("link", { name: "重置" }).click();

  const t = tag();
  const code = `e2e${t}`;
  await hydrated(page);
  await page.getByRole("link", { name: "新增", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("菜单名称").fill("赌博菜单");
  await dialog.getByLabel("菜单编号").focus();
  await expect(dialog.getByText("请勿包含关键字")).toBeVisible();
  await dialog.getByLabel("菜单名称").fill(`测试菜单${t}`);
  await dialog.getByLabel("菜单编号").fill(`9${code}`);
  await dialog.getByLabel("路由地址").fill(`/e2e/${t}`);
  await dialog.getByLabel("菜单图标").fill("settings");
  await save(page);
  await expect(dialog.getByText(/菜单编号以字母开头/)).toBeVisible();
  await expect(dialog.getByLabel("路由地址")).toHaveValue(`/e2e/${t}`);
  await dialog.getByLabel("菜单编号").fill(code);
  await dialog.getByLabel("排序").fill("990");
  await save(page);
  await done(page);

  const menu = `测试菜单${t}（${code}）`;
  await page.getByRole("link", { name: `新增子项 ${menu}` }).click();
  await expect(dialog.getByLabel("上级菜单")).toHaveValue(`测试菜单${t}`);
  await dialog.getByLabel("菜单名称").fill("测试按钮");
  await dialog.getByLabel("菜单编号").fill(`${code}_add`);
  await dialog.getByRole("radio", { name: "按钮" }).check();
  await dialog.getByLabel("按钮功能").selectOption({ label: "工具栏" });
  await save(page);
  await done(page);
  await page.getByRole("link", { name: `展开 ${menu}` }).click();
  await expect(page.getByRole("row", { name: new RegExp(`${code}_add`) })).toContainText("测试按钮");

  await page.getByRole("link", { name: `修改 ${menu}` }).click();
  await expect(dialog.getByLabel("菜单编号")).toHaveValue(code);
  await dialog.getByLabel("菜单名称").fill(`改名菜单${t}`);
  await save(page);
  await done(page);
  const renamed = `改名菜单${t}（${code}）`;

  await page.getByRole("link", { name: `删除 ${renamed}` }).click();
  await dialog.getByRole("button", { name: "删除" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("请先删除子节点!");
  await dialog.getByRole("link", { name: "取消" }).click();

  await page.getByRole("checkbox", { name: `选择 测试按钮（${code}_add）` }).check();
  await page.getByRole("button", { name: "批量删除" }).click();
  await expect(dialog).toContainText("确定对选中的 1 条数据执行“批量删除”吗？");
  await dialog.getByRole("button", { name: "确定" }).click();
  await done(page);
  await page.getByRole("checkbox", { name: `选择 ${renamed}` }).check();
  await page.getByRole("button", { name: "批量删除" }).click();
  await dialog.getByRole("button", { name: "确定" }).click();
  await done(page);
  await expect(page.getByRole("row", { name: new RegExp(code) })).toHaveCount(0);
});

test("角色管理: expand, search, create, the field error and the sensitive word, edit, delete, batch delete", async ({ page }) => {
  await open(page, ROLE);
  await expect(page.getByRole("heading", { name: "角色管理", level: 1 })).toBeVisible();
  await hydrated(page);
  await page.getByRole("link", { name: "展开 财务（finance）" }).click();
  await expect(page.getByRole("row", { name: /财务主管/ })).toBeVisible();
  const search = page.getByRole("search");
  await search.getByLabel("角色名称").fill("客服");
  await search.getByRole("button", { name: "查询" }).click();
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).nth(1)).toContainText("客服组长");

  const t = tag();
  await page.goto(`${ROLE}?dialog=create`);
  await hydrated(page);
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("角色名称").fill("赌博角色");
  await dialog.getByLabel("角色别名").focus();
  await expect(dialog.getByText("请勿包含关键字")).toBeVisible();
  await dialog.getByLabel("角色名称").fill(`测试角色${t}`);
  await dialog.getByLabel("角色别名").fill("1bad");
  await dialog.getByLabel("上级角色").selectOption({ label: "\u3000财务主管" });
  await save(page);
  await expect(dialog.getByText(/角色别名以字母开头/)).toBeVisible();
  await expect(dialog.getByLabel("角色名称")).toHaveValue(`测试角色${t}`);
  await dialog.getByLabel("角色别名").fill(`e2e_${t}`);
  await save(page);
  await done(page);

  await page.goto(`${ROLE}?roleAlias=e2e_${t}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("财务主管");
  const role = `测试角色${t}（e2e_${t}）`;
  await page.getByRole("link", { name: `修改 ${role}` }).click();
  await dialog.getByLabel("角色名称").fill(`改名角色${t}`);
  await dialog.getByLabel("上级角色").selectOption({ label: "顶级" });
  await save(page);
  await done(page);
  await expect(rows(page).first()).toContainText("顶级");
  await page.getByRole("link", { name: `删除 改名角色${t}（e2e_${t}）` }).click();
  await dialog.getByRole("button", { name: "删除" }).click();
  await done(page);
  await expect(page.getByText("没有符合条件的数据")).toBeVisible();

  for (const n of [1, 2]) {
    await page.goto(`${ROLE}?dialog=create`);
    await dialog.getByLabel("角色名称").fill(`批量${n}`);
    await dialog.getByLabel("角色别名").fill(`batch${n}_${t}`);
    await save(page);
    await expect(dialog).toHaveCount(0);
  }
  await page.goto(`${ROLE}?roleAlias=${t}`);
  await expect(rows(page)).toHaveCount(2);
  await hydrated(page);
  await page.getByLabel("全选本页").check();
  await page.getByRole("button", { name: "批量删除" }).click();
  await expect(dialog).toContainText("确定对选中的 2 条数据执行“批量删除”吗？");
  await dialog.getByRole("button", { name: "确定" }).click();
  await done(page);
  await expect(page.getByText("没有符合条件的数据")).toBeVisible();
});

test("角色管理: 权限设置 round trip — ticking a menu ticks its buttons and group; reopened, it is checked", async ({ page }) => {
  await open(page, `${ROLE}?dialog=create`);
  const t = tag();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("角色名称").fill(`授权角色${t}`);
  await dialog.getByLabel("角色别名").fill(`grant_${t}`);
  await save(page);
  await done(page);

  await page.goto(`${ROLE}?roleAlias=grant_${t}`);
  await hydrated(page);
  await page.getByRole("link", { name: `权限设置 授权角色${t}（grant_${t}）` }).click();
  await expect(page).toHaveURL(/grant=\d+/);
  await expect(dialog.getByRole("heading", { name: `权限设置 · 授权角色${t}` })).toBeVisible();
  const menus = dialog.getByRole("group", { name: "菜单权限" });
  await expect(menus.getByRole("checkbox", { checked: true })).toHaveCount(0);
  await menus.getByRole("checkbox", { name: "字典管理", exact: true }).check();
  // 字典管理 with its three buttons, and 系统管理 above it (shown as partly granted).
  await expect(dialog.getByText("已选择 5 项")).toBeVisible();
  await expect(menus.getByRole("checkbox", { name: "系统管理", exact: true })).toHaveJSProperty("indeterminate", true);
  await menus.getByRole("checkbox", { name: "菜单管理", exact: true }).check();
  await expect(dialog.getByText("已选择 9 项")).toBeVisible();
  await menus.getByRole("checkbox", { name: "菜单管理", exact: true }).uncheck();
  await expect(dialog.getByText("已选择 5 项")).toBeVisible();
  await save(page);
  await done(page);
  await expect(page).not.toHaveURL(/grant=/);

  await page.getByRole("link", { name: `权限设置 授权角色${t}（grant_${t}）` }).click();
  await expect(menus.getByRole("checkbox", { name: "字典管理", exact: true })).toBeChecked();
  await expect(menus.getByRole("checkbox", { name: "菜单管理", exact: true })).not.toBeChecked();
  await expect(dialog.getByText("已选择 5 项")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("create a dictionary root (after an error that keeps the input) and delete it", async ({ page }) => {
    await open(page, `${DICT}?dialog=create`);
    const t = tag();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("字典编号").fill("no js!");
    await dialog.getByLabel("字典名称").fill(`无脚本${t}`);
    await save(page);
    await expect(page.getByRole("dialog").getByText("字典编号只能包含字母、数字、下划线、点和短横线")).toBeVisible();
    await expect(page.getByRole("dialog").getByLabel("字典名称")).toHaveValue(`无脚本${t}`);
    await page.getByRole("dialog").getByLabel("字典编号").fill(`nojs_${t}`);
    await save(page);
    await expect(page.getByText("操作成功")).toBeVisible();

    await page.goto(`${DICT}?code=nojs_${t}`);
    await expect(rows(page)).toHaveCount(1);
    await page.getByRole("link", { name: `删除 无脚本${t}（nojs_${t}）` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "删除" }).click();
    await expect(page.getByText("操作成功")).toBeVisible();
    await expect(page.getByText("没有符合条件的数据")).toBeVisible();
  });

  test("权限设置 with plain checkboxes", async ({ page }) => {
    await open(page, `${ROLE}?dialog=create`);
    const t = tag();
    await page.getByRole("dialog").getByLabel("角色名称").fill(`无脚本角色${t}`);
    await page.getByRole("dialog").getByLabel("角色别名").fill(`nojs_${t}`);
    await save(page);
    await expect(page.getByText("操作成功")).toBeVisible();
    await page.goto(`${ROLE}?roleAlias=nojs_${t}`);
    await page.getByRole("link", { name: `权限设置 无脚本角色${t}（nojs_${t}）` }).click();
    const menus = page.getByRole("dialog").getByRole("group", { name: "菜单权限" });
    await menus.getByRole("checkbox", { name: "字典管理", exact: true }).check();
    await save(page);
    await expect(page.getByText("操作成功")).toBeVisible();
    await page.getByRole("link", { name: `权限设置 无脚本角色${t}（nojs_${t}）` }).click();
    await expect(menus.getByRole("checkbox", { name: "字典管理", exact: true })).toBeChecked();
    // Without JavaScript the group comes with it on the server.
    await expect(menus.getByRole("checkbox", { name: "系统管理", exact: true })).toBeChecked();
  });
});
