/**
 * 导出 (kit/server/export, ADR 015) in the built Worker against the sandbox: the xlsx is a sound
 * zip of well-formed parts with typed cells, a frozen header and widths, holding exactly the
 * rows of the list's filter in its sort; CSV likewise; the file name of spec §9; the button
 * checked on the server; a backend that fails before the first byte sends the operator back to
 * the list with the reason. (A failure half-way: ./export-volume.test.ts.)
 */
import { describe, expect, it } from "vitest";
import { location, signedInAs } from "../browser";
import { html, MCC, USERS } from "../screens";
import { download, expectWellFormed, sheetRows, unzip } from "./read-export";

const EXPORT = "/kit/export";
const decodeHtml = (text: string) => text.replace(/&amp;/g, "&");
const totalOf = (page: string) => Number(/共 (\d+) 条/.exec(page)?.[1] ?? NaN);

describe("xlsx export of a filtered, sorted list", () => {
  it("holds exactly the list's rows, in its order, with Chinese headers and typed cells", async () => {
    const browser = await signedInAs("qa4");
    const filter = `name=${encodeURIComponent("服务")}&sort=mccCode&order=desc`;
    const list = await html(browser, `${MCC}?${filter}`);
    const total = totalOf(list);
    expect(total).toBeGreaterThan(10);
    // The list's 导出 links carry its filter and sort.
    expect(decodeHtml(list)).toContain(`${EXPORT}${MCC}?${filter}&format=xlsx`);

    const response = await browser.get(`${EXPORT}${MCC}?${filter}&format=xlsx`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const { name, bytes } = await download(response);
    expect(name).toMatch(/^MCC管理_\d{14}\.xlsx$/);

    const parts = await unzip(bytes);
    expect([...parts.keys()].sort()).toEqual(
      [
        "[Content_Types].xml",
        "_rels/.rels",
        "xl/_rels/workbook.xml.rels",
        "xl/styles.xml",
        "xl/workbook.xml",
        "xl/worksheets/sheet1.xml",
      ].sort(),
    );
    expectWellFormed(parts);
    const sheet = parts.get("xl/worksheets/sheet1.xml")!;
    expect(sheet).toContain('<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>');
    expect(sheet).toMatch(/<cols>(<col min="\d" max="\d" width="\d+" customWidth="1"\/>){5}<\/cols>/);
    expect(parts.get("xl/workbook.xml")).toContain('<sheet name="MCC管理" sheetId="1" r:id="rId1"/>');

    const [header, ...rows] = sheetRows(sheet);
    expect(header!.map((c) => c.value)).toEqual(["MCC编码", "MCC名称", "类别", "排序", "备注"]);
    expect(rows).toHaveLength(total);
    for (const row of rows) expect(row[1]!.value).toContain("服务");
    const codes = rows.map((row) => row[0]!.value);
    expect(codes).toEqual([...codes].sort().reverse());
    // 排序 is a number cell; the code stays text (leading zeros).
    const sort = rows.find((row) => row[3])?.[3];
    expect(sort?.type).toBe("n");
    expect(rows[0]![0]!.type).toBe("inlineStr");
  });

  it("types dates as dates (用户管理's 创建时间)", async () => {
    const browser = await signedInAs("qa4");
    const { bytes } = await download(await browser.get(`${EXPORT}${USERS}?account=qa&format=xlsx`));
    const parts = await unzip(bytes);
    const [header, ...rows] = sheetRows(parts.get("xl/worksheets/sheet1.xml")!);
    const created = header!.findIndex((c) => c.value === "创建时间");
    expect(created).toBeGreaterThan(0);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const row of rows) {
      const cell = row.find((c) => c.ref.startsWith(String.fromCharCode(65 + created)));
      expect(cell?.type).toBe("n");
      expect(cell?.style).toBe(3);
      expect(Number(cell?.value)).toBeGreaterThan(40_000);
    }
    expect(parts.get("xl/styles.xml")).toContain('formatCode="yyyy-mm-dd hh:mm:ss"');
  });
});

describe("csv export", () => {
  it("is UTF-8 with a byte-order mark, one line per row of the filter", async () => {
    const browser = await signedInAs("qa4");
    const filter = `bankName=${encodeURIComponent("工商银行")}`;
    const total = totalOf(await html(browser, `/system/bankInfo?${filter}`));
    const response = await browser.get(`${EXPORT}/system/bankInfo?${filter}&format=csv`);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const { name, bytes } = await download(response);
    expect(name).toMatch(/^银行信息_\d{14}\.csv$/);
    const raw = new Uint8Array(bytes);
    expect([...raw.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder("utf-8", { ignoreBOM: true }).decode(raw).split("\r\n");
    expect(lines[0]).toBe("\uFEFF开户行名称,联行号,银行类型,所在省份,所在城市,地址");
    expect(lines.at(-1)).toBe("");
    expect(lines.length - 2).toBe(total);
    for (const line of lines.slice(1, -1)) expect(line).toContain("工商银行");
  });
});

describe("the download's start", () => {
  it("is told to the page by a cookie with the link's token (no cookie without one, or for a refusal)", async () => {
    const browser = await signedInAs("qa4");
    const started = await browser.get(`${EXPORT}${MCC}?format=csv&token=a1b2c3d4e5f6`);
    expect(started.headers.getSetCookie().join("\n")).toMatch(
      /^console_download=a1b2c3d4e5f6; Path=\/; Max-Age=120; SameSite=Strict; Secure$/m,
    );
    await started.arrayBuffer();
    const odd = await browser.get(`${EXPORT}${MCC}?format=csv&token=<script>`);
    expect(odd.headers.getSetCookie().join("\n")).not.toContain("console_download");
    await odd.arrayBuffer();
  });
});

describe("pdf export", () => {
  it("is an A4 report of the filtered rows, named like the others", async () => {
    const browser = await signedInAs("qa4");
    const response = await browser.get(`${EXPORT}${MCC}?name=${encodeURIComponent("服务")}&format=pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    const { name, bytes } = await download(response);
    expect(name).toMatch(/^MCC管理_\d{14}\.pdf$/);
    const text = new TextDecoder("latin1").decode(bytes);
    expect(text.startsWith("%PDF-")).toBe(true);
    // Page size and text: tests/e2e/kit/export.spec.ts reads it with pdfinfo and pdftotext.
    expect(bytes.byteLength).toBeGreaterThan(5_000);
    expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
  });
});

describe("who may export", () => {
  it("refuses (403) an operator without the screen's export button", async () => {
    const browser = await signedInAs("operator", "operator123");
    const response = await browser.get(`${EXPORT}${USERS}?format=xlsx`);
    expect(response.status).toBe(403);
    expect(await response.text()).toBe("您没有该操作的权限");
  });

  it("sends someone not signed in to sign in, and knows only exporting screens and formats", async () => {
    const { Browser } = await import("../browser");
    const stranger = await new Browser().get(`${EXPORT}${MCC}?format=xlsx`);
    expect(stranger.status).toBe(302);
    expect(location(stranger)).toMatch(/^\/login/);
    const browser = await signedInAs("qa4");
    expect((await browser.get(`${EXPORT}/system/dict?format=xlsx`)).status).toBe(404);
    expect((await browser.get(`${EXPORT}/nowhere?format=xlsx`)).status).toBe(404);
    expect((await browser.get(`${EXPORT}${MCC}?format=exe`)).status).toBe(400);
  });

  it("shows 导出 on the list only to those who have the button", async () => {
    const admin = await html(await signedInAs("qa4"), MCC);
    expect(admin).toContain(">导出<");
    const operator = await html(await signedInAs("operator", "operator123"), USERS);
    expect(operator).not.toContain(`${EXPORT}${USERS}`);
  });
});
