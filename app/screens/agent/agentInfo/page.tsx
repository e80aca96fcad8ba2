/**
 * 代理商列表's page parts beyond its descriptor: level, status and settle type shown by the
 * tenant's dictionaries, the form's dictionary choices and its create/edit
 * fields, the detail's level chain, rates, costs (agent-costs.tsx), settlement card and change log, and the screen's
 * own dialogs: 修改状态 and 账户修改 on a row (?op=…&id=…), 批量结算配置 on the selected rows.
 */
import { useLocation } from "react-router";
import type { KitActionData } from "~/kit/server/action.server";
import { listDialog, useOpLink } from "~/kit/ui/op-dialog";
import type { ScreenLoaderData } from "~/kit/ui/crud-screen";
import { EntityForm, type FormField } from "~/kit/ui/entity-form";
import { UrlDialog } from "~/kit/ui/url-dialog";
import { usePermissions } from "~/kit/ui/use-permissions";
import { cn } from "~/lib/utils";
import { useSay } from "~/kit/ui/say";
import { type Agent, type AgentDetailExtras, agentScreen, type Choice } from "./screen";
import { PolicyCosts, PolicyCostsHint } from "./agent-costs";
import type { AgentExtra } from "./screen.server";

type Data = ScreenLoaderData<Agent> & AgentExtra;

const labelOf = (choices: Choice[], value: string) => choices.find((c) => c.value === value)?.label ?? value;

/** Fields only a new agent has, and those only an edit has (spec §3: update adds them). */
const CREATE_ONLY = new Set(["parentId", "userName"]);
const EDIT_ONLY = new Set(["agentStatus", "isEditPassword", "locationStatus", "editStoreSettleSwitch"]);

export function useAgentParts(data: Data, actionData: KitActionData | undefined) {
  const say = useSay(agentScreen);
  const { can } = usePermissions();
  const opLink = useOpLink(agentScreen, agentScreen.rowLabel);
  const choices: Record<string, Choice[]> = {
    agentStatus: data.statuses,
    settleType: data.settleTypes,
    channelCode: data.channels,
  };
  const status = (row: Agent) => {
    const label = labelOf(data.statuses, row.agentStatus);
    return (
      <span
        className={cn(
          "rounded-md border px-1.5 py-0.5 text-xs whitespace-nowrap",
          row.agentStatus === "1" ? "border-primary/40 text-primary" : "text-muted-foreground",
        )}
      >
        {label || "—"}
      </span>
    );
  };
  return {
    filterOptions: { agentStatus: data.statuses, settleType: data.settleTypes },
    cells: {
      agentLevel: (row: Agent) => (row.agentLevel ? say(`levels.${row.agentLevel}`) : "—"),
      settleType: (row: Agent) => labelOf(data.settleTypes, row.settleType) || "—",
      agentStatus: status,
      parentName: (row: Agent) => row.parentName || "—",
    },
    details: {
      agentLevel: (row: Agent) => (row.agentLevel ? say(`levels.${row.agentLevel}`) : "—"),
      settleType: (row: Agent) => labelOf(data.settleTypes, row.settleType),
      agentStatus: (row: Agent) => labelOf(data.statuses, row.agentStatus),
      tradeFlag: (row: Agent) => say(row.tradeFlag === "1" ? "on" : "off"),
      levelChain: () => <LevelChain extras={data.detailExtras} />,
      rates: (row: Agent) => <Rates row={row} extras={data.detailExtras} />,
      policyCosts: () => <PolicyCosts costs={data.policyCosts} />,
      debitCard: () => <DebitCard extras={data.detailExtras} />,
      changeLog: () => <ChangeLog extras={data.detailExtras} />,
    },
    batch: [
      { intent: "settle-config", label: say("settleAction"), permission: "agent_settle" },
      { intent: "trade-on", label: say("tradeOn"), permission: "agent_trade_flag" },
      { intent: "trade-off", label: say("tradeOff"), permission: "agent_trade_flag" },
    ],
    rowExtras: (row: Agent) => (
      <>
        {can("agent_status") ? opLink("status", row, say("changeStatus")) : null}
        {can("agent_account") ? opLink("account", row, say("accountAction")) : null}
      </>
    ),
    form: {
      wide: true,
      fields: (mode: "create" | "edit", row: Agent | null, fields: FormField[]) =>
        fields.flatMap((field) => {
          if (mode === "edit" ? CREATE_ONLY.has(field.name) : EDIT_ONLY.has(field.name)) return [];
          // The store-settlement switch belongs to agents with a parent only.
          if (field.name === "editStoreSettleSwitch" && (!row?.parentId || row.parentId === "0")) return [];
          if (field.name === "password") return [{ ...field, required: mode === "create" }];
          return [choices[field.name] ? { ...field, options: choices[field.name] } : field];
        }),
      initial: (row: Agent | null, values: Record<string, string | string[]>) =>
        row
          ? { ...values, password: "", isEditPassword: "0" }
          : {
              ...values,
              parentId: data.ownAgent?.id ?? "",
              agentType: "1",
              accounRateType: "1",
              tradeFlag: "1",
              smsStatus: "1",
              settleType: data.settleTypes[0]?.value ?? "",
            },
      remoteLabels: (row: Agent | null): Record<string, string> =>
        row ? { businessId: row.businessName } : { parentId: data.ownAgent?.label ?? "" },
      // 成本费率（政策）: read-only, set by 政策配置 (ADR 020), not by this form.
      aside: (mode: "create" | "edit") =>
        mode === "create" ? <PolicyCostsHint /> : <PolicyCosts costs={data.policyCosts} titled />,
    },
    children: <AgentDialogs data={data} actionData={actionData} />,
  };
}

function Section(props: { children: React.ReactNode; empty: boolean; emptyText: string }) {
  return props.empty ? <p className="text-muted-foreground text-sm">{props.emptyText}</p> : <>{props.children}</>;
}

function LevelChain(props: { extras: AgentDetailExtras | null }) {
  const say = useSay(agentScreen);
  const levels = props.extras?.levels ?? [];
  return (
    <ol className="flex flex-wrap items-center gap-1 text-sm">
      {levels.map((level, i) => (
        <li key={level.agentNo} className="flex items-center gap-1">
          {i > 0 ? (
            <span aria-hidden className="text-muted-foreground">
              ›
            </span>
          ) : null}
          <span>
            {level.agentName} <span className="text-muted-foreground font-mono text-xs">{level.agentNo}</span>
            {level.agentLevel ? (
              <span className="text-muted-foreground text-xs">（{say(`levels.${level.agentLevel}`)}）</span>
            ) : null}
          </span>
        </li>
      ))}
    </ol>
  );
}

function Rates(props: { row: Agent; extras: AgentDetailExtras | null }) {
  const say = useSay(agentScreen);
  const rates = props.extras?.rates;
  const { row } = props;
  const own = [
    [say("agentAccountingRate"), row.agentAccountingRate ? `${row.agentAccountingRate}%` : "—"],
    [say("parentRate"), rates?.parentAccountingRate ? `${rates.parentAccountingRate}%` : "—"],
    [say("merchantRate"), row.merchantRate ? `${row.merchantRate}%` : "—"],
    [say("merchantFixedFee"), row.merchantFixedFee || "—"],
    [
      `${say("channel")}（${row.channelName || row.channelCode}）`,
      [row.channelWxRate, row.channelAliRate, row.channelUnionRate].map((r) => (r ? `${r}%` : "—")).join(" / "),
    ],
  ];
  const channel = rates?.channels.find((c) => c.channelCode === row.channelCode);
  return (
    <div className="grid gap-1 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {own.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-mono">{value}</dd>
          </div>
        ))}
        {channel ? (
          <div className="contents">
            <dt className="text-muted-foreground">{say("channelCost")}</dt>
            <dd className="font-mono">
              {[channel.wxRate, channel.aliRate, channel.unionRate].map((r) => `${r}%`).join(" / ")}
            </dd>
          </div>
        ) : null}
      </dl>
      {rates?.bounds.minMerchantRate ? (
        <p className="text-muted-foreground text-xs">
          {say("merchantBounds", {
            min: rates.bounds.minMerchantRate,
            max: rates.bounds.maxMerchantRate,
            fee: rates.bounds.maxFixedFee,
          })}
        </p>
      ) : null}
    </div>
  );
}

function DebitCard(props: { extras: AgentDetailExtras | null }) {
  const say = useSay(agentScreen);
  const card = props.extras?.debitCard;
  return (
    <Section empty={!card} emptyText={say("noCard")}>
      <p className="text-sm">
        {card?.accountName} · <span className="font-mono">{card?.cardNo}</span> · {card?.bankName}
        {card?.branchName ? ` ${card.branchName}` : ""}
      </p>
    </Section>
  );
}

function ChangeLog(props: { extras: AgentDetailExtras | null }) {
  const say = useSay(agentScreen);
  const log = props.extras?.changeLog ?? [];
  return (
    <Section empty={log.length === 0} emptyText={say("noLog")}>
      <table className="w-full text-sm">
        <caption className="sr-only">{say("changeLog")}</caption>
        <thead className="text-muted-foreground text-left text-xs">
          <tr>
            {["time", "changeType", "beforeValue", "afterValue", "operator"].map((name) => (
              <th key={name} scope="col" className="py-1 pe-3 font-normal">
                {say(name)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {log.map((entry, i) => (
            <tr key={`${entry.createTime}-${i}`} className="border-t align-top">
              <td className="py-1 pe-3 font-mono text-xs whitespace-nowrap">{entry.createTime}</td>
              <td className="py-1 pe-3">{entry.changeType}</td>
              <td className="py-1 pe-3">{entry.beforeValue || "—"}</td>
              <td className="py-1 pe-3">{entry.afterValue || "—"}</td>
              <td className="py-1">{entry.operator}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

/** 修改状态 / 账户修改 (on the URL) and 批量结算配置 (the answer to the batch bar). */
function AgentDialogs(props: { data: Data; actionData: KitActionData | undefined }) {
  const say = useSay(agentScreen);
  const location = useLocation();
  const { data, actionData } = props;
  const params = new URLSearchParams(location.search);
  const op = params.get("op");
  const { closeHref, form } = listDialog(agentScreen, data.query, actionData);
  const settle = actionData?.intent === "settle-config" && !actionData.formError ? actionData : null;
  if (settle) {
    const ids = [settle.values.ids ?? []].flat().join(",");
    const count = ids ? ids.split(",").length : 0;
    return (
      <UrlDialog
        title={say("settleAction")}
        closeHref={closeHref}
        size="sm"
        description={say("settleSelected", { count })}
      >
        <EntityForm
          {...form}
          intent="settle-config"
          hidden={{ ids }}
          initial={{ settleType: data.settleTypes[0]?.value ?? "", feeRate: "", singleFee: "" }}
          submitLabel={say("submit")}
          fields={[
            {
              name: "settleType",
              label: say("settleType"),
              kind: "select",
              required: true,
              options: data.settleTypes,
            },
            {
              name: "feeRate",
              label: say("settleFeeRate"),
              maxLength: 8,
              pattern: "\\d{1,3}(\\.\\d{1,4})?",
              hint: say("percentHint"),
            },
            {
              name: "singleFee",
              label: say("settleSingleFee"),
              maxLength: 11,
              pattern: "\\d{1,8}(\\.\\d{1,2})?",
              hint: say("yuanHint"),
            },
          ]}
        />
      </UrlDialog>
    );
  }
  if (op !== "status" && op !== "account") return null;
  const row = data.opRow;
  const title = say(op === "status" ? "changeStatus" : "accountAction");
  if (!row) {
    return (
      <UrlDialog title={title} closeHref={closeHref} size="sm">
        <p role="alert" className="text-destructive text-sm">
          {say("opMissing")}
        </p>
      </UrlDialog>
    );
  }
  const fields: FormField[] =
    op === "status"
      ? [{ name: "agentStatus", label: say("status"), kind: "select", required: true, options: data.statuses }]
      : [
          { name: "agentAccount", label: say("agentAccount"), required: true, maxLength: 30, pattern: "\\d{8,30}" },
          { name: "accountName", label: say("accountName"), required: true, maxLength: 50 },
          { name: "bankName", label: say("bankName"), required: true, maxLength: 50 },
          { name: "branchName", label: say("branchName"), maxLength: 100 },
        ];
  return (
    <UrlDialog title={title} closeHref={closeHref} size="sm" description={agentScreen.rowLabel(row)}>
      <EntityForm
        {...form}
        intent={op}
        hidden={{ id: row.id }}
        initial={
          op === "status"
            ? { agentStatus: row.agentStatus }
            : { agentAccount: row.agentAccount, accountName: row.agentName, bankName: "", branchName: "" }
        }
        submitLabel={say("submit")}
        fields={fields}
      />
    </UrlDialog>
  );
}
