/**
 * Money movement (ADR 018) as qa2 uses it: 交易订单's period, filters and totals (the count is the
 * list's total), an order's detail with its history; a partial refund and the order's new state;
 * 冻结管理: freeze an agent's funds by its number, then give them back; agent01 sees only its
 * subtree's orders.
 */
import { expect, type Page } from "@playwright/test";
import { dialog, openAs, rows, search, signInOncePerFile, test, visit } from "../fixtures";

test.describe.configure({ timeout: 90_000 });
signInOncePerFile("qa2");

const ORDERS = "/orders/transactionOrder";
const total = async (page: Page) =>
  Number(
    /共 (\d+) 条/.exec(
      await page
        .getByText(/共 \d+ 条/)
        .first()
        .innerText(),
    )?.[1],
  );
const totalsCount = async (page: Page) =>
  Number(await page.getByTestId("order-totals").locator("dd").first().innerText());

test("交易订单: a period and filters, totals for the whole filtered set, an order's detail", async ({ page }) => {
  await visit(page, ORDERS);
  await expect(search(page).getByLabel("交易时间")).toHaveValue("today");
  await search(page).getByLabel("交易时间").selectOption({ label: "近30天" });
  await search(page).getByLabel("支付方式").selectOption({ label: "银行卡" });
  await search(page).getByRole("button", { name: "查询" }).click();
  await expect(page).toHaveURL(/period=last30/);
  await expect(rows(page).filter({ hasNotText: "银行卡" })).toHaveCount(0);
  expect(await totalsCount(page)).toBe(await total(page));
  await expect(page.getByTestId("order-totals")).toContainText("成功率");

  await rows(page).first().getByRole("link", { name: /^查看/ }).click();
  await expect(dialog(page)).toContainText("状态记录");
  await expect(dialog(page)).toContainText("创建订单");
});

test("退款: part of a paid order, then the order shows 部分退款", async ({ page }) => {
  await visit(page, `${ORDERS}?period=last7&state=1&payType=WXPAY`);
  const row = rows(page).first();
  const orderNo = (await row.locator("td").first().innerText()).match(/P\d{20}/)![0];
  await row.getByRole("link", { name: `退款 ${orderNo}` }).click();
  await expect(dialog(page)).toContainText("可退金额");
  await dialog(page).getByLabel("退款金额").fill("0.50");
  await dialog(page).getByLabel("退款原因").fill("端到端部分退款");
  await dialog(page).getByRole("button", { name: "退款" }).click();
  await expect(page.getByRole("status").filter({ hasText: "退款成功" })).toBeVisible();
  await visit(page, `${ORDERS}?period=custom&keyword=${orderNo}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("部分退款");
  await rows(page).first().getByRole("link", { name: /^查看/ }).click();
  await expect(dialog(page)).toContainText("端到端部分退款");
});

test("冻结管理: freeze an agent's funds by its number, then unfreeze them", async ({ page }) => {
  await visit(page, "/account/accountInfo?ownerType=2&minAvailable=100");
  const agentNo = (await rows(page).first().locator("td").first().innerText()).trim();
  await visit(page, "/account/freeze");
  await page.getByRole("link", { name: "冻结资金" }).click();
  await dialog(page).getByLabel("账户类型").selectOption({ label: "代理商账户" });
  await dialog(page).getByLabel("账户编号").fill(agentNo);
  await dialog(page).getByLabel("冻结金额").fill("10.00");
  await dialog(page).getByLabel("冻结类型").selectOption({ label: "风控冻结" });
  await dialog(page).getByLabel("原因").fill("端到端冻结");
  await dialog(page).getByRole("button", { name: "确定" }).click();
  await expect(page.getByRole("status").filter({ hasText: "冻结成功" })).toBeVisible();

  await visit(page, `/account/freeze?keyword=${agentNo}&state=1`);
  const frozen = rows(page).filter({ hasText: "端到端冻结" }).first();
  await expect(frozen).toContainText("冻结中");
  const freezeNo = (await frozen.locator("td").first().innerText()).trim();
  await frozen.getByRole("link", { name: `解冻 ${freezeNo}` }).click();
  await expect(dialog(page).getByLabel("解冻金额")).toHaveValue("10.00");
  await dialog(page).getByLabel("原因").fill("核实无误");
  await dialog(page).getByRole("button", { name: "确定" }).click();
  await expect(page.getByRole("status").filter({ hasText: "解冻成功" })).toBeVisible();
  await visit(page, `/account/freeze?keyword=${freezeNo}`);
  await expect(rows(page).first()).toContainText("已解冻");
});

test("an agent account sees only its subtree's orders and totals", async ({ page, browser, baseURL }) => {
  await visit(page, `${ORDERS}?period=last30`);
  const all = await total(page);
  const context = await browser.newContext({
    baseURL,
    locale: "zh-CN",
    storageState: undefined,
  });
  const agent = await context.newPage();
  await openAs(agent, "agent01", `${ORDERS}?period=last30`, "123456");
  const mine = await total(agent);
  expect(mine).toBeGreaterThan(0);
  expect(mine).toBeLessThan(all);
  expect(await totalsCount(agent)).toBe(mine);
  await context.close();
});
