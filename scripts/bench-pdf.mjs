// The PDF renderer's figures (ADR 014): tablePdf on a report of 2,000 rows × 10 columns of
// Chinese text (tests/unit/export/pdf-sample.ts) with the report font, in Node. It prints the
// file's size and the CPU time (process.cpuUsage: user + system) of the first call, which parses
// the font as a fresh Worker isolate would, and the median of the next ones.
//
//   node_modules/.bin/node scripts/bench-pdf.mjs            (BENCH_PDF_ROWS=… for another size)
//
// The TypeScript modules load through Vite's module runner; pdf-lib and fontkit load as Node
// loads them.
import { readFileSync } from "node:fs";
import { runnerImport } from "vite";

const ROOT = new URL("..", import.meta.url).pathname;
const ROWS = Number(process.env.BENCH_PDF_ROWS ?? 2000);
const RUNS = 5;
const FONT = `${ROOT}public/fonts/NotoSansCJKsc-Regular-GB2312.otf`;

const load = async (path) =>
  (
    await runnerImport(`${ROOT}${path}`, {
      configFile: false,
      root: ROOT,
      logLevel: "error",
      resolve: { tsconfigPaths: true },
    })
  ).module;
const { tablePdf } = await load("app/kit/server/export/pdf.server.ts");
const { sampleReport } = await load("tests/unit/export/pdf-sample.ts");

const font = new Uint8Array(readFileSync(FONT));
const table = sampleReport(ROWS);

async function timed() {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const bytes = await tablePdf(table, font);
  const used = process.cpuUsage(cpu);
  return { bytes: bytes.length, cpuMs: (used.user + used.system) / 1000, wallMs: performance.now() - started };
}

const first = await timed();
const next = [];
for (let i = 0; i < RUNS; i++) next.push(await timed());
next.sort((a, b) => a.cpuMs - b.cpuMs);
const median = next[RUNS >> 1];
const ms = (n) => `${n.toFixed(0)} ms`;
console.log(
  `PDF, ${ROWS} rows × ${table.columns.length} columns: ${first.bytes} bytes (${(first.bytes / 1024).toFixed(1)} KiB)`,
);
console.log(`  first call (font parsed): CPU ${ms(first.cpuMs)}, wall ${ms(first.wallMs)}`);
console.log(`  median of ${RUNS} more:    CPU ${ms(median.cpuMs)}, wall ${ms(median.wallMs)}`);
