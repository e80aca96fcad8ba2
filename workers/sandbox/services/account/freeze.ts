/**
 * cloud-account's freezes (account.freeze.*, ADR 018): 冻结管理's list (account owner,
 * state, type, time), detail with its history, freeze (save: an amount of the available
 * balance, with a type and a reason; button freeze_add) and unfreeze (a part or all of what that
 * freeze still holds, with a reason; button freeze_edit). Above the owner's review threshold
 * either becomes a money request for a second operator. A freeze never exceeds the available
 * balance and an unfreeze never what is still frozen: each is one D1 batch decided by one guard.
 */
import type { z } from "zod";
import type { freezeRow } from "../../../../shared/contract/index.ts";
import { type Route, type RouteContext, operatorName } from "../../core/env";
import { account } from "../../../../shared/contract/index.ts";
import { serveEach } from "../../core/serve";
import { chars, fail, formatDate, ok, parseDateTime, str } from "../../core/http";
import { createdByName, insertRowWhere } from "../../core/db";
import { newId } from "../../core/ids";
import { agentPathSql, partnerScope } from "../../core/partner-scope";
import { readListPage } from "../../core/query";
import { field } from "../../core/request";
import { bodyBehind } from "../../core/permission";
import type { MoneyExecutor, MoneyRequestRow } from "../approval/requests";
import { needsReview, submitForReview } from "../approval/requests";
import { yuanOf } from "../order/catalogue";
import { yuanToFen } from "../../../../shared/money.ts";
import { type AccountRow, accountScope, heldAccount } from "./accounts";
import { accountMarked, byOperator, LEDGER_BIZ, ledgerEntry } from "./ledger";

export const FREEZE_TYPES = ["1", "2", "3"];
export const FREEZE_STATE = { frozen: 1, partly: 2, released: 3 } as const;
export const FREEZE_TOO_MUCH = "冻结金额不能超过可用余额";
export const UNFREEZE_TOO_MUCH = "解冻金额不能超过剩余冻结金额";

interface FreezeRow {
  id: string;
  tenant_id: string;
  freeze_no: string;
  account_id: string;
  freeze_type: string;
  amount_fen: number;
  unfrozen_fen: number;
  state: number;
  reason: string;
  create_user_name: string | null;
  create_time: number;
  update_time: number | null;
  owner_name: string | null;
  owner_no: string | null;
  owner_type: number;
  owner_id: string;
  agent_path: string | null;
  merchant_id: string | null;
  available_fen: number;
}

const SELECT = `SELECT f.*, acc.owner_type, acc.owner_id, acc.available_fen, COALESCE(m.merchant_full_name, a.agent_name) AS owner_name, COALESCE(m.merchant_no, a.agent_no) AS owner_no,
    CASE WHEN acc.owner_type = 1 THEN m.id END AS merchant_id,
    ${agentPathSql("pa")} AS agent_path
  FROM cloud_account_freeze f JOIN cloud_account acc ON acc.id = f.account_id
  LEFT JOIN cloud_merchant_info m ON acc.owner_type = 1 AND m.id = acc.owner_id
  LEFT JOIN cloud_agent_info a ON acc.owner_type = 2 AND a.id = acc.owner_id
  LEFT JOIN cloud_agent_info pa ON pa.id = COALESCE(a.id, m.agent_id)`;

const freezeRecord = (f: FreezeRow): z.input<typeof freezeRow> => ({
  id: f.id,
  freezeNo: f.freeze_no,
  accountId: f.account_id,
  ownerType: f.owner_type,
  ownerName: str(f.owner_name),
  ownerNo: str(f.owner_no),
  merchantId: str(f.merchant_id),
  agentPath: str(f.agent_path),
  freezeType: f.freeze_type,
  amount: yuanOf(f.amount_fen),
  unfrozen: yuanOf(f.unfrozen_fen),
  remaining: yuanOf(f.amount_fen - f.unfrozen_fen),
  state: f.state,
  reason: f.reason,
  createUserName: str(f.create_user_name),
  createTime: formatDate(f.create_time),
  updateTime: formatDate(f.update_time),
});

async function list(ctx: RouteContext): Promise<Response> {
  const q = ctx.url.searchParams;
  const where = accountScope(ctx, await partnerScope(ctx));
  const get = (name: string) => (q.get(name) ?? "").trim();
  if (get("state") && !["1", "2", "3"].includes(get("state"))) return fail("state 不存在");
  if (get("state")) where.add("f.state = ?", Number(get("state")));
  if (get("freezeType") && !FREEZE_TYPES.includes(get("freezeType"))) return fail("freezeType 不存在");
  if (get("freezeType")) where.add("f.freeze_type = ?", get("freezeType"));
  if (/^\d{1,19}$/.test(get("accountId"))) where.add("f.account_id = ?", get("accountId"));
  where.keyword(
    ["m.merchant_full_name", "a.agent_name"],
    ["m.merchant_no", "a.agent_no", "f.freeze_no"],
    get("keyword").slice(0, 50),
  );
  const start = get("startTime") ? parseDateTime(get("startTime")) : null;
  const end = get("endTime") ? parseDateTime(get("endTime"), true) : null;
  if ((get("startTime") && start === null) || (get("endTime") && end === null))
    return fail("时间格式不正确，应为 yyyy-MM-dd HH:mm:ss");
  if (start !== null) where.add("f.create_time >= ?", start);
  if (end !== null) where.add("f.create_time <= ?", end);
  const from = SELECT.slice(SELECT.indexOf("FROM ") + 5);
  const order = "f.create_time DESC, f.id DESC";
  return readListPage<FreezeRow>(ctx, { from, rows: SELECT, where, order }, (rows) => rows.map(freezeRecord));
}

async function heldFreeze(ctx: RouteContext, id: string | null): Promise<FreezeRow | Response> {
  if (!id || !/^\d{1,19}$/.test(id)) return fail("冻结记录不存在");
  const row = await ctx.env.DB.prepare(`${SELECT} WHERE f.id = ? AND f.tenant_id = ?`)
    .bind(id, ctx.user!.tenantId)
    .first<FreezeRow>();
  if (!row) return fail("冻结记录不存在");
  const account = await heldAccount(ctx, row.account_id);
  return account instanceof Response ? account : row;
}

async function detail(ctx: RouteContext): Promise<Response> {
  const row = await heldFreeze(ctx, ctx.url.searchParams.get("id"));
  if (row instanceof Response) return row;
  const logs = await ctx.env.DB.prepare(
    "SELECT * FROM cloud_account_freeze_log WHERE freeze_id = ? ORDER BY create_time, id",
  )
    .bind(row.id)
    .all<{
      action: string;
      amount_fen: number;
      reason: string | null;
      operator_name: string | null;
      create_time: number;
    }>();
  return ok({
    ...freezeRecord(row),
    history: logs.results.map((l) => ({
      action: l.action,
      amount: yuanOf(l.amount_fen),
      reason: str(l.reason),
      operatorName: str(l.operator_name),
      time: formatDate(l.create_time),
    })),
  });
}

function logInsert(
  ctx: RouteContext,
  freezeId: string,
  action: string,
  amountFen: number,
  reason: string,
  requestId: string | null,
  time: number,
  only: { sql: string; binds: unknown[] },
) {
  return ctx.env.DB.prepare(
    `INSERT INTO cloud_account_freeze_log (id, tenant_id, freeze_id, action, amount_fen, reason, request_id, operator_id, operator_name, create_time)
     SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE ${only.sql}`,
  ).bind(
    newId(),
    ctx.user!.tenantId,
    freezeId,
    action,
    amountFen,
    reason,
    requestId,
    ctx.user!.userId,
    operatorName(ctx.user!),
    time,
    ...only.binds,
  );
}

/** Freezes `amountFen` of the account's available balance now, as the signed-in operator. */
export async function freezeNow(
  ctx: RouteContext,
  account: AccountRow,
  amountFen: number,
  freezeType: string,
  reason: string,
  requestId: string | null = null,
) {
  const now = Date.now();
  const entryId = newId();
  const freezeId = newId();
  const freezeNo = `FZ${formatDate(now).replace(/\D/g, "")}${entryId.slice(-4)}`;
  const [update, insert] = ledgerEntry(
    ctx.env.DB,
    {
      tenantId: account.tenant_id,
      accountId: account.id,
      bizType: LEDGER_BIZ.freeze,
      bizNo: freezeNo,
      available: -amountFen,
      frozen: amountFen,
      remark: reason,
      ...byOperator(ctx, now),
    },
    { id: entryId },
  );
  const marked = accountMarked(account.id, entryId);
  const results = await ctx.env.DB.batch([
    update,
    insert,
    insertRowWhere(
      ctx.env.DB,
      "cloud_account_freeze",
      {
        id: freezeId,
        tenant_id: account.tenant_id,
        freeze_no: freezeNo,
        account_id: account.id,
        freeze_type: freezeType,
        amount_fen: amountFen,
        unfrozen_fen: 0,
        state: 1,
        reason,
        ...createdByName(ctx.user!, now),
        update_time: now,
      },
      marked.sql,
      ...marked.binds,
    ),
    logInsert(ctx, freezeId, "freeze", amountFen, reason, requestId, now, marked),
  ]);
  return results[0]!.meta.changes === 1
    ? ({ ok: true, freezeNo } as const)
    : ({ ok: false, msg: FREEZE_TOO_MUCH } as const);
}

/** Gives back `amountFen` of what the freeze still holds, as the signed-in operator. */
export async function unfreezeNow(
  ctx: RouteContext,
  freeze: FreezeRow,
  amountFen: number,
  reason: string,
  requestId: string | null = null,
) {
  const now = Date.now();
  const entryId = newId();
  const [update, insert] = ledgerEntry(
    ctx.env.DB,
    {
      tenantId: freeze.tenant_id,
      accountId: freeze.account_id,
      bizType: LEDGER_BIZ.unfreeze,
      bizNo: freeze.freeze_no,
      available: amountFen,
      frozen: -amountFen,
      remark: reason,
      ...byOperator(ctx, now),
    },
    {
      id: entryId,
      onlyIf: {
        sql: "EXISTS (SELECT 1 FROM cloud_account_freeze WHERE id = ? AND unfrozen_fen + ? <= amount_fen)",
        binds: [freeze.id, amountFen],
      },
    },
  );
  const marked = accountMarked(freeze.account_id, entryId);
  const results = await ctx.env.DB.batch([
    update,
    insert,
    ctx.env.DB.prepare(
      `UPDATE cloud_account_freeze SET unfrozen_fen = unfrozen_fen + ?, state = CASE WHEN unfrozen_fen + ? = amount_fen THEN 3 ELSE 2 END, update_time = ?
       WHERE id = ? AND ${marked.sql}`,
    ).bind(amountFen, amountFen, now, freeze.id, ...marked.binds),
    logInsert(ctx, freeze.id, "unfreeze", amountFen, reason, requestId, now, marked),
  ]);
  return results[0]!.meta.changes === 1 ? ({ ok: true } as const) : ({ ok: false, msg: UNFREEZE_TOO_MUCH } as const);
}

function reasonError(reason: string): string | null {
  if (!reason) return "请填写原因";
  if (chars(reason) > 200) return "原因不能超过200个字符";
  return null;
}

/** POST {accountId, amount, freezeType, reason}: freeze now, or above the owner's review threshold a money request. */
async function save(ctx: RouteContext): Promise<Response> {
  const body = await bodyBehind(ctx, "freeze_add");
  if (body instanceof Response) return body;
  const account = await heldAccount(ctx, field(body, "accountId"));
  if (account instanceof Response) return account;
  const amount = yuanToFen(field(body, "amount"));
  if (amount === null || amount <= 0) return fail("请输入正确的冻结金额，最多两位小数");
  if (amount > account.available_fen) return fail(`${FREEZE_TOO_MUCH}（${yuanOf(account.available_fen)} 元）`);
  const freezeType = field(body, "freezeType") ?? "";
  if (!FREEZE_TYPES.includes(freezeType)) return fail("请选择冻结类型");
  const reason = field(body, "reason") ?? "";
  const bad = reasonError(reason);
  if (bad) return fail(bad);
  if (await needsReview(ctx.env.DB, account.tenant_id, { type: account.owner_type, id: account.owner_id }, amount)) {
    return submitForReview(ctx, "冻结金额超过复核金额，已提交复核", {
      kind: "freeze",
      targetId: account.id,
      targetLabel: `${str(account.owner_no)} ${str(account.owner_name)}`.trim(),
      merchantId: account.merchant_id,
      agentAncestors: account.agent_path,
      amountFen: amount,
      payload: { freezeType },
      reason,
    });
  }
  const done = await freezeNow(ctx, account, amount, freezeType, reason);
  return done.ok ? ok({ reviewing: false, freezeNo: done.freezeNo }, "冻结成功") : fail(done.msg);
}

/** POST {id, amount, reason}: unfreeze a part or all of what the freeze still holds. */
async function unfreeze(ctx: RouteContext): Promise<Response> {
  const body = await bodyBehind(ctx, "freeze_edit");
  if (body instanceof Response) return body;
  const freeze = await heldFreeze(ctx, field(body, "id"));
  if (freeze instanceof Response) return freeze;
  const remaining = freeze.amount_fen - freeze.unfrozen_fen;
  if (remaining === 0) return fail("该冻结已全部解冻");
  const amount = yuanToFen(field(body, "amount"));
  if (amount === null || amount <= 0) return fail("请输入正确的解冻金额，最多两位小数");
  if (amount > remaining) return fail(`${UNFREEZE_TOO_MUCH}（${yuanOf(remaining)} 元）`);
  const reason = field(body, "reason") ?? "";
  const bad = reasonError(reason);
  if (bad) return fail(bad);
  if (await needsReview(ctx.env.DB, freeze.tenant_id, { type: freeze.owner_type, id: freeze.owner_id }, amount)) {
    return submitForReview(ctx, "解冻金额超过复核金额，已提交复核", {
      kind: "unfreeze",
      targetId: freeze.id,
      targetLabel: `${freeze.freeze_no} ${str(freeze.owner_name)}`,
      merchantId: freeze.merchant_id,
      agentAncestors: freeze.agent_path,
      amountFen: amount,
      payload: {},
      reason,
    });
  }
  const done = await unfreezeNow(ctx, freeze, amount, reason);
  return done.ok ? ok({ reviewing: false }, "解冻成功") : fail(done.msg);
}

/** Four eyes: carry out an approved freeze / unfreeze against the balances of this moment. */
export const executeFreeze: MoneyExecutor = async (ctx, request: MoneyRequestRow) => {
  const account = await heldAccount(ctx, request.target_id);
  if (account instanceof Response) return { ok: false, msg: "账户不存在或无权访问" };
  if (request.amount_fen > account.available_fen)
    return { ok: false, msg: `${FREEZE_TOO_MUCH}（${yuanOf(account.available_fen)} 元）` };
  const payload = JSON.parse(request.payload) as { freezeType?: string };
  const done = await freezeNow(
    ctx,
    account,
    request.amount_fen,
    payload.freezeType ?? "3",
    request.reason ?? "",
    request.id,
  );
  return done.ok ? { ok: true } : done;
};

export const executeUnfreeze: MoneyExecutor = async (ctx, request: MoneyRequestRow) => {
  const freeze = await heldFreeze(ctx, request.target_id);
  if (freeze instanceof Response) return { ok: false, msg: "冻结记录不存在或无权访问" };
  if (request.amount_fen > freeze.amount_fen - freeze.unfrozen_fen) return { ok: false, msg: UNFREEZE_TOO_MUCH };
  const done = await unfreezeNow(ctx, freeze, request.amount_fen, request.reason ?? "", request.id);
  return done.ok ? { ok: true } : done;
};

export const freezeRoutes: Route[] = serveEach(account.freeze, { list, detail, save, unfreeze });
