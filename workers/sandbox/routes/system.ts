/** cloud-system: menus, top menus, disabled fields, tenant info, theme, common settings, external ticket. */
import type { Route, RouteContext } from "../env";
import { formatDate, num, ok, paramMissing, str } from "../http";
import { externalTicket } from "../marketing";
import { buttonNode, forest, isAdministrator, menusById, routeNode, visibleMenus } from "../menus";

async function routes(ctx: RouteContext): Promise<Response> {
  if (!ctx.user) return ok(null);
  const menus = await visibleMenus(ctx.env, ctx.user, 1, ctx.url.searchParams.get("topMenuId"));
  return ok(forest(menus.map(routeNode)));
}

async function buttons(ctx: RouteContext): Promise<Response> {
  const user = ctx.user!;
  const owned = await visibleMenus(ctx.env, user, 2);
  const parents = (await menusById(ctx.env, [...new Set(owned.map((b) => b.parent_id))])).sort((a, b) => a.id.localeCompare(b.id));
  return ok(forest([...parents, ...owned].map(buttonNode)));
}

interface TopMenuRecord {
  id: string;
  tenant_id: string;
  code: string | null;
  name: string;
  source: string | null;
  sort: number | null;
  create_time: number | null;
  status: number;
  is_deleted: number;
}

async function topMenu(ctx: RouteContext): Promise<Response> {
  const user = ctx.user;
  if (!user) return ok(null);
  const binds: unknown[] = [user.tenantId];
  let filter = "";
  if (!isAdministrator(user)) {
    if (user.roleIds.length === 0) return ok([]);
    filter = ` AND id IN (SELECT top_menu_id FROM blade_role_top_menu WHERE role_id IN (${user.roleIds.map(() => "?").join(",")}))`;
    binds.push(...user.roleIds);
  }
  const { results } = await ctx.env.DB.prepare(`SELECT * FROM blade_top_menu WHERE tenant_id = ? AND is_deleted = 0${filter} ORDER BY sort, id`)
    .bind(...binds)
    .all<TopMenuRecord>();
  return ok(
    results.map((t) => ({
      id: t.id,
      createUser: "",
      createDept: "",
      createTime: formatDate(t.create_time),
      updateUser: "",
      updateTime: "",
      status: t.status,
      isDeleted: t.is_deleted,
      tenantId: t.tenant_id,
      code: str(t.code),
      name: t.name,
      source: str(t.source),
      sort: t.sort ?? -1,
    })),
  );
}

async function disabledFields(ctx: RouteContext): Promise<Response> {
  const roleId = ctx.url.searchParams.get("roleId");
  if (roleId === null) return paramMissing("roleId");
  const ids = roleId.split(",").filter(Boolean);
  if (ids.length === 0) return ok([]);
  const { results } = await ctx.env.DB.prepare(
    `SELECT f.id, f.role_id, f.menu_code, f.field_name FROM blade_role_disable_field f JOIN blade_role r ON r.id = f.role_id
     WHERE r.tenant_id = ? AND f.role_id IN (${ids.map(() => "?").join(",")}) ORDER BY f.id`,
  )
    .bind(ctx.user!.tenantId, ...ids)
    .all<{ id: string; role_id: string; menu_code: string; field_name: string }>();
  return ok(results.map((f) => ({ id: f.id, roleId: f.role_id, menuCode: f.menu_code, fieldName: f.field_name })));
}

/** Matches the domain's first label or the whole host (scheme and port ignored). */
async function tenantInfo(ctx: RouteContext): Promise<Response> {
  const raw = (ctx.url.searchParams.get("domain") ?? "").trim().toLowerCase();
  const host = raw.replace(/^[a-z][a-z0-9+.-]*:\/\//, "").split(/[/?#]/)[0]!.replace(/:\d+$/, "");
  if (!host) return ok({});
  const label = host.split(".")[0]!;
  const row = await ctx.env.DB.prepare(
    "SELECT tenant_id, domain, background_url FROM blade_tenant WHERE is_deleted = 0 AND (lower(domain) = ? OR lower(domain) = ?) ORDER BY lower(domain) = ? DESC LIMIT 1",
  )
    .bind(host, label, host)
    .first<{ tenant_id: string; domain: string | null; background_url: string | null }>();
  if (!row) return ok({});
  return ok({ tenantId: row.tenant_id, domain: str(row.domain), backgroundUrl: str(row.background_url) });
}

/** GET /tenant/select: Tenant[] (BaseEntity and the tenant's fields), every live tenant. */
async function tenantSelect(ctx: RouteContext): Promise<Response> {
  const { results } = await ctx.env.DB.prepare("SELECT * FROM blade_tenant WHERE is_deleted = 0 ORDER BY tenant_id").all<Record<string, unknown>>();
  return ok(
    results.map((t) => ({
      id: str(t.id), createUser: "", createDept: "", createTime: "", updateUser: "", updateTime: "", status: num(t.status) ?? 1,
      isDeleted: 0, tenantId: str(t.tenant_id), tenantName: str(t.tenant_name), domain: str(t.domain),
      backgroundUrl: str(t.background_url), linkman: str(t.linkman), contactNumber: str(t.contact_number), address: str(t.address),
      accountNumber: num(t.account_number) ?? -1, expireTime: formatDate((t.expire_time as number | null) ?? null), packageId: "", datasourceId: "", licenseKey: "",
    })),
  );
}

async function deptDesign(ctx: RouteContext): Promise<Response> {
  const tenantId = ctx.url.searchParams.get("tenantId") ?? ctx.user?.tenantId ?? "";
  const row = await ctx.env.DB.prepare("SELECT * FROM blade_dept_design WHERE tenant_id = ?")
    .bind(tenantId)
    .first<{ id: string; tenant_id: string; web_theme: string | null; left_logo: string | null; title: string | null }>();
  if (!row) return ok(null);
  return ok({ id: row.id, tenantId: row.tenant_id, webTheme: str(row.web_theme), leftLogo: str(row.left_logo), title: str(row.title) });
}

async function commonSetting(ctx: RouteContext): Promise<Response> {
  const tenantId = ctx.url.searchParams.get("tenantId") ?? ctx.user?.tenantId ?? "";
  const row = await ctx.env.DB.prepare(
    `SELECT c.tenant_id, c.marketing_link, c.token_time, c.login_modes, c.auto_lock_minutes, COALESCE(s.captcha_enabled, 0) AS captcha_enabled
     FROM blade_common_setting c LEFT JOIN sandbox_tenant_setting s ON s.tenant_id = c.tenant_id WHERE c.tenant_id = ?`,
  )
    .bind(tenantId)
    .first<{
      tenant_id: string;
      marketing_link: string | null;
      token_time: number;
      login_modes: string;
      auto_lock_minutes: number | null;
      captcha_enabled: number;
    }>();
  if (!row) return ok(null);
  return ok({
    tenantId: row.tenant_id,
    captchaEnabled: row.captcha_enabled ? 1 : 0,
    marketingLink: str(row.marketing_link),
    tokenTime: row.token_time,
    loginModes: row.login_modes,
    autoLockMinutes: row.auto_lock_minutes ?? 0,
  });
}

const SYS = "/api/cloud-system";

export const systemRoutes: Route[] = [
  { methods: ["GET"], path: `${SYS}/menu/routes`, handler: routes },
  { methods: ["GET"], path: `${SYS}/menu/top-menu`, handler: topMenu },
  { methods: ["GET"], path: `${SYS}/menu/buttons`, handler: buttons },
  { methods: ["GET"], path: `${SYS}/data-filed/getRoleDisableFields`, handler: disabledFields },
  { methods: ["GET"], path: `${SYS}/tenant/info`, handler: tenantInfo },
  { methods: ["GET"], path: `${SYS}/tenant/select`, handler: tenantSelect },
  { methods: ["GET"], path: `${SYS}/dept-design/getInfoByTenantId`, handler: deptDesign },
  { methods: ["GET"], path: `${SYS}/common-setting/getCommonConfigByTenantId`, handler: commonSetting },
  { methods: ["GET"], path: `${SYS}/getExternalTicket`, handler: externalTicket },
];
