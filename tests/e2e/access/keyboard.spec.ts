/**
 * Keyboard-first use of a list (/system/mcc as qa3): the row actions a few Tab stops from the
 * top (the sidebar and the tab bar are one stop each), and the list shortcuts: `/` to the
 * search, `n` for 新增, `j`/`k` along the rows, `x` ticks, Enter opens, `?` the help panel;
 * none of them taken from a field being typed in.
 */
import { expect } from "@playwright/test";
import { hydrated, signInOncePerFile, test } from "../fixtures";

signInOncePerFile("qa3");

test("the first row's 修改 is a few Tab stops from the top of the page", async ({ page }) => {
  await page.goto("/system/mcc");
  await hydrated(page);
  const edit = page.locator("tbody tr").first().getByRole("link", { name: /^修改/ });
  let presses = 0;
  while (presses < 40 && !(await edit.evaluate((link) => link === document.activeElement))) {
    await page.keyboard.press("Tab");
    presses += 1;
  }
  await expect(edit).toBeFocused();
  // Was 65 when every menu item and tab was its own stop.
  expect(presses).toBeLessThanOrEqual(30);
});

test("list shortcuts: / n j k x Enter ?, never while typing", async ({ page }) => {
  await page.goto("/system/mcc");
  await hydrated(page);
  const searchBox = page.getByRole("search").getByRole("textbox").first();

  await page.keyboard.press("/");
  await expect(searchBox).toBeFocused();
  // Typed into the field, n is a letter, not 新增.
  await page.keyboard.type("n");
  await expect(searchBox).toHaveValue("n");
  await expect(page).not.toHaveURL(/dialog=create/);
  await searchBox.fill("");
  await searchBox.blur();

  await page.keyboard.press("n");
  await expect(page).toHaveURL(/dialog=create/);
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  const rows = page.locator("tbody tr");
  await page.keyboard.press("j");
  await expect(rows.nth(0)).toBeFocused();
  await page.keyboard.press("j");
  await page.keyboard.press("j");
  await expect(rows.nth(2)).toBeFocused();
  await page.keyboard.press("k");
  await expect(rows.nth(1)).toBeFocused();
  await page.keyboard.press("x");
  await expect(rows.nth(1).getByRole("checkbox")).toBeChecked();
  await expect(page.getByText("已选择 1 项")).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/dialog=view/);
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.keyboard.press("?");
  const help = page.getByRole("dialog", { name: "键盘快捷键" });
  await expect(help).toBeVisible();
  await expect(help.getByText("下一行 / 上一行")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(help).toBeHidden();
});

test("a dialog keeps Tab inside and gives focus back to what opened it", async ({ page }) => {
  await page.goto("/system/mcc");
  await hydrated(page);
  const edit = page.locator("tbody tr").first().getByRole("link", { name: /^修改/ });
  await edit.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(":focus")).toHaveCount(1);
  for (let press = 0; press < 25; press++) {
    await page.keyboard.press(press % 5 === 4 ? "Shift+Tab" : "Tab");
    await expect(dialog.locator(":focus")).toHaveCount(1);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(edit).toBeFocused();
});
