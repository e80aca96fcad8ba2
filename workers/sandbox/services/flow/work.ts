/**
 * cloud-flow's work (BladeX WorkController and ProcessController, entries flow.work and flow.process, ADR 025):
 * work/todo-list (the open tasks of the operator's tenant whose step's role is one of theirs, on
 * objects in their data scope),
 * work/done-list (the tasks they completed), work/task-detail?taskId= (a task, its object's
 * summary and the instance's history), work/complete-task {taskId, processInstanceId, flag
 * ok|reject, comment}: each task is completed once (a guarded claim), never by the user who
 * started its instance; 同意 opens the next step's
 * task, or on the last step confirms the object; 驳回 (a comment required) rejects it.
 * process/history-flow-list?processInstanceId=: each step, who, when, the result and comment.
 */
import { type Route, type RouteContext, operatorName } from "../../core/env";
import { flow, type FlowTaskRow } from "../../../../shared/contract/index.ts";
import { serve } from "../../core/serve";
import { chars, fail, formatDate, ok, paramMissing, unreadable } from "../../core/http";
import { newId } from "../../core/ids";
import { Where, readListPage } from "../../core/query";
import { field, jsonBody, queryParam } from "../../core/request";
import { ownedByMerchantCondition, partnerScope } from "../../core/partner-scope";
import type { BusinessAdapters } from "./business";
import type { BusinessRef } from "./instances";
import { APPROVED, readSteps, REJECTED, RUNNING, tenantRoles, flowNames } from "./store";

export const TASK_DONE = "该任务已办理，请勿重复操作";
export const NO_TASK = "任务不存在或无权办理";
/** Nobody approves a task of an instance they started (issue 34). */
export const OWN_TASK = "不能审批自己发起的流程";
export const COMMENT_MAX = 200;

interface TaskRow {
  id: string;
  tenant_id: string;
  instance_id: string;
  step_index: number;
  step_name: string;
  role_id: string;
  state: number;
  assignee: string | null;
  assignee_name: string | null;
  comment: string | null;
  create_time: number;
  end_time: number | null;
  business_type: BusinessRef["type"];
  business_id: string;
  business_label: string;
  instance_state: number;
  definition_id: string;
  definition_name: string;
  category: string;
  version: number;
  steps: string;
  start_user: string | null;
  start_user_name: string | null;
  start_time: number;
}

const SELECT = `SELECT t.*, i.business_type, i.business_id, i.business_label, i.state AS instance_state, i.definition_id, i.start_user, i.start_user_name, i.start_time,
  d.name AS definition_name, d.category, d.version, d.steps
  FROM cloud_flow_task t JOIN cloud_flow_instance i ON i.id = t.instance_id JOIN cloud_flow_definition d ON d.id = i.definition_id`;

const flagOf = (state: number): string => (state === APPROVED ? "ok" : state === REJECTED ? "reject" : "");

async function taskVOs(ctx: RouteContext, rows: TaskRow[]): Promise<FlowTaskRow[]> {
  const { roles, categories } = await flowNames(ctx);
  return rows.map((t) => ({
    taskId: t.id,
    id: t.id,
    processInstanceId: t.instance_id,
    processDefinitionId: t.definition_id,
    processDefinitionName: t.definition_name,
    processDefinitionVersion: t.version,
    category: t.category,
    categoryName: categories.get(t.category) ?? "",
    taskName: t.step_name,
    stepIndex: t.step_index + 1,
    stepCount: readSteps(t.steps).length,
    roleId: t.role_id,
    roleName: roles.get(t.role_id) ?? "",
    businessType: t.business_type,
    businessId: t.business_id,
    businessLabel: t.business_label,
    startUserName: t.start_user_name ?? "",
    startUser: t.start_user ?? "",
    createTime: formatDate(t.create_time),
    endTime: formatDate(t.end_time),
    flag: flagOf(t.state),
    comment: t.comment ?? "",
    assigneeName: t.assignee_name ?? "",
    processIsFinished: t.instance_state !== RUNNING,
    processState: t.instance_state,
  }));
}

/**
 * The operator's data scope on the objects (ADR 016): a 商户入网审核 task only for a merchant
 * their partner scope holds (an agent's subtree); the platform's staff, every one.
 */
async function scopeCondition(ctx: RouteContext): Promise<{ sql: string; binds: unknown[] }> {
  const held = ownedByMerchantCondition(await partnerScope(ctx), "i.business_id");
  return { sql: `(i.business_type <> 'merchant' OR ${held.sql})`, binds: held.binds };
}

/** The operator's own tasks: open ones of their roles (todo), or those they completed (done); in their scope. */
async function tasksOf(ctx: RouteContext, kind: "todo" | "done"): Promise<Where> {
  const user = ctx.user!;
  const scope = await scopeCondition(ctx);
  const where = new Where("t.tenant_id = ?", user.tenantId).add(scope.sql, ...scope.binds);
  if (kind === "done") return where.add("t.assignee = ? AND t.state <> 0", user.userId);
  if (user.roleIds.length === 0) return where.add("1 = 0");
  return where.add(`t.state = 0 AND t.role_id IN (${user.roleIds.map(() => "?").join(", ")})`, ...user.roleIds);
}

function taskList(kind: "todo" | "done") {
  return async (ctx: RouteContext): Promise<Response> => {
    const where = (await tasksOf(ctx, kind))
      .equal("d.category", queryParam(ctx, "category"))
      .like("i.business_label", queryParam(ctx, "businessLabel"));
    const order = kind === "todo" ? "t.create_time ASC, t.id ASC" : "t.end_time DESC, t.id DESC";
    return readListPage<TaskRow>(
      ctx,
      {
        from: "cloud_flow_task t JOIN cloud_flow_instance i ON i.id = t.instance_id JOIN cloud_flow_definition d ON d.id = i.definition_id",
        rows: SELECT,
        where,
        order,
      },
      (rows) => taskVOs(ctx, rows),
    );
  };
}

/** A task the operator may see: one of their roles' open tasks, or one they completed. */
async function heldTask(ctx: RouteContext, id: string | null): Promise<TaskRow | null> {
  if (!id || !/^\d{1,19}$/.test(id)) return null;
  const user = ctx.user!;
  const roles = user.roleIds.length ? user.roleIds : [""];
  const scope = await scopeCondition(ctx);
  return ctx.env.DB.prepare(
    `${SELECT} WHERE t.id = ? AND t.tenant_id = ? AND (t.role_id IN (${roles.map(() => "?").join(", ")}) OR t.assignee = ?) AND ${scope.sql}`,
  )
    .bind(id, user.tenantId, ...roles, user.userId, ...scope.binds)
    .first<TaskRow>();
}

/** An instance's history: 发起, each step reached (who, when, the result and comment), 结束 when it ended. */
async function history(ctx: RouteContext, instanceId: string) {
  const db = ctx.env.DB;
  const instance = await db
    .prepare("SELECT * FROM cloud_flow_instance WHERE id = ? AND tenant_id = ?")
    .bind(instanceId, ctx.user!.tenantId)
    .first<{
      id: string;
      state: number;
      start_user_name: string | null;
      start_time: number;
      end_time: number | null;
    }>();
  if (!instance) return null;
  const roles = await tenantRoles(db, ctx.user!.tenantId);
  const { results } = await db
    .prepare("SELECT * FROM cloud_flow_task WHERE instance_id = ? ORDER BY step_index")
    .bind(instanceId)
    .all<TaskRow>();
  const start = {
    historyActivityName: "发起",
    historyActivityType: "start",
    assigneeName: instance.start_user_name ?? "",
    roleName: "",
    createTime: formatDate(instance.start_time),
    endTime: formatDate(instance.start_time),
    flag: "",
    comment: "",
  };
  const steps = results.map((t) => ({
    historyActivityName: t.step_name,
    historyActivityType: "task",
    assigneeName: t.assignee_name ?? "",
    roleName: roles.get(t.role_id) ?? "",
    createTime: formatDate(t.create_time),
    endTime: formatDate(t.end_time),
    flag: flagOf(t.state),
    comment: t.comment ?? "",
  }));
  const end =
    instance.state === RUNNING
      ? []
      : [
          {
            historyActivityName: "结束",
            historyActivityType: "end",
            assigneeName: "",
            roleName: "",
            createTime: formatDate(instance.end_time),
            endTime: formatDate(instance.end_time),
            flag: flagOf(instance.state),
            comment: "",
          },
        ];
  return [start, ...steps, ...end];
}

async function historyList(ctx: RouteContext): Promise<Response> {
  const id = queryParam(ctx, "processInstanceId");
  if (!id) return paramMissing("processInstanceId");
  const list = await history(ctx, id);
  return list ? ok(list) : fail("流程实例不存在");
}

async function taskDetail(ctx: RouteContext, business: BusinessAdapters): Promise<Response> {
  const id = queryParam(ctx, "taskId");
  if (!id) return paramMissing("taskId");
  const task = await heldTask(ctx, id);
  if (!task) return fail(NO_TASK);
  const [vo] = await taskVOs(ctx, [task]);
  const summary = await business[task.business_type]?.summary(ctx.env.DB, task.business_id);
  return ok({ ...vo, business: summary ?? null, history: (await history(ctx, task.instance_id)) ?? [] });
}

/** POST work/complete-task {taskId, processInstanceId, flag: ok|reject, comment}. */
async function completeTask(ctx: RouteContext, business: BusinessAdapters): Promise<Response> {
  const body = await jsonBody(ctx.req, { exactLongNumbers: true });
  if (!body) return unreadable();
  const user = ctx.user!;
  const task = await heldTask(ctx, field(body, "taskId"));
  if (!task || task.instance_id !== field(body, "processInstanceId")) return fail(NO_TASK);
  if (task.state !== 0 || task.instance_state !== RUNNING) return fail(TASK_DONE);
  if (!user.roleIds.includes(task.role_id)) return fail(NO_TASK);
  if (task.start_user === user.userId) return fail(OWN_TASK);
  const flag = field(body, "flag");
  if (flag !== "ok" && flag !== "reject") return fail("请选择审批结果");
  const comment = field(body, "comment") ?? "";
  if (flag === "reject" && !comment) return fail("请填写驳回意见");
  if (chars(comment) > COMMENT_MAX) return fail(`审批意见不能超过${COMMENT_MAX}个字符`);
  const db = ctx.env.DB;
  const now = Date.now();
  const approved = flag === "ok";
  // Claim the task first: a second completion (another tab, another operator of the role) finds nothing to do.
  const claimed = await db
    .prepare(
      "UPDATE cloud_flow_task SET state = ?, assignee = ?, assignee_name = ?, comment = ?, end_time = ? WHERE id = ? AND state = 0",
    )
    .bind(approved ? APPROVED : REJECTED, user.userId, operatorName(user), comment || null, now, task.id)
    .run();
  if (claimed.meta.changes !== 1) return fail(TASK_DONE);
  const steps = readSteps(task.steps);
  const next = steps[task.step_index + 1];
  if (approved && next) {
    await db.batch([
      db
        .prepare(
          "INSERT INTO cloud_flow_task (id, tenant_id, instance_id, step_index, step_name, role_id, state, create_time) VALUES (?, ?, ?, ?, ?, ?, 0, ?)",
        )
        .bind(newId(), task.tenant_id, task.instance_id, task.step_index + 1, next.name, next.roleId, now),
      db
        .prepare(`UPDATE cloud_flow_instance SET step_index = ? WHERE id = ? AND state = ${RUNNING}`)
        .bind(task.step_index + 1, task.instance_id),
    ]);
    return ok({ processIsFinished: false }, `已同意，流转至「${next.name}」`);
  }
  await db
    .prepare(`UPDATE cloud_flow_instance SET state = ?, end_time = ? WHERE id = ? AND state = ${RUNNING}`)
    .bind(approved ? APPROVED : REJECTED, now, task.instance_id)
    .run();
  const refused = await business[task.business_type]?.finish(db, task.business_id, approved, comment, user.userId);
  if (refused) return fail(`审批已记录，但业务处理失败：${refused}`);
  return ok({ processIsFinished: true }, approved ? "审批通过，流程已结束" : "已驳回，流程已结束");
}

/** The work routes, carrying out decisions through each kind of object's adapter (business.ts). */
export function workRoutes(business: BusinessAdapters): Route[] {
  return [
    serve(flow.work.todoList, taskList("todo")),
    serve(flow.work.doneList, taskList("done")),
    serve(flow.work.taskDetail, (ctx) => taskDetail(ctx, business)),
    serve(flow.work.completeTask, (ctx) => completeTask(ctx, business)),
    serve(flow.process.historyFlowList, historyList),
  ];
}
