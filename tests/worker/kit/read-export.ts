/**
 * Reading an export back inside workerd (no unzip here): the zip's central directory, each
 * part inflated with DecompressionStream, every XML part checked well formed, and a sheet's
 * rows as cells (value, type, style) — what a Worker test asserts about a file.
 */
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { expect } from "vitest";

export type Parts = Map<string, string>;

async function inflate(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
  return new Response(stream).text();
}

/** Every part of a zip by its path, as text. Checks each entry's sizes against its central record. */
export async function unzip(file: ArrayBuffer): Promise<Parts> {
  const view = new DataView(file);
  let end = file.byteLength - 22;
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end--;
  expect(end).toBeGreaterThanOrEqual(0);
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const parts: Parts = new Map();
  for (let i = 0; i < count; i++) {
    expect(view.getUint32(at, true)).toBe(0x02014b50);
    const method = view.getUint16(at + 10, true);
    const compressed = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const local = view.getUint32(at + 42, true);
    const name = new TextDecoder().decode(new Uint8Array(file, at + 46, nameLength));
    expect(view.getUint32(local, true)).toBe(0x04034b50);
    const dataAt = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    expect(method).toBe(8);
    const text = await inflate(new Uint8Array(file, dataAt, compressed));
    expect(new TextEncoder().encode(text).length).toBe(size);
    parts.set(name, text);
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return parts;
}

/** Fails unless every .xml and .rels part is well-formed XML. */
export function expectWellFormed(parts: Parts): void {
  for (const [name, text] of parts) {
    if (/\.(xml|rels)$/.test(name)) expect(XMLValidator.validate(text), name).toBe(true);
  }
}

export type Cell = { ref: string; value: string; type: "n" | "inlineStr"; style: number };

/** A sheet's rows of cells, in order. */
export function sheetRows(xml: string): Cell[][] {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "",
    isArray: (name) => name === "row" || name === "c",
    parseTagValue: false,
    trimValues: false,
  });
  const sheet = parser.parse(xml).worksheet;
  return (sheet.sheetData.row ?? []).map((row: { c?: Record<string, unknown>[] }) =>
    (row.c ?? []).map((c) => ({
      ref: String(c.r),
      type: c.t === "inlineStr" ? "inlineStr" : "n",
      style: Number(c.s ?? 0),
      value: c.t === "inlineStr" ? textOf((c.is as { t: unknown }).t) : String(c.v),
    })),
  );
}

function textOf(t: unknown): string {
  return typeof t === "object" && t !== null ? String((t as Record<string, unknown>)["#text"] ?? "") : String(t ?? "");
}

/** The file of a response, with its name from Content-Disposition (the UTF-8 one). */
export async function download(response: Response): Promise<{ name: string; bytes: ArrayBuffer }> {
  const disposition = response.headers.get("Content-Disposition") ?? "";
  const name = decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1] ?? "");
  return { name, bytes: await response.arrayBuffer() };
}
