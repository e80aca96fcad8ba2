/**
 * 银行信息 as an administrator uses it (qa1; tenant 000001's 117 bank branches): search by type and
 * city, sort, page; create keeping the input on an error, edit, delete; batch delete; with
 * JavaScript off, create after an error, then delete.
 */
import { expect } from "@playwright/test";
import {
  batchDeleteAll,
  dialog,
  digits,
  expectList,
  flash,
  rows,
  search,
  signInOncePerFile,
  tag,
  test,
  visit,
} from "../fixtures";

// One sign-in for the file (through the form); every test starts from its cookies.
signInOncePerFile("qa1");

test.describe("银行信息", () => {
  const PATH = "/system/bankInfo";

  test("search by type and city, sort, page", async ({ page }) => {
    await visit(page, PATH);
    await expectList(page, "银行信息", 117);
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
    await visit(page, PATH);
    const name = `端到端银行${tag()}支行`;
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
    await visit(page, PATH);
    const mark = `批删银行${tag()}`;
    for (const n of [1, 2]) {
      await page.goto(`${PATH}?dialog=create`);
      await dialog(page).getByLabel("开户行名称").fill(`${mark}-${n}`);
      await dialog(page)
        .getByLabel("联行号")
        .fill(`995${digits(9)}`);
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

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("bank info: create after an error, then delete", async ({ page }) => {
    await visit(page, "/system/bankInfo?dialog=create");
    const name = `无脚本银行${tag()}`;
    await dialog(page).getByLabel("开户行名称").fill(name);
    await dialog(page).getByLabel("联行号").fill("abc");
    await dialog(page).getByLabel("银行类型").selectOption("2");
    await dialog(page).getByLabel("所在省份").fill("广东省");
    await dialog(page).getByLabel("所在城市").fill("深圳市");
    await dialog(page).getByRole("button", { name: "保存" }).click();
    await expect(dialog(page).getByText("联行号为 12 位数字")).toBeVisible();
    await expect(dialog(page).getByLabel("开户行名称")).toHaveValue(name);

    await dialog(page)
      .getByLabel("联行号")
      .fill(`994${digits(9)}`);
    await dialog(page).getByRole("button", { name: "保存" }).click();
    await expect(page.getByText("操作成功")).toBeVisible();
    await page.goto(`/system/bankInfo?bankName=${encodeURIComponent(name)}`);
    await expect(rows(page)).toHaveCount(1);
    await page.getByRole("link", { name: `删除 ${name}` }).click();
    await dialog(page).getByRole("button", { name: "删除" }).click();
    await expect(page.getByText("操作成功")).toBeVisible();
    await expect(page.getByText("没有符合条件的数据")).toBeVisible();
  });
});
