/**
 * Button permissions as the backend checks them on money actions (BladeX's @PreAuth on a menu
 * code): the signed-in operator holds a code when one of their roles is granted the menu row
 * with that code. Administrators are not exempt: a money action needs its button.
 */
import type { RouteContext } from "./env";
import { fail } from "./http";

export const NO_PERMISSION = "无权操作";

export async function holdsCode(ctx: RouteContext, code: string): Promise<boolean> {
  const user = ctx.user!;
  if (user.roleIds.length === 0) return false;
  const hit = await ctx.env.DB.prepare(
    `SELECT 1 AS hit FROM blade_role_menu rm JOIN blade_menu m ON m.id = rm.menu_id AND m.is_deleted = 0
     WHERE m.code = ? AND rm.role_id IN (${user.roleIds.map(() => "?").join(", ")}) LIMIT 1`,
  )
    .bind(code, ...user.roleIds)
    .first<number>("hit");
  return hit === 1;
}

/** null when the operator holds the code, else the 403 answer to return. */
export async function requireCode(ctx: RouteContext, code: string): Promise<Response | null> {
  return (await holdsCode(ctx, code)) ? null : fail(NO_PERMISSION, 403);
}
