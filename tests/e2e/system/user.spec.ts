import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./fixtures";

/**
 * The org screens of 系统管理 as people use them: 用户管理, 部门管理, 机构主题, 地区管理 and
 * 通用设置 (qa3, an administrator of tenant 000001), and the role-limited operator's view of
 * 用户管理 and 部门管理 (operator/operator123: add and edit users with 角色 disabled; 部门管理
 * read-only).
 */
const USERS = "/system/user";
const DEPTS = "/system/dept";
const REGIONS = "/system/region";
const DESIGN = "/system/deptDesign";
const SETTINGS = "/system/commonSetting";

async function open(page: Page, path: string, account = "qa3", password = "qa123456") {
  await signIn(page, account, password);
  await expect(page).toHaveURL(/\/main\/index$/);
  await page.goto(path);
}

const rows = (page: Page) => page.locator("tbody tr");
const done = (page: Page) => page.getByRole("status").filter({ hasText: "操作成功" });
/** The table cell whose whole text is `text`. */
const cell = (page: Page, text: string) =>
  page.locator("tbody td").filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) }).first();
const tag = () => `${Date.now() % 1_000_000}`;
/** A 1×1 PNG. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

// Generous under load (other suites share the machine); each test is a few seconds alone.
test.describe.configure({ timeout: 60_000 });

test.describe("用户管理", () => {
  test("search, sort and page in the URL; phones are masked", async ({ page }) => {
    await open(page, USERS);
    await expect(page.getByRole("heading", { name: "用户管理" })).toBeVisible();
    await expect(rows(page)).toHaveCount(10);
    await page.getByRole("search").getByLabel("所属部门").selectOption({ label: "　　测试组" });
    await page.getByRole("button", { name: "查询" }).click();
    await expect(page).toHaveURL(/deptId=\d+/);
    await expect(rows(page).first()).toContainText("测试组");
    await expect(rows(page).first()).toContainText(/139\*{4}\d{4}/);
    await page.getByRole("link", { name: "重置" }).click();
    await expect(page).toHaveURL(/\/system\/user$/);
    // 重置 clears every filter, the department select too.
    await expect(page.getByRole("search").getByLabel("所属部门")).toHaveValue("");
    await page.getByRole("search").getByLabel("登录账号").fill("user01");
    await page.getByRole("button", { name: "查询" }).click();
    await expect(page).toHaveURL(/account=user01/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText("139****0001");

    await page.getByRole("link", { name: "重置" }).click();
    await page.getByRole("link", { name: "按登录账号排序" }).click();
    await page.getByRole("link", { name: "按登录账号排序" }).click();
    await expect(page).toHaveURL(/sort=account&order=desc/);
    await page.getByRole("link", { name: "第 2 页" }).click();
    await expect(page).toHaveURL(/current=2/);
    await expect(rows(page)).toHaveCount(10);
  });

  test("create keeps the input on an error, flags the sensitive name, picks the department (one page button)", async ({ page }) => {
    await open(page, USERS);
    const account = `e2e${tag()}`;
    await page.getByRole("link", { name: "新增" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("登录账号").fill(account);
    await dialog.getByLabel("用户姓名").fill("赌博大王");
    await dialog.getByLabel("手机号码").focus();
    await expect(dialog.getByText("请勿包含关键字")).toBeVisible();
    await dialog.getByLabel("用户姓名").fill("端到端用户");
    await dialog.getByLabel("手机号码").fill("1391234");
    await dialog.getByRole("textbox", { name: "密码", exact: true }).fill("first123");
    await dialog.getByRole("group", { name: "所属角色" }).getByLabel("运营专员").check();

    // The department picker: a keyword, a search, a choice; it shows one page button.
    const picker = dialog.getByLabel("所属部门");
    await picker.fill("部");
    await picker.press("Enter");
    await expect(dialog.getByRole("listbox")).toBeVisible();
    await expect(dialog.getByRole("button", { name: /^第 \d+ 页$/ })).toHaveCount(1);
    await picker.fill("运营");
    await dialog.getByRole("button", { name: "查询" }).click();
    await dialog.getByRole("option").filter({ hasText: "北京商户运营部" }).click();
    await expect(dialog.getByTestId("remote-choice")).toHaveText("北京商户运营部");

    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(dialog.getByText("手机号码长度不为11位")).toBeVisible();
    await expect(dialog.getByLabel("登录账号")).toHaveValue(account);
    await expect(dialog.getByLabel("用户姓名")).toHaveValue("端到端用户");
    await expect(dialog.getByLabel("手机号码")).toHaveValue("1391234");
    await expect(dialog.getByTestId("remote-choice")).toHaveText("北京商户运营部");

    await dialog.getByLabel("手机号码").fill("13912345678");
    await dialog.getByRole("textbox", { name: "密码", exact: true }).fill("first123");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(done(page)).toBeVisible();
    await expect(dialog).toHaveCount(0);

    await page.goto(`${USERS}?account=${account}`);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText("139****5678");
    await expect(rows(page).first()).toContainText("北京商户运营部");
    await expect(rows(page).first()).toContainText("运营专员");
  });

  test("edit (no password field), reset password with a confirmation, delete", async ({ page }) => {
    await open(page, `${USERS}?dialog=create`);
    const account = `ed${tag()}`;
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("登录账号").fill(account);
    await dialog.getByRole("textbox", { name: "密码", exact: true }).fill("first123");
    await dialog.getByLabel("用户姓名").fill("端到端用户");
    await dialog.getByLabel("手机号码").fill("13912345678");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(done(page)).toBeVisible();

    await page.goto(`${USERS}?account=${account}`);
    await page.getByRole("link", { name: `修改 ${account}（端到端用户）` }).click();
    await expect(page.getByRole("dialog").getByRole("textbox", { name: "密码", exact: true })).toHaveCount(0);
    await page.getByRole("dialog").getByLabel("用户姓名").fill("改名用户");
    await page.getByRole("dialog").getByRole("button", { name: "保存" }).click();
    await expect(rows(page).first()).toContainText("改名用户");

    await page.getByRole("button", { name: `重置 ${account} 的密码` }).click();
    await expect(page.getByRole("dialog")).toContainText("确定对选中的 1 条数据执行“重置密码”吗？");
    await page.getByRole("dialog").getByRole("button", { name: "确定" }).click();
    await expect(done(page)).toBeVisible();

    await page.getByRole("link", { name: `删除 ${account}（改名用户）` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "删除" }).click();
    await expect(page.getByText("没有符合条件的数据")).toBeVisible();
  });

  test("batch delete: select rows, confirm the count, 操作成功", async ({ page }) => {
    await open(page, USERS);
    const prefix = `bd${tag()}`;
    for (const n of [1, 2]) {
      await page.goto(`${USERS}?dialog=create`);
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel("登录账号").fill(`${prefix}_${n}`);
      await dialog.getByRole("textbox", { name: "密码", exact: true }).fill("first123");
      await dialog.getByLabel("用户姓名").fill(`批量${n}`);
      await dialog.getByLabel("手机号码").fill("13911112222");
      await dialog.getByRole("button", { name: "保存" }).click();
      await expect(page.getByRole("dialog")).toHaveCount(0);
    }
    await page.goto(`${USERS}?account=${prefix}`);
    await expect(rows(page)).toHaveCount(2);
    await page.getByLabel("全选本页").check();
    await expect(page.getByText("已选择 2 项")).toBeVisible();
    await page.getByRole("button", { name: "批量删除" }).click();
    await expect(page.getByRole("dialog")).toContainText("确定对选中的 2 条数据执行“批量删除”吗？");
    await page.getByRole("dialog").getByRole("button", { name: "确定" }).click();
    await expect(done(page)).toBeVisible();
    await expect(page.getByText("没有符合条件的数据")).toBeVisible();
  });

  test("the operator edits with 角色 disabled and has no 删除; 部门管理 is read-only", async ({ page }) => {
    // Data scope (ADR 009): 运营部's people only; ops06 holds 超级管理员, so it offers no change.
    await open(page, `${USERS}?account=ops0`, "operator", "operator123");
    await expect(rows(page)).toHaveCount(6);
    await expect(page.getByRole("link", { name: /^修改 ops06/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /^查看 ops06/ })).toBeVisible();
    await page.goto(`${USERS}?account=user40`);
    await expect(page.getByText("没有符合条件的数据")).toBeVisible();
    await page.goto(`${USERS}?account=ops01`);
    await expect(rows(page)).toHaveCount(1);
    await expect(page.getByRole("link", { name: /^删除 / })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "批量删除" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^重置 / })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "新增" })).toBeVisible();
    await page.getByRole("link", { name: "修改 ops01（赵一鸣）" }).click();
    const dialog = page.getByRole("dialog");
    const roles = dialog.getByRole("group", { name: "所属角色" });
    for (const box of await roles.getByRole("checkbox").all()) await expect(box).toBeDisabled();
    await expect(roles.getByRole("checkbox", { checked: true })).toHaveCount(1);
    await expect(dialog.getByLabel("用户姓名")).toBeEnabled();

    await page.goto(DEPTS);
    await expect(page.getByRole("heading", { name: "部门管理" })).toBeVisible();
    await expect(rows(page)).toHaveCount(1);
    await expect(page.getByRole("link", { name: "新增" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /^修改 / })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /^新增子项 / })).toHaveCount(0);
  });
});

test.describe("部门管理", () => {
  test("the tree opens level by level; a name search is flat", async ({ page }) => {
    await open(page, DEPTS);
    await expect(rows(page)).toHaveCount(1);
    await page.getByRole("link", { name: "展开 支付平台" }).click();
    await expect(page).toHaveURL(/open=\d+/);
    await expect(cell(page, "北京分公司")).toBeVisible();
    await page.getByRole("link", { name: "展开 北京分公司" }).click();
    await expect(cell(page, "北京市场拓展部")).toBeVisible();
    await page.getByRole("link", { name: "收起 支付平台" }).click();
    await expect(rows(page)).toHaveCount(1);

    await page.getByRole("search").getByLabel("部门名称").fill("渠道");
    await page.getByRole("button", { name: "查询" }).click();
    await expect(page.getByText("共 10 条")).toBeVisible();
    await expect(rows(page)).toHaveCount(10);
  });

  test("create a child with the sensitive check and a kept input, edit, delete", async ({ page }) => {
    await open(page, DEPTS);
    const name = `端到端部${tag()}`;
    await page.getByRole("link", { name: "展开 支付平台" }).click();
    await page.getByRole("link", { name: "新增子项 财务部" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByLabel("上级部门")).toHaveValue(/\d+/);
    await expect(dialog.getByLabel("上级部门").locator("option:checked")).toHaveText(/财务部/);
    await dialog.getByLabel("部门名称").fill("赌博部");
    await dialog.getByLabel("部门全称").focus();
    await expect(dialog.getByText("请勿包含关键字")).toBeVisible();
    await dialog.getByLabel("部门名称").fill(name);
    await dialog.getByLabel("联系电话").fill("电话");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(dialog.getByText("联系电话格式不正确")).toBeVisible();
    await expect(dialog.getByText("请选择有效的选项")).toBeVisible();
    await expect(dialog.getByLabel("部门名称")).toHaveValue(name);
    await dialog.getByLabel("联系电话").fill("021-50001234");
    await dialog.getByLabel("部门类型").selectOption({ label: "小组" });
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(done(page)).toBeVisible();
    await page.getByRole("link", { name: "展开 财务部" }).click();
    await expect(cell(page, name)).toBeVisible();

    await page.getByRole("link", { name: `修改 ${name}` }).click();
    await page.getByRole("dialog").getByLabel("部门名称").fill(`${name}改`);
    await page.getByRole("dialog").getByRole("button", { name: "保存" }).click();
    await expect(cell(page, `${name}改`)).toBeVisible();
    await page.getByRole("link", { name: `删除 ${name}改` }).click();
    await expect(page.getByRole("dialog")).toContainText(`确定删除“${name}改”吗？`);
    await page.getByRole("dialog").getByRole("button", { name: "删除" }).click();
    await expect(done(page)).toBeVisible();
    await expect(cell(page, `${name}改`)).toHaveCount(0);
  });

  test("batch delete: select rows, confirm the count, 操作成功", async ({ page }) => {
    await open(page, DEPTS);
    const batch = `批删部${tag()}`;
    for (const n of [1, 2]) {
      await page.goto(`${DEPTS}?dialog=create`);
      await page.getByRole("dialog").getByLabel("部门名称").fill(`${batch}-${n}`);
      await page.getByRole("dialog").getByLabel("部门类型").selectOption({ label: "部门" });
      await page.getByRole("dialog").getByRole("button", { name: "保存" }).click();
      await expect(page.getByRole("dialog")).toHaveCount(0);
    }
    await page.goto(`${DEPTS}?deptName=${encodeURIComponent(batch)}`);
    await expect(rows(page)).toHaveCount(2);
    await page.getByLabel("全选本页").check();
    await page.getByRole("button", { name: "批量删除" }).click();
    await expect(page.getByRole("dialog")).toContainText("确定对选中的 2 条数据执行“批量删除”吗？");
    await page.getByRole("dialog").getByRole("button", { name: "确定" }).click();
    await expect(done(page)).toBeVisible();
    await expect(page.getByText("没有符合条件的数据")).toBeVisible();
  });
});

test.describe("机构主题 and 通用设置", () => {
  test("机构主题: change the theme, title and logo, 操作成功", async ({ page }) => {
    await open(page, DESIGN);
    await expect(page.getByRole("heading", { name: "机构主题" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "主题", exact: true })).toHaveValue("theme-fhb");
    await page.getByLabel("系统标题").fill("");
    await page.getByRole("button", { name: "保存" }).click();
    await expect(page.getByText("此项为必填项")).toBeVisible();

    await page.getByRole("combobox", { name: "主题", exact: true }).selectOption("theme-forest");
    await page.getByLabel("系统标题").fill("端到端运营管理系统");
    await page.getByLabel("左侧 Logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
    await expect(page.getByRole("img", { name: "图片预览" })).toHaveAttribute("src", /^\/sandbox\/files\/upload\//);
    await page.getByRole("button", { name: "保存" }).click();
    await expect(done(page)).toBeVisible();
    await page.reload();
    await expect(page.getByRole("combobox", { name: "主题", exact: true })).toHaveValue("theme-forest");
    await expect(page.getByLabel("系统标题")).toHaveValue("端到端运营管理系统");
    await expect(page.getByRole("img", { name: "图片预览" })).toHaveAttribute("src", /^\/sandbox\/files\/upload\//);
  });

  test("通用设置: password sign-in must stay; the typed values stay on an error; 操作成功", async ({ page }) => {
    await open(page, SETTINGS);
    await expect(page.getByRole("heading", { name: "通用设置" })).toBeVisible();
    await page.getByLabel("营销链接").fill("https://marketing.example/e2e");
    await page.getByLabel("账号密码").uncheck();
    await page.getByRole("button", { name: "保存" }).click();
    await expect(page.getByText("账号密码登录必须保留")).toBeVisible();
    await expect(page.getByLabel("营销链接")).toHaveValue("https://marketing.example/e2e");
    await expect(page.getByLabel("账号密码")).not.toBeChecked();
    await page.getByLabel("账号密码").check();
    await page.getByRole("button", { name: "保存" }).click();
    await expect(done(page)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("营销链接")).toHaveValue("https://marketing.example/e2e");
  });
});

test.describe("地区管理", () => {
  test("the tree opens by code; a search is flat", async ({ page }) => {
    await open(page, REGIONS);
    await page.getByRole("link", { name: "展开 北京市 11" }).click();
    await expect(page).toHaveURL(/open=11/);
    await expect(page.locator('tr[data-row-id="1101"]')).toBeVisible();
    await page.getByRole("search").getByLabel("地区名称").fill("鼓楼");
    await page.getByRole("button", { name: "查询" }).click();
    await expect(rows(page).first()).toContainText("鼓楼区");
  });

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    test("create a child region, see an error keep the input, save, and delete", async ({ page }) => {
      await open(page, `${REGIONS}?open=11&dialog=create&id=11`);
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByText("上级地区：北京市")).toBeVisible();
      await expect(dialog.getByRole("textbox", { name: "地区编号", exact: true })).toHaveValue("11");
      const code = `11${String(Date.now() % 1_000_000).padStart(6, "0")}`;
      await dialog.getByRole("textbox", { name: "地区编号", exact: true }).fill(`${code}x`);
      await dialog.getByLabel("地区名称").fill("无脚本区");
      await dialog.getByRole("button", { name: "保存" }).click();
      await expect(page.getByRole("dialog").getByText("地区编号为 2-12 位数字")).toBeVisible();
      await expect(page.getByRole("dialog").getByLabel("地区名称")).toHaveValue("无脚本区");

      await page.getByRole("dialog").getByRole("textbox", { name: "地区编号", exact: true }).fill(code);
      await page.getByRole("dialog").getByRole("button", { name: "保存" }).click();
      await expect(page.getByText("操作成功")).toBeVisible();
      await expect(page.locator(`tr[data-row-id="${code}"]`)).toContainText("无脚本区");
      await page.getByRole("link", { name: `删除 无脚本区 ${code}` }).click();
      await page.getByRole("dialog").getByRole("button", { name: "删除" }).click();
      await expect(page.getByText("操作成功")).toBeVisible();
      await expect(page.locator(`tr[data-row-id="${code}"]`)).toHaveCount(0);
    });
  });
});
