/**
 * cloud-equip /equip-tenant (spec §7): the tenant's one equipment settings record. GET
 * detail/{id} (the record's id or the tenant id; none yet → R.data(null)); POST save (creates
 * the record, once), update (every section), and one update per section: print-update (小票打印),
 * sn-prefix-update (SN前缀), sign-print-update (签购单打印), cashier-update (收银员设置). A section
 * update names the record (`id`) and changes only its own fields. Platform staff only: partner
 * accounts are answered PARTNER_OUT_OF_SCOPE (403).
 */
import type { Route, RouteContext } from "../../core/env";
import { changed, fail, formatDate, ok, str, success } from "../../core/http";
import { newId } from "../../core/ids";
import { platformOnly } from "../../core/partner-scope";
import { requestBody } from "../../core/request";
import { chars, text } from "../reference/store";
import { serveEach } from "../../core/serve";
import { equip } from "../../../../shared/contract/index.ts";

type Check = (value: string) => string | null;
type FieldRule = { column: string; field: string; check: Check; integer?: true };

const flag =
  (name: string): Check =>
  (v) =>
    v === "0" || v === "1" ? null : `${name}须为0或1`;
const between =
  (name: string, min: number, max: number): Check =>
  (v) =>
    /^\d{1,2}$/.test(v) && Number(v) >= min && Number(v) <= max ? null : `${name}须为${min}至${max}的整数`;
const upTo =
  (name: string, max: number): Check =>
  (v) =>
    chars(v) <= max ? null : `${name}不能超过${max}个字符`;

/** Each section's fields, as the update of that section takes them. */
export const SECTIONS: Record<string, FieldRule[]> = {
  print: [
    { column: "print_switch", field: "printSwitch", check: flag("小票打印"), integer: true },
    { column: "print_copies", field: "printCopies", check: between("打印联数", 1, 5), integer: true },
    { column: "print_header", field: "printHeader", check: upTo("小票抬头", 32) },
    { column: "print_footer", field: "printFooter", check: upTo("小票页脚", 64) },
  ],
  snPrefix: [
    {
      column: "sn_prefix",
      field: "snPrefix",
      check: (v) => (/^[A-Z0-9]{2,8}$/.test(v) ? null : "SN前缀须为2至8位大写字母或数字"),
    },
  ],
  signPrint: [
    { column: "sign_print_switch", field: "signPrintSwitch", check: flag("签购单打印"), integer: true },
    { column: "sign_print_copies", field: "signPrintCopies", check: between("签购单联数", 1, 3), integer: true },
    { column: "sign_print_title", field: "signPrintTitle", check: upTo("签购单标题", 32) },
    { column: "sign_print_remark", field: "signPrintRemark", check: upTo("签购单备注", 64) },
  ],
  cashier: [
    { column: "cashier_refund", field: "cashierRefund", check: flag("收银员退款"), integer: true },
    { column: "cashier_order_scope", field: "cashierOrderScope", check: between("订单查看范围", 1, 2), integer: true },
    { column: "cashier_voice", field: "cashierVoice", check: flag("语音播报"), integer: true },
  ],
};

const ALL = Object.values(SECTIONS).flat();
const LABELS: Record<string, string> = {
  printSwitch: "小票打印",
  printCopies: "打印联数",
  snPrefix: "SN前缀",
  signPrintSwitch: "签购单打印",
  signPrintCopies: "签购单联数",
  cashierRefund: "收银员退款",
  cashierOrderScope: "订单查看范围",
  cashierVoice: "语音播报",
};
const REQUIRED = new Set([
  "printSwitch",
  "printCopies",
  "snPrefix",
  "signPrintSwitch",
  "signPrintCopies",
  "cashierRefund",
  "cashierOrderScope",
  "cashierVoice",
]);

type TenantRow = Record<string, string | number | null> & {
  id: string;
  tenant_id: string;
  create_time: number | null;
  update_time: number | null;
};

const tenantVO = (row: TenantRow) => ({
  id: row.id,
  tenantId: row.tenant_id,
  ...Object.fromEntries(
    ALL.map((rule) => [rule.field, rule.integer ? Number(row[rule.column]) : str(row[rule.column])]),
  ),
  createTime: formatDate(row.create_time),
  updateTime: formatDate(row.update_time),
});

function findRecord(ctx: RouteContext, id: string): Promise<TenantRow | null> {
  return ctx.env.DB.prepare("SELECT * FROM cloud_equip_tenant WHERE tenant_id = ? AND (id = ? OR tenant_id = ?)")
    .bind(ctx.user!.tenantId, id, id)
    .first<TenantRow>();
}

async function detail(ctx: RouteContext): Promise<Response> {
  const refused = await platformOnly(ctx);
  if (refused) return refused;
  const id = decodeURIComponent(ctx.url.pathname.split("/").pop() ?? "");
  const row = await findRecord(ctx, id);
  return ok(row ? tenantVO(row) : null);
}

/** The rules' values from the body: each checked; a missing required one is an error, a blank text clears it. */
function read(
  body: Record<string, unknown>,
  rules: FieldRule[],
): { columns: string[]; values: (string | number | null)[] } | string {
  const columns: string[] = [];
  const values: (string | number | null)[] = [];
  for (const rule of rules) {
    const raw = rule.field === "snPrefix" ? text(body[rule.field]).toUpperCase() : text(body[rule.field]);
    if (!raw) {
      if (REQUIRED.has(rule.field)) return `${LABELS[rule.field] ?? rule.field}不能为空`;
      columns.push(rule.column);
      values.push(null);
      continue;
    }
    const error = rule.check(raw);
    if (error) return error;
    columns.push(rule.column);
    values.push(rule.integer ? Number(raw) : raw);
  }
  return { columns, values };
}

async function save(ctx: RouteContext): Promise<Response> {
  const body = (await platformOnly(ctx)) ?? (await requestBody(ctx.req));
  if (body instanceof Response) return body;
  const tenant = ctx.user!.tenantId;
  if (await findRecord(ctx, tenant)) return fail("该租户的设备配置已存在");
  const values = read(body, ALL);
  if (typeof values === "string") return fail(values);
  const now = Date.now();
  await ctx.env.DB.prepare(
    `INSERT INTO cloud_equip_tenant (id, tenant_id, ${values.columns.join(", ")}, create_user, create_time, update_user, update_time) VALUES (?, ?, ${values.columns.map(() => "?").join(", ")}, ?, ?, ?, ?)`,
  )
    .bind(newId(), tenant, ...values.values, ctx.user!.userId, now, ctx.user!.userId, now)
    .run();
  return success();
}

function update(rules: FieldRule[]) {
  return async (ctx: RouteContext): Promise<Response> => {
    const body = (await platformOnly(ctx)) ?? (await requestBody(ctx.req));
    if (body instanceof Response) return body;
    const id = text(body.id);
    if (!id) return fail("配置id不能为空");
    const row = await findRecord(ctx, id);
    if (!row) return fail("操作失败");
    const values = read(body, rules);
    if (typeof values === "string") return fail(values);
    return changed(
      await ctx.env.DB.prepare(
        `UPDATE cloud_equip_tenant SET ${values.columns.map((c) => `${c} = ?`).join(", ")}, update_user = ?, update_time = ? WHERE id = ?`,
      )
        .bind(...values.values, ctx.user!.userId, Date.now(), row.id)
        .run(),
    );
  };
}

export const equipTenantRoutes: Route[] = serveEach(equip.tenant, {
  detail,
  save,
  update: update(ALL),
  printUpdate: update(SECTIONS.print!),
  snPrefixUpdate: update(SECTIONS.snPrefix!),
  signPrintUpdate: update(SECTIONS.signPrint!),
  cashierUpdate: update(SECTIONS.cashier!),
});
