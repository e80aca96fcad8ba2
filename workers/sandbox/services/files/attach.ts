/**
 * cloud-resource `/attach` (ADR 027): a row per file put-file stored (its bytes in sandbox_file
 * under `name`), with who uploaded it. Within the operator's tenant only (no dept scope: a
 * tenant's files are shared by its screens, a logo by every dept). list (IPage; originalName,
 * extension, startDate/endDate on the upload time), detail?id=, remove?ids= (the rows and their
 * stored bytes) and file?id= (the bytes, for the console to pass on; the bare storage URL is
 * never shown). Each row records its purpose (ADR 030: logo, payment, attach); file?id= also
 * answers the platform another tenant's payment screenshot that a recharge order holds.
 */
import { type Route, type RouteContext, type SessionUser, operatorName } from "../../core/env";
import { type AttachRow as ContractAttachRow, resource } from "../../../../shared/contract/index.ts";
import { serve } from "../../core/serve";
import { fail, formatDate, paramMissing, parseDateTime, str, success } from "../../core/http";
import { newId } from "../../core/ids";
import { marks, orderBy, Where, readListPage } from "../../core/query";
import { queryParam, readParams, requiredIds, detailById } from "../../core/request";
import { type FilePurpose, readableBy } from "./purpose";

export const FILES_PREFIX = "/sandbox/files";

export interface AttachRow {
  id: string;
  tenant_id: string;
  link: string;
  domain: string;
  name: string;
  original_name: string;
  extension: string;
  content_type: string;
  attach_size: number;
  create_user: string | null;
  create_user_name: string | null;
  create_dept: string | null;
  create_time: number;
  purpose: FilePurpose;
}

export const attachVO = (r: AttachRow): ContractAttachRow => ({
  id: r.id,
  tenantId: r.tenant_id,
  link: r.link,
  domain: r.domain,
  name: r.name,
  originalName: r.original_name,
  extension: r.extension,
  contentType: r.content_type,
  attachSize: r.attach_size,
  createUser: str(r.create_user),
  createUserName: str(r.create_user_name),
  createDept: str(r.create_dept),
  createTime: formatDate(r.create_time),
  purpose: r.purpose,
});

/** The attachment row of a stored file (put-file's last step). */
export function attachInsert(
  db: D1Database,
  file: {
    name: string;
    originalName: string;
    extension: string;
    contentType: string;
    size: number;
    time: number;
    purpose: FilePurpose;
  },
  user: Pick<SessionUser, "tenantId" | "userId" | "nickName" | "account" | "deptId">,
  id = newId(),
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO blade_attach (id, tenant_id, link, domain, name, original_name, extension, content_type, attach_size, create_user, create_user_name,
       create_dept, create_time, purpose) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      id,
      user.tenantId,
      `${FILES_PREFIX}/${file.name}`,
      FILES_PREFIX,
      file.name,
      file.originalName.slice(0, 255),
      file.extension,
      file.contentType,
      file.size,
      user.userId,
      operatorName(user),
      user.deptId,
      file.time,
      file.purpose,
    );
}

function findAttach(ctx: RouteContext, id: string): Promise<AttachRow | null> {
  return ctx.env.DB.prepare("SELECT * FROM blade_attach WHERE id = ? AND tenant_id = ? AND is_deleted = 0")
    .bind(id, ctx.user!.tenantId)
    .first<AttachRow>();
}

function attachList(ctx: RouteContext): Response | Promise<Response> {
  const where = new Where("tenant_id = ? AND is_deleted = 0", ctx.user!.tenantId)
    .like("original_name", queryParam(ctx, "originalName"))
    .equal("extension", queryParam(ctx, "extension")?.toLowerCase());
  for (const [param, end] of [
    ["startDate", false],
    ["endDate", true],
  ] as const) {
    const raw = queryParam(ctx, param);
    if (!raw) continue;
    const ms = parseDateTime(raw, end);
    if (ms === null) return fail("上传时间格式不正确");
    where.add(`create_time ${end ? "<=" : ">="} ?`, ms);
  }
  const order = orderBy(
    ctx.url,
    { originalName: "original_name", attachSize: "attach_size", createTime: "create_time", extension: "extension" },
    "create_time DESC, id DESC",
  );
  return readListPage<AttachRow>(ctx, { from: "blade_attach", where, order }, (rows) => rows.map(attachVO));
}

async function attachDetail(ctx: RouteContext): Promise<Response> {
  return detailById(ctx, findAttach, attachVO, "附件不存在");
}

/** POST remove?ids=: the tenant's rows among them, and their stored bytes, in one transaction. */
async function attachRemove(ctx: RouteContext): Promise<Response> {
  const ids = requiredIds(await readParams(ctx.req, ctx.url), "ids");
  if (ids instanceof Response) return ids;
  const db = ctx.env.DB;
  const { results } = await db
    .prepare(
      `SELECT id, name FROM blade_attach WHERE tenant_id = ? AND is_deleted = 0 AND id IN (${marks(ids.length)})`,
    )
    .bind(ctx.user!.tenantId, ...ids)
    .all<{ id: string; name: string }>();
  if (results.length === 0) return fail("附件不存在");
  await db.batch(
    results.flatMap((r) => [
      db.prepare("DELETE FROM blade_attach WHERE id = ?").bind(r.id),
      db.prepare("DELETE FROM sandbox_file_chunk WHERE name = ?").bind(r.name),
      db.prepare("DELETE FROM sandbox_file WHERE name = ?").bind(r.name),
    ]),
  );
  return success();
}

export type StoredBody = (db: D1Database, name: string, size: number) => Promise<BodyInit>;

/**
 * GET file?id=: the attachment's bytes with its type and size, for the console to pass on (no
 * cache: it checks each time). `x-file-purpose` and `x-file-tenant` tell the console what the
 * file is for and whose it is (ADR 030): it decides which screens may show it.
 */
export function attachFile(storedBody: StoredBody) {
  return async (ctx: RouteContext): Promise<Response> => {
    const id = queryParam(ctx, "id");
    if (!id) return paramMissing("id");
    const readable = readableBy(ctx.user!.tenantId);
    const row = await ctx.env.DB.prepare(
      `SELECT a.* FROM blade_attach a WHERE a.id = ? AND a.is_deleted = 0 AND ${readable.sql}`,
    )
      .bind(id, ...readable.binds)
      .first<AttachRow>();
    if (!row) return fail("附件不存在");
    const size = await ctx.env.DB.prepare("SELECT size FROM sandbox_file WHERE name = ?")
      .bind(row.name)
      .first<number>("size");
    if (size === null) return fail("附件文件不存在");
    return new Response(await storedBody(ctx.env.DB, row.name, size), {
      headers: {
        "content-type": row.content_type,
        "content-length": String(size),
        "content-disposition": `attachment; filename*=UTF-8''${encodeURIComponent(row.original_name)}`,
        "cache-control": "no-store",
        "x-content-type-options": "nosniff",
        "x-file-purpose": row.purpose,
        "x-file-tenant": row.tenant_id,
      },
    });
  };
}

export function attachRoutes(storedBody: StoredBody): Route[] {
  return [
    serve(resource.attach.list, attachList),
    serve(resource.attach.detail, attachDetail),
    serve(resource.attach.remove, attachRemove),
    serve(resource.attach.file, attachFile(storedBody)),
  ];
}
