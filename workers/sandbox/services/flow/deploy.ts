/**
 * cloud-flow's deployments and definitions (BladeX FlowModelController.deploy and
 * FlowManagerController, entries flow.model.deploy and flow.manager, ADR 025): model/deploy {modelId, category} makes a
 * definition of the model's steps at version (the key's last + 1), active; manager/list the
 * definitions (IPage: id, key, name, category, version, deploymentId, deploymentTime,
 * suspensionState 1 active / 2 suspended, running instances); manager/change-state {processId,
 * state active|suspend}; manager/delete-deployment?deploymentIds=, refused while a deployment has
 * running instances; manager/instances?processId= a definition's instances.
 */
import { bodyBehind, requireCode } from "../../core/permission";
import type { Route, RouteContext } from "../../core/env";
import { flow, type FlowDefinitionRow } from "../../../../shared/contract/index.ts";
import { serve, serveEach } from "../../core/serve";
import { fail, formatDate, paramMissing, success } from "../../core/http";
import { newId } from "../../core/ids";
import { readListPage, Where } from "../../core/query";
import { field, idList, queryParam, readParams, requestBody, detailById } from "../../core/request";
import { findModel } from "./models";
import { ACTIVE, categoryNames, readSteps, RUNNING, stepsVO, SUSPENDED, flowNames } from "./store";

interface DefinitionRow {
  id: string;
  tenant_id: string;
  deployment_id: string;
  model_key: string;
  name: string;
  category: string;
  version: number;
  steps: string;
  suspension_state: number;
  deployment_time: number;
  running: number;
  total: number;
}

const SELECT = `SELECT d.*,
  (SELECT COUNT(*) FROM cloud_flow_instance i WHERE i.definition_id = d.id AND i.state = ${RUNNING}) AS running,
  (SELECT COUNT(*) FROM cloud_flow_instance i WHERE i.definition_id = d.id) AS total
  FROM cloud_flow_definition d`;

async function definitionVOs(ctx: RouteContext, rows: DefinitionRow[]): Promise<FlowDefinitionRow[]> {
  const { roles, categories } = await flowNames(ctx);
  return rows.map((d) => ({
    id: d.id,
    key: d.model_key,
    name: d.name,
    category: d.category,
    categoryName: categories.get(d.category) ?? "",
    version: d.version,
    deploymentId: d.deployment_id,
    deploymentTime: formatDate(d.deployment_time),
    suspensionState: d.suspension_state,
    steps: stepsVO(readSteps(d.steps), roles),
    runningCount: d.running,
    instanceCount: d.total,
  }));
}

/** POST model/deploy {modelId, category}: the model's steps as a new definition, active, at the key's next version. */
async function deploy(ctx: RouteContext): Promise<Response> {
  const body = await bodyBehind(ctx, "flow_deploy_add", (req) => requestBody(req, { exactLongNumbers: true }));
  if (body instanceof Response) return body;
  const model = await findModel(ctx, field(body, "modelId") ?? "");
  if (!model) return fail("流程模型不存在");
  const category = field(body, "category") || model.category;
  if (!(await categoryNames(ctx.env.DB)).has(category)) return fail("请选择流程分类");
  const steps = readSteps(model.steps);
  if (steps.length === 0) return fail("流程模型没有审批步骤，无法部署");
  const tenantId = ctx.user!.tenantId;
  const now = Date.now();
  // The version is computed in the INSERT itself, so two deployments of one key at once cannot share one (UNIQUE key, version).
  await ctx.env.DB.prepare(
    `INSERT INTO cloud_flow_definition (id, tenant_id, deployment_id, model_id, model_key, name, category, version, steps, suspension_state, deploy_user, deployment_time)
     SELECT ?, ?, ?, ?, ?, ?, ?, COALESCE(MAX(version), 0) + 1, ?, ${ACTIVE}, ?, ? FROM cloud_flow_definition WHERE tenant_id = ? AND model_key = ?`,
  )
    .bind(
      newId(),
      tenantId,
      newId(),
      model.id,
      model.model_key,
      model.name,
      category,
      model.steps,
      ctx.user!.userId,
      now,
      tenantId,
      model.model_key,
    )
    .run();
  return success("部署成功");
}

function managerList(ctx: RouteContext): Promise<Response> {
  const where = new Where("d.tenant_id = ?", ctx.user!.tenantId)
    .equal("d.category", queryParam(ctx, "category"))
    .like(["d.name", "d.model_key"], queryParam(ctx, "name"))
    .equal("d.suspension_state", queryParam(ctx, "suspensionState"));
  return readListPage<DefinitionRow>(
    ctx,
    { from: "cloud_flow_definition d", rows: SELECT, where, order: "d.deployment_time DESC, d.id DESC" },
    (rows) => definitionVOs(ctx, rows),
  );
}

export function findDefinition(ctx: RouteContext, id: string): Promise<DefinitionRow | null> {
  return ctx.env.DB.prepare(`${SELECT} WHERE d.id = ? AND d.tenant_id = ?`)
    .bind(id, ctx.user!.tenantId)
    .first<DefinitionRow>();
}

async function managerDetail(ctx: RouteContext): Promise<Response> {
  return detailById(ctx, findDefinition, async (row) => (await definitionVOs(ctx, [row]))[0], "流程定义不存在");
}

/** POST manager/change-state {processId, state: active|suspend}: a suspended definition starts no instance (running ones go on). */
async function changeState(ctx: RouteContext): Promise<Response> {
  const refused = await requireCode(ctx, "flow_manager_edit");
  if (refused) return refused;
  const params = await readParams(ctx.req, ctx.url);
  const processId = (params.get("processId") ?? "").trim();
  const state = (params.get("state") ?? "").trim();
  if (!processId) return paramMissing("processId");
  if (state !== "active" && state !== "suspend") return fail("流程状态不正确");
  const definition = await findDefinition(ctx, processId);
  if (!definition) return fail("流程定义不存在");
  const [from, to] = state === "active" ? [SUSPENDED, ACTIVE] : [ACTIVE, SUSPENDED];
  const result = await ctx.env.DB.prepare(
    "UPDATE cloud_flow_definition SET suspension_state = ? WHERE id = ? AND suspension_state = ?",
  )
    .bind(to, definition.id, from)
    .run();
  if (result.meta.changes === 0) return fail(state === "active" ? "流程已是激活状态" : "流程已是挂起状态");
  return success(state === "active" ? "激活成功" : "挂起成功");
}

/** POST manager/delete-deployment?deploymentIds=: the deployments and their definitions; none while one has a running instance. */
async function deleteDeployment(ctx: RouteContext): Promise<Response> {
  const refused = await requireCode(ctx, "flow_manager_delete");
  if (refused) return refused;
  const ids = idList((await readParams(ctx.req, ctx.url)).get("deploymentIds"));
  if (ids.length === 0) return paramMissing("deploymentIds");
  const marks = ids.map(() => "?").join(", ");
  const tenantId = ctx.user!.tenantId;
  const { results } = await ctx.env.DB.prepare(`${SELECT} WHERE d.tenant_id = ? AND d.deployment_id IN (${marks})`)
    .bind(tenantId, ...ids)
    .all<DefinitionRow>();
  if (results.length === 0) return fail("流程部署不存在");
  const busy = results.find((d) => d.running > 0);
  if (busy) return fail(`流程「${busy.name}」V${busy.version} 还有 ${busy.running} 个运行中的实例，不能删除`);
  // Guarded: a definition that gained a running instance meanwhile stays.
  const statements = results.map((d) =>
    ctx.env.DB.prepare(
      `DELETE FROM cloud_flow_definition WHERE id = ? AND NOT EXISTS (SELECT 1 FROM cloud_flow_instance i WHERE i.definition_id = ? AND i.state = ${RUNNING})`,
    ).bind(d.id, d.id),
  );
  const done = await ctx.env.DB.batch(statements);
  return done.every((r) => r.meta.changes === 1) ? success("删除成功") : fail("流程有运行中的实例，不能删除");
}

/** GET manager/instances?processId=: a definition's instances, newest first (IPage). */
async function instances(ctx: RouteContext): Promise<Response> {
  const processId = queryParam(ctx, "processId");
  if (!processId) return paramMissing("processId");
  const definition = await findDefinition(ctx, processId);
  if (!definition) return fail("流程定义不存在");
  const steps = readSteps(definition.steps);
  const where = new Where("definition_id = ?", definition.id);
  const order = "start_time DESC, id DESC";
  return readListPage<{
    id: string;
    business_type: string;
    business_id: string;
    business_label: string;
    step_index: number;
    state: number;
    start_user_name: string | null;
    start_time: number;
    end_time: number | null;
  }>(ctx, { from: "cloud_flow_instance", where, order }, (rows) =>
    rows.map((i) => ({
      id: i.id,
      processInstanceId: i.id,
      businessType: i.business_type,
      businessId: i.business_id,
      businessLabel: i.business_label,
      state: i.state,
      stepName: i.state === RUNNING ? (steps[i.step_index]?.name ?? "") : "",
      startUserName: i.start_user_name ?? "",
      startTime: formatDate(i.start_time),
      endTime: formatDate(i.end_time),
    })),
  );
}

export const deployRoutes: Route[] = [
  serve(flow.model.deploy, deploy),
  ...serveEach(flow.manager, { list: managerList, detail: managerDetail, changeState, deleteDeployment, instances }),
];
