/**
 * The settlement service's data scope (ADR 016): a batch or config belongs to a merchant
 * (owner_type 1) or an agent (owner_type 2, ADR 019). Platform staff see every one; an agent's
 * operator its subtree's merchants and agents (itself included); a merchant's operator its own
 * merchant's and no agent's.
 */
import type { RouteContext } from "../../core/env";
import { fail } from "../../core/http";
import {
  agentCondition,
  type Condition,
  ownedByMerchantCondition,
  PARTNER_OUT_OF_SCOPE,
  partnerScope,
} from "../../core/partner-scope";

/** Rows whose owner (type and id columns, e.g. `b.owner_type`, `b.owner_id`) the operator's scope holds. */
export async function ownerScope(ctx: RouteContext, alias: string): Promise<Condition> {
  const scope = await partnerScope(ctx);
  if (scope.kind === "platform") return { sql: "1 = 1", binds: [] };
  const merchants = ownedByMerchantCondition(scope, `${alias}.owner_id`);
  if (scope.kind === "merchant")
    return { sql: `(${alias}.owner_type = 1 AND ${merchants.sql})`, binds: merchants.binds };
  const agents = agentCondition(scope, "so");
  return {
    sql: `((${alias}.owner_type = 1 AND ${merchants.sql}) OR (${alias}.owner_type = 2 AND ${alias}.owner_id IN
      (SELECT so.id FROM cloud_agent_info so WHERE so.tenant_id = ? AND so.is_deleted = 0 AND ${agents.sql})))`,
    binds: [...merchants.binds, scope.tenantId, ...agents.binds],
  };
}

/**
 * A row by id within the operator's scope: `select` names it `?` (id) and `?` (tenant); `table` is
 * its table with the alias `alias` the scope's columns are on; the row, or the answer (missing, or
 * 403 out of scope).
 */
export async function scopedRow<Row>(
  ctx: RouteContext,
  select: string,
  table: string,
  alias: string,
  id: string,
  missing: string,
): Promise<Row | Response> {
  if (!/^\d{1,19}$/.test(id)) return fail(missing);
  const row = await ctx.env.DB.prepare(select).bind(id, ctx.user!.tenantId).first<Row>();
  if (!row) return fail(missing);
  const scope = await ownerScope(ctx, alias);
  if (scope.sql === "1 = 1") return row;
  const held = await ctx.env.DB.prepare(`SELECT 1 AS hit FROM ${table} ${alias} WHERE ${alias}.id = ? AND ${scope.sql}`)
    .bind(id, ...scope.binds)
    .first<number>("hit");
  return held === 1 ? row : fail(PARTNER_OUT_OF_SCOPE, 403);
}
