// The PDF renderer's figures (ADR 014): tablePdf on a report of 2,000 rows × 10 columns of
// Chinese text (tests/unit/export/pdf-sample.ts) with the report font, in Node. It prints the
// file's size and where its bytes go (each kind of stream as stored, compressed; the rest is
// the objects, mostly in an object stream, and the cross-reference stream), the CPU time
// (process.cpuUsage: user + system) of the first call, which parses the font as a fresh Worker
// isolate would, and the median of the next ones.
//
//   node_modules/.bin/node scripts/bench-pdf.mjs            (BENCH_PDF_ROWS=… for another size)
//
// The TypeScript modules load through Vite's module runner; pdf-lib and fontkit load as Node
// loads them.
import { readFileSync } from "node:fs";
import { PDFDocument, PDFName, PDFRawStream, PDFRef } from "pdf-lib";
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
  return { bytes, cpuMs: (used.user + used.system) / 1000, wallMs: performance.now() - started };
}

/** The file's bytes by kind of stream (as stored), the rest as "objects and cross-reference". */
async function breakdown(bytes) {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const { context } = doc;
  const kinds = new Map();
  const add = (kind, size) =>
    kinds.set(kind, { size: (kinds.get(kind)?.size ?? 0) + size, count: (kinds.get(kind)?.count ?? 0) + 1 });
  const named = new Map(); // stream ref → kind, from what points at it
  const refs = (value) =>
    value instanceof PDFRef ? [value] : (value?.asArray?.() ?? []).filter((v) => v instanceof PDFRef);
  const users = new Map();
  for (const page of doc.getPages())
    for (const ref of refs(page.node.get(PDFName.of("Contents")))) users.set(ref.tag, (users.get(ref.tag) ?? 0) + 1);
  for (const [, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) {
      const toUnicode = object.get?.(PDFName.of("ToUnicode"));
      if (toUnicode) named.set(toUnicode.tag, "ToUnicode CMap");
      const encoding = object.get?.(PDFName.of("Encoding"));
      if (encoding instanceof PDFRef) named.set(encoding.tag, "code-to-glyph CMap");
      const program = object.get?.(PDFName.of("FontFile3"));
      if (program) named.set(program.tag, "font program");
      const widths = object.get?.(PDFName.of("W"));
      if (widths) add("  of which the widths (W array, before compression)", widths.toString().length);
    }
  }
  let streams = 0;
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const shared = (users.get(ref.tag) ?? 0) > 1;
    const kind =
      named.get(ref.tag) ?? (shared ? "page content shared by pages (frames)" : "page content, one per page");
    add(kind, object.contents.length);
    streams += object.contents.length;
  }
  add("objects, object stream, cross-reference, header", bytes.length - streams);
  // The widths are an object's, inside the object stream: listed last, under the objects.
  return [...kinds].sort(
    (a, b) => (a[0].startsWith(" ") ? 1 : 0) - (b[0].startsWith(" ") ? 1 : 0) || b[1].size - a[1].size,
  );
}

const first = await timed();
const next = [];
for (let i = 0; i < RUNS; i++) next.push(await timed());
next.sort((a, b) => a.cpuMs - b.cpuMs);
const median = next[RUNS >> 1];
const ms = (n) => `${n.toFixed(0)} ms`;
const size = first.bytes.length;
console.log(`PDF, ${ROWS} rows × ${table.columns.length} columns: ${size} bytes (${(size / 1024).toFixed(1)} KiB)`);
for (const [kind, { size: bytes, count }] of await breakdown(first.bytes))
  console.log(`  ${String(bytes).padStart(7)} B  ${kind}${count > 1 ? ` (${count})` : ""}`);
console.log(`  first call (font parsed): CPU ${ms(first.cpuMs)}, wall ${ms(first.wallMs)}`);
console.log(`  median of ${RUNS} more:    CPU ${ms(median.cpuMs)}, wall ${ms(median.wallMs)}`);
