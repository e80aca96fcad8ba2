// npm run bench, the exports (ADR 015): the built console and sandbox as `npm start` serves them
// (Miniflare, workerd answering HTTP), with every isolate's heap capped at 32 MB (workerd's V8
// flag --max-old-space-size): an export that held its rows would fail. Tenant 000004's 接口日志
// is generated (1,000,000 rows, 10,000 a day), so its day filter picks 10,000 / 100,000 /
// 1,000,000 rows of 10 columns. Each export is read to its end over HTTP; the figures are time
// to first byte, rows per second and bytes. The memory figure is the cap itself: an export that
// held its rows would run out of heap (a million rows of xlsx are 49 MB compressed).
import { join } from "node:path";
import { Log, LogLevel, Miniflare, convertV4MiniflareOptions } from "miniflare";
import { cookieJar } from "./cookie-jar.mjs";
import { readBuild, servedOptions, servedWorkers } from "./served-workers.mjs";

const HEAP_CAP_MB = 32;
const TENANT = "000004";
const ACCOUNT = "export01";
const PASSWORD = "123456";
const LAST_DAY = "2026-10-31";
const EXPORTS = [
  { rows: 10_000, filter: `startTime=${LAST_DAY}&endTime=${LAST_DAY}` },
  { rows: 100_000, filter: `startTime=2026-10-22&endTime=${LAST_DAY}` },
  { rows: 1_000_000, filter: "" },
];

async function signIn(origin, tenantId = TENANT, account = ACCOUNT, password = PASSWORD) {
  const jar = cookieJar();
  const page = await fetch(`${origin}/login`);
  await page.text();
  jar.take(page);
  const answer = await fetch(`${origin}/login`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Cookie: jar.header,
      Origin: origin,
      "Sec-Fetch-Site": "same-origin",
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ tenantId, username: account, password, intent: "password" }),
  });
  await answer.text();
  jar.take(answer);
  if (answer.status !== 302) throw new Error(`bench-export: ${account} could not sign in (HTTP ${answer.status})`);
  return jar.header;
}

/**
 * Each download on a connection of its own, as a browser starts one: workerd may close a kept-alive
 * connection after a long streamed body, and Node's fetch, unlike a browser, does not retry a GET
 * refused on a reused connection ("other side closed").
 */
const download = (origin, cookie, path) =>
  fetch(`${origin}${path}`, { headers: { Cookie: cookie, Connection: "close" } });

/** One export read to its end: first byte, total time, bytes. */
async function timeExport(origin, cookie, path) {
  const started = performance.now();
  const response = await download(origin, cookie, path);
  const reader = response.body.getReader();
  let firstByte = null;
  let bytes = 0;
  let tail = new Uint8Array(0);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    firstByte ??= performance.now() - started;
    bytes += value.length;
    tail = value.length >= 4096 ? value.slice(-4096) : tail;
  }
  const ms = performance.now() - started;
  return { status: response.status, firstByte, ms, bytes, tail };
}

/** Runs the exports and prints their figures. */
export async function benchExports({ root, stateDir }) {
  const build = readBuild(root);
  process.env.MINIFLARE_WORKERD_V8_FLAGS = `--max-old-space-size=${HEAP_CAP_MB}`;
  const workers = servedWorkers({ root, build, vars: build.app.vars });
  const mf = new Miniflare(
    convertV4MiniflareOptions(servedOptions({ root, stateDir, log: new Log(LogLevel.WARN), workers })),
  );
  delete process.env.MINIFLARE_WORKERD_V8_FLAGS;
  const origin = (await mf.ready).origin;
  try {
    const cookie = await signIn(origin);
    console.log(
      `\nExports (ADR 015): 接口日志 of tenant ${TENANT} (generated), 10 columns, every isolate's heap capped at ${HEAP_CAP_MB} MB`,
    );
    for (const format of ["xlsx", "csv"]) {
      for (const { rows, filter } of EXPORTS) {
        const path = `/kit/export/log/api?${filter ? `${filter}&` : ""}format=${format}`;
        const run = await timeExport(origin, cookie, path);
        // A CSV's last bytes would say 导出中断 had the backend failed (an xlsx's are compressed).
        const complete =
          run.status === 200 && (format !== "csv" || !new TextDecoder().decode(run.tail).includes("导出中断"));
        const rate = rows / (run.ms / 1000);
        const goal = format === "xlsx" ? "goals ≥ 80,000 rows/s, first byte ≤ 50 ms" : "goal ≥ 300,000 rows/s";
        console.log(
          `  ${format.padEnd(4)} ${String(rows).padStart(9)} rows: first byte ${run.firstByte?.toFixed(0) ?? "—"} ms, ${(run.ms / 1000).toFixed(2)} s, ` +
            `${Math.round(rate).toLocaleString("en-US")} rows/s, ${(run.bytes / 1_048_576).toFixed(1)} MB${complete ? "" : "   INCOMPLETE"}   (${goal})`,
        );
      }
    }
    await benchOrderExport(origin);
  } finally {
    await mf.dispose();
  }
}

/** A day `n` days before today in Beijing (yyyy-MM-dd). */
const beijingDay = (n) => new Date(Date.now() + 8 * 3_600_000 - n * 86_400_000).toISOString().slice(0, 10);

/**
 * 交易订单's export (ADR 018) of about 100,000 of the sandbox's 200,000 orders (the last 92 days),
 * 11 columns and the totals row, as qa1 of tenant 000001; its first request seeds the money data
 * on a fresh state (not timed: the sandbox is asked first).
 */
async function benchOrderExport(origin) {
  const cookie = await signIn(origin, "000001", "qa1", "qa123456");
  const warm = await fetch(`${origin}/orders/transactionOrder?period=last7`, { headers: { Cookie: cookie } });
  await warm.text();
  const filter = `period=custom&startDate=${beijingDay(91)}&endDate=${beijingDay(0)}`;
  console.log(
    `\n交易订单's export (ADR 018): the orders of the last 92 days, 11 columns and a totals row, heap capped at ${HEAP_CAP_MB} MB`,
  );
  for (const format of ["csv", "xlsx"]) {
    const run = await timeExport(origin, cookie, `/kit/export/orders/transactionOrder?${filter}&format=${format}`);
    let rows = "?";
    let totals = "";
    if (format === "csv") {
      const csv = await (
        await download(origin, cookie, `/kit/export/orders/transactionOrder?${filter}&format=csv`)
      ).text();
      const lines = csv.trim().split(/\r?\n/);
      rows = (lines.length - 2).toLocaleString("en-US");
      totals = `; last line "${lines.at(-1).slice(0, 60)}"`;
    }
    console.log(
      `  ${format.padEnd(4)} ${rows} rows: first byte ${run.firstByte?.toFixed(0) ?? "—"} ms, ${(run.ms / 1000).toFixed(2)} s, ${(run.bytes / 1_048_576).toFixed(1)} MB` +
        `${run.status === 200 ? "" : `   HTTP ${run.status}`}${totals}`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = new URL("..", import.meta.url).pathname;
  await benchExports({ root, stateDir: join(root, ".wrangler/bench-export-state") });
}
