/**
 * The screen kit's image rules (kit/shared/image-rules, spec §5): accepted types per variant,
 * the size limits, the compressed size, and knowing a file by its signature.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  COMPRESS_ABOVE_BYTES,
  compressedSize,
  imageRuleError,
  MAX_IMAGE_BYTES,
  needsCompression,
  SNIFF_BYTES,
  sniffImage,
} from "~/kit/shared/image-rules";
import { fakeBmp, tinyBmp } from "../../security/images";

describe("image rules (spec §5)", () => {
  it("accepts the two variants' types by MIME type or extension", () => {
    expect(imageRuleError({ type: "image/bmp", name: "a.bmp", size: 10 }, "all")).toBeNull();
    expect(imageRuleError({ type: "image/bmp", name: "a.bmp", size: 10 }, "basic")).toBe("typesBasic");
    expect(imageRuleError({ type: "image/gif", name: "a.gif", size: 10 }, "all")).toBe("typesAll");
    expect(imageRuleError({ type: "", name: "scan.JPG", size: 10 }, "basic")).toBeNull();
    expect(imageRuleError({ type: "application/pdf", name: "a.png", size: 10 }, "all")).toBe("typesAll");
  });

  it("refuses above 50MB and compresses above 7340032 bytes", () => {
    expect(imageRuleError({ type: "image/png", name: "a.png", size: MAX_IMAGE_BYTES }, "all")).toBeNull();
    expect(imageRuleError({ type: "image/png", name: "a.png", size: MAX_IMAGE_BYTES + 1 }, "all")).toBe("tooLarge");
    expect(COMPRESS_ABOVE_BYTES).toBe(7340032);
    expect(needsCompression(7340032)).toBe(false);
    expect(needsCompression(7340033)).toBe(true);
  });

  it("scales to at most about 4 megapixels, keeping the aspect and never enlarging", () => {
    expect(compressedSize(1000, 800)).toEqual({ width: 1000, height: 800 });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20000 }), fc.integer({ min: 1, max: 20000 }), (width, height) => {
        const out = compressedSize(width, height);
        expect(out.width * out.height).toBeLessThanOrEqual(
          Math.max(4_000_000, width * height <= 4_000_000 ? width * height : 0) || 4_000_000,
        );
        expect(out.width).toBeLessThanOrEqual(width);
        expect(out.height).toBeLessThanOrEqual(height);
        if (width * height > 4_000_000 && out.width > 10 && out.height > 10) {
          expect(Math.abs(out.width / out.height - width / height) / (width / height)).toBeLessThan(0.05);
        }
      }),
    );
  });

  it("knows files by their signature, not their name", () => {
    expect(sniffImage(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpeg");
    expect(sniffImage(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe("png");
    expect(sniffImage(tinyBmp())).toBe("bmp");
    expect(sniffImage(new TextEncoder().encode("<svg xmlns"))).toBeNull();
  });

  it('takes a BMP only with a real file header and DIB header, not just "BM"', () => {
    expect(sniffImage(fakeBmp())).toBeNull();
    expect(sniffImage(Uint8Array.from([0x42, 0x4d, ...new Array(40).fill(0)]))).toBeNull();
    // The first SNIFF_BYTES bytes are enough, given the whole file's size.
    const bmp = tinyBmp();
    expect(sniffImage(bmp.slice(0, SNIFF_BYTES), bmp.length)).toBe("bmp");
    const broken = (change: (view: DataView) => void) => {
      const bytes = tinyBmp();
      change(new DataView(bytes.buffer));
      return sniffImage(bytes);
    };
    expect(broken((v) => v.setUint16(6, 1, true))).toBeNull(); // reserved word
    expect(broken((v) => v.setUint32(10, 20, true))).toBeNull(); // pixels inside the headers
    expect(broken((v) => v.setUint32(10, 4096, true))).toBeNull(); // pixels past the end
    expect(broken((v) => v.setUint32(14, 41, true))).toBeNull(); // unknown DIB header size
    expect(broken((v) => v.setInt32(18, 0, true))).toBeNull(); // no width
    expect(broken((v) => v.setInt32(22, 0, true))).toBeNull(); // no height
    expect(broken((v) => v.setUint16(26, 2, true))).toBeNull(); // planes
    expect(broken((v) => v.setUint16(28, 7, true))).toBeNull(); // bit count
    expect(broken((v) => v.setInt32(22, -1, true))).toBe("bmp"); // top-down rows are fine
  });
});
