/**
 * cloud-system /common-setting: the tenant's common settings (marketing link, token time, login
 * modes, auto lock). The 通用设置 screen reads and submits them; the console reads them without a
 * token (getCommonConfigByTenantId, with the tenant's captcha switch).
 */
import type { Route, RouteContext } from "../../core/env";
import { fail, num, ok, str, success, unreadable } from "../../core/http";
import { newId } from "../../core/ids";
import { field, intField, jsonBody } from "../../core/request";
import { system } from "../../../../shared/contract/index.ts";
import { answer, serveEach } from "../../core/serve";

export const LOGIN_MODES = ["password", "phone", "social"] as const;

export const SETTING_ERRORS = {
  badMarketingLink: "营销链接必须为空、http(s)地址或/sandbox/路径",
  marketingLinkTooLong: "营销链接长度不能超过500个字符",
  badTokenTime: "令牌时长(tokenTime)必须是300到86400之间的整数",
  badLoginModes: "登录方式(loginModes)只能是password、phone、social",
  passwordModeRequired: "登录方式(loginModes)必须包含password",
  badAutoLock: "自动锁屏时间(autoLockMinutes)必须是0到240之间的整数",
} as const;

interface SettingRecord {
  id: string;
  tenant_id: string;
  marketing_link: string | null;
  token_time: number;
  login_modes: string;
  auto_lock_minutes: number | null;
}

async function settingDetail(ctx: RouteContext): Promise<Response> {
  const row = await ctx.env.DB.prepare("SELECT * FROM blade_common_setting WHERE tenant_id = ?")
    .bind(ctx.user!.tenantId)
    .first<SettingRecord>();
  if (!row) return ok(null);
  return answer(system.commonSetting.detail, {
    id: row.id,
    tenantId: row.tenant_id,
    marketingLink: str(row.marketing_link),
    tokenTime: num(row.token_time),
    loginModes: str(row.login_modes),
    autoLockMinutes: row.auto_lock_minutes ?? 0,
  });
}

/** An integer field within [min, max]: undefined when not sent, null when it is not one. */
function boundedInt(body: Record<string, unknown>, key: string, min: number, max: number): number | null | undefined {
  if (body[key] === undefined) return undefined;
  const value = intField(body, key);
  return value === undefined || Number.isNaN(value) || value < min || value > max ? null : value;
}

/** Absent fields keep their value; present ones are checked. */
async function settingSubmit(ctx: RouteContext): Promise<Response> {
  const body = await jsonBody(ctx.req);
  if (!body) return unreadable();
  const tenantId = ctx.user!.tenantId;
  const row = await ctx.env.DB.prepare("SELECT * FROM blade_common_setting WHERE tenant_id = ?")
    .bind(tenantId)
    .first<SettingRecord>();

  let marketingLink = row?.marketing_link ?? null;
  if (body.marketingLink !== undefined) {
    const link = field(body, "marketingLink") ?? "";
    if (link.length > 500) return fail(SETTING_ERRORS.marketingLinkTooLong);
    if (link && !/^https?:\/\/[^\s"'<>]+$/i.test(link) && !/^\/sandbox\/[^\s"'<>]*$/.test(link))
      return fail(SETTING_ERRORS.badMarketingLink);
    marketingLink = link || null;
  }
  const newTokenTime = boundedInt(body, "tokenTime", 300, 86400);
  if (newTokenTime === null) return fail(SETTING_ERRORS.badTokenTime);
  const tokenTime = newTokenTime ?? row?.token_time ?? 3000;
  let loginModes = row?.login_modes ?? "password,phone,social";
  if (body.loginModes !== undefined) {
    const modes = (field(body, "loginModes") ?? "")
      .split(",")
      .map((m) => m.trim())
      .filter(Boolean);
    if (modes.some((m) => !(LOGIN_MODES as readonly string[]).includes(m))) return fail(SETTING_ERRORS.badLoginModes);
    if (!modes.includes("password")) return fail(SETTING_ERRORS.passwordModeRequired);
    loginModes = LOGIN_MODES.filter((m) => modes.includes(m)).join(",");
  }
  const newAutoLock = boundedInt(body, "autoLockMinutes", 0, 240);
  if (newAutoLock === null) return fail(SETTING_ERRORS.badAutoLock);
  const autoLock = newAutoLock ?? row?.auto_lock_minutes ?? 0;

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

/** GET getCommonConfigByTenantId (no token). */
async function commonSetting(ctx: RouteContext): Promise<Response> {
  const tenantId = ctx.url.searchParams.get("tenantId") ?? ctx.user?.tenantId ?? "";
  const row = await ctx.env.DB.prepare(
    `SELECT c.tenant_id, c.marketing_link, c.token_time, c.login_modes, c.auto_lock_minutes, COALESCE(s.captcha_enabled, 0) AS captcha_enabled
     FROM blade_common_setting c LEFT JOIN sandbox_tenant_setting s ON s.tenant_id = c.tenant_id WHERE c.tenant_id = ?`,
  )
    .bind(tenantId)
    .first<Omit<SettingRecord, "id"> & { captcha_enabled: number }>();
  if (!row) return ok(null);
  return answer(system.commonSetting.byTenant, {
    tenantId: row.tenant_id,
    captchaEnabled: row.captcha_enabled ? 1 : 0,
    marketingLink: str(row.marketing_link),
    tokenTime: row.token_time,
    loginModes: row.login_modes,
    autoLockMinutes: row.auto_lock_minutes ?? 0,
  });
}

export const commonSettingRoutes: Route[] = serveEach(system.commonSetting, {
  detail: settingDetail,
  submit: settingSubmit,
  byTenant: commonSetting,
});
