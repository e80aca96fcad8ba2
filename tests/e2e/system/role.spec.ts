/**
 * 角色管理 as an administrator uses it (qa2, tenant 000001): expand, search, create (the sensitive
 * word, the alias rule keeping the input, a parent chosen), edit, delete, batch delete, and
 * 权限设置's round trip (a menu ticks its buttons and its group); with JavaScript off, 权限设置
 * with plain checkboxes. Rows made here carry a unique tag.
 */
import { done, hydrated, openAs, rows, save, slowExpect as expect, tag, test } from "../fixtures";

test.describe.configure({ timeout: 90_000 });

const ROLE = "/system/role";

test("角色管理: expand, search, create, the field error and the sensitive word, edit, delete, batch delete", async ({
  page,
}) => {
  await openAs(page, "qa2", ROLE);
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

test("角色管理: 权限设置 round trip — ticking a menu ticks its buttons and group; reopened, it is checked", async ({
  page,
}) => {
  await openAs(page, "qa2", `${ROLE}?dialog=create`);
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

  test("权限设置 with plain checkboxes", async ({ page }) => {
    await openAs(page, "qa2", `${ROLE}?dialog=create`);
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
