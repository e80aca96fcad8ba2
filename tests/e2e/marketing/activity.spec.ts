/**
 * 营销活动 and 银行活动 (ADR 023) as qa3 uses them: an activity whose end is before its start is
 * refused under 结束日期 with what was typed kept, then saved, listed, stopped and published to the
 * marketing platform; with JavaScript off, an activity for one merchant (its id typed in the
 * search-select's plain input) and a bad period refused; a 满减 bank activity listed with its rule.
 */
import { expect } from "@playwright/test";
import { dialog, flash, rows, save, signInOncePerFile, tag, test, visit } from "../fixtures";

const beijingDay = (offset: number) =>
  new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

test.describe.configure({ timeout: 90_000 });
signInOncePerFile("qa3");

test("营销活动: a bad period is refused under its field; the activity is saved, listed, stopped and published", async ({
  page,
}) => {
  const name = `端到端活动${tag()}`;
  await visit(page, "/marketing/activity");
  await expect(rows(page).filter({ hasText: "微信支付岁末立减" })).toContainText("进行中");
  await page.getByRole("link", { name: "新增" }).click();
  await dialog(page).getByLabel("活动名称").fill(name);
  await dialog(page).getByLabel("开始日期").fill(beijingDay(3));
  await dialog(page).getByLabel("结束日期").fill(beijingDay(2));
  await dialog(page).getByLabel("通道").selectOption({ label: "支付宝官方" });
  await dialog(page).getByLabel("预算(元)").fill("888.8");
  await save(page);
  await expect(dialog(page).getByText("结束日期不能早于开始日期")).toBeVisible();
  await expect(dialog(page).getByLabel("活动名称")).toHaveValue(name);
  await expect(dialog(page).getByLabel("预算(元)")).toHaveValue("888.8");

  await dialog(page).getByLabel("结束日期").fill(beijingDay(40));
  await save(page);
  await expect(flash(page)).toBeVisible();
  await visit(page, `/marketing/activity?title=${encodeURIComponent(name)}`);
  await expect(rows(page)).toHaveCount(1);
  const row = rows(page).first();
  await expect(row).toContainText(`${beijingDay(3)} ~ ${beijingDay(40)}`);
  await expect(row).toContainText("支付宝官方");
  await expect(row).toContainText("888.80");
  await expect(row).toContainText("未开始");
  await expect(row).toContainText("未同步");

  await row.getByRole("link", { name: `停用 ${name}` }).click();
  await expect(dialog(page)).toContainText(`确定停用活动“${name}”吗？`);
  await dialog(page).getByRole("button", { name: "停用" }).click();
  await expect(flash(page)).toBeVisible();
  await expect(rows(page).first()).toContainText("已停用");

  await rows(page)
    .first()
    .getByRole("link", { name: `同步到营销平台 ${name}` })
    .click();
  await dialog(page).getByRole("button", { name: "同步到营销平台" }).click();
  await expect(flash(page)).toBeVisible();
  await expect(rows(page).first()).toContainText("已同步");
  await expect(
    rows(page)
      .first()
      .getByRole("link", { name: `在营销平台查看 ${name}` }),
  ).toHaveAttribute("href", /\/shell\/marketing\?activityId=\d+/);
});

test("银行活动: a 满减 activity is saved with its bank and listed with its rule", async ({ page }) => {
  const name = `端到端银行活动${tag()}`;
  await visit(page, "/agent/bankActManage");
  await expect(rows(page).first()).toContainText(/ACT\d+/);
  await page.getByRole("link", { name: "新增" }).click();
  await dialog(page).getByLabel("活动名称").fill(name);
  // The search-select once the page is hydrated (before, a plain input for the id).
  const bank = dialog(page).getByRole("combobox", { name: "银行", exact: true });
  await expect(bank).toBeVisible({ timeout: 20_000 });
  await bank.fill("招商银行");
  await bank.press("Enter");
  await dialog(page).getByRole("option").filter({ hasText: "招商银行" }).first().click();
  await expect(dialog(page).getByTestId("remote-choice")).toContainText("招商银行");
  await dialog(page).getByLabel("满减门槛(元)").fill("200");
  await dialog(page).getByLabel("减免金额(元)").fill("20");
  await save(page);
  await expect(flash(page)).toBeVisible();
  await visit(page, `/agent/bankActManage?actTitle=${encodeURIComponent(name)}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("满200.00减20.00");
  await expect(rows(page).first()).toContainText("招商银行");
  await expect(rows(page).first()).toContainText("未开始");
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("营销活动 for one merchant: a bad period refused, then saved by the merchant's id", async ({ page }) => {
    const name = `无脚本活动${tag()}`;
    await visit(page, "/marketing/activity?dialog=create");
    await dialog(page).getByLabel("活动名称").fill(name);
    await dialog(page).getByLabel("开始日期").fill(beijingDay(5));
    await dialog(page).getByLabel("结束日期").fill(beijingDay(1));
    await dialog(page).getByLabel("通道").selectOption({ label: "微信官方" });
    await dialog(page).getByLabel("预算(元)").fill("100");
    await dialog(page).getByLabel("指定商户").check();
    await dialog(page).getByLabel("添加商户").fill("1630000000000000007");
    await save(page);
    await expect(dialog(page).getByText("结束日期不能早于开始日期")).toBeVisible();
    await expect(dialog(page).getByLabel("添加商户")).toHaveValue("1630000000000000007");

    await dialog(page).getByLabel("结束日期").fill(beijingDay(9));
    await save(page);
    await expect(flash(page)).toBeVisible();
    await page.goto(`/marketing/activity?title=${encodeURIComponent(name)}`);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText("指定商户：M10000007");
    await expect(rows(page).first()).toContainText("100.00");
  });
});
