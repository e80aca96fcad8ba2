/** system.dataFiled.roleDisableFields: the form fields a role may see but not change. */
import type { Route, RouteContext } from "../../core/env";
import { ok, paramMissing } from "../../core/http";
import { system } from "../../../../shared/contract/index.ts";
import { serve } from "../../core/serve";

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

export const disabledFieldRoutes: Route[] = [serve(system.dataFiled.roleDisableFields, disabledFields)];
