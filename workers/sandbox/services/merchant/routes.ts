import { updateIds } from "../../core/db";
/**
 * cloud-merchant's merchants (merchant.mrcInfo.*): 商户列表 and the remote
 * merchant search-select (getMrcByNameOrNo), detail, submit/save/update, updateStatus, remove;
 * the split-account configuration and the network-entry status are in sub.ts. Everything goes through the partner
 * data scope (core/partner-scope.ts, ADR 016): a row outside answers 403 无权访问该数据.
 *
 * Records carry agentId, agentName, agentNo, agentPath (the owning agent's path from the top)
 * and merchantId (= id), so the console checks the scope again.
 */
import { type Route, type RouteContext, operatorName } from "../../core/env";
import { fail, ok, str, success, unreadable } from "../../core/http";
import { newId } from "../../core/ids";
import { orderBy, readListPage } from "../../core/query";
import { field, idList, jsonBody, readParams } from "../../core/request";
import {
  agentCondition,
  type Condition,
  PARTNER_OUT_OF_SCOPE,
  type PartnerScope,
  partnerScope,
} from "../../core/partner-scope";
import { FROM, heldMerchant, merchantRecord, type Row, SELECT, scopedWhere, findMerchant } from "./records";
import { merchantSubRoutes } from "./sub";
import { MERCHANT_ERRORS, type MerchantFields, checkMerchant } from "./validate";
// 商户入网审核 through the work-flow (ADR 025).
import { activeDefinition, runningInstance, startStatements } from "../flow/instances";
import { FLOW_CATEGORY } from "../flow/store";
import { serveEach } from "../../core/serve";
import { merchant } from "../../../../shared/contract/index.ts";

const SORTABLE = {
  merchantNo: "m.merchant_no",
  merchantFullName: "m.merchant_full_name",
  merchantStatus: "m.merchant_status",
  regStatus: "m.reg_status",
  createTime: "m.create_time",
};

/** The list / search: keyword (name, short name or number), merchantStatus, regStatus, agentId; current/size; ascs/descs. */
async function list(ctx: RouteContext): Promise<Response> {
  const q = ctx.url.searchParams;
  const scope = await partnerScope(ctx);
  const where = scopedWhere(ctx, scope);
  const keyword = (q.get("keyword") ?? q.get("keyWord") ?? q.get("searchStr") ?? "").trim().slice(0, 100);
  where.keyword(["m.merchant_full_name", "m.merchant_short_name"], ["m.merchant_no"], keyword);
  for (const [param, column] of [
    ["merchantStatus", "m.merchant_status"],
    ["regStatus", "m.reg_status"],
    ["merchantType", "m.merchant_type"],
  ] as const) {
    const value = (q.get(param) ?? "").trim();
    if (/^\d{1,9}$/.test(value)) where.add(`${column} = ?`, Number(value));
  }
  const agentId = (q.get("agentId") ?? "").trim();
  if (/^\d{1,19}$/.test(agentId)) where.add("m.agent_id = ?", agentId);
  const order = orderBy(ctx.url, SORTABLE, "m.merchant_no ASC, m.id ASC", false);
  return readListPage<Row>(
    ctx,
    { from: "cloud_merchant_info m", rows: `SELECT ${SELECT} FROM ${FROM}`, where, order },
    (rows) => rows.map(merchantRecord),
  );
}

async function detail(ctx: RouteContext): Promise<Response> {
  const row = await heldMerchant(ctx, ctx.url.searchParams.get("id"));
  return row instanceof Response ? row : ok(merchantRecord(row));
}

/** May the scope place a merchant under this agent? A merchant's operator never creates. */
async function agentHeld(ctx: RouteContext, scope: PartnerScope, agentId: string): Promise<"ok" | "missing" | "out"> {
  const c: Condition = agentCondition(scope, "a");
  const row = await ctx.env.DB.prepare(
    `SELECT (${c.sql}) AS held FROM cloud_agent_info a WHERE a.tenant_id = ? AND a.id = ? AND a.is_deleted = 0`,
  )
    .bind(...c.binds, ctx.user!.tenantId, agentId)
    .first<{ held: number }>();
  return !row ? "missing" : row.held ? "ok" : "out";
}

const COLUMNS: Record<keyof MerchantFields, string> = {
  merchantFullName: "merchant_full_name",
  merchantShortName: "merchant_short_name",
  merchantType: "merchant_type",
  agentId: "agent_id",
  linkMan: "link_man",
  mobile: "mobile",
  linkEmail: "link_email",
  mcc: "mcc",
  legalPerson: "legal_person",
  licenceNo: "licence_no",
  address: "address",
  settleAccountName: "settle_account_name",
  settleCardNo: "settle_card_no",
  settleBankName: "settle_bank_name",
  remark: "remark",
};

/** submit / save (create, or update with an id) and update (id required). */
function save(mode: "saveOrUpdate" | "update") {
  return async (ctx: RouteContext): Promise<Response> => {
    const body = await jsonBody(ctx.req, { exactLongNumbers: true });
    if (!body) return unreadable();
    const id = field(body, "id") || null;
    if (mode === "update" && !id) return fail(MERCHANT_ERRORS.idRequired);
    const scope = await partnerScope(ctx);
    let existing: Row | null = null;
    if (id) {
      const found = await findMerchant(ctx, scope, id);
      if (!found.row) return fail(MERCHANT_ERRORS.notFound);
      if (!found.held) return fail(PARTNER_OUT_OF_SCOPE, 403);
      existing = found.row;
    } else if (scope.kind === "merchant") {
      return fail(PARTNER_OUT_OF_SCOPE, 403);
    }
    const checked = checkMerchant(body, existing);
    if (typeof checked === "string") return fail(checked);
    if (!existing || checked.agentId !== str(existing.agent_id)) {
      // A merchant's operator may not move its merchant; an agent's only within its subtree.
      if (scope.kind === "merchant") return fail(PARTNER_OUT_OF_SCOPE, 403);
      const agent = await agentHeld(ctx, scope, checked.agentId);
      if (agent === "missing") return fail(MERCHANT_ERRORS.agentMissing);
      if (agent === "out") return fail(PARTNER_OUT_OF_SCOPE, 403);
    }
    const tenant = ctx.user!.tenantId;
    const now = Date.now();
    const duplicate = await ctx.env.DB.prepare(
      "SELECT id FROM cloud_merchant_info WHERE tenant_id = ? AND merchant_full_name = ? AND is_deleted = 0 AND id <> ?",
    )
      .bind(tenant, checked.merchantFullName, id ?? "")
      .first<string>("id");
    if (duplicate) return fail(MERCHANT_ERRORS.nameTaken);
    const columns = Object.keys(COLUMNS) as (keyof MerchantFields)[];
    if (existing) {
      await ctx.env.DB.prepare(
        `UPDATE cloud_merchant_info SET ${columns.map((k) => `${COLUMNS[k]} = ?`).join(", ")}, update_user = ?, update_time = ? WHERE tenant_id = ? AND id = ?`,
      )
        .bind(...columns.map((k) => checked[k]), ctx.user!.userId, now, tenant, id)
        .run();
      return success();
    }
    const max = await ctx.env.DB.prepare(
      "SELECT MAX(CAST(substr(merchant_no, 2) AS INTEGER)) AS n FROM cloud_merchant_info WHERE tenant_id = ?",
    )
      .bind(tenant)
      .first<number>("n");
    const merchantNo = `M${Math.max(10000000, max ?? 0) + 1}`;
    // With an active 商户入网审核 process the merchant waits (0 待审核) for its approval (ADR 025); else it is 正常 at once.
    const definition = await activeDefinition(ctx.env.DB, tenant, FLOW_CATEGORY.merchant);
    const merchantId = newId();
    await ctx.env.DB.prepare(
      `INSERT INTO cloud_merchant_info (id, tenant_id, merchant_no, ${columns.map((k) => COLUMNS[k]).join(", ")}, merchant_status, reg_status, ` +
        `create_user, create_dept, create_time, update_user, update_time, is_deleted) VALUES (?, ?, ?, ${columns.map(() => "?").join(", ")}, ?, 0, ?, ?, ?, ?, ?, 0)`,
    )
      .bind(
        merchantId,
        tenant,
        merchantNo,
        ...columns.map((k) => checked[k]),
        definition ? 0 : 1,
        ctx.user!.userId,
        ctx.user!.deptId,
        now,
        ctx.user!.userId,
        now,
      )
      .run();
    if (definition) {
      const business = {
        type: "merchant" as const,
        id: merchantId,
        label: `${merchantNo} ${checked.merchantFullName}`,
      };
      await ctx.env.DB.batch(
        startStatements(
          ctx.env.DB,
          tenant,
          definition,
          business,
          { id: ctx.user!.userId, name: operatorName(ctx.user!) },
          now,
        ),
      );
    }
    return success();
  };
}

/** The values of dict-biz merchant_status (0 待审核, 1 正常, 2 冻结, 3 注销, 4 审核驳回). */
const MERCHANT_STATUSES = ["0", "1", "2", "3", "4"];

async function updateStatus(ctx: RouteContext): Promise<Response> {
  const params = await readParams(ctx.req, ctx.url);
  let id = (params.get("id") ?? "").trim();
  let status = (params.get("merchantStatus") ?? "").trim();
  if (!id && (ctx.req.headers.get("content-type") ?? "").includes("json")) {
    const body = await jsonBody(ctx.req, { exactLongNumbers: true });
    if (!body) return unreadable();
    id = field(body, "id") ?? "";
    status = field(body, "merchantStatus") ?? "";
  }
  if (!id) return fail(MERCHANT_ERRORS.idRequired);
  if (!MERCHANT_STATUSES.includes(status)) return fail(MERCHANT_ERRORS.badStatus);
  const row = await heldMerchant(ctx, id);
  if (row instanceof Response) return row;
  const running = await runningInstance(ctx.env.DB, "merchant", id);
  if (running) return fail(`该商户正在入网审批流程中（当前步骤：${running.stepName || "—"}），请在「我的待办」中审批`);
  await ctx.env.DB.prepare(
    "UPDATE cloud_merchant_info SET merchant_status = ?, update_user = ?, update_time = ? WHERE tenant_id = ? AND id = ?",
  )
    .bind(Number(status), ctx.user!.userId, Date.now(), ctx.user!.tenantId, id)
    .run();
  return success();
}

/** remove?ids=: every id must be held; a merchant with live stores is kept. A merchant's operator removes nothing. */
async function remove(ctx: RouteContext): Promise<Response> {
  const params = await readParams(ctx.req, ctx.url);
  const ids = idList(params.get("ids"));
  if (ids.length === 0) return fail(MERCHANT_ERRORS.idRequired);
  const scope = await partnerScope(ctx);
  if (scope.kind === "merchant") return fail(PARTNER_OUT_OF_SCOPE, 403);
  for (const id of ids) {
    const found = await findMerchant(ctx, scope, id);
    if (!found.row) return fail(MERCHANT_ERRORS.notFound);
    if (!found.held) return fail(PARTNER_OUT_OF_SCOPE, 403);
  }
  const stores = await ctx.env.DB.prepare(
    "SELECT COUNT(*) AS n FROM cloud_store_info WHERE tenant_id = ? AND is_deleted = 0 AND merchant_id IN (SELECT value FROM json_each(?))",
  )
    .bind(ctx.user!.tenantId, JSON.stringify(ids))
    .first<number>("n");
  if (stores) return fail(MERCHANT_ERRORS.hasStores);
  const deleted = { is_deleted: 1, update_user: ctx.user!.userId, update_time: Date.now() };
  await updateIds(ctx.env.DB, "cloud_merchant_info", deleted, ctx.user!.tenantId, ids).run();
  return success();
}

export default [
  ...serveEach(merchant.mrcInfo, {
    search: list,
    list,
    detail,
    submit: save("saveOrUpdate"),
    update: save("update"),
    updateStatus,
    remove,
  }),
  ...merchantSubRoutes,
] satisfies Route[];
