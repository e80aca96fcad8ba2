/**
 * cloud-merchant's merchants (/api/cloud-merchant/mrc/mrcinfo/...): 商户列表 and the remote
 * merchant search-select (getMrcByNameOrNo), detail, submit/save/update, updateStatus, remove,
 * the split-account configuration (sub/page, sub/detail, sub/save) and the network-entry status
 * at channels and banks (channelStatus, bankChannelStatus). Everything goes through the partner
 * data scope (core/partner-scope.ts, ADR 016): a row outside answers 403 无权访问该数据.
 *
 * Records carry agentId, agentName, agentNo, agentPath (the owning agent's path from the top)
 * and merchantId (= id), so the console checks the scope again.
 */
import type { Route, RouteContext } from "../../core/env";
import { fail, formatDate, num, ok, str, success, unreadable } from "../../core/http";
import { newId } from "../../core/ids";
import { orderBy, readPage, Where } from "../../core/query";
import { field, idList, jsonBody, readParams } from "../../core/request";
import { agentCondition, agentPathSql, type Condition, merchantCondition, PARTNER_OUT_OF_SCOPE, type PartnerScope, partnerScope } from "../../core/partner-scope";
import { CHANNELS } from "../channel/catalogue";
import { MERCHANT_ERRORS, type MerchantFields, checkMerchant, checkSub, type SubConfig } from "./validate";

type Row = Record<string, unknown>;

const FROM =
  "cloud_merchant_info m LEFT JOIN cloud_agent_info a ON a.id = m.agent_id AND a.tenant_id = m.tenant_id AND a.is_deleted = 0";
const SELECT = `m.*, a.agent_name, a.agent_no, ${agentPathSql("a")} AS agent_path`;

const SORTABLE = {
  merchantNo: "m.merchant_no",
  merchantFullName: "m.merchant_full_name",
  merchantStatus: "m.merchant_status",
  regStatus: "m.reg_status",
  createTime: "m.create_time",
};

/** A merchant as the list, search and detail answer it. */
export function merchantRecord(r: Row) {
  return {
    id: str(r.id),
    merchantId: str(r.id),
    merchantNo: str(r.merchant_no),
    merchantFullName: str(r.merchant_full_name),
    merchantShortName: str(r.merchant_short_name),
    merchantType: num(r.merchant_type),
    merchantStatus: num(r.merchant_status),
    regStatus: num(r.reg_status),
    agentId: str(r.agent_id),
    agentName: str(r.agent_name),
    agentNo: str(r.agent_no),
    agentPath: str(r.agent_path),
    linkMan: str(r.link_man),
    mobile: str(r.mobile),
    linkEmail: str(r.link_email),
    mcc: str(r.mcc),
    legalPerson: str(r.legal_person),
    licenceNo: str(r.licence_no),
    address: str(r.address),
    settleAccountName: str(r.settle_account_name),
    settleCardNo: str(r.settle_card_no),
    settleBankName: str(r.settle_bank_name),
    remark: str(r.remark),
    createTime: formatDate(r.create_time as number | null),
    updateTime: formatDate(r.update_time as number | null),
  };
}

function scopedWhere(ctx: RouteContext, scope: PartnerScope): Where {
  const where = new Where("m.tenant_id = ? AND m.is_deleted = 0", ctx.user!.tenantId);
  const c = merchantCondition(scope, "m");
  return where.add(c.sql, ...c.binds);
}

/** The list / search: keyword (name, short name or number), merchantStatus, regStatus, agentId; current/size; ascs/descs. */
async function list(ctx: RouteContext): Promise<Response> {
  const q = ctx.url.searchParams;
  const scope = await partnerScope(ctx);
  const where = scopedWhere(ctx, scope);
  const keyword = (q.get("keyword") ?? q.get("keyWord") ?? q.get("searchStr") ?? "").trim().slice(0, 100);
  where.keyword(["m.merchant_full_name", "m.merchant_short_name"], ["m.merchant_no"], keyword);
  for (const [param, column] of [["merchantStatus", "m.merchant_status"], ["regStatus", "m.reg_status"], ["merchantType", "m.merchant_type"]] as const) {
    const value = (q.get(param) ?? "").trim();
    if (/^\d{1,9}$/.test(value)) where.add(`${column} = ?`, Number(value));
  }
  const agentId = (q.get("agentId") ?? "").trim();
  if (/^\d{1,19}$/.test(agentId)) where.add("m.agent_id = ?", agentId);
  const order = orderBy(ctx.url, SORTABLE, "m.merchant_no ASC, m.id ASC", false);
  return readPage<Row>(
    ctx,
    { count: `SELECT COUNT(*) AS n FROM cloud_merchant_info m ${where.sql}`, rows: `SELECT ${SELECT} FROM ${FROM} ${where.sql} ORDER BY ${order}`, binds: where.binds },
    (rows) => rows.map(merchantRecord),
  );
}

/** The live merchant row (with its agent) whatever the scope, and whether the scope holds it. */
async function findMerchant(ctx: RouteContext, scope: PartnerScope, id: string): Promise<{ row: Row | null; held: boolean }> {
  if (!/^\d{1,19}$/.test(id)) return { row: null, held: false };
  const c = merchantCondition(scope, "m");
  const row = await ctx.env.DB.prepare(`SELECT ${SELECT}, (${c.sql}) AS held FROM ${FROM} WHERE m.tenant_id = ? AND m.id = ? AND m.is_deleted = 0`)
    .bind(...c.binds, ctx.user!.tenantId, id)
    .first<Row>();
  return { row, held: Boolean(row?.held) };
}

/** The merchant a request names (`id` or `merchantId`), or the refusal to answer. */
async function heldMerchant(ctx: RouteContext, id: string | null): Promise<Row | Response> {
  const scope = await partnerScope(ctx);
  const { row, held } = await findMerchant(ctx, scope, id ?? "");
  if (!row) return fail(MERCHANT_ERRORS.notFound);
  if (!held) return fail(PARTNER_OUT_OF_SCOPE, 403);
  return row;
}

async function detail(ctx: RouteContext): Promise<Response> {
  const row = await heldMerchant(ctx, ctx.url.searchParams.get("id"));
  return row instanceof Response ? row : ok(merchantRecord(row));
}

/** May the scope place a merchant under this agent? A merchant's operator never creates. */
async function agentHeld(ctx: RouteContext, scope: PartnerScope, agentId: string): Promise<"ok" | "missing" | "out"> {
  const c: Condition = agentCondition(scope, "a");
  const row = await ctx.env.DB.prepare(`SELECT (${c.sql}) AS held FROM cloud_agent_info a WHERE a.tenant_id = ? AND a.id = ? AND a.is_deleted = 0`)
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
    const duplicate = await ctx.env.DB.prepare("SELECT id FROM cloud_merchant_info WHERE tenant_id = ? AND merchant_full_name = ? AND is_deleted = 0 AND id <> ?")
      .bind(tenant, checked.merchantFullName, id ?? "")
      .first<string>("id");
    if (duplicate) return fail(MERCHANT_ERRORS.nameTaken);
    const columns = Object.keys(COLUMNS) as (keyof MerchantFields)[];
    if (existing) {
      await ctx.env.DB.prepare(`UPDATE cloud_merchant_info SET ${columns.map((k) => `${COLUMNS[k]} = ?`).join(", ")}, update_user = ?, update_time = ? WHERE tenant_id = ? AND id = ?`)
        .bind(...columns.map((k) => checked[k]), ctx.user!.userId, now, tenant, id)
        .run();
      return success();
    }
    const max = await ctx.env.DB.prepare("SELECT MAX(CAST(substr(merchant_no, 2) AS INTEGER)) AS n FROM cloud_merchant_info WHERE tenant_id = ?").bind(tenant).first<number>("n");
    const merchantNo = `M${Math.max(10000000, max ?? 0) + 1}`;
    await ctx.env.DB.prepare(
      `INSERT INTO cloud_merchant_info (id, tenant_id, merchant_no, ${columns.map((k) => COLUMNS[k]).join(", ")}, merchant_status, reg_status, ` +
        `create_user, create_dept, create_time, update_user, update_time, is_deleted) VALUES (?, ?, ?, ${columns.map(() => "?").join(", ")}, 1, 0, ?, ?, ?, ?, ?, 0)`,
    )
      .bind(newId(), tenant, merchantNo, ...columns.map((k) => checked[k]), ctx.user!.userId, ctx.user!.deptId, now, ctx.user!.userId, now)
      .run();
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
  await ctx.env.DB.prepare("UPDATE cloud_merchant_info SET merchant_status = ?, update_user = ?, update_time = ? WHERE tenant_id = ? AND id = ?")
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
  const stores = await ctx.env.DB.prepare("SELECT COUNT(*) AS n FROM cloud_store_info WHERE tenant_id = ? AND is_deleted = 0 AND merchant_id IN (SELECT value FROM json_each(?))")
    .bind(ctx.user!.tenantId, JSON.stringify(ids))
    .first<number>("n");
  if (stores) return fail(MERCHANT_ERRORS.hasStores);
  await ctx.env.DB.prepare("UPDATE cloud_merchant_info SET is_deleted = 1, update_user = ?, update_time = ? WHERE tenant_id = ? AND id IN (SELECT value FROM json_each(?))")
    .bind(ctx.user!.userId, Date.now(), ctx.user!.tenantId, JSON.stringify(ids))
    .run();
  return success();
}

/* Split-account configuration (分账配置). */

function subRecord(merchant: Row, sub: Row | null) {
  let receivers: unknown[] = [];
  try {
    receivers = sub ? (JSON.parse(String(sub.receivers ?? "[]")) as unknown[]) : [];
  } catch {
    receivers = [];
  }
  return {
    id: sub ? str(sub.id) : "",
    merchantId: str(merchant.id),
    merchantNo: str(merchant.merchant_no),
    merchantFullName: str(merchant.merchant_full_name),
    agentId: str(merchant.agent_id),
    agentName: str(merchant.agent_name),
    agentPath: str(merchant.agent_path),
    subSwitch: sub ? num(sub.sub_switch) : 0,
    subMode: sub ? num(sub.sub_mode) : 1,
    receivers,
    updateTime: sub ? formatDate(sub.update_time as number | null) : "",
  };
}

/** Merchants with their split state: keyword, subSwitch (0/1; 0 includes never configured), current/size. */
async function subPage(ctx: RouteContext): Promise<Response> {
  const q = ctx.url.searchParams;
  const scope = await partnerScope(ctx);
  const where = scopedWhere(ctx, scope);
  const keyword = (q.get("keyword") ?? "").trim().slice(0, 100);
  where.keyword(["m.merchant_full_name"], ["m.merchant_no"], keyword);
  const subSwitch = (q.get("subSwitch") ?? "").trim();
  if (subSwitch === "1") where.add("s.sub_switch = 1");
  else if (subSwitch === "0") where.add("COALESCE(s.sub_switch, 0) = 0");
  const from = `${FROM} LEFT JOIN cloud_merchant_sub s ON s.tenant_id = m.tenant_id AND s.merchant_id = m.id`;
  const order = orderBy(ctx.url, { merchantNo: "m.merchant_no", updateTime: "s.update_time" }, "m.merchant_no ASC, m.id ASC", false);
  return readPage<Row>(
    ctx,
    {
      count: `SELECT COUNT(*) AS n FROM cloud_merchant_info m LEFT JOIN cloud_merchant_sub s ON s.tenant_id = m.tenant_id AND s.merchant_id = m.id ${where.sql}`,
      rows: `SELECT ${SELECT}, s.id AS sub_id, s.sub_switch, s.sub_mode, s.receivers, s.update_time AS sub_update_time FROM ${from} ${where.sql} ORDER BY ${order}`,
      binds: where.binds,
    },
    (rows) =>
      rows.map((r) => {
        const sub = r.sub_id ? { id: r.sub_id, sub_switch: r.sub_switch, sub_mode: r.sub_mode, receivers: r.receivers, update_time: r.sub_update_time } : null;
        const record = subRecord(r, sub);
        return { ...record, id: str(r.id), receiverCount: record.receivers.length };
      }),
  );
}

async function loadSub(ctx: RouteContext, merchantId: string): Promise<Row | null> {
  return ctx.env.DB.prepare("SELECT * FROM cloud_merchant_sub WHERE tenant_id = ? AND merchant_id = ?").bind(ctx.user!.tenantId, merchantId).first<Row>();
}

async function subDetail(ctx: RouteContext): Promise<Response> {
  const merchant = await heldMerchant(ctx, ctx.url.searchParams.get("merchantId"));
  if (merchant instanceof Response) return merchant;
  return ok(subRecord(merchant, await loadSub(ctx, str(merchant.id))));
}

async function subSave(ctx: RouteContext): Promise<Response> {
  const body = await jsonBody(ctx.req, { exactLongNumbers: true });
  if (!body) return unreadable();
  const merchant = await heldMerchant(ctx, field(body, "merchantId"));
  if (merchant instanceof Response) return merchant;
  const checked: SubConfig | string = checkSub(body);
  if (typeof checked === "string") return fail(checked);
  const now = Date.now();
  await ctx.env.DB.prepare(
    "INSERT INTO cloud_merchant_sub (id, tenant_id, merchant_id, sub_switch, sub_mode, receivers, create_user, create_time, update_user, update_time) " +
      "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (tenant_id, merchant_id) DO UPDATE SET sub_switch = excluded.sub_switch, " +
      "sub_mode = excluded.sub_mode, receivers = excluded.receivers, update_user = excluded.update_user, update_time = excluded.update_time",
  )
    .bind(newId(), ctx.user!.tenantId, str(merchant.id), checked.subSwitch, checked.subMode, JSON.stringify(checked.receivers), ctx.user!.userId, now, ctx.user!.userId, now)
    .run();
  return success();
}

/* Network-entry status (入网状态). */

function entryStatus(kind: 1 | 2) {
  return async (ctx: RouteContext): Promise<Response> => {
    const merchant = await heldMerchant(ctx, ctx.url.searchParams.get("merchantId"));
    if (merchant instanceof Response) return merchant;
    const { results } = await ctx.env.DB.prepare(
      "SELECT * FROM cloud_merchant_channel_reg WHERE tenant_id = ? AND merchant_id = ? AND kind = ? ORDER BY channel_code",
    )
      .bind(ctx.user!.tenantId, str(merchant.id), kind)
      .all<Row>();
    const channelType = (code: string) => CHANNELS.find((c) => c.code === code)?.type ?? "";
    return ok({
      merchantId: str(merchant.id),
      merchantNo: str(merchant.merchant_no),
      merchantFullName: str(merchant.merchant_full_name),
      agentPath: str(merchant.agent_path),
      regStatus: num(merchant.reg_status),
      records: results.map((r) => ({
        id: str(r.id),
        channelCode: str(r.channel_code),
        channelName: str(r.channel_name),
        channelType: kind === 1 ? channelType(str(r.channel_code)) : "",
        channelMchNo: str(r.channel_mch_no),
        regStatus: num(r.reg_status),
        applyTime: formatDate(r.apply_time as number | null),
        regTime: formatDate(r.reg_time as number | null),
        rejectReason: str(r.reject_reason),
      })),
    });
  };
}

const MRC = "/api/cloud-merchant/mrc/mrcinfo";

export const merchantRoutes: Route[] = [
  { methods: ["GET"], path: `${MRC}/getMrcByNameOrNo`, handler: list },
  { methods: ["GET"], path: `${MRC}/page`, handler: list },
  { methods: ["GET"], path: `${MRC}/list`, handler: list },
  { methods: ["GET"], path: `${MRC}/detail`, handler: detail },
  { methods: ["POST"], path: `${MRC}/submit`, handler: save("saveOrUpdate") },
  { methods: ["POST"], path: `${MRC}/save`, handler: save("saveOrUpdate") },
  { methods: ["POST"], path: `${MRC}/update`, handler: save("update") },
  { methods: ["POST"], path: `${MRC}/updateStatus`, handler: updateStatus },
  { methods: ["POST"], path: `${MRC}/remove`, handler: remove },
  { methods: ["GET"], path: `${MRC}/sub/page`, handler: subPage },
  { methods: ["GET"], path: `${MRC}/sub/detail`, handler: subDetail },
  { methods: ["POST"], path: `${MRC}/sub/save`, handler: subSave },
  { methods: ["GET"], path: `${MRC}/channelStatus`, handler: entryStatus(1) },
  { methods: ["GET"], path: `${MRC}/bankChannelStatus`, handler: entryStatus(2) },
];
