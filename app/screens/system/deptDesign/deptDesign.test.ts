/**
 * 机构主题 (/system/deptDesign) in the built Worker against the sandbox's seed: the saved design,
 * validation, a save with 操作成功 and a logo file posted without JavaScript (a GIF refused), the
 * tenant's row restored afterwards; outside the role-limited operator's menu (403). qa3 is the
 * administrator; operator/operator123 the limited role.
 */
import { describe, expect, it } from "vitest";
import { location, sandboxDb, signedInAs } from "@tests/worker/browser";
import { expectAnswer, expectForbidden, send } from "@tests/worker/crud-steps";
import { DESIGN, expectOutsideMenu, FLASH, html, post } from "@tests/worker/screens";

describe("机构主题", () => {
  it("shows the saved design; validates; saves with 操作成功; takes a logo file without JavaScript", async () => {
    const browser = await signedInAs("qa3");
    const before = await sandboxDb()
      .prepare("SELECT web_theme, title, left_logo FROM blade_dept_design WHERE tenant_id = '000001'")
      .first<{ web_theme: string; title: string; left_logo: string }>();
    const page = await html(browser, DESIGN);
    expect(page).toContain("机构主题");
    expect(page).toContain(`value="${before!.title}"`);
    expect(page).toMatch(/<option value="theme-fhb" selected="">/);

    const bad = send(browser, DESIGN, "update", { webTheme: "theme-pink", title: "", leftLogo: before!.left_logo });
    await expectAnswer(bad, 400, ["请选择有效的选项", "此项为必填项"]);
    // A storage path or URL is no logo (ADR 030): refused on the field.
    for (const logo of ["/sandbox/files/upload/20261120/x.png", "https://cdn.example.com/logo.png"]) {
      const refused = send(browser, DESIGN, "update", { webTheme: "theme-ocean", title: "t", leftLogo: logo });
      await expectAnswer(refused, 400, ["格式不正确"]);
    }

    try {
      const form = new FormData();
      form.append("intent", "update");
      form.append("webTheme", "theme-ocean");
      form.append("title", "端到端主题");
      form.append("leftLogo", before!.left_logo);
      const png = Uint8Array.from([
        0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1,
      ]);
      form.append("leftLogo$file", new File([png], "logo.png", { type: "image/png" }));
      const saved = await post(browser, DESIGN, form);
      expect(saved.status).toBe(302);
      expect(location(saved)).toBe(DESIGN);
      const after = await html(browser, DESIGN);
      expect(after).toMatch(FLASH);
      expect(after).toContain('value="端到端主题"');
      const row = await sandboxDb()
        .prepare("SELECT web_theme, left_logo FROM blade_dept_design WHERE tenant_id = '000001'")
        .first<{ web_theme: string; left_logo: string }>();
      expect(row?.web_theme).toBe("theme-ocean");
      // The reference (ADR 030), an attachment uploaded as a logo; the page shows it through /files.
      expect(row?.left_logo).toMatch(/^\d{19}$/);
      expect(
        await sandboxDb()
          .prepare("SELECT purpose FROM blade_attach WHERE id = ?")
          .bind(row!.left_logo)
          .first<string>("purpose"),
      ).toBe("logo");
      expect(after).toContain(`src="/files/${row!.left_logo}"`);
      expect(after).not.toContain("/sandbox/files");

      const form2 = new FormData();
      form2.append("intent", "update");
      form2.append("webTheme", "theme-ocean");
      form2.append("title", "端到端主题");
      form2.append("leftLogo$file", new File([new TextEncoder().encode("GIF89a")], "logo.gif", { type: "image/gif" }));
      const refused = await post(browser, DESIGN, form2);
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain("只能上传jpg、jpeg、png图片格式！");
    } finally {
      await sandboxDb()
        .prepare("UPDATE blade_dept_design SET web_theme = ?, title = ?, left_logo = ? WHERE tenant_id = '000001'")
        .bind(before!.web_theme, before!.title, before!.left_logo)
        .run();
    }
  });

  it("is outside the operator's menu, and a forged save gets 403", async () => {
    const operator = await signedInAs("operator", "operator123");
    await expectOutsideMenu(operator, DESIGN);
    await expectForbidden(
      operator,
      DESIGN,
      { webTheme: "theme-forest", title: "伪造" },
      { update: "dept_design_edit" },
    );
  });
});
