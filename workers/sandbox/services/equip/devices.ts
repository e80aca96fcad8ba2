/**
 * cloud-equip /equip/equipinfo: devices (设备列表): page (sn, deviceType, status, merchantName,
 * storeName; ascs/descs), detail, submit, remove, bind (to a store), unbind.
 *
 * Data scope (ADR 016): a bound device belongs to its merchant (ownedByMerchantCondition on
 * merchant_id); an unbound one is stock held by an agent (agent_id, agentCondition) or by the
 * platform (no agent: platform staff only). An agent's operator sees the devices of its
 * subtree's merchants and its subtree's stock; a merchant's operator its own bound devices.
 * Every row carries `agentPath` (the merchant's agent for a bound device, else the stock
 * holder) and `merchantId`. A row outside the scope answers PARTNER_OUT_OF_SCOPE (403).
 */
import type { Route, RouteContext } from "../../core/env";
import { changed, fail, formatDate, ok, paramMissing, str, success, unreadable } from "../../core/http";
import { insertRow, updateRow } from "../../core/db";
import { newId } from "../../core/ids";
import {
  agentCondition,
  agentPathSql,
  type Condition,
  ownedByMerchantCondition,
  PARTNER_OUT_OF_SCOPE,
  type PartnerScope,
  partnerScope,
} from "../../core/partner-scope";
import { escapeLike, LIKE, marks, orderBy, Where, readListPage } from "../../core/query";
import { jsonBody, readParams, removeIds } from "../../core/request";
import { chars, text } from "../reference/store";
import { serveEach } from "../../core/serve";
import { equip } from "../../../../shared/contract/index.ts";

/** Device statuses (dict-biz device_status of 000001): 未绑定, 已绑定, 已解绑, 故障. */
export const DEVICE_STATUS = { unbound: "0", bound: "1", released: "2", broken: "3" } as const;

/**
 * Devices in scope, on the device table aliased `e`: those of a merchant in scope, and for an
 * agent's operator also the unbound stock its subtree holds. The subqueries name the tenant by
 * value (not `e`'s), so they run once per statement, not once per row.
 */
export function equipCondition(scope: PartnerScope): Condition {
  const owned = ownedByMerchantCondition(scope, "e.merchant_id");
  if (scope.kind !== "agent") return owned;
  const agents = agentCondition(scope, "sa2");
  return {
    sql: `(${owned.sql} OR (e.merchant_id IS NULL AND e.agent_id IN (SELECT sa2.id FROM cloud_agent_info sa2 WHERE sa2.tenant_id = ? AND sa2.is_deleted = 0 AND ${agents.sql})))`,
    binds: [...owned.binds, scope.tenantId, ...agents.binds],
  };
}

const FROM =
  "cloud_equip_info e LEFT JOIN cloud_merchant_info m ON m.id = e.merchant_id AND m.tenant_id = e.tenant_id " +
  "LEFT JOIN cloud_store_info s ON s.id = e.store_id AND s.tenant_id = e.tenant_id " +
  "LEFT JOIN cloud_agent_info a ON a.id = COALESCE(m.agent_id, e.agent_id) AND a.tenant_id = e.tenant_id";

const SELECT = `e.*, m.merchant_no, m.merchant_full_name, s.store_no, s.store_full_name, a.agent_no, a.agent_name, ${agentPathSql("a")} AS agent_path`;

type EquipRow = {
  id: string;
  sn: string;
  device_type: string;
  device_model: string | null;
  status: string;
  agent_id: string | null;
  merchant_id: string | null;
  store_id: string | null;
  bind_time: number | null;
  remark: string | null;
  create_time: number | null;
  update_time: number | null;
  merchant_no: string | null;
  merchant_full_name: string | null;
  store_no: string | null;
  store_full_name: string | null;
  agent_no: string | null;
  agent_name: string | null;
  agent_path: string | null;
};

const equipVO = (e: EquipRow) => ({
  id: e.id,
  sn: e.sn,
  deviceType: e.device_type,
  deviceModel: str(e.device_model),
  status: e.status,
  agentId: str(e.agent_id),
  agentNo: str(e.agent_no),
  agentName: str(e.agent_name),
  merchantId: str(e.merchant_id),
  merchantNo: str(e.merchant_no),
  merchantName: str(e.merchant_full_name),
  storeId: str(e.store_id),
  storeNo: str(e.store_no),
  storeName: str(e.store_full_name),
  bindTime: formatDate(e.bind_time),
  remark: str(e.remark),
  createTime: formatDate(e.create_time),
  updateTime: formatDate(e.update_time),
  agentPath: str(e.agent_path),
});

const SORT = {
  sn: "e.sn",
  deviceType: "e.device_type",
  status: "e.status",
  bindTime: "e.bind_time",
  createTime: "e.create_time",
};

async function scoped(ctx: RouteContext): Promise<{ scope: PartnerScope; where: Where }> {
  const scope = await partnerScope(ctx);
  const condition = equipCondition(scope);
  return {
    scope,
    where: new Where("e.tenant_id = ? AND e.is_deleted = 0", ctx.user!.tenantId).add(condition.sql, ...condition.binds),
  };
}

async function equipPage(ctx: RouteContext): Promise<Response> {
  const q = ctx.url.searchParams;
  const { where } = await scoped(ctx);
  const sn = (q.get("sn") ?? "").trim();
  if (sn) where.add(`e.sn ${LIKE}`, `%${escapeLike(sn.toUpperCase())}%`);
  where
    .equal("e.device_type", q.get("deviceType"))
    .equal("e.status", q.get("status"))
    .equal("e.merchant_id", q.get("merchantId"))
    .equal("e.store_id", q.get("storeId"));
  const merchant = (q.get("merchantName") ?? "").trim();
  where.keyword(["m.merchant_full_name"], ["m.merchant_no"], merchant);
  const store = (q.get("storeName") ?? "").trim();
  where.keyword(["s.store_full_name"], ["s.store_no"], store);
  const order = orderBy(ctx.url, SORT, "e.create_time DESC, e.id DESC");
  return readListPage<EquipRow>(ctx, { from: FROM, rows: `SELECT ${SELECT} FROM ${FROM}`, where, order }, (rows) =>
    rows.map(equipVO),
  );
}

/** The device `id` if it exists (null) and lies in scope (else the 403 answer). */
async function findInScope(ctx: RouteContext, id: string): Promise<EquipRow | Response | null> {
  if (!/^\d{1,19}$/.test(id)) return null;
  const db = ctx.env.DB;
  const row = await db
    .prepare(`SELECT ${SELECT} FROM ${FROM} WHERE e.tenant_id = ? AND e.is_deleted = 0 AND e.id = ?`)
    .bind(ctx.user!.tenantId, id)
    .first<EquipRow>();
  if (!row) return null;
  const { where } = await scoped(ctx);
  where.add("e.id = ?", id);
  const held = await db
    .prepare(`SELECT e.id FROM ${FROM} ${where.sql}`)
    .bind(...where.binds)
    .first<string>("id");
  return held ? row : fail(PARTNER_OUT_OF_SCOPE, 403);
}

async function equipDetail(ctx: RouteContext): Promise<Response> {
  const found = await findInScope(ctx, ctx.url.searchParams.get("id") ?? "");
  if (found instanceof Response) return found;
  return ok(found ? equipVO(found) : null);
}

const SN = /^[A-Z0-9]{6,32}$/;

/** `{id?, sn, deviceType, deviceModel, status?, remark}`: binding is bind/unbind's, so a save keeps it. */
async function equipSubmit(ctx: RouteContext): Promise<Response> {
  const body = await jsonBody(ctx.req);
  if (!body) return unreadable();
  const id = text(body.id);
  const scope = await partnerScope(ctx);
  const existing = id ? await findInScope(ctx, id) : null;
  if (existing instanceof Response) return existing;
  if (id && !existing) return fail("操作失败");
  if (!existing && scope.kind === "merchant") return fail(PARTNER_OUT_OF_SCOPE, 403);
  const sn = text(body.sn).toUpperCase();
  const type = text(body.deviceType);
  const model = text(body.deviceModel);
  const remark = text(body.remark);
  const status = text(body.status);
  if (!sn) return fail("设备SN不能为空");
  if (!SN.test(sn)) return fail("设备SN须为6至32位大写字母或数字");
  if (!type) return fail("设备类型不能为空");
  if (!/^\d{1,4}$/.test(type)) return fail("设备类型不正确");
  if (chars(model) > 50) return fail("设备型号不能超过50个字符");
  if (chars(remark) > 200) return fail("备注不能超过200个字符");
  if (status && !/^\d{1,2}$/.test(status)) return fail("设备状态不正确");
  const db = ctx.env.DB;
  const tenant = ctx.user!.tenantId;
  const taken = await db
    .prepare("SELECT id FROM cloud_equip_info WHERE tenant_id = ? AND sn = ? AND is_deleted = 0 AND id <> ?")
    .bind(tenant, sn, id)
    .first<string>("id");
  if (taken) return fail("设备SN已存在");
  const now = Date.now();
  if (existing) {
    // 故障 may be set or cleared by a save; 已绑定 only by bind.
    const next =
      status === DEVICE_STATUS.broken ||
      (existing.status === DEVICE_STATUS.broken && status && status !== DEVICE_STATUS.bound)
        ? status
        : existing.status;
    const values = { sn, device_type: type, device_model: model || null, status: next, remark: remark || null };
    const changes = { ...values, update_user: ctx.user!.userId, update_time: now };
    return changed(await updateRow(db, "cloud_equip_info", changes, "id = ? AND is_deleted = 0", existing.id).run());
  }
  // A new device is stock: the platform's, or the creating agent's.
  const row = {
    id: newId(),
    tenant_id: tenant,
    sn,
    device_type: type,
    device_model: model || null,
    status: status === DEVICE_STATUS.broken ? status : DEVICE_STATUS.unbound,
    agent_id: scope.kind === "agent" ? scope.agentId : null,
    remark: remark || null,
    is_deleted: 0,
  };
  const audit = { create_user: ctx.user!.userId, create_time: now, update_user: ctx.user!.userId, update_time: now };
  await insertRow(db, "cloud_equip_info", { ...row, ...audit }, "INSERT").run();
  return success();
}

async function equipRemove(ctx: RouteContext): Promise<Response> {
  const ids = await removeIds(ctx, true);
  if (ids instanceof Response) return ids;
  for (const id of ids) {
    const found = await findInScope(ctx, id);
    if (found instanceof Response) return found;
  }
  const { where } = await scoped(ctx);
  where.add(`e.id IN (${marks(ids.length)})`, ...ids);
  // A bound device is unbound first (设备已绑定门店，请先解绑).
  const bound = await ctx.env.DB.prepare(
    `SELECT e.sn FROM cloud_equip_info e ${where.sql} AND e.store_id IS NOT NULL LIMIT 1`,
  )
    .bind(...where.binds)
    .first<string>("sn");
  if (bound) return fail(`设备${bound}已绑定门店，请先解绑`);
  return changed(
    await ctx.env.DB.prepare(`UPDATE cloud_equip_info AS e SET is_deleted = 1, update_time = ? ${where.sql}`)
      .bind(Date.now(), ...where.binds)
      .run(),
  );
}

/** The fields of a bind or unbind: its JSON body, or its form (query or body); null when unreadable. */
async function bindParams(ctx: RouteContext): Promise<Record<string, unknown> | null> {
  return ctx.req.headers.get("content-type")?.includes("json")
    ? jsonBody(ctx.req)
    : Object.fromEntries(await readParams(ctx.req, ctx.url));
}

/** 绑定: `{id, storeId}` (JSON or form): a device in scope to a live store of a merchant in scope. */
async function equipBind(ctx: RouteContext): Promise<Response> {
  const params = await bindParams(ctx);
  if (!params) return unreadable();
  const id = text(params.id);
  const storeId = text(params.storeId);
  if (!id) return paramMissing("id");
  if (!storeId) return fail("请选择要绑定的门店");
  const found = await findInScope(ctx, id);
  if (found instanceof Response) return found;
  if (!found) return fail("设备不存在");
  if (found.status === DEVICE_STATUS.broken) return fail("故障设备不能绑定");
  if (found.store_id) return fail("设备已绑定门店，请先解绑");
  const scope = await partnerScope(ctx);
  const tenant = ctx.user!.tenantId;
  const owned = ownedByMerchantCondition(scope, "s.merchant_id");
  const store = /^\d{1,19}$/.test(storeId)
    ? await ctx.env.DB.prepare(
        "SELECT s.id, s.merchant_id, m.agent_id FROM cloud_store_info s JOIN cloud_merchant_info m ON m.id = s.merchant_id AND m.tenant_id = s.tenant_id AND m.is_deleted = 0 WHERE s.tenant_id = ? AND s.id = ? AND s.is_deleted = 0",
      )
        .bind(tenant, storeId)
        .first<{ id: string; merchant_id: string; agent_id: string | null }>()
    : null;
  if (!store) return fail("门店不存在");
  const held = await ctx.env.DB.prepare(`SELECT s.id FROM cloud_store_info s WHERE s.id = ? AND ${owned.sql}`)
    .bind(store.id, ...owned.binds)
    .first<string>("id");
  if (!held) return fail(PARTNER_OUT_OF_SCOPE, 403);
  const now = Date.now();
  return changed(
    await ctx.env.DB.prepare(
      "UPDATE cloud_equip_info SET merchant_id = ?, store_id = ?, agent_id = COALESCE(?, agent_id), status = ?, bind_time = ?, update_user = ?, update_time = ? WHERE id = ? AND is_deleted = 0",
    )
      .bind(store.merchant_id, store.id, store.agent_id, DEVICE_STATUS.bound, now, ctx.user!.userId, now, found.id)
      .run(),
  );
}

/** 解绑: `{id}`: the device returns to its agent's stock (已解绑). */
async function equipUnbind(ctx: RouteContext): Promise<Response> {
  const params = await bindParams(ctx);
  if (!params) return unreadable();
  const id = text(params.id);
  if (!id) return paramMissing("id");
  const found = await findInScope(ctx, id);
  if (found instanceof Response) return found;
  if (!found) return fail("设备不存在");
  if (!found.store_id) return fail("设备未绑定门店");
  const now = Date.now();
  return changed(
    await ctx.env.DB.prepare(
      "UPDATE cloud_equip_info SET merchant_id = NULL, store_id = NULL, status = ?, bind_time = NULL, update_user = ?, update_time = ? WHERE id = ? AND is_deleted = 0",
    )
      .bind(DEVICE_STATUS.released, ctx.user!.userId, now, found.id)
      .run(),
  );
}

export const equipInfoRoutes: Route[] = serveEach(equip.equipInfo, {
  list: equipPage,
  detail: equipDetail,
  submit: equipSubmit,
  remove: equipRemove,
  bind: equipBind,
  unbind: equipUnbind,
});
