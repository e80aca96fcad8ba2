/**
 * The console shell's menu reads (cloud-system): /menu/routes (the sidebar tree), /menu/buttons
 * and /menu/top-menu, as the signed-in user's roles grant them. Menu management is management.ts.
 */
import { isAdministrator, type Route, type RouteContext } from "../../core/env";
import { blankAudit, formatDate, ok, str } from "../../core/http";
import { buttonNode, forest, menusById, routeNode, visibleMenus } from "./store";
import { system } from "../../../../shared/contract/index.ts";
import { serveEach } from "../../core/serve";

async function routes(ctx: RouteContext): Promise<Response> {
  if (!ctx.user) return ok(null);
  const menus = await visibleMenus(ctx.env, ctx.user, 1, ctx.url.searchParams.get("topMenuId"));
  return ok(forest(menus.map(routeNode)));
}

async function buttons(ctx: RouteContext): Promise<Response> {
  const user = ctx.user!;
  const owned = await visibleMenus(ctx.env, user, 2);
  const parents = (await menusById(ctx.env, [...new Set(owned.map((b) => b.parent_id))])).sort((a, b) =>
    a.id.localeCompare(b.id),
  );
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
  const { results } = await ctx.env.DB.prepare(
    `SELECT * FROM blade_top_menu WHERE tenant_id = ? AND is_deleted = 0${filter} ORDER BY sort, id`,
  )
    .bind(...binds)
    .all<TopMenuRecord>();
  return ok(
    results.map((t) => ({
      id: t.id,
      ...blankAudit(formatDate(t.create_time)),
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

export const consoleMenuRoutes: Route[] = serveEach(system.menu, { routes, topMenu, buttons });
