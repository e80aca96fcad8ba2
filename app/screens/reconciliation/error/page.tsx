/**
 * 差错处理's page parts: type and states by their names (the state as a badge), our order number
 * above the channel's, the channel's figures marked where they differ from ours, and on each row
 * 处理 (a 待处理 row, operators holding recon_error_edit) and 处理记录. The 处理 dialog
 * (?op=handle&id=…) is a plain post form: the resolution, what 以渠道为准 does (only what this
 * difference allows), the comment; a refusal shows in it with everything typed kept. 指派
 * (?op=assign&id=…, an open row, operators holding recon_error_assign) is a plain post form too:
 * the user (a select of the tenant's users) the difference goes to.
 */
import type { KitActionData } from "~/kit/server/action.server";
import type { ScreenLoaderData } from "~/kit/ui/crud-screen";
import { DecisionForm, DecisionOutcomes } from "~/kit/ui/decision-dialog";
import { DetailList, EntityForm } from "~/kit/ui/entity-form";
import { listDialog, useOpLink } from "~/kit/ui/op-dialog";
import { TableHead } from "~/kit/ui/table-head";
import { NoticeDialog, UrlDialog } from "~/kit/ui/url-dialog";
import { usePermissions } from "~/kit/ui/use-permissions";
import { exactMoney } from "~/lib/money";
import { OpMissing, type Tone } from "~/kit/ui/row-ops";
import { sayOptions, StateText, useSay } from "~/kit/ui/say";
import { Differs } from "~/screens/reconciliation/bill/page";
import { OPEN, REMARK_MAX, RESULTS, type ReconError, reconErrorScreen } from "./screen";
import type { ReconErrorExtra } from "./screen.server";

export type ReconErrorData = ScreenLoaderData<ReconError> & ReconErrorExtra;

const STATE_TONES: Record<string, Tone> = { "0": "warning", "1": "success", "2": "muted" };
const money = (value: string) => (value ? (exactMoney(value) ?? "0.00") : "—");

export function useReconErrorParts(data: ReconErrorData, actionData: KitActionData | undefined) {
  const say = useSay(reconErrorScreen);
  const { can } = usePermissions();
  const opLink = useOpLink(reconErrorScreen, reconErrorScreen.rowLabel);
  const differs = say("channelAmount");
  const state = (row: ReconError) => <StateText tones={STATE_TONES} value={row.state} say={say} />;
  const tradeState = (value: string) => (value === "" ? "—" : say(`tradeStates.${value}`));
  const orderNo = (row: ReconError) => (
    <div className="font-mono text-xs">
      <div>{row.orderNo || "—"}</div>
      <div className="text-muted-foreground">{row.channelOrderNo || "—"}</div>
    </div>
  );
  const cells = {
    orderNo,
    ourAmount: (row: ReconError) => money(row.ourAmount),
    ourFee: (row: ReconError) => money(row.ourFee),
    channelAmount: (row: ReconError) => (
      <Differs differs={row.ourAmount !== row.channelAmount} label={differs}>
        {money(row.channelAmount)}
      </Differs>
    ),
    channelFee: (row: ReconError) => (
      <Differs differs={row.ourFee !== row.channelFee} label={differs}>
        {money(row.channelFee)}
      </Differs>
    ),
    ourState: (row: ReconError) => tradeState(row.ourState),
    channelState: (row: ReconError) => (
      <Differs differs={row.ourState !== row.channelState} label={differs}>
        {tradeState(row.channelState)}
      </Differs>
    ),
    state,
  };
  const assigneeName = (row: ReconError) => row.assigneeName || "—";
  const result = (row: ReconError) =>
    row.result
      ? `${say(`results.${row.result}`)}${row.channelAction ? ` · ${say(`actions.${row.channelAction}`)}` : ""}`
      : "—";
  return {
    cells: { ...cells, assigneeName },
    details: {
      ...cells,
      assigneeName,
      orderNo: (row: ReconError) => row.orderNo || "—",
      result,
      suspendedAmount: (row: ReconError) => money(row.suspendedAmount),
    },
    batch: [{ intent: "batch-assign", label: say("batchAssign"), permission: "recon_error_assign" }],
    rowExtras: (row: ReconError) => (
      <>
        {can("recon_error_edit") && row.state === OPEN ? opLink("handle", row, say("handle")) : null}
        {can("recon_error_assign") && row.state === OPEN ? opLink("assign", row, say("assign")) : null}
        {opLink("history", row, say("history"))}
      </>
    ),
    children: (
      <>
        <HandleDialog data={data} actionData={actionData} />
        <AssignDialog data={data} actionData={actionData} />
        <HistoryDialog data={data} />
      </>
    ),
  };
}

function summaryOf(row: ReconError, say: ReturnType<typeof useSay>) {
  return [
    { label: say("billDate"), value: row.billDate },
    { label: say("reconChannel"), value: row.channelName },
    { label: say("errorType"), value: say(`types.${row.type}`) },
    { label: say("merchant"), value: row.merchantName || "—" },
    { label: say("orderNo"), value: row.orderNo || "—" },
    { label: say("channelOrderNo"), value: row.channelOrderNo || "—" },
    { label: say("ourAmount"), value: money(row.ourAmount) },
    { label: say("channelAmount"), value: money(row.channelAmount) },
    { label: say("ourState"), value: row.ourState === "" ? "—" : say(`tradeStates.${row.ourState}`) },
    { label: say("channelState"), value: row.channelState === "" ? "—" : say(`tradeStates.${row.channelState}`) },
    { label: say("ourFee"), value: money(row.ourFee) },
    { label: say("channelFee"), value: money(row.channelFee) },
  ];
}

/** What a 处理 or 指派 dialog shows instead of its form: the difference gone, or handled already. */
function NotOpen(props: { row: ReconError | null; title: string; closeHref: string }) {
  const say = useSay(reconErrorScreen);
  const { row, title, closeHref } = props;
  if (!row) return <OpMissing title={title} closeHref={closeHref} />;
  return (
    <NoticeDialog
      title={`${title} · ${reconErrorScreen.rowLabel(row)}`}
      closeHref={closeHref}
      message={say("alreadyHandled", { state: say(`states.${row.state}`) })}
      tone="plain"
    />
  );
}

function HandleDialog(props: { data: ReconErrorData; actionData: KitActionData | undefined }) {
  const say = useSay(reconErrorScreen);
  const { data } = props;
  if (data.op?.op !== "handle") return null;
  const { closeHref, form } = listDialog(reconErrorScreen, data.query, props.actionData);
  const row = data.op.row;
  const title = say("handle");
  if (!row || row.state !== OPEN) return <NotOpen row={row} title={title} closeHref={closeHref} />;
  const actions = row.actions.split(",").filter(Boolean);
  return (
    <UrlDialog title={`${title} · ${reconErrorScreen.rowLabel(row)}`} closeHref={closeHref} size="lg">
      <DetailList items={summaryOf(row, say)} />
      <DecisionOutcomes
        items={actions.map((a) => ({ key: a, label: say(`actions.${a}`), means: say(`actionMeans.${a}`) }))}
      />
      <DecisionForm
        {...form}
        intent="handle"
        hidden={{ id: row.id }}
        choice={{ name: "result", label: say("result"), options: sayOptions(say, "results", RESULTS) }}
        extra={[
          {
            name: "channelAction",
            label: say("channelAction"),
            kind: "radio",
            hint: say("channelActionHint"),
            options: sayOptions(say, "actions", actions),
          },
        ]}
        remark={{
          name: "remark",
          label: say("remark"),
          required: true,
          maxLength: REMARK_MAX,
          sensitive: true,
          hint: say("remarkHint"),
          wide: true,
        }}
      />
    </UrlDialog>
  );
}

function AssignDialog(props: { data: ReconErrorData; actionData: KitActionData | undefined }) {
  const say = useSay(reconErrorScreen);
  const { data } = props;
  if (data.op?.op !== "assign") return null;
  const { closeHref, form } = listDialog(reconErrorScreen, data.query, props.actionData);
  const row = data.op.row;
  const title = say("assign");
  const users = data.op.users.map((u) => ({ value: u.id, label: u.label }));
  if (data.op.ids) {
    const count = data.op.ids.split(",").length;
    return (
      <UrlDialog title={say("batchAssign")} closeHref={closeHref} description={say("assignSelected", { count })}>
        <AssignForm form={form} id={data.op.ids} assigneeId="" users={users} />
      </UrlDialog>
    );
  }
  if (!row || row.state !== OPEN) return <NotOpen row={row} title={title} closeHref={closeHref} />;
  return (
    <UrlDialog title={`${title} · ${reconErrorScreen.rowLabel(row)}`} closeHref={closeHref}>
      <DetailList
        items={[...summaryOf(row, say).slice(0, 5), { label: say("currentAssignee"), value: row.assigneeName || "—" }]}
      />
      <AssignForm form={form} id={row.id} assigneeId={row.assigneeId} users={users} />
    </UrlDialog>
  );
}

/** 指派's form: the difference (or comma-joined differences) and the user, posted as intent `assign`. */
function AssignForm(props: {
  form: ReturnType<typeof listDialog>["form"];
  id: string;
  assigneeId: string;
  users: { value: string; label: string }[];
}) {
  const say = useSay(reconErrorScreen);
  return (
    <EntityForm
      {...props.form}
      intent="assign"
      hidden={{ id: props.id }}
      initial={{ userId: props.assigneeId }}
      submitLabel={say("assign")}
      fields={[
        {
          name: "userId",
          label: say("assignUser"),
          kind: "select",
          required: true,
          hint: say("assignHint"),
          options: props.users,
        },
      ]}
    />
  );
}

/** A handling's before or after (JSON the sandbox keeps) as short readable text. */
function stateText(json: string, say: ReturnType<typeof useSay>): string {
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const parts: string[] = [];
  if (value.state !== undefined) parts.push(say(`states.${String(value.state)}`));
  if (value.assigneeName !== undefined) parts.push(`${say("assigneeName")}：${String(value.assigneeName) || "—"}`);
  if (value.orderState !== undefined)
    parts.push(`${say("ourState")}：${say(`tradeStates.${String(value.orderState)}`)}`);
  for (const key of ["orderNo", "amount", "fee", "refunded", "refund", "suspended"])
    if (value[key] !== undefined) parts.push(`${key}: ${String(value[key])}`);
  return parts.join("，");
}

function HistoryDialog(props: { data: ReconErrorData }) {
  const say = useSay(reconErrorScreen);
  const { data } = props;
  if (data.op?.op !== "history") return null;
  const { closeHref } = listDialog(reconErrorScreen, data.query);
  const row = data.op.row;
  const title = say("history");
  if (!row) return <OpMissing title={title} closeHref={closeHref} />;
  return (
    <UrlDialog title={`${title} · ${reconErrorScreen.rowLabel(row)}`} closeHref={closeHref} size="lg">
      {data.op.logs.length === 0 ? (
        <p className="text-muted-foreground text-sm">{say("noHistory")}</p>
      ) : (
        <table className="w-full text-sm">
          <TableHead
            cell="py-1 font-normal"
            gap="pr-2"
            labels={["time", "operator", "result", "remark", "before", "after"].map((name) => say(name))}
          />
          <tbody>
            {data.op.logs.map((log) => (
              <tr key={log.id} className="border-t align-top">
                <td className="py-1 pr-2 whitespace-nowrap">{log.createTime}</td>
                <td className="py-1 pr-2">{log.operatorName || "—"}</td>
                <td className="py-1 pr-2 whitespace-nowrap">
                  {say(`results.${log.result}`)}
                  {log.channelAction ? ` · ${say(`actions.${log.channelAction}`)}` : ""}
                </td>
                <td className="py-1 pr-2">{log.remark}</td>
                <td className="py-1 pr-2">{stateText(log.before, say)}</td>
                <td className="py-1">{stateText(log.after, say)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </UrlDialog>
  );
}
