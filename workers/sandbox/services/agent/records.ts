/**
 * Agents as cloud-agent reads them: one SELECT (parent, salesperson, operator account, counts of
 * sub-agents and merchants) and the AgentVO the console gets. Money (payLimit) travels as yuan
 * with two decimals and is stored in fen; rates travel as decimal strings (percent).
 */
import type { RouteContext } from "../../core/env";
import { formatDate, num, str } from "../../core/http";
import { agentPathSql } from "../../core/partner-scope";
import { channelByCode } from "../channel/catalogue";
import { fenToYuan } from "../../../../shared/money";

export const AGENT_SELECT = `SELECT a.*, ${agentPathSql("a")} AS agent_path, p.agent_name AS parent_name, p.agent_no AS parent_no,
  b.name AS business_name, u.account AS user_name,
  (SELECT COUNT(*) FROM cloud_agent_info c WHERE c.tenant_id = a.tenant_id AND c.parent_id = a.id AND c.is_deleted = 0) AS sub_agent_count,
  (SELECT COUNT(*) FROM cloud_merchant_info m WHERE m.tenant_id = a.tenant_id AND m.agent_id = a.id AND m.is_deleted = 0) AS merchant_count
  FROM cloud_agent_info a
  LEFT JOIN cloud_agent_info p ON p.id = a.parent_id AND p.tenant_id = a.tenant_id
  LEFT JOIN cloud_agent_business b ON b.id = a.business_id AND b.tenant_id = a.tenant_id
  LEFT JOIN blade_user u ON u.id = a.user_id AND u.tenant_id = a.tenant_id`;

export type AgentRecord = Record<string, unknown> & {
  id: string;
  tenant_id: string;
  ancestors: string;
  agent_level: number;
  parent_id: string;
  user_id: string | null;
};

/** Fen as yuan with two decimals (integer arithmetic). */
export function yuan(fen: unknown): string {
  return typeof fen === "number" && Number.isFinite(fen) ? fenToYuan(Math.trunc(fen)) : "";
}

function list(value: unknown): unknown[] {
  try {
    const parsed: unknown = JSON.parse(typeof value === "string" ? value : "[]");
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

export function agentVO(r: Record<string, unknown>): Record<string, unknown> {
  const channel = channelByCode(str(r.channel_code));
  return {
    id: str(r.id),
    agentNo: str(r.agent_no),
    agentName: str(r.agent_name),
    agentLevel: num(r.agent_level),
    parentId: str(r.parent_id) || "0",
    parentName: str(r.parent_name),
    parentNo: str(r.parent_no),
    parentLevel: num(r.parent_level),
    ancestors: str(r.ancestors),
    agentPath: str(r.agent_path),
    agentType: num(r.agent_type),
    linkMan: str(r.link_man),
    mobile: str(r.mobile),
    linkEmail: str(r.link_email),
    businessId: str(r.business_id),
    businessName: str(r.business_name),
    userName: str(r.user_name),
    settleType: num(r.settle_type),
    agentStatus: num(r.agent_status),
    channelCode: str(r.channel_code),
    channelName: channel?.name ?? "",
    payLimit: yuan(r.pay_limit),
    agentAccountingRate: str(r.agent_accounting_rate),
    xwStatus: num(r.xw_status),
    retStatus: num(r.ret_status),
    frStatus: num(r.fr_status),
    smsStatus: num(r.sms_status),
    accounRateType: num(r.accoun_rate_type),
    agentAccount: str(r.agent_account),
    tradeFlag: num(r.trade_flag),
    extractRate: str(r.extract_rate),
    locationStatus: num(r.location_status),
    editStoreSettleSwitch: num(r.edit_store_settle_switch),
    agentSettleList: list(r.agent_settle_list),
    agentDefaultMerchantRates: list(r.default_merchant_rates),
    channelAgentRateVOS: list(r.channel_agent_rates),
    subAgentCount: num(r.sub_agent_count),
    merchantCount: num(r.merchant_count),
    createTime: formatDate(r.create_time as number | null),
    updateTime: formatDate(r.update_time as number | null),
  };
}

/** A live agent of the caller's tenant by id (any scope: callers check it). */
export function loadAgent(ctx: RouteContext, id: string): Promise<AgentRecord | null> {
  return ctx.env.DB.prepare(`${AGENT_SELECT} WHERE a.id = ? AND a.tenant_id = ? AND a.is_deleted = 0`)
    .bind(id, ctx.user!.tenantId)
    .first<AgentRecord>();
}
