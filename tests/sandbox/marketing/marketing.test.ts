import { describe, expect, it } from "vitest";
import { authed, body, call, sandboxEnv, signIn } from "../helpers";

type R<T> = { code: number; success: boolean; data: T; msg: string };

describe("external ticket and the marketing site stand-in", () => {
  const ticket = async (token: string) =>
    body<R<{ headerName: string; token: string }>>(await authed("/api/cloud-system/getExternalTicket", token));

  it("issues a ticket the marketing page consumes exactly once, greeting the user", async () => {
    const { access_token } = await signIn("operator", "operator123");
    const r = await ticket(access_token);
    expect(r).toMatchObject({ code: 200, success: true, msg: "操作成功" });
    expect(Object.keys(r.data)).toEqual(["headerName", "token"]);
    expect(r.data.headerName).toBe("Marketing-Ticket");
    expect(r.data.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect((await ticket(access_token)).data.token).not.toBe(r.data.token);

    const url = `/sandbox/marketing?Marketing-Ticket=${encodeURIComponent(r.data.token)}`;
    const page = await call(url);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(page.headers.get("cache-control")).toBe("no-store");
    const html = await page.text();
    expect(html).toContain("<title>营销平台（沙箱）</title>");
    expect(html).toContain("运营专员");
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<link|src="http/i);

    const again = await call(url);
    expect(again.status).toBe(401);
    const text = await again.text();
    expect(text).toContain("票据无效或已过期");
    expect(text).toContain("<title>营销平台（沙箱）</title>");
  });

  it("401 without a ticket, with an unknown one, or an expired one", async () => {
    for (const path of [
      "/sandbox/marketing",
      "/sandbox/marketing?Marketing-Ticket=",
      "/sandbox/marketing?Marketing-Ticket=nope",
    ]) {
      const response = await call(path);
      expect(response.status).toBe(401);
      expect(await response.text()).toContain("票据无效或已过期");
    }
    const { access_token } = await signIn("admin", "admin");
    const r = await ticket(access_token);
    await sandboxEnv.DB.prepare("UPDATE sandbox_external_ticket SET expires_at = ? WHERE token = ?")
      .bind(Date.now() - 1, r.data.token)
      .run();
    expect((await call(`/sandbox/marketing?Marketing-Ticket=${r.data.token}`)).status).toBe(401);
  });

  it("tickets live 2 minutes, are bound to the user, and need a token to be issued", async () => {
    const { access_token, user_id } = await signIn("qa1", "qa123456");
    const before = Date.now();
    const r = await ticket(access_token);
    const row = await sandboxEnv.DB.prepare(
      "SELECT user_id, tenant_id, created_at, expires_at FROM sandbox_external_ticket WHERE token = ?",
    )
      .bind(r.data.token)
      .first<{ user_id: string; tenant_id: string; created_at: number; expires_at: number }>();
    expect(row).toMatchObject({ user_id, tenant_id: "000001" });
    expect(row!.expires_at - row!.created_at).toBe(120_000);
    expect(row!.created_at).toBeGreaterThanOrEqual(before);
    expect(await (await call(`/sandbox/marketing?Marketing-Ticket=${r.data.token}`)).text()).toContain("测试账号1");
    expect((await call("/api/cloud-system/getExternalTicket")).status).toBe(401);
  });
});
