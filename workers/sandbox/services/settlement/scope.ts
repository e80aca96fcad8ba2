/** The settlement service's data scope (ADR 016): rows whose merchant the operator's partner scope holds. */
import type { RouteContext } from "../../core/env";
import { fail } from "../../core/http";
import { type Condition, ownedByMerchantCondition, PARTNER_OUT_OF_SCOPE, partnerScope } from "../../core/partner-scope";

export async function scopeOf(ctx: RouteContext, column: string): Promise<Condition> {
  return ownedByMerchantCondition(await partnerScope(ctx), column);
}

/**
 * A row by id within the operator's scope: `select` names it `?` (id) and `?` (tenant), `table` and
 * `column` say where its merchant is; the row, or the answer (missing, or 403 out of scope).
 */
export async function scopedRow<Row>(ctx: RouteContext, select: string, table: string, column: string, id: string, missing: string): Promise<Row | Response> {
  if (!/^\d{1,19}$/.test(id)) return fail(missing);
  const row = await ctx.env.DB.prepare(select).bind(id, ctx.user!.tenantId).first<Row>();
  if (!row) return fail(missing);
  const scope = await scopeOf(ctx, column);
  if (scope.sql === "1 = 1") return row;
  const held = await ctx.env.DB.prepare(`SELECT 1 AS hit FROM ${table} WHERE ${column.split(".")[0]}.id = ? AND ${scope.sql}`).bind(id, ...scope.binds).first<number>("hit");
  return held === 1 ? row : fail(PARTNER_OUT_OF_SCOPE, 403);
}

