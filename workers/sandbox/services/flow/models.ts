/**
 * cloud-flow's models (BladeX FlowModelController, entries flow.model, ADR 025): list
 * (IPage, name / modelKey / category), detail?id=, submit (a new model or an edit: key, name,
 * category of the `flow` dictionary, description, 1–10 ordered steps each with a role of the
 * tenant), remove?ids= (models only: their deployments stay). Every model is its tenant's.
 */
import { bodyBehind, requireCode } from "../../core/permission";
import type { Route, RouteContext } from "../../core/env";
import { flow, type FlowModelRow } from "../../../../shared/contract/index.ts";
import { serveEach } from "../../core/serve";
import { chars, fail, formatDate, paramMissing, str, success } from "../../core/http";
import { insertRow, updateRow, updateIds } from "../../core/db";
import { newId } from "../../core/ids";
import { Where, readListPage } from "../../core/query";
import { field, idsParam, queryParam, requestBody, detailById } from "../../core/request";
import { categoryNames, checkSteps, readSteps, stepsVO, tenantRoles, flowNames } from "./store";

export const KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

export interface ModelRow {
  id: string;
  tenant_id: string;
  model_key: string;
  name: string;
  category: string;
  description: string | null;
  steps: string;
  create_time: number;
  update_time: number | null;
  latest_version: number | null;
}

const SELECT = `SELECT m.*, (SELECT MAX(d.version) FROM cloud_flow_definition d WHERE d.tenant_id = m.tenant_id AND d.model_key = m.model_key) AS latest_version
  FROM cloud_flow_model m`;

async function modelVOs(ctx: RouteContext, rows: ModelRow[]): Promise<FlowModelRow[]> {
  const { roles, categories } = await flowNames(ctx);
  return rows.map((m) => {
    const steps = readSteps(m.steps);
    return {
      id: m.id,
      modelKey: m.model_key,
      name: m.name,
      category: m.category,
      categoryName: categories.get(m.category) ?? "",
      description: str(m.description),
      steps: stepsVO(steps, roles),
      stepCount: steps.length,
      stepNames: steps.map((s) => s.name).join(" → "),
      version: m.latest_version ?? -1,
      createTime: formatDate(m.create_time),
      updateTime: formatDate(m.update_time),
    };
  });
}

function list(ctx: RouteContext): Promise<Response> {
  const where = new Where("m.tenant_id = ? AND m.is_deleted = 0", ctx.user!.tenantId)
    .like("m.name", queryParam(ctx, "name"))
    .like("m.model_key", queryParam(ctx, "modelKey"))
    .equal("m.category", queryParam(ctx, "category"));
  return readListPage<ModelRow>(
    ctx,
    { from: "cloud_flow_model m", rows: SELECT, where, order: "m.create_time DESC, m.id DESC" },
    (rows) => modelVOs(ctx, rows),
  );
}

/** A live model of the operator's tenant. */
export function findModel(ctx: RouteContext, id: string): Promise<ModelRow | null> {
  return ctx.env.DB.prepare(`${SELECT} WHERE m.id = ? AND m.tenant_id = ? AND m.is_deleted = 0`)
    .bind(id, ctx.user!.tenantId)
    .first<ModelRow>();
}

async function detail(ctx: RouteContext): Promise<Response> {
  return detailById(ctx, findModel, async (row) => (await modelVOs(ctx, [row]))[0], "流程模型不存在");
}

/** POST model/submit: a new model (flow_model_add), or an edit of one (the same button: the screen has no other). */
async function submit(ctx: RouteContext): Promise<Response> {
  const body = await bodyBehind(ctx, "flow_model_add", (req) => requestBody(req, { exactLongNumbers: true }));
  if (body instanceof Response) return body;
  const tenantId = ctx.user!.tenantId;
  const id = field(body, "id") || null;
  const existing = id ? await findModel(ctx, id) : null;
  if (id && !existing) return fail("流程模型不存在");
  const modelKey = field(body, "modelKey") ?? "";
  const name = field(body, "name") ?? "";
  const category = field(body, "category") ?? "";
  const description = field(body, "description") ?? "";
  if (!modelKey) return fail("请输入模型标识");
  if (!KEY_PATTERN.test(modelKey)) return fail("模型标识须以字母开头，仅含字母、数字和下划线，最多40个字符");
  if (existing && existing.model_key !== modelKey) return fail("模型标识不能修改");
  if (!name) return fail("请输入模型名称");
  if (chars(name) > 50) return fail("模型名称不能超过50个字符");
  if (!(await categoryNames(ctx.env.DB)).has(category)) return fail("请选择流程分类");
  if (chars(description) > 200) return fail("模型描述不能超过200个字符");
  const steps = checkSteps(body.steps, await tenantRoles(ctx.env.DB, tenantId));
  if (typeof steps === "string") return fail(steps);
  const taken = await ctx.env.DB.prepare(
    "SELECT id FROM cloud_flow_model WHERE tenant_id = ? AND model_key = ? AND is_deleted = 0 AND id <> ?",
  )
    .bind(tenantId, modelKey, id ?? "")
    .first<string>("id");
  if (taken) return fail(`模型标识 ${modelKey} 已存在`);
  const now = Date.now();
  const values = { name, category, description: description || null, steps: JSON.stringify(steps), update_time: now };
  if (existing) {
    await updateRow(ctx.env.DB, "cloud_flow_model", values, "id = ? AND tenant_id = ?", existing.id, tenantId).run();
    return success();
  }
  const row = { id: newId(), tenant_id: tenantId, model_key: modelKey, ...values, is_deleted: 0 };
  await insertRow(
    ctx.env.DB,
    "cloud_flow_model",
    { ...row, create_user: ctx.user!.userId, create_time: now },
    "INSERT",
  ).run();
  return success();
}

/** POST model/remove?ids=: the tenant's models (their deployed definitions stay and keep running). */
async function remove(ctx: RouteContext): Promise<Response> {
  const refused = await requireCode(ctx, "flow_model_delete");
  if (refused) return refused;
  const ids = await idsParam(ctx);
  if (!ids || ids.length === 0) return paramMissing("ids");
  const deleted = { is_deleted: 1, update_time: Date.now() };
  const result = await updateIds(ctx.env.DB, "cloud_flow_model", deleted, ctx.user!.tenantId, ids, {
    liveOnly: true,
  }).run();
  return result.meta.changes > 0 ? success() : fail("流程模型不存在");
}

export const modelRoutes: Route[] = serveEach(flow.model, { list, detail, submit, remove });
