/**
 * 机构主题 as an administrator uses it (qa3, tenant 000001): the theme, title and logo changed and
 * saved with 操作成功, a missing title kept as an error. It changes tenant 000001's look for the
 * specs after it (the shell's are before it).
 */
import { expect } from "@playwright/test";
import { flash, openAs, test } from "../fixtures";

// Generous under load (other suites share the machine); each test is a few seconds alone.
test.describe.configure({ timeout: 60_000 });

const DESIGN = "/system/deptDesign";
/** A 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

test("机构主题: change the theme, title and logo, 操作成功", async ({ page }) => {
  await openAs(page, "qa3", DESIGN);
  await expect(page.getByRole("heading", { name: "机构主题" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "主题", exact: true })).toHaveValue("theme-fhb");
  await page.getByLabel("系统标题").fill("");
  await page.getByRole("button", { name: "保存" }).click();
  await expect(page.getByText("此项为必填项")).toBeVisible();

  await page.getByRole("combobox", { name: "主题", exact: true }).selectOption("theme-forest");
  await page.getByLabel("系统标题").fill("端到端运营管理系统");
  await page.getByLabel("左侧 Logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
  // The uploaded logo's reference, shown through the console's route (ADR 030).
  const preview = page.getByRole("img", { name: "图片预览" });
  await expect(preview).toHaveAttribute("src", /^\/files\/\d{19}$/);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await page.getByRole("button", { name: "保存" }).click();
  await expect(flash(page)).toBeVisible();
  await page.reload();
  await expect(page.getByRole("combobox", { name: "主题", exact: true })).toHaveValue("theme-forest");
  await expect(page.getByLabel("系统标题")).toHaveValue("端到端运营管理系统");
  await expect(preview).toHaveAttribute("src", /^\/files\/\d{19}$/);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});
