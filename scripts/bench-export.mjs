// npm run bench, the exports (ADR 015): the built console and sandbox as `npm start` serves them
// (Miniflare, workerd answering HTTP), with every isolate's heap capped at 32 MB (workerd's V8
// flag --max-old-space-size): an export that held its rows would fail. Tenant 000004's 接口日志
// is generated (1,000,000 rows, 10,000 a day), so its day filter picks 10,000 / 100,000 /
// 1,000,000 rows of 10 columns. Each export is read to its end over HTTP; the figures are time
// to first byte, rows per second, bytes, and the console isolate's heap (used, sampled every
// 50 ms through the inspector) at the start and at its peak.
import { join } from "node:path";
import { Log, LogLevel, Miniflare, convertV4MiniflareOptions } from "miniflare";
import { cookieJar } from "./cookie-jar.mjs";
import { readBuild, servedOptions, servedWorkers } from "./served-workers.mjs";

const HEAP_CAP_MB = 32;
const INSPECTOR_PORT = 9231;
const TENANT = "000004";
const ACCOUNT = "export01";
const PASSWORD = "123456";
const LAST_DAY = "2026-10-31";
const EXPORTS = [
  { rows: 10_000, filter: `startTime=${LAST_DAY}&endTime=${LAST_DAY}` },
  { rows: 100_000, filter: `startTime=2026-10-22&endTime=${LAST_DAY}` },
  { rows: 1_000_000, filter: "" },
];

/** The console isolate's used heap, through the inspector (Runtime.getHeapUsage). */
async function heapProbe(consoleName) {
  const targets = await (await fetch(`http://127.0.0.1:${INSPECTOR_PORT}/json/list`)).json();
  const target = targets.find((t) => String(t.title ?? t.id).includes(consoleName) || String(t.webSocketDebuggerUrl).includes(consoleName));
  if (!target) return null;
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve);
    socket.addEventListener("error", reject);
  });
  const pending = new Map();
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(event.data);
    pending.get(message.id)?.(message.result);
    pending.delete(message.id);
  });
  let lastId = 0;
  socket.send(JSON.stringify({ id: ++lastId, method: "Runtime.enable" }));
  // A probe that gets no answer within a second counts as 0 (the isolate busy past it).
  const usedMb = () =>
    new Promise((resolve) => {
      const id = ++lastId;
      const timer = setTimeout(() => {
        pending.delete(id);
        resolve(0);
      }, 1_000);
      pending.set(id, (result) => {
        clearTimeout(timer);
        resolve((result?.usedSize ?? 0) / 1_048_576);
      });
      socket.send(JSON.stringify({ id, method: "Runtime.getHeapUsage" }));
    });
  return { usedMb, close: () => socket.close() };
}

async function signIn(origin) {
  const jar = cookieJar();
  const page = await fetch(`${origin}/login`);
  await page.text();
  jar.take(page);
  const answer = await fetch(`${origin}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: jar.header, Origin: origin, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ tenantId: TENANT, username: ACCOUNT, password: PASSWORD, intent: "password" }),
  });
  await answer.text();
  jar.take(answer);
  if (answer.status !== 302) throw new Error(`bench-export: ${ACCOUNT} could not sign in (HTTP ${answer.status})`);
  return jar.header;
}

/** One export read to its end: first byte, total time, bytes, and the heap's peak while it ran. */
async function timeExport(origin, cookie, path, probe) {
  let peak = 0;
  const sampling = probe
    ? setInterval(async () => {
        peak = Math.max(peak, await probe.usedMb());
      }, 50)
    : null;
  const started = performance.now();
  const response = await fetch(`${origin}${path}`, { headers: { Cookie: cookie } });
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
  if (sampling) clearInterval(sampling);
  if (probe) peak = Math.max(peak, await probe.usedMb());
  return { status: response.status, firstByte, ms, bytes, peak, tail };
}

/** Runs the exports and prints their figures. */
export async function benchExports({ root, stateDir }) {
  const build = readBuild(root);
  process.env.MINIFLARE_WORKERD_V8_FLAGS = `--max-old-space-size=${HEAP_CAP_MB}`;
  const workers = servedWorkers({ root, build, vars: build.app.vars }).map((w) => (w.name === build.app.name ? { ...w, unsafeInspectorProxy: true } : w));
  const mf = new Miniflare(
    convertV4MiniflareOptions({ ...servedOptions({ root, stateDir, log: new Log(LogLevel.WARN), workers }), inspectorPort: INSPECTOR_PORT }),
  );
  delete process.env.MINIFLARE_WORKERD_V8_FLAGS;
  const origin = (await mf.ready).origin;
  try {
    console.error("bench-export: signing in");
    const cookie = await signIn(origin);
    console.error("bench-export: signed in");
    const probe = await heapProbe(build.app.name).catch(() => null);
    const atRest = probe ? await probe.usedMb() : null;
    console.log(`\nExports (ADR 015): 接口日志 of tenant ${TENANT} (generated), 10 columns, every isolate's heap capped at ${HEAP_CAP_MB} MB`);
    if (atRest !== null) console.log(`  console isolate's used heap at rest: ${atRest.toFixed(1)} MB`);
    for (const format of ["xlsx", "csv"]) {
      for (const { rows, filter } of EXPORTS) {
        const path = `/kit/export/log/api?${filter ? `${filter}&` : ""}format=${format}`;
        const run = await timeExport(origin, cookie, path, probe);
        // A CSV's last bytes would say 导出中断 had the backend failed (an xlsx's are compressed).
        const complete = run.status === 200 && (format !== "csv" || !new TextDecoder().decode(run.tail).includes("导出中断"));
        const rate = rows / (run.ms / 1000);
        const goal = format === "xlsx" ? "goals ≥ 80,000 rows/s, first byte ≤ 50 ms" : "goal ≥ 300,000 rows/s";
        console.log(
          `  ${format.padEnd(4)} ${String(rows).padStart(9)} rows: first byte ${run.firstByte?.toFixed(0) ?? "—"} ms, ${(run.ms / 1000).toFixed(2)} s, ` +
            `${Math.round(rate).toLocaleString("en-US")} rows/s, ${(run.bytes / 1_048_576).toFixed(1)} MB` +
            `${probe ? `, heap peak ${run.peak.toFixed(1)} MB` : ""}${complete ? "" : "   INCOMPLETE"}   (${goal})`,
        );
      }
    }
    probe?.close();
  } finally {
    await mf.dispose();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = new URL("..", import.meta.url).pathname;
  await benchExports({ root, stateDir: join(root, ".wrangler/bench-export-state") });
}
