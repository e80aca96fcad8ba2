/**
 * 微信公众号 (ADR 026) as qa2 uses it: a 公众号 created (its AppSecret never shown again, 已设置
 * instead), then its menu built as a tree (a top-level button with a sub-button, another with an
 * action) and published; without JavaScript, a node refused for its byte length (the form kept),
 * then added, and the seeded draft published.
 */
import { expect } from "@playwright/test";
import { dialog, flash, rows, save, signInOncePerFile, tag, test, visit } from "../fixtures";

test.describe.configure({ timeout: 90_000 });
signInOncePerFile("qa2");

const SECRET = "Zz9Yy8Xx7Ww6Vv5Uu4Tt3Ss2Rr1Qq0Pp";

test("公众号配置 and 公众号菜单: an account created, its menu built with a sub-menu and published", async ({
  page,
}) => {
  const name = `端到端公众号${tag()}`;
  const appId = `wx${Date.now().toString(16).padStart(16, "0").slice(-16)}`;
  await visit(page, "/wechat/account");
  await page.getByRole("link", { name: "新增" }).click();
  await dialog(page).getByLabel("公众号名称").fill(name);
  await dialog(page).getByLabel("AppID").fill(appId);
  await dialog(page).getByLabel("AppSecret").fill(SECRET);
  await dialog(page).getByLabel("Token").fill("e2eToken");
  await save(page);
  await expect(flash(page)).toBeVisible();
  await visit(page, `/wechat/account?name=${encodeURIComponent(name)}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("已设置");
  await rows(page).first().getByRole("link", { name: /^修改/ }).click();
  await expect(dialog(page)).toContainText("已设置：留空则保持原值");
  await expect(dialog(page).getByLabel("AppSecret")).toHaveValue("");
  expect(await page.content()).not.toContain(SECRET);

  await visit(page, "/wechat/menu");
  await page.getByLabel("公众号", { exact: true }).selectOption({ label: `${name}（${appId}）` });
  await page.getByRole("button", { name: "查看" }).click();
  await expect(page.getByText("菜单还没有按钮")).toBeVisible();
  await page.getByRole("link", { name: "添加一级菜单" }).click();
  await dialog(page).getByLabel("菜单名称").fill("商户服务");
  await dialog(page).getByLabel("菜单类型").selectOption({ label: "含二级菜单" });
  // Only the chosen type's fields show.
  await expect(dialog(page).getByLabel("菜单KEY值")).toBeHidden();
  await expect(dialog(page).getByLabel("网页链接")).toBeHidden();
  await save(page);
  await expect(flash(page)).toBeVisible();
  await page.getByRole("link", { name: "为「商户服务」添加二级菜单" }).click();
  await dialog(page).getByLabel("菜单名称").fill("交易查询");
  await dialog(page).getByLabel("菜单类型").selectOption({ label: "跳转网页（view）" });
  await dialog(page).getByLabel("网页链接").fill("https://pay.example.com/trades");
  await save(page);
  await expect(flash(page)).toBeVisible();
  await page.getByRole("link", { name: "添加一级菜单" }).click();
  await dialog(page).getByLabel("菜单名称").fill("联系我们");
  await dialog(page).getByLabel("菜单类型").selectOption({ label: "点击推事件（click）" });
  await dialog(page).getByLabel("菜单KEY值").fill("CONTACT");
  await save(page);
  await expect(flash(page)).toBeVisible();
  const tree = page.getByRole("list", { name: "菜单结构" });
  await expect(tree).toContainText("商户服务");
  await expect(tree).toContainText("交易查询");
  await expect(page.getByText("有未发布的修改")).toBeVisible();
  await page.getByRole("button", { name: "上移 联系我们" }).click();
  await expect(tree.locator(":scope > li").first()).toContainText("联系我们");
  await page.getByRole("button", { name: "发布" }).click();
  await expect(page.getByRole("status").filter({ hasText: "菜单已发布" })).toBeVisible();
  await expect(page.getByText("已发布", { exact: true })).toBeVisible();
  await expect(page.getByText(/第1版/)).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("公众号菜单: a node too long in bytes is refused with the form kept, then added; the draft is published", async ({
    page,
  }) => {
    await visit(page, "/wechat/menu");
    await page.getByLabel("公众号", { exact: true }).selectOption({ label: "蓝海支付资讯（wx0b8d6f2a4c1e3957）" });
    await page.getByRole("button", { name: "查看" }).click();
    await expect(page.getByText("有未发布的修改")).toBeVisible();
    await page.getByRole("link", { name: "添加一级菜单" }).click();
    await dialog(page).getByLabel("菜单名称").fill("每日签到领积分");
    await dialog(page).getByLabel("菜单类型").selectOption({ label: "点击推事件（click）" });
    await expect(dialog(page).getByLabel("小程序AppID")).toBeHidden();
    await dialog(page).getByLabel("菜单KEY值").fill("SIGN_IN");
    await save(page);
    await expect(dialog(page)).toContainText("一级菜单名称不能超过16字节");
    await expect(dialog(page).getByLabel("菜单名称")).toHaveValue("每日签到领积分");
    await dialog(page).getByLabel("菜单名称").fill("每日签到");
    await save(page);
    await expect(flash(page)).toBeVisible();
    await expect(page.getByRole("list", { name: "菜单结构" })).toContainText("每日签到");
    await page.getByRole("button", { name: "发布" }).click();
    await expect(page.getByRole("status").filter({ hasText: "菜单已发布" })).toBeVisible();
    await expect(page.getByText("已发布", { exact: true })).toBeVisible();
  });
});
