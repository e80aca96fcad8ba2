/**
 * 通用设置 (/system/commonSetting) in the built Worker against the sandbox's seed: the tenant's
 * settings, validation with the input kept, a save with 操作成功 (an emptied link cleared), the
 * tenant's row restored afterwards; refused to roles that are not administrator (403). qa3 is the
 * administrator; operator/operator123 the limited role.
 */
import { describe, expect, it } from "vitest";
import { location, sandboxDb, signedInAs } from "@tests/worker/browser";
import { expectOutsideMenu, FLASH, html, post, SETTINGS } from "@tests/worker/screens";

describe("通用设置", () => {
  it("shows the tenant's settings; validates with the input kept; saves with 操作成功", async () => {
    const browser = await signedInAs("qa3");
    const before = await sandboxDb()
      .prepare(
        "SELECT marketing_link, token_time, login_modes, auto_lock_minutes FROM blade_common_setting WHERE tenant_id = '000001'",
      )
      .first<{ marketing_link: string | null; token_time: number; login_modes: string; auto_lock_minutes: number }>();
    const page = await html(browser, SETTINGS);
    expect(page).toContain("通用设置");
    expect(page).toMatch(/name="tokenTime"[^>]*value="3000"/);
    expect(page).toMatch(/checked="" value="password"/);

    const bad = await post(browser, SETTINGS, [
      ["intent", "update"],
      ["marketingLink", "javascript:alert(1)"],
      ["tokenTime", "10"],
      ["loginModes", "phone"],
      ["autoLockMinutes", "999"],
    ]);
    expect(bad.status).toBe(400);
    const errors = await bad.text();
    expect(errors).toContain("营销链接必须是 http(s) 地址或站内路径");
    expect(errors).toContain("请输入 300-86400 之间的整数");
    expect(errors).toContain("账号密码登录必须保留");
    expect(errors).toContain("请输入 0-240 之间的整数");
    expect(errors).toMatch(/name="tokenTime"[^>]*value="10"/);
    expect(errors).toMatch(/checked="" value="phone"/);
    expect(errors).not.toMatch(/checked="" value="password"/);

    try {
      const saved = await post(browser, SETTINGS, [
        ["intent", "update"],
        ["marketingLink", "https://marketing.example/landing"],
        ["tokenTime", "1800"],
        ["loginModes", "password"],
        ["loginModes", "social"],
        ["autoLockMinutes", "0"],
      ]);
      expect(saved.status).toBe(302);
      expect(location(saved)).toBe(SETTINGS);
      expect(await html(browser, SETTINGS)).toMatch(FLASH);
      const row = await sandboxDb()
        .prepare(
          "SELECT marketing_link, token_time, login_modes, auto_lock_minutes FROM blade_common_setting WHERE tenant_id = '000001'",
        )
        .first();
      expect(row).toEqual({
        marketing_link: "https://marketing.example/landing",
        token_time: 1800,
        login_modes: "password,social",
        auto_lock_minutes: 0,
      });
      // An emptied link is cleared.
      const cleared = await post(browser, SETTINGS, [
        ["intent", "update"],
        ["marketingLink", ""],
        ["tokenTime", "1800"],
        ["loginModes", "password"],
        ["autoLockMinutes", "5"],
      ]);
      expect(cleared.status).toBe(302);
      expect(
        (
          await sandboxDb()
            .prepare("SELECT marketing_link FROM blade_common_setting WHERE tenant_id = '000001'")
            .first()
        )?.marketing_link,
      ).toBeNull();
    } finally {
      await sandboxDb()
        .prepare(
          "UPDATE blade_common_setting SET marketing_link = ?, token_time = ?, login_modes = ?, auto_lock_minutes = ? WHERE tenant_id = '000001'",
        )
        .bind(before!.marketing_link, before!.token_time, before!.login_modes, before!.auto_lock_minutes)
        .run();
    }
  });

  it("refuses roles that are not administrator: the page goes to /403, a forged post gets 403", async () => {
    const operator = await signedInAs("operator", "operator123");
    await expectOutsideMenu(operator, SETTINGS);
    const forged = await post(operator, SETTINGS, [
      ["intent", "update"],
      ["tokenTime", "600"],
      ["loginModes", "password"],
      ["autoLockMinutes", "1"],
    ]);
    expect(forged.status).toBe(403);
  });
});
