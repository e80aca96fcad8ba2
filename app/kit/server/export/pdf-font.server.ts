// The PDF reports' font (ADR 014): a static asset of the console (public/fonts, made by
// scripts/make-pdf-font.mjs), read through the ASSETS binding once per isolate.
export const PDF_FONT_PATH = "/fonts/NotoSansCJKsc-Regular-GB2312.otf";

let font: Promise<Uint8Array> | undefined;

/** The font's bytes for tablePdf; a failed read is tried again on the next call. */
export async function loadPdfFont(env: Env): Promise<Uint8Array> {
  font ??= readFont(env).catch((error: unknown) => {
    font = undefined;
    throw error;
  });
  return font;
}

async function readFont(env: Env): Promise<Uint8Array> {
  // The asset router reads the path only; the origin is a placeholder.
  const response = await env.ASSETS.fetch(new URL(PDF_FONT_PATH, "https://assets.invalid"));
  if (!response.ok)
    throw new Error(`The PDF font ${PDF_FONT_PATH} could not be read from the static assets: ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}
