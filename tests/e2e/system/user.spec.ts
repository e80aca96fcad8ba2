/**
 * 用户管理 as people use it: search, sort and page in the URL with masked phones, create (the input
 * kept on an error, the sensitive name, the department picker with one page button), edit without
 * a password field, 重置密码 with a confirmation, delete, batch delete (qa3, an administrator of
 * tenant 000001); and the role-limited operator's view of 用户管理 and 部门管理 (operator/
 * operator123, data scope of 运营部: add and edit users with 角色 disabled; 部门管理 read-only).
 */
import { expect } from "@playwright/test";
import { flash, openAs, rows, tag, test } from "../fixtures";

// Generous under load (other suites share the machine); each test is a few seconds alone.
test.describe.configure({ timeout: 60_000 });

const USERS = "/system/user";
const DEPTS = "/system/dept";

test.describe("用户管理", () => {
  test("search, sort and page in the URL; phones are masked", async ({ page }) => {
    await openAs(page, "qa3", USERS);
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

  test("create keeps the input on an error, flags the sensitive name, picks the department (one page button)", async ({
    page,
  }) => {
    await openAs(page, "qa3", USERS);
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
    await dialog.getByRole("button", { name: "搜索部门", exact: true }).click();
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
    await expect(flash(page)).toBeVisible();
    await expect(dialog).toHaveCount(0);

    await page.goto(`${USERS}?account=${account}`);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText("139****5678");
    await expect(rows(page).first()).toContainText("北京商户运营部");
    await expect(rows(page).first()).toContainText("运营专员");
  });

  test("edit (no password field), reset password with a confirmation, delete", async ({ page }) => {
    await openAs(page, "qa3", `${USERS}?dialog=create`);
    const account = `ed${tag()}`;
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("登录账号").fill(account);
    await dialog.getByRole("textbox", { name: "密码", exact: true }).fill("first123");
    await dialog.getByLabel("用户姓名").fill("端到端用户");
    await dialog.getByLabel("手机号码").fill("13912345678");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(flash(page)).toBeVisible();

    await page.goto(`${USERS}?account=${account}`);
    await page.getByRole("link", { name: `修改 ${account}（端到端用户）` }).click();
    await expect(page.getByRole("dialog").getByRole("textbox", { name: "密码", exact: true })).toHaveCount(0);
    await page.getByRole("dialog").getByLabel("用户姓名").fill("改名用户");
    await page.getByRole("dialog").getByRole("button", { name: "保存" }).click();
    await expect(rows(page).first()).toContainText("改名用户");

    await page.getByRole("button", { name: `重置密码 ${account}` }).click();
    await expect(page.getByRole("dialog")).toContainText("确定对选中的 1 条数据执行“重置密码”吗？");
    await page.getByRole("dialog").getByRole("button", { name: "确定" }).click();
    await expect(flash(page)).toBeVisible();

    await page.getByRole("link", { name: `删除 ${account}（改名用户）` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "删除" }).click();
    await expect(page.getByText("没有符合条件的数据")).toBeVisible();
  });

  test("batch delete: select rows, confirm the count, 操作成功", async ({ page }) => {
    await openAs(page, "qa3", USERS);
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
    await expect(flash(page)).toBeVisible();
    await expect(page.getByText("没有符合条件的数据")).toBeVisible();
  });

  test("the operator edits with 角色 disabled and has no 删除; 部门管理 is read-only", async ({ page }) => {
    // Data scope (ADR 009): 运营部's people only; ops06 holds 超级管理员, so it offers no change.
    await openAs(page, "operator", `${USERS}?account=ops0`, "operator123");
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
