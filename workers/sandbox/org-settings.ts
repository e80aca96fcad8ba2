/**
 * The tenant's own settings screens: dept design (theme, left logo, title; one row per
 * tenant), common settings (marketing link, token time, login modes, auto lock) and the post
 * select. The public readers stay in routes/system.ts (getInfoByTenantId,
 * getCommonConfigByTenantId) and read the same rows.
 */
import type { Route, RouteContext, SandboxEnv } from "./env";
import { fail, num, ok, str, success } from "./http";
import { field, intField, jsonBody, newId, unreadable } from "./org-common";

export const THEMES = ["theme-fhb", "theme-ocean", "theme-violet", "theme-forest"] as const;
export const LOGIN_MODES = ["password", "phone", "social"] as const;

export const SETTINGS_ERRORS = {
  badTheme: "主题不存在",
  titleRequired: "标题不能为空",
  titleTooLong: "标题长度不能超过50个字符",
  badLogo: "左侧Logo必须是http(s)地址、/sandbox/路径或data:图片",
  logoTooLarge: "左侧Logo不能超过200000个字符",
  badMarketingLink: "营销链接必须为空、http(s)地址或/sandbox/路径",
  marketingLinkTooLong: "营销链接长度不能超过500个字符",
  badTokenTime: "令牌时长(tokenTime)必须是300到86400之间的整数",
  badLoginModes: "登录方式(loginModes)只能是password、phone、social",
  passwordModeRequired: "登录方式(loginModes)必须包含password",
  badAutoLock: "自动锁屏时间(autoLockMinutes)必须是0到240之间的整数",
} as const;

const LOGO_MAX = 200_000;

/** The tenant's top dept (owner of its design). */
async function rootDept(env: SandboxEnv, tenantId: string): Promise<string | null> {
  return env.DB.prepare("SELECT id FROM blade_dept WHERE tenant_id = ? AND parent_id = '0' AND is_deleted = 0 ORDER BY sort, id LIMIT 1")
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

async function designDetail(ctx: RouteContext): Promise<Response> {
  const tenantId = ctx.user!.tenantId;
  const createDept = (ctx.url.searchParams.get("createDept") ?? "").trim();
  if (createDept) {
    const own = await ctx.env.DB.prepare("SELECT 1 AS hit FROM blade_dept WHERE id = ? AND tenant_id = ? AND is_deleted = 0")
      .bind(createDept, tenantId)
      .first<number>("hit");
    if (!own) return ok(null);
  }
  const row = await ctx.env.DB.prepare("SELECT * FROM blade_dept_design WHERE tenant_id = ?").bind(tenantId).first<DesignRecord>();
  if (!row) return ok(null);
  return ok({
    id: row.id,
    tenantId: row.tenant_id,
    createDept: str(row.create_dept),
    webTheme: str(row.web_theme),
    leftLogo: str(row.left_logo),
    title: str(row.title),
  });
}

function logoError(logo: string): string | null {
  if (!logo) return null;
  if (logo.length > LOGO_MAX) return SETTINGS_ERRORS.logoTooLarge;
  const url = /^https?:\/\/[^\s"'<>]+$/i.test(logo);
  const path = /^\/sandbox\/[^\s"'<>]*$/.test(logo);
  const data = /^data:image\/[a-z0-9.+-]+(;[a-z0-9.+=-]+)*,[^\s"'<>]+$/i.test(logo);
  return url || path || data ? null : SETTINGS_ERRORS.badLogo;
}

async function designSubmit(ctx: RouteContext): Promise<Response> {
  const body = await jsonBody(ctx.req);
  if (!body) return unreadable();
  const webTheme = field(body, "webTheme") ?? "";
  if (!(THEMES as readonly string[]).includes(webTheme)) return fail(SETTINGS_ERRORS.badTheme);
  const title = field(body, "title") ?? "";
  if (!title) return fail(SETTINGS_ERRORS.titleRequired);
  if (title.length > 50) return fail(SETTINGS_ERRORS.titleTooLong);
  const leftLogo = field(body, "leftLogo") ?? "";
  const bad = logoError(leftLogo);
  if (bad) return fail(bad);

  const tenantId = ctx.user!.tenantId;
  const now = Date.now();
  const updated = await ctx.env.DB.prepare("UPDATE blade_dept_design SET web_theme = ?, left_logo = ?, title = ?, update_time = ? WHERE tenant_id = ?")
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

interface SettingRecord {
  id: string;
  tenant_id: string;
  marketing_link: string | null;
  token_time: number;
  login_modes: string;
  auto_lock_minutes: number | null;
}

async function settingDetail(ctx: RouteContext): Promise<Response> {
  const row = await ctx.env.DB.prepare("SELECT * FROM blade_common_setting WHERE tenant_id = ?").bind(ctx.user!.tenantId).first<SettingRecord>();
  if (!row) return ok(null);
  return ok({
    id: row.id,
    tenantId: row.tenant_id,
    marketingLink: str(row.marketing_link),
    tokenTime: num(row.token_time),
    loginModes: str(row.login_modes),
    autoLockMinutes: row.auto_lock_minutes ?? 0,
  });
}

/** Absent fields keep their value; present ones are checked. */
async function settingSubmit(ctx: RouteContext): Promise<Response> {
  const body = await jsonBody(ctx.req);
  if (!body) return unreadable();
  const tenantId = ctx.user!.tenantId;
  const row = await ctx.env.DB.prepare("SELECT * FROM blade_common_setting WHERE tenant_id = ?").bind(tenantId).first<SettingRecord>();

  let marketingLink = row?.marketing_link ?? null;
  if (body.marketingLink !== undefined) {
    const link = field(body, "marketingLink") ?? "";
    if (link.length > 500) return fail(SETTINGS_ERRORS.marketingLinkTooLong);
    if (link && !/^https?:\/\/[^\s"'<>]+$/i.test(link) && !/^\/sandbox\/[^\s"'<>]*$/.test(link)) return fail(SETTINGS_ERRORS.badMarketingLink);
    marketingLink = link || null;
  }
  let tokenTime = row?.token_time ?? 3000;
  if (body.tokenTime !== undefined) {
    const value = intField(body, "tokenTime");
    if (value === undefined || Number.isNaN(value) || value < 300 || value > 86400) return fail(SETTINGS_ERRORS.badTokenTime);
    tokenTime = value;
  }
  let loginModes = row?.login_modes ?? "password,phone,social";
  if (body.loginModes !== undefined) {
    const modes = (field(body, "loginModes") ?? "").split(",").map((m) => m.trim()).filter(Boolean);
    if (modes.some((m) => !(LOGIN_MODES as readonly string[]).includes(m))) return fail(SETTINGS_ERRORS.badLoginModes);
    if (!modes.includes("password")) return fail(SETTINGS_ERRORS.passwordModeRequired);
    loginModes = LOGIN_MODES.filter((m) => modes.includes(m)).join(",");
  }
  let autoLock = row?.auto_lock_minutes ?? 0;
  if (body.autoLockMinutes !== undefined) {
    const value = intField(body, "autoLockMinutes");
    if (value === undefined || Number.isNaN(value) || value < 0 || value > 240) return fail(SETTINGS_ERRORS.badAutoLock);
    autoLock = value;
  }

  if (row) {
    await ctx.env.DB.prepare(
      "UPDATE blade_common_setting SET marketing_link = ?, token_time = ?, login_modes = ?, auto_lock_minutes = ? WHERE tenant_id = ?",
    )
      .bind(marketingLink, tokenTime, loginModes, autoLock, tenantId)
      .run();
  } else {
    await ctx.env.DB.prepare(
      "INSERT OR IGNORE INTO blade_common_setting (id, tenant_id, marketing_link, token_time, login_modes, auto_lock_minutes) VALUES (?, ?, ?, ?, ?, ?)",
    )
      .bind(newId(), tenantId, marketingLink, tokenTime, loginModes, autoLock)
      .run();
  }
  return success();
}

interface PostRecord {
  id: string;
  tenant_id: string;
  category: number | null;
  post_code: string | null;
  post_name: string | null;
  sort: number | null;
}

async function postSelect(ctx: RouteContext): Promise<Response> {
  const { results } = await ctx.env.DB.prepare("SELECT id, tenant_id, category, post_code, post_name, sort FROM blade_post WHERE tenant_id = ? ORDER BY sort, id")
    .bind(ctx.user!.tenantId)
    .all<PostRecord>();
  return ok(
    results.map((p) => ({
      id: p.id,
      createUser: "",
      createDept: "",
      createTime: "",
      updateUser: "",
      updateTime: "",
      status: 1,
      isDeleted: 0,
      tenantId: p.tenant_id,
      category: num(p.category),
      postCode: str(p.post_code),
      postName: str(p.post_name),
      sort: num(p.sort),
      remark: "",
    })),
  );
}

const SYS = "/api/cloud-system";

export const settingsRoutes: Route[] = [
  { methods: ["GET"], path: `${SYS}/dept-design/detail`, handler: designDetail },
  { methods: ["POST"], path: `${SYS}/dept-design/submit`, handler: designSubmit },
  { methods: ["GET"], path: `${SYS}/common-setting/detail`, handler: settingDetail },
  { methods: ["POST"], path: `${SYS}/common-setting/submit`, handler: settingSubmit },
  { methods: ["GET"], path: `${SYS}/post/select`, handler: postSelect },
];
