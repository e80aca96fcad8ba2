import { beforeAll, describe, expect, it } from "vitest";
import { encodePng, Raster } from "../../../workers/sandbox/services/auth/png";
import { CHUNK_BYTES, MAX_FILE_BYTES } from "../../../workers/sandbox/services/files/routes";
import { authed, body, call, type R, sandboxEnv, signIn } from "../helpers";

const UPLOAD = "/api/cloud-resource/resource/oss/put-file";
const UPLOAD_ALIAS = "/api/cloud-resource/oss/endpoint/put-file";

let t1 = "";

beforeAll(async () => {
  t1 = (await signIn("admin", "admin")).access_token;
});

function form(file?: Blob | string, filename = "logo.png", field = "file"): FormData {
  const data = new FormData();
  if (file !== undefined) {
    if (typeof file === "string") data.set(field, file);
    else data.set(field, file, filename);
  }
  data.set("other", "x");
  return data;
}

type BladeFile = { link: string; domain: string; name: string; originalName: string; attachId: string };

async function upload(data: FormData, path = UPLOAD, token = t1): Promise<R<BladeFile>> {
  const response = await authed(path, token, { method: "POST", body: data });
  expect(response.status).toBe(200);
  return body<R<BladeFile>>(response);
}

function patterned(size: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(size);
  for (let i = 0; i < size; i++) out[i] = (i * 31 + (i >> 10)) & 0xff;
  return out;
}

function today(): string {
  const d = new Date(Date.now() + 8 * 3600_000);
  return `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, "0")}${String(d.getUTCDate()).padStart(2, "0")}`;
}

describe("upload (oss put-file) and /sandbox/files", () => {
  it("uploads a small PNG and serves the same bytes at the link, without a token", async () => {
    const raster = new Raster(4, 3, [200, 30, 40]);
    raster.set(1, 1, [0, 0, 255]);
    const png = new Uint8Array(await encodePng(raster));
    const answer = await upload(form(new Blob([png], { type: "image/png" }), "付款截图.png"));
    expect(answer).toMatchObject({ code: 200, success: true, msg: "操作成功" });
    expect(Object.keys(answer.data)).toEqual(["link", "domain", "name", "originalName", "attachId"]);
    expect(answer.data.name).toMatch(new RegExp(`^upload/${today()}/[0-9a-f]{32}\\.png$`));
    expect(answer.data).toMatchObject({
      link: `/sandbox/files/${answer.data.name}`,
      domain: "/sandbox/files",
      originalName: "付款截图.png",
    });
    // The attachment row put-file recorded (附件管理, ADR 027).
    expect(answer.data.attachId).toMatch(/^\d{19}$/);

    const served = await call(answer.data.link);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-disposition")).toBeNull();
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
    // HEAD answers the headers; a matching If-None-Match is 304.
    const head = await call(answer.data.link, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(png.byteLength));
    const etag = served.headers.get("etag")!;
    expect(etag).toMatch(/^"[0-9a-f]{32}\.png"$/);
    expect((await call(answer.data.link, { headers: { "if-none-match": etag } })).status).toBe(304);

    const row = await sandboxEnv.DB.prepare(
      "SELECT tenant_id, content_type, size, original_name FROM sandbox_file WHERE name = ?",
    )
      .bind(answer.data.name)
      .first();
    expect(row).toEqual({
      tenant_id: "000001",
      content_type: "image/png",
      size: png.byteLength,
      original_name: "付款截图.png",
    });
    // A second upload of the same file gets a new name.
    const again = await upload(form(new Blob([png], { type: "image/png" })), UPLOAD_ALIAS);
    expect(again.data.name).not.toBe(answer.data.name);
    expect(new Uint8Array(await (await call(again.data.link)).arrayBuffer())).toEqual(png);
  });

  it("stores a file over 1 MB in chunks of at most 1,000,000 bytes and serves it whole", async () => {
    const size = 2 * CHUNK_BYTES + 123_457;
    const data = patterned(size);
    const answer = await upload(form(new Blob([data], { type: "image/jpeg" }), "big.jpg"));
    expect(answer.code).toBe(200);
    expect(answer.data.name).toMatch(/\.jpg$/);
    const { results } = await sandboxEnv.DB.prepare(
      "SELECT seq, length(data) AS n FROM sandbox_file_chunk WHERE name = ? ORDER BY seq",
    )
      .bind(answer.data.name)
      .all<{ seq: number; n: number }>();
    expect(results).toEqual([
      { seq: 0, n: CHUNK_BYTES },
      { seq: 1, n: CHUNK_BYTES },
      { seq: 2, n: 123_457 },
    ]);
    const served = await call(answer.data.link);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(served.headers.get("content-length")).toBe(String(size));
    const got = new Uint8Array(await served.arrayBuffer());
    expect(got.byteLength).toBe(size);
    expect(got.every((b, i) => b === data[i])).toBe(true);
  });

  it("serves non-image types as an octet-stream attachment; names take the extension of the type", async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const svgAnswer = await upload(form(new Blob([svg], { type: "image/svg+xml" }), "x.svg"));
    expect(svgAnswer.data.name).toMatch(/\.svg$/);
    const served = await call(svgAnswer.data.link);
    expect(served.headers.get("content-type")).toBe("application/octet-stream");
    expect(served.headers.get("content-disposition")).toBe(`attachment; filename="x.svg"; filename*=UTF-8''x.svg`);
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(svg);

    const html = await upload(form(new Blob(["<h1>hi</h1>"], { type: "text/html" }), "页面.html"));
    expect(html.data.name).toMatch(/\.html$/);
    const page = await call(html.data.link);
    expect(page.headers.get("content-type")).toBe("application/octet-stream");
    expect(page.headers.get("content-disposition")).toContain(`filename*=UTF-8''${encodeURIComponent("页面.html")}`);

    for (const [type, ext] of [
      ["image/gif", "gif"],
      ["image/webp", "webp"],
      ["image/bmp", "bmp"],
      ["image/jpeg", "jpg"],
    ] as const) {
      const answer = await upload(form(new Blob([patterned(10)], { type }), "pic.dat"));
      expect(answer.data.name).toMatch(new RegExp(`\\.${ext}$`));
      expect((await call(answer.data.link)).headers.get("content-type")).toBe(type);
    }
    const untyped = await upload(form(new Blob([patterned(10)]), "noext"));
    expect(untyped.data.name).toMatch(/\.bin$/);
    expect((await call(untyped.data.link)).headers.get("content-type")).toBe("application/octet-stream");
  });

  it("a missing file is HTTP 400 缺少必要的请求参数: file", async () => {
    const cases: RequestInit[] = [
      { method: "POST", body: form() },
      { method: "POST", body: form("not a file") },
      { method: "POST", body: form(new Blob(["x"]), "a.png", "upload") },
      { method: "POST", body: JSON.stringify({ file: "x" }), headers: { "content-type": "application/json" } },
      { method: "POST" },
    ];
    for (const init of cases) {
      const response = await authed(UPLOAD, t1, init);
      expect(response.status).toBe(400);
      expect(await body(response)).toEqual({ code: 400, success: false, data: {}, msg: "缺少必要的请求参数: file" });
    }
    expect((await call(UPLOAD, { method: "POST", body: form(new Blob(["x"])) })).status).toBe(401);
  });

  it("over 50 MB fails with 上传文件大小超出限制 and stores nothing", async () => {
    const before = await sandboxEnv.DB.prepare("SELECT COUNT(*) AS n FROM sandbox_file").first<number>("n");
    const answer = await upload(
      form(new Blob([new Uint8Array(MAX_FILE_BYTES + 1)], { type: "image/png" }), "huge.png"),
    );
    expect(answer).toEqual({ code: 400, success: false, data: {}, msg: "上传文件大小超出限制" });
    expect(await sandboxEnv.DB.prepare("SELECT COUNT(*) AS n FROM sandbox_file").first<number>("n")).toBe(before);
  });

  it("an unknown or malformed file name is 404", async () => {
    for (const path of [
      `/sandbox/files/upload/${today()}/${"0".repeat(32)}.png`,
      "/sandbox/files/upload/20260101/abc.png",
      "/sandbox/files/upload/..%2F..%2Fsecret",
      "/sandbox/files/nothing",
    ]) {
      const response = await call(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });
});
