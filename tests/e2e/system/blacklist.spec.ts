/**
 * 黑名单 as an administrator uses it (qa1; tenant 000001's 30 entries): search, sort and page, no
 * edit, the reason checked for sensitive words on blur; create with a field error that keeps the
 * input, view, delete; batch delete.
 */
import { expect } from "@playwright/test";
import {
  batchDeleteAll,
  dialog,
  digits,
  expectList,
  flash,
  rows,
  search,
  signInOncePerFile,
  tag,
  test,
  visit,
} from "../fixtures";

// One sign-in for the file (through the form); every test starts from its cookies.
signInOncePerFile("qa1");

test.describe("黑名单", () => {
  const PATH = "/system/blacklist";

  test("search, sort and page; the reason is checked for sensitive words on blur", async ({ page }) => {
    await visit(page, PATH);
    await expectList(page, "黑名单", 30);
    await search(page).getByLabel("类型").selectOption({ label: "商户号" });
    await search(page).getByLabel("原因").fill("商户");
    await search(page).getByRole("button", { name: "查询" }).click();
    await expect(page).toHaveURL(/type=4/);
    await expect(page.getByText("共 4 条")).toBeVisible();
    for (const row of await rows(page).all()) await expect(row).toContainText("商户号");
    await page.getByRole("link", { name: "重置" }).click();
    await page.getByRole("link", { name: "按创建时间排序" }).click();
    await expect(page).toHaveURL(/sort=createTime&order=asc/);
    await expect(rows(page).first()).toContainText("2026-01-01 23:47");
    await page.getByRole("link", { name: "下一页" }).click();
    await expect(page.getByText("第 2 / 3 页")).toBeVisible();
    // No edit in the catalogue.
    await expect(page.getByRole("link", { name: /^修改 / })).toHaveCount(0);

    await page.getByRole("link", { name: "新增", exact: true }).click();
    const reason = dialog(page).getByLabel("原因");
    await reason.fill("参与赌博");
    // Blur (retried: the check needs the hydrated page).
    await expect(async () => {
      await reason.focus();
      await dialog(page).getByLabel("名单内容").focus();
      await expect(dialog(page).getByText("请勿包含关键字")).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(reason).toHaveAttribute("aria-invalid", "true");
    await reason.fill("反赌博专项");
    await dialog(page).getByLabel("名单内容").focus();
    await expect(dialog(page).getByText("请勿包含关键字")).toHaveCount(0);
  });

  test("create with a field error that keeps the input; view; delete", async ({ page }) => {
    await visit(page, `${PATH}?dialog=create`);
    const mark = `端到端${tag()}`;
    await dialog(page).getByLabel("类型").selectOption({ label: "手机号" });
    await dialog(page).getByLabel("名单内容").fill("1380013");
    await dialog(page).getByLabel("原因").fill(mark);
    await dialog(page).getByRole("button", { name: "保存" }).click();
    await expect(dialog(page).getByText("手机号格式不正确，请输入11位手机号")).toBeVisible();
    await expect(dialog(page).getByLabel("名单内容")).toHaveValue("1380013");
    await expect(dialog(page).getByLabel("原因")).toHaveValue(mark);
    await expect(dialog(page).getByLabel("类型")).toHaveValue("1");

    const phone = `137${digits(8)}`;
    await dialog(page).getByLabel("名单内容").fill(phone);
    await dialog(page).getByRole("button", { name: "保存" }).click();
    await expect(flash(page)).toBeVisible();
    await page.goto(`${PATH}?value=${phone}`);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(mark);
    // The phone shows masked (ADR 029), in the row's labels too.
    const shown = `${phone.slice(0, 3)}****${phone.slice(-4)}`;
    await expect(rows(page).first()).toContainText(shown);
    await page.getByRole("link", { name: `查看 ${shown}` }).click();
    await expect(dialog(page)).toContainText(mark);
    await dialog(page).getByRole("link", { name: "关闭" }).first().click();
    await page.getByRole("link", { name: `删除 ${shown}` }).click();
    await dialog(page).getByRole("button", { name: "删除" }).click();
    await expect(page.getByText("没有符合条件的数据")).toBeVisible();
  });

  test("batch delete: select rows, confirm the count, 操作成功", async ({ page }) => {
    const mark = `批删${tag()}`;
    for (const n of [1, 2]) {
      await page.goto(`${PATH}?dialog=create`);
      await dialog(page).getByLabel("类型").selectOption({ label: "商户号" });
      await dialog(page).getByLabel("名单内容").fill(`E2E${tag()}${n}`);
      await dialog(page).getByLabel("原因").fill(mark);
      await dialog(page).getByRole("button", { name: "保存" }).click();
      await expect(dialog(page)).toHaveCount(0);
    }
    await page.goto(`${PATH}?reason=${encodeURIComponent(mark)}`);
    await batchDeleteAll(page, 2);
  });
});
