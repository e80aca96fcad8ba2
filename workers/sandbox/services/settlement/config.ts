/**
 * settle.settleConfig (结算配置, ADR 018): per merchant (owner_type 1) or agent (2, ADR 019)
 * its cycle (one of the tenant's dict-biz settle_type keys), minimum amount, settlement account and
 * 复核金额 (the four-eyes threshold); list (ownerType, settleType, party: number or name), detail
 * and update (button settle_config_edit), within the operator's partner scope.
 */
import type { z } from "zod";
import type { settleConfigRow } from "../../../../shared/contract/index.ts";
import type { Route, RouteContext } from "../../core/env";
import { settle } from "../../../../shared/contract/index.ts";
import { serveEach } from "../../core/serve";
import { chars, fail, formatDate, ok, str } from "../../core/http";
import { agentPathSql } from "../../core/partner-scope";
import { bodyBehind } from "../../core/permission";
import { Where, readListPage } from "../../core/query";
import { field, queryParam, formBody } from "../../core/request";
import { yuanOf } from "../order/catalogue";
import { yuanToFen } from "../../../../shared/money.ts";
import { ownerScope, scopedRow } from "./scope";

interface ConfigRow {
  id: string;
  owner_type: number;
  owner_id: string;
  settle_type: string;
  min_amount_fen: number;
  account_name: string | null;
  account_no: string | null;
  bank_name: string | null;
  review_threshold_fen: number | null;
  update_user_name: string | null;
  update_time: number | null;
  merchant_no: string | null;
  merchant_name: string | null;
  owner_no: string | null;
  owner_name: string | null;
  agent_path: string | null;
  merchant_id: string | null;
}

/** The owner's tables: a merchant (m, with its agent a) or an agent (a itself). */
const OWNER_JOINS = `LEFT JOIN cloud_merchant_info m ON c.owner_type = 1 AND m.id = c.owner_id
  LEFT JOIN cloud_agent_info a ON a.id = CASE WHEN c.owner_type = 2 THEN c.owner_id ELSE m.agent_id END`;

const CONFIG_SELECT = `SELECT c.*, m.id AS merchant_id, m.merchant_no, m.merchant_full_name AS merchant_name, ${agentPathSql("a")} AS agent_path,
  CASE WHEN c.owner_type = 2 THEN a.agent_no ELSE m.merchant_no END AS owner_no, CASE WHEN c.owner_type = 2 THEN a.agent_name ELSE m.merchant_full_name END AS owner_name,
  u.real_name AS update_user_name
  FROM cloud_settle_config c ${OWNER_JOINS} LEFT JOIN blade_user u ON u.id = c.update_user`;

const configVO = (c: ConfigRow): z.input<typeof settleConfigRow> => ({
  id: c.id,
  ownerType: c.owner_type,
  ownerId: c.owner_id,
  merchantId: str(c.merchant_id),
  merchantNo: str(c.merchant_no),
  merchantName: str(c.merchant_name),
  ownerNo: str(c.owner_no),
  ownerName: str(c.owner_name),
  agentPath: str(c.agent_path),
  settleType: c.settle_type,
  minAmount: yuanOf(c.min_amount_fen),
  accountName: str(c.account_name),
  accountNo: str(c.account_no),
  bankName: str(c.bank_name),
  reviewThreshold: c.review_threshold_fen === null ? "" : yuanOf(c.review_threshold_fen),
  updateUserName: str(c.update_user_name),
  updateTime: formatDate(c.update_time),
});

async function configList(ctx: RouteContext): Promise<Response> {
  const scope = await ownerScope(ctx, "c");
  const where = new Where(
    "c.tenant_id = ? AND (m.id IS NOT NULL OR (c.owner_type = 2 AND a.id IS NOT NULL))",
    ctx.user!.tenantId,
  )
    .add(scope.sql, ...scope.binds)
    .equal("c.settle_type", queryParam(ctx, "settleType"))
    .equal("c.owner_type", queryParam(ctx, "ownerType"))
    .keyword(
      ["(CASE WHEN c.owner_type = 2 THEN a.agent_name ELSE m.merchant_full_name END)"],
      ["(CASE WHEN c.owner_type = 2 THEN a.agent_no ELSE m.merchant_no END)"],
      queryParam(ctx, "party"),
    );
  // Merchants first, then agents, each by number.
  return readListPage<ConfigRow>(
    ctx,
    { from: `cloud_settle_config c ${OWNER_JOINS}`, rows: CONFIG_SELECT, where, order: "c.owner_type, owner_no" },
    (rows) => rows.map(configVO),
  );
}

const scopedConfig = (ctx: RouteContext, id: string) =>
  scopedRow<ConfigRow>(
    ctx,
    `${CONFIG_SELECT} WHERE c.id = ? AND c.tenant_id = ?`,
    "cloud_settle_config",
    "c",
    id,
    "结算配置不存在",
  );

async function configDetail(ctx: RouteContext): Promise<Response> {
  const row = await scopedConfig(ctx, queryParam(ctx, "id") ?? "");
  return row instanceof Response ? row : ok(configVO(row));
}

/** Is this one of the tenant's settlement cycles (dict-biz settle_type)? */
async function isSettleType(ctx: RouteContext, key: string): Promise<boolean> {
  if (!/^\w{1,20}$/.test(key)) return false;
  const hit = await ctx.env.DB.prepare(
    `SELECT 1 AS hit FROM blade_dict_biz d JOIN blade_dict_biz p ON p.id = d.parent_id AND p.is_deleted = 0
     WHERE d.tenant_id = ? AND d.code = 'settle_type' AND d.dict_key = ? AND d.parent_id <> '0' AND d.is_deleted = 0 AND d.is_sealed = 0 LIMIT 1`,
  )
    .bind(ctx.user!.tenantId, key)
    .first<number>("hit");
  return hit === 1;
}

async function configUpdate(ctx: RouteContext): Promise<Response> {
  const body = await bodyBehind(ctx, "settle_config_edit", formBody);
  if (body instanceof Response) return body;
  const config = await scopedConfig(ctx, field(body, "id") ?? "");
  if (config instanceof Response) return config;
  const settleType = field(body, "settleType") ?? "";
  if (!(await isSettleType(ctx, settleType))) return fail("结算周期不正确");
  const min = yuanToFen(field(body, "minAmount") ?? "");
  if (min === null) return fail("最低结算金额不正确");
  const thresholdText = (field(body, "reviewThreshold") ?? "").trim();
  const threshold = thresholdText ? yuanToFen(thresholdText) : null;
  if (thresholdText && threshold === null) return fail("复核金额不正确");
  const accountName = (field(body, "accountName") ?? "").trim();
  const accountNo = (field(body, "accountNo") ?? "").trim();
  const bankName = (field(body, "bankName") ?? "").trim();
  if (!accountName || chars(accountName) > 50) return fail("结算账户名不正确");
  if (!/^\d{8,30}$/.test(accountNo)) return fail("结算账号应为8到30位数字");
  if (!bankName || chars(bankName) > 50) return fail("开户银行不正确");
  const now = Date.now();
  await ctx.env.DB.prepare(
    `UPDATE cloud_settle_config SET settle_type = ?, min_amount_fen = ?, account_name = ?, account_no = ?, bank_name = ?, review_threshold_fen = ?,
       update_user = ?, update_time = ? WHERE id = ?`,
  )
    .bind(settleType, min, accountName, accountNo, bankName, threshold, ctx.user!.userId, now, config.id)
    .run();
  return ok(null);
}

export const settleConfigRoutes: Route[] = serveEach(settle.settleConfig, {
  list: configList,
  detail: configDetail,
  update: configUpdate,
});
