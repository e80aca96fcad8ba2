/** Who may do what in the toll service (ADR 017): the platform tenant manages; a tenant reads its own. */
import { PLATFORM_TENANT_ID } from "../../core/constants";
import type { RouteContext } from "../../core/env";
import { fail, unreadable } from "../../core/http";
import { jsonBody } from "../../core/request";

export const NOT_ALLOWED = "无权操作";

export const isPlatform = (ctx: RouteContext): boolean => ctx.user!.tenantId === PLATFORM_TENANT_ID;

/** The 403 a tenant other than the platform gets for a platform-only call; null for the platform. */
export const platformOnly = (ctx: RouteContext): Response | null => (isPlatform(ctx) ? null : fail(NOT_ALLOWED, 403));

/** The tenant whose rows a read covers: the asked one for the platform (or every one, null), else the operator's own. */
export function readTenant(ctx: RouteContext, asked: string | null): string | null {
  return isPlatform(ctx) ? asked : ctx.user!.tenantId;
}

/** A platform-only write's JSON body (long ids exact), or the Response refusing it: 403 for another tenant, 400 unreadable. */
export async function platformBody(ctx: RouteContext): Promise<Record<string, unknown> | Response> {
  const refused = platformOnly(ctx);
  if (refused) return refused;
  return (await jsonBody(ctx.req, { exactLongNumbers: true })) ?? unreadable();
}
