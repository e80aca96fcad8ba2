// The report font in a PDF (ADR 014): a Type0 font whose descendant is a CID-keyed CFF subset of
// the glyphs drawn (without hints: pdf-cff.server.ts), its codes those of pdf-font-codes.server.ts
// told by an embedded CMap, a ToUnicode map so the text copies, widths only where they are not
// the CJK em. Written here rather than by pdf-lib's embedFont, whose codes are two bytes each
// (Identity-H) and whose widths list every glyph.
import { create } from "fontkit";
import { deflateSync } from "node:zlib";
import { type PDFContext, PDFHexString, PDFString } from "pdf-lib";
import { withoutHints } from "./pdf-cff.server";
import { glyphCodes, hexCode, literalCode, ONE_BYTE_LAST, TWO_BYTE_FIRST } from "./pdf-font-codes.server";

/** What a CMap block may hold (Adobe TN 5099: at most 100 entries per begin…end block). */
const BLOCK = 100;
/** Most CJK glyphs are one em wide: only other widths are listed. */
const DEFAULT_WIDTH = 1000;

export type ReportFont = ReturnType<typeof reportFont>;

/**
 * The font for one document: `encode` hands out a text's codes as a literal string's inside, and
 * `embed` writes the font's objects once every text has been encoded.
 */
export function reportFont(context: PDFContext, bytes: Uint8Array) {
  const font = create(bytes);
  const scale = 1000 / font.unitsPerEm;
  const codes = glyphCodes();
  const ref = context.nextRef();
  const name = `${subsetTag()}+${font.postscriptName}`;
  return {
    ref,
    /** Whether the font draws the character. */
    has: (codePoint: number) => font.hasGlyphForCodePoint(codePoint),
    /** The character's advance at size 1. */
    advance: (char: string) => font.glyphForCodePoint(char.codePointAt(0)!).advanceWidth / font.unitsPerEm,
    /** The characters' codes as the inside of a PDF literal string. */
    encode: (chars: string[]) => chars.map((char) => literalCode(codes.codeOf(char))).join(""),
    /** The font's objects, with a subset of the glyphs encoded so far. */
    embed() {
      const drawn = codes.codes().sort((a, b) => a[1] - b[1]);
      const subset = font.createSubset();
      const keep = subset.subsetCharstrings.bind(subset);
      subset.subsetCharstrings = () => {
        keep();
        subset.charstrings = subset.charstrings.map(withoutHints);
      };
      // CIDs in code order, so that runs of codes (the digits) are runs of CIDs.
      const glyphs = drawn.map(([char, code]) => {
        const glyph = font.glyphForCodePoint(char.codePointAt(0)!);
        return { char, code, cid: subset.includeGlyph(glyph.id), width: glyph.advanceWidth * scale };
      });
      const stream = (data: Uint8Array, dict: Record<string, unknown> = {}) =>
        context.register(context.stream(deflateSync(data, { level: 9 }), { ...dict, Filter: "FlateDecode" }));
      const system = { Registry: PDFString.of("Adobe"), Ordering: PDFString.of("Identity"), Supplement: 0 };
      const { minX, minY, maxX, maxY } = font.bbox;
      const descriptor = context.register(
        context.obj({
          Type: "FontDescriptor",
          FontName: name,
          Flags: 4, // symbolic: the glyphs are reached through the CMap, not a standard encoding
          FontBBox: [minX * scale, minY * scale, maxX * scale, maxY * scale],
          ItalicAngle: font.italicAngle,
          Ascent: font.ascent * scale,
          Descent: font.descent * scale,
          CapHeight: (font.capHeight || font.ascent) * scale,
          StemV: 0,
          FontFile3: stream(subset.encode(), { Subtype: "CIDFontType0C" }),
        }),
      );
      const cidFont = context.register(
        context.obj({
          Type: "Font",
          Subtype: "CIDFontType0",
          BaseFont: name,
          CIDSystemInfo: system,
          FontDescriptor: descriptor,
          DW: DEFAULT_WIDTH,
          W: widths(glyphs),
        }),
      );
      const cmapName = `${name}-Codes`;
      const encoding = stream(ascii(codeCMap(cmapName, glyphs)), {
        Type: "CMap",
        CMapName: cmapName,
        CIDSystemInfo: system,
      });
      context.assign(
        ref,
        context.obj({
          Type: "Font",
          Subtype: "Type0",
          BaseFont: name,
          Encoding: encoding,
          DescendantFonts: [cidFont],
          ToUnicode: stream(ascii(unicodeCMap(glyphs))),
        }),
      );
    },
  };
}

type Drawn = { char: string; code: number; cid: number; width: number };

/**
 * The subset's name (ISO 32000-1 §9.6.4): six capital letters, "+", the font's PostScript name;
 * readers (pdffonts) take a name without the tag for the whole font.
 */
function subsetTag(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(6)), (byte) => String.fromCharCode(65 + (byte % 26))).join(
    "",
  );
}

/** The W array: runs of consecutive CIDs with their widths, the default width left out. */
function widths(glyphs: Drawn[]): (number | number[])[] {
  const out: (number | number[])[] = [];
  let run: number[] = [];
  let next = -1;
  for (const { cid, width } of [...glyphs].sort((a, b) => a.cid - b.cid)) {
    if (width === DEFAULT_WIDTH || cid < next) continue; // two characters may share a glyph
    if (cid !== next) {
      run = [];
      out.push(cid, run);
    }
    run.push(Math.round(width * 100) / 100);
    next = cid + 1;
  }
  return out;
}

/**
 * Runs of glyphs whose code and `value` both go up by one: [first, last, first value]. A run's
 * codes differ in their last byte only, and so do its values when `valueBytes` (a ToUnicode
 * range's destination is a string whose last byte goes up, ISO 32000-1 §9.10.3).
 */
function runs(glyphs: Drawn[], value: (glyph: Drawn) => number, valueBytes = false): [Drawn, Drawn, number][] {
  const out: [Drawn, Drawn, number][] = [];
  for (const glyph of glyphs) {
    const last = out.at(-1);
    const runsOn =
      last &&
      glyph.code === last[1].code + 1 &&
      glyph.code >> 8 === last[1].code >> 8 &&
      value(glyph) === value(last[1]) + 1 &&
      (!valueBytes || value(glyph) >> 8 === value(last[1]) >> 8);
    if (runsOn) last[1] = glyph;
    else out.push([glyph, glyph, value(glyph)]);
  }
  return out;
}

/** `entries` in blocks of at most 100, each between `begin` and `end` lines. */
function blocks(entries: string[], begin: string, end: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < entries.length; i += BLOCK) {
    const block = entries.slice(i, i + BLOCK);
    out.push(`${block.length} ${begin}`, ...block, end);
  }
  return out;
}

/** The embedded CMap from codes to CIDs (Adobe TN 5014, 5099). */
function codeCMap(name: string, glyphs: Drawn[]): string {
  const ranges = runs(glyphs, (g) => g.cid).map(
    ([first, last, cid]) => `${hexCode(first.code)} ${hexCode(last.code)} ${cid}`,
  );
  return [
    "%!PS-Adobe-3.0 Resource-CMap",
    ...cmap(
      [
        "/CIDSystemInfo 3 dict dup begin /Registry (Adobe) def /Ordering (Identity) def /Supplement 0 def end def",
        `/CMapName /${name} def`,
        "/CMapType 1 def",
      ],
      blocks(ranges, "begincidrange", "endcidrange"),
    ),
  ].join("\n");
}

/** The ToUnicode CMap: each code's character, as UTF-16BE. */
function unicodeCMap(glyphs: Drawn[]): string {
  const bmp = (g: Drawn) => (g.char.length === 1 ? g.char.charCodeAt(0) : -2);
  const ranges = runs(glyphs, bmp, true).map(
    ([first, last]) => `${hexCode(first.code)} ${hexCode(last.code)} ${utf16(first.char)}`,
  );
  return cmap(
    [
      "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
      "/CMapName /Adobe-Identity-UCS def",
      "/CMapType 2 def",
    ],
    blocks(ranges, "beginbfrange", "endbfrange"),
  ).join("\n");
}

/** A CMap program's lines (Adobe TN 5014): its `names` (system, name, type), the codespace of the codes, its `mappings`. */
function cmap(names: string[], mappings: string[]): string[] {
  return [
    "/CIDInit /ProcSet findresource begin",
    "12 dict begin",
    "begincmap",
    ...names,
    "2 begincodespacerange",
    `${hexCode(0)} ${hexCode(ONE_BYTE_LAST)}`,
    `${hexCode(TWO_BYTE_FIRST)} <FFFF>`,
    "endcodespacerange",
    ...mappings,
    "endcmap",
    "CMapName currentdict /CMap defineresource pop",
    "end",
    "end",
  ];
}

const utf16 = (char: string) =>
  PDFHexString.of(
    Array.from({ length: char.length }, (_, i) => char.charCodeAt(i).toString(16).toUpperCase().padStart(4, "0")).join(
      "",
    ),
  ).toString();

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
