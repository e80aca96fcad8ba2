/**
 * 我的待办 (/flow/todo) and 已办 (/flow/done) (ADR 025): the operator's open tasks (the current
 * step's role is one of theirs, in their tenant: flow.work.todoList) and the tasks
 * they completed (flow.work.doneList). On a to-do, 审批 (flow_todo_audit) opens a dialog on the
 * list's URL (?op=audit&id=<taskId>) with the business object's summary, the steps so far and
 * 同意 / 驳回 with a comment (required on 驳回, at most 200 characters): work/complete-task.
 * 流程记录 (?op=history&id=…) shows the instance's history on both lists.
 */
import { defineScreen, type RowOf } from "~/kit/shared/screen";

const TASK_ROW = {
  processInstanceId: "text",
  processDefinitionName: "text",
  processDefinitionVersion: "number",
  category: "code",
  categoryName: "text",
  taskName: "text",
  stepIndex: "number",
  stepCount: "number",
  roleName: "text",
  businessLabel: "text",
  startUserName: "text",
  createTime: "text",
  endTime: "text",
  flag: "text",
  comment: "text",
  assigneeName: "text",
} as const;

/** What both lists are: the task's fields, its label, the filters and the first columns. */
const TASK_LIST = {
  row: TASK_ROW,
  rowLabel: (row: RowOf<typeof TASK_ROW>) => row.businessLabel,
  buttons: {},
  filters: { businessLabel: { max: 40 }, category: { kind: "select", label: "flowCategory" } },
} as const;
const FIRST_COLUMNS = [
  { key: "businessLabel", fixed: true, mono: true },
  { key: "processDefinitionName", fixed: true },
  { key: "categoryName", label: "flowCategory" },
  { key: "taskName" },
] as const;

export const flowTodoScreen = defineScreen({
  id: "flowTodo",
  path: "/flow/todo",
  menuCode: "flowTodo",
  texts: "flow.todo",
  name: "我的待办",
  api: { list: "flow.work.todoList" },
  ...TASK_LIST,
  columns: [...FIRST_COLUMNS, { key: "roleName" }, { key: "startUserName" }, { key: "createTime", format: "datetime" }],
});

export const flowDoneScreen = defineScreen({
  id: "flowDone",
  path: "/flow/done",
  menuCode: "flowDone",
  texts: "flow.done",
  name: "已办",
  api: { list: "flow.work.doneList" },
  ...TASK_LIST,
  columns: [...FIRST_COLUMNS, { key: "flag" }, { key: "comment" }, { key: "endTime", format: "datetime" }],
});

export type FlowTask = RowOf<typeof TASK_ROW>;

/** The object a task is about, as work/task-detail answers it. */
export type TaskBusiness = { label: string; amount: string; tenantName: string; companyName: string; detail: string };
