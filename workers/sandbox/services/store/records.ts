/**
 * Stores (cloud_store_info) and cashiers (cloud_store_men) as the merchant service answers them:
 * each joined to its merchant and the merchant's agent, so every record carries merchantId,
 * merchantName and agentPath (ADR 016). Reads go through the partner scope of the caller.
 */
import type { RouteContext } from "../../core/env";
import { fail, formatDate, num, str } from "../../core/http";
import {
  agentPathSql,
  ownedByMerchantCondition,
  PARTNER_OUT_OF_SCOPE,
  partnerScope,
  type PartnerScope,
} from "../../core/partner-scope";

export type Row = Record<string, unknown>;

const PARTIES =
  "LEFT JOIN cloud_merchant_info m ON m.id = t.merchant_id AND m.tenant_id = t.tenant_id " +
  "LEFT JOIN cloud_agent_info a ON a.id = m.agent_id AND a.tenant_id = t.tenant_id";

export const STORE_FROM = `cloud_store_info t ${PARTIES}`;
/** The tenant's name of a store's status (dict-biz store_status), as storeStatusName. */
const STATUS_NAME =
  "(SELECT d.dict_value FROM blade_dict_biz d WHERE d.tenant_id = t.tenant_id AND d.code = 'store_status' AND d.dict_key = CAST(t.store_status AS TEXT) " +
  "AND d.dict_key != '-1' AND d.is_deleted = 0 LIMIT 1)";
export const STORE_SELECT = `t.*, m.merchant_no, m.merchant_full_name, m.agent_id, a.agent_name, ${agentPathSql("a")} AS agent_path, ${STATUS_NAME} AS store_status_name`;

export const MEN_FROM =
  "cloud_store_men t LEFT JOIN cloud_store_info s ON s.id = t.store_id AND s.tenant_id = t.tenant_id AND s.is_deleted = 0 " +
  PARTIES;
export const MEN_SELECT = `t.*, s.store_no, s.store_full_name, m.merchant_no, m.merchant_full_name, ${agentPathSql("a")} AS agent_path`;

export function storeRecord(r: Row) {
  return {
    id: str(r.id),
    storeNo: str(r.store_no),
    storeFullName: str(r.store_full_name),
    storeShortName: str(r.store_short_name),
    storeStatus: num(r.store_status),
    storeStatusName: str(r.store_status_name),
    isDirect: r.is_direct ? 1 : 0,
    merchantId: str(r.merchant_id),
    merchantNo: str(r.merchant_no),
    merchantName: str(r.merchant_full_name),
    agentId: str(r.agent_id),
    agentName: str(r.agent_name),
    agentPath: str(r.agent_path),
    address: str(r.address),
    linkMan: str(r.link_man),
    mobile: str(r.mobile),
    remark: str(r.remark),
    createTime: formatDate(r.create_time as number | null),
    updateTime: formatDate(r.update_time as number | null),
  };
}

export function storeMenRecord(r: Row) {
  return {
    id: str(r.id),
    storeMenName: str(r.store_men_name),
    mobile: str(r.mobile),
    storeId: str(r.store_id),
    storeNo: str(r.store_no),
    storeFullName: str(r.store_full_name),
    merchantId: str(r.merchant_id),
    merchantName: str(r.merchant_full_name),
    agentPath: str(r.agent_path),
    storeMenRole: num(r.store_men_role),
    status: num(r.status),
    createTime: formatDate(r.create_time as number | null),
  };
}

/** A live row of the tenant by id, with whether the caller's scope holds it (null: no such row). */
async function scoped(
  ctx: RouteContext,
  from: string,
  select: string,
  id: string,
): Promise<{ row: Row; held: boolean; scope: PartnerScope } | null> {
  if (!/^\d{1,19}$/.test(id)) return null;
  const scope = await partnerScope(ctx);
  const held = ownedByMerchantCondition(scope, "t.merchant_id");
  const row = await ctx.env.DB.prepare(
    `SELECT ${select}, (${held.sql}) AS held FROM ${from} WHERE t.tenant_id = ? AND t.is_deleted = 0 AND t.id = ?`,
  )
    .bind(...held.binds, ctx.user!.tenantId, id)
    .first<Row>();
  return row ? { row, held: Boolean(row.held), scope } : null;
}

export const loadStore = (ctx: RouteContext, id: string) => scoped(ctx, STORE_FROM, STORE_SELECT, id);
export const loadStoreMen = (ctx: RouteContext, id: string) => scoped(ctx, MEN_FROM, MEN_SELECT, id);

export const outOfScope = () => fail(PARTNER_OUT_OF_SCOPE, 403);

/** A merchant of the tenant the caller's scope holds (for a new store or cashier): its id, or a Response refusing. */
export async function heldMerchant(
  ctx: RouteContext,
  scope: PartnerScope,
  merchantId: string,
): Promise<string | Response> {
  if (!/^\d{1,19}$/.test(merchantId)) return fail("请选择所属商户");
  const held = ownedByMerchantCondition(scope, "m.id");
  const row = await ctx.env.DB.prepare(
    `SELECT m.id, (${held.sql}) AS held FROM cloud_merchant_info m WHERE m.tenant_id = ? AND m.is_deleted = 0 AND m.id = ?`,
  )
    .bind(...held.binds, ctx.user!.tenantId, merchantId)
    .first<{ id: string; held: number }>();
  if (!row) return fail("所属商户不存在");
  return row.held ? row.id : outOfScope();
}
