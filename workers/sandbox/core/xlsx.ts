/**
 * The backend's own Excel files (spec §7's "export (blob)": the agent list, the migration
 * trajectories): a small, valid .xlsx written whole in memory, one sheet of inline strings in a
 * zip of deflated entries (the runtime's CompressionStream) with their CRC-32. Enough for the
 * few thousand rows such an export holds; the console's streamed writer is the kit's.
 */
import { compress, concatBytes, crc32 } from "./bytes";

const encoder = new TextEncoder();

/**
 * The fields a zip entry's local and central headers both hold, from `at`: version needed (2.0),
 * flags (UTF-8 names), method (deflate), time and date (1980-01-01 00:00), CRC, sizes, name length.
 */
function entryFields(
  view: DataView,
  at: number,
  entry: { crc: number; compressed: number; size: number; nameLength: number },
): void {
  view.setUint16(at, 20, true);
  view.setUint16(at + 2, 0x0800, true);
  view.setUint16(at + 4, 8, true);
  view.setUint16(at + 6, 0, true);
  view.setUint16(at + 8, 0x21, true);
  view.setUint32(at + 10, entry.crc, true);
  view.setUint32(at + 14, entry.compressed, true);
  view.setUint32(at + 18, entry.size, true);
  view.setUint16(at + 22, entry.nameLength, true);
}

/** A zip of deflated entries. */
export async function zip(files: [name: string, content: string][]): Promise<Uint8Array<ArrayBuffer>> {
  const parts: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const [path, content] of files) {
    const name = encoder.encode(path);
    const plain = encoder.encode(content);
    const crc = crc32(plain);
    const data = await compress(plain, "deflate-raw");
    const header = { crc, compressed: data.length, size: plain.length, nameLength: name.length };
    const local = new Uint8Array(30 + name.length);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, 0x04034b50, true);
    entryFields(lv, 4, header);
    local.set(name, 30);
    const entry = new Uint8Array(46 + name.length);
    const cv = new DataView(entry.buffer);
    cv.setUint32(0, 0x02014b50, true);
    cv.setUint16(4, 20, true);
    entryFields(cv, 6, header);
    cv.setUint32(42, offset, true);
    entry.set(name, 46);
    parts.push(local, data);
    central.push(entry);
    offset += local.length + data.length;
  }
  const centralSize = central.reduce((n, c) => n + c.length, 0);
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, files.length, true);
  ev.setUint16(10, files.length, true);
  ev.setUint32(12, centralSize, true);
  ev.setUint32(16, offset, true);
  return concatBytes([...parts, ...central, end]);
}

const xml = (text: string) =>
  text
    .replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!)
    // eslint-disable-next-line no-control-regex -- drops the control characters XML 1.0 cannot hold
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, "");

function column(i: number): string {
  let s = "";
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/** One sheet: a header row, then the rows, every cell an inline string. */
export function xlsxWorkbook(sheet: string, header: string[], rows: string[][]): Promise<Uint8Array<ArrayBuffer>> {
  const line = (cells: string[], r: number) =>
    `<row r="${r}">${cells.map((v, c) => `<c r="${column(c)}${r}" t="inlineStr"><is><t xml:space="preserve">${xml(v)}</t></is></c>`).join("")}</row>`;
  const sheetXml =
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>` +
    [header, ...rows].map((cells, i) => line(cells, i + 1)).join("") +
    `</sheetData></worksheet>`;
  return zip([
    [
      "[Content_Types].xml",
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ],
    [
      "_rels/.rels",
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      "xl/workbook.xml",
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${xml(sheet)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      "xl/_rels/workbook.xml.rels",
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ],
    ["xl/worksheets/sheet1.xml", sheetXml],
  ]);
}

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The file answer, as Spring's ResponseEntity<byte[]> sends it: the type, the length and a download name. */
export function xlsxResponse(fileName: string, workbook: Uint8Array<ArrayBuffer>): Response {
  return new Response(workbook, {
    headers: {
      "Content-Type": XLSX_TYPE,
      "Content-Disposition": `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      "Content-Length": String(workbook.length),
    },
  });
}
