/**
 * 对账管理 (issue 17) as an operator meets it: qa1 finds a day whose statement has a line only on
 * the channel's side, filters 对账单 to that day, opens the batch and sees the differing order,
 * goes on to 差错处理 for that day and channel, resolves the difference 以渠道为准 · 补单 with a
 * comment, sees it leave the open list, and reads its history. And 指派 (issue 34): qa2 assigns an
 * open difference to qa3 through its dialog, and the row shows 指派给 qa3's name; and ticks two rows
 * for 批量指派 to qa3.
 */
import { expect } from "@playwright/test";
import { dialog, flash, rows, search, signIn, slowExpect, test } from "../fixtures";

test("a difference found on 对账单, resolved on 差错处理 by 以渠道为准 · 补单", async ({ page }) => {
  test.setTimeout(120_000); // the first sign-in seeds the sandbox
  await signIn(page, "qa1", "qa123456");
  await slowExpect(page).toHaveURL(/\/main\/index$/, { timeout: 90_000 });

  // A day and channel with a line only on the channel's side.
  await page.goto("/reconciliation/error?type=2&state=0");
  const first = rows(page).first();
  const day = (await first.locator("td").nth(1).innerText()).trim();
  const channel = (await first.locator("td").nth(2).innerText()).trim();
  const channelOrderNo = (await first.locator("td").nth(4).innerText())
    .split("\n")
    .map((s) => s.trim())
    .filter(Boolean)
    .at(-1)!;

  // 对账单, filtered to that day: the batch's channel figures are marked, its detail lists the order.
  await page.goto("/reconciliation/bill");
  await expect(page).toHaveURL(/startDate=\d{4}-\d{2}-\d{2}&endDate=/);
  await search(page).getByLabel("对账日期起").fill(day);
  await search(page).getByLabel("对账日期止").fill(day);
  await search(page).getByRole("button", { name: "查询" }).click();
  await expect(page).toHaveURL(new RegExp(`startDate=${day}`));
  await expect(rows(page)).toHaveCount(5);
  const batch = rows(page).filter({ hasText: channel });
  await expect(batch.locator("[data-differs]").first()).toBeVisible();
  await batch.getByRole("link", { name: /^查看/ }).click();
  await expect(dialog(page)).toContainText("差错明细");
  await expect(dialog(page)).toContainText(channelOrderNo);
  await dialog(page).getByRole("link", { name: "去处理差错" }).click();

  // 差错处理 for that day and channel, 待处理: resolve it.
  await expect(page).toHaveURL(/\/reconciliation\/error\?.*state=0/);
  const line = rows(page).filter({ hasText: channelOrderNo });
  await line.getByRole("link", { name: `处理 ${channelOrderNo}` }).click();
  await expect(dialog(page)).toContainText("补单");
  await dialog(page).getByLabel("以渠道为准", { exact: true }).check();
  await dialog(page).getByLabel("补单", { exact: true }).check();
  await dialog(page).getByLabel("处理说明").fill("渠道已收款，补录平台订单");
  await dialog(page).getByRole("button", { name: "确定" }).click();
  await expect(flash(page)).toBeVisible();
  await expect(rows(page).filter({ hasText: channelOrderNo })).toHaveCount(0);

  // Resolved: its history says who chose what, and why.
  await page.goto(`/reconciliation/error?state=1&orderNo=${channelOrderNo}`);
  const done = rows(page).filter({ hasText: channelOrderNo });
  await expect(done).toContainText("已处理");
  await done.getByRole("link", { name: /^处理记录/ }).click();
  await expect(dialog(page)).toContainText("以渠道为准 · 补单");
  await expect(dialog(page)).toContainText("渠道已收款，补录平台订单");
  await expect(dialog(page)).toContainText("测试账号1");
});

test("指派 of an open difference to qa3 through its dialog: the row shows whom it is assigned to", async ({ page }) => {
  test.setTimeout(120_000); // the first sign-in may seed the sandbox
  await signIn(page, "qa2", "qa123456");
  await slowExpect(page).toHaveURL(/\/main\/index$/, { timeout: 90_000 });
  await page.goto("/reconciliation/error?type=3&state=0");
  const first = rows(page).filter({ hasNotText: "测试账号3" }).first();
  const orderNo = (await first.locator("td").nth(4).innerText()).split("\n")[0]!.trim();
  await first.getByRole("link", { name: `指派 ${orderNo}` }).click();
  await expect(dialog(page)).toContainText(orderNo);
  await dialog(page).getByRole("combobox", { name: "指派给" }).selectOption({ label: "测试账号3（qa3）" });
  await dialog(page).getByRole("button", { name: "指派" }).click();
  await expect(page.getByRole("status").filter({ hasText: "已指派" })).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  await expect(rows(page).filter({ hasText: orderNo })).toContainText("测试账号3");
});

test("批量指派 of two ticked differences to qa3", async ({ page }) => {
  test.setTimeout(120_000); // the first sign-in may seed the sandbox
  await signIn(page, "qa2", "qa123456");
  await slowExpect(page).toHaveURL(/\/main\/index$/, { timeout: 90_000 });
  await page.goto("/reconciliation/error?type=1&state=0");
  const free = rows(page).filter({ hasNotText: "测试账号3" });
  const orderNos: string[] = [];
  for (const i of [0, 1]) {
    const row = free.nth(i);
    orderNos.push((await row.locator("td").nth(4).innerText()).split("\n")[0]!.trim());
  }
  for (const no of orderNos) await rows(page).filter({ hasText: no }).getByRole("checkbox").check();
  await page.getByRole("button", { name: "批量指派" }).click();
  await expect(dialog(page)).toContainText("已选择 2 条差错");
  await dialog(page).getByRole("combobox", { name: "指派给" }).selectOption({ label: "测试账号3（qa3）" });
  await dialog(page).getByRole("button", { name: "指派" }).click();
  await expect(page.getByRole("status").filter({ hasText: "已指派" })).toBeVisible();
  for (const no of orderNos) await expect(rows(page).filter({ hasText: no })).toContainText("测试账号3");
});
