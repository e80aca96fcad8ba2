// Text for the PDF renderer (pdf.server.ts): fontkit 2 as pdf-lib 1.17 takes it, and texts
// measured, cut to their room with "…" and encoded for the content stream, each distinct one once.
import { create } from "fontkit";
import type { PDFDocument, PDFFont } from "pdf-lib";

type PdfLibFontkit = Parameters<PDFDocument["registerFontkit"]>[0];
type SubsetStream = ReturnType<ReturnType<ReturnType<PdfLibFontkit["create"]>["createSubset"]>["encodeStream"]>;

/** A subset's bytes as the event stream pdf-lib 1.17 listens to ("data", "end", "error"). */
function eventStream(encode: () => Uint8Array): SubsetStream {
  const listeners = new Map<string, (value?: unknown) => unknown>();
  const stream: SubsetStream = {
    on(event, listener) {
      listeners.set(event, listener as (value?: unknown) => unknown);
      return stream;
    },
  };
  queueMicrotask(() => {
    try {
      listeners.get("data")?.(encode());
      listeners.get("end")?.();
    } catch (error) {
      listeners.get("error")?.(error);
    }
  });
  return stream;
}

/**
 * Upstream fontkit 2 for pdf-lib (ADR 014): @pdf-lib/fontkit 1.1.1 corrupts subsets of CJK
 * (CID-keyed CFF) fonts. pdf-lib reads a subset through encodeStream(), which fontkit 2 replaced
 * by encode(); the subset object itself is kept (pdf-lib reads its `cff` to pick the font type).
 */
export const fontkitForPdfLib: PdfLibFontkit = {
  create(data) {
    const font = create(data);
    const subsetOf = font.createSubset.bind(font);
    const createSubset = () => {
      const subset = subsetOf();
      return Object.assign(subset, { encodeStream: () => eventStream(() => subset.encode()) });
    };
    return Object.assign(font, { createSubset });
  },
};

/**
 * The name a PDF gives an embedded subset (ISO 32000-1 §9.6.4): six capital letters, "+", the
 * font's PostScript name. pdf-lib would add a number instead; readers (pdffonts) then take it
 * for the whole font.
 */
export function subsetName(font: Uint8Array): string {
  const tag = Array.from(crypto.getRandomValues(new Uint8Array(6)), (byte) => String.fromCharCode(65 + (byte % 26)));
  return `${tag.join("")}+${create(font).postscriptName}`;
}

/**
 * A text ready for the content stream: its glyph codes as a PDF literal string of bytes ("" when
 * empty) and its width in pt. Bytes rather than the usual hex digits, which take twice the room
 * and compress worse (a report's content streams come out a tenth smaller).
 */
export type Fitted = { string: string; width: number };

/** One character as drawn: its advance at size 1, and its glyph code's bytes inside a literal string once drawn. */
type Glyph = { char: string; advance: number; code?: string };

/** Bytes as the inside of a PDF literal string: ( ) \ escaped, and CR and LF, which a reader would normalise. */
function literalBytes(bytes: Uint8Array): string {
  let out = "";
  for (const byte of bytes) {
    out +=
      byte === 0x28 || byte === 0x29 || byte === 0x5c
        ? `\\${String.fromCharCode(byte)}`
        : byte === 0x0d
          ? "\\r"
          : byte === 0x0a
            ? "\\n"
            : String.fromCharCode(byte);
  }
  return out;
}

/** Stands for a character the font lacks, visibly (the report font has it: GB 2312 A1F5). */
const MISSING = "□";
const ELLIPSIS = "…";

/**
 * Fits texts in one font, glyph by glyph (no shaping: the report font has no ligatures or kerning,
 * scripts/make-pdf-font.mjs): control characters become spaces, characters the font lacks become
 * □, and a text wider than its room is cut to end in "…". Each distinct character is measured
 * once, and encoded once when first drawn (pdf-lib then adds its glyph to the subset).
 */
export function textFitter(font: PDFFont) {
  const covered = new Set(font.getCharacterSet());
  const glyphs = new Map<string, Glyph>();
  const glyphOf = (char: string): Glyph => {
    let glyph = glyphs.get(char);
    if (!glyph) {
      const code = char.codePointAt(0)!;
      const shown = code < 0x20 || (code >= 0x7f && code < 0xa0) ? " " : covered.has(code) ? char : MISSING;
      glyph = shown === char ? { char, advance: font.widthOfTextAtSize(char, 1) } : glyphOf(shown);
      glyphs.set(char, glyph);
    }
    return glyph;
  };
  const codeOf = (glyph: Glyph) => (glyph.code ??= literalBytes(font.encodeText(glyph.char).asBytes()));

  /** The text at `size` pt, cut to `room` pt (Infinity: never cut). */
  return (text: string, size: number, room = Infinity): Fitted => {
    let shown: Glyph[] = [];
    let width = 0;
    for (const char of text) {
      const glyph = glyphOf(char);
      shown.push(glyph);
      width += glyph.advance;
    }
    if (width * size > room) {
      const ellipsis = glyphOf(ELLIPSIS);
      const space = glyphOf(" ");
      let kept = 0;
      width = 0;
      while (width + shown[kept].advance <= room / size - ellipsis.advance) width += shown[kept++].advance;
      while (kept > 0 && shown[kept - 1] === space) width -= shown[--kept].advance;
      shown = [...shown.slice(0, kept), ellipsis];
      width += ellipsis.advance;
    }
    return { string: shown.length ? `(${shown.map(codeOf).join("")})` : "", width: width * size };
  };
}
