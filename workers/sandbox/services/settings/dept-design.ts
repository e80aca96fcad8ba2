/**
 * cloud-system /dept-design: the tenant's console design (theme, left logo, title; one row per
 * tenant). The 机构主题 screen reads and submits it; the sign-in page reads it without a token
 * (getInfoByTenantId). The logo is a reference (ADR 030: the id of one of the tenant's attachments
 * uploaded as a logo) or an inline data:image; its bytes are public at dept-design/logo.
 */
import type { Route, RouteContext, SandboxEnv } from "../../core/env";
import { fail, ok, str, success, unreadable } from "../../core/http";
import { newId } from "../../core/ids";
import { field, jsonBody } from "../../core/request";
import { storedBody } from "../files/routes";
import { isFileRef, ownFiles } from "../files/purpose";
import { system } from "../../../../shared/contract/index.ts";
import { answer, serveEach } from "../../core/serve";

export const THEMES = ["theme-fhb", "theme-ocean", "theme-violet", "theme-forest"] as const;

export const DESIGN_ERRORS = {
  badTheme: "主题不存在",
  titleRequired: "标题不能为空",
  titleTooLong: "标题长度不能超过50个字符",
  badLogo: "左侧Logo必须是上传的图片或data:图片",
  logoTooLarge: "左侧Logo不能超过200000个字符",
} as const;

const LOGO_MAX = 200_000;

/** The tenant's top dept (owner of its design). */
async function rootDept(env: SandboxEnv, tenantId: string): Promise<string | null> {
  return env.DB.prepare(
    "SELECT id FROM blade_dept WHERE tenant_id = ? AND parent_id = '0' AND is_deleted = 0 ORDER BY sort, id LIMIT 1",
  )
    .bind(tenantId)
    .first<string>("id");
}

interface DesignRecord {
  id: string;
  tenant_id: string;
  create_dept: string | null;
  web_theme: string | null;
  left_logo: string | null;
  title: string | null;
}

/** The tenant's design row, if it has one. */
function tenantDesign(ctx: RouteContext, tenantId: string): Promise<DesignRecord | null> {
  return ctx.env.DB.prepare("SELECT * FROM blade_dept_design WHERE tenant_id = ?").bind(tenantId).first<DesignRecord>();
}

/** What the console shows of a design: its theme, left logo and title. */
const designLook = (row: DesignRecord) => ({
  webTheme: str(row.web_theme),
  leftLogo: str(row.left_logo),
  title: str(row.title),
});

async function designDetail(ctx: RouteContext): Promise<Response> {
  const tenantId = ctx.user!.tenantId;
  const createDept = (ctx.url.searchParams.get("createDept") ?? "").trim();
  if (createDept) {
    const own = await ctx.env.DB.prepare(
      "SELECT 1 AS hit FROM blade_dept WHERE id = ? AND tenant_id = ? AND is_deleted = 0",
    )
      .bind(createDept, tenantId)
      .first<number>("hit");
    if (!own) return ok(null);
  }
  const row = await tenantDesign(ctx, tenantId);
  if (!row) return ok(null);
  return answer(system.deptDesign.detail, {
    id: row.id,
    tenantId: row.tenant_id,
    createDept: str(row.create_dept),
    ...designLook(row),
  });
}

async function logoError(db: D1Database, tenantId: string, logo: string): Promise<string | null> {
  if (!logo) return null;
  if (logo.length > LOGO_MAX) return DESIGN_ERRORS.logoTooLarge;
  if (isFileRef(logo)) return (await ownFiles(db, tenantId, [logo], "logo")) ? null : DESIGN_ERRORS.badLogo;
  return /^data:image\/[a-z0-9.+-]+(;[a-z0-9.+=-]+)*,[^\s"'<>]+$/i.test(logo) ? null : DESIGN_ERRORS.badLogo;
}

async function designSubmit(ctx: RouteContext): Promise<Response> {
  const body = await jsonBody(ctx.req);
  if (!body) return unreadable();
  const webTheme = field(body, "webTheme") ?? "";
  if (!(THEMES as readonly string[]).includes(webTheme)) return fail(DESIGN_ERRORS.badTheme);
  const title = field(body, "title") ?? "";
  if (!title) return fail(DESIGN_ERRORS.titleRequired);
  if (title.length > 50) return fail(DESIGN_ERRORS.titleTooLong);
  const leftLogo = field(body, "leftLogo") ?? "";
  const tenantId = ctx.user!.tenantId;
  const bad = await logoError(ctx.env.DB, tenantId, leftLogo);
  if (bad) return fail(bad);

  const now = Date.now();
  const updated = await ctx.env.DB.prepare(
    "UPDATE blade_dept_design SET web_theme = ?, left_logo = ?, title = ?, update_time = ? WHERE tenant_id = ?",
  )
    .bind(webTheme, leftLogo || null, title, now, tenantId)
    .run();
  if (!updated.meta.changes) {
    await ctx.env.DB.prepare(
      "INSERT OR IGNORE INTO blade_dept_design (id, tenant_id, create_dept, web_theme, left_logo, title, update_time) VALUES (?, ?, ?, ?, ?, ?, ?)",
    )
      .bind(newId(), tenantId, await rootDept(ctx.env, tenantId), webTheme, leftLogo || null, title, now)
      .run();
  }
  return success();
}

/** GET getInfoByTenantId (no token): the design the sign-in page and the console frame show. */
async function deptDesign(ctx: RouteContext): Promise<Response> {
  const tenantId = ctx.url.searchParams.get("tenantId") ?? ctx.user?.tenantId ?? "";
  const row = await tenantDesign(ctx, tenantId);
  if (!row) return ok(null);
  return answer(system.deptDesign.byTenant, { id: row.id, tenantId: row.tenant_id, ...designLook(row) });
}

/**
 * GET logo?tenantId= (no token, like getInfoByTenantId): the bytes of the tenant's current logo
 * when it is a reference to one of its logo attachments — the one file that is public (the sign-in
 * page shows it). Anything else: 404 envelope.
 */
async function designLogo(ctx: RouteContext): Promise<Response> {
  const tenantId = ctx.url.searchParams.get("tenantId") ?? "";
  const file = await ctx.env.DB.prepare(
    `SELECT f.name, f.size, a.content_type FROM blade_dept_design d
     JOIN blade_attach a ON a.id = d.left_logo AND a.tenant_id = d.tenant_id AND a.purpose = 'logo' AND a.is_deleted = 0
     JOIN sandbox_file f ON f.name = a.name WHERE d.tenant_id = ?`,
  )
    .bind(tenantId)
    .first<{ name: string; size: number; content_type: string }>();
  if (!file) return fail("Logo不存在", 404);
  return new Response(await storedBody(ctx.env.DB, file.name, file.size), {
    headers: {
      "content-type": file.content_type,
      "content-length": String(file.size),
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
}

export const deptDesignRoutes: Route[] = serveEach(system.deptDesign, {
  detail: designDetail,
  submit: designSubmit,
  byTenant: deptDesign,
  logo: designLogo,
});
