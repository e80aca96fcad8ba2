import { expect } from "@playwright/test";
import { addFault, clearFaults } from "../faults";
import { expectHome, signIn, test } from "../fixtures";

/**
 * What an operator sees when the backend fails (ADR 009), driven by the sandbox's fault switch:
 * the spec's words with everything typed kept, a retry that works once the backend is back,
 * and a session that ends with its reason on a 410.
 */
test.describe("a failing backend", () => {
  test("sign-in behind a broken gateway says 网关错误, keeps the account, and works once it is back", async ({
    page,
    request,
    baseURL,
  }) => {
    await addFault(request, baseURL!, { account: "user11", kind: "html-error", path: "/api/cloud-auth/oauth/token" });
    await signIn(page, "user11", "123456");
    await expect(page.getByRole("alert")).toContainText("网关错误");
    await expect(page.getByLabel("账号")).toHaveValue("user11");
    await clearFaults(request, baseURL!, "user11");
    await page.getByLabel("密码").fill("123456");
    await page.getByRole("button", { name: "登录", exact: true }).click();
    await expectHome(page);
  });

  test("a page whose data cannot be had offers 重试, which works once the backend is back", async ({
    page,
    request,
    baseURL,
  }) => {
    await signIn(page, "user12", "123456");
    await expectHome(page);
    await addFault(request, baseURL!, { account: "user12", kind: "drop", path: "/api/cloud-system/menu/routes" });
    await page.goto("/system/user");
    await expect(page.getByText("服务不可用")).toBeVisible();
    await expect(page.getByRole("heading", { name: "抱歉，服务器出错了" })).toHaveCount(0);
    await clearFaults(request, baseURL!, "user12");
    await page.getByRole("link", { name: "重试" }).click();
    await expect(page.getByRole("heading", { name: "用户管理" })).toBeVisible();
  });

  test("a save while the service leaks SQL keeps the dialog and its input, and shows a reference only", async ({
    page,
    request,
    baseURL,
  }) => {
    await signIn(page, "user15", "123456");
    await expectHome(page);
    await page.goto("/system/mcc?dialog=create");
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("MCC编码").fill("0199");
    await dialog.getByLabel("MCC名称").fill("故障演练名称");
    await addFault(request, baseURL!, { account: "user15", kind: "internal", path: "/api/cloud-system/mcc/submit" });
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(dialog.getByRole("alert")).toContainText(/操作失败（参考号 [0-9A-F]{8}）/);
    await expect(page.getByText(/ORA-|\.java:/)).toHaveCount(0);
    await expect(dialog.getByLabel("MCC名称")).toHaveValue("故障演练名称");
    await clearFaults(request, baseURL!, "user15");
  });

  test("a 410 mid-session sends the operator to sign in with 您的账号在其他地方登录！", async ({
    page,
    request,
    baseURL,
  }) => {
    await signIn(page, "user18", "123456");
    await expectHome(page);
    await addFault(request, baseURL!, { account: "user18", kind: "410" });
    await page.goto("/system/user");
    await expect(page).toHaveURL(/\/login\?reason=410$/);
    await expect(page.getByText("您的账号在其他地方登录！")).toBeVisible();
    await clearFaults(request, baseURL!, "user18");
  });
});
