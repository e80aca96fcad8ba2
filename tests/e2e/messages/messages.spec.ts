/**
 * 我的消息 and 系统通知 as qa1 uses them: paging and the filter bar in the URL, a message opened
 * beside the list and marked read, ticked rows and then all marked read (the top bar's badge
 * follows), the notices' own list and read state, the header box ticking the page.
 */
import { expect, type Page } from "@playwright/test";
import { expectHome, signIn, test } from "../fixtures";

// qa1's seed: 26 personal messages (18 unread), 13 system notices (all unread).
const list = (page: Page) => page.getByRole("table");
const bodyRows = (page: Page) => list(page).locator("tbody tr");
const summary = (page: Page) => page.getByText(/^共 \d+ 条，未读 \d+ 条$/);

test.beforeEach(async ({ page }) => {
  await signIn(page, "qa1", "qa123456");
  await expectHome(page);
});

test("my messages: pages, filters, opens a message, marks ticked and then all read", async ({ page }) => {
  await page.goto("/message/myMessage");
  await expect(page.getByRole("heading", { name: "我的消息", level: 1 })).toBeVisible();
  await expect(summary(page)).toHaveText("共 26 条，未读 18 条");
  await expect(bodyRows(page)).toHaveCount(10);

  // Paging through links, the page in the URL.
  const pager = page.getByRole("navigation", { name: "分页" });
  await pager.getByRole("link", { name: "下一页" }).click();
  await expect(page).toHaveURL(/[?&]current=2\b/);
  await expect(page.getByText("共 26 条 · 第 2 / 3 页")).toBeVisible();
  await pager.getByRole("link", { name: "第 3 页" }).click();
  await expect(bodyRows(page)).toHaveCount(6);

  // The kit's filter bar is a GET form (unread only, back to page 1); the page size is the pager's.
  const filters = page.getByRole("search", { name: "搜索条件" });
  await filters.getByLabel("状态").selectOption("0");
  await filters.getByRole("button", { name: "查询" }).click();
  await expect(page).toHaveURL(/isRead=0/);
  await expect(page).not.toHaveURL(/current=/);
  await page.getByLabel("每页条数").selectOption("20");
  await expect(page).toHaveURL(/size=20/);
  await expect(summary(page)).toHaveText("共 18 条，未读 18 条");
  await expect(bodyRows(page)).toHaveCount(18);

  // Opening a message shows it beside the list and marks it read.
  const first = bodyRows(page).first().getByRole("link");
  const title = (await first.textContent())!.trim();
  await first.click();
  await expect(page).toHaveURL(/[?&]id=\d+/);
  const detail = page.getByRole("region", { name: "消息详情" });
  await expect(detail.getByRole("heading", { name: title })).toBeVisible();
  await expect(detail.getByText(/^发送人：/)).toBeVisible();
  await expect(summary(page)).toHaveText("共 17 条，未读 17 条");
  await detail.getByRole("link", { name: "关闭详情" }).click();
  await expect(detail).toHaveCount(0);

  // Tick two rows and mark them read.
  await bodyRows(page).nth(0).getByRole("checkbox").check();
  await bodyRows(page).nth(1).getByRole("checkbox").check();
  await page.getByRole("button", { name: "标记所选为已读" }).click();
  await expect(page.getByText("操作成功，已将 2 条标记为已读")).toBeVisible();
  await expect(summary(page)).toHaveText("共 15 条，未读 15 条");
  await expect(bodyRows(page).getByRole("checkbox", { checked: true })).toHaveCount(0);
  // The top bar's badge follows.
  await expect(page.getByRole("banner").getByRole("link", { name: "未读消息 15" })).toBeVisible();

  // Everything read: the unread view is empty.
  await page.getByRole("button", { name: "全部标记为已读" }).click();
  await expect(page.getByText("操作成功，已全部标记为已读")).toBeVisible();
  await expect(summary(page)).toHaveText("共 0 条，未读 0 条");
  await expect(page.getByText("没有符合条件的数据")).toBeVisible();
  await expect(page.getByRole("button", { name: "全部标记为已读" })).toBeDisabled();
  await expect(page.getByRole("banner").getByRole("link", { name: "未读消息 0" })).toBeVisible();
});

test("system notices: their own list and read state, and the header box ticks the page", async ({ page }) => {
  await page.goto("/message/sysNotice");
  await expect(page.getByRole("heading", { name: "系统通知", level: 1 })).toBeVisible();
  await expect(summary(page)).toHaveText("共 13 条，未读 13 条");
  await expect(bodyRows(page)).toHaveCount(10);

  await page.getByRole("checkbox", { name: "全选本页" }).check();
  await expect(bodyRows(page).getByRole("checkbox", { checked: true })).toHaveCount(10);
  await page.getByRole("button", { name: "标记所选为已读" }).click();
  await expect(page.getByText("操作成功，已将 10 条标记为已读")).toBeVisible();
  await expect(summary(page)).toHaveText("共 13 条，未读 3 条");

  // The other list is untouched; the tabs switch between them.
  await page.getByRole("link", { name: "我的消息" }).first().click();
  await expect(page).toHaveURL(/\/message\/myMessage$/);
  await expect(page.getByRole("heading", { name: "我的消息", level: 1 })).toBeVisible();
});
