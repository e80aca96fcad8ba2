/**
 * 结算记录 (issue 17) as qa2 uses it: the 等待审核 batches, one opened to its lines (the orders,
 * paged), approved (已审核), then remitted (打款成功). The batch is one the simulated bank accepts
 * (its serial is not 7 modulo 25) and below every review threshold (not mer01's merchant, whose
 * threshold is 1,000.00), so the remittance goes straight through.
 */
import { expect, type Page } from "@playwright/test";
import { dialog, rows, search, signInOncePerFile, test, visit } from "../fixtures";

test.describe.configure({ timeout: 120_000 });
signInOncePerFile("qa2");

const RECORDS = "/settlement/settleRecord";

/** The first listed batch the bank accepts at once and no second operator must approve: its number and party cell. */
async function pickBatch(page: Page): Promise<{ batchNo: string; merchantNo: string }> {
  const count = await rows(page).count();
  for (let i = 0; i < count; i++) {
    const cells = rows(page).nth(i).locator("td");
    const batchNo = (await cells.nth(0).innerText()).trim();
    const party = (await cells.nth(1).innerText()).trim();
    const merchantNo = /M\d{8}/.exec(party)?.[0];
    if (merchantNo && Number(batchNo.slice(-6)) % 25 !== 7 && merchantNo !== "M10000001")
      return { batchNo, merchantNo };
  }
  throw new Error("no batch to remit on the page");
}

test("opens a batch's lines, approves it and remits it", async ({ page }) => {
  await visit(page, RECORDS);
  await search(page).getByLabel("结算对象类型").selectOption({ label: "商户" });
  await search(page).getByLabel("状态").selectOption({ label: "等待审核" });
  await search(page).getByRole("button", { name: "查询" }).click();
  await expect(page).toHaveURL(/state=0/);
  await expect(page).toHaveURL(/ownerType=1/);
  await expect(rows(page).filter({ hasNotText: "等待审核" })).toHaveCount(0);
  const { batchNo, merchantNo } = await pickBatch(page);
  const row = rows(page).filter({ hasText: batchNo });

  await row.getByRole("link", { name: `明细 ${batchNo}` }).click();
  await expect(dialog(page)).toContainText(batchNo);
  await expect(dialog(page).getByRole("table", { name: "结算明细" }).locator("tbody tr").first()).toContainText(/P\d+/);
  await expect(dialog(page)).toContainText(/共 \d+ 笔/);
  await visit(page, `${RECORDS}?ownerType=1&state=0`);

  await row.getByRole("link", { name: `审核 ${batchNo}` }).click();
  await dialog(page).getByLabel("通过", { exact: true }).check();
  await dialog(page).getByRole("button", { name: "确定" }).click();
  await expect(page.getByRole("status").filter({ hasText: "已审核通过" })).toBeVisible();

  await visit(page, `${RECORDS}?party=${merchantNo}`);
  const audited = rows(page).filter({ hasText: batchNo });
  await expect(audited).toContainText("已审核");
  await audited.getByRole("link", { name: `打款 ${batchNo}` }).click();
  await expect(dialog(page)).toContainText("将向");
  await dialog(page).getByRole("button", { name: "打款" }).click();
  await expect(page.getByRole("status").filter({ hasText: "打款成功" })).toBeVisible();
  await visit(page, `${RECORDS}?party=${merchantNo}`);
  await expect(rows(page).filter({ hasText: batchNo })).toContainText("打款成功");
});

test("finds an agent's batches by party type and opens one's profit shares", async ({ page }) => {
  await visit(page, RECORDS);
  await search(page).getByLabel("结算对象类型").selectOption({ label: "代理商" });
  await search(page).getByRole("button", { name: "查询" }).click();
  await expect(page).toHaveURL(/ownerType=2/);
  await expect(rows(page).first()).toContainText(/A\d{6} · 代理商/);
  await expect(rows(page).filter({ hasText: "· 商户" })).toHaveCount(0);
  const batchNo = (await rows(page).first().locator("td").first().innerText()).trim();
  await rows(page)
    .first()
    .getByRole("link", { name: `明细 ${batchNo}` })
    .click();
  const shares = dialog(page).getByRole("table", { name: "分润明细" });
  await expect(shares.locator("tbody tr").first()).toContainText(/\d+\.\d{2}% − \d+\.\d{2}%/);
  await expect(shares.locator("thead")).toContainText("净分润(元)");
});
