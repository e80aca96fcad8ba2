/** The generated log's ByteWriter writes what TextEncoder and JSON.stringify would, byte for byte. */
import { describe, expect, it } from "vitest";
import { ByteWriter, utf8 } from "../../../workers/sandbox/services/log/byte-writer";

const SAMPLES = [
  "",
  "current=1&size=20",
  '{"orderNo":"T2026","reason":"顾客取消订单"}',
  'back\\slash "quoted"',
  "\n\t\r\b\f\u0001\u001f\u007f",
  "查询订单",
  "é ß ü ©",
  "emoji 😀 and 𠀋",
  "lone \ud800 high",
  "lone \udc00 low",
  "\u2028\u2029",
  "x".repeat(5000),
  "中".repeat(3000),
];

describe("ByteWriter", () => {
  it("text: the bytes TextEncoder writes; string: the bytes of JSON.stringify", () => {
    for (const sample of SAMPLES) {
      expect(new ByteWriter(8).text(sample).bytes(), JSON.stringify(sample)).toEqual(utf8(sample));
      expect(new ByteWriter(8).string(sample).bytes(), JSON.stringify(sample)).toEqual(utf8(JSON.stringify(sample)));
    }
  });

  it("grows as it writes, keeping what it holds", () => {
    const w = new ByteWriter(1);
    let expected = "";
    for (const sample of SAMPLES) {
      w.text(sample).string(sample).run(utf8(sample));
      expected += sample + JSON.stringify(sample) + sample;
    }
    expect(w.bytes()).toEqual(utf8(expected));
  });
});
