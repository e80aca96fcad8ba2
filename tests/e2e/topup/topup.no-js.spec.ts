/**
 * The flow top-up with JavaScript off (issue 16): the banner's 立即充值 is a link to /topup, and
 * the purchase is a sequence of pages (packages → 确定订单 → 对公转账 → done), each a plain form;
 * a refused form keeps the units and the screenshots already uploaded.
 */
import { expect } from "@playwright/test";
import { slowExpect, test } from "../fixtures";
import { banner, png, signInTenant, startBelowThreshold, textFile } from "./helpers";

startBelowThreshold();

test("buy a package as pages, every message on the way", async ({ page }) => {
  await signInTenant(page, "topup01");
  await banner(page).getByRole("link", { name: "立即充值" }).click();
  await slowExpect(page).toHaveURL(/\/topup$/);
  await expect(page.getByRole("heading", { name: "充值套餐", level: 1 })).toBeVisible();
  await page.getByRole("listitem").filter({ hasText: "企业套餐" }).getByRole("link", { name: "立即充值" }).click();

  // 确定订单: a GET form; units checked on the server, what was typed kept.
  await expect(page.getByRole("heading", { name: "确定订单" })).toBeVisible();
  await expect(page.locator("main")).toContainText("星河支付");
  await expect(page.locator("output")).toHaveText("4000.00 元");
  await page.goto(`${page.url()}&step=transfer&buyNum=12.5`);
  await expect(page.getByRole("alert")).toHaveText("购买数量须为 1 到 10000 的整数");
  await expect(page.getByLabel("购买数量")).toHaveValue("12.5");
  await page.getByLabel("购买数量").fill("2");
  await page.getByRole("button", { name: "确定" }).click();

  // 对公转账: the amount the server computed; the screenshot rules.
  await expect(page.getByRole("heading", { name: "对公转账" })).toBeVisible();
  await expect(page.locator("main")).toContainText("请向以下账户转账 8000.00 元");
  await expect(page.locator("main")).toContainText("3100 1234 5678 9012 345");
  await expect(page.getByRole("button", { name: "复制信息" })).toHaveCount(0);
  await page.getByRole("button", { name: "提交" }).click();
  await expect(page.getByRole("alert")).toHaveText("请上传付款截图");
  await page.getByLabel("添加截图").setInputFiles(textFile);
  await page.getByRole("button", { name: "提交" }).click();
  await expect(page.getByRole("alert")).toHaveText("只能上传jpg、jpeg、png、bmp图片格式！");
  await page.getByLabel("添加截图").setInputFiles([1, 2, 3, 4, 5, 6].map((n) => png(`${n}.png`)));
  await page.getByRole("button", { name: "提交" }).click();
  await expect(page.getByRole("alert")).toHaveText("付款截图仅支持上传5张");
  await page.getByLabel("添加截图").setInputFiles([png("回单1.png"), png("回单2.png")]);
  await page.getByRole("button", { name: "提交" }).click();

  // Done: 操作成功!, and the order waits for the platform.
  await slowExpect(page).toHaveURL(/\/topup\?step=done$/);
  await expect(page.getByRole("status").filter({ hasText: "操作成功!" })).toBeVisible();
  const order = page.getByRole("row").filter({ hasText: "企业套餐" }).first();
  await expect(order).toContainText("8000.00");
  await expect(order).toContainText("待审核");
});
