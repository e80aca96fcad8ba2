/**
 * cloud-data-sync (`/data-sync/dataSyncController`): the tenant's marketing link and its
 * data-sync switch. The link is `blade_common_setting.marketing_link` (also served by
 * getCommonConfigByTenantId); ids are read within the caller's tenant only.
 */
import type { RouteContext } from "../../core/env";
import { notFound, ok, paramMissing, str, success } from "../../core/http";
import { serveEach } from "../../core/serve";
import { dataSync } from "../../../../shared/contract/index.ts";

async function marketingLink(ctx: RouteContext): Promise<Response> {
  const id = ctx.url.searchParams.get("id");
  if (id === null) return paramMissing("id");
  if (id !== ctx.user!.tenantId) return ok(null);
  const row = await ctx.env.DB.prepare("SELECT tenant_id, marketing_link FROM blade_common_setting WHERE tenant_id = ?")
    .bind(id)
    .first<{ tenant_id: string; marketing_link: string | null }>();
  if (!row) return ok(null);
  return ok({ tenantId: row.tenant_id, marketingLink: str(row.marketing_link) });
}

/** The `{id}` path segment, or null for an empty or nested one. */
function pathId(ctx: RouteContext): string | null {
  const raw = ctx.url.pathname.slice(ctx.url.pathname.lastIndexOf("/") + 1);
  const prefix = ctx.url.pathname.slice(0, ctx.url.pathname.lastIndexOf("/"));
  if (!raw || !/\/(switch-status|transwitch)$/.test(prefix)) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** Status 1 on, 0 off; an id never switched is off. */
async function switchStatus(ctx: RouteContext): Promise<Response> {
  const id = pathId(ctx);
  if (id === null) return notFound();
  const status = await ctx.env.DB.prepare("SELECT status FROM cloud_data_sync_switch WHERE tenant_id = ? AND id = ?")
    .bind(ctx.user!.tenantId, id)
    .first<number>("status");
  return ok({ id, status: status ? 1 : 0 });
}

async function toggle(ctx: RouteContext): Promise<Response> {
  const id = pathId(ctx);
  if (id === null) return notFound();
  await ctx.env.DB.prepare(
    `INSERT INTO cloud_data_sync_switch (tenant_id, id, status, update_time) VALUES (?, ?, 1, ?)
     ON CONFLICT (tenant_id, id) DO UPDATE SET status = 1 - status, update_time = excluded.update_time`,
  )
    .bind(ctx.user!.tenantId, id, Date.now())
    .run();
  return success();
}

export default serveEach(dataSync, { marketingLink, switchStatus, transwitch: toggle });
