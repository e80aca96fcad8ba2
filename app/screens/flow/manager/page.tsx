/**
 * 流程管理's page parts: the category filter, the state as a badge, and on each row 挂起 or 激活
 * (flow_manager_edit, asked first) and 实例 (the definition's instances, each opening its
 * history), row dialogs on the list's URL; 删除 is the kit's (flow_manager_delete).
 */
import { Link, useLocation } from "react-router";
import type { KitActionData } from "~/kit/server/action.server";
import type { ScreenLoaderData } from "~/kit/ui/crud-screen";
import { useOpDialog, useOpLink } from "~/kit/ui/op-dialog";
import { OpConfirm, opHref, OpMissing, StateBadge, type Tone } from "~/kit/ui/row-ops";
import { TableHead } from "~/kit/ui/table-head";
import { UrlDialog } from "~/kit/ui/url-dialog";
import { usePermissions } from "~/kit/ui/use-permissions";
import { StateText, useSay } from "~/kit/ui/say";
import { HistoryList } from "~/screens/_shared/flow/history";
import { type FlowDefinition, type FlowInstance, flowManagerScreen } from "./screen";
import type { ManagerExtra } from "./screen.server";

export type ManagerData = ScreenLoaderData<FlowDefinition> & ManagerExtra;

const STATE_TONES: Record<string, Tone> = { "1": "success", "2": "muted" };
const INSTANCE_TONES: Record<string, Tone> = { "0": "warning", "1": "success", "2": "danger" };

export function useManagerParts(data: ManagerData, actionData: KitActionData | undefined) {
  const say = useSay(flowManagerScreen);
  const { can } = usePermissions();
  const opLink = useOpLink(flowManagerScreen, flowManagerScreen.rowLabel);
  const state = (row: FlowDefinition) => <StateText tones={STATE_TONES} value={row.suspensionState} say={say} />;
  const version = (row: FlowDefinition) => (row.version == null ? "—" : `V${row.version}`);
  return {
    filterOptions: { category: data.categories },
    cells: { suspensionState: state, version },
    details: { suspensionState: state, version },
    rowExtras: (row: FlowDefinition) => (
      <>
        {can("flow_manager_edit")
          ? opLink("state", row, say(row.suspensionState === "1" ? "suspend" : "activate"))
          : null}
        {opLink("instances", row, say("instances"))}
      </>
    ),
    children: <ManagerDialogs data={data} actionData={actionData} />,
  };
}

function ManagerDialogs(props: { data: ManagerData; actionData: KitActionData | undefined }) {
  const say = useSay(flowManagerScreen);
  const location = useLocation();
  const dialog = useOpDialog(flowManagerScreen, props.data.query, ["state", "instances", "history"]);
  if (!dialog) return null;
  const { op, closeHref } = dialog;
  const row = props.data.op?.row;
  if (!row) return <OpMissing title={say(op === "state" ? "changeState" : "instances")} closeHref={closeHref} />;
  const label = flowManagerScreen.rowLabel(row);
  if (op === "state") {
    const activate = row.suspensionState !== "1";
    return (
      <OpConfirm
        title={`${say(activate ? "activate" : "suspend")} · ${label}`}
        closeHref={closeHref}
        intent="change-state"
        fields={{ id: row.id, state: activate ? "active" : "suspend" }}
        message={say(activate ? "activateMeans" : "suspendMeans", { running: row.runningCount ?? 0 })}
        confirmLabel={say(activate ? "activate" : "suspend")}
        actionData={props.actionData}
        danger={!activate}
      />
    );
  }
  const instancesHref = opHref(flowManagerScreen.path, location.search, "instances", row.id);
  if (op === "history") {
    const history = props.data.op?.history;
    const title = `${say("flowHistory")} · ${history?.instance?.businessLabel ?? ""}`;
    if (!history?.instance) return <OpMissing title={say("flowHistory")} closeHref={instancesHref} />;
    return (
      <UrlDialog title={title} closeHref={instancesHref}>
        <HistoryList entries={history.entries} texts={flowManagerScreen.texts} />
      </UrlDialog>
    );
  }
  return (
    <UrlDialog title={`${say("instances")} · ${label}`} closeHref={closeHref} size="lg">
      <InstanceTable
        instances={props.data.op?.instances ?? []}
        historyHref={(instance) =>
          `${opHref(flowManagerScreen.path, location.search, "history", row.id)}&instance=${instance.id}`
        }
      />
    </UrlDialog>
  );
}

function InstanceTable(props: { instances: FlowInstance[]; historyHref: (instance: FlowInstance) => string }) {
  const say = useSay(flowManagerScreen);
  if (props.instances.length === 0) return <p className="text-muted-foreground text-sm">{say("noInstances")}</p>;
  return (
    <table className="w-full text-sm">
      <TableHead
        cell="py-1 font-medium"
        labels={[
          ...["businessLabel", "state", "startUserName", "startTime"].map((name) => say(name)),
          <span key="history" className="sr-only">
            {say("flowHistory")}
          </span>,
        ]}
      />
      <tbody>
        {props.instances.map((instance) => (
          <tr key={instance.id} className="border-t">
            <td className="py-1 font-mono">{instance.businessLabel}</td>
            <td className="py-1">
              <StateBadge
                tone={INSTANCE_TONES[instance.state] ?? "muted"}
                label={
                  instance.state === "0" && instance.stepName
                    ? `${say("instanceStates.0")} · ${instance.stepName}`
                    : say(`instanceStates.${instance.state}` as string)
                }
              />
            </td>
            <td className="py-1">{instance.startUserName || "—"}</td>
            <td className="py-1">{instance.startTime || "—"}</td>
            <td className="py-1 text-right">
              <Link
                to={props.historyHref(instance)}
                preventScrollReset
                className="text-primary hover:underline"
                aria-label={`${say("flowHistory")} ${instance.businessLabel}`}
              >
                {say("flowHistory")}
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
