// Text for the PDF renderer (pdf.server.ts): texts measured, cut to their room with "…" and
// encoded for the content stream in the report font (pdf-font-embed.server.ts), each distinct
// character once.
import type { ReportFont } from "./pdf-font-embed.server";

/** A text ready for the content stream: its codes as a PDF literal string ("" when empty) and its width in pt. */
export type Fitted = { string: string; width: number };

/** One character as drawn: its advance at size 1, and its code inside a literal string once drawn. */
type Glyph = { char: string; advance: number; code?: string };

/** Stands for a character the font lacks, visibly (the report font has it: GB 2312 A1F5). */
const MISSING = "□";
const ELLIPSIS = "…";

/**
 * Fits texts in one font, glyph by glyph (no shaping: the report font has no ligatures or kerning,
 * scripts/make-pdf-font.mjs): control characters become spaces, characters the font lacks become
 * □, and a text wider than its room is cut to end in "…". Each distinct character is measured
 * once, and encoded once when first drawn (its glyph then goes into the subset).
 */
export function textFitter(font: ReportFont) {
  const glyphs = new Map<string, Glyph>();
  const glyphOf = (char: string): Glyph => {
    let glyph = glyphs.get(char);
    if (!glyph) {
      const code = char.codePointAt(0)!;
      const shown = code < 0x20 || (code >= 0x7f && code < 0xa0) ? " " : font.has(code) ? char : MISSING;
      glyph = shown === char ? { char, advance: font.advance(char) } : glyphOf(shown);
      glyphs.set(char, glyph);
    }
    return glyph;
  };
  const codeOf = (glyph: Glyph) => (glyph.code ??= font.encode([glyph.char]));

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
