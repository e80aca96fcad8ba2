/**
 * 资源管理 (ADR 027) as qa1 uses it: a storage config created, enabled and test-uploaded (its
 * secret never shown back); a seeded image attachment previewed and downloaded through the
 * console, then deleted; and, without JavaScript, 测试上传 and 预览 as plain links and forms.
 */
import { expect } from "@playwright/test";
import { dialog, flash, rows, save, signInOncePerFile, tag, test, visit } from "../fixtures";

test.describe.configure({ timeout: 90_000 });
signInOncePerFile("qa1");

test("对象存储: a config created, enabled alone, and its test upload names the object; the secret is not shown back", async ({
  page,
}) => {
  const code = `e2e-${tag()}`;
  await visit(page, "/resource/oss");
  await page.getByRole("link", { name: "新增" }).click();
  await dialog(page).getByLabel("分类").selectOption({ label: "minio" });
  await dialog(page).getByLabel("资源编号").fill(code);
  await dialog(page).getByLabel("资源地址").fill("https://files.sandbox.internal");
  await dialog(page).getByLabel("空间名").fill("e2e-bucket");
  await dialog(page).getByLabel("accessKey").fill("e2e-access");
  await dialog(page).getByLabel("secretKey").fill("e2e-secret-value");
  await save(page);
  await expect(flash(page)).toBeVisible();

  await visit(page, `/resource/oss?ossCode=${code}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("停用");
  await rows(page).first().getByRole("link", { name: /^查看/ }).click();
  await expect(dialog(page)).toContainText("已设置");
  await expect(dialog(page)).not.toContainText("e2e-secret-value");
  await dialog(page).getByRole("link", { name: "关闭" }).first().click();

  await rows(page).first().getByRole("link", { name: /^启用/ }).click();
  await expect(dialog(page)).toContainText(`启用“${code}”后，本机构的其他存储配置将全部停用`);
  await dialog(page).getByRole("button", { name: "启用" }).click();
  await expect(flash(page)).toBeVisible();
  await expect(rows(page).first()).toContainText("启用");
  await visit(page, "/resource/oss?ossCode=minio-main");
  await expect(rows(page).first()).toContainText("停用");

  await visit(page, `/resource/oss?ossCode=${code}`);
  await rows(page)
    .first()
    .getByRole("link", { name: /^测试上传/ })
    .click();
  await dialog(page).getByRole("button", { name: "测试上传" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: /测试上传成功：e2e-bucket\/oss-test\/\d{14}-[0-9a-f]{8}\.txt/ }),
  ).toBeVisible();
  await expect(page.locator("body")).not.toContainText("e2e-secret-value");
});

test("附件管理: an image previewed and downloaded through the console, then deleted", async ({ page }) => {
  await visit(page, `/resource/attach?originalName=${encodeURIComponent("机构logo")}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(/\d+ B|KB/);
  await rows(page).first().getByRole("link", { name: /^预览/ }).click();
  const image = dialog(page).getByRole("img", { name: "附件 机构logo.png 的预览" });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);
  // Through the console's file route, by the attachment's id (its reference, ADR 030).
  expect(await image.getAttribute("src")).toMatch(/^\/files\/\d+$/);
  const downloading = page.waitForEvent("download");
  await dialog(page).getByRole("link", { name: "下载" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("机构logo.png");
  await page.goto(`/resource/attach?originalName=${encodeURIComponent("机构logo")}`);
  await rows(page).first().getByRole("link", { name: /^删除/ }).click();
  await dialog(page).getByRole("button", { name: "删除" }).click();
  await expect(flash(page)).toBeVisible();
  await expect(page.getByText("没有符合条件的数据")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("测试上传 of a config that cannot work says why; 预览 opens in a dialog from a plain link", async ({ page }) => {
    await visit(page, "/resource/oss?ossCode=qiniu-backup");
    await rows(page)
      .first()
      .getByRole("link", { name: /^测试上传/ })
      .click();
    await expect(page).toHaveURL(/op=test/);
    await dialog(page).getByRole("button", { name: "测试上传" }).click();
    await expect(dialog(page).getByRole("alert")).toContainText("测试上传失败：无法连接 up-z2.qiniup.com");

    await visit(page, `/resource/attach?originalName=${encodeURIComponent("营业执照")}`);
    await rows(page).first().getByRole("link", { name: /^预览/ }).click();
    await expect(page).toHaveURL(/op=preview/);
    await expect(dialog(page).getByRole("img", { name: "附件 营业执照.png 的预览" })).toBeVisible();
    await dialog(page).getByRole("link", { name: "关闭" }).first().click();
    await expect(page).not.toHaveURL(/op=preview/);
  });
});
