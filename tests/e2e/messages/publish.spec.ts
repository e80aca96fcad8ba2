/**
 * Publishing in the message centre (ADR 024) as a person does it: qa2 publishes a 系统通知 and
 * another account (qa3) signing in afterwards finds it in its top bar's badge, opens it, and qa2
 * deletes it; qa2 announces a 平台公告 to two departments at once and a user below one of them
 * (user06, 北京渠道一组 under 北京市场拓展部) receives it in 我的消息; with JavaScript off the
 * same forms are plain posts (a refusal kept with what was typed). Everything published here is
 * deleted again, so the seeded counts the other message tests read stay as they are.
 */
import { type Browser, expect, type Page } from "@playwright/test";
import { dialog, expectHome, flash, rows, signIn, tag, test } from "../fixtures";

test.describe.configure({ timeout: 90_000 });

const unreadNotices = async (page: Page) =>
  Number(/未读 (\d+) 条/.exec(await page.getByText(/^共 \d+ 条，未读 \d+ 条$/).innerText())![1]);

/** A second person in their own browser context, signed in through the form. */
async function personAs(browser: Browser, baseURL: string | undefined, account: string, password: string) {
  const context = await browser.newContext({ baseURL, locale: "zh-CN" });
  const page = await context.newPage();
  await signIn(page, account, password);
  await expectHome(page);
  return { page, close: () => context.close() };
}

test("系统通知: published by qa2, counted in qa3's badge, opened by qa3, deleted by qa2", async ({
  page,
  browser,
  baseURL,
}) => {
  const before = await personAs(browser, baseURL, "qa3", "qa123456");
  await before.page.goto("/message/sysNotice");
  const unread = await unreadNotices(before.page);
  await before.close();

  await signIn(page, "qa2", "qa123456");
  await expectHome(page);
  await page.goto("/message/sysNotice");
  const title = `端到端通知${tag()}`;
  await page.getByRole("link", { name: "发布通知" }).click();
  await expect(dialog(page)).toBeVisible();
  await dialog(page).getByLabel("标题").fill(title);
  await dialog(page).getByLabel("安全通知").check();
  await dialog(page).getByLabel("内容").fill("请所有用户本周内修改登录密码。");
  await dialog(page).getByRole("button", { name: "发布" }).click();
  await expect(flash(page)).toBeVisible();
  await expect(rows(page).filter({ hasText: title })).toHaveCount(1);

  // qa3, signing in now, sees one more in the 系统通知 badge and reads it.
  const reader = await personAs(browser, baseURL, "qa3", "qa123456");
  await expect(reader.page.getByRole("banner").getByRole("link", { name: `系统通知 ${unread + 1}` })).toBeVisible();
  await reader.page.goto("/message/sysNotice");
  await reader.page.getByRole("link", { name: title, exact: true }).click();
  await expect(reader.page.getByRole("region", { name: "消息详情" })).toContainText("请所有用户本周内修改登录密码。");
  await expect(reader.page.getByText(/^共 \d+ 条，未读 \d+ 条$/)).toContainText(`未读 ${unread} 条`);
  await reader.close();

  await rows(page)
    .filter({ hasText: title })
    .getByRole("link", { name: `删除 ${title}` })
    .click();
  await expect(dialog(page)).toContainText(`确定删除通知“${title}”吗？`);
  await dialog(page).getByRole("button", { name: "删除" }).click();
  await expect(flash(page)).toBeVisible();
  await expect(rows(page).filter({ hasText: title })).toHaveCount(0);
});

test("平台公告: one announcement to two departments reaches a user below one of them; both are deleted", async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, "qa2", "qa123456");
  await expectHome(page);
  await page.goto("/message/platformInfo");
  await expect(page.getByRole("heading", { name: "平台公告", level: 1 })).toBeVisible();
  // The message centre's tabs name it beside 我的消息 and 系统通知 (its menu holds it).
  await expect(
    page.getByRole("navigation", { name: "消息中心" }).getByRole("link", { name: "平台公告" }),
  ).toHaveAttribute("aria-current", "page");
  const title = `端到端公告${tag()}`;
  await page.getByRole("link", { name: "新增" }).click();
  await dialog(page)
    .getByRole("checkbox", { name: /技术研发部/ })
    .check();
  await dialog(page)
    .getByRole("checkbox", { name: /北京市场拓展部/ })
    .check();
  await dialog(page).getByLabel("标题").fill(title);
  await dialog(page).getByLabel("内容").fill("下周一上午召开季度经营分析会。");
  await dialog(page).getByRole("button", { name: "保存" }).click();
  await expect(flash(page)).toBeVisible();
  await page.goto(`/message/platformInfo?title=${encodeURIComponent(title)}`);
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).filter({ hasText: "技术研发部" })).toHaveCount(1);
  await expect(rows(page).filter({ hasText: "北京市场拓展部" })).toHaveCount(1);

  const user = await personAs(browser, baseURL, "user06", "123456");
  await user.page.goto(`/message/myMessage?title=${encodeURIComponent(title)}`);
  await user.page.getByRole("link", { name: title, exact: true }).click();
  await expect(user.page.getByRole("region", { name: "消息详情" })).toContainText("下周一上午召开季度经营分析会。");
  await user.close();
  await page.reload();
  await expect(rows(page).filter({ hasText: "北京市场拓展部" })).toContainText(/1 \/ \d+/);

  for (const dept of ["技术研发部", "北京市场拓展部"]) {
    await rows(page).filter({ hasText: dept }).getByRole("link", { name: /^删除/ }).click();
    await dialog(page).getByRole("button", { name: "删除" }).click();
    await expect(flash(page)).toBeVisible();
  }
  await expect(page.getByText("没有符合条件的数据")).toBeVisible();
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("系统通知 and 平台公告 are plain forms: a refusal keeps what was typed; a notice is published and deleted", async ({
    page,
  }) => {
    await signIn(page, "qa2", "qa123456");
    await expect(page).toHaveURL(/\/main\/index$/);
    await page.goto("/message/platformInfo?dialog=create");
    await dialog(page).getByLabel("标题").fill("未选部门的公告");
    await dialog(page).getByLabel("内容").fill("内容");
    await dialog(page).getByRole("button", { name: "保存" }).click();
    await expect(dialog(page).getByText("此项为必填项")).toBeVisible();
    await expect(dialog(page).getByLabel("标题")).toHaveValue("未选部门的公告");

    const title = `无脚本通知${tag()}`;
    await page.goto("/message/sysNotice");
    await page.getByRole("link", { name: "发布通知" }).click();
    await dialog(page).getByLabel("标题").fill(title);
    await dialog(page).getByLabel("内容").fill("无脚本发布。");
    await dialog(page).getByRole("button", { name: "发布" }).click();
    await expect(flash(page)).toBeVisible();
    await rows(page)
      .filter({ hasText: title })
      .getByRole("link", { name: `删除 ${title}` })
      .click();
    await dialog(page).getByRole("button", { name: "删除" }).click();
    await expect(flash(page)).toBeVisible();
    await expect(rows(page).filter({ hasText: title })).toHaveCount(0);
  });
});
