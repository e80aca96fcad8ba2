/**
 * Signing out (/logout) in the built Worker against the sandbox: the confirmation, the progress
 * page, the session killed on the server (the old cookie no longer works) and the backend token
 * revoked.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { Browser, location, signIn, withRecord } from "../browser";

async function sandbox(path: string, token: string) {
  const binding = (env as unknown as { SANDBOX: Fetcher }).SANDBOX;
  return binding.fetch(`https://sandbox.internal${path}`, {
    headers: { "Cloud-Auth": `bearer ${token}`, "Tenant-Id": "000001" },
  });
}

describe("sign-out", () => {
  it("kills the session on the server: the old cookie no longer works", async () => {
    const browser = new Browser();
    await signIn(browser, "operator", "operator123");
    const oldCookie = browser.cookieHeader();
    const token = await withRecord(browser, (record) => record.accessToken);

    const confirm = await browser.get("/logout");
    expect(await confirm.text()).toContain("确定退出系统吗？");

    const response = await browser.send("/logout", { method: "POST" });
    expect(location(response)).toBe("/logout?done");
    expect(browser.cookies.has("__Host-console_sid")).toBe(false);
    const progress = await (await browser.get("/logout?done")).text();
    expect(progress).toContain("正在退出登录...");
    expect(progress).toContain('content="1;url=/login"');

    const replay = new Browser();
    const [name, value] = oldCookie
      .split(";")
      .find((c) => c.trim().startsWith("__Host-console_sid="))!
      .trim()
      .split(/=(.*)/s);
    replay.cookies.set(name, value);
    expect(location(await replay.get("/main/index"))).toMatch(/^\/login/);

    // The backend token is revoked too.
    const backend = await sandbox("/api/cloud-user/info", token);
    expect(backend.status).toBe(401);
  });
});
