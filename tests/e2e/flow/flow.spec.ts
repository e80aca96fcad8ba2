/**
 * 工作流 (ADR 025) in Chromium: the platform's qa4 defines a two-step 充值订单审核 model, deploys
 * it, 星河支付's topup01 submits a recharge order (the top-up's pages), the order reaches qa4's
 * 我的待办, both steps are approved with the order's summary in the dialog, and 充值订单 shows it
 * 已到账. With JavaScript off: a half-filled step row is refused with the form kept, and 流程管理
 * 挂起s the definition through its plain dialog.
 */
import { type Browser, expect, type Page } from "@playwright/test";
import { accessFindings } from "../axe";
import { dialog, rows, signIn, slowExpect, tag, test } from "../fixtures";
import { png, signInTenant } from "../topup/helpers";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const KEY = `e2e_${tag()}`;
const NAME = `端到端审核${KEY.slice(4)}`;

async function platform(browser: Browser, baseURL: string | undefined, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: "zh-CN", javaScriptEnabled });
  const page = await context.newPage();
  await signIn(page, "qa4", "qa123456");
  await slowExpect(page).toHaveURL(/\/main\/index$/);
  return page;
}

const status = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

test("define a two-step model, deploy it; a tenant's recharge order reaches 我的待办; both steps approve it and the order is confirmed", async ({
  browser,
  baseURL,
}) => {
  const page = await platform(browser, baseURL);

  // 流程模型 → 新增: two ordered steps, each with its role.
  await page.goto("/flow/model");
  await page.getByRole("link", { name: "新增" }).click();
  const form = dialog(page);
  await form.getByLabel("模型标识").fill(KEY);
  await form.getByLabel("模型名称").fill(NAME);
  await form.getByLabel("流程分类").selectOption({ label: "充值订单审核" });
  await form.getByLabel("第1步名称").fill("财务初审");
  await form.getByLabel("第1步审批角色").selectOption({ label: "超级管理员" });
  await form.getByLabel("第2步名称").fill("财务复审");
  await form.getByLabel("第2步审批角色").selectOption({ label: "超级管理员" });
  await form.getByRole("button", { name: "保存" }).click();
  await expect(status(page, "操作成功")).toBeVisible();
  await page.goto(`/flow/model?modelKey=${KEY}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("财务初审 → 财务复审");

  // 流程部署 → 部署: V1, active.
  await page.goto(`/flow/deploy?name=${encodeURIComponent(NAME)}`);
  await rows(page).first().getByRole("link", { name: /^部署/ }).click();
  await expect(dialog(page)).toContainText("部署后生成版本 V1");
  await dialog(page).getByRole("button", { name: "部署" }).click();
  await expect(status(page, "部署成功")).toBeVisible();
  await page.goto(`/flow/manager?name=${KEY}`);
  await expect(rows(page).first()).toContainText("V1");
  await expect(rows(page).first()).toContainText("激活");

  // 星河支付 submits a recharge order (the top-up's pages): 基础套餐 × 1, 500.00 yuan.
  const tenant = await browser.newContext({ baseURL, locale: "zh-CN" });
  const shop = await tenant.newPage();
  await signInTenant(shop, "topup01");
  await shop.goto("/topup?step=transfer&comboId=1760000000000000001&buyNum=1");
  await expect(shop.getByRole("heading", { name: "对公转账" })).toBeVisible();
  await shop.getByLabel("添加截图").setInputFiles([png("回单.png")]);
  await shop.getByRole("button", { name: "提交" }).click();
  await slowExpect(shop.getByRole("status").filter({ hasText: "操作成功!" })).toBeVisible();
  await tenant.close();

  // 我的待办: the order at 财务初审; 审批 shows its summary; 同意.
  await page.goto("/flow/todo");
  const task = rows(page).filter({ hasText: NAME });
  await expect(task).toHaveCount(1);
  await expect(task).toContainText("财务初审（1/2）");
  const orderNo = (await task.locator("td").first().innerText()).trim();
  expect(orderNo).toMatch(/^CZ\d+$/);
  await task.getByRole("link", { name: /^审批/ }).click();
  await expect(dialog(page)).toContainText(orderNo);
  await expect(dialog(page)).toContainText("500.00");
  await expect(dialog(page)).toContainText("星河支付");
  await dialog(page).getByLabel("同意", { exact: true }).check();
  await dialog(page).getByLabel("审批意见").fill("到账无误");
  await dialog(page).getByRole("button", { name: "确定" }).click();
  await expect(status(page, "已同意")).toBeVisible();

  // The second step: its dialog shows the first one's result; 驳回 needs a comment; 同意.
  await expect(rows(page).filter({ hasText: NAME })).toContainText("财务复审（2/2）");
  await rows(page).filter({ hasText: NAME }).getByRole("link", { name: /^审批/ }).click();
  await expect(dialog(page)).toContainText("到账无误");
  await dialog(page).getByLabel("驳回", { exact: true }).check();
  await dialog(page).getByRole("button", { name: "确定" }).click();
  await expect(dialog(page)).toContainText("请填写驳回意见");
  await dialog(page).getByLabel("同意", { exact: true }).check();
  await dialog(page).getByRole("button", { name: "确定" }).click();
  await expect(status(page, "已同意")).toBeVisible();
  await expect(rows(page).filter({ hasText: NAME })).toHaveCount(0);

  // Confirmed: 已到账 in 充值订单; the history in 已办.
  await page.goto(`/marketing/recharge?tenantId=000005&orderState=1`);
  await expect(rows(page).filter({ hasText: orderNo })).toContainText("已到账");
  await page.goto("/flow/done");
  await rows(page)
    .filter({ hasText: NAME })
    .first()
    .getByRole("link", { name: /^流程记录/ })
    .click();
  await expect(dialog(page)).toContainText("结束");
  await page.context().close();
});

test("every work-flow screen and its dialogs pass axe, in both languages; 审批 is reachable by keyboard", async ({
  browser,
  baseURL,
}) => {
  const page = await platform(browser, baseURL);
  const seeded = "1920000000000000011";
  const paths = [
    "/flow/model",
    "/flow/model?dialog=create",
    "/flow/deploy",
    "/flow/deploy?op=deployments&id=1920000000000000001",
    "/flow/manager",
    `/flow/manager?op=instances&id=${seeded}`,
    `/flow/manager?op=history&id=${seeded}&instance=1920000000000000202`,
    `/flow/manager?op=state&id=${seeded}`,
    "/flow/todo",
    "/flow/done",
  ];
  const found: Record<string, string[]> = {};
  for (const language of ["zh", "en"]) {
    for (const path of paths) {
      const url = language === "zh" ? path : `${path}${path.includes("?") ? "&" : "?"}lng=en`;
      await page.goto(url);
      await expect(page.getByRole("main")).toBeVisible();
      const issues = await accessFindings(page);
      if (issues.length) found[url] = issues;
    }
  }
  expect(found).toEqual({});
  // Back in Chinese: 审批 by keyboard from the list.
  await page.goto("/flow/todo?lng=zh");
  const link = rows(page).filter({ hasText: "CZ2026112000000002" }).getByRole("link", { name: /^审批/ });
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(dialog(page)).toContainText("复审（2/2）");
  expect(await accessFindings(page)).toEqual([]);
  await page.context().close();
});

test.describe("JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("a half-filled step row is refused with the form kept; 流程管理 挂起s the definition", async ({
    browser,
    baseURL,
  }) => {
    const page = await platform(browser, baseURL, false);
    await page.goto("/flow/model?dialog=create");
    const form = dialog(page);
    await form.getByLabel("模型标识").fill(`${KEY}_nojs`);
    await form.getByLabel("模型名称").fill("无脚本模型");
    await form.getByLabel("流程分类").selectOption({ label: "充值订单审核" });
    await form.getByLabel("第1步名称").fill("初审");
    await form.getByRole("button", { name: "保存" }).click();
    await expect(dialog(page)).toContainText("请选择该步骤的审批角色");
    await expect(dialog(page).getByLabel("第1步名称")).toHaveValue("初审");

    await page.goto(`/flow/manager?name=${KEY}`);
    await rows(page).first().getByRole("link", { name: /^挂起/ }).click();
    await expect(dialog(page)).toContainText("挂起后不再发起新的流程实例");
    await dialog(page).getByRole("button", { name: "挂起" }).click();
    await expect(status(page, "已挂起")).toBeVisible();
    await expect(rows(page).first()).toContainText("挂起");
    await page.context().close();
  });
});
