// fontkit 2 ships no types. What the PDF renderer uses of it (pdf-font-embed.server.ts): a font
// as pdf-lib 1.17 describes one, and a CFF subset: the glyphs it includes, encoded in one call,
// its charstrings (subsetCharstrings fills them just before encoding).
declare module "fontkit" {
  import type { PDFDocument } from "pdf-lib";

  type PdfLibFont = ReturnType<Parameters<PDFDocument["registerFontkit"]>[0]["create"]>;
  export type Subset = {
    includeGlyph(glyph: number): number;
    encode(): Uint8Array;
    subsetCharstrings(): void;
    charstrings: Uint8Array[];
  };
  export type Font = Omit<PdfLibFont, "createSubset"> & { createSubset(): Subset };
  export function create(data: Uint8Array): Font;
}
