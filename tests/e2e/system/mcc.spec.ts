/**
 * MCC管理 through the screen kit, as an operator uses it (qa4; tenant 000001's 175 seeded codes):
 * search, sort, page and page size in the URL; create keeping every typed value on an error and
 * the sensitive-word blur; edit; delete; batch delete with the selection going with the rows; the
 * columns kept per screen; Esc closes a dialog; with JavaScript off, create after an error and
 * delete.
 */
import { expect } from "@playwright/test";
import { openAs, rows, test } from "../fixtures";

const PATH = "/system/mcc";
/** Codes below 0742 are not seeded; each call takes the next one. */
let seq = Date.now() % 300;
const code = () => String(100 + seq++).padStart(4, "0");

test("search, sort, page and page size live in the URL", async ({ page }) => {
  await openAs(page, "qa4", PATH);
  await expect(page.getByRole("heading", { name: "MCC管理" })).toBeVisible();
  await expect(page.getByText("共 175 条")).toBeVisible();
  await expect(rows(page)).toHaveCount(10);

  await page.getByRole("search").getByLabel("MCC名称").fill("医");
  await page.getByRole("button", { name: "查询" }).click();
  await expect(page).toHaveURL(/name=%E5%8C%BB/);
  await expect(rows(page).first()).toContainText("医");

  await page.getByRole("link", { name: "重置" }).click();
  await page.getByRole("link", { name: "按MCC编码排序" }).click();
  await page.getByRole("link", { name: "按MCC编码排序" }).click();
  await expect(page).toHaveURL(/sort=mccCode&order=desc/);
  await expect(rows(page).first()).toContainText("9");

  await page.getByRole("link", { name: "第 3 页" }).click();
  await expect(page).toHaveURL(/current=3/);
  await expect(page.getByRole("link", { name: "第 3 页" })).toHaveAttribute("aria-current", "page");
  await page.getByLabel("每页条数").selectOption("50");
  await expect(page).toHaveURL(/size=50/);
  await expect(rows(page)).toHaveCount(50);
  await page.reload();
  await expect(rows(page)).toHaveCount(50);
  await page.goBack();
  await expect(rows(page)).toHaveCount(10);
});

test("create keeps every typed value on an error and flags the sensitive word on blur; edit; delete", async ({
  page,
}) => {
  await openAs(page, "qa4", PATH);
  await page.getByRole("link", { name: "新增" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("MCC名称").fill("赌博场所");
  await dialog.getByLabel("MCC编码").focus();
  await expect(dialog.getByText("请勿包含关键字")).toBeVisible();
  await dialog.getByLabel("MCC编码").fill("12a");
  await dialog.getByLabel("类别").fill("测试类别");
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(dialog.getByText("MCC编码为 4 位数字")).toBeVisible();
  await expect(dialog.getByLabel("MCC编码")).toHaveValue("12a");
  await expect(dialog.getByLabel("类别")).toHaveValue("测试类别");

  const fresh = code();
  await dialog.getByLabel("MCC编码").fill(fresh);
  await dialog.getByLabel("MCC名称").fill(`端到端${fresh}`);
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(page.getByRole("status").filter({ hasText: "操作成功" })).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await page.goto(`${PATH}?mccCode=${fresh}`);
  await expect(rows(page)).toHaveCount(1);
  await page.getByRole("link", { name: `修改 ${fresh} 端到端${fresh}` }).click();
  await page.getByRole("dialog").getByLabel("MCC名称").fill(`改名${fresh}`);
  await page.getByRole("dialog").getByRole("button", { name: "保存" }).click();
  await expect(rows(page).first()).toContainText(`改名${fresh}`);

  await page.getByRole("link", { name: `删除 ${fresh} 改名${fresh}` }).click();
  await expect(page.getByRole("dialog")).toContainText(`确定删除“${fresh} 改名${fresh}”吗？`);
  await page.getByRole("dialog").getByRole("button", { name: "删除" }).click();
  await expect(page.getByText("没有符合条件的数据")).toBeVisible();
});

test("batch delete: select rows, confirm the count, 操作成功; the selection goes with the rows", async ({ page }) => {
  await openAs(page, "qa4", PATH);
  const made = [code(), code(), code()];
  const tag = `批删${Date.now() % 100000}`;
  for (const value of made) {
    await page.goto(`${PATH}?dialog=create`);
    await page.getByRole("dialog").getByLabel("MCC编码").fill(value);
    await page.getByRole("dialog").getByLabel("MCC名称").fill(`${tag}-${value}`);
    await page.getByRole("dialog").getByRole("button", { name: "保存" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  }
  await page.goto(`${PATH}?name=${encodeURIComponent(tag)}`);
  await expect(rows(page)).toHaveCount(3);
  const batchButton = page.getByRole("button", { name: "批量删除" });
  // Nothing ticked yet: nothing to delete.
  await expect(page.getByText("已选择 0 项")).toBeVisible();
  await expect(batchButton).toBeDisabled();
  await page.getByLabel(`选择 ${made[0]} ${tag}-${made[0]}`).check();
  await page.getByLabel(`选择 ${made[1]} ${tag}-${made[1]}`).check();
  await expect(page.getByText("已选择 2 项")).toBeVisible();
  await batchButton.click();
  await expect(page.getByRole("dialog")).toContainText("确定对选中的 2 条数据执行“批量删除”吗？");
  await page.getByRole("dialog").getByRole("button", { name: "确定" }).click();
  await expect(page.getByRole("status").filter({ hasText: "操作成功" })).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
  // The deleted rows took their ticks with them: no stale selection to post a second time.
  await expect(page.getByText("已选择 0 项")).toBeVisible();
  await expect(batchButton).toBeDisabled();
  await expect(page.getByLabel(`选择 ${made[2]} ${tag}-${made[2]}`)).not.toBeChecked();

  await page.getByLabel("全选本页").check();
  await expect(page.getByText("已选择 1 项")).toBeVisible();
  await batchButton.click();
  await expect(page.getByRole("dialog")).toContainText("确定对选中的 1 条数据执行“批量删除”吗？");
  await page.getByRole("dialog").getByRole("button", { name: "确定" }).click();
  await expect(page.getByText("没有符合条件的数据")).toBeVisible();
  await expect(page.getByText("已选择 0 项")).toBeVisible();
  await expect(batchButton).toBeDisabled();
});

test("columns chosen for the screen stay after a reload; Esc closes a dialog", async ({ page }) => {
  await openAs(page, "qa4", PATH);
  await page.getByText("列设置").click();
  await page.getByRole("checkbox", { name: "类别" }).uncheck();
  await expect(page.getByRole("columnheader", { name: "类别" })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("columnheader", { name: "类别" })).toHaveCount(0);
  await page.getByText("列设置").click();
  await page.getByRole("checkbox", { name: "类别" }).check();
  await expect(page.getByRole("columnheader", { name: "类别" })).toBeVisible();

  await page.getByRole("link", { name: "新增" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).not.toHaveURL(/dialog=/);
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("create, see the error keep the input, save, and delete", async ({ page }) => {
    await openAs(page, "qa4", `${PATH}?dialog=create`);
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("MCC编码").fill("abcd");
    await dialog.getByLabel("MCC名称").fill("无脚本");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(page.getByRole("dialog").getByText("MCC编码为 4 位数字")).toBeVisible();
    await expect(page.getByRole("dialog").getByLabel("MCC名称")).toHaveValue("无脚本");

    const fresh = code();
    await page.getByRole("dialog").getByLabel("MCC编码").fill(fresh);
    await page.getByRole("dialog").getByRole("button", { name: "保存" }).click();
    await expect(page.getByText("操作成功")).toBeVisible();
    await page.goto(`${PATH}?mccCode=${fresh}`);
    await page.getByRole("link", { name: `删除 ${fresh} 无脚本` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "删除" }).click();
    await expect(page.getByText("没有符合条件的数据")).toBeVisible();
  });
});
