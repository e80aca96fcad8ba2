/**
 * Uploads are typed by their content: a BMP needs a real file header and DIB header, so "BM"
 * followed by anything else is refused with the type message (kit.upload.typesAll).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { type Browser, signedInAs } from "../worker/browser";
import { fakeBmp, tinyBmp } from "./images";

let browser: Browser;
beforeAll(async () => {
  browser = await signedInAs("user20", "123456");
});

const upload = (bytes: Uint8Array<ArrayBuffer>, name: string, type: string) => browser.upload(bytes, name, type, "all");

describe("BMP uploads", () => {
  it('refuses "BM" followed by junk with the type message', async () => {
    const response = await upload(fakeBmp(), "photo.bmp", "image/bmp");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "typesAll" });
  });

  it("accepts a real small BMP", async () => {
    const response = await upload(tinyBmp(), "pixel.bmp", "image/bmp");
    expect(response.status).toBe(200);
    const { ref } = (await response.json()) as { ref: string };
    expect(ref).toMatch(/^\d{19}$/);
    // Stored as the BMP it is, and served back with that type (ADR 030).
    const served = await browser.get(`/files/${ref}`);
    expect(served.headers.get("content-type")).toBe("image/bmp");
    expect([...new Uint8Array(await served.arrayBuffer()).slice(0, 2)]).toEqual([0x42, 0x4d]);
  });
});
