/**
 * 字典管理 / 业务字典 as an administrator uses them (qa2, tenant 000001): search, paging, a root and
 * a nested row expanded by their chevron, the switch to 业务字典, create (a root and a child),
 * field errors that keep the input, the sensitive-word blur, edit, delete with the children rule,
 * batch delete; with JavaScript off, a root created after an error and deleted. Rows made here
 * carry a unique tag.
 */
import { done, expectList, hydrated, openAs, rows, save, slowExpect as expect, tag, test } from "../fixtures";

test.describe.configure({ timeout: 90_000 });

const DICT = "/system/dict";

test("字典管理: search, page, expand a root and a nested row, switch to 业务字典", async ({ page }) => {
  await openAs(page, "qa2", DICT);
  await expect(page.getByRole("heading", { name: "字典管理", level: 1 })).toBeVisible();
  await hydrated(page);
  await expect(page.getByText("共 37 条")).toBeVisible(); // 35, and trade_pay_type and settle_batch_state (ADR 018)
  await expect(rows(page)).toHaveCount(10);
  await page.getByRole("link", { name: "下一页" }).click();
  await expect(page).toHaveURL(/current=2/);
  await expect(page.getByText("第 2 / 4 页")).toBeVisible();

  const search = page.getByRole("search");
  await search.getByLabel("字典编号").fill("industry");
  await search.getByRole("button", { name: "查询" }).click();
  await expect(page).toHaveURL(/code=industry/);
  await expect(page).not.toHaveURL(/current=/);
  await expect(rows(page)).toHaveCount(1);

  await page.getByRole("link", { name: "展开 行业类别（industry）" }).click();
  await expect(page).toHaveURL(/open=\d+/);
  await expect(rows(page)).toHaveCount(5);
  await expect(page.getByRole("link", { name: "收起 行业类别（industry）" })).toHaveAttribute("aria-expanded", "true");
  await expect(rows(page).nth(1)).toContainText("餐饮");
  await page.getByRole("link", { name: "展开 餐饮（1）" }).click();
  await expect(rows(page)).toHaveCount(8);
  await expect(rows(page).nth(2)).toContainText("正餐");
  await page.reload();
  await expect(rows(page)).toHaveCount(8);
  await page.getByRole("link", { name: "收起 行业类别（industry）" }).click();
  await expect(rows(page)).toHaveCount(1);

  await page.getByRole("navigation", { name: "字典类别" }).getByRole("link", { name: "业务字典" }).click();
  await expect(page).toHaveURL(/\/system\/dictBiz$/);
  await expectList(page, "业务字典", 28);
});

test("字典管理: create a root and a child, the field error and the sensitive word, edit, the children rule, delete", async ({
  page,
}) => {
  await openAs(page, "qa2", DICT);
  await hydrated(page);
  const t = tag();
  const code = `e2e_${t}`;
  await page.getByRole("link", { name: "新增", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("字典名称").fill("赌博字典");
  await dialog.getByLabel("字典编号").focus();
  await expect(dialog.getByText("请勿包含关键字")).toBeVisible();
  await dialog.getByLabel("字典编号").fill("bad code");
  await dialog.getByLabel("字典名称").fill(`端到端${t}`);
  await dialog.getByLabel("排序").fill("7");
  await save(page);
  await expect(dialog.getByText("字典编号只能包含字母、数字、下划线、点和短横线")).toBeVisible();
  await expect(dialog.getByLabel("字典编号")).toHaveValue("bad code");
  await expect(dialog.getByLabel("排序")).toHaveValue("7");
  await dialog.getByLabel("字典编号").fill(code);
  await save(page);
  await done(page);
  await expect(dialog).toHaveCount(0);

  await page.goto(`${DICT}?code=${code}`);
  await expect(rows(page)).toHaveCount(1);
  const root = `端到端${t}（${code}）`;
  await page.getByRole("link", { name: `新增子项 ${root}` }).click();
  await expect(dialog.getByLabel("上级字典")).toHaveValue(`端到端${t}`);
  await expect(dialog.getByLabel("字典编号")).toHaveValue(code);
  await dialog.getByLabel("字典值").fill("子项甲");
  await save(page);
  await expect(dialog.getByText("此项为必填项")).toBeVisible();
  await expect(dialog.getByLabel("字典值")).toHaveValue("子项甲");
  await dialog.getByLabel("字典键值").fill("A");
  await save(page);
  await done(page);

  await page.getByRole("link", { name: `展开 ${root}` }).click();
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).nth(1)).toContainText("子项甲");

  // The children rule comes back from the backend as the dialog's error.
  await page.getByRole("link", { name: `删除 ${root}` }).click();
  await dialog.getByRole("button", { name: "删除" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("请先删除子节点!");
  await dialog.getByRole("link", { name: "取消" }).click();

  await page.getByRole("link", { name: "修改 子项甲（A）" }).click();
  await expect(dialog.getByLabel("字典键值")).toHaveValue("A");
  await dialog.getByLabel("字典值").fill("子项乙");
  await dialog.getByLabel("封存").check();
  await save(page);
  await done(page);
  await expect(rows(page).nth(1)).toContainText("子项乙");
  await expect(rows(page).nth(1)).toContainText("是");

  await page.getByRole("link", { name: "删除 子项乙（A）" }).click();
  await dialog.getByRole("button", { name: "删除" }).click();
  await done(page);
  await page.getByRole("link", { name: `删除 ${root}` }).click();
  await dialog.getByRole("button", { name: "删除" }).click();
  await done(page);
  await expect(page.getByText("没有符合条件的数据")).toBeVisible();
});

test("字典管理: batch delete of roots asks with the count, then 操作成功", async ({ page }) => {
  await openAs(page, "qa2", DICT);
  const t = tag();
  for (const n of [1, 2]) {
    await page.goto(`${DICT}?dialog=create`);
    await page.getByRole("dialog").getByLabel("字典编号").fill(`batch${n}_${t}`);
    await page.getByRole("dialog").getByLabel("字典名称").fill(`批量${n}`);
    await save(page);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  }
  await page.goto(`${DICT}?code=${t}`);
  await expect(rows(page)).toHaveCount(2);
  await hydrated(page);
  await page.getByLabel("全选本页").check();
  await expect(page.getByText("已选择 2 项")).toBeVisible();
  await page.getByRole("button", { name: "批量删除" }).click();
  await expect(page.getByRole("dialog")).toContainText("确定对选中的 2 条数据执行“批量删除”吗？");
  await page.getByRole("dialog").getByRole("button", { name: "确定" }).click();
  await done(page);
  await expect(page.getByText("没有符合条件的数据")).toBeVisible();
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("create a dictionary root (after an error that keeps the input) and delete it", async ({ page }) => {
    await openAs(page, "qa2", `${DICT}?dialog=create`);
    const t = tag();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("字典编号").fill("no js!");
    await dialog.getByLabel("字典名称").fill(`无脚本${t}`);
    await save(page);
    await expect(page.getByRole("dialog").getByText("字典编号只能包含字母、数字、下划线、点和短横线")).toBeVisible();
    await expect(page.getByRole("dialog").getByLabel("字典名称")).toHaveValue(`无脚本${t}`);
    await page.getByRole("dialog").getByLabel("字典编号").fill(`nojs_${t}`);
    await save(page);
    await expect(page.getByText("操作成功")).toBeVisible();

    await page.goto(`${DICT}?code=nojs_${t}`);
    await expect(rows(page)).toHaveCount(1);
    await page.getByRole("link", { name: `删除 无脚本${t}（nojs_${t}）` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "删除" }).click();
    await expect(page.getByText("操作成功")).toBeVisible();
    await expect(page.getByText("没有符合条件的数据")).toBeVisible();
  });
});
