/**
 * 门店 and 收银员 (merchant.store.*, merchant.storeMen.*): the remote searches (moved from
 * business-search, same answers plus merchantName and agentPath), the store list, detail, submit,
 * updateStatus and remove, the cashiers' list, detail, submit and remove, and one store's split
 * config (split/detail, split/submit, split/page). Every read and change goes through the caller's
 * partner scope (ADR 016): a row outside it answers R.fail(无权访问该数据) with code 403. Bad input
 * answers R.fail with the reason (HTTP 200), never a 500.
 */
import { insertRow, createdBy, updateRow } from "../../core/db";
import type { Route, RouteContext } from "../../core/env";
import { fail, ok, success } from "../../core/http";
import { newId } from "../../core/ids";
import { mobileError } from "../../core/mobile";
import { ownedByMerchantCondition, partnerScope } from "../../core/partner-scope";
import { orderBy, Where, readListPage } from "../../core/query";
import { field, idList, jsonBody, readParams } from "../../core/request";
import {
  heldMerchant,
  loadStore,
  loadStoreMen,
  MEN_FROM,
  MEN_SELECT,
  outOfScope,
  type Row,
  STORE_FROM,
  STORE_SELECT,
  storeMenRecord,
  storeRecord,
} from "./records";
import { splitDetail, splitPage, splitSubmit } from "./split";
import { serveEach } from "../../core/serve";
import { merchant } from "../../../../shared/contract/index.ts";

/** A trimmed text field within `max` characters: the value, or a Response naming the problem. */
export function textField(
  body: Record<string, unknown>,
  key: string,
  label: string,
  max: number,
  required = false,
): string | Response {
  const value = field(body, key) ?? "";
  if (required && !value) return fail(`${label}不能为空`);
  if ([...value].length > max) return fail(`${label}不能超过${max}个字符`);
  return value;
}

export function mobileField(body: Record<string, unknown>, key = "mobile"): string | Response {
  const value = field(body, key) ?? "";
  const problem = mobileError(value);
  return problem ? fail(problem) : value;
}

/* Lists and searches. */

interface ListSpec {
  from: string;
  select: string;
  where?: string;
  keyword: string[];
  names: string[];
  numbers: string[];
  /** Integer equality filters: parameter → column. */
  filters: Record<string, string>;
  /** Id equality filters: parameter → column. */
  ids?: Record<string, string>;
  sortable: Record<string, string>;
  order: string;
  record: (r: Row) => Record<string, unknown>;
}

function list(spec: ListSpec) {
  return async (ctx: RouteContext): Promise<Response> => {
    const q = ctx.url.searchParams;
    const scope = ownedByMerchantCondition(await partnerScope(ctx), "t.merchant_id");
    const where = new Where("t.tenant_id = ? AND t.is_deleted = 0", ctx.user!.tenantId).add(scope.sql, ...scope.binds);
    if (spec.where) where.add(spec.where);
    const keyword = (spec.keyword.map((k) => q.get(k)).find((v) => v !== null && v.trim() !== "") ?? "")
      .trim()
      .slice(0, 100);
    where.keyword(spec.names, spec.numbers, keyword);
    for (const [param, column] of Object.entries(spec.filters)) {
      const value = (q.get(param) ?? "").trim();
      if (/^\d{1,9}$/.test(value)) where.add(`${column} = ?`, Number(value));
    }
    for (const [param, column] of Object.entries(spec.ids ?? {})) {
      const value = (q.get(param) ?? "").trim();
      if (/^\d{1,19}$/.test(value)) where.add(`${column} = ?`, value);
    }
    const order = orderBy(ctx.url, spec.sortable, spec.order, false);
    return readListPage<Row>(
      ctx,
      { from: spec.from, rows: `SELECT ${spec.select} FROM ${spec.from}`, where, order },
      (rows) => rows.map(spec.record),
    );
  };
}

const STORE_SORT = {
  storeNo: "t.store_no",
  storeFullName: "t.store_full_name",
  createTime: "t.create_time",
  isDirect: "t.is_direct",
};
const storeList = (where?: string) =>
  list({
    from: STORE_FROM,
    select: STORE_SELECT,
    where,
    keyword: ["keyword", "keyWord"],
    names: ["t.store_full_name"],
    numbers: ["t.store_no"],
    filters: { storeStatus: "t.store_status", isDirect: "t.is_direct" },
    ids: { merchantId: "t.merchant_id" },
    sortable: STORE_SORT,
    order: "t.store_no ASC, t.id ASC",
    record: storeRecord,
  });

/** getStoreByNameOrNo: the stores that are not direct stores. */
const storesOnly = storeList("t.is_direct = 0");
/** getStoreAndDirectStore: every store (isDirect 0/1). */
const storesAndDirect = storeList();
/** list: the stores that are not direct stores, or every store with `withDirect=1` (门店列表 and its export). */
const storeListPage = (ctx: RouteContext) =>
  (ctx.url.searchParams.get("withDirect") === "1" ? storesAndDirect : storesOnly)(ctx);

const storeMen = list({
  from: MEN_FROM,
  select: MEN_SELECT,
  keyword: ["keyword", "keyWord"],
  names: ["t.store_men_name"],
  numbers: ["t.mobile"],
  filters: { status: "t.status", storeMenRole: "t.store_men_role" },
  ids: { storeId: "t.store_id", merchantId: "t.merchant_id" },
  sortable: { storeMenName: "t.store_men_name", mobile: "t.mobile", createTime: "t.create_time" },
  order: "t.create_time ASC, t.id ASC",
  record: storeMenRecord,
});

/* Stores. */

async function storeDetail(ctx: RouteContext): Promise<Response> {
  const found = await loadStore(ctx, (ctx.url.searchParams.get("id") ?? "").trim());
  if (!found) return ok(null);
  return found.held ? ok(storeRecord(found.row)) : outOfScope();
}

/** A status of the tenant's dict-biz store_status; a tenant without that dictionary keeps the schema's 1 正常 / 2 停用. */
async function storeStatusValid(ctx: RouteContext, value: string): Promise<boolean> {
  if (!/^\d{1,4}$/.test(value)) return false;
  const row = await ctx.env.DB.prepare(
    "SELECT COUNT(*) AS n, SUM(dict_key = ?) AS hit FROM blade_dict_biz WHERE tenant_id = ? AND code = 'store_status' AND dict_key != '-1' AND parent_id != '0' AND is_deleted = 0",
  )
    .bind(value, ctx.user!.tenantId)
    .first<{ n: number; hit: number | null }>();
  return row && row.n > 0 ? Boolean(row.hit) : value === "1" || value === "2";
}

async function storeSubmit(ctx: RouteContext): Promise<Response> {
  const body = await jsonBody(ctx.req, { exactLongNumbers: true });
  if (!body) return fail("消息不能读取");
  const id = field(body, "id") || null;
  const scope = await partnerScope(ctx);
  const existing = id ? await loadStore(ctx, id) : null;
  if (id && !existing) return fail("门店不存在");
  if (existing && !existing.held) return outOfScope();
  const name = textField(body, "storeFullName", "门店名称", 50, true);
  if (name instanceof Response) return name;
  const shortName = textField(body, "storeShortName", "门店简称", 20);
  if (shortName instanceof Response) return shortName;
  const address = textField(body, "address", "门店地址", 100);
  if (address instanceof Response) return address;
  const linkMan = textField(body, "linkMan", "联系人", 20, true);
  if (linkMan instanceof Response) return linkMan;
  const mobile = mobileField(body);
  if (mobile instanceof Response) return mobile;
  const remark = textField(body, "remark", "备注", 200);
  if (remark instanceof Response) return remark;
  const isDirect = field(body, "isDirect") ?? "0";
  if (isDirect !== "0" && isDirect !== "1") return fail("是否直营门店取值不正确");
  const status = field(body, "storeStatus") || (existing ? String(existing.row.store_status) : "1");
  if (!(await storeStatusValid(ctx, status))) return fail("门店状态取值不正确");
  // The merchant: a new store's is required and in scope; an update may move it to another merchant in scope.
  // A merchant's operator may leave it out: its own merchant.
  const merchantGiven =
    field(body, "merchantId") ||
    (existing ? String(existing.row.merchant_id) : scope.kind === "merchant" ? scope.merchantId : "");
  const merchant = await heldMerchant(ctx, scope, merchantGiven);
  if (merchant instanceof Response) return merchant;
  const now = Date.now();
  const user = ctx.user!;
  const values = {
    store_full_name: name,
    store_short_name: shortName || null,
    merchant_id: merchant,
    is_direct: Number(isDirect),
    address: address || null,
    link_man: linkMan,
    mobile,
    store_status: Number(status),
    remark: remark || null,
    update_user: user.userId,
    update_time: now,
  };
  if (existing) {
    await updateRow(ctx.env.DB, "cloud_store_info", values, "tenant_id = ? AND id = ?", user.tenantId, id).run();
    return success();
  }
  const top = await ctx.env.DB.prepare(
    "SELECT MAX(CAST(substr(store_no, 2) AS INTEGER)) AS n FROM cloud_store_info WHERE tenant_id = ?",
  )
    .bind(user.tenantId)
    .first<number>("n");
  const storeNo = `S${Math.max(Number(top ?? 0), 30_000_000) + 1}`;
  await insertRow(ctx.env.DB, "cloud_store_info", {
    id: newId(),
    tenant_id: user.tenantId,
    store_no: storeNo,
    ...values,
    ...createdBy(user, now),
    is_deleted: 0,
  }).run();
  return success();
}

async function storeUpdateStatus(ctx: RouteContext): Promise<Response> {
  const params = await readParams(ctx.req, ctx.url);
  const found = await loadStore(ctx, (params.get("id") ?? "").trim());
  if (!found) return fail("门店不存在");
  if (!found.held) return outOfScope();
  const status = (params.get("storeStatus") ?? "").trim();
  if (!(await storeStatusValid(ctx, status))) return fail("门店状态取值不正确");
  await ctx.env.DB.prepare(
    "UPDATE cloud_store_info SET store_status = ?, update_user = ?, update_time = ? WHERE tenant_id = ? AND id = ?",
  )
    .bind(Number(status), ctx.user!.userId, Date.now(), ctx.user!.tenantId, found.row.id)
    .run();
  return success();
}

/**
 * remove?ids=: soft-deletes the rows `load` finds, in each table of `where` by the column holding
 * the row's id (the row itself, and what goes with it); every row must be in scope, else nothing is removed.
 */
function remover(load: typeof loadStore, none: string, where: [table: string, column: string][]) {
  return async (ctx: RouteContext): Promise<Response> => {
    const params = await readParams(ctx.req, ctx.url);
    const ids = idList(params.get("ids"));
    if (ids.length === 0) return fail(none);
    const found = await Promise.all(ids.map((id) => load(ctx, id)));
    if (found.some((f) => f && !f.held)) return outOfScope();
    const live = found.flatMap((f) => (f ? [String(f.row.id)] : []));
    if (live.length === 0) return fail("操作失败");
    const { userId, tenantId } = ctx.user!;
    const now = Date.now();
    await ctx.env.DB.batch(
      live.flatMap((id) =>
        where.map(([table, column]) =>
          ctx.env.DB.prepare(
            `UPDATE ${table} SET is_deleted = 1, update_user = ?, update_time = ? WHERE ${column} = ? AND tenant_id = ?`,
          ).bind(userId, now, id, tenantId),
        ),
      ),
    );
    return success();
  };
}

/** A store's cashiers go with it. */
const storeRemove = remover(loadStore, "请选择要删除的门店", [
  ["cloud_store_info", "id"],
  ["cloud_store_men", "store_id"],
]);

/* Cashiers. */

async function storeMenDetail(ctx: RouteContext): Promise<Response> {
  const found = await loadStoreMen(ctx, (ctx.url.searchParams.get("id") ?? "").trim());
  if (!found) return ok(null);
  return found.held ? ok(storeMenRecord(found.row)) : outOfScope();
}

async function storeMenSubmit(ctx: RouteContext): Promise<Response> {
  const body = await jsonBody(ctx.req, { exactLongNumbers: true });
  if (!body) return fail("消息不能读取");
  const id = field(body, "id") || null;
  const existing = id ? await loadStoreMen(ctx, id) : null;
  if (id && !existing) return fail("收银员不存在");
  if (existing && !existing.held) return outOfScope();
  const name = textField(body, "storeMenName", "收银员姓名", 20, true);
  if (name instanceof Response) return name;
  const mobile = mobileField(body);
  if (mobile instanceof Response) return mobile;
  const role = field(body, "storeMenRole") || "2";
  if (role !== "1" && role !== "2") return fail("角色取值不正确");
  const status = field(body, "status") || "1";
  if (status !== "0" && status !== "1") return fail("状态取值不正确");
  const storeId = field(body, "storeId") || (existing ? String(existing.row.store_id) : "");
  if (!storeId) return fail("请选择所属门店");
  const store = await loadStore(ctx, storeId);
  if (!store) return fail("所属门店不存在");
  if (!store.held) return outOfScope();
  const user = ctx.user!;
  const taken = await ctx.env.DB.prepare(
    "SELECT id FROM cloud_store_men WHERE tenant_id = ? AND mobile = ? AND is_deleted = 0 AND id != ? LIMIT 1",
  )
    .bind(user.tenantId, mobile, id ?? "")
    .first();
  if (taken) return fail("该手机号已被其他收银员使用");
  const now = Date.now();
  const values = {
    store_men_name: name,
    mobile,
    store_id: String(store.row.id),
    merchant_id: String(store.row.merchant_id),
    store_men_role: Number(role),
    status: Number(status),
    update_user: user.userId,
    update_time: now,
  };
  if (existing) {
    await updateRow(ctx.env.DB, "cloud_store_men", values, "tenant_id = ? AND id = ?", user.tenantId, id).run();
    return success();
  }
  await insertRow(ctx.env.DB, "cloud_store_men", {
    id: newId(),
    tenant_id: user.tenantId,
    ...values,
    ...createdBy(user, now),
    is_deleted: 0,
  }).run();
  return success();
}

const storeMenRemove = remover(loadStoreMen, "请选择要删除的收银员", [["cloud_store_men", "id"]]);

export default [
  ...serveEach(merchant.store, {
    search: storesOnly,
    searchWithDirect: storesAndDirect,
    list: storeListPage,
    detail: storeDetail,
    submit: storeSubmit,
    updateStatus: storeUpdateStatus,
    remove: storeRemove,
  }),
  ...serveEach(merchant.storeSplit, { list: splitPage, detail: splitDetail, submit: splitSubmit }),
  ...serveEach(merchant.storeMen, {
    search: storeMen,
    list: storeMen,
    detail: storeMenDetail,
    submit: storeMenSubmit,
    remove: storeMenRemove,
  }),
] satisfies Route[];
