/**
 * 入网查询 (/channelStatus, /bankChannelStatus): a merchant picked in the search-select, with the
 * mouse or by keyboard, is the one 查询 shows. (The picker once sat inside a <label>: a click on
 * an option also "clicked" the label's first control, its 清除, so the mouse's choice was cleared
 * at once and 查询 answered 请选择商户后查询.) The picker's own search button is 搜索商户, never the
 * form's 查询.
 */
import { expect, type Page } from "@playwright/test";
import { signInOncePerFile, slowExpect, test, visit } from "../fixtures";

signInOncePerFile("qa2");

/** M10000001 (mer01's merchant). */
const MINE = "1630000000000000001";

async function pick(page: Page, path: string, how: "mouse" | "keyboard") {
  await visit(page, path);
  const form = page.getByRole("form", { name: "商户" });
  // The search-select once hydrated (before, a plain input for the id).
  const picker = form.getByRole("combobox");
  await slowExpect(picker).toBeVisible({ timeout: 20_000 });
  await picker.fill("M10000001");
  if (how === "mouse") {
    // Named by its own label, and its search button is not the form's 查询.
    await expect(picker).toHaveAccessibleName("商户");
    await form.getByRole("button", { name: "搜索商户", exact: true }).click();
    await slowExpect(form.getByRole("option").filter({ hasText: "M10000001" })).toHaveCount(1);
    await form.getByRole("option").filter({ hasText: "M10000001" }).click();
  } else {
    await picker.press("Enter");
    await slowExpect(form.getByRole("option").filter({ hasText: "M10000001" })).toHaveCount(1);
    await picker.press("ArrowDown");
    await picker.press("Enter");
  }
  const choice = form.getByTestId("remote-choice");
  await expect(choice).toBeVisible();
  // The choice stays (it is not cleared a moment later).
  await page.waitForTimeout(300);
  await expect(choice).toBeVisible();
  await expect(form.locator('input[type="hidden"][name="merchantId"]')).toHaveValue(MINE);
  await form.getByRole("button", { name: "查询", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path}\\?merchantId=${MINE}$`));
  await expect(page.getByText("请选择商户后查询")).toHaveCount(0);
  await expect(page.getByRole("region").getByText("M10000001", { exact: true })).toBeVisible();
}

for (const how of ["mouse", "keyboard"] as const) {
  test(`通道入网状态: a merchant picked with the ${how} is the one 查询 shows`, async ({ page }) => {
    await pick(page, "/channelStatus", how);
    await expect(page.getByRole("heading", { name: "通道入网状态" })).toBeVisible();
    // Its entries at the channels (M10000001 has some).
    await expect(page.locator("[data-entry]").first()).toBeVisible();
  });
}

test("银行入网状态: a merchant picked with the mouse is the one 查询 shows", async ({ page }) => {
  await pick(page, "/bankChannelStatus", "mouse");
});
