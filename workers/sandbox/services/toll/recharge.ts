/**
 * cloud-tenant-toll recharge: transfer recharge orders. A tenant's operator creates one for its
 * own tenant (save: orderState 0, payType 1); the platform reads every tenant's and audits them
 * (update: 1 已到账, crediting flowAmount × buyNum once, or 2 已驳回 with a reason). ADR 017.
 */
import { type Route, type RouteContext, operatorName } from "../../core/env";
import { chars, fail, formatDate, ok, parseDateTime, str, success, unreadable } from "../../core/http";
import { newId } from "../../core/ids";
import { Where, readListPage } from "../../core/query";
import { field, intField, jsonBody, queryParam } from "../../core/request";
import { platformBody, readTenant } from "./access";
import { findCombo } from "./combo";
import { creditStatements } from "./flow";
import { runningInstance, startInstance } from "../flow/instances";
import { FLOW_CATEGORY } from "../flow/store";
import { PLATFORM_TENANT_ID } from "../../core/constants";
import { canonicalYuan, fenToYuan, yuanToFen } from "../../../../shared/money.ts";
import { type RechargeRow, toll } from "../../../../shared/contract/index.ts";
import { serveEach } from "../../core/serve";
import { fenSql, ratioText } from "./money";
import { ownFiles } from "../files/purpose";

export const ALREADY_AUDITED = "该订单已审核，请勿重复操作";
/** A direct audit of an order whose approval process runs (ADR 025). */
export const inProcess = (step: string) => `该订单正在审批流程中（当前步骤：${step || "—"}），请在「我的待办」中审批`;
export const MAX_CERTIFICATES = 5;
/** A screenshot that is not one of the tenant's uploaded payment screenshots (ADR 030). */
export const BAD_CERTIFICATE = "付款截图不存在，请重新上传";
export const MAX_BUY_NUM = 10_000;

export interface OrderRow {
  id: string;
  tenant_id: string;
  order_no: string;
  combo_id: string;
  combo_name: string;
  flow_amount: string;
  charge_ratio: string;
  price: string;
  buy_num: number;
  actual_price: string;
  company_name: string;
  bank: string;
  bank_account: string;
  pay_certificate: string;
  pay_type: number;
  order_state: number;
  audit_remark: string | null;
  create_dept: string | null;
  create_user: string | null;
  create_time: number;
  audit_user: string | null;
  audit_time: number | null;
  tenant_name: string | null;
  dept_name: string | null;
  create_user_name: string | null;
  audit_user_name: string | null;
  /** The current step of the order's running approval process (ADR 025), if any. */
  flow_step: string | null;
}

const orderVO = (o: OrderRow): RechargeRow => ({
  id: o.id,
  orderNo: o.order_no,
  tenantId: o.tenant_id,
  tenantName: str(o.tenant_name),
  createDept: str(o.create_dept),
  deptName: str(o.dept_name),
  createUser: str(o.create_user),
  createUserName: str(o.create_user_name),
  comboId: o.combo_id,
  comboName: o.combo_name,
  flowAmount: canonicalYuan(o.flow_amount),
  chargeRatio: o.charge_ratio,
  price: canonicalYuan(o.price),
  buyNum: o.buy_num,
  actualPrice: canonicalYuan(o.actual_price),
  companyName: o.company_name,
  bank: o.bank,
  bankAccount: o.bank_account,
  payCertificate: o.pay_certificate,
  payType: o.pay_type,
  orderState: o.order_state,
  auditRemark: str(o.audit_remark),
  auditUserName: str(o.audit_user_name),
  auditTime: formatDate(o.audit_time),
  createTime: formatDate(o.create_time),
  flowStep: str(o.flow_step),
});

const SELECT = `SELECT o.*, t.tenant_name, d.dept_name, cu.real_name AS create_user_name, au.real_name AS audit_user_name,
  (SELECT ft.step_name FROM cloud_flow_instance fi JOIN cloud_flow_task ft ON ft.instance_id = fi.id AND ft.state = 0
   WHERE fi.business_type = 'recharge' AND fi.business_id = o.id AND fi.state = 0 LIMIT 1) AS flow_step
  FROM cloud_recharge_order o
  LEFT JOIN blade_tenant t ON t.tenant_id = o.tenant_id AND t.is_deleted = 0
  LEFT JOIN blade_dept d ON d.id = o.create_dept
  LEFT JOIN blade_user cu ON cu.id = o.create_user
  LEFT JOIN blade_user au ON au.id = o.audit_user`;

function orderList(ctx: RouteContext): Promise<Response> {
  const where = new Where("o.is_deleted = 0")
    .equal("o.tenant_id", readTenant(ctx, queryParam(ctx, "tenantId")) ?? "")
    .equal("o.order_state", queryParam(ctx, "orderState"))
    .like("o.combo_name", queryParam(ctx, "comboName"))
    .equal("o.order_no", queryParam(ctx, "orderNo"));
  const start = parseDateTime(queryParam(ctx, "startTime"));
  const end = parseDateTime(queryParam(ctx, "endTime"), true);
  if (start !== null) where.add("o.create_time >= ?", start);
  if (end !== null) where.add("o.create_time <= ?", end);
  const min = yuanToFen(queryParam(ctx, "minAmount"));
  const max = yuanToFen(queryParam(ctx, "maxAmount"));
  if (min !== null) where.add(`${fenSql("o.actual_price")} >= ?`, min);
  if (max !== null) where.add(`${fenSql("o.actual_price")} <= ?`, max);
  return readListPage<OrderRow>(
    ctx,
    { from: "cloud_recharge_order o", rows: SELECT, where, order: "o.create_time DESC, o.id DESC" },
    (rows) => rows.map(orderVO),
  );
}

function findOrder(ctx: RouteContext, id: string): Promise<OrderRow | null> {
  const where = new Where("o.id = ? AND o.is_deleted = 0", id).equal("o.tenant_id", readTenant(ctx, null) ?? "");
  return ctx.env.DB.prepare(`${SELECT} ${where.sql}`)
    .bind(...where.binds)
    .first<OrderRow>();
}

async function orderDetail(ctx: RouteContext): Promise<Response> {
  const row = await findOrder(ctx, ctx.url.pathname.split("/").pop() ?? "");
  return row ? ok(orderVO(row)) : fail("充值订单不存在");
}

/** Payment screenshots: comma-joined references (ADR 030), each the id of one of the tenant's payment attachments. */
function certificates(raw: string | null): string[] {
  return (raw ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

/** CZ + yyyyMMddHHmmss (GMT+8) + 4 random digits. */
function orderNo(now: number): string {
  return `CZ${formatDate(now).replace(/\D/g, "")}${String(Math.floor(Math.random() * 10_000)).padStart(4, "0")}`;
}

/** POST recharge/save: the tenant's transfer order, checked field by field against the combo and the company config. */
async function orderSave(ctx: RouteContext): Promise<Response> {
  const body = await jsonBody(ctx.req, { exactLongNumbers: true });
  if (!body) return unreadable();
  const user = ctx.user!;
  const combo = await findCombo(ctx.env.DB, field(body, "comboId") ?? "");
  if (!combo || combo.status !== 1) return fail("套餐不存在或已下架");
  if (
    field(body, "comboName") !== combo.combo_name ||
    yuanToFen(field(body, "flowAmount")) !== yuanToFen(combo.flow_amount) ||
    yuanToFen(field(body, "price")) !== yuanToFen(combo.price) ||
    ratioText(field(body, "chargeRatio")) !== combo.charge_ratio
  ) {
    return fail("套餐信息已变更，请刷新后重新下单");
  }
  const buyNum = intField(body, "buyNum");
  if (buyNum === undefined || Number.isNaN(buyNum) || buyNum < 1 || buyNum > MAX_BUY_NUM) return fail("购买数量不正确");
  const amount = yuanToFen(combo.price)! * buyNum;
  if (yuanToFen(field(body, "actualPrice")) !== amount) return fail("订单金额不正确");
  const companyName = field(body, "companyName") ?? "";
  const bankAccount = field(body, "bankAccount") ?? "";
  const bank = field(body, "bank") ?? "";
  const company = await ctx.env.DB.prepare(
    "SELECT id FROM cloud_company_config WHERE company_name = ? AND bank_account = ? AND bank = ? AND status = 1 AND is_deleted = 0",
  )
    .bind(companyName, bankAccount, bank)
    .first<string>("id");
  if (!company) return fail("收款账户已变更，请刷新后重试");
  const links = certificates(field(body, "payCertificate"));
  if (!links.length) return fail("请上传付款截图");
  if (links.length > MAX_CERTIFICATES) return fail("付款截图仅支持上传5张");
  if (!(await ownFiles(ctx.env.DB, user.tenantId, links, "payment"))) return fail(BAD_CERTIFICATE);
  if ((intField(body, "orderState") ?? 0) !== 0) return fail("订单状态不正确");
  if ((intField(body, "payType") ?? 1) !== 1) return fail("付款方式不正确");
  const dept = field(body, "createDept") || user.deptId.split(",")[0]!;
  if (!user.deptId.split(",").includes(dept)) return fail("无权操作", 403);
  const now = Date.now();
  const id = newId();
  const number = orderNo(now);
  await ctx.env.DB.prepare(
    `INSERT INTO cloud_recharge_order (id, tenant_id, order_no, combo_id, combo_name, flow_amount, charge_ratio, price, buy_num, actual_price,
       company_name, bank, bank_account, pay_certificate, pay_type, order_state, create_dept, create_user, create_time, is_deleted)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, 0, ?, ?, ?, 0)`,
  )
    .bind(
      id,
      user.tenantId,
      number,
      combo.id,
      combo.combo_name,
      combo.flow_amount,
      combo.charge_ratio,
      combo.price,
      buyNum,
      fenToYuan(amount),
      companyName,
      bank,
      bankAccount,
      links.join(","),
      dept,
      user.userId,
      now,
    )
    .run();
  // The platform approves it through 充值订单审核 when such a process is active (ADR 025), else by 审核 as before.
  await startInstance(
    ctx.env.DB,
    PLATFORM_TENANT_ID,
    FLOW_CATEGORY.recharge,
    { type: "recharge", id, label: number },
    { id: user.userId, name: operatorName(user) },
  );
  return success();
}

/**
 * The audit's write, shared by recharge/update and the work-flow's last step (ADR 025): 1 confirms
 * (credits flowAmount × buyNum once, in one batch with the state change), 2 rejects with the
 * reason. Guarded on orderState 0: false when the order was audited already.
 */
export async function settleOrder(
  db: D1Database,
  order: Pick<OrderRow, "id" | "tenant_id" | "flow_amount" | "buy_num">,
  state: 1 | 2,
  remark: string,
  user: string,
  now: number,
): Promise<boolean> {
  if (state === 1) {
    const credit = yuanToFen(order.flow_amount)! * order.buy_num;
    const results = await db.batch([
      ...creditStatements(db, order.tenant_id, credit, order.id, user, now),
      db
        .prepare(
          "UPDATE cloud_recharge_order SET order_state = 1, audit_remark = ?, audit_user = ?, audit_time = ? WHERE id = ? AND order_state = 0",
        )
        .bind(remark || null, user, now, order.id),
    ]);
    return results.at(-1)!.meta.changes > 0;
  }
  const result = await db
    .prepare(
      "UPDATE cloud_recharge_order SET order_state = 2, audit_remark = ?, audit_user = ?, audit_time = ? WHERE id = ? AND order_state = 0",
    )
    .bind(remark, user, now, order.id)
    .run();
  return result.meta.changes > 0;
}

/** An order by id, whatever its tenant (the work-flow's approver is the platform). */
export function orderById(db: D1Database, id: string): Promise<OrderRow | null> {
  return db.prepare(`${SELECT} WHERE o.id = ? AND o.is_deleted = 0`).bind(id).first<OrderRow>();
}

/** POST recharge/update {id, orderState, auditRemark}: the platform confirms (credits once) or rejects; not while an approval process runs. */
async function orderAudit(ctx: RouteContext): Promise<Response> {
  const body = await platformBody(ctx);
  if (body instanceof Response) return body;
  const order = await findOrder(ctx, field(body, "id") ?? "");
  if (!order) return fail("充值订单不存在");
  if (order.order_state !== 0) return fail(ALREADY_AUDITED);
  const running = await runningInstance(ctx.env.DB, "recharge", order.id);
  if (running) return fail(inProcess(running.stepName));
  const state = intField(body, "orderState");
  const remark = field(body, "auditRemark") ?? "";
  if (state === 2) {
    if (!remark) return fail("请填写驳回原因");
    if (chars(remark) > 200) return fail("驳回原因不能超过200个字符");
  }
  if (state !== 1 && state !== 2) return fail("审核状态不正确");
  return (await settleOrder(ctx.env.DB, order, state, remark, ctx.user!.userId, Date.now()))
    ? success()
    : fail(ALREADY_AUDITED);
}

export const rechargeRoutes: Route[] = serveEach(toll.recharge, {
  list: orderList,
  detail: orderDetail,
  save: orderSave,
  update: orderAudit,
});
