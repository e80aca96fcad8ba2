/**
 * The screen kit's resource routes in the built Worker against the sandbox: remote search
 * (/kit/search/:kind, every spec §3 kind), the sensitive-word check (/kit/check-word), the image
 * upload that checks content, not names (/kit/upload), and hidden columns remembered per screen
 * (/kit/columns, on MCC管理). qa4 signs in.
 */
import { describe, expect, it } from "vitest";
import { location, signedInAs } from "../browser";
import { html, MCC, post } from "../screens";
import { tinyBmp } from "../../security/images";

describe("kit resource routes", () => {
  it("remote search: empty input asks nothing; MCC pages by 100, dept by 10", async () => {
    const browser = await signedInAs("qa4");
    const empty = await (await browser.get("/kit/search/mcc?q=%20")).json();
    expect(empty).toEqual({ records: [], total: 0, current: 1, pages: 0 });
    const mcc = (await (await browser.get("/kit/search/mcc?q=5")).json()) as {
      records: { value: string; label: string; hint: string }[];
      total: number;
    };
    expect(mcc.records.length).toBeGreaterThan(10);
    expect(mcc.records.length).toBeLessThanOrEqual(100);
    const dept = (await (await browser.get(`/kit/search/dept?q=${encodeURIComponent("部")}&current=2`)).json()) as {
      records: unknown[];
      current: number;
    };
    expect(dept.records.length).toBeLessThanOrEqual(10);
    expect(dept.current).toBe(2);
    const merchant = (await (await browser.get(`/kit/search/merchant?q=${encodeURIComponent("餐饮")}`)).json()) as {
      records: { label: string }[];
      pages: number;
    };
    expect(merchant.pages).toBeGreaterThan(1);
    expect(merchant.records.every((r) => r.label.includes("餐饮"))).toBe(true);
    expect((await browser.get("/kit/search/nothing?q=a")).status).toBe(404);
  });

  it("every spec §3 kind answers", async () => {
    const browser = await signedInAs("qa4");
    for (const [kind, word] of [
      ["agent", "A0000"],
      ["dept", "部"],
      ["cashier", "1395"],
      ["merchant", "M1000"],
      ["store", "S1000"],
      ["agentSalesperson", "1330"],
      ["mcc", "54"],
      ["bank", "银行"],
      ["activity", "活动"],
      ["salesRep", "1"],
    ]) {
      const result = (await (await browser.get(`/kit/search/${kind}?q=${encodeURIComponent(word!)}`)).json()) as {
        records: { value: string; label: string }[];
        total: number;
      };
      expect(result.total, kind).toBeGreaterThan(0);
      expect(result.records[0]!.label, kind).not.toBe("");
    }
  });

  it("check-word: a hit, a whitelisted phrase, plain text", async () => {
    const browser = await signedInAs("qa4");
    const check = async (word: string) =>
      ((await (await browser.get(`/kit/check-word?word=${encodeURIComponent(word)}`)).json()) as { hit: boolean }).hit;
    expect(await check("赌博网站")).toBe(true);
    expect(await check("反赌博宣传")).toBe(false);
    expect(await check("超市")).toBe(false);
  });

  it("upload: checks the content, not the name; stores a real PNG", async () => {
    const browser = await signedInAs("qa4");
    const send = (bytes: Uint8Array<ArrayBuffer>, name: string, type: string, variant: "basic" | "all" = "basic") =>
      browser.upload(bytes, name, type, variant);
    const png = Uint8Array.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1,
    ]);
    const ok = await send(png, "logo.png", "image/png");
    expect(ok.status).toBe(200);
    // The answer is the file's reference (ADR 030), never a storage path.
    const { ref, ...rest } = (await ok.json()) as { ref: string };
    expect(ref).toMatch(/^\d{19}$/);
    expect(rest).toEqual({});

    const fake = await send(new TextEncoder().encode("<script>alert(1)</script>"), "evil.png", "image/png");
    expect(fake.status).toBe(400);
    expect(await fake.json()).toEqual({ error: "typesBasic" });
    const bmp = tinyBmp();
    expect(await (await send(bmp, "a.bmp", "image/bmp", "basic")).json()).toEqual({ error: "typesBasic" });
    expect((await send(bmp, "a.bmp", "image/bmp", "all")).status).toBe(200);
  });

  it("columns: hidden columns are remembered per screen and rendered from the first byte", async () => {
    const browser = await signedInAs("qa4");
    expect(await html(browser, MCC)).toMatch(/>类别<\/th>/);
    const saved = await post(browser, "/kit/columns", [
      ["screen", "mcc"],
      ["returnTo", MCC],
      ["columns", "categoryName"],
      ["columns", "remark"],
      ["visible", "remark"],
    ]);
    expect(saved.status).toBe(302);
    expect(location(saved)).toBe(MCC);
    const page = await html(browser, MCC);
    expect(page).not.toMatch(/>类别<\/th>/);
    expect(page).toMatch(/>备注<\/th>/);
    // The picker as the page writes it: screen and way back in the URL it posts to, its columns one field.
    const action = /action="(\/kit\/columns\?[^"]+)"/.exec(page)?.[1]?.replaceAll("&amp;", "&");
    const columns = /name="columns" value="([^"]+)"/.exec(page)?.[1];
    expect(columns).toBe("categoryName,sort,remark");
    const shown = await post(browser, action!, [
      ["columns", columns!],
      ["visible", "categoryName"],
      ["visible", "sort"],
      ["visible", "remark"],
    ]);
    expect(location(shown)).toBe(MCC);
    expect(await html(browser, MCC)).toMatch(/>类别<\/th>/);
  });
});
