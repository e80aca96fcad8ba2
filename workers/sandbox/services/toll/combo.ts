/**
 * cloud-tenant-toll tollCombo (the flow packages the platform sells) and companyConfig (the
 * platform's collecting bank accounts shown in 对公转账). Every tenant reads them; only the
 * platform writes them (ADR 017).
 */
import { PLATFORM_TENANT_ID } from "../../core/constants";
import type { Route, RouteContext } from "../../core/env";
import { changed, chars, fail, formatDate, ok, str, success } from "../../core/http";
import { newId } from "../../core/ids";
import { marks, Where, readListPage } from "../../core/query";
import { field, fieldOr, idList, intField, queryParam, readParams } from "../../core/request";
import { platformBody, platformOnly } from "./access";
import { canonicalYuan, fenToYuan, yuanToFen } from "../../../../shared/money.ts";
import { type CompanyConfigRow, toll, type TollComboRow } from "../../../../shared/contract/index.ts";
import { serveEach } from "../../core/serve";
import { ratioText } from "./money";

export interface ComboRow {
  id: string;
  combo_name: string;
  flow_amount: string;
  charge_ratio: string;
  price: string;
  status: number;
  sort: number | null;
  remark: string | null;
  create_time: number;
  update_time: number | null;
}

export const comboVO = (c: ComboRow): TollComboRow => ({
  id: c.id,
  comboName: c.combo_name,
  flowAmount: canonicalYuan(c.flow_amount),
  chargeRatio: c.charge_ratio,
  price: canonicalYuan(c.price),
  status: c.status,
  sort: c.sort ?? -1,
  remark: str(c.remark),
  createTime: formatDate(c.create_time),
  updateTime: formatDate(c.update_time ?? c.create_time),
});

/** A live combo by id. */
export function findCombo(db: D1Database, id: string): Promise<ComboRow | null> {
  return db.prepare("SELECT * FROM cloud_toll_combo WHERE id = ? AND is_deleted = 0").bind(id).first<ComboRow>();
}

function comboList(ctx: RouteContext): Promise<Response> {
  const where = new Where("is_deleted = 0")
    .like("combo_name", queryParam(ctx, "comboName"))
    .equal("status", queryParam(ctx, "status"));
  return readListPage<ComboRow>(
    ctx,
    { from: "cloud_toll_combo", where, order: "COALESCE(sort, 999999), create_time, id" },
    (rows) => rows.map(comboVO),
  );
}

async function comboDetail(ctx: RouteContext): Promise<Response> {
  const row = await findCombo(ctx.env.DB, ctx.url.pathname.split("/").pop() ?? "");
  return row ? ok(comboVO(row)) : fail("套餐不存在");
}

/** The combo's fields from a save or update body (`stored`: what an update leaves out keeps). */
function comboFields(
  body: Record<string, unknown>,
  stored: ComboRow | null,
): { fields: Omit<ComboRow, "id" | "create_time" | "update_time"> } | { error: string } {
  const comboName = fieldOr(body, "comboName", stored?.combo_name ?? null) ?? "";
  const flowAmount = yuanToFen(fieldOr(body, "flowAmount", stored?.flow_amount ?? null));
  const chargeRatio = ratioText(fieldOr(body, "chargeRatio", stored?.charge_ratio ?? null));
  const price = yuanToFen(fieldOr(body, "price", stored?.price ?? null));
  const status = "status" in body ? intField(body, "status") : (stored?.status ?? 1);
  const sort = "sort" in body ? intField(body, "sort") : (stored?.sort ?? undefined);
  const remark = fieldOr(body, "remark", stored?.remark ?? null);
  if (!comboName) return { error: "套餐名称不能为空" };
  if (chars(comboName) > 50) return { error: "套餐名称不能超过50个字符" };
  if (!flowAmount) return { error: "流水额度格式不正确" };
  if (!chargeRatio) return { error: "收费比例格式不正确" };
  if (!price) return { error: "套餐价格格式不正确" };
  if (status !== 0 && status !== 1) return { error: "套餐状态不正确" };
  if (sort !== undefined && (Number.isNaN(sort) || sort < 0 || sort > 99999)) return { error: "排序格式不正确" };
  if (chars(remark) > 200) return { error: "备注不能超过200个字符" };
  return {
    fields: {
      combo_name: comboName,
      flow_amount: fenToYuan(flowAmount),
      charge_ratio: chargeRatio,
      price: fenToYuan(price),
      status,
      sort: sort ?? null,
      remark,
    },
  };
}

async function comboSave(ctx: RouteContext): Promise<Response> {
  const body = await platformBody(ctx);
  if (body instanceof Response) return body;
  const read = comboFields(body, null);
  if ("error" in read) return fail(read.error);
  const f = read.fields;
  await ctx.env.DB.prepare(
    `INSERT INTO cloud_toll_combo (id, tenant_id, combo_name, flow_amount, charge_ratio, price, status, sort, remark, create_time, update_time, is_deleted)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0)`,
  )
    .bind(
      newId(),
      PLATFORM_TENANT_ID,
      f.combo_name,
      f.flow_amount,
      f.charge_ratio,
      f.price,
      f.status,
      f.sort,
      f.remark,
      Date.now(),
      Date.now(),
    )
    .run();
  return success();
}

async function comboUpdate(ctx: RouteContext): Promise<Response> {
  const body = await platformBody(ctx);
  if (body instanceof Response) return body;
  const stored = await findCombo(ctx.env.DB, field(body, "id") ?? "");
  if (!stored) return fail("套餐不存在");
  const read = comboFields(body, stored);
  if ("error" in read) return fail(read.error);
  const f = read.fields;
  return changed(
    await ctx.env.DB.prepare(
      `UPDATE cloud_toll_combo SET combo_name = ?, flow_amount = ?, charge_ratio = ?, price = ?, status = ?, sort = ?, remark = ?, update_time = ?
     WHERE id = ? AND is_deleted = 0`,
    )
      .bind(f.combo_name, f.flow_amount, f.charge_ratio, f.price, f.status, f.sort, f.remark, Date.now(), stored.id)
      .run(),
  );
}

export interface CompanyRow {
  id: string;
  company_name: string;
  bank_account: string;
  bank: string;
  status: number;
  remark: string | null;
  create_time: number;
}

const companyVO = (c: CompanyRow): CompanyConfigRow => ({
  id: c.id,
  companyName: c.company_name,
  bankAccount: c.bank_account,
  bank: c.bank,
  status: c.status,
  remark: str(c.remark),
  createTime: formatDate(c.create_time),
});

function companyList(ctx: RouteContext): Promise<Response> {
  const where = new Where("is_deleted = 0")
    .like("company_name", queryParam(ctx, "companyName"))
    .equal("status", queryParam(ctx, "status"));
  return readListPage<CompanyRow>(
    ctx,
    { from: "cloud_company_config", where, order: "status DESC, create_time, id" },
    (rows) => rows.map(companyVO),
  );
}

async function companyDetail(ctx: RouteContext): Promise<Response> {
  const id = ctx.url.pathname.split("/").pop() ?? "";
  const row = await ctx.env.DB.prepare("SELECT * FROM cloud_company_config WHERE id = ? AND is_deleted = 0")
    .bind(id)
    .first<CompanyRow>();
  return row ? ok(companyVO(row)) : fail("公司配置不存在");
}

async function companyWrite(ctx: RouteContext, update: boolean): Promise<Response> {
  const body = await platformBody(ctx);
  if (body instanceof Response) return body;
  const companyName = field(body, "companyName") ?? "";
  const bankAccount = (field(body, "bankAccount") ?? "").replace(/\s+/g, " ");
  const bank = field(body, "bank") ?? "";
  const status = intField(body, "status") ?? 1;
  const remark = field(body, "remark") || null;
  if (!companyName || chars(companyName) > 100) return fail("公司全称不能为空且不能超过100个字符");
  if (!/^[\d ]{8,32}$/.test(bankAccount)) return fail("银行账号格式不正确");
  if (!bank || chars(bank) > 100) return fail("开户银行不能为空且不能超过100个字符");
  if (status !== 0 && status !== 1) return fail("状态不正确");
  if (chars(remark) > 200) return fail("备注不能超过200个字符");
  const now = Date.now();
  if (update) {
    return changed(
      await ctx.env.DB.prepare(
        "UPDATE cloud_company_config SET company_name = ?, bank_account = ?, bank = ?, status = ?, remark = ?, update_time = ? WHERE id = ? AND is_deleted = 0",
      )
        .bind(companyName, bankAccount, bank, status, remark, now, field(body, "id") ?? "")
        .run(),
    );
  }
  await ctx.env.DB.prepare(
    "INSERT INTO cloud_company_config (id, tenant_id, company_name, bank_account, bank, status, remark, create_time, update_time, is_deleted) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0)",
  )
    .bind(newId(), PLATFORM_TENANT_ID, companyName, bankAccount, bank, status, remark, now, now)
    .run();
  return success();
}

async function companyRemove(ctx: RouteContext): Promise<Response> {
  const refused = platformOnly(ctx);
  if (refused) return refused;
  const ids = idList((await readParams(ctx.req, ctx.url)).get("ids"));
  if (!ids.length) return fail("缺少必要的请求参数: ids");
  return changed(
    await ctx.env.DB.prepare(`UPDATE cloud_company_config SET is_deleted = 1 WHERE id IN (${marks(ids.length)})`)
      .bind(...ids)
      .run(),
  );
}

export const comboRoutes: Route[] = [
  ...serveEach(toll.tollCombo, { list: comboList, detail: comboDetail, save: comboSave, update: comboUpdate }),
  ...serveEach(toll.companyConfig, {
    list: companyList,
    detail: companyDetail,
    save: (ctx) => companyWrite(ctx, false),
    update: (ctx) => companyWrite(ctx, true),
    remove: companyRemove,
  }),
];
