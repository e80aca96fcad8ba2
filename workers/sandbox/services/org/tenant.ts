/** cloud-system /tenant: the tenant of a domain (no token: the sign-in page asks) and the tenant select. */
import { PLATFORM_TENANT_ID } from "../../core/constants";
import type { Route, RouteContext } from "../../core/env";
import { blankAudit, formatDate, num, ok, str } from "../../core/http";
import { system } from "../../../../shared/contract/index.ts";
import { serve } from "../../core/serve";

/** Matches the domain's first label or the whole host (scheme and port ignored). */
async function tenantInfo(ctx: RouteContext): Promise<Response> {
  const raw = (ctx.url.searchParams.get("domain") ?? "").trim().toLowerCase();
  const host = raw
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, "")
    .split(/[/?#]/)[0]!
    .replace(/:\d+$/, "");
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

/**
 * GET /tenant/select: Tenant[] (BaseEntity and the tenant's fields): every live tenant for the
 * platform tenant's operators, only its own for any other tenant (a tenant never learns the
 * others' names).
 */
async function tenantSelect(ctx: RouteContext): Promise<Response> {
  const own = ctx.user!.tenantId === PLATFORM_TENANT_ID ? null : ctx.user!.tenantId;
  const { results } = await ctx.env.DB.prepare(
    `SELECT * FROM blade_tenant WHERE is_deleted = 0${own ? " AND tenant_id = ?" : ""} ORDER BY tenant_id`,
  )
    .bind(...(own ? [own] : []))
    .all<Record<string, unknown>>();
  return ok(
    results.map((t) => ({
      id: str(t.id),
      ...blankAudit(),
      status: num(t.status) ?? 1,
      isDeleted: 0,
      tenantId: str(t.tenant_id),
      tenantName: str(t.tenant_name),
      domain: str(t.domain),
      backgroundUrl: str(t.background_url),
      linkman: str(t.linkman),
      contactNumber: str(t.contact_number),
      address: str(t.address),
      accountNumber: num(t.account_number) ?? -1,
      expireTime: formatDate((t.expire_time as number | null) ?? null),
      packageId: "",
      datasourceId: "",
      licenseKey: "",
    })),
  );
}

export const tenantRoutes: Route[] = [serve(system.tenant.info, tenantInfo), serve(system.tenant.select, tenantSelect)];
