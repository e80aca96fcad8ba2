/**
 * The sandbox's object store (cloud-resource OSS stand-in): uploads land in D1, split into
 * chunks of at most 1,000,000 bytes (a D1 row holds about 2 MB), and are served back, without a
 * token, under `/sandbox/files/<name>` like a public bucket — on the sandbox's own origin only:
 * the console never forwards that path nor shows it (ADR 030), it serves files by reference.
 *
 * `name` is `upload/yyyyMMdd/<32 hex>.<ext>` (BladeX's OssTemplate naming, date in GMT+8, the
 * extension from the declared content type). Only image/jpeg, png, bmp, gif and webp are served
 * as themselves; anything else goes out as application/octet-stream, content-disposition attachment.
 */
import type { Route, RouteContext } from "../../core/env";
import { resource } from "../../../../shared/contract/index.ts";
import { answer, serve } from "../../core/serve";
import { newId } from "../../core/ids";
import { fail, formatDate, paramMissing } from "../../core/http";
import { attachInsert, attachRoutes, FILES_PREFIX } from "./attach";
import { ossRoutes } from "./oss-config";
import { purposeOf } from "./purpose";

/** 50 MB, the console's upload limit. */
export const MAX_FILE_BYTES = 52_428_800;
export const CHUNK_BYTES = 1_000_000;
/** Chunks written per D1 batch (a batch is one transaction; keep each one a few MB). */
const CHUNKS_PER_BATCH = 4;

export { FILES_PREFIX };

const IMAGE_TYPES: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/bmp": "bmp",
  "image/gif": "gif",
  "image/webp": "webp",
};

const OTHER_TYPES: Record<string, string> = {
  "application/pdf": "pdf",
  "text/plain": "txt",
  "text/csv": "csv",
  "application/zip": "zip",
  "application/json": "json",
  "image/svg+xml": "svg",
  "application/vnd.ms-excel": "xls",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "xlsx",
  "application/msword": "doc",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
};

const NAME_PATTERN = /^upload\/\d{8}\/[0-9a-f]{32}\.[a-z0-9]{1,8}$/;

/** `image/PNG; charset=x` → `image/png`; empty → application/octet-stream. */
function mediaType(declared: string): string {
  const type = declared.split(";")[0]!.trim().toLowerCase();
  return /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/.test(type) ? type : "application/octet-stream";
}

function extension(type: string, originalName: string): string {
  const known = IMAGE_TYPES[type] ?? OTHER_TYPES[type];
  if (known) return known;
  const fromName = /\.([A-Za-z0-9]{1,8})$/.exec(originalName)?.[1];
  return fromName ? fromName.toLowerCase() : "bin";
}

/** yyyyMMdd in GMT+8. */
const day = (ms: number): string => formatDate(ms).slice(0, 10).replaceAll("-", "");

/**
 * POST put-file (multipart field `file`, optional `purpose`: logo, payment or attach, ADR 030) →
 * R.data(BladeFile {link, domain, name, originalName, attachId}): the file and its attachment row
 * (附件管理, ADR 027) together. The console keeps `attachId` (the reference), never `link`. No file → HTTP 400 缺少必要的请求参数: file; over 50 MB → fail 上传文件大小超出限制.
 */
async function putFile(ctx: RouteContext): Promise<Response> {
  const { req, env } = ctx;
  // Refuse an obviously oversized body before reading it (multipart framing adds a little).
  const declared = Number(req.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > MAX_FILE_BYTES + 1_048_576) return fail("上传文件大小超出限制");
  if (!(req.headers.get("content-type") ?? "").toLowerCase().includes("multipart/form-data"))
    return paramMissing("file");
  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    return paramMissing("file");
  }
  const file = form.get("file");
  if (file === null || typeof file === "string") return paramMissing("file");
  if (file.size > MAX_FILE_BYTES) return fail("上传文件大小超出限制");

  const type = mediaType(file.type);
  const originalName = file.name || "file";
  const purpose = purposeOf(form.get("purpose"));
  const now = Date.now();
  const ext = extension(type, originalName);
  const name = `upload/${day(now)}/${crypto.randomUUID().replace(/-/g, "")}.${ext}`;
  const attachId = newId();

  const insert = env.DB.prepare("INSERT INTO sandbox_file_chunk (name, seq, data) VALUES (?, ?, ?)");
  const count = Math.ceil(file.size / CHUNK_BYTES);
  try {
    for (let first = 0; first < count; first += CHUNKS_PER_BATCH) {
      const batch: D1PreparedStatement[] = [];
      for (let seq = first; seq < Math.min(count, first + CHUNKS_PER_BATCH); seq++) {
        const start = seq * CHUNK_BYTES;
        batch.push(
          insert.bind(name, seq, await file.slice(start, Math.min(file.size, start + CHUNK_BYTES)).arrayBuffer()),
        );
      }
      await env.DB.batch(batch);
    }
    // The file row goes last: a file is visible only once all its chunks are in.
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO sandbox_file (name, tenant_id, content_type, size, original_name, create_time) VALUES (?, ?, ?, ?, ?, ?)",
      ).bind(name, ctx.user!.tenantId, type, file.size, originalName, now),
      attachInsert(
        env.DB,
        { name, originalName, extension: ext, contentType: type, size: file.size, time: now, purpose },
        ctx.user!,
        attachId,
      ),
    ]);
  } catch (error) {
    await env.DB.prepare("DELETE FROM sandbox_file_chunk WHERE name = ?")
      .bind(name)
      .run()
      .catch(() => undefined);
    throw error;
  }
  return answer(resource.putFile, {
    link: `${FILES_PREFIX}/${name}`,
    domain: FILES_PREFIX,
    name,
    originalName,
    attachId,
  });
}

function notFound(): Response {
  return new Response("Not Found", {
    status: 404,
    headers: {
      "content-type": "text/plain;charset=UTF-8",
      "x-content-type-options": "nosniff",
      "cache-control": "no-store",
    },
  });
}

/** D1 hands BLOBs back as an array of byte values (or a buffer, depending on the runtime). */
function bytes(value: unknown): Uint8Array<ArrayBuffer> {
  if (value instanceof ArrayBuffer) return new Uint8Array(value);
  if (ArrayBuffer.isView(value)) {
    const copy = new Uint8Array(value.byteLength);
    copy.set(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
    return copy;
  }
  if (Array.isArray(value)) return Uint8Array.from(value as number[]);
  return new Uint8Array(0);
}

function attachmentDisposition(originalName: string): string {
  const ascii = originalName.replace(/[^\x20-\x7e]|["\\]/g, "_") || "file";
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(originalName)}`;
}

interface FileRow {
  content_type: string;
  size: number;
  original_name: string | null;
}

/** GET /sandbox/files/<name>: the stored bytes, immutable; 404 for an unknown name. */
async function serveFile(ctx: RouteContext): Promise<Response> {
  let name: string;
  try {
    name = decodeURIComponent(ctx.url.pathname.replace(/\/{2,}/g, "/").slice(FILES_PREFIX.length + 1));
  } catch {
    return notFound();
  }
  if (!NAME_PATTERN.test(name)) return notFound();
  const db = ctx.env.DB;
  const file = await db
    .prepare("SELECT content_type, size, original_name FROM sandbox_file WHERE name = ?")
    .bind(name)
    .first<FileRow>();
  if (!file) return notFound();

  const etag = `"${name.slice(name.lastIndexOf("/") + 1)}"`;
  const image = Object.hasOwn(IMAGE_TYPES, file.content_type);
  const headers: Record<string, string> = {
    "content-type": image ? file.content_type : "application/octet-stream",
    "content-length": String(file.size),
    "cache-control": "public, max-age=31536000, immutable",
    "x-content-type-options": "nosniff",
    "content-security-policy": "default-src 'none'; sandbox",
    etag,
  };
  if (!image) headers["content-disposition"] = attachmentDisposition(file.original_name ?? "file");
  if ((ctx.req.headers.get("if-none-match") ?? "").split(",").some((t) => t.trim() === etag)) {
    delete headers["content-length"];
    return new Response(null, { status: 304, headers });
  }
  if (ctx.req.method === "HEAD") return new Response(null, { headers });

  return new Response(await storedBody(db, name, file.size), { headers });
}

/** A stored file's bytes: the one chunk, or a stream reading the chunks one by one. */
export async function storedBody(db: D1Database, name: string, size: number): Promise<BodyInit> {
  const count = Math.ceil(size / CHUNK_BYTES);
  const chunk = async (seq: number): Promise<Uint8Array<ArrayBuffer>> =>
    bytes(
      await db.prepare("SELECT data FROM sandbox_file_chunk WHERE name = ? AND seq = ?").bind(name, seq).first("data"),
    );
  if (count <= 1) return count === 0 ? new Uint8Array(0) : await chunk(0);
  let seq = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      controller.enqueue(await chunk(seq));
      if (++seq >= count) controller.close();
    },
  });
  // A fixed-length stream keeps content-length on the wire while the chunks are read one by one.
  return body.pipeThrough(new FixedLengthStream(size));
}

export default [
  serve(resource.putFile, putFile),
  serve(resource.endpointPutFile, putFile),
  { methods: ["GET"], path: `${FILES_PREFIX}/*`, handler: serveFile },
  // 资源管理 (ADR 027): object-storage configs and attachments.
  ...ossRoutes,
  ...attachRoutes(storedBody),
] satisfies Route[];
