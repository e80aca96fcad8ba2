// fontkit 2 ships no types. What the PDF renderer uses of it: a font as pdf-lib 1.17 expects one,
// except that fontkit 2's subsets encode in one call (encode) where 1.x streamed (encodeStream).
declare module "fontkit" {
  import type { PDFDocument } from "pdf-lib";

  type PdfLibFont = ReturnType<Parameters<PDFDocument["registerFontkit"]>[0]["create"]>;
  export type Subset = { includeGlyph(glyph: number | object): number; encode(): Uint8Array };
  export type Font = Omit<PdfLibFont, "createSubset"> & { createSubset(): Subset };
  export function create(data: Uint8Array): Font;
}
