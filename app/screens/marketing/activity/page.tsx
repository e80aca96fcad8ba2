/**
 * 营销活动's page parts (ADR 023): the period, scope, state and publication as cells, the channels
 * the loader sends as choices, the scope's chosen agents or merchants as ticked boxes beside a
 * search-select that adds one, an ended activity's period read-only, and on a row 启用/停用 and
 * 同步到营销平台/停止同步 confirmed on the list's URL (?op=status|sync&id=…), with 在营销平台查看
 * (the shell's marketing shortcut, ticket and all) on a published row when a link is configured.
 */
import type { KitActionData } from "~/kit/server/action.server";
import type { ScreenLoaderData } from "~/kit/ui/crud-screen";
import type { FormField } from "~/kit/ui/entity-form";
import { useOpDialog, useOpLink } from "~/kit/ui/op-dialog";
import { type RowSwitch, SwitchConfirm, switchAction } from "~/kit/ui/switch-confirm";
import { OpMissing, StateBadge, type Tone } from "~/kit/ui/row-ops";
import { usePermissions } from "~/kit/ui/use-permissions";
import { StateText, useSay } from "~/kit/ui/say";
import { type Activity, activityScreen } from "./screen";
import type { ActivityExtra } from "./screen.server";

type Data = ScreenLoaderData<Activity> & ActivityExtra;

/** An activity's two switches: 启用/停用 and 同步/停止同步 (to the marketing service). */
const SWITCHES: Record<"status" | "sync", RowSwitch> = {
  status: {
    intent: "status",
    field: "enabled",
    on: { action: "enable", means: "confirmEnable" },
    off: { action: "disable", means: "confirmDisable" },
  },
  sync: {
    intent: "sync",
    field: "sync",
    on: { action: "sync", means: "confirmSync" },
    off: { action: "unsync", means: "confirmUnsync" },
  },
};

const STATE_TONES: Record<string, Tone> = { "0": "warning", "1": "success", "2": "muted", "3": "danger" };

/** Today in Beijing (a new activity's first day). */
const beijingDay = (offset = 0) =>
  new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

/** The chosen ids of the row's scope as ticked boxes (none: the field is left out). */
function chosenBoxes(field: FormField, row: Activity | null, scopeType: string): FormField | null {
  if (!row || row.scopeType !== scopeType || !row.scopeIds) return null;
  const names = row.scopeNames.split("，");
  return { ...field, options: row.scopeIds.split(",").map((id, i) => ({ value: id, label: names[i] || id })) };
}

export function useActivityParts(data: Data, actionData: KitActionData | undefined) {
  const say = useSay(activityScreen);
  const { can } = usePermissions();
  const opLink = useOpLink(activityScreen, activityScreen.rowLabel);
  const period = (row: Activity) => <span className="whitespace-nowrap">{`${row.startDate} ~ ${row.endDate}`}</span>;
  const scope = (row: Activity) =>
    row.scopeType === "0" || !row.scopeNames
      ? say(`scopeTypes.${row.scopeType || "0"}`)
      : say("scopeOf", { type: say(`scopeTypes.${row.scopeType}`), names: row.scopeNames });
  const state = (row: Activity) => <StateText tones={STATE_TONES} value={row.state} say={say} />;
  const syncStatus = (row: Activity) =>
    row.syncStatus === "" ? (
      "—"
    ) : (
      <StateBadge
        tone={row.syncStatus === "1" ? "success" : "muted"}
        label={say(row.syncStatus === "1" ? "synced" : "unsynced")}
      />
    );
  const rowExtras = (row: Activity) => {
    const label = activityScreen.rowLabel(row);
    const ended = row.state === "2";
    return (
      <>
        {can("activity_status") && !ended
          ? opLink("status", row, switchAction(say, SWITCHES.status, row.enabled))
          : null}
        {can("activity_sync") && (row.syncStatus === "1" || (row.syncStatus === "0" && !ended))
          ? opLink("sync", row, switchAction(say, SWITCHES.sync, row.syncStatus))
          : null}
        {data.marketingLink && row.syncStatus === "1" ? (
          <a
            href={`/shell/marketing?activityId=${encodeURIComponent(row.id)}`}
            target="_blank"
            rel="noopener noreferrer"
            className="text-primary text-sm whitespace-nowrap hover:underline"
            aria-label={`${say("viewOnPlatform")} ${label}`}
          >
            {say("viewOnPlatform")}
          </a>
        ) : null}
      </>
    );
  };
  return {
    filterOptions: { channelCode: data.channels },
    cells: { period, scope, state, syncStatus },
    details: { period, scope, state, syncStatus },
    rowExtras,
    form: {
      fields: (_mode: "create" | "edit", row: Activity | null, fields: FormField[]) =>
        fields.flatMap((f): FormField[] => {
          if (f.name === "channelCode") return [{ ...f, options: data.channels }];
          if (f.name === "scopeAgents") return [chosenBoxes(f, row, "1") ?? []].flat();
          if (f.name === "scopeMerchants") return [chosenBoxes(f, row, "2") ?? []].flat();
          // An ended activity's period is history (the backend refuses a change too).
          if ((f.name === "startDate" || f.name === "endDate") && row?.state === "2")
            return [{ ...f, readOnly: true, hint: say("endedPeriodHint") }];
          return [f];
        }),
      initial: (row: Activity | null, values: Record<string, string | string[]>) =>
        row
          ? {
              ...values,
              scopeAgents: row.scopeType === "1" ? row.scopeIds : "",
              scopeMerchants: row.scopeType === "2" ? row.scopeIds : "",
              scopeAgentId: "",
              scopeMerchantId: "",
            }
          : { ...values, scopeType: "0", startDate: beijingDay(1), endDate: beijingDay(30) },
    },
    children: <ActivityDialogs data={data} actionData={actionData} />,
  };
}

/** 启用/停用 and 同步/停止同步 of one activity: what it means, then 确定. */
function ActivityDialogs(props: { data: Data; actionData: KitActionData | undefined }) {
  const say = useSay(activityScreen);
  const { data } = props;
  const dialog = useOpDialog(activityScreen, data.query, ["status", "sync"], props.actionData);
  if (!dialog) return null;
  const { op, closeHref } = dialog;
  const row = data.opRow;
  if (!row) return <OpMissing title={say(op === "status" ? "statusTitle" : "sync")} closeHref={closeHref} />;
  const [spec, value] = op === "status" ? [SWITCHES.status, row.enabled] : [SWITCHES.sync, row.syncStatus];
  return <SwitchConfirm spec={spec} row={{ id: row.id, name: row.title, value }} say={say} dialog={dialog} />;
}
