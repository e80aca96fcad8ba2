/**
 * Exports keep their memory flat (ADR 015): the built console and sandbox, served as `npm start`
 * serves them, with every isolate's heap capped at 32 MB (workerd's V8 flag
 * --max-old-space-size), export 100,000 rows of tenant 000004's generated 接口日志 whole, as CSV
 * (13 MB) and as xlsx. An export that held its rows would run out of heap; `npm run bench` does
 * the same for a million rows. Needs the build (`npm test` builds first).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readBuild, ROOT, servedOptions, servedWorkers } from "../../../scripts/served-workers.mjs";

const TEN_DAYS = "startTime=2026-10-22&endTime=2026-10-31";
let mf: Miniflare;
let origin: string;
let cookie: string;
let stateDir: string;

beforeAll(async () => {
  stateDir = mkdtempSync(join(tmpdir(), "export-heap-cap-"));
  const build = readBuild(ROOT);
  process.env.MINIFLARE_WORKERD_V8_FLAGS = "--max-old-space-size=32";
  try {
    const workers = servedWorkers({ root: ROOT, build, vars: build.app.vars });
    mf = new Miniflare(
      convertV4MiniflareOptions(servedOptions({ root: ROOT, stateDir, log: new Log(LogLevel.WARN), workers })),
    );
    origin = (await mf.ready).origin;
  } finally {
    delete process.env.MINIFLARE_WORKERD_V8_FLAGS;
  }
  const cookies = new Map<string, string>();
  const take = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(";")[0]!;
      cookies.set(pair.slice(0, pair.indexOf("=")), pair);
    }
  };
  const header = () => [...cookies.values()].join("; ");
  const page = await fetch(`${origin}/login`);
  await page.text();
  take(page);
  const signedIn = await fetch(`${origin}/login`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Cookie: header(),
      Origin: origin,
      "Sec-Fetch-Site": "same-origin",
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ tenantId: "000004", username: "export01", password: "123456", intent: "password" }),
  });
  await signedIn.text();
  take(signedIn);
  expect(signedIn.status).toBe(302);
  cookie = header();
}, 120_000);

afterAll(async () => {
  await mf?.dispose();
  rmSync(stateDir, { recursive: true, force: true });
});

describe("an export under a 32 MB heap", () => {
  it("writes 100,000 rows of CSV to the end", { timeout: 120_000 }, async () => {
    const response = await fetch(`${origin}/kit/export/log/api?${TEN_DAYS}&format=csv`, {
      headers: { Cookie: cookie, "Accept-Encoding": "identity" },
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    const lines = text.split("\r\n");
    expect(lines).toHaveLength(1 + 100_000 + 1);
    expect(text).not.toContain("导出中断");
  });

  it("writes 100,000 rows of xlsx to the end (the zip's end record last)", { timeout: 120_000 }, async () => {
    const response = await fetch(`${origin}/kit/export/log/api?${TEN_DAYS}&format=xlsx`, {
      headers: { Cookie: cookie },
    });
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const end = new DataView(bytes.buffer, bytes.length - 22, 22);
    expect(end.getUint32(0, true)).toBe(0x06054b50);
    expect(end.getUint16(10, true)).toBe(6);
    expect(bytes.length).toBeGreaterThan(3_000_000);
  });
});
