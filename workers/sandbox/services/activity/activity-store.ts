/**
 * 营销活动's rows (ADR 023): the SELECT with the computed state and channel name, the wire form,
 * and the scope's names (agents or merchants by id, within the caller's tenant).
 */
import type { RouteContext } from "../../core/env";
import { agentCondition, type Condition, merchantCondition, type PartnerScope } from "../../core/partner-scope";
import { formatDate, str } from "../../core/http";
import { yuanOf } from "../order/catalogue";

export const ACTIVITY_MISSING = "活动不存在";

/** 0 全部商户, 1 指定代理商的商户, 2 指定商户. */
export const SCOPE = { all: 0, agents: 1, merchants: 2 } as const;

export interface ActivityRow {
  id: string;
  tenant_id: string;
  title: string;
  start_date: string;
  end_date: string;
  channel_code: string;
  channel_name: string | null;
  scope_type: number;
  scope_ids: string;
  budget_fen: number;
  used_fen: number;
  enabled: number;
  remark: string | null;
  create_user_name: string | null;
  create_time: number;
  update_time: number;
  state: number;
}

/** ?1 tenant, ?2 today (Beijing). State: 2 已结束 (the end passed), 3 已停用, 0 未开始, 1 进行中. */
export const ACTIVITY_SELECT = `SELECT a.*, c.channel_name,
  CASE WHEN a.end_date < ?2 THEN 2 WHEN a.enabled = 0 THEN 3 WHEN a.start_date > ?2 THEN 0 ELSE 1 END AS state
  FROM cloud_marketing_activity a
  LEFT JOIN cloud_channel_info c ON c.tenant_id = a.tenant_id AND c.channel_code = a.channel_code AND c.is_deleted = 0`;

/**
 * The activities a caller's partner scope holds (ADR 016), on ACTIVITY_SELECT's alias `a`: the
 * platform every one; an agent or merchant operator only those whose chosen agents or merchants
 * are all in its scope (never one for all merchants).
 */
export function activityScopeCondition(scope: PartnerScope): Condition {
  if (scope.kind === "platform") return { sql: "1 = 1", binds: [] };
  const agents = agentCondition(scope, "sa");
  const merchants = merchantCondition(scope, "sm");
  return {
    sql: `((a.scope_type = 1 AND NOT EXISTS (SELECT 1 FROM json_each(a.scope_ids) j WHERE j.value NOT IN
        (SELECT sa.id FROM cloud_agent_info sa WHERE sa.tenant_id = ? AND sa.is_deleted = 0 AND ${agents.sql})))
      OR (a.scope_type = 2 AND NOT EXISTS (SELECT 1 FROM json_each(a.scope_ids) j WHERE j.value NOT IN
        (SELECT sm.id FROM cloud_merchant_info sm WHERE sm.tenant_id = ? AND sm.is_deleted = 0 AND ${merchants.sql}))))`,
    binds: [scope.tenantId, ...agents.binds, scope.tenantId, ...merchants.binds],
  };
}

/** A condition's `?` numbered from ?`from` on (for statements that number their parameters). */
export const numbered = (condition: Condition, from: number): string => {
  let i = from;
  return condition.sql.replace(/\?/g, () => `?${i++}`);
};

export const parseIds = (json: string): string[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
};

/** The names of the scope's agents or merchants ("A000001 名称"), in the order chosen. */
export async function scopeNames(ctx: RouteContext, rows: ActivityRow[]): Promise<Map<string, string>> {
  const agentIds = rows.filter((r) => r.scope_type === SCOPE.agents).flatMap((r) => parseIds(r.scope_ids));
  const merchantIds = rows.filter((r) => r.scope_type === SCOPE.merchants).flatMap((r) => parseIds(r.scope_ids));
  const names = new Map<string, string>();
  for (const [ids, sql] of [
    [agentIds, "SELECT id, agent_no || ' ' || agent_name AS name FROM cloud_agent_info"],
    [merchantIds, "SELECT id, merchant_no || ' ' || merchant_full_name AS name FROM cloud_merchant_info"],
  ] as const) {
    if (ids.length === 0) continue;
    const { results } = await ctx.env.DB.prepare(
      `${sql} WHERE tenant_id = ? AND id IN (SELECT value FROM json_each(?))`,
    )
      .bind(ctx.user!.tenantId, JSON.stringify(ids))
      .all<{ id: string; name: string }>();
    for (const r of results) names.set(r.id, r.name);
  }
  return names;
}

export const activityVO = (a: ActivityRow, names: Map<string, string>) => {
  const ids = parseIds(a.scope_ids);
  return {
    id: a.id,
    title: a.title,
    startDate: a.start_date,
    endDate: a.end_date,
    channelCode: a.channel_code,
    channelName: str(a.channel_name) || a.channel_code,
    scopeType: a.scope_type,
    scopeIds: ids.join(","),
    scopeNames: ids.map((id) => names.get(id) ?? id).join("，"),
    budget: yuanOf(a.budget_fen),
    used: yuanOf(a.used_fen),
    enabled: a.enabled,
    state: a.state,
    remark: str(a.remark),
    createUserName: str(a.create_user_name),
    createTime: formatDate(a.create_time),
    updateTime: formatDate(a.update_time),
  };
};
