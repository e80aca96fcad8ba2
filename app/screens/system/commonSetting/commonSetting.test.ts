/**
 * 通用设置 (/system/commonSetting) in the built Worker against the sandbox's seed: the tenant's
 * settings, validation with the input kept, a save with 操作成功 (an emptied link cleared), the
 * tenant's row restored afterwards; refused to roles that are not administrator (403). qa3 is the
 * administrator; operator/operator123 the limited role.
 */
import { describe, expect, it } from "vitest";
import { sandboxDb, signedInAs } from "@tests/worker/browser";
import { expectAnswer, expectForbidden, expectSaved, send } from "@tests/worker/crud-steps";
import { expectOutsideMenu, FLASH, html, SETTINGS } from "@tests/worker/screens";

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

    const bad = send(browser, SETTINGS, "update", {
      marketingLink: "javascript:alert(1)",
      tokenTime: "10",
      loginModes: "phone",
      autoLockMinutes: "999",
    });
    const errors = await expectAnswer(bad, 400, [
      "营销链接必须是 http(s) 地址或站内路径",
      "请输入 300-86400 之间的整数",
      "账号密码登录必须保留",
      "请输入 0-240 之间的整数",
      /name="tokenTime"[^>]*value="10"/,
      /checked="" value="phone"/,
    ]);
    expect(errors).not.toMatch(/checked="" value="password"/);

    try {
      const saved = send(browser, SETTINGS, "update", [
        ["marketingLink", "https://marketing.example/landing"],
        ["tokenTime", "1800"],
        ["loginModes", "password"],
        ["loginModes", "social"],
        ["autoLockMinutes", "0"],
      ]);
      await expectSaved(saved, SETTINGS);
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
      const cleared = send(browser, SETTINGS, "update", {
        marketingLink: "",
        tokenTime: "1800",
        loginModes: "password",
        autoLockMinutes: "5",
      });
      await expectSaved(cleared);
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
    // The catalogue has no button code for it: the refusal names none.
    const forged = { tokenTime: "600", loginModes: "password", autoLockMinutes: "1" };
    await expectForbidden(operator, SETTINGS, forged, { update: null });
  });
});
