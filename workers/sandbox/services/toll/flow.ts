/**
 * cloud-tenant-toll flowCount: each tenant's flow balance and reminder threshold (yuan), and
 * `isPop`, whether the console prompts a top-up (balance below threshold), recomputed on every
 * change. The platform reads and sets every tenant's; a tenant reads its own.
 */
import type { Route, RouteContext } from "../../core/env";
import { fail, formatDate, ok, str, success } from "../../core/http";
import { Where, readListPage } from "../../core/query";
import { newId } from "../../core/ids";
import { field, queryParam } from "../../core/request";
import { platformBody, readTenant } from "./access";
import { canonicalYuan, fenToYuan, yuanToFen } from "../../../../shared/money.ts";
import { type FlowCountRow, toll } from "../../../../shared/contract/index.ts";
import { serveEach } from "../../core/serve";
import { fenSql, yuanSql } from "./money";

interface FlowRow {
  id: string;
  tenant_id: string;
  tenant_name: string | null;
  flow_balance: string;
  threshold: string;
  is_pop: number;
  update_time: number | null;
}

const flowVO = (r: FlowRow): FlowCountRow => ({
  id: r.id,
  tenantId: r.tenant_id,
  tenantName: str(r.tenant_name),
  flowBalance: canonicalYuan(r.flow_balance),
  threshold: canonicalYuan(r.threshold),
  isPop: r.is_pop ? 1 : 0,
  updateTime: formatDate(r.update_time),
});

const SELECT = `SELECT f.*, t.tenant_name FROM cloud_flow_count f LEFT JOIN blade_tenant t ON t.tenant_id = f.tenant_id AND t.is_deleted = 0`;

function flowList(ctx: RouteContext): Promise<Response> {
  const where = new Where("1 = 1").equal("f.tenant_id", readTenant(ctx, queryParam(ctx, "tenantId")) ?? "");
  return readListPage<FlowRow>(ctx, { from: "cloud_flow_count f", rows: SELECT, where, order: "f.tenant_id" }, (rows) =>
    rows.map(flowVO),
  );
}

async function flowDetail(ctx: RouteContext): Promise<Response> {
  const id = ctx.url.pathname.split("/").pop() ?? "";
  const where = new Where("f.id = ?", id).equal("f.tenant_id", readTenant(ctx, null) ?? "");
  const row = await ctx.env.DB.prepare(`${SELECT} ${where.sql}`)
    .bind(...where.binds)
    .first<FlowRow>();
  return row ? ok(flowVO(row)) : fail("流水统计不存在");
}

/** POST flowCount/update {id, flowBalance, threshold}: the platform sets a tenant's figures. */
async function flowUpdate(ctx: RouteContext): Promise<Response> {
  const body = await platformBody(ctx);
  if (body instanceof Response) return body;
  const id = field(body, "id") ?? "";
  const balance = yuanToFen(field(body, "flowBalance"));
  const threshold = yuanToFen(field(body, "threshold"));
  if (balance === null) return fail("流水余额格式不正确");
  if (threshold === null) return fail("提醒阈值格式不正确");
  const result = await ctx.env.DB.prepare(
    "UPDATE cloud_flow_count SET flow_balance = ?, threshold = ?, is_pop = ?, update_user = ?, update_time = ? WHERE id = ?",
  )
    .bind(fenToYuan(balance), fenToYuan(threshold), balance < threshold ? 1 : 0, ctx.user!.userId, Date.now(), id)
    .run();
  return result.meta.changes > 0 ? success() : fail("流水统计不存在");
}

/** GET flowCount/getStateByTenantId: the operator's own tenant's state (another tenant's: none). */
async function flowState(ctx: RouteContext): Promise<Response> {
  const tenantId = queryParam(ctx, "tenantId") ?? ctx.user!.tenantId;
  if (tenantId !== ctx.user!.tenantId) return ok(null);
  const row = await ctx.env.DB.prepare(`${SELECT} WHERE f.tenant_id = ?`).bind(tenantId).first<FlowRow>();
  return ok(row ? flowVO(row) : null);
}

/** GET flowCount/getDetailByDeptId: the flow count of a department's tenant (a dept of the operator's tenant). */
async function flowByDept(ctx: RouteContext): Promise<Response> {
  const deptId = queryParam(ctx, "deptId");
  if (!deptId) return fail("缺少必要的请求参数: deptId");
  const dept = await ctx.env.DB.prepare(
    "SELECT id, tenant_id, dept_name FROM blade_dept WHERE id = ? AND is_deleted = 0",
  )
    .bind(deptId)
    .first<{ id: string; tenant_id: string; dept_name: string }>();
  if (!dept || dept.tenant_id !== ctx.user!.tenantId) return ok(null);
  const row = await ctx.env.DB.prepare(`${SELECT} WHERE f.tenant_id = ?`).bind(dept.tenant_id).first<FlowRow>();
  return ok(row ? { ...flowVO(row), deptId: dept.id, deptName: dept.dept_name } : null);
}

/**
 * The statements that credit `fen` to a tenant's flow once, guarded by a recharge order still in
 * state 0 (run them in one batch, before the statement that moves the order on): a tenant without
 * a flow count gets one; the balance grows and isPop follows the threshold.
 */
export function creditStatements(
  db: D1Database,
  tenantId: string,
  fen: number,
  orderId: string,
  userId: string,
  now: number,
): D1PreparedStatement[] {
  const grown = `(${fenSql("flow_balance")} + ?1)`;
  return [
    db
      .prepare(
        "INSERT OR IGNORE INTO cloud_flow_count (id, tenant_id, is_pop, flow_balance, threshold, update_time) VALUES (?, ?, 1, '0.00', '1000.00', ?)",
      )
      .bind(newId(), tenantId, now),
    db
      .prepare(
        `UPDATE cloud_flow_count SET flow_balance = ${yuanSql(grown)}, is_pop = CASE WHEN ${grown} < ${fenSql("threshold")} THEN 1 ELSE 0 END,
       update_user = ?2, update_time = ?3
       WHERE tenant_id = ?4 AND EXISTS (SELECT 1 FROM cloud_recharge_order WHERE id = ?5 AND order_state = 0)`,
      )
      .bind(fen, userId, now, tenantId, orderId),
  ];
}

export const flowRoutes: Route[] = serveEach(toll.flowCount, {
  list: flowList,
  detail: flowDetail,
  update: flowUpdate,
  getStateByTenantId: flowState,
  getDetailByDeptId: flowByDept,
});
