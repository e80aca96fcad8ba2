/**
 * cloud-agent's 代理商迁移 (spec §7 Migration, agent.migration.*): merchants, and the accounts that
 * operate them, moved from one agent to another. A migration record (cloud_agent_migration_record)
 * moves one or more merchants from one agent to another; each merchant moved leaves a trajectory
 * row (cloud_merchant_migration_trajectory).
 *
 * - GET userMigrationRecord: the records (recordNo, agentId (either end), startTime/endTime).
 * - GET queryMerchantMigrationPage: merchants with their current agent, the agent before the last
 *   move, how often and when last moved (merchantNo, merchantName, agentId, migrated=0|1).
 * - GET queryMigrationTrajectoryDetailList?merchantId=: one merchant's moves, oldest first.
 * - POST exportMigrationTrajectory: the moves of the merchant page's filters as an .xlsx the
 *   backend writes itself (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet).
 * - POST migrate {merchantIds, targetAgentId, remark}: moves merchants to another agent.
 *
 * Data scope (ADR 016): merchants through `merchantCondition`, records whose either end is an
 * agent in scope, a target agent in scope; anything outside answers 403 无权访问该数据.
 */
import { insertRow } from "../../core/db";
import type { RouteContext } from "../../core/env";
import { fail, formatDate, num, ok, parseDateTime, str, unreadable } from "../../core/http";
import { newId } from "../../core/ids";
import {
  agentCondition,
  agentPathSql,
  merchantCondition,
  PARTNER_OUT_OF_SCOPE,
  partnerScope,
  type PartnerScope,
} from "../../core/partner-scope";
import { LIKE, escapeLike, likeArg, orderBy, Where, readListPage } from "../../core/query";
import { field, idArray, jsonBody, readParams } from "../../core/request";
import { xlsxResponse, xlsxWorkbook } from "../../core/xlsx";
import { serveEach } from "../../core/serve";
import { agent } from "../../../../shared/contract/index.ts";

type Row = Record<string, unknown>;

/* 迁移记录 */

const RECORD_FROM =
  "cloud_agent_migration_record r " +
  "LEFT JOIN cloud_agent_info fa ON fa.id = r.from_agent_id AND fa.tenant_id = r.tenant_id " +
  "LEFT JOIN cloud_agent_info ta ON ta.id = r.to_agent_id AND ta.tenant_id = r.tenant_id";
const RECORD_SELECT = `r.*, fa.agent_no AS from_agent_no, fa.agent_name AS from_agent_name, ta.agent_no AS to_agent_no, ta.agent_name AS to_agent_name, ${agentPathSql("ta")} AS agent_path, ${agentPathSql("fa")} AS from_agent_path`;

async function records(ctx: RouteContext): Promise<Response> {
  const q = ctx.url.searchParams;
  const scope = await partnerScope(ctx);
  const where = new Where("r.tenant_id = ? AND r.is_deleted = 0", ctx.user!.tenantId);
  if (scope.kind !== "platform") {
    const to = agentCondition(scope, "ta");
    const from = agentCondition(scope, "fa");
    where.add(`((ta.id IS NOT NULL AND ${to.sql}) OR (fa.id IS NOT NULL AND ${from.sql}))`, ...to.binds, ...from.binds);
  }
  const recordNo = (q.get("recordNo") ?? "").trim();
  if (recordNo) where.add(`r.record_no ${LIKE}`, `${escapeLike(recordNo)}%`);
  const agentId = (q.get("agentId") ?? "").trim();
  if (agentId) where.add("(r.from_agent_id = ? OR r.to_agent_id = ?)", agentId, agentId);
  const agentName = (q.get("agentName") ?? "").trim();
  if (agentName) where.add(`(fa.agent_name ${LIKE} OR ta.agent_name ${LIKE})`, likeArg(agentName), likeArg(agentName));
  const start = parseDateTime(q.get("startTime"));
  if (start !== null) where.add("r.create_time >= ?", start);
  const end = parseDateTime(q.get("endTime"), true);
  if (end !== null) where.add("r.create_time <= ?", end);
  const order = orderBy(
    ctx.url,
    { recordNo: "r.record_no", createTime: "r.create_time", merchantCount: "r.merchant_count" },
    "r.create_time DESC, r.id DESC",
  );
  return readListPage<Row>(
    ctx,
    { from: RECORD_FROM, rows: `SELECT ${RECORD_SELECT} FROM ${RECORD_FROM}`, where, order },
    (rows) =>
      rows.map((r) => ({
        id: str(r.id),
        recordNo: str(r.record_no),
        fromAgentId: str(r.from_agent_id),
        fromAgentNo: str(r.from_agent_no),
        fromAgentName: str(r.from_agent_name),
        fromAgentPath: str(r.from_agent_path),
        toAgentId: str(r.to_agent_id),
        toAgentNo: str(r.to_agent_no),
        toAgentName: str(r.to_agent_name),
        agentPath: str(r.agent_path),
        merchantCount: num(r.merchant_count),
        userCount: num(r.user_count),
        operator: str(r.operator),
        remark: str(r.remark),
        createTime: formatDate(r.create_time as number),
      })),
  );
}

/* 商户迁移 */

const MERCHANT_FROM =
  "cloud_merchant_info m LEFT JOIN cloud_agent_info a ON a.id = m.agent_id AND a.tenant_id = m.tenant_id";
/** The merchant `m`'s latest move, and how many. */
const LATEST = (column: string) =>
  `(SELECT ${column} FROM cloud_merchant_migration_trajectory j WHERE j.tenant_id = m.tenant_id AND j.merchant_id = m.id ORDER BY j.create_time DESC, j.id DESC LIMIT 1)`;
const MERCHANT_SELECT =
  `m.id, m.merchant_no, m.merchant_full_name, m.merchant_status, m.agent_id, a.agent_no, a.agent_name, ${agentPathSql("a")} AS agent_path, ` +
  `${LATEST("j.from_agent_id")} AS previous_agent_id, ${LATEST("j.create_time")} AS last_migration_time, ` +
  "(SELECT COUNT(*) FROM cloud_merchant_migration_trajectory j WHERE j.tenant_id = m.tenant_id AND j.merchant_id = m.id) AS migration_count";

function merchantWhere(ctx: RouteContext, scope: PartnerScope, q: URLSearchParams): Where {
  const where = new Where("m.tenant_id = ? AND m.is_deleted = 0", ctx.user!.tenantId);
  const inScope = merchantCondition(scope, "m");
  where.add(inScope.sql, ...inScope.binds);
  const no = (q.get("merchantNo") ?? "").trim();
  if (no) where.add(`m.merchant_no ${LIKE}`, `${escapeLike(no)}%`);
  where.like("m.merchant_full_name", q.get("merchantName"));
  where.equal("m.agent_id", q.get("agentId"));
  where.equal("m.id", q.get("merchantId"));
  const migrated = (q.get("migrated") ?? "").trim();
  const moved =
    "EXISTS (SELECT 1 FROM cloud_merchant_migration_trajectory j WHERE j.tenant_id = m.tenant_id AND j.merchant_id = m.id)";
  if (migrated === "1") where.add(moved);
  if (migrated === "0") where.add(`NOT ${moved}`);
  return where;
}

async function merchantPage(ctx: RouteContext): Promise<Response> {
  const where = merchantWhere(ctx, await partnerScope(ctx), ctx.url.searchParams);
  const order = orderBy(
    ctx.url,
    {
      merchantNo: "m.merchant_no",
      merchantName: "m.merchant_full_name",
      migrationCount: "migration_count",
      lastMigrationTime: "last_migration_time",
    },
    "last_migration_time DESC, m.merchant_no ASC",
  );
  const names = new Map<string, Row>();
  return readListPage<Row>(
    ctx,
    { from: MERCHANT_FROM, rows: `SELECT ${MERCHANT_SELECT} FROM ${MERCHANT_FROM}`, where, order },
    async (rows) => {
      const previous = [...new Set(rows.map((r) => str(r.previous_agent_id)).filter(Boolean))];
      if (previous.length > 0) {
        const { results } = await ctx.env.DB.prepare(
          "SELECT id, agent_no, agent_name FROM cloud_agent_info WHERE tenant_id = ? AND id IN (SELECT value FROM json_each(?))",
        )
          .bind(ctx.user!.tenantId, JSON.stringify(previous))
          .all<Row>();
        for (const r of results) names.set(str(r.id), r);
      }
      return rows.map((r) => {
        const before = names.get(str(r.previous_agent_id));
        return {
          id: str(r.id),
          merchantId: str(r.id),
          merchantNo: str(r.merchant_no),
          merchantName: str(r.merchant_full_name),
          merchantStatus: num(r.merchant_status),
          agentId: str(r.agent_id),
          agentNo: str(r.agent_no),
          agentName: str(r.agent_name),
          agentPath: str(r.agent_path),
          previousAgentId: str(r.previous_agent_id),
          previousAgentNo: str(before?.agent_no),
          previousAgentName: str(before?.agent_name),
          migrationCount: num(r.migration_count),
          lastMigrationTime: formatDate(r.last_migration_time as number | null),
        };
      });
    },
  );
}

/* 迁移轨迹 */

const TRAJECTORY_FROM =
  "cloud_merchant_migration_trajectory j JOIN cloud_merchant_info m ON m.id = j.merchant_id AND m.tenant_id = j.tenant_id " +
  "LEFT JOIN cloud_agent_migration_record r ON r.id = j.record_id " +
  "LEFT JOIN cloud_agent_info fa ON fa.id = j.from_agent_id AND fa.tenant_id = j.tenant_id " +
  "LEFT JOIN cloud_agent_info ta ON ta.id = j.to_agent_id AND ta.tenant_id = j.tenant_id " +
  "LEFT JOIN cloud_agent_info a ON a.id = m.agent_id AND a.tenant_id = m.tenant_id";
const TRAJECTORY_SELECT =
  "j.*, r.record_no, r.remark, m.merchant_no, m.merchant_full_name, fa.agent_no AS from_agent_no, fa.agent_name AS from_agent_name, " +
  `ta.agent_no AS to_agent_no, ta.agent_name AS to_agent_name, ${agentPathSql("a")} AS agent_path`;

const trajectory = (r: Row) => ({
  id: str(r.id),
  recordId: str(r.record_id),
  recordNo: str(r.record_no),
  merchantId: str(r.merchant_id),
  merchantNo: str(r.merchant_no),
  merchantName: str(r.merchant_full_name),
  fromAgentId: str(r.from_agent_id),
  fromAgentNo: str(r.from_agent_no),
  fromAgentName: str(r.from_agent_name),
  toAgentId: str(r.to_agent_id),
  toAgentNo: str(r.to_agent_no),
  toAgentName: str(r.to_agent_name),
  agentPath: str(r.agent_path),
  operator: str(r.operator),
  remark: str(r.remark),
  createTime: formatDate(r.create_time as number),
});

/** The merchant of the tenant and whether the scope holds it (null: no such merchant). */
async function merchantHeld(
  ctx: RouteContext,
  scope: PartnerScope,
  merchantId: string,
): Promise<{ held: boolean; row: Row } | null> {
  const inScope = merchantCondition(scope, "m");
  const row = await ctx.env.DB.prepare(
    `SELECT m.id, m.agent_id, m.user_id, (${inScope.sql}) AS held FROM cloud_merchant_info m WHERE m.tenant_id = ? AND m.id = ? AND m.is_deleted = 0`,
  )
    .bind(...inScope.binds, ctx.user!.tenantId, merchantId)
    .first<Row>();
  return row ? { held: Number(row.held) === 1, row } : null;
}

async function trajectoryList(ctx: RouteContext): Promise<Response> {
  const merchantId = (ctx.url.searchParams.get("merchantId") ?? "").trim();
  if (!merchantId) return fail("缺少必要的请求参数: merchantId", 400, 400);
  const found = await merchantHeld(ctx, await partnerScope(ctx), merchantId);
  if (!found) return ok([]);
  if (!found.held) return fail(PARTNER_OUT_OF_SCOPE, 403);
  const { results } = await ctx.env.DB.prepare(
    `SELECT ${TRAJECTORY_SELECT} FROM ${TRAJECTORY_FROM} WHERE j.tenant_id = ? AND j.merchant_id = ? ORDER BY j.create_time ASC, j.id ASC`,
  )
    .bind(ctx.user!.tenantId, merchantId)
    .all<Row>();
  return ok(results.map(trajectory));
}

/** At most this many moves in one export (the backend's own limit). */
export const EXPORT_MAX_ROWS = 20_000;

async function exportTrajectory(ctx: RouteContext): Promise<Response> {
  const params = await readParams(ctx.req, ctx.url);
  const scope = await partnerScope(ctx);
  const merchantId = (params.get("merchantId") ?? "").trim();
  if (merchantId) {
    const found = await merchantHeld(ctx, scope, merchantId);
    if (found && !found.held) return fail(PARTNER_OUT_OF_SCOPE, 403);
  }
  const where = merchantWhere(ctx, scope, params);
  const { results } = await ctx.env.DB.prepare(
    `SELECT ${TRAJECTORY_SELECT} FROM ${TRAJECTORY_FROM} ${where.sql} ORDER BY m.merchant_no ASC, j.create_time ASC, j.id ASC LIMIT ?`,
  )
    .bind(...where.binds, EXPORT_MAX_ROWS)
    .all<Row>();
  const rows = results
    .map(trajectory)
    .map((t) => [
      t.recordNo,
      t.merchantNo,
      t.merchantName,
      t.fromAgentNo,
      t.fromAgentName,
      t.toAgentNo,
      t.toAgentName,
      t.operator,
      t.createTime,
      t.remark,
    ]);
  const body = await xlsxWorkbook(
    "迁移轨迹",
    [
      "迁移单号",
      "商户编号",
      "商户名称",
      "原代理商编号",
      "原代理商",
      "新代理商编号",
      "新代理商",
      "操作人",
      "迁移时间",
      "备注",
    ],
    rows,
  );
  return xlsxResponse("迁移轨迹.xlsx", body);
}

/* 迁移 */

/** At most this many merchants in one migration. */
export const MIGRATE_MAX = 200;

async function migrate(ctx: RouteContext): Promise<Response> {
  const body = await jsonBody(ctx.req, { exactLongNumbers: true });
  if (!body) return unreadable();
  const merchantIds = idArray(body.merchantIds);
  const targetAgentId = field(body, "targetAgentId") ?? "";
  const remark = field(body, "remark") ?? "";
  if (merchantIds.length === 0) return fail("请选择要迁移的商户");
  if (merchantIds.length > MIGRATE_MAX) return fail(`一次最多迁移${MIGRATE_MAX}个商户`);
  if (!targetAgentId) return fail("请选择目标代理商");
  if (remark.length > 200) return fail("备注不能超过200个字符");
  const scope = await partnerScope(ctx);
  if (scope.kind === "merchant") return fail(PARTNER_OUT_OF_SCOPE, 403);
  const tenantId = ctx.user!.tenantId;
  const targetScope = agentCondition(scope, "a");
  const target = await ctx.env.DB.prepare(
    `SELECT a.id, a.agent_status, (${targetScope.sql}) AS held FROM cloud_agent_info a WHERE a.tenant_id = ? AND a.id = ? AND a.is_deleted = 0`,
  )
    .bind(...targetScope.binds, tenantId, targetAgentId)
    .first<Row>();
  if (!target) return fail("目标代理商不存在");
  if (Number(target.held) !== 1) return fail(PARTNER_OUT_OF_SCOPE, 403);
  if (Number(target.agent_status) !== 1) return fail("目标代理商状态异常，不能迁入商户");
  const moving: Row[] = [];
  for (const id of merchantIds) {
    const found = await merchantHeld(ctx, scope, id);
    if (!found) return fail("商户不存在");
    if (!found.held) return fail(PARTNER_OUT_OF_SCOPE, 403);
    if (str(found.row.agent_id) === targetAgentId) return fail("商户已属于目标代理商");
    moving.push(found.row);
  }
  const now = Date.now();
  const operator = ctx.user!.account;
  const byFrom = new Map<string, Row[]>();
  for (const m of moving) byFrom.set(str(m.agent_id), [...(byFrom.get(str(m.agent_id)) ?? []), m]);
  const statements: D1PreparedStatement[] = [];
  let serial = 0;
  for (const [from, merchants] of byFrom) {
    const recordId = newId();
    const stamp = new Date(now + 8 * 3600_000).toISOString().replace(/\D/g, "").slice(0, 14);
    statements.push(
      insertRow(ctx.env.DB, "cloud_agent_migration_record", {
        id: recordId,
        tenant_id: tenantId,
        record_no: `MG${stamp}${String(++serial).padStart(2, "0")}${recordId.slice(-4)}`,
        from_agent_id: from,
        to_agent_id: targetAgentId,
        merchant_count: merchants.length,
        user_count: merchants.filter((m) => m.user_id).length,
        operator,
        remark: remark || null,
        create_time: now,
        is_deleted: 0,
      }),
      ...merchants.map((m) =>
        insertRow(ctx.env.DB, "cloud_merchant_migration_trajectory", {
          id: newId(),
          tenant_id: tenantId,
          record_id: recordId,
          merchant_id: str(m.id),
          from_agent_id: from,
          to_agent_id: targetAgentId,
          operator,
          create_time: now,
        }),
      ),
    );
  }
  statements.push(
    ctx.env.DB.prepare(
      "UPDATE cloud_merchant_info SET agent_id = ?, update_user = ?, update_time = ? WHERE tenant_id = ? AND id IN (SELECT value FROM json_each(?))",
    ).bind(targetAgentId, ctx.user!.userId, now, tenantId, JSON.stringify(moving.map((m) => str(m.id)))),
  );
  await ctx.env.DB.batch(statements);
  return ok({ merchantCount: moving.length, recordCount: byFrom.size }, "迁移成功");
}

export default serveEach(agent.migration, {
  records,
  merchantPage,
  trajectory: trajectoryList,
  exportTrajectory,
  migrate,
});
