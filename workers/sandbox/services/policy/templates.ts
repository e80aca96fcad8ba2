/**
 * policy.rateTemplate (费率模板, ADR 020): list (by name), detail with its items, the
 * pairs a template prices, submit (create or update: a name, and a rate for every pair with an
 * optional cap), copy, remove. Platform data: reads need the 费率模板 menu, changes its buttons. A
 * template used by a policy already in force keeps its rates (copy it to change them); one used by
 * a policy still to come may change if the network's ordering holds on every day it would; a
 * template in use by any policy is not removed.
 */
import { type Route, type RouteContext } from "../../core/env";
import { policy } from "../../../../shared/contract/index.ts";
import { serveEach } from "../../core/serve";
import { chars, fail, ok, success } from "../../core/http";
import { createdByName, insertRow, updateRow } from "../../core/db";
import { newId } from "../../core/ids";
import { holdsCode, NO_PERMISSION, requireCode, buttonSubmit } from "../../core/permission";
import { escapeLike, likeArg, readPage } from "../../core/query";
import { field, idList, jsonBody, queryParam, detailById } from "../../core/request";
import { holdsSensitiveWord, SENSITIVE_REFUSAL } from "../reference/sensitive";
import { capFen, pairKey, pairName, RATE_PAIRS, rateE4 } from "./catalogue";
import { costsOf, firstNewViolation } from "./ordering";
import {
  beijingToday,
  findLive,
  type ItemRow,
  loadNetwork,
  TEMPLATE_SELECT,
  templateItems,
  type TemplateRow,
  templateVO,
} from "./store";

export const TEMPLATE_MISSING = "费率模板不存在";
export const TEMPLATE_IN_USE = "该模板已被政策使用，不能删除";
export const TEMPLATE_IN_FORCE = "该模板已被生效中的政策使用，费率不能修改，请复制后修改";
const NAME_MAX = 50;
const REMARK_MAX = 200;

async function readable(ctx: RouteContext): Promise<Response | null> {
  return (await holdsCode(ctx, "rateTemplate")) || (await holdsCode(ctx, "policyInfo"))
    ? null
    : fail(NO_PERMISSION, 403);
}

const findTemplate = (ctx: RouteContext, id: string) => findLive<TemplateRow>(ctx, TEMPLATE_SELECT, "t", id);

async function list(ctx: RouteContext): Promise<Response> {
  const refused = await readable(ctx);
  if (refused) return refused;
  const name = (queryParam(ctx, "templateName") ?? "").trim();
  const tenant = ctx.user!.tenantId;
  const byName = (n: number) => (name ? ` AND t.template_name LIKE ?${n} ESCAPE '\\'` : "");
  const nameBind = name ? [likeArg(name)] : [];
  // The page's LIMIT and OFFSET come after the last numbered parameter.
  return readPage<TemplateRow>(
    ctx,
    {
      count: `SELECT COUNT(*) AS n FROM cloud_rate_template t WHERE t.tenant_id = ?1 AND t.is_deleted = 0${byName(2)}`,
      rows: `${TEMPLATE_SELECT} WHERE t.tenant_id = ?1 AND t.is_deleted = 0${byName(3)} ORDER BY t.create_time DESC, t.id`,
      binds: [tenant, ...nameBind],
      rowBinds: [tenant, beijingToday(), ...nameBind],
    },
    (rows) => rows.map((t) => templateVO(t)),
  );
}

async function detail(ctx: RouteContext): Promise<Response> {
  const render = async (row: TemplateRow) => templateVO(row, await templateItems(ctx, row.id));
  return (await readable(ctx)) ?? detailById(ctx, findTemplate, render, TEMPLATE_MISSING, { idOptional: true });
}

async function pairs(ctx: RouteContext): Promise<Response> {
  const refused = await readable(ctx);
  return refused ?? ok(RATE_PAIRS);
}

/** The posted items as rows (one per pair, every pair), or the first reason they cannot be saved. */
function readItems(templateId: string, raw: unknown): ItemRow[] | string {
  const given = new Map<string, Record<string, unknown>>();
  for (const item of Array.isArray(raw) ? raw : []) {
    if (item && typeof item === "object")
      given.set(
        pairKey(
          String((item as Record<string, unknown>).channelCode ?? ""),
          String((item as Record<string, unknown>).payType ?? ""),
        ),
        item as Record<string, unknown>,
      );
  }
  const rows: ItemRow[] = [];
  for (const pair of RATE_PAIRS) {
    const item = given.get(pairKey(pair.channelCode, pair.payType));
    const rate = item ? (field(item, "rate") ?? "") : "";
    const e4 = rateE4(rate);
    if (!rate) return `请填写${pairName(pair)}的费率`;
    if (e4 === null || e4 > 100_000) return `${pairName(pair)}的费率须为0至10之间、最多四位小数的百分比`;
    const cap = item ? (field(item, "cap") ?? "") : "";
    const fen = cap ? capFen(cap) : null;
    if (cap && fen === null) return `${pairName(pair)}的封顶金额须为大于0、最多两位小数的金额`;
    rows.push({
      template_id: templateId,
      channel_code: pair.channelCode,
      pay_type: pair.payType,
      rate: rate.trim(),
      cap_fen: fen,
    });
  }
  return rows;
}

async function submit(ctx: RouteContext): Promise<Response> {
  const form = await buttonSubmit(
    ctx,
    { add: "rate_template_add", edit: "rate_template_edit" },
    findTemplate,
    TEMPLATE_MISSING,
  );
  if (form instanceof Response) return form;
  const { body, id, existing } = form;
  const name = field(body, "templateName") ?? "";
  if (!name) return fail("模板名称不能为空");
  if (chars(name) > NAME_MAX) return fail(`模板名称不能超过${NAME_MAX}个字符`);
  const remark = field(body, "remark") ?? "";
  if (chars(remark) > REMARK_MAX) return fail(`备注不能超过${REMARK_MAX}个字符`);
  if (await holdsSensitiveWord(ctx, name, remark)) return fail(SENSITIVE_REFUSAL);
  const templateId = id ?? newId();
  const items = readItems(templateId, body.items);
  if (typeof items === "string") return fail(items);
  const db = ctx.env.DB;
  const tenant = ctx.user!.tenantId;
  const clash = await db
    .prepare(
      "SELECT 1 AS hit FROM cloud_rate_template WHERE tenant_id = ? AND template_name = ? AND is_deleted = 0 AND id <> ?",
    )
    .bind(tenant, name, templateId)
    .first<number>("hit");
  if (clash) return fail("模板名称已存在");
  if (existing) {
    const before = await templateItems(ctx, templateId);
    const changed = items.some((i) => {
      const b = before.find((x) => x.channel_code === i.channel_code && x.pay_type === i.pay_type);
      return !b || b.rate !== i.rate || b.cap_fen !== i.cap_fen;
    });
    if (changed && existing.in_force_count > 0) return fail(TEMPLATE_IN_FORCE);
    if (changed && existing.policy_count > 0) {
      const network = await loadNetwork(ctx);
      const after = { ...network, templates: new Map(network.templates).set(templateId, costsOf(items)) };
      const first = network.policies
        .filter((p) => p.templateId === templateId)
        .map((p) => p.effectiveDate)
        .sort()[0]!;
      const broken = firstNewViolation(network, after, first);
      if (broken) return fail(broken);
    }
  }
  const now = Date.now();
  const user = ctx.user!;
  const values = { template_name: name, remark: remark || null, update_time: now };
  const head = existing
    ? updateRow(db, "cloud_rate_template", values, "id = ? AND tenant_id = ?", templateId, tenant)
    : insertRow(
        db,
        "cloud_rate_template",
        { id: templateId, tenant_id: tenant, ...values, ...createdByName(user, now) },
        "INSERT",
      );
  await db.batch([
    head,
    db.prepare("DELETE FROM cloud_rate_template_item WHERE template_id = ?").bind(templateId),
    ...items.map((i) =>
      db
        .prepare(
          "INSERT INTO cloud_rate_template_item (template_id, channel_code, pay_type, rate, cap_fen) VALUES (?, ?, ?, ?, ?)",
        )
        .bind(i.template_id, i.channel_code, i.pay_type, i.rate, i.cap_fen),
    ),
  ]);
  return ok({ id: templateId });
}

/** POST copy {id}: a new template with the same rates, named "<name>（副本）" (cut to fit, numbered if taken). */
async function copy(ctx: RouteContext): Promise<Response> {
  const refused = await requireCode(ctx, "rate_template_add");
  if (refused) return refused;
  const body = await jsonBody(ctx.req, { exactLongNumbers: true });
  const source = body ? await findTemplate(ctx, field(body, "id") ?? "") : null;
  if (!source) return fail(TEMPLATE_MISSING);
  const db = ctx.env.DB;
  const tenant = ctx.user!.tenantId;
  const base = [...source.template_name].slice(0, NAME_MAX - 6).join("");
  const taken = new Set(
    (
      await db
        .prepare(
          `SELECT template_name FROM cloud_rate_template WHERE tenant_id = ? AND is_deleted = 0 AND template_name LIKE ? ESCAPE '\\'`,
        )
        .bind(tenant, `${escapeLike(base)}（副本%`)
        .all<{ template_name: string }>()
    ).results.map((r) => r.template_name),
  );
  let name = `${base}（副本）`;
  for (let n = 2; taken.has(name); n++) name = `${base}（副本${n}）`;
  const id = newId();
  const now = Date.now();
  const user = ctx.user!;
  await db.batch([
    insertRow(
      db,
      "cloud_rate_template",
      {
        id,
        tenant_id: tenant,
        template_name: name,
        remark: source.remark,
        update_time: now,
        ...createdByName(user, now),
      },
      "INSERT",
    ),
    db
      .prepare(
        "INSERT INTO cloud_rate_template_item (template_id, channel_code, pay_type, rate, cap_fen) SELECT ?, channel_code, pay_type, rate, cap_fen FROM cloud_rate_template_item WHERE template_id = ?",
      )
      .bind(id, source.id),
  ]);
  return ok({ id, templateName: name });
}

/** POST remove?ids=: each template unless a policy uses it (the first refusal is the answer). */
async function remove(ctx: RouteContext): Promise<Response> {
  const refused = await requireCode(ctx, "rate_template_delete");
  if (refused) return refused;
  const ids = idList(queryParam(ctx, "ids"));
  if (ids.length === 0) return fail("请选择要删除的模板");
  for (const id of ids) {
    const row = await findTemplate(ctx, id);
    if (!row) return fail(TEMPLATE_MISSING);
    if (row.policy_count > 0) return fail(TEMPLATE_IN_USE);
  }
  const now = Date.now();
  const db = ctx.env.DB;
  // Guarded again in the write: a policy saved meanwhile keeps its template.
  const results = await db.batch(
    ids.map((id) =>
      db
        .prepare(
          "UPDATE cloud_rate_template SET is_deleted = 1, update_time = ? WHERE id = ? AND tenant_id = ? AND NOT EXISTS (SELECT 1 FROM cloud_policy p WHERE p.template_id = ? AND p.is_deleted = 0)",
        )
        .bind(now, id, ctx.user!.tenantId, id),
    ),
  );
  return results.every((r) => r.meta.changes > 0) ? success() : fail(TEMPLATE_IN_USE);
}

export const templateRoutes: Route[] = serveEach(policy.rateTemplate, { list, detail, pairs, submit, copy, remove });
