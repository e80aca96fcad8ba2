/**
 * 政策配置 (ADR 020) as qa2 uses it: a policy refused for breaking the network's ordering (the rate
 * named, the form kept), then saved with a template that keeps it and removed while still 待生效;
 * a rate template copied after its confirmation and the copy removed.
 */
import { expect } from "@playwright/test";
import { dialog, flash, rows, save, signInOncePerFile, tag, test, visit } from "../fixtures";

/** The first day of next month in Beijing: when the sandbox's level policies start. */
function nextMonthStart(): string {
  const now = new Date(Date.now() + 8 * 3_600_000);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
}

test.describe.configure({ timeout: 90_000 });
signInOncePerFile("qa2");

test("政策列表: a policy that breaks the ordering is refused naming the rate; one that keeps it is saved, then removed", async ({
  page,
}) => {
  const name = `端到端政策${tag()}`;
  await visit(page, "/policy/policyInfo");
  await page.getByRole("link", { name: "新增" }).click();
  await dialog(page).getByLabel("政策名称").fill(name);
  await dialog(page).getByLabel("费率模板").selectOption({ label: "三级代理成本模板" });
  await dialog(page).getByLabel("生效日期").fill(nextMonthStart());
  await dialog(page).getByLabel("指定代理商").check();
  await dialog(page).getByLabel("代理商编号").fill("A000001");
  await save(page);
  // A first-level agent at the third level's costs would cost more than its children.
  await expect(dialog(page).getByRole("alert")).toContainText(
    /代理商 A\d{6} .+ 的.+成本费率 0\.28% 低于上级代理商 A000001 .+ 的 0\.31%/,
  );
  await expect(dialog(page).getByLabel("政策名称")).toHaveValue(name);
  await expect(dialog(page).getByLabel("代理商编号")).toHaveValue("A000001");

  await dialog(page).getByLabel("费率模板").selectOption({ label: "一级代理成本模板" });
  await save(page);
  await expect(flash(page)).toBeVisible();
  await visit(page, `/policy/policyInfo?policyName=${encodeURIComponent(name)}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("待生效");
  await expect(rows(page).first()).toContainText("A000001");
  await rows(page).first().getByRole("link", { name: /^删除/ }).click();
  await dialog(page).getByRole("button", { name: "删除" }).click();
  await expect(flash(page)).toBeVisible();
  await expect(page.getByText("没有符合条件的数据")).toBeVisible();
});

test("费率模板: a copy after its confirmation has the same rates; it is removed while unused", async ({ page }) => {
  await visit(page, "/policy/rateTemplate?templateName=一级代理成本模板");
  const source = rows(page)
    .filter({ hasText: /^一级代理成本模板/ })
    .first();
  await source.getByRole("link", { name: /^复制/ }).click();
  await expect(dialog(page)).toContainText("将以模板“一级代理成本模板”的费率新建一个模板");
  await dialog(page).getByRole("button", { name: "复制" }).click();
  const copied = page.getByRole("status").filter({ hasText: /已复制为“一级代理成本模板（副本\d*）”/ });
  await expect(copied).toBeVisible();
  const copyName = /“(.+)”/.exec(await copied.innerText())![1]!;
  await visit(page, `/policy/rateTemplate?templateName=${encodeURIComponent(copyName)}`);
  const copy = rows(page).filter({ hasText: copyName }).first();
  await copy.getByRole("link", { name: /^查看/ }).click();
  await expect(dialog(page)).toContainText("拉卡拉·银行卡");
  await expect(dialog(page)).toContainText("0.50%");
  await page.goto(`/policy/rateTemplate?templateName=${encodeURIComponent(copyName)}`);
  await rows(page).filter({ hasText: copyName }).first().getByRole("link", { name: /^删除/ }).click();
  await dialog(page).getByRole("button", { name: "删除" }).click();
  await expect(flash(page)).toBeVisible();
});
