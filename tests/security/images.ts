/**
 * Image bytes for upload tests: a real, tiny BMP (2×1, 24 bits, BITMAPINFOHEADER), built here
 * so the test says exactly what a valid header holds, and "BM" followed by junk.
 */
export function tinyBmp(): Uint8Array<ArrayBuffer> {
  const rowBytes = 8; // two 3-byte pixels, padded to a multiple of 4
  const pixelOffset = 14 + 40;
  const size = pixelOffset + rowBytes;
  const bytes = new Uint8Array(size);
  const view = new DataView(bytes.buffer);
  bytes.set([0x42, 0x4d], 0); // "BM"
  view.setUint32(2, size, true); // file size
  view.setUint32(10, pixelOffset, true); // reserved words (6, 8) stay zero
  view.setUint32(14, 40, true); // BITMAPINFOHEADER
  view.setInt32(18, 2, true); // width
  view.setInt32(22, 1, true); // height
  view.setUint16(26, 1, true); // planes
  view.setUint16(28, 24, true); // bits per pixel
  view.setUint32(34, rowBytes, true); // image size
  bytes.set([0, 0, 255, 255, 255, 255], pixelOffset); // a red and a white pixel
  return bytes;
}

/** Starts like a BMP ("BM") and is nothing of the kind. */
export function fakeBmp(): Uint8Array<ArrayBuffer> {
  return Uint8Array.from([0x42, 0x4d, ...new TextEncoder().encode("<script>alert(1)</script> and some more junk")]);
}
