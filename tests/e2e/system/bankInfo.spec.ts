import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./fixtures";

/**
 * 银行信息, 黑名单, 敏感词 / 白名单 and 日志管理 as an administrator uses them (qa1; tenant
 * 000001's seed: 117 bank branches, 30 blacklist entries, 35 sensitive and 10 whitelisted
 * words, 64 api / 32 error / 32 usual logs).
 */
// One sign-in for the file (through the form); every test starts from its cookies.
const STATE = path.join(os.tmpdir(), `system-reference-qa1-${process.pid}.json`);

test.beforeAll(async ({ browser }, testInfo) => {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: "zh-CN", storageState: undefined });
  const page = await context.newPage();
  await signIn(page, "qa1", "qa123456");
  await expect(page).toHaveURL(/\/main\/index$/);
  await context.storageState({ path: STATE });
  await context.close();
});

test.afterAll(() => fs.rmSync(STATE, { force: true }));

test.use({ storageState: STATE });

async function open(page: Page, to: string) {
  await page.goto(to);
  await expect(page).toHaveURL(new RegExp(`${to.split("?")[0]}`));
}

const rows = (page: Page) => page.locator("tbody tr");
const dialog = (page: Page) => page.getByRole("dialog");
const search = (page: Page) => page.getByRole("search");
const flash = (page: Page) => page.getByRole("status").filter({ hasText: "操作成功" });
const unique = () => `${Date.now() % 10_000_000}`;
const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join("");

async function batchDeleteAll(page: Page, count: number) {
  await expect(rows(page)).toHaveCount(count);
  await page.getByLabel("全选本页").check();
  await expect(page.getByText(`已选择 ${count} 项`)).toBeVisible();
  await page.getByRole("button", { name: "批量删除" }).click();
  await expect(dialog(page)).toContainText(`确定对选中的 ${count} 条数据执行“批量删除”吗？`);
  await dialog(page).getByRole("button", { name: "确定" }).click();
  await expect(flash(page)).toBeVisible();
  await expect(page.getByText("没有符合条件的数据")).toBeVisible();
}

test.describe("银行信息", () => {
  const PATH = "/system/bankInfo";

  test("search by type and city, sort, page", async ({ page }) => {
    await open(page, PATH);
    await expect(page.getByRole("heading", { name: "银行信息", level: 1 })).toBeVisible();
    await expect(page.getByText("共 117 条")).toBeVisible();
    await expect(rows(page)).toHaveCount(10);

    await search(page).getByLabel("银行类型").selectOption({ label: "外资银行" });
    await search(page).getByRole("button", { name: "查询" }).click();
    await expect(page).toHaveURL(/bankTypeId=5/);
    await expect(page.getByText("共 4 条")).toBeVisible();
    await search(page).getByLabel("所在城市").fill("北京");
    await search(page).getByRole("button", { name: "查询" }).click();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText("花旗银行（中国）北京");

    await page.getByRole("link", { name: "重置" }).click();
    await expect(page.getByText("共 117 条")).toBeVisible();
    await page.getByRole("link", { name: "按联行号排序" }).click();
    await page.getByRole("link", { name: "按联行号排序" }).click();
    await expect(page).toHaveURL(/sort=bankCode&order=desc/);
    await expect(rows(page).first()).toContainText("渣打银行（中国）深圳");
    await page.getByRole("link", { name: "第 2 页" }).click();
    await expect(page).toHaveURL(/current=2/);
    await expect(page.getByText("第 2 / 12 页")).toBeVisible();
  });

  test("create keeps the input on an error; edit; delete", async ({ page }) => {
    await open(page, PATH);
    const name = `端到端银行${unique()}支行`;
    await page.getByRole("link", { name: "新增", exact: true }).click();
    await dialog(page).getByLabel("开户行名称").fill(name);
    await dialog(page).getByLabel("联行号").fill("12345");
    await dialog(page).getByLabel("银行类型").selectOption({ label: "城市商业银行" });
    await dialog(page).getByLabel("所在省份").fill("浙江省");
    await dialog(page).getByRole("button", { name: "保存" }).click();
    await expect(dialog(page).getByText("联行号为 12 位数字")).toBeVisible();
    await expect(dialog(page).getByText("此项为必填项")).toBeVisible();
    await expect(dialog(page).getByLabel("开户行名称")).toHaveValue(name);
    await expect(dialog(page).getByLabel("联行号")).toHaveValue("12345");
    await expect(dialog(page).getByLabel("银行类型")).toHaveValue("3");

    const code = `996${digits(9)}`;
    await dialog(page).getByLabel("联行号").fill(code);
    await dialog(page).getByLabel("所在城市").fill("杭州市");
    await dialog(page).getByRole("button", { name: "保存" }).click();
    await expect(flash(page)).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);

    await search(page).getByLabel("开户行名称").fill(name);
    await search(page).getByRole("button", { name: "查询" }).click();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(code);
    await page.getByRole("link", { name: `修改 ${name}` }).click();
    await expect(dialog(page).getByLabel("联行号")).toHaveValue(code);
    await dialog(page).getByLabel("地址").fill("杭州市西湖区测试路 1 号");
    await dialog(page).getByRole("button", { name: "保存" }).click();
    await expect(rows(page).first()).toContainText("杭州市西湖区测试路 1 号");

    await page.getByRole("link", { name: `删除 ${name}` }).click();
    await expect(dialog(page)).toContainText(`确定删除“${name}”吗？`);
    await dialog(page).getByRole("button", { name: "删除" }).click();
    await expect(page.getByText("没有符合条件的数据")).toBeVisible();
  });

  test("batch delete: select rows, confirm the count, 操作成功", async ({ page }) => {
    await open(page, PATH);
    const mark = `批删银行${unique()}`;
    for (const n of [1, 2]) {
      await page.goto(`${PATH}?dialog=create`);
      await dialog(page).getByLabel("开户行名称").fill(`${mark}-${n}`);
      await dialog(page).getByLabel("联行号").fill(`995${digits(9)}`);
      await dialog(page).getByLabel("银行类型").selectOption("1");
      await dialog(page).getByLabel("所在省份").fill("上海市");
      await dialog(page).getByLabel("所在城市").fill("上海市");
      await dialog(page).getByRole("button", { name: "保存" }).click();
      await expect(dialog(page)).toHaveCount(0);
    }
    await page.goto(`${PATH}?bankName=${encodeURIComponent(mark)}`);
    await batchDeleteAll(page, 2);
  });
});

test.describe("黑名单", () => {
  const PATH = "/system/blacklist";

  test("search, sort and page; the reason is checked for sensitive words on blur", async ({ page }) => {
    await open(page, PATH);
    await expect(page.getByRole("heading", { name: "黑名单", level: 1 })).toBeVisible();
    await expect(page.getByText("共 30 条")).toBeVisible();
    await search(page).getByLabel("类型").selectOption({ label: "商户号" });
    await search(page).getByLabel("原因").fill("商户");
    await search(page).getByRole("button", { name: "查询" }).click();
    await expect(page).toHaveURL(/type=4/);
    await expect(page.getByText("共 4 条")).toBeVisible();
    for (const row of await rows(page).all()) await expect(row).toContainText("商户号");
    await page.getByRole("link", { name: "重置" }).click();
    await page.getByRole("link", { name: "按创建时间排序" }).click();
    await expect(page).toHaveURL(/sort=createTime&order=asc/);
    await expect(rows(page).first()).toContainText("2026-01-01 23:47");
    await page.getByRole("link", { name: "下一页" }).click();
    await expect(page.getByText("第 2 / 3 页")).toBeVisible();
    // No edit in the catalogue.
    await expect(page.getByRole("link", { name: /^修改 / })).toHaveCount(0);

    await page.getByRole("link", { name: "新增", exact: true }).click();
    const reason = dialog(page).getByLabel("原因");
    await reason.fill("参与赌博");
    // Blur (retried: the check needs the hydrated page).
    await expect(async () => {
      await reason.focus();
      await dialog(page).getByLabel("名单内容").focus();
      await expect(dialog(page).getByText("请勿包含关键字")).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(reason).toHaveAttribute("aria-invalid", "true");
    await reason.fill("反赌博专项");
    await dialog(page).getByLabel("名单内容").focus();
    await expect(dialog(page).getByText("请勿包含关键字")).toHaveCount(0);
  });

  test("create with a field error that keeps the input; view; delete", async ({ page }) => {
    await open(page, `${PATH}?dialog=create`);
    const mark = `端到端${unique()}`;
    await dialog(page).getByLabel("类型").selectOption({ label: "手机号" });
    await dialog(page).getByLabel("名单内容").fill("1380013");
    await dialog(page).getByLabel("原因").fill(mark);
    await dialog(page).getByRole("button", { name: "保存" }).click();
    await expect(dialog(page).getByText("手机号格式不正确，请输入11位手机号")).toBeVisible();
    await expect(dialog(page).getByLabel("名单内容")).toHaveValue("1380013");
    await expect(dialog(page).getByLabel("原因")).toHaveValue(mark);
    await expect(dialog(page).getByLabel("类型")).toHaveValue("1");

    const phone = `137${digits(8)}`;
    await dialog(page).getByLabel("名单内容").fill(phone);
    await dialog(page).getByRole("button", { name: "保存" }).click();
    await expect(flash(page)).toBeVisible();
    await page.goto(`${PATH}?value=${phone}`);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(mark);
    await page.getByRole("link", { name: `查看 ${phone}` }).click();
    await expect(dialog(page)).toContainText(mark);
    await dialog(page).getByRole("link", { name: "关闭" }).first().click();
    await page.getByRole("link", { name: `删除 ${phone}` }).click();
    await dialog(page).getByRole("button", { name: "删除" }).click();
    await expect(page.getByText("没有符合条件的数据")).toBeVisible();
  });

  test("batch delete: select rows, confirm the count, 操作成功", async ({ page }) => {
    const mark = `批删${unique()}`;
    for (const n of [1, 2]) {
      await page.goto(`${PATH}?dialog=create`);
      await dialog(page).getByLabel("类型").selectOption({ label: "商户号" });
      await dialog(page).getByLabel("名单内容").fill(`E2E${unique()}${n}`);
      await dialog(page).getByLabel("原因").fill(mark);
      await dialog(page).getByRole("button", { name: "保存" }).click();
      await expect(dialog(page)).toHaveCount(0);
    }
    await page.goto(`${PATH}?reason=${encodeURIComponent(mark)}`);
    await batchDeleteAll(page, 2);
  });
});

test.describe("敏感词", () => {
  test("tabs, search, add with an error that keeps the input, edit, delete", async ({ page }) => {
    await open(page, "/system/sensitive");
    await expect(page.getByRole("heading", { name: "敏感词", level: 1 })).toBeVisible();
    await expect(page.getByText("共 35 条")).toBeVisible();
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
    const word = `测试词${unique()}`;
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
    await open(page, "/system/sensitive");
    await page.getByRole("navigation", { name: "敏感词管理" }).getByRole("link", { name: "白名单" }).click();
    await expect(page).toHaveURL(/\/system\/sensitiveWhite$/);
    await expect(page.getByRole("heading", { name: "白名单", level: 1 })).toBeVisible();
    await expect(page.getByText("共 10 条")).toBeVisible();
    const mark = `白名单${unique()}`;
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

test.describe("日志管理", () => {
  test("api log: search by title and a day range, page, view every field", async ({ page }) => {
    await open(page, "/log/api");
    await expect(page.getByRole("heading", { name: "接口日志", level: 1 })).toBeVisible();
    await expect(page.getByText("共 64 条")).toBeVisible();
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

    await rows(page).first().getByRole("link", { name: /^查看 / }).click();
    for (const label of ["日志标题", "服务ID", "服务器IP", "用户代理", "请求参数", "执行时长(ms)", "操作时间"]) {
      await expect(dialog(page).getByText(label, { exact: true })).toBeVisible();
    }
    await dialog(page).getByRole("link", { name: "关闭" }).first().click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).not.toHaveURL(/dialog=/);
  });

  test("error log's stack trace scrolls in its own block; usual log filters by level", async ({ page }) => {
    await open(page, "/log/error");
    await expect(page.getByText("共 32 条")).toBeVisible();
    await search(page).getByLabel("服务ID").fill("cloud-merchant");
    await search(page).getByRole("button", { name: "查询" }).click();
    await expect(rows(page).first()).toContainText("cloud-merchant");
    await rows(page).first().getByRole("link", { name: /^查看 / }).click();
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

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("bank info: create after an error, then delete", async ({ page }) => {
    await open(page, "/system/bankInfo?dialog=create");
    const name = `无脚本银行${unique()}`;
    await dialog(page).getByLabel("开户行名称").fill(name);
    await dialog(page).getByLabel("联行号").fill("abc");
    await dialog(page).getByLabel("银行类型").selectOption("2");
    await dialog(page).getByLabel("所在省份").fill("广东省");
    await dialog(page).getByLabel("所在城市").fill("深圳市");
    await dialog(page).getByRole("button", { name: "保存" }).click();
    await expect(dialog(page).getByText("联行号为 12 位数字")).toBeVisible();
    await expect(dialog(page).getByLabel("开户行名称")).toHaveValue(name);

    await dialog(page).getByLabel("联行号").fill(`994${digits(9)}`);
    await dialog(page).getByRole("button", { name: "保存" }).click();
    await expect(page.getByText("操作成功")).toBeVisible();
    await page.goto(`/system/bankInfo?bankName=${encodeURIComponent(name)}`);
    await expect(rows(page)).toHaveCount(1);
    await page.getByRole("link", { name: `删除 ${name}` }).click();
    await dialog(page).getByRole("button", { name: "删除" }).click();
    await expect(page.getByText("操作成功")).toBeVisible();
    await expect(page.getByText("没有符合条件的数据")).toBeVisible();
  });

  test("sensitive words: add and delete through plain forms", async ({ page }) => {
    await open(page, "/system/sensitive?dialog=create");
    const word = `无脚本词${unique()}`;
    await dialog(page).getByLabel("敏感词").fill(word);
    await dialog(page).getByRole("button", { name: "保存" }).click();
    await expect(page.getByText("操作成功")).toBeVisible();
    await page.goto(`/system/sensitive?word=${encodeURIComponent(word)}`);
    await page.getByRole("link", { name: `删除 ${word}` }).click();
    await dialog(page).getByRole("button", { name: "删除" }).click();
    await expect(page.getByText("没有符合条件的数据")).toBeVisible();
  });
});
