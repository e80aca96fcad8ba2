/** A difference (cloud_recon_error) as read with its merchant and its assignee's name, and as the list, the detail and the batches show it. */
import type { z } from "zod";
import type { reconErrorRow } from "../../../../shared/contract/index.ts";
import type { RouteContext } from "../../core/env";
import { formatDate } from "../../core/http";
import { yuanOf } from "../order/catalogue";
import { channelActionsOf, RECON_CHANNEL_NAMES } from "./catalogue";

export interface ErrorRow {
  id: string;
  tenant_id: string;
  batch_id: string;
  bill_date: string;
  channel_code: string;
  type: number;
  order_id: string | null;
  order_no: string | null;
  channel_order_no: string | null;
  merchant_id: string | null;
  store_id: string | null;
  agent_id: string | null;
  agent_ancestors: string | null;
  pay_type: string | null;
  rate: string | null;
  trade_time: number | null;
  our_amount_fen: number | null;
  our_state: number | null;
  our_fee_fen: number | null;
  channel_amount_fen: number | null;
  channel_state: number | null;
  channel_fee_fen: number | null;
  state: number;
  result: string | null;
  channel_action: string | null;
  remark: string | null;
  suspended_fen: number | null;
  handler_name: string | null;
  handle_time: number | null;
  merchant_no: string | null;
  merchant_name: string | null;
  /** 指派 (issue 34): the user to handle it, and that user's name as blade_user has it now. */
  assignee_id: string | null;
  assignee_name: string | null;
}

const money = (fen: number | null) => (fen === null ? "" : yuanOf(fen));
const code = (n: number | null) => (n === null ? "" : n);

export const errorVO = (e: ErrorRow): z.input<typeof reconErrorRow> => ({
  id: e.id,
  batchId: e.batch_id,
  billDate: e.bill_date,
  channelCode: e.channel_code,
  channelName: RECON_CHANNEL_NAMES[e.channel_code] ?? e.channel_code,
  type: e.type,
  orderId: e.order_id ?? "",
  orderNo: e.order_no ?? "",
  channelOrderNo: e.channel_order_no ?? "",
  merchantNo: e.merchant_no ?? "",
  merchantName: e.merchant_name ?? "",
  tradeTime: formatDate(e.trade_time),
  ourAmount: money(e.our_amount_fen),
  ourState: code(e.our_state),
  ourFee: money(e.our_fee_fen),
  channelAmount: money(e.channel_amount_fen),
  channelState: code(e.channel_state),
  channelFee: money(e.channel_fee_fen),
  state: e.state,
  result: e.result ?? "",
  channelAction: e.channel_action ?? "",
  remark: e.remark ?? "",
  suspendedAmount: money(e.suspended_fen),
  handlerName: e.handler_name ?? "",
  handleTime: formatDate(e.handle_time),
  assigneeId: e.assignee_id ?? "",
  assigneeName: e.assignee_name ?? "",
  /** The 以渠道为准 actions this difference allows, comma-joined. */
  actions: channelActionsOf(e).join(","),
});

/** A user's name as the console shows an operator (operatorName): the nickname, else the account. */
export const userNameSql = (u: string) => `COALESCE(NULLIF(${u}.name, ''), ${u}.account)`;

export const ERROR_SELECT = `SELECT e.*, m.merchant_no, COALESCE(m.merchant_short_name, m.merchant_full_name) AS merchant_name,
  ${userNameSql("au")} AS assignee_name
  FROM cloud_recon_error e LEFT JOIN cloud_merchant_info m ON m.id = e.merchant_id LEFT JOIN blade_user au ON au.id = e.assignee_id`;

/** The tenant's difference of that id, or null. */
export function findError(ctx: RouteContext, id: string): Promise<ErrorRow | null> {
  return ctx.env.DB.prepare(`${ERROR_SELECT} WHERE e.id = ? AND e.tenant_id = ?`)
    .bind(id, ctx.user!.tenantId)
    .first<ErrorRow>();
}
