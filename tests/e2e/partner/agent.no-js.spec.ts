/**
 * 代理商列表 with JavaScript off: agent01 creates an agent under its own agent (the parent field
 * takes a number before hydration and starts with agent01's own), finds it, and changes its status
 * through the row's 修改状态 dialog; every step a plain form post.
 */
import { expect } from "@playwright/test";
import { dialog, flash, rows, search, signIn, tag, test } from "../fixtures";

test("agent01 creates an agent and changes its status with JavaScript off", async ({ page }) => {
  await signIn(page, "agent01", "123456");
  await expect(page).toHaveURL(/\/main\/index$/);
  await page.goto("/agent/agentInfo?dialog=create");
  const form = dialog(page);
  await expect(form.getByPlaceholder("请输入编号").first()).toHaveValue("1600000000000000001");
  const name = `无脚本代理${tag()}`;
  await form.getByLabel("代理商名称").fill(name);
  await form.getByLabel("登录账号").fill(`nojs${tag()}`);
  await form.getByRole("textbox", { name: "登录密码" }).fill("abc12345");
  await form.getByLabel("联系人").fill("无脚本");
  await form.getByLabel("手机号码").fill("13812345678");
  await form.getByRole("combobox", { name: "通道", exact: true }).selectOption({ label: "随行付" });
  await form.getByLabel("分润结算费率（%）").fill("0.28");
  await form.getByRole("button", { name: "保存" }).click();
  await expect(flash(page)).toBeVisible();

  await search(page).getByLabel("代理商", { exact: true }).fill(name);
  await search(page).getByRole("button", { name: "查询" }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("二级代理");
  await rows(page)
    .first()
    .getByRole("link", { name: /^修改状态/ })
    .click();
  await dialog(page).getByLabel("状态").selectOption({ label: "冻结" });
  await dialog(page).getByRole("button", { name: "确定" }).click();
  await expect(flash(page)).toBeVisible();
  await expect(rows(page).first()).toContainText("冻结");
});
