/**
 * The kit's resource routes serve only operators with a screen that uses them: a remote search
 * kind (/kit/search/:kind) or the image upload (/kit/upload, per purpose) is refused with 403
 * when none of the operator's menu screens uses it.
 */
import { describe, expect, it } from "vitest";
import { type Browser, signedInAs } from "../worker/browser";

const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1,
]);

const upload = (browser: Browser) => browser.upload(PNG, "logo.png", "image/png", "basic");

describe("remote searches", () => {
  it("answer the role-limited operator only for kinds their screens use", async () => {
    const operator = await signedInAs("operator", "operator123");
    // 用户管理 (theirs) picks a department.
    const dept = await operator.get(`/kit/search/dept?q=${encodeURIComponent("部")}`);
    expect(dept.status).toBe(200);
    expect(((await dept.json()) as { total: number }).total).toBeGreaterThan(0);
    // Bank activities are picked on 银行活动 and 营销活动, neither in their menu.
    const activity = await operator.get(`/kit/search/activity?q=${encodeURIComponent("活动")}`);
    expect(activity.status).toBe(403);
    expect(await activity.text()).not.toContain("actTitle");
  });

  it("still answer an administrator, and an unknown kind is a 404", async () => {
    const admin = await signedInAs("admin", "admin");
    expect((await admin.get(`/kit/search/activity?q=${encodeURIComponent("活动")}`)).status).toBe(200);
    expect((await admin.get("/kit/search/nothing?q=a")).status).toBe(404);
  });
});

describe("the image upload", () => {
  it("is refused to an operator with no screen that uploads images", async () => {
    const operator = await signedInAs("operator", "operator123");
    const refused = await upload(operator);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: "forbidden" });
  });

  it("takes an administrator's image (机构主题 uploads its logo)", async () => {
    const admin = await signedInAs("admin", "admin");
    const response = await upload(admin);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { ref: string }).ref).toMatch(/^\d{19}$/);
  });

  it("is refused for a purpose none of the operator's screens uploads, or an unknown one (ADR 030)", async () => {
    const admin = await signedInAs("admin", "admin");
    for (const purpose of ["attach", "avatar", ""]) {
      const refused = await admin.upload(PNG, "logo.png", "image/png", "basic", purpose);
      expect(refused.status, purpose).toBe(403);
      expect(await refused.json()).toEqual({ error: "forbidden" });
    }
  });
});
