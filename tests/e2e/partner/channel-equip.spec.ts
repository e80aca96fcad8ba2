/**
 * 通道管理 and 设备管理 as operators use them: qa3 (administrator) searches the channel list,
 * saves a department's channel config, adds a device, binds it to a store and finds it by SN,
 * saves each section of 设备租户配置 and sees it again; mer01 (a merchant's operator) sees only
 * its merchant's devices, including the one just bound to its store.
 */
import { expect } from "@playwright/test";
import { done, openAs, rows, search, tag, test } from "../fixtures";

const DEPT_OPS = "1120000000000000002";

test("channel list: search by name", async ({ page }) => {
  await openAs(page, "qa3", "/channel/channelInfo");
  await expect(page.getByRole("heading", { name: "通道列表" })).toBeVisible();
  await search(page).getByLabel("通道名称").fill("拉卡");
  await page.getByRole("button", { name: "查询" }).click();
  await expect(page).toHaveURL(/channelName=/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("LAKALA");
});

test("a department's channel config is saved and shown again", async ({ page }) => {
  await openAs(page, "qa3", "/channel/deptConfig");
  await page.getByRole("combobox", { name: "机构", exact: true }).selectOption(DEPT_OPS);
  await page.getByRole("button", { name: "查看" }).click();
  await expect(page).toHaveURL(new RegExp(`deptId=${DEPT_OPS}`));
  const rate = `0.${String(1000 + (Date.now() % 8999))}`;
  await page.getByLabel("可用 LAKALA").check();
  await page.getByLabel("结算方式 LAKALA").selectOption("1");
  await page.getByLabel("成本费率 LAKALA").fill(rate);
  await page.getByRole("button", { name: "保存" }).click();
  await done(page);
  await page.reload();
  await expect(page.getByLabel("成本费率 LAKALA")).toHaveValue(rate);
  await expect(page.getByLabel("可用 LAKALA")).toBeChecked();
});

test("a new device is bound to a store, found by SN, and mer01 sees only its own devices", async ({
  page,
  browser,
}) => {
  const sn = `E2E${tag()}`;
  await openAs(page, "qa3", "/equip/equipInfo");
  await page.getByRole("link", { name: "新增" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("设备SN").fill(sn);
  await dialog.getByLabel("设备类型").selectOption({ label: "收款音箱" });
  await dialog.getByRole("button", { name: "保存" }).click();
  await done(page);

  await search(page).getByLabel("设备SN").fill(sn);
  await page.getByRole("button", { name: "查询" }).click();
  await expect(rows(page)).toHaveCount(1);
  await page.getByRole("link", { name: `绑定设备 ${sn}` }).click();
  const panel = page.getByRole("region", { name: `绑定设备 ${sn} 到门店` });
  await panel.getByLabel("门店编号").fill("S10000001");
  await panel.getByRole("button", { name: "绑定" }).click();
  await done(page);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("S10000001");
  await expect(rows(page).first()).toContainText("已绑定");

  const context = await browser.newContext({ locale: "zh-CN" });
  const merchant = await context.newPage();
  await openAs(merchant, "mer01", "/equip/equipInfo", "123456");
  await expect(merchant.getByRole("heading", { name: "设备列表" })).toBeVisible();
  const total = Number(/共 (\d+) 条/.exec((await merchant.getByText(/共 \d+ 条/).textContent()) ?? "")?.[1]);
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThan(200);
  await search(merchant).getByLabel("设备SN").fill(sn);
  await merchant.getByRole("button", { name: "查询" }).click();
  await expect(rows(merchant)).toHaveCount(1);
  // A device of another merchant's store (S10000002) is not there.
  await search(merchant).getByLabel("设备SN").fill("QB00000081");
  await merchant.getByRole("button", { name: "查询" }).click();
  await expect(rows(merchant).filter({ hasText: "QB00000081" })).toHaveCount(0);
  await context.close();
});

test("equipment tenant settings: each section saved and shown again", async ({ page }) => {
  await openAs(page, "qa3", "/equip/equipTenant");
  const header = `欢迎${tag()}`;
  const print = page.getByRole("region", { name: "小票打印" });
  await print.getByLabel("打印联数").fill("2");
  await print.getByLabel("小票抬头").fill(header);
  await print.getByRole("button", { name: "保存" }).click();
  await done(page);

  const prefix = page.getByRole("region", { name: "SN前缀" });
  await prefix.getByLabel("SN前缀").fill("x-1");
  await prefix.getByRole("button", { name: "保存" }).click();
  await expect(prefix.getByText("SN前缀为 2–8 位字母或数字")).toBeVisible();
  await prefix.getByLabel("SN前缀").fill("QA");
  await prefix.getByRole("button", { name: "保存" }).click();
  await done(page);

  const sign = page.getByRole("region", { name: "签购单打印" });
  await sign.getByLabel("签购单联数").fill("3");
  await sign.getByLabel("签购单标题").fill("E2E签购单");
  await sign.getByRole("button", { name: "保存" }).click();
  await done(page);

  const cashier = page.getByRole("region", { name: "收银员设置" });
  await cashier.getByLabel("本门店订单").check();
  // The reload below must follow this save's answer, not the 操作成功 still shown for the one before.
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/equip/equipTenant"),
  );
  await cashier.getByRole("button", { name: "保存" }).click();
  expect((await saved).ok()).toBe(true);
  await done(page);

  await page.reload();
  await expect(page.getByRole("region", { name: "小票打印" }).getByLabel("小票抬头")).toHaveValue(header);
  await expect(page.getByRole("region", { name: "小票打印" }).getByLabel("打印联数")).toHaveValue("2");
  await expect(page.getByRole("region", { name: "SN前缀" }).getByLabel("SN前缀")).toHaveValue("QA");
  await expect(page.getByRole("region", { name: "签购单打印" }).getByLabel("签购单标题")).toHaveValue("E2E签购单");
  await expect(page.getByRole("region", { name: "收银员设置" }).getByLabel("本门店订单")).toBeChecked();
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("a device is unbound and a department's config refused without its rate, the typed values kept", async ({
    page,
  }) => {
    await openAs(page, "qa3", `/channel/deptConfig?deptId=${DEPT_OPS}`);
    await page.getByLabel("可用 SUIXINGFU").check();
    await page.getByLabel("结算方式 SUIXINGFU").selectOption("2");
    await page.getByLabel("成本费率 SUIXINGFU").fill("");
    await page.getByRole("button", { name: "保存" }).click();
    await expect(page.getByText("必填").first()).toBeVisible();
    await expect(page.getByLabel("结算方式 SUIXINGFU")).toHaveValue("2");
    await expect(page.getByLabel("可用 SUIXINGFU")).toBeChecked();

    await page.goto("/equip/equipInfo?status=1&storeName=S10000061");
    const first = rows(page).first();
    const sn = ((await first.locator("td.font-mono").first().textContent()) ?? "").trim();
    await page.getByRole("button", { name: `解绑设备 ${sn}` }).click();
    await expect(page.getByText("操作成功")).toBeVisible();
    await page.goto(`/equip/equipInfo?sn=${sn}`);
    await expect(rows(page).first()).toContainText("已解绑");
  });
});
