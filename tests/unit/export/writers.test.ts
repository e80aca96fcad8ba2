/**
 * The export writers' own pieces (ADR 015): the UTF-8 writer that pages of rows are written into
 * (exactly TextEncoder's bytes, lone surrogates included), and Excel's serial days read by
 * character codes (exactly what the date parser it replaced answered, on every form it met).
 */
import { describe, expect, it } from "vitest";
import { Utf8Writer } from "~/kit/server/export/utf8-writer.server";
import { excelSerial } from "~/kit/server/export/xlsx.server";

describe("Utf8Writer", () => {
  const texts = [
    "",
    "plain ASCII, 0123456789",
    "é ß ÿ Ā",
    "交易订单 合计：¥1,234.50",
    "emoji 😀 and 𠮷 (surrogate pairs)",
    "lone \uD800 high, lone \uDC00 low, reversed \uDC00\uD800, at the end \uD83D",
    "\u0000\u0001\u007F\u0080\u07FF\u0800\uFFFF",
    // Long enough for the runtime's encoder: the same bytes.
    `/api/v1/orders?mobile=13812345678&name=${"交易".repeat(30)}&emoji=😀`,
    `${"x".repeat(60)} lone \uD800 high, lone \uDC00 low, at the end \uD83D`,
  ];

  it("writes exactly the bytes TextEncoder writes", () => {
    for (const text of texts) {
      const out = new Utf8Writer(4);
      out.text(text);
      expect([...out.take()], JSON.stringify(text)).toEqual([...new TextEncoder().encode(text)]);
    }
  });

  it("writes text unless it holds a flagged character, then writes nothing", () => {
    const stops = new Uint8Array(128);
    stops[44] = 1; // ,
    for (const text of [...texts, "a,b", "交易,订单", `${"x".repeat(60)},`, `${"交".repeat(60)},`]) {
      const out = new Utf8Writer(4);
      out.byte(0x7c);
      const written = out.textUnless(text, stops);
      expect(written, JSON.stringify(text)).toBe(!text.includes(","));
      expect([...out.take()]).toEqual([0x7c, ...(written ? new TextEncoder().encode(text) : [])]);
    }
  });

  it("grows as it writes, and starts over after each take", () => {
    const out = new Utf8Writer(8);
    for (const text of texts) out.text(text);
    out.byte(0x2c);
    out.bytes(new TextEncoder().encode('<c r="B'));
    const all = new TextEncoder().encode(`${texts.join("")},<c r="B`);
    expect(out.size).toBe(all.length);
    const first = out.take();
    expect([...first]).toEqual([...all]);
    out.text("again");
    expect(new TextDecoder().decode(out.take())).toBe("again");
    expect(out.size).toBe(0);
    // What was taken is a copy: later writes leave it alone.
    out.text("x".repeat(first.length));
    expect(new TextDecoder().decode(first)).toContain("交易订单");
  });
});

/** The parser excelSerial replaced (a regular expression and a Date round trip): the reference. */
function referenceSerial(value: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value);
  if (!m) return null;
  const [y, mo, d, h = 0, mi = 0, s = 0] = m.slice(1).map((part) => (part === undefined ? 0 : Number(part)));
  const ms = Date.UTC(y!, mo! - 1, d!, h, mi, s);
  const check = new Date(ms);
  if (check.getUTCMonth() !== mo! - 1 || check.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return null;
  return ms / 86_400_000 + 25_569;
}

describe("excelSerial", () => {
  it("answers as the reference parser on dates, times, edges and malformed text", () => {
    const values = [
      "2026-11-24",
      "2026-11-24 12:00:00",
      "2026-11-24T23:59:59",
      "2026-11-24 08:30",
      "2024-02-29",
      "2026-02-29",
      "2000-02-29",
      "1900-02-29",
      "0000-02-29",
      "0099-12-31 10:00:00",
      "1900-03-01",
      "2026-13-01",
      "2026-00-10",
      "2026-04-31",
      "2026-04-00",
      "2026-11-24 24:00:00",
      "2026-11-24 23:60:00",
      "2026-11-24 23:59:60",
      "2026-11-24 1:00:00",
      "2026-11-24  12:00",
      "2026/11/24",
      "2026-11-24 12:00:00.5",
      "2026-11-24x12:00:00",
      "2026-11-24 12-00-00",
      "２０２６-11-24",
      "昨天",
      "",
    ];
    // Every day of a leap and a common year, at a time with seconds.
    for (const year of [2024, 2026])
      for (let day = 0; day < 366; day++) {
        const date = new Date(Date.UTC(year, 0, 1 + day));
        values.push(`${date.toISOString().slice(0, 10)} 13:07:42`);
      }
    for (const value of values) expect(excelSerial(value), value).toBe(referenceSerial(value));
    expect(excelSerial("2026-11-24 12:00:00")).toBe(46350.5);
  });
});
