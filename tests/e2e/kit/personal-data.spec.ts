/**
 * 查看完整 as a person uses it (ADR 029): 用户管理's detail shows user01's phone masked, and the page
 * (its HTML, the loader data within it) holds no whole mobile before the click; 查看完整 shows the
 * number whole in place, the dialog still open on the same URL, and says it was recorded; the
 * record is in 日志管理 → 通用日志. With JavaScript off the same button posts the form and the page
 * comes back with the number whole. qa2 is an administrator of tenant 000001.
 */
import { expect, type Page } from "@playwright/test";
import { dialog, openAs, slowExpect, test } from "../fixtures";

test.describe.configure({ timeout: 60_000 });

const USER01 = "1410000000000000001";
const VIEW = `/system/user?account=user01&dialog=view&id=${USER01}`;
const WHOLE_MOBILE = /(?<![\d*])1[3-9]\d{9}(?![\d*])/;

const phone = (page: Page) => dialog(page).locator('[data-personal="phone"]');

async function openDetail(page: Page) {
  await openAs(page, "qa2", "/main/index");
  const response = await page.goto(VIEW);
  // The page as it left the Worker: no whole mobile anywhere in it.
  expect(WHOLE_MOBILE.exec(await response!.text())).toBeNull();
  await expect(phone(page)).toContainText("139****0001");
}

test("查看完整 shows one phone whole in place, recorded", async ({ page }) => {
  await openDetail(page);
  // Hydrated: the list's header box is there.
  await slowExpect(page.getByRole("checkbox", { name: "全选本页" })).toBeVisible({ timeout: 20_000 });
  await phone(page).getByRole("button", { name: "查看完整：手机号码" }).click();
  await slowExpect(phone(page)).toContainText("13900000001");
  await expect(phone(page)).toContainText("已显示完整信息（已记录）");
  await expect(page).toHaveURL(/dialog=view/);
  // The e-mail stays masked.
  await expect(dialog(page).locator('[data-personal="email"]')).not.toContainText(/^[^*]+@/);

  await page.goto("/log/usual?size=50");
  await expect(page.getByRole("cell", { name: "personal-data-view" }).first()).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the same button posts the form: the page comes back with the phone whole", async ({ page }) => {
    await openDetail(page);
    await phone(page).getByRole("button", { name: "查看完整：手机号码" }).click();
    await slowExpect(phone(page)).toContainText("13900000001");
    await expect(dialog(page)).toBeVisible();
  });
});
