import { it } from "vitest";
import { type SheetColumn, type SheetRow, xlsxFile } from "~/kit/server/export/xlsx.server";
const cols: SheetColumn[] = [
  "title",
  "serviceId",
  "serverHost",
  "serverIp",
  "requestUri",
  "method",
  "time",
  "remoteIp",
  "createBy",
  "createTime",
].map((l, i) => ({ label: l, format: i === 6 ? "number" : i === 9 ? "datetime" : "text", width: 12 }));
const row = (i: number): string[] => [
  "查询订单",
  "blade-system",
  "pay-prod-01",
  "10.0.3.12",
  `/api/cloud-order/order/page?current=${i}`,
  "GET",
  String(i % 900),
  "203.0.113.7",
  "admin",
  "2026-10-31 12:34:56",
];
async function* rows(n: number): AsyncGenerator<SheetRow[]> {
  for (let p = 0; p < n / 5000; p++) yield Array.from({ length: 5000 }, (_, i) => row(p * 5000 + i));
}
it("perf", async () => {
  const t = performance.now();
  let bytes = 0;
  for await (const c of xlsxFile({ sheet: "s", columns: cols, rows: rows(200_000), wallClock: new Date() }))
    bytes += c.length;
  console.log("xlsx", Math.round(200_000 / ((performance.now() - t) / 1000)), "rows/s", bytes);
  const cs = new CompressionStream("gzip");
  const w = cs.writable.getWriter();
  const r = cs.readable.getReader();
  const chunk = new TextEncoder().encode(
    '<row r="12"><c r="A12" t="inlineStr"><is><t>查询订单</t></is></c><c r="B12" t="inlineStr"><is><t>blade-system</t></is></c></row>'.repeat(
      8000,
    ),
  );
  const t2 = performance.now();
  let out = 0;
  const reading = (async () => {
    for (;;) {
      const x = await r.read();
      if (x.done) break;
      out += x.value.length;
    }
  })();
  for (let k = 0; k < 100; k++) await w.write(chunk);
  await w.close();
  await reading;
  const mb = (chunk.length * 100) / 1e6;
  const seconds = (performance.now() - t2) / 1000;
  console.log("gzip", (mb / seconds).toFixed(0), "MB/s of", mb.toFixed(0), "MB, to", (out / 1e6).toFixed(1), "MB");
}, 120_000);
