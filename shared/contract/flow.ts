/**
 * /api/cloud-flow, the work-flow (ADR 025, 031): process models and their deployment
 * (FlowModelController), the deployed definitions (FlowManagerController), the operator's tasks
 * (WorkController) and an instance's history (ProcessController). The spec names the work-flow
 * screens, not these paths: they follow BladeX's blade-flow, with the console's own additions
 * (ordered steps instead of a BPMN designer) said so.
 */
import type { z } from "zod";
import { type AnyEntry, assumed, bladex, get, post, service, shape, firstId, firstRecord } from "./define.ts";
import {
  count,
  done,
  flag,
  id,
  list,
  maybe,
  numeric,
  page,
  type Paging,
  record,
  text,
  time,
  yuanOrEmpty,
} from "./wire.ts";

/** A model's or a definition's step: its name and the role that approves it. */
export const flowStep = record({ name: text, roleId: id, roleName: text });

/** A process model (流程模型) of the tenant. */
export const flowModelRow = record({
  id,
  modelKey: text,
  name: text,
  category: text,
  categoryName: text,
  description: text,
  steps: list(flowStep).nullish(),
  stepCount: numeric,
  stepNames: text,
  version: numeric,
  createTime: time,
  updateTime: time,
});

/** A deployed definition (流程管理): suspensionState 1 active, 2 suspended. */
export const flowDefinitionRow = record({
  id,
  key: text,
  name: text,
  category: text,
  categoryName: text,
  version: numeric,
  deploymentId: text,
  deploymentTime: time,
  suspensionState: count,
  runningCount: numeric,
  instanceCount: numeric,
});

/** An instance of a definition. */
export const flowInstanceRow = record({
  id,
  businessLabel: text,
  state: count,
  stepName: text,
  startUserName: text,
  startTime: time,
  endTime: time,
});

/** A task of 我的待办 / 已办. */
export const flowTaskRow = record({
  id: id.optional(),
  taskId: id,
  processInstanceId: id,
  processDefinitionName: text,
  processDefinitionVersion: numeric,
  category: text,
  categoryName: text,
  taskName: text,
  stepIndex: numeric,
  stepCount: numeric,
  roleName: text,
  businessType: text,
  businessLabel: text,
  startUserName: text,
  /** Who started the instance (their user id; issue 34: nobody approves their own), "" when unknown. */
  startUser: text,
  createTime: time,
  endTime: time,
  flag: text,
  comment: text,
  assigneeName: text,
  processIsFinished: flag,
});

/** One entry of an instance's history: 发起, a step, 结束. */
export const flowHistoryEntry = record({
  historyActivityName: text,
  historyActivityType: text,
  assigneeName: text,
  roleName: text,
  createTime: time,
  endTime: time,
  flag: text,
  comment: text,
});

/** The object a task is about, as the 审批 dialog shows it (amount in yuan, "" when it has none). */
export const flowTaskBusiness = record({
  label: text,
  amount: yuanOrEmpty,
  tenantName: text,
  companyName: text,
  detail: text,
});

/** A task with its object's summary and its instance's history. */
export const flowTaskDetail = flowTaskRow.extend({
  business: flowTaskBusiness.nullish(),
  history: list(flowHistoryEntry).nullish(),
});

export type FlowModelRow = z.output<typeof flowModelRow>;
export type FlowDefinitionRow = z.output<typeof flowDefinitionRow>;
export type FlowTaskRow = z.output<typeof flowTaskRow>;
export type FlowHistoryEntry = z.output<typeof flowHistoryEntry>;

const FLOW = "/api/cloud-flow";

export const flow = service("flow", {
  model: {
    /** GET model/list (name, modelKey, category): the tenant's models. */
    list: get(`${FLOW}/model/list`, page(flowModelRow), {
      query: shape<Paging & { name?: string; modelKey?: string; category?: string }>(),
      source: bladex("FlowModelController#list (blade-flow)"),
    }),
    /** GET model/detail?id=: one model with its steps. */
    detail: get(`${FLOW}/model/detail`, maybe(flowModelRow), {
      query: shape<{ id: string }>(),
      source: bladex("FlowModelController#detail (blade-flow); its steps are the console's (ADR 025)"),
      probe: { after: (): AnyEntry => flow.model.list, pick: firstId },
    }),
    /** POST model/submit {modelKey, name, category, description, steps}: a new model. */
    submit: post(`${FLOW}/model/submit`, done, {
      bodyType: shape<{
        modelKey: unknown;
        name: unknown;
        category: unknown;
        description: unknown;
        steps: { name: string; roleId: string }[];
      }>(),
      permission: "flow_model_add",
      source: bladex("FlowModelController#submit (blade-flow)"),
    }),
    /** POST model/remove?ids=: models only (their deployments stay). */
    remove: post(`${FLOW}/model/remove`, done, {
      query: shape<{ ids: string }>(),
      body: "none",
      permission: "flow_model_delete",
      source: bladex("FlowModelController#remove (blade-flow)"),
    }),
    /**
     * POST model/deploy {modelId, category}: the model's steps as a new definition, active. BladeX
     * takes these as request parameters; the console sends them as JSON (the sandbox reads JSON).
     */
    deploy: post(`${FLOW}/model/deploy`, done, {
      bodyType: shape<{ modelId: string; category: string }>(),
      permission: "flow_deploy_add",
      source: bladex("FlowModelController#deploy (blade-flow)"),
    }),
  },
  manager: {
    /** GET manager/list (name or key, category, suspensionState): the deployed definitions. */
    list: get(`${FLOW}/manager/list`, page(flowDefinitionRow), {
      query: shape<Paging & { name?: string; category?: string; suspensionState?: string }>(),
      source: bladex("FlowManagerController#list (blade-flow)"),
    }),
    /** GET manager/detail?id=: one definition. */
    detail: get(`${FLOW}/manager/detail`, maybe(flowDefinitionRow), {
      query: shape<{ id: string }>(),
      source: assumed("流程管理's row dialogs read one definition again before acting on it; BladeX lists only"),
      probe: { after: (): AnyEntry => flow.manager.list, pick: firstId },
    }),
    /** POST manager/change-state?processId=&state=active|suspend: 激活 / 挂起. */
    changeState: post(`${FLOW}/manager/change-state`, done, {
      query: shape<{ processId: string; state: "active" | "suspend" }>(),
      body: "none",
      permission: "flow_manager_edit",
      source: bladex("FlowManagerController#changeState (blade-flow)"),
    }),
    /** POST manager/delete-deployment?deploymentIds=: refused while a deployment has running instances. */
    deleteDeployment: post(`${FLOW}/manager/delete-deployment`, done, {
      query: shape<{ deploymentIds: string }>(),
      body: "none",
      permission: "flow_manager_delete",
      source: bladex("FlowManagerController#deleteDeployment (blade-flow)"),
    }),
    /** GET manager/instances?processId=: a definition's instances, newest first. */
    instances: get(`${FLOW}/manager/instances`, page(flowInstanceRow), {
      query: shape<Paging & { processId: string }>(),
      source: assumed("流程管理 shows a definition's instances; BladeX's FlowManagerController has no such list"),
      probe: firstRecord((): AnyEntry => flow.manager.list, "processId", "id"),
    }),
  },
  work: {
    /** GET work/todo-list (category, businessLabel): the open tasks of the operator's roles. */
    todoList: get(`${FLOW}/work/todo-list`, page(flowTaskRow), {
      query: shape<Paging & { category?: string; businessLabel?: string }>(),
      source: bladex("WorkController#todoList (blade-flow)"),
    }),
    /** GET work/done-list (category, businessLabel): the tasks the operator completed. */
    doneList: get(`${FLOW}/work/done-list`, page(flowTaskRow), {
      query: shape<Paging & { category?: string; businessLabel?: string }>(),
      source: bladex("WorkController#doneList (blade-flow)"),
    }),
    /** GET work/task-detail?taskId=: a task, its object's summary and its instance's history. */
    taskDetail: get(`${FLOW}/work/task-detail`, maybe(flowTaskDetail), {
      query: shape<{ taskId: string }>(),
      source: assumed(
        "the 审批 dialog reads the task with its object's summary; BladeX's business forms read their own objects",
      ),
      probe: firstRecord((): AnyEntry => flow.work.todoList, "taskId"),
    }),
    /** POST work/complete-task {taskId, processInstanceId, flag: ok|reject, comment}. */
    completeTask: post(`${FLOW}/work/complete-task`, done, {
      bodyType: shape<{ taskId: string; processInstanceId: string; flag: "ok" | "reject"; comment: string }>(),
      permission: "flow_todo_audit",
      source: bladex("WorkController#completeTask (blade-flow)"),
    }),
  },
  process: {
    /** GET process/history-flow-list?processInstanceId=: each step, who, when, the result and comment. */
    historyFlowList: get(`${FLOW}/process/history-flow-list`, list(flowHistoryEntry), {
      query: shape<{ processInstanceId: string }>(),
      source: bladex("ProcessController#historyFlowList (blade-flow)"),
      // The instance of the operator's first open task (none: an instance that is not there).
      probe: firstRecord((): AnyEntry => flow.work.todoList, "processInstanceId"),
    }),
  },
});
