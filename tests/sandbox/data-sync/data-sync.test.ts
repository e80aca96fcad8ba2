import { describe, expect, it } from "vitest";
import { authed, body, call, signIn, signInWithCaptcha } from "../helpers";

type R<T> = { code: number; success: boolean; data: T; msg: string };
const SYNC = "/api/cloud-data-sync/data-sync/dataSyncController";

describe("marketing link and data-sync switch", () => {
  it("tenant 000001 has /sandbox/marketing configured; 000002 has none", async () => {
    const { access_token } = await signIn("admin", "admin");
    const one = await body<R<unknown>>(await authed(`${SYNC}/marketingLink?id=000001`, access_token));
    expect(one).toEqual({
      code: 200,
      success: true,
      data: { tenantId: "000001", marketingLink: "/sandbox/marketing" },
      msg: "操作成功",
    });
    // Another tenant's link is not readable: R.data(null).
    expect(await body(await authed(`${SYNC}/marketingLink?id=000002`, access_token))).toEqual({
      code: 200,
      success: true,
      data: {},
      msg: "暂无承载数据",
    });
    const missing = await authed(`${SYNC}/marketingLink`, access_token);
    expect(missing.status).toBe(400);
    expect(await body(missing)).toMatchObject({ code: 400, msg: "缺少必要的请求参数: id" });

    const two = (await signInWithCaptcha("admin", "admin")).access_token;
    expect((await body<R<unknown>>(await authed(`${SYNC}/marketingLink?id=000002`, two))).data).toEqual({
      tenantId: "000002",
      marketingLink: "",
    });
  });

  it("needs a token", async () => {
    const response = await call(`${SYNC}/marketingLink?id=000001`);
    expect(response.status).toBe(401);
    expect(await body(response)).toEqual({ code: 401, msg: "缺失令牌,鉴权失败", data: null });
  });

  it("switch-status reads and transwitch toggles (R.status)", async () => {
    const { access_token } = await signIn("admin", "admin");
    const status = async (id: string) =>
      body<R<{ id: string; status: number }>>(await authed(`${SYNC}/switch-status/${id}`, access_token));
    expect(await status("000001")).toEqual({
      code: 200,
      success: true,
      data: { id: "000001", status: 1 },
      msg: "操作成功",
    });
    expect(await body(await authed(`${SYNC}/transwitch/000001`, access_token, { method: "POST" }))).toEqual({
      code: 200,
      success: true,
      data: {},
      msg: "操作成功",
    });
    expect((await status("000001")).data).toEqual({ id: "000001", status: 0 });
    await authed(`${SYNC}/transwitch/000001`, access_token, { method: "POST" });
    expect((await status("000001")).data.status).toBe(1);
    // An id never switched is off; the first toggle turns it on.
    expect((await status("dept-9")).data).toEqual({ id: "dept-9", status: 0 });
    await authed(`${SYNC}/transwitch/dept-9`, access_token, { method: "POST" });
    expect((await status("dept-9")).data.status).toBe(1);
    expect((await authed(`${SYNC}/transwitch/000001`, access_token)).status).toBe(405);
    expect((await authed(`${SYNC}/switch-status/a/b`, access_token)).status).toBe(404);
  });
});
