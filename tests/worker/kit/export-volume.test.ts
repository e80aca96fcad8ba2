/**
 * 导出 over many backend pages (ADR 015), on tenant 000004's generated 接口日志 (10,000 rows a
 * day, services/log/generated.ts) as export01: a day's export holds every row of the day in
 * order, across the backend's pages (1,000 rows, then 5,000); a backend failing half-way ends the file with a row saying it is
 * incomplete; one failing at the first page sends the operator back to the list with the
 * reason; a cancelled download stops the paging; a PDF of too many rows is refused. The sandbox's
 * fault switch counts and fails the list's calls for export01 alone.
 */
import { exports } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { Browser, location, ORIGIN, signIn } from "../browser";
import { download, sheetRows, unzip } from "./read-export";

const LIST = "/api/cloud-log/api/list";
const DAY = "startTime=2026-10-31&endTime=2026-10-31";
const EXPORT = `/kit/export/log/api?${DAY}`;
const SAME_ORIGIN = { "Sec-Fetch-Site": "same-origin" };

type Rule = { kind: "status500" | "drop"; after?: number };

async function fault(rule: Rule): Promise<void> {
  const body = JSON.stringify({ account: "export01", tenantId: "000004", path: LIST, ...rule });
  const response = await exports.default.fetch(
    new Request(new URL("/sandbox/faults", ORIGIN), {
      method: "POST",
      headers: { ...SAME_ORIGIN, "content-type": "application/json" },
      body,
    }),
  );
  if (response.status !== 200) throw new Error(`fault rule refused: ${await response.text()}`);
}

/** How many list calls the rules have let through so far (a rule with a large `after` is a counter). */
async function listCallsSeen(): Promise<number> {
  const response = await exports.default.fetch(
    new Request(new URL("/sandbox/faults?account=export01", ORIGIN), { headers: SAME_ORIGIN }),
  );
  const rules = ((await response.json()) as { data: { passed: number }[] }).data;
  return rules.reduce((sum, rule) => sum + rule.passed, 0);
}

afterEach(async () => {
  await exports.default.fetch(
    new Request(new URL("/sandbox/faults?account=export01", ORIGIN), { method: "DELETE", headers: SAME_ORIGIN }),
  );
});

async function exporter(): Promise<Browser> {
  const browser = new Browser("203.0.113.44");
  const response = await signIn(browser, "export01", "123456", { tenantId: "000004" });
  if (location(response) !== "/main/index") throw new Error(`export01 could not sign in: HTTP ${response.status}`);
  return browser;
}

describe("an export of many pages", () => {
  it("holds every row of the day, newest first, across the backend's pages", async () => {
    const browser = await exporter();
    await fault({ kind: "status500", after: 1_000_000 });
    const { bytes } = await download(await browser.get(`${EXPORT}&format=xlsx`));
    // 1,000 rows, four more pages of 1,000, then page 2 of 5,000.
    expect(await listCallsSeen()).toBe(6);
    const [header, ...rows] = sheetRows((await unzip(bytes)).get("xl/worksheets/sheet1.xml")!);
    expect(header).toHaveLength(10);
    expect(rows).toHaveLength(10_000);
    const times = rows.map((row) => Number(row.at(-1)!.value));
    expect(times.every((time, i) => i === 0 || time <= times[i - 1]!)).toBe(true);
    // 2026-10-31 23:59:51 … 2026-10-31 00:00:00 as Excel serial days.
    expect(Math.floor(times[0]!)).toBe(46326);
    expect(Math.floor(times.at(-1)!)).toBe(46326);
  });

  it("ends with a row saying the file is incomplete when the backend fails half-way", async () => {
    const browser = await exporter();
    await fault({ kind: "status500", after: 3 });
    const response = await browser.get("/kit/export/log/api?startTime=2026-10-29&endTime=2026-10-31&format=xlsx");
    expect(response.status).toBe(200);
    const rows = sheetRows((await unzip((await download(response)).bytes)).get("xl/worksheets/sheet1.xml")!);
    expect(rows).toHaveLength(1 + 3_000 + 1);
    const note = rows.at(-1)!;
    expect(note).toHaveLength(1);
    expect(note[0]!.value).toMatch(/^导出中断：.+。本文件不完整：已导出 3000 行，共 30000 行。$/);
    expect(note[0]!.style).toBe(5);
  });

  it("ends a CSV the same way", async () => {
    const browser = await exporter();
    await fault({ kind: "drop", after: 1 });
    const text = await (await browser.get(`${EXPORT}&format=csv`)).text();
    const lines = text.split("\r\n");
    expect(lines).toHaveLength(1 + 1_000 + 1 + 1);
    expect(lines.at(-2)).toMatch(/^导出中断：服务不可用。本文件不完整：已导出 1000 行，共 10000 行。$/);
  });

  it("sends the operator back to the list with the reason when the first page fails", async () => {
    const browser = await exporter();
    await fault({ kind: "drop" });
    const response = await browser.get(`${EXPORT}&format=xlsx`);
    expect(response.status).toBe(302);
    expect(location(response)).toBe(`/log/api?${DAY}`);
    await exports.default.fetch(
      new Request(new URL("/sandbox/faults?account=export01", ORIGIN), { method: "DELETE", headers: SAME_ORIGIN }),
    );
    expect(await browser.html(location(response))).toContain("导出失败：服务不可用");
  });

  it("stops asking the backend when the download is cancelled", async () => {
    const browser = await exporter();
    await fault({ kind: "status500", after: 1_000_000 });
    const response = await browser.get("/kit/export/log/api?format=csv");
    const reader = response.body!.getReader();
    await reader.read();
    await reader.read();
    await reader.cancel();
    const seen = await listCallsSeen();
    await new Promise((resolve) => setTimeout(resolve, 500));
    // The first page, the one being written and the one asked for ahead: not the thousand.
    expect(await listCallsSeen()).toBe(seen);
    expect(seen).toBeLessThanOrEqual(4);
  });

  it("refuses a PDF of more rows than a report holds, on the list", async () => {
    const browser = await exporter();
    const response = await browser.get(`${EXPORT}&format=pdf`);
    expect(response.status).toBe(302);
    expect(await browser.html(location(response))).toContain(
      "PDF 最多导出 5000 行（当前 10000 行），请改用 Excel 或 CSV",
    );
  });
});
