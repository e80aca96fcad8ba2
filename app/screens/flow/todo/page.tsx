/**
 * 我的待办 and 已办's page parts: the category filter, the result as a badge, and the row
 * dialogs: 审批 (flow_todo_audit; the object's summary with its amount in yuan, the steps so far,
 * 同意 / 驳回 and the comment) and 流程记录 (the instance's history). Plain links and forms.
 */
import type { KitActionData } from "~/kit/server/action.server";
import type { ScreenLoaderData } from "~/kit/ui/crud-screen";
import { DecisionForm } from "~/kit/ui/decision-dialog";
import { DetailList } from "~/kit/ui/entity-form";
import { useOpDialog, useOpLink } from "~/kit/ui/op-dialog";
import { OpMissing, StateBadge } from "~/kit/ui/row-ops";
import { useSay } from "~/kit/ui/say";
import { NoticeDialog, UrlDialog } from "~/kit/ui/url-dialog";
import { usePermissions } from "~/kit/ui/use-permissions";
import { exactMoney } from "~/lib/money";
import { COMMENT_MAX } from "~/screens/_shared/flow/flow";
import { HistoryList } from "~/screens/_shared/flow/history";
import { type FlowTask, flowDoneScreen, flowTodoScreen } from "./screen";
import type { TaskDetail, TaskExtra } from "./screen.server";

export type TaskData = ScreenLoaderData<FlowTask> & TaskExtra;
type TaskScreen = typeof flowTodoScreen | typeof flowDoneScreen;

export function useTodoParts(data: TaskData, actionData: KitActionData | undefined) {
  return useTaskParts(flowTodoScreen, data, actionData);
}

export function useDoneParts(data: TaskData, actionData: KitActionData | undefined) {
  return useTaskParts(flowDoneScreen, data, actionData);
}

function useTaskParts(spec: TaskScreen, data: TaskData, actionData: KitActionData | undefined) {
  const say = useSay(spec);
  const { can } = usePermissions();
  const opLink = useOpLink(spec, (row: FlowTask) => row.businessLabel);
  const todo = spec.id === "flowTodo";
  return {
    filterOptions: { category: data.categories },
    cells: {
      taskName: (row: FlowTask) => `${row.taskName}（${row.stepIndex ?? "?"}/${row.stepCount ?? "?"}）`,
      flag: (row: FlowTask) =>
        row.flag === "ok" ? (
          <StateBadge tone="success" label={say("ok")} />
        ) : row.flag === "reject" ? (
          <StateBadge tone="danger" label={say("reject")} />
        ) : (
          "—"
        ),
      comment: (row: FlowTask) => row.comment || "—",
    },
    rowExtras: (row: FlowTask) => (
      <>
        {todo && can("flow_todo_audit") ? opLink("audit", row, say("audit")) : null}
        {opLink("history", row, say("flowHistory"))}
      </>
    ),
    children: <TaskDialogs spec={spec} data={data} actionData={actionData} />,
  };
}

function Summary(props: { spec: TaskScreen; task: TaskDetail }) {
  const say = useSay(props.spec);
  const { task } = props;
  const b = task.business;
  const process = [
    { label: say("processDefinitionName"), value: task.processDefinitionName },
    { label: say("taskName"), value: `${task.taskName}（${task.stepIndex}/${task.stepCount}）` },
  ];
  // A new merchant: its number, name, agent and contact; a recharge order: its number, amount in yuan, tenant, payee and content.
  const object =
    task.businessType === "merchant"
      ? [
          { label: say("merchantNo"), value: b?.label || "—" },
          { label: say("merchantName"), value: b?.companyName || "—" },
          { label: say("ownerAgent"), value: b?.tenantName || "—" },
          { label: say("linkMan"), value: b?.detail || "—" },
        ]
      : [
          { label: say("businessLabel"), value: b?.label || "—" },
          { label: say("amount"), value: b?.amount ? (exactMoney(b.amount) ?? b.amount) : "—" },
          { label: say("tenantName"), value: b?.tenantName || "—" },
          { label: say("companyName"), value: b?.companyName || "—" },
          { label: say("detail"), value: b?.detail || "—", wide: true },
        ];
  return <DetailList items={[...process, ...object]} />;
}

function TaskDialogs(props: { spec: TaskScreen; data: TaskData; actionData: KitActionData | undefined }) {
  const say = useSay(props.spec);
  const dialog = useOpDialog(props.spec, props.data.query, ["audit", "history"], props.actionData);
  if (!dialog) return null;
  const { op, closeHref } = dialog;
  const task = props.data.task?.row;
  const title = say(op === "audit" ? "audit" : "flowHistory");
  if (!task) return <OpMissing title={title} closeHref={closeHref} />;
  const label = task.business?.label ?? "";
  if (op === "history") {
    return (
      <UrlDialog title={`${title} · ${label}`} closeHref={closeHref}>
        <HistoryList entries={task.history} texts={props.spec.texts} />
      </UrlDialog>
    );
  }
  if (!task.open)
    return (
      <NoticeDialog title={`${title} · ${label}`} closeHref={closeHref} message={say("alreadyDone")} tone="plain" />
    );
  return (
    <UrlDialog title={`${title} · ${label}`} closeHref={closeHref} size="lg">
      <Summary spec={props.spec} task={task} />
      <section aria-label={say("steps")} className="grid gap-2">
        <h3 className="text-sm font-medium">{say("steps")}</h3>
        <HistoryList entries={task.history} texts={props.spec.texts} />
      </section>
      <DecisionForm
        {...dialog.form}
        intent="complete"
        hidden={{ id: task.id, processInstanceId: task.processInstanceId }}
        choice={{
          name: "flag",
          label: say("flag"),
          options: [
            { value: "ok", label: say("ok") },
            { value: "reject", label: say("reject") },
          ],
        }}
        remark={{
          name: "comment",
          label: say("comment"),
          maxLength: COMMENT_MAX,
          sensitive: true,
          hint: say("commentHint"),
        }}
      />
    </UrlDialog>
  );
}
