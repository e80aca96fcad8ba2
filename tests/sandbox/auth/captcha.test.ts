import { describe, expect, it } from "vitest";
import { md5Hex } from "../../../shared/md5";
import { crc32 } from "../../../workers/sandbox/core/bytes";
import { body, call } from "../helpers";

describe("GET /api/cloud-auth/oauth/captcha", () => {
  it("answers the modern shape with a valid 130×48 PNG", async () => {
    const response = await call("/api/cloud-auth/oauth/captcha");
    expect(response.status).toBe(200);
    const captcha = await body<{ key: string; image: string }>(response);
    expect(Object.keys(captcha)).toEqual(["success", "code", "msg", "key", "image"]);
    expect(captcha).toMatchObject({ success: true, code: 200, msg: "获取验证码成功" });
    expect(captcha.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(captcha.image.startsWith("data:image/png;base64,")).toBe(true);

    const bytes = Uint8Array.from(atob(captcha.image.slice("data:image/png;base64,".length)), (c) => c.charCodeAt(0));
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const view = new DataView(bytes.buffer);
    expect(new TextDecoder().decode(bytes.subarray(12, 16))).toBe("IHDR");
    expect(view.getUint32(16)).toBe(130);
    expect(view.getUint32(20)).toBe(48);

    // Walk the chunks: CRCs hold, IDAT inflates to 48 rows of 1 + 130×3 bytes.
    let offset = 8;
    const idat: Uint8Array<ArrayBuffer>[] = [];
    const types: string[] = [];
    while (offset < bytes.length) {
      const length = view.getUint32(offset);
      const type = new TextDecoder().decode(bytes.subarray(offset + 4, offset + 8));
      types.push(type);
      expect(view.getUint32(offset + 8 + length)).toBe(crc32(bytes.subarray(offset + 4, offset + 8 + length)));
      if (type === "IDAT") idat.push(bytes.slice(offset + 8, offset + 8 + length));
      offset += 12 + length;
    }
    expect(types).toEqual(["IHDR", "IDAT", "IEND"]);
    const stream = new Blob([idat[0]!]).stream().pipeThrough(new DecompressionStream("deflate"));
    const raw = new Uint8Array(await new Response(stream).arrayBuffer());
    expect(raw.length).toBe(48 * (1 + 130 * 3));
    // Something was drawn: more than a handful of distinct colours.
    const colours = new Set<number>();
    for (let y = 0; y < 48; y++)
      for (let x = 0; x < 130; x++) {
        const i = y * 391 + 1 + x * 3;
        colours.add((raw[i]! << 16) | (raw[i + 1]! << 8) | raw[i + 2]!);
      }
    expect(colours.size).toBeGreaterThan(10);
  });

  it("issues a different key each time", async () => {
    const a = await body<{ key: string }>(await call("/api/cloud-auth/oauth/captcha"));
    const b = await body<{ key: string }>(await call("/api/cloud-auth/oauth/captcha"));
    expect(a.key).not.toBe(b.key);
  });
});

describe("md5Hex", () => {
  it("matches RFC 1321 / Node vectors, UTF-8 encoded", () => {
    expect(md5Hex("")).toBe("d41d8cd98f00b204e9800998ecf8427e");
    expect(md5Hex("admin")).toBe("21232f297a57a5a743894a0e4a801fc3");
    expect(md5Hex("中文密码")).toBe("3d4acf94adca8562b4990599b15488de");
    expect(md5Hex("a".repeat(1000))).toBe("cabe45dcc9ae5b66ba86600cca6b8ba8");
  });
});
