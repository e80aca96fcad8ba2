/**
 * cloud-recon reconError: the differences' work list (差错处理). list (billDate range
 * startDate / endDate, channelCode, type, state, batchId, orderNo matching ours or the
 * channel's number, assigneeId: the differences assigned to that user), detail?id=, history?id=
 * (every handling and 指派), handle (error-handle.ts) and assign (error-assign.ts).
 */
import type { RouteContext } from "../../core/env";
import { recon } from "../../../../shared/contract/index.ts";
import { serveEach } from "../../core/serve";
import { fail, formatDate, ok } from "../../core/http";
import { platformOnly } from "../../core/partner-scope";
import { NO_PERMISSION } from "../../core/permission";
import { Where, readListPage } from "../../core/query";
import { queryParam, detailById } from "../../core/request";
import { billDaysAsked } from "./batch";
import { errorAssign } from "./error-assign";
import { errorHandle } from "./error-handle";
import { type ErrorRow, errorVO, ERROR_SELECT, findError } from "./error-row";

async function errorList(ctx: RouteContext): Promise<Response> {
  const refused = await platformOnly(ctx, NO_PERMISSION);
  if (refused) return refused;
  const assigneeId = queryParam(ctx, "assigneeId");
  if (assigneeId !== null && !/^\d{1,32}$/.test(assigneeId)) return fail("请求参数不正确");
  const where = new Where("e.tenant_id = ?", ctx.user!.tenantId)
    .equal("e.assignee_id", assigneeId)
    .equal("e.channel_code", queryParam(ctx, "channelCode"))
    .equal("e.type", queryParam(ctx, "type"))
    .equal("e.state", queryParam(ctx, "state"))
    .equal("e.batch_id", queryParam(ctx, "batchId"));
  const no = (queryParam(ctx, "orderNo") ?? "").trim();
  if (no) where.add("(e.order_no = ? OR e.channel_order_no = ?)", no, no);
  billDaysAsked(ctx, where, "e.bill_date");
  return readListPage<ErrorRow>(
    ctx,
    { from: "cloud_recon_error e", rows: ERROR_SELECT, where, order: "e.bill_date DESC, e.channel_code, e.type, e.id" },
    (rows) => rows.map(errorVO),
  );
}

async function errorDetail(ctx: RouteContext): Promise<Response> {
  return (
    (await platformOnly(ctx, NO_PERMISSION)) ?? detailById(ctx, findError, errorVO, "差错不存在", { idOptional: true })
  );
}

interface LogRow {
  id: string;
  result: string;
  channel_action: string | null;
  remark: string;
  before_state: string;
  after_state: string;
  operator_name: string | null;
  create_time: number;
}

async function errorHistory(ctx: RouteContext): Promise<Response> {
  const refused = await platformOnly(ctx, NO_PERMISSION);
  if (refused) return refused;
  const row = await findError(ctx, queryParam(ctx, "id") ?? "");
  if (!row) return fail("差错不存在");
  const { results } = await ctx.env.DB.prepare(
    "SELECT * FROM cloud_recon_error_log WHERE error_id = ? ORDER BY create_time, id",
  )
    .bind(row.id)
    .all<LogRow>();
  return ok(
    results.map((l) => ({
      id: l.id,
      result: l.result,
      channelAction: l.channel_action ?? "",
      remark: l.remark,
      before: l.before_state,
      after: l.after_state,
      operatorName: l.operator_name ?? "",
      createTime: formatDate(l.create_time),
    })),
  );
}

export const errorRoutes = [
  ...serveEach(recon.reconError, {
    list: errorList,
    detail: errorDetail,
    history: errorHistory,
    handle: errorHandle,
    assign: errorAssign,
  }),
];
