// Makes the PDF reports' font (ADR 014), once: public/fonts/NotoSansCJKsc-Regular-GB2312.otf, a
// subset of Noto Sans CJK SC Regular (SIL OFL 1.1) holding ASCII, Latin-1, the general and CJK
// punctuation, the full-width forms and every character of GB 2312 (6,763 hanzi and its symbols).
//
//   node_modules/.bin/node scripts/make-pdf-font.mjs [NotoSansCJK-Regular.ttc]
//
// The source is Debian's fonts-noto-cjk (the default path below). Its outlines are copied as they
// are, with one change: subroutine calls are inlined ("desubroutinized"). A CJK font keeps tens of
// thousands of shared subroutines, and a subset made from it for a PDF still carries one empty
// entry per subroutine (fontkit keeps their numbers): 100 KB and more in every PDF. Without
// subroutines a PDF carries only the outlines of the characters it shows. GSUB, GPOS and the
// vertical metrics are left out: reports are horizontal and drawn glyph by glyph.
// The script checks its output: every glyph must draw the same path as in the source font.
import { writeFileSync } from "node:fs";
import * as fontkit from "fontkit";

const SOURCE = process.argv[2] ?? "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc";
const OUT = new URL("../public/fonts/NotoSansCJKsc-Regular-GB2312.otf", import.meta.url);
const SUBSET_NOTE =
  "Subset for payment-console PDF reports: ASCII, Latin-1, punctuation, full-width forms, GB 2312; desubroutinized.";

/** The code points to keep, ascending. */
function codePoints() {
  const points = new Set();
  const range = (from, to) => {
    for (let cp = from; cp <= to; cp++) points.add(cp);
  };
  range(0x20, 0x7e); // ASCII
  range(0xa0, 0xff); // Latin-1
  range(0x2010, 0x205e); // general punctuation: dashes, quotes, …, ‰, ※
  range(0x3000, 0x303f); // CJK symbols and punctuation
  range(0xff01, 0xff5e); // full-width ASCII
  range(0xffe0, 0xffe6); // full-width ¢ £ ¬ ￣ ¦ ¥ ₩
  points.add(0x20ac); // €
  // GB 2312: rows 1-9 (symbols, kana, Greek, Cyrillic, pinyin, box drawing) and 16-87 (hanzi).
  const gbk = new TextDecoder("gbk");
  for (let row = 0xa1; row <= 0xf7; row++) {
    if (row >= 0xaa && row <= 0xaf) continue;
    for (let cell = 0xa1; cell <= 0xfe; cell++) {
      const cp = gbk.decode(new Uint8Array([row, cell])).codePointAt(0);
      if (cp !== 0xfffd && !(cp >= 0xe000 && cp <= 0xf8ff)) points.add(cp);
    }
  }
  return [...points].sort((a, b) => a - b);
}

/** The CFF subroutine bias (Type 2 charstrings, §4.7). */
const bias = (count) => (count < 1240 ? 107 : count < 33900 ? 1131 : 32768);

/**
 * A glyph's Type 2 charstring with every callsubr/callgsubr replaced by the subroutine's own
 * bytes: operands and operators are copied unchanged, hint masks with their bytes.
 */
function desubroutinize(cff, gid) {
  const read = ({ offset, length }) => {
    cff.stream.pos = offset;
    return cff.stream.readBuffer(length);
  };
  const gsubrs = cff.globalSubrIndex ?? [];
  const subrs = cff.privateDictForGlyph(gid)?.Subrs ?? [];
  const out = [];
  let stack = []; // operands since the last operator: value, and where its bytes start in `out`
  let stems = 0;
  let ended = false;
  const run = (bytes, depth) => {
    if (depth > 10) throw new Error(`glyph ${gid}: subroutines nested too deep`);
    for (let i = 0; i < bytes.length && !ended;) {
      const b = bytes[i];
      if (b === 28 || b >= 32) {
        const size = b === 28 ? 3 : b <= 246 ? 1 : b <= 254 ? 2 : 5;
        const value =
          b === 28
            ? ((bytes[i + 1] << 24) >> 16) | bytes[i + 2]
            : b <= 246
              ? b - 139
              : b <= 250
                ? (b - 247) * 256 + bytes[i + 1] + 108
                : b <= 254
                  ? -(b - 251) * 256 - bytes[i + 1] - 108
                  : new DataView(bytes.buffer, bytes.byteOffset + i + 1, 4).getInt32(0) / 65536;
        stack.push({ value, start: out.length });
        for (let k = 0; k < size; k++) out.push(bytes[i + k]);
        i += size;
      } else if (b === 10 || b === 29) {
        const { value, start } = stack.pop();
        out.length = start;
        const index = b === 10 ? subrs : gsubrs;
        run(read(index[value + bias(index.length)]), depth + 1);
        i += 1;
      } else if (b === 11) {
        return;
      } else {
        if (b === 12 && ![34, 35, 36, 37].includes(bytes[i + 1]))
          throw new Error(`glyph ${gid}: operator 12 ${bytes[i + 1]} not supported`);
        if (b === 1 || b === 3 || b === 18 || b === 23 || b === 19 || b === 20) stems += stack.length >> 1;
        const size = b === 12 ? 2 : b === 19 || b === 20 ? 1 + ((stems + 7) >> 3) : 1;
        for (let k = 0; k < size; k++) out.push(bytes[i + k]);
        i += size;
        stack = [];
        if (b === 14) ended = true;
      }
    }
  };
  run(cff.getCharString(gid), 0);
  return new Uint8Array(out);
}

/** The CFF table of the kept glyphs, without subroutines (fontkit's subsetter does the writing). */
function cffTable(font, gids) {
  const cff = font["CFF "];
  const flat = new Map(gids.map((gid) => [gid, desubroutinize(cff, gid)]));
  const subset = font.createSubset();
  for (const gid of gids) subset.includeGlyph(gid);
  cff.getCharString = (gid) => flat.get(gid);
  subset.subsetSubrs = () => [];
  return subset.encode();
}

// ---- OpenType tables ----

/** A big-endian byte writer. */
function writer(size) {
  const bytes = new Uint8Array(size);
  const view = new DataView(bytes.buffer);
  return {
    bytes,
    u16: (at, v) => view.setUint16(at, v),
    u32: (at, v) => view.setUint32(at, v),
    i16: (at, v) => view.setInt16(at, v),
  };
}

/** cmap with one format 12 subtable (Windows, full Unicode): runs of code points with consecutive glyphs. */
function cmapTable(mapping) {
  const groups = [];
  for (const [cp, gid] of mapping) {
    const last = groups.at(-1);
    if (last && cp === last.end + 1 && gid === last.gid + (cp - last.start)) last.end = cp;
    else groups.push({ start: cp, end: cp, gid });
  }
  const w = writer(12 + 16 + groups.length * 12);
  w.u16(2, 1); // one encoding record
  w.u16(4, 3);
  w.u16(6, 10);
  w.u32(8, 12);
  w.u16(12, 12);
  w.u32(16, 16 + groups.length * 12);
  w.u32(24, groups.length);
  groups.forEach((g, i) => {
    w.u32(28 + i * 12, g.start);
    w.u32(32 + i * 12, g.end);
    w.u32(36 + i * 12, g.gid);
  });
  return w.bytes;
}

/** name: the source's English records (names, copyright, trademark, credits, license), and what this subset is. */
function nameTable(font) {
  const r = Object.fromEntries(Object.entries(font.name.records).map(([key, texts]) => [key, texts.en]));
  const records = [
    [0, r.copyright],
    [1, r.fontFamily],
    [2, r.fontSubfamily],
    [3, `${r.uniqueSubfamily};payment-console-gb2312`],
    [4, r.fullName],
    [5, r.version],
    [6, r.postscriptName],
    [7, r.trademark],
    [8, r.manufacturer],
    [9, r.designer],
    [10, `${SUBSET_NOTE} ${r.description}`],
    [11, r.vendorURL],
    [12, r.designerURL],
    [13, r.license],
    [14, r.licenseURL],
  ].map(([id, text]) => [
    id,
    new Uint8Array(text.length * 2).map((_, i) =>
      i % 2 ? text.charCodeAt(i >> 1) & 0xff : text.charCodeAt(i >> 1) >> 8,
    ),
  ]);
  const stringsAt = 6 + records.length * 12;
  const w = writer(stringsAt + records.reduce((n, [, s]) => n + s.length, 0));
  w.u16(2, records.length);
  w.u16(4, stringsAt);
  let offset = 0;
  records.forEach(([id, s], i) => {
    const at = 6 + i * 12;
    w.u16(at, 3);
    w.u16(at + 2, 1);
    w.u16(at + 4, 0x409);
    w.u16(at + 6, id);
    w.u16(at + 8, s.length);
    w.u16(at + 10, offset);
    w.bytes.set(s, stringsAt + offset);
    offset += s.length;
  });
  return w.bytes;
}

/** The source's raw table, copied. */
function rawTable(font, tag) {
  const { offset, length } = font.directory.tables[tag];
  return font.stream.buffer.slice(offset, offset + length);
}

const checksum = (bytes) => {
  const padded = new Uint8Array((bytes.length + 3) & ~3);
  padded.set(bytes);
  const view = new DataView(padded.buffer);
  let sum = 0;
  for (let at = 0; at < padded.length; at += 4) sum = (sum + view.getUint32(at)) >>> 0;
  return sum;
};

/** The whole OpenType file from its tables (tags sorted, 4-byte aligned, checksums set). */
function sfnt(tables) {
  const tags = Object.keys(tables).sort();
  let at = 12 + tags.length * 16;
  const placed = tags.map((tag) => {
    const start = at;
    at += (tables[tag].length + 3) & ~3;
    return { tag, start };
  });
  const w = writer(at);
  const log2 = Math.floor(Math.log2(tags.length));
  w.u32(0, 0x4f54544f); // 'OTTO'
  w.u16(4, tags.length);
  w.u16(6, 16 << log2);
  w.u16(8, log2);
  w.u16(10, tags.length * 16 - (16 << log2));
  placed.forEach(({ tag, start }, i) => {
    const record = 12 + i * 16;
    for (let k = 0; k < 4; k++) w.bytes[record + k] = tag.charCodeAt(k);
    w.u32(record + 4, checksum(tables[tag]));
    w.u32(record + 8, start);
    w.u32(record + 12, tables[tag].length);
    w.bytes.set(tables[tag], start);
  });
  const head = placed.find((p) => p.tag === "head").start;
  w.u32(head + 8, (0xb1b0afba - checksum(w.bytes)) >>> 0);
  return w.bytes;
}

// ---- main ----

const font = fontkit.openSync(SOURCE, "NotoSansCJKsc-Regular");
const points = codePoints().filter((cp) => font.hasGlyphForCodePoint(cp));
const gids = [0]; // .notdef first
const newId = new Map([[0, 0]]);
const mapping = points.map((cp) => {
  const gid = font.glyphForCodePoint(cp).id;
  if (!newId.has(gid)) {
    newId.set(gid, gids.length);
    gids.push(gid);
  }
  return [cp, newId.get(gid)];
});

const head = rawTable(font, "head");
new DataView(head.buffer, head.byteOffset).setUint32(8, 0); // checkSumAdjustment, set last
const hhea = rawTable(font, "hhea");
new DataView(hhea.buffer, hhea.byteOffset).setUint16(34, gids.length); // numberOfHMetrics
const os2 = rawTable(font, "OS/2");
new DataView(os2.buffer, os2.byteOffset).setUint16(64, points[0]); // usFirstCharIndex
new DataView(os2.buffer, os2.byteOffset).setUint16(66, Math.min(points.at(-1), 0xffff)); // usLastCharIndex
const maxp = writer(6);
maxp.u32(0, 0x00005000);
maxp.u16(4, gids.length);
const hmtx = writer(gids.length * 4);
const { metrics, bearings } = font.hmtx; // past the last full metric, the last advance holds
gids.forEach((gid, i) => {
  const full = gid < metrics.length;
  hmtx.u16(i * 4, metrics.get(full ? gid : metrics.length - 1).advance);
  hmtx.i16(i * 4 + 2, full ? metrics.get(gid).bearing : bearings.get(gid - metrics.length));
});

const file = sfnt({
  "CFF ": cffTable(font, gids),
  "OS/2": os2,
  cmap: cmapTable(mapping),
  head,
  hhea,
  hmtx: hmtx.bytes,
  maxp: maxp.bytes,
  name: nameTable(font),
  post: rawTable(font, "post"),
});

// The check: every kept character draws exactly as in the source font, at the same advance.
const made = fontkit.create(file);
for (const cp of points) {
  const [a, b] = [font.glyphForCodePoint(cp), made.glyphForCodePoint(cp)];
  if (a.path.toSVG() !== b.path.toSVG() || a.advanceWidth !== b.advanceWidth)
    throw new Error(`U+${cp.toString(16)} differs from the source`);
}
writeFileSync(OUT, file);
console.log(`${OUT.pathname}: ${points.length} characters, ${gids.length} glyphs, ${file.length} bytes`);
