/**
 * 敏感词 / 白名单 as an administrator uses them (qa1; tenant 000001's 35 sensitive and 10
 * whitelisted words): tabs, search, add with an error that keeps the input, edit, delete; the
 * whitelist reached by its tab, two added and batch deleted; with JavaScript off, a word added
 * and deleted through plain forms.
 */
import { expect } from "@playwright/test";
import {
  batchDeleteAll,
  dialog,
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

test.describe("敏感词", () => {
  test("tabs, search, add with an error that keeps the input, edit, delete", async ({ page }) => {
    await visit(page, "/system/sensitive");
    await expectList(page, "敏感词", 35);
    const tabs = page.getByRole("navigation", { name: "敏感词管理" });
    await expect(tabs.getByRole("link", { name: "敏感词" })).toHaveAttribute("aria-current", "page");

    await search(page).getByLabel("敏感词").fill("贷");
    await search(page).getByRole("button", { name: "查询" }).click();
    await expect(page.getByText("共 4 条")).toBeVisible();

    await page.getByRole("link", { name: "新增", exact: true }).click();
    await dialog(page).getByLabel("敏感词").fill("赌博");
    await dialog(page).getByRole("button", { name: "保存" }).click();
    await expect(dialog(page).getByText("敏感词已存在!")).toBeVisible();
    await expect(dialog(page).getByLabel("敏感词")).toHaveValue("赌博");
    const word = `测试词${tag()}`;
    await dialog(page).getByLabel("敏感词").fill(word);
    await dialog(page).getByRole("button", { name: "保存" }).click();
    await expect(flash(page)).toBeVisible();

    await search(page).getByLabel("敏感词").fill(word);
    await search(page).getByRole("button", { name: "查询" }).click();
    await expect(rows(page)).toHaveCount(1);
    await page.getByRole("link", { name: `修改 ${word}` }).click();
    await expect(dialog(page).getByLabel("敏感词")).toHaveValue(word);
    await dialog(page).getByLabel("敏感词").fill(`${word}改`);
    await dialog(page).getByRole("button", { name: "保存" }).click();
    await expect(rows(page).first()).toContainText(`${word}改`);
    await page.getByRole("link", { name: `删除 ${word}改` }).click();
    await dialog(page).getByRole("button", { name: "删除" }).click();
    await expect(page.getByText("没有符合条件的数据")).toBeVisible();
  });

  test("whitelist: reached by its tab; add two, batch delete them", async ({ page }) => {
    await visit(page, "/system/sensitive");
    await page.getByRole("navigation", { name: "敏感词管理" }).getByRole("link", { name: "白名单" }).click();
    await expect(page).toHaveURL(/\/system\/sensitiveWhite$/);
    await expectList(page, "白名单", 10);
    const mark = `白名单${tag()}`;
    for (const n of [1, 2]) {
      await page.getByRole("link", { name: "新增", exact: true }).click();
      await dialog(page).getByLabel("白名单词").fill(`${mark}-${n}`);
      await dialog(page).getByRole("button", { name: "保存" }).click();
      await expect(dialog(page)).toHaveCount(0);
    }
    await expect(page.getByText("共 12 条")).toBeVisible();
    await search(page).getByLabel("白名单词").fill(mark);
    await search(page).getByRole("button", { name: "查询" }).click();
    await batchDeleteAll(page, 2);
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("sensitive words: add and delete through plain forms", async ({ page }) => {
    await visit(page, "/system/sensitive?dialog=create");
    const word = `无脚本词${tag()}`;
    await dialog(page).getByLabel("敏感词").fill(word);
    await dialog(page).getByRole("button", { name: "保存" }).click();
    await expect(page.getByText("操作成功")).toBeVisible();
    await page.goto(`/system/sensitive?word=${encodeURIComponent(word)}`);
    await page.getByRole("link", { name: `删除 ${word}` }).click();
    await dialog(page).getByRole("button", { name: "删除" }).click();
    await expect(page.getByText("没有符合条件的数据")).toBeVisible();
  });
});
