/**
 * The platform's side of the flow top-up (ADR 017) as qa2 uses it: a new 充值套餐 found in the
 * list, its price changed, taken off sale; a 公司配置 account added; a tenant's 流水统计
 * threshold changed; 充值订单 filtered to 蓝海支付's 待审核 orders, one opened (its payment
 * screenshots shown), one rejected with a reason (read back in its detail), one approved (已到账,
 * and 蓝海支付's flow balance grows by flowAmount × buyNum). The two audits take the oldest
 * pending orders; the JavaScript-off spec takes the newest.
 */
import { expect, type Page } from "@playwright/test";
import { dialog, flash, rows, search, signInOncePerFile, slowExpect, tag, test, visit } from "../fixtures";

test.describe.configure({ timeout: 90_000 });
signInOncePerFile("qa2");

const COMBOS = "/marketing/tollCombo",
  ORDERS = "/marketing/recharge",
  COMPANIES = "/marketing/companyConfig",
  FLOWS = "/marketing/flowCount";

/** "1,234.50" as integer fen. */
const fen = (text: string) => {
  const [whole, cents] = text.trim().replace(/,/g, "").split(".");
  return BigInt(whole!) * 100n + BigInt(cents ?? "0");
};
const yuan = (value: bigint) => `${value / 100n}.${String(value % 100n).padStart(2, "0")}`;

/** A cell of the first row, by its column's position. */
const cell = (page: Page, column: number) => rows(page).first().locator("td").nth(column);

const PENDING_BLUE_SEA = `${ORDERS}?tenantId=000002&orderState=0`;

/** 蓝海支付's 待审核 orders, chosen in the search form; the list shows only those. */
async function filterBlueSeaPending(page: Page) {
  await visit(page, ORDERS);
  await search(page).getByLabel("租户").selectOption({ label: "蓝海支付" });
  await search(page).getByLabel("状态").selectOption({ label: "待审核" });
  await search(page).getByRole("button", { name: "查询" }).click();
  await expect(page).toHaveURL(/orderState=0/);
  await expect(rows(page).filter({ hasNotText: "待审核" })).toHaveCount(0);
  await expect(rows(page).filter({ hasNotText: "蓝海支付" })).toHaveCount(0);
}

async function blueSeaBalance(page: Page): Promise<bigint> {
  await visit(page, `${FLOWS}?tenantId=000002`);
  await expect(rows(page)).toHaveCount(1);
  return fen(await cell(page, 1).innerText());
}

test("充值套餐: create, find, change the price, take it off sale", async ({ page }) => {
  await visit(page, COMBOS);
  await page.getByRole("link", { name: "新增" }).click();
  const name = `端到端流水包${tag()}`;
  await dialog(page).getByLabel("套餐名称").fill(name);
  await dialog(page).getByLabel("流水额度(元)").fill("3000000");
  await dialog(page).getByLabel("收费比例(%)").fill("0.05");
  await dialog(page).getByLabel("价格(元)").fill("1500");
  await dialog(page).getByRole("button", { name: "保存" }).click();
  await expect(flash(page)).toBeVisible();

  await search(page).getByLabel("套餐名称").fill(name);
  await search(page).getByRole("button", { name: "查询" }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("3000000.00");
  await expect(rows(page).first()).toContainText("上架");

  await page.getByRole("link", { name: `修改 ${name}` }).click();
  await dialog(page).getByLabel("价格(元)").fill("1299.9");
  await dialog(page).getByRole("button", { name: "保存" }).click();
  await expect(flash(page)).toBeVisible();
  await expect(cell(page, 3)).toHaveText("1299.90");

  await page.getByRole("link", { name: `下架 ${name}` }).click();
  await expect(dialog(page)).toContainText(`确定下架套餐“${name}”吗？`);
  await dialog(page).getByRole("button", { name: "下架" }).click();
  await expect(flash(page)).toBeVisible();
  await expect(cell(page, 4)).toHaveText("下架");
  await expect(page.getByRole("link", { name: `上架 ${name}` })).toBeVisible();
});

test("公司配置: a new collecting account", async ({ page }) => {
  await visit(page, COMPANIES);
  await page.getByRole("link", { name: "新增" }).click();
  const name = `端到端收款公司${tag()}`;
  await dialog(page).getByLabel("公司全称").fill(name);
  await dialog(page).getByLabel("银行账号").fill("6222 0000 1111 2222");
  await dialog(page).getByLabel("开户银行").fill("中国银行深圳分行");
  await dialog(page).getByRole("button", { name: "保存" }).click();
  await expect(flash(page)).toBeVisible();
  await search(page).getByLabel("公司全称").fill(name);
  await search(page).getByRole("button", { name: "查询" }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("6222 0000 1111 2222");
  await expect(rows(page).first()).toContainText("启用");
});

test("流水统计: a tenant's reminder threshold", async ({ page }) => {
  await visit(page, `${FLOWS}?tenantId=000004`);
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().getByRole("link", { name: /^修改/ }).click();
  await dialog(page).getByLabel("提醒阈值(元)").fill("12345.6");
  await dialog(page).getByRole("button", { name: "保存" }).click();
  await expect(flash(page)).toBeVisible();
  await expect(cell(page, 2)).toHaveText("12345.60");
});

test("充值订单: 蓝海支付's pending orders, a detail with its screenshots, one rejected, one approved", async ({
  page,
}) => {
  await filterBlueSeaPending(page);
  expect(await rows(page).count()).toBeGreaterThanOrEqual(3);

  // The detail: the payee and the screenshots, each opening the full image in a new tab.
  const oldest = rows(page).last();
  const rejectNo = (await oldest.locator("td").first().innerText()).trim();
  await oldest.getByRole("link", { name: /^查看/ }).click();
  await expect(dialog(page)).toContainText("收款公司");
  const shot = dialog(page).getByRole("img", { name: "付款截图 1" });
  await expect(shot).toBeVisible();
  await slowExpect
    .poll(() => shot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  // Another tenant's screenshot, by reference through the console's file route (ADR 030).
  await expect(shot).toHaveAttribute("src", /^\/files\/\d{19}$/);
  await expect(dialog(page).getByRole("link", { name: "付款截图 1" })).toHaveAttribute("target", "_blank");
  await page.keyboard.press("Escape");

  // 驳回 with a reason: the tenant reads it in the detail.
  await visit(page, PENDING_BLUE_SEA);
  await page.getByRole("link", { name: `审核 ${rejectNo}` }).click();
  await dialog(page).getByLabel("驳回", { exact: true }).check();
  await dialog(page).getByLabel("驳回原因").fill("未收到对应金额的转账");
  await dialog(page).getByRole("button", { name: "确定" }).click();
  await expect(flash(page)).toBeVisible();
  await visit(page, `${ORDERS}?tenantId=000002&orderState=2`);
  await rows(page).filter({ hasText: rejectNo }).getByRole("link", { name: /^查看/ }).click();
  await expect(dialog(page)).toContainText("未收到对应金额的转账");
  await expect(dialog(page)).toContainText("已驳回");

  // 通过: 已到账, and the flow grows by flowAmount × buyNum.
  const before = await blueSeaBalance(page);
  await visit(page, PENDING_BLUE_SEA);
  const next = rows(page).last();
  const approveNo = (await next.locator("td").first().innerText()).trim();
  const credit =
    fen(await next.locator("td").nth(4).innerText()) * BigInt((await next.locator("td").nth(5).innerText()).trim());
  await page.getByRole("link", { name: `审核 ${approveNo}` }).click();
  await expect(dialog(page)).toContainText(`确认已收到转账：将为 蓝海支付 增加流水 ${yuan(credit)} 元`);
  await dialog(page).getByLabel("通过", { exact: true }).check();
  await dialog(page).getByRole("button", { name: "确定" }).click();
  await expect(flash(page)).toBeVisible();
  await expect(rows(page).filter({ hasText: approveNo })).toHaveCount(0);
  await visit(page, `${ORDERS}?tenantId=000002&orderState=1`);
  await expect(rows(page).filter({ hasText: approveNo })).toContainText("已到账");
  expect(await blueSeaBalance(page)).toBe(before + credit);
});
