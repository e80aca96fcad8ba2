/**
 * 商户列表, 商户分账配置 and 入网查询 as operators use them: admin searches by name and number
 * and filters by status; agent01 sees only its subtree (a merchant of another first-level agent is
 * neither listed nor shown by its detail URL); a bad mobile gets spec §5's message; mer01 saves
 * its split config and finds it again after a reload; 入网查询 from a row.
 */
import { expect } from "@playwright/test";
import { dialog, openAs, rows, save, slowExpect, test } from "../fixtures";

const LIST = "/merchant/merchantInfo";
/** M10000002: under A000007, below A000002 (outside agent01's A000001). */
const FOREIGN = "1630000000000000002";
const MINE = "1630000000000000001";

test("admin searches merchants by number and name and filters by status", async ({ page }) => {
  await openAs(page, "admin", LIST, "admin");
  await expect(page.getByRole("heading", { name: "商户列表" })).toBeVisible();
  const search = page.getByRole("search");
  await search.getByLabel("商户", { exact: true }).fill("M10000061");
  await page.getByRole("button", { name: "查询" }).click();
  await expect(page).toHaveURL(/keyword=M10000061/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("苏州鑫达餐饮管理有限公司");
  await expect(rows(page).first()).toContainText("138****0001");

  await search.getByLabel("商户", { exact: true }).fill("苏州鑫达");
  await page.getByRole("button", { name: "查询" }).click();
  await expect(rows(page).first()).toContainText("苏州鑫达");

  await page.goto(LIST);
  await page.getByRole("search").getByLabel("商户状态").selectOption({ label: "冻结" });
  await page.getByRole("button", { name: "查询" }).click();
  await expect(page).toHaveURL(/merchantStatus=2/);
  await expect(rows(page).first()).toContainText("冻结");
});

test("a bad mobile in 新增 gets the spec's message and keeps what was typed", async ({ page }) => {
  await openAs(page, "admin", LIST, "admin");
  await page.getByRole("link", { name: "新增" }).click();
  await expect(dialog(page)).toBeVisible();
  await dialog(page).getByLabel("商户名称").fill("苏州端到端测试商户");
  await dialog(page).getByLabel("手机号码").fill("1380000");
  await save(page);
  await expect(dialog(page).getByText("手机号码长度不为11位")).toBeVisible();
  await expect(dialog(page).getByLabel("商户名称")).toHaveValue("苏州端到端测试商户");
});

test("agent01 sees only its subtree: another first-level agent's merchant is not listed and its detail is refused", async ({
  page,
}) => {
  await openAs(page, "agent01", LIST, "123456");
  await expect(page.getByRole("heading", { name: "商户列表" })).toBeVisible();
  await page.getByRole("search").getByLabel("商户", { exact: true }).fill("M10000002");
  await page.getByRole("button", { name: "查询" }).click();
  await expect(page.getByText("共 0 条")).toBeVisible();
  await page.goto(`${LIST}?dialog=view&id=${FOREIGN}`);
  await expect(page.getByText("无权访问该数据").first()).toBeVisible();
  await page.goto(`${LIST}?keyword=M10000001`);
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().getByRole("link", { name: "入网查询" }).click();
  await expect(page).toHaveURL(new RegExp(`/channelStatus\\?merchantId=${MINE}`));
  await expect(page.getByRole("heading", { name: "通道入网状态" })).toBeVisible();
  await expect(page.locator("[data-entry]").first()).toBeVisible();
});

test("a merchant's detail link, copied by admin, opens the same merchant for agent01; the same link to a merchant outside its subtree is refused", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openAs(page, "admin", `${LIST}?keyword=M10000001`, "admin");
  await rows(page)
    .first()
    .getByRole("link", { name: /^查看 / })
    .click();
  await expect(dialog(page)).toContainText("M10000001");
  await dialog(page).getByRole("link", { name: "复制链接" }).click();
  await expect(dialog(page).getByText("链接已复制")).toBeVisible();
  const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  expect(`${copied.pathname}${copied.search}`).toBe(`${LIST}?dialog=view&id=${MINE}`);

  const other = await (await browser.newContext({ baseURL, locale: "zh-CN" })).newPage();
  await openAs(other, "agent01", `${copied.pathname}${copied.search}`, "123456");
  await expect(dialog(other)).toContainText("M10000001");
  await other.goto(`${copied.pathname}${copied.search.replace(MINE, FOREIGN)}`);
  await expect(other.getByText("无权访问该数据").first()).toBeVisible();
  await other.context().close();
});

test("mer01 saves its split config and finds it again after a reload", async ({ page }) => {
  await openAs(page, "mer01", `/merchantSub?merchantId=${MINE}`, "123456");
  await expect(page.getByRole("heading", { name: "商户分账配置" })).toBeVisible();
  const ratio = `${10 + (Date.now() % 40)}.25`;
  await page.getByLabel("分账比例（%） 1").fill(ratio);
  await page.getByLabel("分账比例（%） 2").fill("20.50");
  await page.getByRole("button", { name: "保存" }).click();
  await slowExpect(page.getByRole("status").filter({ hasText: "操作成功" })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("分账比例（%） 1")).toHaveValue(ratio);
  await page.getByLabel("分账比例（%） 1").fill("90.00");
  await page.getByRole("button", { name: "保存" }).click();
  await expect(page.getByText("分账比例合计不能超过100%")).toBeVisible();
  await expect(page.getByLabel("分账比例（%） 1")).toHaveValue("90.00");
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("agent01 changes a merchant's status from its row (修改状态) and back", async ({ page }) => {
    await openAs(page, "agent01", `${LIST}?keyword=M10000001`, "123456");
    const row = rows(page).first();
    await row.getByLabel("修改 M10000001 的状态").selectOption({ label: "冻结" });
    await row.getByRole("button", { name: "修改状态" }).click();
    await expect(page.getByText("操作成功")).toBeVisible();
    await expect(rows(page).first()).toContainText("冻结");
    await rows(page).first().getByLabel("修改 M10000001 的状态").selectOption({ label: "正常" });
    await rows(page).first().getByRole("button", { name: "修改状态" }).click();
    await expect(rows(page).first()).toContainText("正常");
  });
});
