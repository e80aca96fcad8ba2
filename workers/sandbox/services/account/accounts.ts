/**
 * cloud-account's accounts (account.account.*, ADR 018): 账户列表's list (owner type,
 * owner number or name, a balance floor), detail, and the ledger with its running balances.
 * Scope (ADR 016): an agent sees its subtree's agents' and their merchants' accounts, a merchant
 * its own; rows carry agentPath and merchantId.
 */
import type { z } from "zod";
import type { accountRow } from "../../../../shared/contract/index.ts";
import type { Route, RouteContext } from "../../core/env";
import { account } from "../../../../shared/contract/index.ts";
import { serveEach } from "../../core/serve";
import { fail, formatDate, ok, str } from "../../core/http";
import { agentPathSql, PARTNER_OUT_OF_SCOPE, type PartnerScope, partnerScope } from "../../core/partner-scope";
import { orderBy, readListPage, Where } from "../../core/query";
import { yuanOf } from "../order/catalogue";
import { yuanToFen } from "../../../../shared/money.ts";

export interface AccountRow {
  id: string;
  tenant_id: string;
  owner_type: number;
  owner_id: string;
  available_fen: number;
  frozen_fen: number;
  in_transit_fen: number;
  status: number;
  update_time: number | null;
  owner_name: string | null;
  owner_no: string | null;
  agent_path: string | null;
  merchant_id: string | null;
}

/** The account with its owner's name, number, the owner's agent path, and merchantId for a merchant's account. */
export const ACCOUNT_SELECT = `SELECT acc.*, COALESCE(m.merchant_full_name, a.agent_name) AS owner_name, COALESCE(m.merchant_no, a.agent_no) AS owner_no,
    CASE WHEN acc.owner_type = 1 THEN m.id END AS merchant_id, ${agentPathSql("pa")} AS agent_path
  FROM cloud_account acc
  LEFT JOIN cloud_merchant_info m ON acc.owner_type = 1 AND m.id = acc.owner_id
  LEFT JOIN cloud_agent_info a ON acc.owner_type = 2 AND a.id = acc.owner_id
  LEFT JOIN cloud_agent_info pa ON pa.id = COALESCE(a.id, m.agent_id)`;
/** ACCOUNT_SELECT's FROM: the account and the joins that name its owner (one row each). */
const ACCOUNT_FROM = ACCOUNT_SELECT.slice(ACCOUNT_SELECT.indexOf("FROM ") + 5);

const subtree = `SELECT sa.id FROM cloud_agent_info sa WHERE sa.tenant_id = ? AND sa.is_deleted = 0 AND (sa.id = ? OR (',' || sa.ancestors || ',') LIKE ?)`;

/** The accounts (alias acc, with m and a joined as in ACCOUNT_SELECT) the scope holds. */
export function accountScope(ctx: RouteContext, scope: PartnerScope): Where {
  const where = new Where("acc.tenant_id = ?", ctx.user!.tenantId);
  if (scope.kind === "merchant") where.add("acc.owner_type = 1 AND acc.owner_id = ?", scope.merchantId);
  if (scope.kind === "agent") {
    const binds = [scope.tenantId, scope.agentId, `%,${scope.agentId},%`];
    where.add(
      `((acc.owner_type = 2 AND acc.owner_id IN (${subtree})) OR (acc.owner_type = 1 AND m.agent_id IN (${subtree})))`,
      ...binds,
      ...binds,
    );
  }
  return where;
}

export const accountRecord = (r: AccountRow): z.input<typeof accountRow> => ({
  id: r.id,
  ownerType: r.owner_type,
  ownerId: r.owner_id,
  ownerName: str(r.owner_name),
  ownerNo: str(r.owner_no),
  merchantId: str(r.merchant_id),
  agentPath: str(r.agent_path),
  available: yuanOf(r.available_fen),
  frozen: yuanOf(r.frozen_fen),
  inTransit: yuanOf(r.in_transit_fen),
  total: yuanOf(r.available_fen + r.frozen_fen + r.in_transit_fen),
  status: r.status,
  updateTime: formatDate(r.update_time),
});

const SORTABLE = {
  available: "acc.available_fen",
  frozen: "acc.frozen_fen",
  inTransit: "acc.in_transit_fen",
  ownerNo: "owner_no",
};

async function list(ctx: RouteContext): Promise<Response> {
  const q = ctx.url.searchParams;
  const where = accountScope(ctx, await partnerScope(ctx));
  const ownerType = (q.get("ownerType") ?? "").trim();
  if (ownerType && !["1", "2"].includes(ownerType)) return fail("ownerType 不存在");
  if (ownerType) where.add("acc.owner_type = ?", Number(ownerType));
  const keyword = (q.get("keyword") ?? "").trim().slice(0, 50);
  if (keyword) where.keyword(["m.merchant_full_name", "a.agent_name"], ["m.merchant_no", "a.agent_no"], keyword);
  const min = (q.get("minAvailable") ?? "").trim();
  const minFen = min ? yuanToFen(min) : null;
  if (min && minFen === null) return fail("金额格式不正确，最多两位小数");
  if (minFen !== null) where.add("acc.available_fen >= ?", minFen);
  if ((q.get("frozenOnly") ?? "") === "1") where.add("acc.frozen_fen > 0");
  const order = orderBy(ctx.url, SORTABLE, "acc.owner_type ASC, owner_no ASC", false);
  return readListPage<AccountRow>(ctx, { from: ACCOUNT_FROM, rows: ACCOUNT_SELECT, where, order }, (rows) =>
    rows.map(accountRecord),
  );
}

/** The account by id if the scope holds it; else the answer to give. */
export async function heldAccount(ctx: RouteContext, id: string | null): Promise<AccountRow | Response> {
  if (!id || !/^\d{1,19}$/.test(id)) return fail("账户不存在");
  const row = await ctx.env.DB.prepare(`${ACCOUNT_SELECT} WHERE acc.id = ? AND acc.tenant_id = ?`)
    .bind(id, ctx.user!.tenantId)
    .first<AccountRow>();
  if (!row) return fail("账户不存在");
  const where = accountScope(ctx, await partnerScope(ctx));
  const held = await ctx.env.DB.prepare(`SELECT 1 AS hit FROM ${ACCOUNT_FROM} ${where.sql} AND acc.id = ?`)
    .bind(...where.binds, id)
    .first<number>("hit");
  return held ? row : fail(PARTNER_OUT_OF_SCOPE, 403);
}

async function detail(ctx: RouteContext): Promise<Response> {
  const row = await heldAccount(ctx, ctx.url.searchParams.get("id"));
  return row instanceof Response ? row : ok(accountRecord(row));
}

interface LedgerRow {
  id: string;
  biz_type: string;
  biz_no: string | null;
  change_available: number;
  change_frozen: number;
  change_in_transit: number;
  available_after: number;
  frozen_after: number;
  in_transit_after: number;
  remark: string | null;
  operator_name: string | null;
  create_time: number;
  seq: number;
}

/** The account's ledger, newest first, each entry with its changes and the balances after it. */
async function ledger(ctx: RouteContext): Promise<Response> {
  const account = await heldAccount(ctx, ctx.url.searchParams.get("accountId"));
  if (account instanceof Response) return account;
  const where = new Where("account_id = ?", account.id);
  return readListPage<LedgerRow>(ctx, { from: "cloud_account_ledger", where, order: "seq DESC" }, (rows) =>
    rows.map((l) => ({
      id: l.id,
      seq: l.seq,
      bizType: l.biz_type,
      bizNo: str(l.biz_no),
      changeAvailable: yuanOf(l.change_available),
      changeFrozen: yuanOf(l.change_frozen),
      changeInTransit: yuanOf(l.change_in_transit),
      availableAfter: yuanOf(l.available_after),
      frozenAfter: yuanOf(l.frozen_after),
      inTransitAfter: yuanOf(l.in_transit_after),
      remark: str(l.remark),
      operatorName: str(l.operator_name),
      createTime: formatDate(l.create_time),
    })),
  );
}

export const accountRoutes: Route[] = serveEach(account.account, { list, detail, ledger });
