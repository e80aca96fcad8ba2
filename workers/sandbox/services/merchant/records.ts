/**
 * Merchants as cloud-merchant reads them: the row joined to its agent (agentPath from the top
 * down), the record the list, search and detail answer, and the merchant a request names within
 * the caller's partner scope (ADR 016).
 */
import type { RouteContext } from "../../core/env";
import { fail, formatDate, num, str } from "../../core/http";
import {
  agentPathSql,
  merchantCondition,
  PARTNER_OUT_OF_SCOPE,
  type PartnerScope,
  partnerScope,
} from "../../core/partner-scope";
import { Where } from "../../core/query";
import { MERCHANT_ERRORS } from "./validate";

export type Row = Record<string, unknown>;

export const FROM =
  "cloud_merchant_info m LEFT JOIN cloud_agent_info a ON a.id = m.agent_id AND a.tenant_id = m.tenant_id AND a.is_deleted = 0";
export const SELECT = `m.*, a.agent_name, a.agent_no, ${agentPathSql("a")} AS agent_path`;

/** A merchant as the list, search and detail answer it. */
export function merchantRecord(r: Row) {
  return {
    id: str(r.id),
    merchantId: str(r.id),
    merchantNo: str(r.merchant_no),
    merchantFullName: str(r.merchant_full_name),
    merchantShortName: str(r.merchant_short_name),
    merchantType: num(r.merchant_type),
    merchantStatus: num(r.merchant_status),
    regStatus: num(r.reg_status),
    agentId: str(r.agent_id),
    agentName: str(r.agent_name),
    agentNo: str(r.agent_no),
    agentPath: str(r.agent_path),
    linkMan: str(r.link_man),
    mobile: str(r.mobile),
    linkEmail: str(r.link_email),
    mcc: str(r.mcc),
    legalPerson: str(r.legal_person),
    licenceNo: str(r.licence_no),
    address: str(r.address),
    settleAccountName: str(r.settle_account_name),
    settleCardNo: str(r.settle_card_no),
    settleBankName: str(r.settle_bank_name),
    remark: str(r.remark),
    createTime: formatDate(r.create_time as number | null),
    updateTime: formatDate(r.update_time as number | null),
  };
}

export function scopedWhere(ctx: RouteContext, scope: PartnerScope): Where {
  const where = new Where("m.tenant_id = ? AND m.is_deleted = 0", ctx.user!.tenantId);
  const c = merchantCondition(scope, "m");
  return where.add(c.sql, ...c.binds);
}

/** The live merchant row (with its agent) whatever the scope, and whether the scope holds it. */
export async function findMerchant(
  ctx: RouteContext,
  scope: PartnerScope,
  id: string,
): Promise<{ row: Row | null; held: boolean }> {
  if (!/^\d{1,19}$/.test(id)) return { row: null, held: false };
  const c = merchantCondition(scope, "m");
  const row = await ctx.env.DB.prepare(
    `SELECT ${SELECT}, (${c.sql}) AS held FROM ${FROM} WHERE m.tenant_id = ? AND m.id = ? AND m.is_deleted = 0`,
  )
    .bind(...c.binds, ctx.user!.tenantId, id)
    .first<Row>();
  return { row, held: Boolean(row?.held) };
}

/** The merchant a request names (`id` or `merchantId`), or the refusal to answer. */
export async function heldMerchant(ctx: RouteContext, id: string | null): Promise<Row | Response> {
  const scope = await partnerScope(ctx);
  const { row, held } = await findMerchant(ctx, scope, id ?? "");
  if (!row) return fail(MERCHANT_ERRORS.notFound);
  if (!held) return fail(PARTNER_OUT_OF_SCOPE, 403);
  return row;
}
