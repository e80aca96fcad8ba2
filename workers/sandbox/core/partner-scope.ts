/**
 * The partner network's data scope, as the platform's backend enforces it (ADR 016). An account
 * named as an agent's operator (cloud_agent_info.user_id) sees that agent and every agent below
 * it, their merchants, those merchants' stores, cashiers and devices; a merchant's operator
 * (cloud_merchant_info.user_id) sees that merchant and what hangs under it, and no agent;
 * anyone else (platform staff) sees the whole tenant. Every list, search, detail, export and
 * change of the partner services goes through one of the conditions below; a row outside the
 * scope is answered as `fail(PARTNER_OUT_OF_SCOPE, 403)`, never shown.
 *
 * Every partner row the services answer carries `agentPath`: the ids from the top agent down to
 * the agent that owns it (for an agent, itself last), comma-joined, so the console checks the
 * scope again on what it is given (app/kit/server/partner-scope.server.ts).
 */
import type { RouteContext } from "./env";
import { fail } from "./http";

export const PARTNER_OUT_OF_SCOPE = "无权访问该数据";

export type PartnerScope =
  | { kind: "platform" }
  | { kind: "agent"; agentId: string; tenantId: string }
  | { kind: "merchant"; merchantId: string; tenantId: string };

/** The signed-in account's scope (one indexed lookup per table). */
export async function partnerScope(ctx: RouteContext): Promise<PartnerScope> {
  const user = ctx.user!;
  const [agent, merchant] = await ctx.env.DB.batch<{ id: string }>([
    ctx.env.DB.prepare(
      "SELECT id FROM cloud_agent_info WHERE tenant_id = ? AND user_id = ? AND is_deleted = 0 LIMIT 1",
    ).bind(user.tenantId, user.userId),
    ctx.env.DB.prepare(
      "SELECT id FROM cloud_merchant_info WHERE tenant_id = ? AND user_id = ? AND is_deleted = 0 LIMIT 1",
    ).bind(user.tenantId, user.userId),
  ]);
  const agentId = agent!.results[0]?.id;
  if (agentId) return { kind: "agent", agentId, tenantId: user.tenantId };
  const merchantId = merchant!.results[0]?.id;
  if (merchantId) return { kind: "merchant", merchantId, tenantId: user.tenantId };
  return { kind: "platform" };
}

/** null for platform staff; for a partner's account the 403 (`message`) of what only the platform may do. */
export async function platformOnly(ctx: RouteContext, message = PARTNER_OUT_OF_SCOPE): Promise<Response | null> {
  return (await partnerScope(ctx)).kind === "platform" ? null : fail(message, 403);
}

/** A SQL condition and its binds (`1 = 1` when nothing is limited). */
export type Condition = { sql: string; binds: unknown[] };

const EVERYTHING: Condition = { sql: "1 = 1", binds: [] };
const NOTHING: Condition = { sql: "1 = 0", binds: [] };

/** Agents in scope, on the agent table aliased `a`: the scope's agent and those whose ancestors hold it. */
export function agentCondition(scope: PartnerScope, a = "a"): Condition {
  if (scope.kind === "platform") return EVERYTHING;
  if (scope.kind === "merchant") return NOTHING;
  return {
    sql: `(${a}.id = ? OR (',' || ${a}.ancestors || ',') LIKE ?)`,
    binds: [scope.agentId, `%,${scope.agentId},%`],
  };
}

/**
 * Merchants in scope, on the merchant table aliased `m`. The agents' subquery names the tenant by
 * value, not by the outer row, so SQLite runs it once, not once per row.
 */
export function merchantCondition(scope: PartnerScope, m = "m"): Condition {
  if (scope.kind === "platform") return EVERYTHING;
  if (scope.kind === "merchant") return { sql: `${m}.id = ?`, binds: [scope.merchantId] };
  const agents = agentCondition(scope, "sa");
  return {
    sql: `${m}.agent_id IN (SELECT sa.id FROM cloud_agent_info sa WHERE sa.tenant_id = ? AND sa.is_deleted = 0 AND ${agents.sql})`,
    binds: [scope.tenantId, ...agents.binds],
  };
}

/**
 * Rows that belong to a merchant (stores, cashiers, devices, split configs) in scope: `column`
 * names their merchant id. Uncorrelated, as above: one run of the subquery per statement.
 */
export function ownedByMerchantCondition(scope: PartnerScope, column: string): Condition {
  if (scope.kind === "platform") return EVERYTHING;
  if (scope.kind === "merchant") return { sql: `${column} = ?`, binds: [scope.merchantId] };
  const merchants = merchantCondition(scope, "sm");
  return {
    sql: `${column} IN (SELECT sm.id FROM cloud_merchant_info sm WHERE sm.tenant_id = ? AND sm.is_deleted = 0 AND ${merchants.sql})`,
    binds: [scope.tenantId, ...merchants.binds],
  };
}

/** The SQL of an agent row's `agentPath` (alias `a`): its ancestors without the leading 0, then itself. */
export function agentPathSql(a = "a"): string {
  return `CASE WHEN ${a}.id IS NULL THEN '' WHEN ${a}.ancestors = '0' OR ${a}.ancestors = '' THEN ${a}.id ELSE substr(${a}.ancestors, 3) || ',' || ${a}.id END`;
}

/** Does the scope hold an agent with this id and these ancestors (a row already read)? */
export function holdsAgent(scope: PartnerScope, agent: { id: string; ancestors: string | null }): boolean {
  if (scope.kind === "platform") return true;
  if (scope.kind === "merchant") return false;
  return agent.id === scope.agentId || `,${agent.ancestors ?? ""},`.includes(`,${scope.agentId},`);
}
