/**
 * The part of node:zlib the exports use (nodejs_compat provides it in workerd, natively): raw
 * deflate at a chosen level and CRC-32 for the zip (zip.server.ts), zlib deflate for the PDF's
 * streams (pdf*.server.ts). Declared here instead of pulling
 * all of @types/node into the app's types (as app/server/async-hooks.d.ts does).
 */
declare module "node:zlib" {
  export const constants: { readonly Z_SYNC_FLUSH: number };
  export function deflateRawSync(
    data: Uint8Array,
    options: { level: number; finishFlush: number },
  ): Uint8Array<ArrayBuffer>;
  export function deflateSync(data: Uint8Array, options: { level: number }): Uint8Array<ArrayBuffer>;
  export function crc32(data: Uint8Array, value?: number): number;
}
