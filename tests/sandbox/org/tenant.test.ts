import { describe, expect, it } from "vitest";
import { authed, body, call, type R, signIn } from "../helpers";

describe("tenant lookups (no token)", () => {
  it("tenant/info matches the first label or the whole host", async () => {
    for (const [domain, tenantId] of [
      ["t1", "000001"],
      ["t2.localhost:5173", "000002"],
      ["https://t2.pay.example.com/login", "000002"],
    ]) {
      const r = await body<R<Record<string, string>>>(
        await call(`/api/cloud-system/tenant/info?domain=${encodeURIComponent(domain!)}`),
      );
      expect(r).toEqual({
        code: 200,
        success: true,
        data: { tenantId, domain: tenantId === "000001" ? "t1" : "t2", backgroundUrl: "" },
        msg: "操作成功",
      });
    }
    expect(await body(await call("/api/cloud-system/tenant/info?domain=unknown.example.com"))).toEqual({
      code: 200,
      success: true,
      data: {},
      msg: "操作成功",
    });
  });
});

describe("what a stock BladeX client asks for", () => {
  it("GET /tenant/select lists the tenants as Tenant objects", async () => {
    const { access_token } = await signIn("admin", "admin");
    const answer = await body<R<Record<string, unknown>[]>>(
      await authed("/api/cloud-system/tenant/select", access_token),
    );
    expect(answer.success).toBe(true);
    // 000003 is the load test's tenant (seed_v5_load), 000004 the exports' (seed_v6_export), 000005 the top-up's (seed_v13_toll).
    expect(answer.data.map((t) => t.tenantId)).toEqual(["000001", "000002", "000003", "000004", "000005"]);
    expect(answer.data[0]).toMatchObject({ tenantName: "支付平台", domain: "t1", accountNumber: -1, isDeleted: 0 });
    expect(answer.data[0]).not.toHaveProperty("password");
  });

  it("GET /tenant/select answers any other tenant its own tenant only", async () => {
    const { access_token } = await signIn("topup02", "123456", "000005");
    const answer = await body<R<Record<string, unknown>[]>>(
      await authed("/api/cloud-system/tenant/select", access_token),
    );
    expect(answer.success).toBe(true);
    expect(answer.data.map((t) => [t.tenantId, t.tenantName])).toEqual([["000005", "星河支付"]]);
  });
});
