/**
 * cloud-account's money requests (account.moneyRequest.*, ADR 018): 资金复核, the list
 * of requests waiting for a second operator (and those reviewed: who asked, when, why; who
 * reviewed, the result), approve and reject. The reviewer must hold the action's own button
 * (退款 order_refund, 冻结 freeze_add, 解冻 freeze_edit, 打款 settle_remit), may not be the one
 * who asked, and sees only requests inside their data scope. Approving runs the action's
 * executor as the reviewer, against the balances of that moment; a refused action ends the
 * request 执行失败 with the reason. Each request is reviewed once (a guarded claim). The list's
 * reviewable=1 (issue 34, 我的审批) keeps only what waits on the caller.
 */
import type { z } from "zod";
import type { moneyRequestRow } from "../../../../shared/contract/index.ts";
import { type RouteContext, operatorName } from "../../core/env";
import { account } from "../../../../shared/contract/index.ts";
import { serveEach } from "../../core/serve";
import { chars, fail, formatDate, ok, str, unreadable } from "../../core/http";
import { partnerScope } from "../../core/partner-scope";
import { orderBy, Where, readListPage } from "../../core/query";
import { holdsCode, NO_PERMISSION } from "../../core/permission";
import { field, jsonBody } from "../../core/request";
import { executeFreeze, executeUnfreeze } from "../account/freeze";
import { executeRefund } from "../order/refund-action";
import { executeRemit } from "../settlement/remit";
import { agentPathOf, yuanOf } from "../order/catalogue";
import { ALREADY_REVIEWED, type MoneyExecutor, type MoneyKind, type MoneyRequestRow, OWN_REQUEST } from "./requests";

/** Each kind's executor and the button a reviewer must hold. */
export const EXECUTORS: Partial<Record<MoneyKind, { code: string; run: MoneyExecutor }>> = {
  refund: { code: "order_refund", run: executeRefund },
  freeze: { code: "freeze_add", run: executeFreeze },
  unfreeze: { code: "freeze_edit", run: executeUnfreeze },
  remit: { code: "settle_remit", run: executeRemit },
};

interface RequestRow extends MoneyRequestRow {
  agent_ancestors: string | null;
  result: string | null;
  review_user: string | null;
  review_user_name: string | null;
  review_time: number | null;
  review_remark: string | null;
}

const record = (r: RequestRow): z.input<typeof moneyRequestRow> => ({
  id: r.id,
  kind: r.kind,
  targetId: r.target_id,
  targetLabel: str(r.target_label),
  merchantId: str(r.merchant_id),
  agentPath: agentPathOf(r),
  amount: yuanOf(r.amount_fen),
  reason: str(r.reason),
  state: r.state,
  result: str(r.result),
  requestUser: r.request_user,
  requestUserName: str(r.request_user_name),
  requestTime: formatDate(r.request_time),
  reviewUserName: str(r.review_user_name),
  reviewTime: formatDate(r.review_time),
  reviewRemark: str(r.review_remark),
});

/** Requests inside the operator's scope: a merchant's own; an agent's subtree's (by the path recorded with the request). */
async function scoped(ctx: RouteContext): Promise<Where> {
  const scope = await partnerScope(ctx);
  const where = new Where("r.tenant_id = ?", ctx.user!.tenantId);
  if (scope.kind === "merchant") where.add("r.merchant_id = ?", scope.merchantId);
  if (scope.kind === "agent")
    where.add(
      "(',' || COALESCE(r.agent_ancestors, '') || ',' || COALESCE(r.agent_id, '') || ',') LIKE ?",
      `%,${scope.agentId},%`,
    );
  return where;
}

/**
 * reviewable=1 (issue 34, 我的审批): only what waits on the caller: 待复核, not asked by them, of a
 * kind whose reviewer's button they hold (none held: nothing).
 */
async function onlyReviewable(ctx: RouteContext, where: Where): Promise<void> {
  const entries = Object.entries(EXECUTORS);
  const held = await Promise.all(entries.map(([, executor]) => holdsCode(ctx, executor!.code)));
  const kinds = entries.filter((_, i) => held[i]).map(([kind]) => kind);
  where.add("r.state = 0 AND r.request_user <> ?", ctx.user!.userId);
  if (kinds.length === 0) where.add("1 = 0");
  else where.add(`r.kind IN (${kinds.map(() => "?").join(", ")})`, ...kinds);
}

const SORTABLE = { requestTime: "r.request_time", amount: "r.amount_fen" };

async function list(ctx: RouteContext): Promise<Response> {
  const q = ctx.url.searchParams;
  const where = await scoped(ctx);
  const state = (q.get("state") ?? "").trim();
  if (state && !["0", "1", "2", "3"].includes(state)) return fail("state 不存在");
  if (state) where.add("r.state = ?", Number(state));
  const kind = (q.get("kind") ?? "").trim();
  if (kind && !["refund", "freeze", "unfreeze", "remit"].includes(kind)) return fail("kind 不存在");
  if (kind) where.add("r.kind = ?", kind);
  const reviewable = (q.get("reviewable") ?? "").trim();
  if (reviewable && reviewable !== "1") return fail("reviewable 只能为 1");
  if (reviewable) await onlyReviewable(ctx, where);
  const order = orderBy(ctx.url, SORTABLE, "r.request_time DESC, r.id DESC", false);
  return readListPage<RequestRow>(
    ctx,
    { from: "cloud_money_request r", rows: "SELECT r.* FROM cloud_money_request r", where, order },
    (rows) => rows.map(record),
  );
}

async function heldRequest(ctx: RouteContext, id: string | null): Promise<RequestRow | Response> {
  if (!id || !/^\d{1,19}$/.test(id)) return fail("申请不存在");
  const where = await scoped(ctx);
  const row = await ctx.env.DB.prepare(`SELECT r.* FROM cloud_money_request r ${where.sql} AND r.id = ?`)
    .bind(...where.binds, id)
    .first<RequestRow>();
  return row ?? fail("申请不存在");
}

async function detail(ctx: RouteContext): Promise<Response> {
  const row = await heldRequest(ctx, ctx.url.searchParams.get("id"));
  return row instanceof Response ? row : ok(record(row));
}

/** POST {id, approve: true|false, remark}: one review per request; approving carries the action out now. */
async function review(ctx: RouteContext): Promise<Response> {
  const body = await jsonBody(ctx.req);
  if (!body) return unreadable();
  const request = await heldRequest(ctx, field(body, "id"));
  if (request instanceof Response) return request;
  const executor = EXECUTORS[request.kind];
  if (!executor || !(await holdsCode(ctx, executor.code))) return fail(NO_PERMISSION, 403);
  if (request.state !== 0) return fail(ALREADY_REVIEWED);
  if (request.request_user === ctx.user!.userId) return fail(OWN_REQUEST);
  const approve = field(body, "approve");
  if (approve !== "true" && approve !== "false") return fail("请选择复核结果");
  const remark = field(body, "remark") ?? "";
  if (approve === "false" && !remark) return fail("请填写驳回原因");
  if (chars(remark) > 200) return fail("复核意见不能超过200个字符");
  const now = Date.now();
  const name = operatorName(ctx.user!);
  // Claim the request first (state 0 → reviewing as 1 or 2), so a second reviewer at the same time gets nothing to do.
  const claimed = await ctx.env.DB.prepare(
    "UPDATE cloud_money_request SET state = ?, review_user = ?, review_user_name = ?, review_time = ?, review_remark = ? WHERE id = ? AND state = 0",
  )
    .bind(approve === "true" ? 1 : 2, ctx.user!.userId, name, now, remark || null, request.id)
    .run();
  if (claimed.meta.changes !== 1) return fail(ALREADY_REVIEWED);
  if (approve === "false") return ok({ state: 2 }, "已驳回");
  const done = await executor.run(ctx, request);
  if (!done.ok) {
    await ctx.env.DB.prepare("UPDATE cloud_money_request SET state = 3, result = ? WHERE id = ?")
      .bind(done.msg, request.id)
      .run();
    return fail(`复核已通过，但执行失败：${done.msg}`);
  }
  await ctx.env.DB.prepare("UPDATE cloud_money_request SET result = ? WHERE id = ?").bind("执行成功", request.id).run();
  return ok({ state: 1 }, "复核通过，已执行");
}

export default serveEach(account.moneyRequest, { list, detail, review });
