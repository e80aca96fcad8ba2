/**
 * Image upload rules of spec §5, in one place for the page and the server: the two type
 * variants (jpeg/jpg/png/bmp, or jpeg/jpg/png) with their exact messages, the 50MB limit, and
 * compression above 7340032 bytes to about 4 megapixels at JPEG quality 0.3.
 */
export type ImageVariant = "all" | "basic";
export type ImageKind = "jpeg" | "png" | "bmp";

export const MAX_IMAGE_BYTES = 50 * 1024 * 1024;
export const COMPRESS_ABOVE_BYTES = 7_340_032;
export const COMPRESS_MAX_PIXELS = 4_000_000;
export const COMPRESS_QUALITY = 0.3;

export const VARIANT_KINDS: Record<ImageVariant, readonly ImageKind[]> = {
  all: ["jpeg", "png", "bmp"],
  basic: ["jpeg", "png"],
};
export const VARIANT_ACCEPT: Record<ImageVariant, string> = {
  all: "image/jpeg,image/png,image/bmp,.jpg,.jpeg,.png,.bmp",
  basic: "image/jpeg,image/png,.jpg,.jpeg,.png",
};

/** The locale keys (kit.upload.*) of the rule messages. */
export type ImageRuleError = "typesAll" | "typesBasic" | "tooLarge";

const MIME_KINDS: Record<string, ImageKind> = {
  "image/jpeg": "jpeg",
  "image/jpg": "jpeg",
  "image/pjpeg": "jpeg",
  "image/png": "png",
  "image/bmp": "bmp",
  "image/x-ms-bmp": "bmp",
};
const EXT_KINDS: Record<string, ImageKind> = { jpg: "jpeg", jpeg: "jpeg", png: "png", bmp: "bmp" };

/** What the browser says a file is: its MIME type, else its extension. */
export function declaredKind(file: { type: string; name: string }): ImageKind | null {
  const byType = MIME_KINDS[file.type.toLowerCase()];
  if (byType) return byType;
  if (file.type) return null;
  const ext = file.name.toLowerCase().split(".").pop() ?? "";
  return EXT_KINDS[ext] ?? null;
}

export function typeError(variant: ImageVariant): ImageRuleError {
  return variant === "all" ? "typesAll" : "typesBasic";
}

/** The rule a chosen file breaks, if any (checked in the browser before upload). */
export function imageRuleError(
  file: { type: string; name: string; size: number },
  variant: ImageVariant,
): ImageRuleError | null {
  const kind = declaredKind(file);
  if (!kind || !VARIANT_KINDS[variant].includes(kind)) return typeError(variant);
  if (file.size > MAX_IMAGE_BYTES) return "tooLarge";
  return null;
}

export function needsCompression(size: number): boolean {
  return size > COMPRESS_ABOVE_BYTES;
}

/** The size to draw an image at so it holds at most `maxPixels` (aspect kept, never enlarged). */
export function compressedSize(
  width: number,
  height: number,
  maxPixels = COMPRESS_MAX_PIXELS,
): { width: number; height: number } {
  const pixels = width * height;
  if (pixels <= maxPixels || pixels === 0) return { width, height };
  const scale = Math.sqrt(maxPixels / pixels);
  return { width: Math.max(1, Math.floor(width * scale)), height: Math.max(1, Math.floor(height * scale)) };
}

/** How many leading bytes `sniffImage` needs: a BMP's file header (14) and the start of its DIB header (16). */
export const SNIFF_BYTES = 30;

/**
 * What the bytes are, by their signature (the server trusts this, not the name or type).
 * `head` is the file's first SNIFF_BYTES bytes (or all of it), `fileSize` its whole length.
 */
export function sniffImage(head: Uint8Array, fileSize = head.length): ImageKind | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "jpeg";
  if (head.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => head[i] === b)) return "png";
  if (isBmpHeader(head, fileSize)) return "bmp";
  return null;
}

/** DIB header sizes: BITMAPCOREHEADER (12), BITMAPINFOHEADER (40) and its later versions. */
const DIB_HEADER_SIZES = new Set([12, 40, 52, 56, 64, 108, 124]);
const BMP_BIT_COUNTS = new Set([1, 4, 8, 16, 24, 32]);
const FILE_HEADER_BYTES = 14;

/**
 * A BMP's BITMAPFILEHEADER ("BM", reserved words zero, pixel data inside the file and after
 * both headers) and DIB header (a known size, non-zero width and height, one plane, a
 * standard bit count). Anything else that starts with "BM" is not a BMP.
 */
function isBmpHeader(head: Uint8Array, fileSize: number): boolean {
  if (head.length < SNIFF_BYTES || head[0] !== 0x42 || head[1] !== 0x4d) return false;
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  if (view.getUint16(6, true) !== 0 || view.getUint16(8, true) !== 0) return false;
  const pixelOffset = view.getUint32(10, true);
  const dibSize = view.getUint32(14, true);
  if (!DIB_HEADER_SIZES.has(dibSize)) return false;
  if (pixelOffset < FILE_HEADER_BYTES + dibSize || pixelOffset >= fileSize) return false;
  const core = dibSize === 12;
  const width = core ? view.getUint16(18, true) : view.getInt32(18, true);
  const height = core ? view.getUint16(20, true) : view.getInt32(22, true);
  const planes = view.getUint16(core ? 22 : 26, true);
  const bitCount = view.getUint16(core ? 24 : 28, true);
  return width !== 0 && height !== 0 && planes === 1 && BMP_BIT_COUNTS.has(bitCount);
}

export const KIND_TYPES: Record<ImageKind, string> = { jpeg: "image/jpeg", png: "image/png", bmp: "image/bmp" };
