/**
 * 菜单管理 as an administrator uses it (qa2, tenant 000001): the lazy tree by its chevrons, search,
 * create a menu (the sensitive-word blur, the code rule keeping the input) and its button, edit,
 * the children rule, batch delete. Rows made here carry a unique tag.
 */
import { done, hydrated, openAs, rows, save, slowExpect as expect, tag, test } from "../fixtures";

test.describe.configure({ timeout: 90_000 });

const MENU = "/system/menu";

test("菜单管理: the lazy tree, search, create a menu and its button, edit, the children rule, batch delete", async ({
  page,
}) => {
  await openAs(page, "qa2", MENU);
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
