/**
 * 代理商列表 as people use it: agent01 (the operator of first-level agent A000001) sees only its
 * subtree in the list, the search and a forged detail URL; creates an agent under a parent it
 * picks and finds it by number; edits it; changes its status; a bad mobile shows each of spec
 * §5's three messages; the administrator (qa3) sets one settlement config on selected rows; the
 * export downloads the backend's workbook named 代理商列表_yyyyMMddhhmmss.xlsx.
 */
import { expect, type Page } from "@playwright/test";
import { dialog, flash, hydrated, openAs, rows, search, slowExpect, tag, test } from "../fixtures";
import { exportFrom } from "../kit/exported";

test.describe.configure({ timeout: 90_000 });

const AGENTS = "/agent/agentInfo";
const total = async (page: Page) => Number(/共 (\d+) 条/.exec(await page.locator("main").innerText())?.[1] ?? NaN);

test.describe("代理商列表", () => {
  test("agent01 sees only its own subtree: list, search, a forged detail", async ({ page }) => {
    await openAs(page, "agent01", AGENTS, "123456");
    await expect(page.getByRole("heading", { name: "代理商列表" })).toBeVisible();
    const mine = await total(page);
    expect(mine).toBeGreaterThan(50);
    expect(mine).toBeLessThan(200);
    await search(page).getByLabel("代理商", { exact: true }).fill("A000002");
    await search(page).getByRole("button", { name: "查询" }).click();
    await expect(page.getByText("没有符合条件的数据")).toBeVisible();
    await search(page).getByLabel("代理商", { exact: true }).fill("A000006");
    await search(page).getByRole("button", { name: "查询" }).click();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText("二级代理");
    // A000002's id, forged into the detail URL: refused, never shown.
    await page.goto(`${AGENTS}?dialog=view&id=1600000000000000002`);
    await expect(dialog(page)).toContainText("无权访问该数据");
    await expect(dialog(page)).not.toContainText("杭州云汇");
  });

  test("create under a parent, find it by number, edit it, change its status; the three mobile messages", async ({
    page,
  }) => {
    await openAs(page, "agent01", `${AGENTS}?dialog=create`, "123456");
    const form = dialog(page);
    // Hydrated: the pickers search by keyword (before, they take a number).
    await slowExpect(form.getByPlaceholder("输入关键字搜索").first()).toBeVisible();
    const name = `端到端代理${tag()}`;
    // The parent: agent01's own agent by default; pick its second-level A000006 instead.
    const picker = form.getByRole("combobox", { name: "上级代理商" });
    await picker.fill("A000006");
    await picker.press("Enter");
    await form.getByRole("option").filter({ hasText: "A000006" }).click();
    await form.getByLabel("代理商名称").fill(name);
    await form.getByLabel("登录账号").fill(`e2e${tag()}`);
    await form.getByRole("textbox", { name: "登录密码" }).fill("abc12345");
    await form.getByLabel("联系人").fill("端到端");
    await form.getByRole("combobox", { name: "通道", exact: true }).selectOption({ label: "拉卡拉" });
    await form.getByLabel("分润结算费率（%）").fill("0.31");
    await form.getByLabel("默认商户费率（%）").fill("0.38");
    for (const [mobile, message] of [
      ["", "手机号码不能为空"],
      ["1381234", "手机号码长度不为11位"],
      ["01012345678", "手机号码格式不正确"],
    ]) {
      await form.getByLabel("手机号码").fill(mobile!);
      await form.getByRole("button", { name: "保存" }).click();
      await slowExpect(form.getByText(message!)).toBeVisible();
      await expect(form.getByLabel("代理商名称")).toHaveValue(name);
    }
    await form.getByLabel("手机号码").fill("13812345678");
    await form.getByRole("button", { name: "保存" }).click();
    await expect(flash(page)).toBeVisible();

    await search(page).getByLabel("代理商", { exact: true }).fill(name);
    await search(page).getByRole("button", { name: "查询" }).click();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText("三级代理");
    await expect(rows(page).first()).toContainText("苏州鑫达支付服务有限公司");
    const number = /A\d{6}/.exec(await rows(page).first().innerText())?.[0] ?? "";
    expect(number).toMatch(/^A\d{6}$/);
    await search(page).getByLabel("代理商", { exact: true }).fill(number);
    await search(page).getByRole("button", { name: "查询" }).click();
    await expect(rows(page)).toHaveCount(1);

    await page.getByRole("link", { name: new RegExp(`^修改 ${number}`) }).click();
    await expect(dialog(page).getByLabel("登录账号")).toHaveCount(0);
    await dialog(page).getByLabel("联系人").fill("改过的联系人");
    await dialog(page).getByRole("button", { name: "保存" }).click();
    await expect(flash(page)).toBeVisible();
    await expect(rows(page).first()).toContainText("改过的联系人");

    await page.getByRole("link", { name: new RegExp(`^修改状态 ${number}`) }).click();
    await dialog(page).getByLabel("状态").selectOption({ label: "冻结" });
    await dialog(page).getByRole("button", { name: "确定" }).click();
    await expect(flash(page)).toBeVisible();
    await expect(rows(page).first()).toContainText("冻结");
  });

  test("the administrator sets one settlement config on selected rows; the export is the backend's workbook", async ({
    page,
  }) => {
    await openAs(page, "qa3", `${AGENTS}?agentLevel=2&size=10`);
    await hydrated(page);
    await rows(page).nth(0).getByRole("checkbox").check();
    await rows(page).nth(1).getByRole("checkbox").check();
    await page.getByRole("button", { name: "批量结算配置" }).click();
    await expect(dialog(page)).toContainText("将为已选的 2 个代理商设置同一结算配置");
    await dialog(page).getByLabel("结算方式").selectOption({ label: "D+0" });
    await dialog(page).getByLabel("结算费率（%）").fill("0.05");
    await dialog(page).getByRole("button", { name: "确定" }).click();
    await expect(page.getByRole("status").filter({ hasText: /操作成功/ })).toBeVisible();
    await expect(rows(page).nth(0)).toContainText("D+0");
    await expect(rows(page).nth(1)).toContainText("D+0");

    const download = await exportFrom(page, "Excel（.xlsx）");
    expect(download.suggestedFilename()).toMatch(/^代理商列表_\d{14}\.xlsx$/);
  });
});
