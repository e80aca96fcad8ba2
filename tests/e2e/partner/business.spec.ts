/**
 * 业务员管理 and 代理商迁移 as people use them: an administrator creates a salesperson, meeting
 * each of spec §5's mobile messages with the typed values kept, then finds it by search; agent01
 * sees only its subtree's salespersons and migrations; the migration records are listed, a
 * merchant's trajectory opens, and the backend's trajectory workbook downloads.
 */
import { expect, type Page } from "@playwright/test";
import { exportFrom } from "../kit/exported";
import { dialog, done, hydrated, openAs, rows, search, slowExpect, tag, test } from "../fixtures";

const SALESMAN = "/agent/salesman";
const MIGRATION = "/agent/migration";
const totalOf = async (page: Page) =>
  Number(
    /共 (\d+) 条/.exec(
      (await page
        .getByText(/共 \d+ 条/)
        .first()
        .textContent()) ?? "",
    )?.[1] ?? NaN,
  );

test("a salesperson: each mobile message with the input kept, then saved and found by search", async ({ page }) => {
  await openAs(page, "admin", SALESMAN, "admin");
  await expect(page.getByRole("heading", { name: "业务员管理" })).toBeVisible();
  await hydrated(page);
  await page.getByRole("link", { name: "新增" }).click();
  const form = dialog(page);
  const name = `端到端${tag()}`;
  await form.getByLabel("业务员姓名").fill(name);
  await form.getByLabel("身份证号").fill("32058319900101123X");
  const picker = form.getByLabel("所属代理商");
  await picker.fill("锦程");
  await picker.press("Enter");
  await form.getByRole("option").filter({ hasText: "上海锦程信息科技有限公司" }).click();
  await expect(form.getByTestId("remote-choice")).toHaveText("上海锦程信息科技有限公司");

  for (const [mobile, message] of [
    ["", "手机号码不能为空"],
    ["1380000", "手机号码长度不为11位"],
    ["01012345678", "手机号码格式不正确"],
  ]) {
    await form.getByLabel("手机号码").fill(mobile!);
    await form.getByRole("button", { name: "保存" }).click();
    await expect(form.getByText(message!)).toBeVisible();
    await expect(form.getByLabel("业务员姓名")).toHaveValue(name);
    await expect(form.getByLabel("手机号码")).toHaveValue(mobile!);
    await expect(form.getByTestId("remote-choice")).toHaveText("上海锦程信息科技有限公司");
  }
  const mobile = `139${String(Date.now()).slice(-8)}`;
  await form.getByLabel("手机号码").fill(mobile);
  await form.getByRole("button", { name: "保存" }).click();
  await done(page);

  await search(page).getByLabel("业务员姓名").fill(name);
  await page.getByRole("button", { name: "查询" }).click();
  await expect(rows(page)).toHaveCount(1);
  // Shown masked (ADR 029).
  await expect(rows(page).first()).toContainText(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
  await expect(rows(page).first()).toContainText("320***********123X");
  await expect(rows(page).first()).toContainText("上海锦程信息科技有限公司");
});

test("migration records listed, a merchant's trajectory opened", async ({ page }) => {
  await openAs(page, "admin", `${MIGRATION}?migrated=1&sort=migrationCount&order=desc`, "admin");
  await expect(page.getByRole("heading", { name: "代理商迁移" })).toBeVisible();
  const records = page.getByRole("table", { name: "迁移记录" });
  await expect(records.locator("tbody tr")).toHaveCount(10);
  await expect(page.getByText("共 120 条，显示最近 10 条")).toBeVisible();
  await page
    .getByRole("link", { name: /^查看 / })
    .first()
    .click();
  const trajectory = dialog(page).getByRole("table", { name: "迁移轨迹" });
  await expect(trajectory).toBeVisible();
  await expect(trajectory.locator("tbody tr").first()).toContainText(/MG\d{13}/);
});

test("agent01 sees its subtree only, and downloads the trajectory workbook", async ({ page }) => {
  await openAs(page, "agent01", SALESMAN, "123456");
  await expect(page.getByRole("heading", { name: "业务员管理" })).toBeVisible();
  const salespersons = await totalOf(page);
  expect(salespersons).toBeGreaterThan(0);
  expect(salespersons).toBeLessThan(85);

  await page.goto(MIGRATION);
  await expect(page.getByRole("heading", { name: "代理商迁移" })).toBeVisible();
  // A000001's subtree holds a few hundred of the tenant's 20,060 merchants.
  const merchants = await totalOf(page);
  expect(merchants).toBeGreaterThan(0);
  expect(merchants).toBeLessThan(2000);
  await expect(page.getByRole("table", { name: "迁移记录" }).locator("tbody tr").first()).toBeVisible();
  const download = await exportFrom(page, "Excel（.xlsx）");
  expect(download.suggestedFilename()).toMatch(/^代理商迁移_\d{14}\.xlsx$/);
  await slowExpect(page.getByText("导出失败")).toHaveCount(0);
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("agent01 moves a merchant of its subtree after a typing error, and the record is listed", async ({ page }) => {
    await openAs(page, "agent01", `${MIGRATION}?sort=merchantNo&order=desc`, "123456");
    const form = page.getByRole("region", { name: "迁移商户" });
    await form.getByLabel("商户编号").fill("M123");
    await form.getByLabel("目标代理商编号").fill("A000006");
    await form.getByRole("button", { name: "迁移" }).click();
    await expect(page.getByText("商户编号格式不正确（M 加 8 位数字）")).toBeVisible();
    await expect(page.getByRole("region", { name: "迁移商户" }).getByLabel("目标代理商编号")).toHaveValue("A000006");

    // The last merchant of the list not under A000006 (苏州鑫达支付服务有限公司) already.
    const merchantNo = /M\d{8}/.exec(
      (await rows(page).filter({ hasNotText: "苏州鑫达支付服务有限公司" }).first().textContent()) ?? "",
    )![0];
    const again = page.getByRole("region", { name: "迁移商户" });
    await again.getByLabel("商户编号").fill(merchantNo);
    await again.getByLabel("备注").fill("端到端迁移");
    await again.getByRole("button", { name: "迁移" }).click();
    await expect(page.getByRole("status").filter({ hasText: "操作成功" })).toBeVisible();
    await expect(page.getByRole("table", { name: "迁移记录" }).locator("tbody tr").first()).toContainText("端到端迁移");
  });
});
