import { deflateSync } from "node:zlib";
import { expect } from "@playwright/test";
import { openAs, test } from "../fixtures";

/**
 * The image upload (spec §5) on 机构主题's logo field, the "basic" variant (jpeg/jpg/png):
 * a wrong type is refused with the exact message, and a picture above 7340032 bytes is
 * redrawn in the browser at about 4 megapixels as JPEG quality 0.3 before it is uploaded.
 */
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer) {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A noisy RGB PNG (noise does not compress, so the file is as large as its pixels). */
function noisyPng(width: number, height: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 3 + 1) * height);
  let seed = 7;
  for (let i = 0; i < raw.length; i++) {
    if (i % (width * 3 + 1) === 0) continue;
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    raw[i] = seed >>> 16;
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 0 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

test("a wrong type gets the exact message; a large picture is compressed to ~4 MP JPEG before upload", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openAs(page, "qa4", "/system/deptDesign");
  const input = page.getByLabel("左侧 Logo");

  await input.setInputFiles({ name: "logo.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a......") });
  await expect(page.getByText("只能上传jpg、jpeg、png图片格式！")).toBeVisible();

  const png = noisyPng(2600, 1800);
  expect(png.length).toBeGreaterThan(7_340_032);
  const uploads: { size: number; type: string }[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/kit/upload"))
      uploads.push({ size: request.postDataBuffer()?.length ?? 0, type: request.headers()["content-type"] ?? "" });
  });
  await input.setInputFiles({ name: "big.png", mimeType: "image/png", buffer: png });
  const preview = page.getByRole("img", { name: "图片预览" });
  // The file's reference through the console's route (ADR 030), never a storage path.
  await expect(preview).toHaveAttribute("src", /^\/files\/\d{19}$/, { timeout: 30_000 });
  expect(uploads).toHaveLength(1);
  expect(uploads[0]!.size).toBeLessThan(png.length / 4);
  const size = await preview.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    return { width: img.naturalWidth, height: img.naturalHeight };
  });
  expect(size.width * size.height).toBeLessThanOrEqual(4_000_000);
  expect(size.width * size.height).toBeGreaterThan(3_900_000);
  expect(size.width / size.height).toBeCloseTo(2600 / 1800, 1);
  const served = await page.request.get((await preview.getAttribute("src"))!);
  expect(served.headers()["content-type"]).toBe("image/jpeg");
});
