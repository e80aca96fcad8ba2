/**
 * 日志管理 as an administrator uses it (qa1; tenant 000001's 64 api / 32 error / 32 usual logs): the
 * api log searched by title and a day range, paged, every field in the view; the error log's
 * stack trace in its own scrolling block; the usual log filtered by level.
 */
import { expect } from "@playwright/test";
import { dialog, expectList, rows, search, signInOncePerFile, test, visit } from "../fixtures";

// One sign-in for the file (through the form); every test starts from its cookies.
signInOncePerFile("qa1");

test.describe("日志管理", () => {
  test("api log: search by title and a day range, page, view every field", async ({ page }) => {
    await visit(page, "/log/api");
    await expectList(page, "接口日志", 64);
    await expect(page.getByRole("link", { name: "新增", exact: true })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "批量删除" })).toHaveCount(0);
    await page.getByRole("link", { name: "下一页" }).click();
    await expect(page.getByText("第 2 / 7 页")).toBeVisible();

    await search(page).getByLabel("开始日期").fill("2026-01-04");
    await search(page).getByLabel("结束日期").fill("2026-01-04");
    await search(page).getByRole("button", { name: "查询" }).click();
    await expect(page).toHaveURL(/startTime=2026-01-04&endTime=2026-01-04/);
    await expect(page).not.toHaveURL(/current=/);
    await expect(rows(page).first()).toContainText("2026-01-04");
    const day = Number(/共 (\d+) 条/.exec((await page.getByText(/^共 \d+ 条/).textContent()) ?? "")?.[1]);
    expect(day).toBeGreaterThan(0);
    expect(day).toBeLessThan(64);

    await search(page).getByLabel("日志标题").fill("登录");
    await search(page).getByRole("button", { name: "查询" }).click();
    await expect(page).toHaveURL(/title=/);
    await expect(rows(page).first()).toContainText("用户登录");
    for (const row of await rows(page).all()) await expect(row).toContainText("用户登录");
    await page.getByRole("link", { name: "重置" }).click();
    await expect(page.getByText("共 64 条")).toBeVisible();

    await rows(page)
      .first()
      .getByRole("link", { name: /^查看 / })
      .click();
    for (const label of ["日志标题", "服务ID", "服务器IP", "用户代理", "请求参数", "执行时长(ms)", "操作时间"]) {
      await expect(dialog(page).getByText(label, { exact: true })).toBeVisible();
    }
    await dialog(page).getByRole("link", { name: "关闭" }).first().click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).not.toHaveURL(/dialog=/);
  });

  test("error log's stack trace scrolls in its own block; usual log filters by level", async ({ page }) => {
    await visit(page, "/log/error");
    await expect(page.getByText("共 32 条")).toBeVisible();
    await search(page).getByLabel("服务ID").fill("cloud-merchant");
    await search(page).getByRole("button", { name: "查询" }).click();
    await expect(rows(page).first()).toContainText("cloud-merchant");
    await rows(page)
      .first()
      .getByRole("link", { name: /^查看 / })
      .click();
    const trace = dialog(page).locator("pre");
    await expect(trace).toBeVisible();
    await expect(trace).toContainText("at com.cloud.merchant.");
    expect(await trace.evaluate((el) => getComputedStyle(el).overflow)).toBe("auto");
    await expect(dialog(page).getByText("异常名称", { exact: true })).toBeVisible();

    await page.goto("/log/usual");
    await expect(page.getByRole("heading", { name: "通用日志", level: 1 })).toBeVisible();
    await search(page).getByLabel("日志级别").selectOption("ERROR");
    await search(page).getByRole("button", { name: "查询" }).click();
    await expect(page).toHaveURL(/logLevel=ERROR/);
    await expect(rows(page).first()).toContainText("ERROR");
    for (const row of await rows(page).all()) await expect(row.locator("td").first()).toHaveText("ERROR");
  });
});
