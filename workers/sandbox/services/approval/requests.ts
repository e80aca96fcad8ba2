/**
 * Four eyes on money (ADR 018): a refund, freeze, unfreeze or remittance above its owner's review
 * threshold (结算配置's review_threshold_fen) is not carried out but recorded as a money request
 * (cloud_money_request, state 0 待复核). A second operator holding the same action's permission
 * approves it (the action's executor runs then, against the balances of that moment) or rejects
 * it; the one who asked may not review it. The list and the review live in this service's
 * routes; each money service exports its executor (see MoneyExecutor).
 */
import { type RouteContext, operatorName } from "../../core/env";
import { newId } from "../../core/ids";
import { ok } from "../../core/http";
import { ACCOUNT_OWNER } from "../account/ledger";

export const REQUEST_STATE = { waiting: 0, approved: 1, rejected: 2, failed: 3 } as const;
export type MoneyKind = "refund" | "freeze" | "unfreeze" | "remit";

export const OWN_REQUEST = "不能复核自己发起的申请";
export const ALREADY_REVIEWED = "该申请已复核，请勿重复操作";

/** The owner's review threshold in fen, or null when none is set (every action goes straight through). */
export async function reviewThreshold(
  db: D1Database,
  tenantId: string,
  owner: { type: number; id: string },
): Promise<number | null> {
  const row = await db
    .prepare(
      "SELECT review_threshold_fen AS t FROM cloud_settle_config WHERE tenant_id = ? AND owner_type = ? AND owner_id = ?",
    )
    .bind(tenantId, owner.type, owner.id)
    .first<{ t: number | null }>();
  return row?.t ?? null;
}

/** Whether an action of this amount on this owner's money needs a second operator. */
export async function needsReview(
  db: D1Database,
  tenantId: string,
  owner: { type: number; id: string },
  amountFen: number,
): Promise<boolean> {
  const threshold = await reviewThreshold(db, tenantId, owner);
  return threshold !== null && amountFen > threshold;
}

export interface MoneyRequestInput {
  kind: MoneyKind;
  /** The row the action is on: an order (refund), an account (freeze, unfreeze), a settlement batch (remit). */
  targetId: string;
  /** What the list shows for it: an order number, an account's owner, a batch number. */
  targetLabel: string;
  merchantId?: string | null;
  agentId?: string | null;
  agentAncestors?: string | null;
  amountFen: number;
  /** What the executor needs beyond the target and amount (a refund's reason, a freeze's type…). */
  payload?: Record<string, unknown>;
  reason: string;
}

/** The INSERT of a waiting request by the signed-in operator; returns the statement and the new id. */
export function requestStatement(
  ctx: RouteContext,
  input: MoneyRequestInput,
): { id: string; statement: D1PreparedStatement } {
  const user = ctx.user!;
  const id = newId();
  const statement = ctx.env.DB.prepare(
    `INSERT INTO cloud_money_request (id, tenant_id, kind, target_id, target_label, merchant_id, agent_id, agent_ancestors, amount_fen,
       payload, reason, state, request_user, request_user_name, request_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?)`,
  ).bind(
    id,
    user.tenantId,
    input.kind,
    input.targetId,
    input.targetLabel,
    input.merchantId ?? null,
    input.agentId ?? null,
    input.agentAncestors ?? null,
    input.amountFen,
    JSON.stringify(input.payload ?? {}),
    input.reason,
    user.userId,
    operatorName(user),
    Date.now(),
  );
  return { id, statement };
}

/** Files a waiting request by the signed-in operator and answers that it went to review (`message`), with its id. */
export async function submitForReview(ctx: RouteContext, message: string, input: MoneyRequestInput): Promise<Response> {
  const { id, statement } = requestStatement(ctx, input);
  await statement.run();
  return ok({ reviewing: true, requestId: id }, message);
}

export interface MoneyRequestRow {
  id: string;
  tenant_id: string;
  kind: MoneyKind;
  target_id: string;
  target_label: string | null;
  merchant_id: string | null;
  agent_id: string | null;
  amount_fen: number;
  payload: string;
  reason: string | null;
  state: number;
  request_user: string;
  request_user_name: string | null;
  request_time: number;
}

/**
 * Carries out an approved request as the reviewing operator (ctx.user): checks everything again
 * against the data of this moment and writes the action, its ledger rows and its operator. It
 * answers a message when the action cannot be carried out now (the request then ends 执行失败).
 */
export type MoneyExecutor = (
  ctx: RouteContext,
  request: MoneyRequestRow,
) => Promise<{ ok: true } | { ok: false; msg: string }>;

export { ACCOUNT_OWNER };
