/**
 * 门店管理 and 收银员管理 as people use them: the store search and its status filter (admin);
 * mer01 (商户 of M10000001) seeing only its merchant's stores and cashiers, a forged store id
 * refused, a cashier created at its store; and a store's split config saved and shown again.
 */
import { expect, type Page } from "@playwright/test";
import { done, openAs, rows, search, slowExpect, test } from "../fixtures";

test.describe.configure({ timeout: 60_000 });

const STORES = "/store/storeInfo";
const MEN = "/merchant/storeMen";
/** seed_v3's M10000001 (mer01's merchant), its store S10000061 and a store of M10000002. */
const MER01 = "无锡金桥餐饮管理有限公司";
const MER01_STORE = "金桥餐饮（新华路店）";
const MER01_STORE_ID = "1640000000000000061";
const FOREIGN_STORE_ID = "1640000000000000002";

const asMer01 = (page: Page, path: string) => openAs(page, "mer01", path, "123456");

test("门店列表: keyword search and the status filter", async ({ page }) => {
  await openAs(page, "admin", STORES, "admin");
  await slowExpect(page.getByRole("heading", { name: "门店列表", level: 1 })).toBeVisible();
  await search(page).getByLabel("门店", { exact: true }).fill("S10000007");
  await page.getByRole("button", { name: "查询" }).click();
  await expect(page).toHaveURL(/keyword=S10000007/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(/\d{3}\*{4}\d{4}/);

  await search(page).getByLabel("门店", { exact: true }).fill("S1000");
  await search(page).getByLabel("门店状态").selectOption({ label: "暂停营业" });
  await page.getByRole("button", { name: "查询" }).click();
  await expect(page).toHaveURL(/storeStatus=2/);
  await expect(rows(page)).toHaveCount(7);
  for (const row of await rows(page).all()) await expect(row).toContainText("暂停营业");
});

test("mer01 sees only M10000001's stores and cashiers; a forged store id is refused", async ({ page }) => {
  await asMer01(page, STORES);
  await expect(rows(page).first()).toBeVisible();
  for (const row of await rows(page).all()) await expect(row).toContainText(MER01);
  await page.goto(`${STORES}?dialog=view&id=${FOREIGN_STORE_ID}`);
  await expect(page.getByText("无权访问该数据")).toBeVisible();
  await page.goto(`/storeSub?storeId=${FOREIGN_STORE_ID}`);
  await expect(page.getByText("无权访问该数据")).toBeVisible();

  await page.goto(MEN);
  await expect(rows(page).first()).toBeVisible();
  for (const row of await rows(page).all()) await expect(row).toContainText(MER01);
});

test("mer01 creates a cashier at its store", async ({ page }) => {
  await asMer01(page, MEN);
  const mobile = `135${String(Date.now()).slice(-8)}`;
  await page.getByRole("link", { name: "新增" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("收银员姓名").fill("端到端收银");
  await dialog.getByLabel("手机号码").fill("1350000");
  const picker = dialog.getByLabel("所属门店");
  await picker.fill("新华路");
  await picker.press("Enter");
  await dialog.getByRole("option").filter({ hasText: MER01_STORE }).first().click();
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(dialog.getByText("手机号码长度不为11位")).toBeVisible();
  await expect(dialog.getByLabel("收银员姓名")).toHaveValue("端到端收银");
  await dialog.getByLabel("手机号码").fill(mobile);
  await dialog.getByRole("button", { name: "保存" }).click();
  await done(page);
  await search(page).getByLabel("收银员", { exact: true }).fill(mobile);
  await page.getByRole("button", { name: "查询" }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("端到端收银");
  await expect(rows(page).first()).toContainText(MER01_STORE);
});

test("a store's split config is saved and shown again", async ({ page }) => {
  await asMer01(page, "/store/storeSub");
  await search(page).getByLabel("门店", { exact: true }).fill("S10000061");
  await page.getByRole("button", { name: "查询" }).click();
  await expect(rows(page)).toHaveCount(1);
  await page.getByRole("link", { name: `配置${MER01_STORE}的分账` }).click();
  await expect(page).toHaveURL(new RegExp(`/storeSub\\?storeId=${MER01_STORE_ID}`));
  const form = page.getByRole("form", { name: "门店分账配置" });
  await form.getByLabel("开启").check();
  await form.getByLabel("手动分账").check();
  await form.getByLabel("第1个接收方名称").fill("品牌总部");
  await form.getByLabel("第1个接收方收款账号").fill("6222000099998888");
  await form.getByLabel("第1个接收方分账比例").fill("120");
  await form.getByRole("button", { name: "保存" }).click();
  await expect(page.getByText("分账比例为大于0且不超过100的数，最多两位小数")).toBeVisible();
  await expect(form.getByLabel("第1个接收方名称")).toHaveValue("品牌总部");
  await form.getByLabel("第1个接收方分账比例").fill("12.5");
  await form.getByRole("button", { name: "保存" }).click();
  await done(page);
  await page.reload();
  await expect(form.getByLabel("第1个接收方分账比例")).toHaveValue("12.50");
  await expect(form.getByLabel("手动分账")).toBeChecked();
  await expect(page.getByText("12.50%")).toBeVisible();
  // Back as it was: off, no receivers.
  await form.getByLabel("关闭").check();
  await form.getByLabel("第1个接收方名称").fill("");
  await form.getByLabel("第1个接收方收款账号").fill("");
  await form.getByLabel("第1个接收方分账比例").fill("");
  await form.getByRole("button", { name: "保存" }).click();
  await done(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the split config and 修改状态 still post and show the result", async ({ page }) => {
    await asMer01(page, `/storeSub?storeId=${MER01_STORE_ID}`);
    const form = page.getByRole("form", { name: "门店分账配置" });
    await form.getByLabel("开启").check();
    await form.getByLabel("第1个接收方名称").fill("无脚本总部");
    await form.getByLabel("第1个接收方收款账号").fill("6222000077776666");
    await form.getByLabel("第1个接收方分账比例").fill("8");
    await form.getByRole("button", { name: "保存" }).click();
    await expect(page).toHaveURL(new RegExp(`/storeSub\\?storeId=${MER01_STORE_ID}$`));
    await expect(form.getByLabel("第1个接收方分账比例")).toHaveValue("8.00");
    await form.getByLabel("关闭").check();
    for (const name of ["名称", "收款账号", "分账比例"]) await form.getByLabel(`第1个接收方${name}`).fill("");
    await form.getByRole("button", { name: "保存" }).click();
    await expect(form.getByLabel("第1个接收方名称")).toHaveValue("");

    await page.goto(`${STORES}?keyword=S10000061`);
    await expect(rows(page)).toHaveCount(1);
    await rows(page).first().getByLabel(`${MER01_STORE}的门店状态`).selectOption({ label: "暂停营业" });
    await rows(page).first().getByRole("button", { name: "修改状态" }).click();
    await expect(rows(page).first()).toContainText("暂停营业");
    await rows(page).first().getByLabel(`${MER01_STORE}的门店状态`).selectOption({ label: "营业中" });
    await rows(page).first().getByRole("button", { name: "修改状态" }).click();
    await expect(rows(page).first()).toContainText("营业中");
  });
});
