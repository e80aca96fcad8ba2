/**
 * The policy service's reads (ADR 020): templates with their items, policies with their target and
 * state, and the network the ordering rule is checked over (agents, policies, templates' costs, the
 * merchants' lowest rates per agent and pay type).
 */
import type { z } from "zod";
import type { rateItem, rateTemplateRow, policyRow } from "../../../../shared/contract/index.ts";
import type { RouteContext } from "../../core/env";
import { formatDate, str } from "../../core/http";
import { yuanOf } from "../order/catalogue";
import { pairKey, RATE_PAIRS, rateE4 } from "./catalogue";
import { type AgentNode, costsOf, type Network, type PolicyNode } from "./ordering";

export interface TemplateRow {
  id: string;
  tenant_id: string;
  template_name: string;
  remark: string | null;
  create_user_name: string | null;
  create_time: number;
  update_time: number;
  policy_count: number;
  in_force_count: number;
}

export interface ItemRow {
  template_id: string;
  channel_code: string;
  pay_type: string;
  rate: string;
  cap_fen: number | null;
}

export interface PolicyRow {
  id: string;
  tenant_id: string;
  policy_name: string;
  template_id: string;
  template_name: string | null;
  target_type: number;
  agent_level: number | null;
  agent_id: string | null;
  agent_no: string | null;
  agent_name: string | null;
  effective_date: string;
  remark: string | null;
  create_user_name: string | null;
  create_time: number;
  update_time: number;
  /** A later policy for the same target is in force too (this one is superseded). */
  superseded: number;
}

/** Today in Beijing, yyyy-MM-dd. */
export const beijingToday = (now = Date.now()): string => new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);

/** A live row of the operator's tenant by id, read through `select` (?1 the tenant, ?2 today) from the table `alias` names. */
export function findLive<T>(ctx: RouteContext, select: string, alias: string, id: string): Promise<T | null> {
  return ctx.env.DB.prepare(`${select} WHERE ${alias}.tenant_id = ?1 AND ${alias}.id = ?3 AND ${alias}.is_deleted = 0`)
    .bind(ctx.user!.tenantId, beijingToday(), id)
    .first<T>();
}

/** ?1 tenant, ?2 today: how many policies use the template, and how many of those are in force. */
export const TEMPLATE_SELECT = `SELECT t.*,
  (SELECT COUNT(*) FROM cloud_policy p WHERE p.template_id = t.id AND p.is_deleted = 0) AS policy_count,
  (SELECT COUNT(*) FROM cloud_policy p WHERE p.template_id = t.id AND p.is_deleted = 0 AND p.effective_date <= ?2) AS in_force_count
  FROM cloud_rate_template t`;

/** ?1 tenant, ?2 today. */
export const POLICY_SELECT = `SELECT p.*, t.template_name, a.agent_no, a.agent_name,
  CASE WHEN p.effective_date <= ?2 AND EXISTS (SELECT 1 FROM cloud_policy q WHERE q.tenant_id = p.tenant_id AND q.is_deleted = 0 AND q.id <> p.id
    AND q.target_type = p.target_type AND COALESCE(q.agent_level, 0) = COALESCE(p.agent_level, 0) AND COALESCE(q.agent_id, '') = COALESCE(p.agent_id, '')
    AND q.effective_date > p.effective_date AND q.effective_date <= ?2) THEN 1 ELSE 0 END AS superseded
  FROM cloud_policy p LEFT JOIN cloud_rate_template t ON t.id = p.template_id LEFT JOIN cloud_agent_info a ON a.id = p.agent_id`;

export const itemVO = (i: ItemRow): z.input<typeof rateItem> & { channelName: string; payTypeName: string } => {
  const pair = RATE_PAIRS.find((p) => p.channelCode === i.channel_code && p.payType === i.pay_type);
  return {
    channelCode: i.channel_code,
    channelName: pair?.channelName ?? i.channel_code,
    payType: i.pay_type,
    payTypeName: pair?.payTypeName ?? i.pay_type,
    rate: i.rate,
    cap: i.cap_fen === null ? "" : yuanOf(i.cap_fen),
  };
};

export const templateVO = (t: TemplateRow, items?: ItemRow[]): z.input<typeof rateTemplateRow> => ({
  id: t.id,
  templateName: t.template_name,
  remark: str(t.remark),
  policyCount: t.policy_count,
  inForce: t.in_force_count > 0 ? 1 : 0,
  createUserName: str(t.create_user_name),
  createTime: formatDate(t.create_time),
  updateTime: formatDate(t.update_time),
  ...(items ? { items: items.map(itemVO) } : {}),
});

/** 0 待生效, 1 生效中, 2 已失效 (a later policy for the same target is in force). */
export const policyState = (p: PolicyRow, today: string): number =>
  p.effective_date > today ? 0 : p.superseded ? 2 : 1;

export const policyVO = (p: PolicyRow, today: string): z.input<typeof policyRow> => ({
  id: p.id,
  policyName: p.policy_name,
  templateId: p.template_id,
  templateName: str(p.template_name),
  targetType: p.target_type,
  agentLevel: p.agent_level ?? "",
  agentId: str(p.agent_id),
  agentNo: str(p.agent_no),
  agentName: str(p.agent_name),
  effectiveDate: p.effective_date,
  state: policyState(p, today),
  remark: str(p.remark),
  createUserName: str(p.create_user_name),
  createTime: formatDate(p.create_time),
  updateTime: formatDate(p.update_time),
});

export async function templateItems(ctx: RouteContext, templateId: string): Promise<ItemRow[]> {
  const { results } = await ctx.env.DB.prepare("SELECT * FROM cloud_rate_template_item WHERE template_id = ?")
    .bind(templateId)
    .all<ItemRow>();
  const order = new Map(RATE_PAIRS.map((p, i) => [pairKey(p.channelCode, p.payType), i]));
  return results.sort(
    (a, b) =>
      (order.get(pairKey(a.channel_code, a.pay_type)) ?? 99) - (order.get(pairKey(b.channel_code, b.pay_type)) ?? 99),
  );
}

/** The tenant's policies and its templates' costs (the part of the network that prices a day). */
function pricingStatements(db: D1Database, tenant: string): D1PreparedStatement[] {
  return [
    db
      .prepare(
        "SELECT id, template_id, target_type, agent_level, agent_id, effective_date FROM cloud_policy WHERE tenant_id = ? AND is_deleted = 0",
      )
      .bind(tenant),
    db
      .prepare(
        `SELECT i.* FROM cloud_rate_template_item i JOIN cloud_rate_template t ON t.id = i.template_id WHERE t.tenant_id = ? AND t.is_deleted = 0`,
      )
      .bind(tenant),
  ];
}

function pricingOf(policies: D1Result, items: D1Result): Pick<Network, "policies" | "templates"> {
  const templates = new Map<string, ItemRow[]>();
  for (const i of items.results as unknown as ItemRow[])
    templates.set(i.template_id, [...(templates.get(i.template_id) ?? []), i]);
  return {
    policies: (policies.results as Record<string, unknown>[]).map((p): PolicyNode => ({
      id: str(p.id),
      templateId: str(p.template_id),
      targetType: Number(p.target_type),
      agentLevel: p.agent_level === null ? null : Number(p.agent_level),
      agentId: p.agent_id === null ? null : str(p.agent_id),
      effectiveDate: str(p.effective_date),
    })),
    templates: new Map([...templates].map(([id, rows]) => [id, costsOf(rows)])),
  };
}

const AGENT_COLUMNS = "id, agent_no, agent_name, agent_level, parent_id, agent_accounting_rate";

function agentNode(a: Record<string, unknown>): AgentNode {
  const parent = str(a.parent_id);
  return {
    id: str(a.id),
    no: str(a.agent_no),
    name: str(a.agent_name),
    level: Number(a.agent_level),
    parentId: parent && parent !== "0" ? parent : null,
    ownE4: rateE4(str(a.agent_accounting_rate)),
  };
}

/**
 * The agents `ids` names (a chain, say; null: every agent of the tenant) with the tenant's pricing:
 * enough to price their costs on any day.
 */
export async function loadAgentsPricing(
  ctx: RouteContext,
  ids: string[] | null,
): Promise<{ agents: Map<string, AgentNode> } & Pick<Network, "policies" | "templates">> {
  const tenant = ctx.user?.tenantId ?? "";
  const db = ctx.env.DB;
  const [agents, policies, items] = await db.batch([
    ids === null
      ? db.prepare(`SELECT ${AGENT_COLUMNS} FROM cloud_agent_info WHERE tenant_id = ?`).bind(tenant)
      : db
          .prepare(
            `SELECT ${AGENT_COLUMNS} FROM cloud_agent_info WHERE tenant_id = ? AND id IN (SELECT value FROM json_each(?))`,
          )
          .bind(tenant, JSON.stringify(ids)),
    ...pricingStatements(db, tenant),
  ]);
  return {
    agents: new Map((agents!.results as Record<string, unknown>[]).map((a) => [str(a.id), agentNode(a)])),
    ...pricingOf(policies!, items!),
  };
}

/** The tenant's network as the ordering rule reads it (ADR 020). */
export async function loadNetwork(ctx: RouteContext): Promise<Network> {
  const tenant = ctx.user!.tenantId;
  const db = ctx.env.DB;
  const [agents, floors, policies, items] = await db.batch([
    db.prepare(`SELECT ${AGENT_COLUMNS} FROM cloud_agent_info WHERE tenant_id = ? AND is_deleted = 0`).bind(tenant),
    // The lowest rate per agent and pay type, and one merchant holding it (SQLite: the bare column comes from the MIN row).
    db
      .prepare(
        `SELECT m.agent_id, r.pay_type, MIN(r.rate_e4) AS e4, m.merchant_no || ' ' || m.merchant_full_name AS merchant
      FROM cloud_merchant_rate r JOIN cloud_merchant_info m ON m.id = r.merchant_id AND m.is_deleted = 0
      WHERE r.tenant_id = ? AND m.agent_id IS NOT NULL GROUP BY m.agent_id, r.pay_type`,
      )
      .bind(tenant),
    ...pricingStatements(db, tenant),
  ]);
  const merchantFloor: Network["merchantFloor"] = new Map();
  for (const f of floors!.results as { agent_id: string; pay_type: string; e4: number; merchant: string }[]) {
    if (!merchantFloor.has(f.agent_id)) merchantFloor.set(f.agent_id, new Map());
    merchantFloor.get(f.agent_id)!.set(f.pay_type, { e4: f.e4, merchant: f.merchant });
  }
  return {
    agents: new Map((agents!.results as Record<string, unknown>[]).map((a) => [str(a.id), agentNode(a)])),
    merchantFloor,
    ...pricingOf(policies!, items!),
  };
}
