/**
 * cloud-user's 招商推广人员 (cloud_invest_promotion_person): the platform's own staff who recruit
 * agents. `investPromotionPersonPage` (spec §7, `name` on name or mobile; moved here from
 * business-search, same answers) and detail/submit/remove for the screen. They belong to the
 * platform, not to the partner network: an agent's or merchant's operator sees none and is
 * refused any change (403 无权访问该数据).
 */
import { insertRow, createdBy, updateRow, updateIds } from "../../core/db";
import type { Route, RouteContext } from "../../core/env";
import { type InvestPromotionWire, user } from "../../../../shared/contract/index.ts";
import { serveEach } from "../../core/serve";
import { mobileError } from "../../core/mobile";
import { changed, fail, formatDate, num, ok, str, success, unreadable } from "../../core/http";
import { newId } from "../../core/ids";
import { partnerScope, platformOnly } from "../../core/partner-scope";
import { orderBy, Where, readListPage } from "../../core/query";
import { field, idList, jsonBody, readParams } from "../../core/request";

type Row = Record<string, unknown>;

const FROM = "cloud_invest_promotion_person t LEFT JOIN blade_dept d ON d.id = t.dept_id AND d.tenant_id = t.tenant_id";

const record = (r: Row): InvestPromotionWire => ({
  id: str(r.id),
  name: str(r.name),
  mobile: str(r.mobile),
  deptId: str(r.dept_id),
  deptName: str(r.dept_name),
  status: num(r.status),
  createTime: formatDate(r.create_time as number | null),
});

const SORTABLE = { name: "t.name", mobile: "t.mobile", createTime: "t.create_time" };

async function page(ctx: RouteContext): Promise<Response> {
  const q = ctx.url.searchParams;
  const where = new Where("t.tenant_id = ? AND t.is_deleted = 0", ctx.user!.tenantId);
  if ((await partnerScope(ctx)).kind !== "platform") where.add("1 = 0");
  const keyword = (q.get("name") ?? q.get("keyword") ?? "").trim();
  where.keyword(["t.name"], ["t.mobile"], keyword);
  where.equal("t.dept_id", q.get("deptId"));
  const status = (q.get("status") ?? "").trim();
  if (/^\d$/.test(status)) where.add("t.status = ?", Number(status));
  const order = orderBy(ctx.url, SORTABLE, "t.create_time ASC, t.id ASC", false);
  return readListPage<Row>(ctx, { from: FROM, rows: `SELECT t.*, d.dept_name FROM ${FROM}`, where, order }, (rows) =>
    rows.map(record),
  );
}

async function load(ctx: RouteContext, id: string): Promise<Row | null> {
  return ctx.env.DB.prepare(
    `SELECT t.*, d.dept_name FROM ${FROM} WHERE t.tenant_id = ? AND t.id = ? AND t.is_deleted = 0`,
  )
    .bind(ctx.user!.tenantId, id)
    .first<Row>();
}

async function detail(ctx: RouteContext): Promise<Response> {
  const id = (ctx.url.searchParams.get("id") ?? "").trim();
  const row = id ? await load(ctx, id) : null;
  if (!row) return ok(null);
  const refused = await platformOnly(ctx);
  if (refused) return refused;
  return ok(record(row));
}

async function submit(ctx: RouteContext): Promise<Response> {
  const body = await jsonBody(ctx.req, { exactLongNumbers: true });
  if (!body) return unreadable();
  const refused = await platformOnly(ctx);
  if (refused) return refused;
  const id = field(body, "id") || null;
  const existing = id ? await load(ctx, id) : null;
  if (id && !existing) return fail("操作失败");
  const name = field(body, "name") ?? str(existing?.name);
  const mobile = field(body, "mobile") ?? str(existing?.mobile);
  const deptId = ("deptId" in body ? field(body, "deptId") : str(existing?.dept_id)) || null;
  const status = field(body, "status") ?? (existing ? String(existing.status) : "1");
  if (!name) return fail("姓名不能为空");
  if (name.length > 20) return fail("姓名不能超过20个字符");
  const mobileProblem = mobileError(mobile);
  if (mobileProblem) return fail(mobileProblem);
  if (status !== "0" && status !== "1") return fail("状态不正确");
  const user = ctx.user!;
  if (deptId) {
    const dept = await ctx.env.DB.prepare("SELECT id FROM blade_dept WHERE tenant_id = ? AND id = ? AND is_deleted = 0")
      .bind(user.tenantId, deptId)
      .first<string>("id");
    if (!dept) return fail("所属部门不存在");
  }
  const duplicate = await ctx.env.DB.prepare(
    "SELECT id FROM cloud_invest_promotion_person WHERE tenant_id = ? AND mobile = ? AND is_deleted = 0 AND id <> ?",
  )
    .bind(user.tenantId, mobile, id ?? "")
    .first<string>("id");
  if (duplicate) return fail("该手机号码已存在");
  const now = Date.now();
  const values = { name, mobile, dept_id: deptId, status: Number(status) };
  if (existing) {
    const changes = { ...values, update_user: user.userId, update_time: now };
    await updateRow(ctx.env.DB, "cloud_invest_promotion_person", changes, "id = ?", id).run();
  } else {
    const row = { id: newId(), tenant_id: user.tenantId, ...values, ...createdBy(user, now), is_deleted: 0 };
    await insertRow(ctx.env.DB, "cloud_invest_promotion_person", row).run();
  }
  return success();
}

async function remove(ctx: RouteContext): Promise<Response> {
  const ids = idList((await readParams(ctx.req, ctx.url)).get("ids"));
  if (ids.length === 0) return fail("缺少必要的请求参数: ids", 400, 400);
  const refused = await platformOnly(ctx);
  if (refused) return refused;
  const deleted = { is_deleted: 1, update_user: ctx.user!.userId, update_time: Date.now() };
  const table = "cloud_invest_promotion_person";
  return changed(await updateIds(ctx.env.DB, table, deleted, ctx.user!.tenantId, ids, { liveOnly: true }).run());
}

export const investPromotionRoutes: Route[] = serveEach(user.investPromotion, { page, detail, submit, remove });
