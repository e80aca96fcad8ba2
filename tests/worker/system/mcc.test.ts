/**
 * The screen kit on a representative screen, MCC管理 (/system/mcc), in the built Worker against
 * the sandbox (175 seeded codes): the list loader (paging, filter, sort, page size, the menu
 * guard) and every CRUD action — validation errors that echo the input, the sensitive-word
 * check, permission refusals, backend errors, success with the one-time 操作成功 and the batch
 * delete in two steps with its row-by-row report.
 */
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { Browser, location, ORIGIN, signedInAs } from "../browser";
import { tinyBmp } from "../../security/images";

const PATH = "/system/mcc";

const signedIn = (account = "qa4", password = "qa123456") => signedInAs(account, password);

/** The route's data as the hydrated page asks for it (single fetch `.data`, turbo-stream). */
const html = (browser: Browser, path: string) => browser.html(path);

const codes = (page: string) => [...page.matchAll(/<span class="font-mono">(\d{4})<\/span>/g)].map((m) => m[1]!);

const post = (browser: Browser, path: string, entries: [string, string][]) => browser.postEntries(path, entries);

/** Codes below 0742 are not seeded; each test takes the next one. */
let nextCode = 100 + Math.floor(Math.random() * 300);
const freshCode = () => String(nextCode++).padStart(4, "0");

async function findId(browser: Browser, code: string): Promise<string | null> {
  const page = await html(browser, `${PATH}?mccCode=${code}`);
  return /data-row-id="(\d+)"/.exec(page)?.[1] ?? null;
}

describe("MCC list loader", () => {
  it("pages, filters and sorts on the server; the URL carries it all", async () => {
    const browser = await signedIn();
    const first = await html(browser, PATH);
    expect(codes(first)).toHaveLength(10);
    expect(first).toContain("共 175 条");
    expect(first).toContain("第 1 / 18 页");
    const second = codes(await html(browser, `${PATH}?current=2`));
    expect(second).toHaveLength(10);
    expect(second[0]! > codes(first).at(-1)!).toBe(true);

    const big = await html(browser, `${PATH}?size=100&current=2`);
    expect(codes(big)).toHaveLength(75);
    const descending = codes(await html(browser, `${PATH}?sort=mccCode&order=desc`));
    expect(descending).toEqual([...descending].sort().reverse());

    const filtered = await html(browser, `${PATH}?name=${encodeURIComponent("医院")}`);
    expect(codes(filtered)).toContain("8062");
    expect(filtered).toMatch(/value="医院"/);
  });

  it("ignores unreadable params instead of failing", async () => {
    const browser = await signedIn();
    const page = await html(browser, `${PATH}?current=-4&size=7&sort=password&order=sideways&dialog=hack&id=<x>`);
    expect(codes(page)).toHaveLength(10);
    expect(page).not.toContain('role="dialog"');
  });

  it("opens the edit dialog on its own URL with the row's values", async () => {
    const browser = await signedIn();
    const id = await findId(browser, "5411");
    const page = await html(browser, `${PATH}?dialog=edit&id=${id}`);
    expect(page).toContain('role="dialog"');
    expect(page).toMatch(/name="mccCode"[^>]*value="5411"|value="5411"[^>]*name="mccCode"/);
  });

  it("is refused (403) to an operator whose menu lacks it", async () => {
    const browser = await signedIn("operator", "operator123");
    const response = await browser.get(PATH);
    expect(response.status).toBe(302);
    expect(location(response)).toBe("/403");
  });
});

describe("MCC actions", () => {
  it("create: zod errors by field, typed values echoed, the sensitive word refused; then success with 操作成功", async () => {
    const browser = await signedIn();
    const bad = await post(browser, `${PATH}?dialog=create`, [["intent", "create"], ["mccCode", "12a"], ["name", "赌博专用"], ["remark", "  "]]);
    expect(bad.status).toBe(400);
    const page = await bad.text();
    expect(page).toContain("MCC编码为 4 位数字");
    expect(page).toContain("请勿包含关键字");
    expect(page).toContain('value="12a"');
    expect(page).toContain('value="赌博专用"');

    const code = freshCode();
    const ok = await post(browser, `${PATH}?name=${code}&dialog=create`, [["intent", "create"], ["mccCode", code], ["name", `  测试类别${code} `], ["sort", ""]]);
    expect(ok.status).toBe(302);
    expect(location(ok)).toBe(`${PATH}?name=${code}`);
    const after = await html(browser, location(ok));
    expect(after).toMatch(/data-flash=""[^>]*>.*?操作成功<\/div>/);
    expect(codes(after)).toEqual([code]);
    expect(after).toContain(`测试类别${code}<`);
    // The flash shows once.
    expect(await html(browser, location(ok))).not.toContain("data-flash");

    const duplicate = await post(browser, `${PATH}?dialog=create`, [["intent", "create"], ["mccCode", code], ["name", "重复"]]);
    expect(duplicate.status).toBe(400);
    expect(await duplicate.text()).toContain("MCC编码已存在!");
    await post(browser, PATH, [["intent", "delete"], ["id", (await findId(browser, code))!]]);
  });

  it("update and delete; a row that is gone reports the backend's message", async () => {
    const browser = await signedIn();
    const code = freshCode();
    await post(browser, PATH, [["intent", "create"], ["mccCode", code], ["name", "改名前"], ["remark", "待清空的备注"]]);
    const id = (await findId(browser, code))!;
    expect(await html(browser, `${PATH}?mccCode=${code}`)).toContain("待清空的备注");
    // An emptied optional field is cleared (sent as ""), not silently kept.
    const updated = await post(browser, `${PATH}?dialog=edit&id=${id}`, [["intent", "update"], ["id", id], ["mccCode", code], ["name", "改名后"], ["remark", "  "]]);
    expect(updated.status).toBe(302);
    expect(location(updated)).toBe(PATH);
    const after = await html(browser, `${PATH}?mccCode=${code}`);
    expect(after).toContain("改名后");
    expect(after).not.toContain("待清空的备注");

    const removed = await post(browser, `${PATH}?dialog=delete&id=${id}`, [["intent", "delete"], ["id", id]]);
    expect(removed.status).toBe(302);
    expect(await findId(browser, code)).toBeNull();
    const again = await post(browser, `${PATH}?dialog=delete&id=${id}`, [["intent", "delete"], ["id", id]]);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("操作失败");
  });

  it("batch delete asks first with the count, then reports each failure by row", async () => {
    const browser = await signedIn();
    const made = [freshCode(), freshCode()];
    for (const code of made) await post(browser, PATH, [["intent", "create"], ["mccCode", code], ["name", `批量${code}`]]);
    const ids = await Promise.all(made.map((code) => findId(browser, code)));
    const entries: [string, string][] = [["intent", "batch-delete"], ...ids.map((id): [string, string] => ["ids", id!]), ["ids", "1999999999999999999"]];

    const ask = await post(browser, PATH, entries);
    expect(ask.status).toBe(200);
    const confirm = await ask.text();
    expect(confirm).toContain(`确定对选中的 ${ids.length + 1} 条数据执行“批量删除”吗？`);
    expect(await findId(browser, made[0]!)).not.toBeNull();

    const run = await post(browser, PATH, [...entries, ["confirmed", "1"]]);
    expect(run.status).toBe(200);
    const report = await run.text();
    expect(report).toContain(`已完成 ${ids.length} 条，1 条失败：`);
    expect(report).toContain("1999999999999999999");
    for (const code of made) expect(await findId(browser, code)).toBeNull();
  });

  it("batch delete of nothing is refused with a clear message", async () => {
    const browser = await signedIn();
    const response = await post(browser, PATH, [["intent", "batch-delete"]]);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("请先选择要操作的数据");
  });

  it("an unknown intent is refused", async () => {
    const browser = await signedIn();
    const response = await post(browser, PATH, [["intent", "drop-table"]]);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("无法识别的操作");
  });

  it("a forged request without the button gets 403 with the code named", async () => {
    const browser = await signedIn("operator", "operator123");
    for (const intent of ["create", "update", "delete", "batch-delete"]) {
      const response = await post(browser, PATH, [["intent", intent], ["id", "1"], ["mccCode", "1234"], ["name", "x"]]);
      expect(response.status, intent).toBe(403);
    }
    const response = await post(browser, PATH, [["intent", "create"], ["mccCode", "1234"], ["name", "x"]]);
    expect(await response.text()).toContain("您没有该操作的权限（mcc_add）");
  });
});

describe("kit resource routes", () => {
  it("remote search: empty input asks nothing; MCC pages by 100, dept by 10", async () => {
    const browser = await signedIn();
    const empty = await (await browser.get("/kit/search/mcc?q=%20")).json();
    expect(empty).toEqual({ records: [], total: 0, current: 1, pages: 0 });
    const mcc = (await (await browser.get("/kit/search/mcc?q=5")).json()) as { records: { value: string; label: string; hint: string }[]; total: number };
    expect(mcc.records.length).toBeGreaterThan(10);
    expect(mcc.records.length).toBeLessThanOrEqual(100);
    const dept = (await (await browser.get(`/kit/search/dept?q=${encodeURIComponent("部")}&current=2`)).json()) as { records: unknown[]; current: number };
    expect(dept.records.length).toBeLessThanOrEqual(10);
    expect(dept.current).toBe(2);
    const merchant = (await (await browser.get(`/kit/search/merchant?q=${encodeURIComponent("餐饮")}`)).json()) as { records: { label: string }[]; pages: number };
    expect(merchant.pages).toBeGreaterThan(1);
    expect(merchant.records.every((r) => r.label.includes("餐饮"))).toBe(true);
    expect((await browser.get("/kit/search/nothing?q=a")).status).toBe(404);
  });

  it("every spec §3 kind answers", async () => {
    const browser = await signedIn();
    for (const [kind, word] of [["agent", "A0000"], ["dept", "部"], ["cashier", "1395"], ["merchant", "M1000"], ["store", "S1000"], ["agentSalesperson", "1330"], ["mcc", "54"], ["bank", "银行"], ["activity", "活动"], ["salesRep", "1"]]) {
      const result = (await (await browser.get(`/kit/search/${kind}?q=${encodeURIComponent(word!)}`)).json()) as { records: { value: string; label: string }[]; total: number };
      expect(result.total, kind).toBeGreaterThan(0);
      expect(result.records[0]!.label, kind).not.toBe("");
    }
  });

  it("check-word: a hit, a whitelisted phrase, plain text", async () => {
    const browser = await signedIn();
    const check = async (word: string) => ((await (await browser.get(`/kit/check-word?word=${encodeURIComponent(word)}`)).json()) as { hit: boolean }).hit;
    expect(await check("赌博网站")).toBe(true);
    expect(await check("反赌博宣传")).toBe(false);
    expect(await check("超市")).toBe(false);
  });

  it("upload: checks the content, not the name; stores a real PNG", async () => {
    const browser = await signedIn();
    const send = async (bytes: Uint8Array<ArrayBuffer>, name: string, type: string, variant = "basic") => {
      const form = new FormData();
      form.append("file", new File([bytes], name, { type }));
      form.append("variant", variant);
      return exports.default.fetch(
        new Request(new URL("/kit/upload", ORIGIN), {
          method: "POST",
          headers: { Cookie: browser.cookieHeader(), "CF-Connecting-IP": browser.address, "Sec-Fetch-Site": "same-origin" },
          body: form,
        }),
      );
    };
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1]);
    const ok = await send(png, "logo.png", "image/png");
    expect(ok.status).toBe(200);
    const { link } = (await ok.json()) as { link: string };
    expect(link).toMatch(/^\/sandbox\/files\/upload\/\d{8}\/\w+\.png$/);

    const fake = await send(new TextEncoder().encode("<script>alert(1)</script>"), "evil.png", "image/png");
    expect(fake.status).toBe(400);
    expect(await fake.json()).toEqual({ error: "typesBasic" });
    const bmp = tinyBmp();
    expect(await (await send(bmp, "a.bmp", "image/bmp", "basic")).json()).toEqual({ error: "typesBasic" });
    expect((await send(bmp, "a.bmp", "image/bmp", "all")).status).toBe(200);
  });

  it("columns: hidden columns are remembered per screen and rendered from the first byte", async () => {
    const browser = await signedIn();
    expect(await html(browser, PATH)).toMatch(/>类别<\/th>/);
    const saved = await post(browser, "/kit/columns", [["screen", "mcc"], ["returnTo", PATH], ["columns", "categoryName"], ["columns", "remark"], ["visible", "remark"]]);
    expect(saved.status).toBe(302);
    expect(location(saved)).toBe(PATH);
    const page = await html(browser, PATH);
    expect(page).not.toMatch(/>类别<\/th>/);
    expect(page).toMatch(/>备注<\/th>/);
  });
});
