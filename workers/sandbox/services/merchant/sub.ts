/**
 * A merchant's split-account configuration (分账配置: sub/page, sub/detail, sub/save) and its
 * network-entry status at channels and banks (入网状态: channelStatus, bankChannelStatus), within
 * the partner data scope (ADR 016) like the merchant itself.
 */
import type { Route, RouteContext } from "../../core/env";
import { fail, formatDate, num, ok, str, success, unreadable } from "../../core/http";
import { newId } from "../../core/ids";
import { orderBy, readListPage } from "../../core/query";
import { field, jsonBody } from "../../core/request";
import { partnerScope } from "../../core/partner-scope";
import { CHANNELS } from "../channel/catalogue";
import { FROM, heldMerchant, type Row, SELECT, scopedWhere } from "./records";
import { checkSub, type SubConfig } from "./validate";
import { serveEach } from "../../core/serve";
import { merchant } from "../../../../shared/contract/index.ts";

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

const SORTABLE = { merchantNo: "m.merchant_no", updateTime: "s.update_time" };

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
  const order = orderBy(ctx.url, SORTABLE, "m.merchant_no ASC, m.id ASC", false);
  return readListPage<Row>(
    ctx,
    {
      from: "cloud_merchant_info m LEFT JOIN cloud_merchant_sub s ON s.tenant_id = m.tenant_id AND s.merchant_id = m.id",
      rows: `SELECT ${SELECT}, s.id AS sub_id, s.sub_switch, s.sub_mode, s.receivers, s.update_time AS sub_update_time FROM ${from}`,
      where,
      order,
    },
    (rows) =>
      rows.map((r) => {
        const sub = r.sub_id
          ? {
              id: r.sub_id,
              sub_switch: r.sub_switch,
              sub_mode: r.sub_mode,
              receivers: r.receivers,
              update_time: r.sub_update_time,
            }
          : null;
        const record = subRecord(r, sub);
        return { ...record, id: str(r.id), receiverCount: record.receivers.length };
      }),
  );
}

async function loadSub(ctx: RouteContext, merchantId: string): Promise<Row | null> {
  return ctx.env.DB.prepare("SELECT * FROM cloud_merchant_sub WHERE tenant_id = ? AND merchant_id = ?")
    .bind(ctx.user!.tenantId, merchantId)
    .first<Row>();
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
    .bind(
      newId(),
      ctx.user!.tenantId,
      str(merchant.id),
      checked.subSwitch,
      checked.subMode,
      JSON.stringify(checked.receivers),
      ctx.user!.userId,
      now,
      ctx.user!.userId,
      now,
    )
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

export const merchantSubRoutes: Route[] = [
  ...serveEach(merchant.sub, { list: subPage, detail: subDetail, save: subSave }),
  ...serveEach(merchant.mrcInfo, { channelStatus: entryStatus(1), bankChannelStatus: entryStatus(2) }),
];
