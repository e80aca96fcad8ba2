/**
 * 结算记录's page parts: the party (name over its number, tagged 商户 or 代理商), the cycle (the
 * tenant's settle_type name) and state by their names (a
 * badge, and 待复核 beside it while a remittance waits for a second operator), money by spec §5,
 * the account as its name over the masked number, and the row links: 明细 (the batch's orders,
 * paged; an agent's batch its shares with the level and both rates), 审核 on 等待审核 (settle_audit), 打款 on 已审核 and 重试打款 on 打款失败 (settle_remit). Every
 * dialog is on the list's URL and a plain form: it works without JavaScript.
 */
import { useLocation } from "react-router";
import type { KitActionData } from "~/kit/server/action.server";
import type { ScreenLoaderData } from "~/kit/ui/crud-screen";
import { useOpDialog, useOpLink } from "~/kit/ui/op-dialog";
import { DecisionForm } from "~/kit/ui/decision-dialog";
import { DetailList, EntityForm } from "~/kit/ui/entity-form";
import { usePermissions } from "~/kit/ui/use-permissions";
import { NoticeDialog, UrlDialog } from "~/kit/ui/url-dialog";
import { useT } from "~/lib/i18n";
import { exactMoney } from "~/lib/money";
import { OpMissing, StateBadge, type Tone } from "~/kit/ui/row-ops";
import { type Say, sayOptions, StateText, useSay } from "~/kit/ui/say";
import {
  AUDIT_REMARK_MAX,
  BATCH_STATE,
  LINES_SIZE,
  OWNER,
  type SettleBatch,
  type SettleLine,
  settleRecordScreen,
} from "./screen";
import type { SettleRecordExtra } from "./screen.server";

export type SettleRecordData = ScreenLoaderData<SettleBatch> & SettleRecordExtra;

const money = (value: string) => exactMoney(value) ?? "0.00";

const STATE_TONES: Record<string, Tone> = {
  "0": "warning",
  "1": "muted",
  "2": "danger",
  "3": "warning",
  "4": "success",
  "5": "danger",
};

function BatchState(props: { row: SettleBatch }) {
  const say = useSay(settleRecordScreen);
  return (
    <span className="inline-flex flex-wrap gap-1">
      <StateText tones={STATE_TONES} value={props.row.state} say={say} />
      {props.row.reviewing === "1" ? <StateBadge tone="warning" label={say("reviewing")} /> : null}
    </span>
  );
}

export function useSettleParts(data: SettleRecordData, actionData: KitActionData | undefined) {
  const say = useSay(settleRecordScreen);
  const { can } = usePermissions();
  const opLink = useOpLink(settleRecordScreen, (row: SettleBatch) => row.batchNo);
  const party = (row: SettleBatch) => (
    <span className="grid">
      <span>{row.ownerName || "—"}</span>
      <span className="text-muted-foreground text-xs">
        <span className="font-mono">{row.ownerNo}</span> · {say(`ownerTypes.${row.ownerType}`)}
      </span>
    </span>
  );
  const account = (row: SettleBatch) => (
    <span className="grid">
      <span>{row.accountName || "—"}</span>
      <span className="text-muted-foreground font-mono text-xs">{row.accountNo}</span>
    </span>
  );
  const cycle = (row: SettleBatch) => cycleName(data, row);
  const state = (row: SettleBatch) => <BatchState row={row} />;
  const remark = (row: SettleBatch) =>
    row.errorMsg || (row.state === BATCH_STATE.rejected ? row.auditRemark : "") || "—";
  const link = (row: SettleBatch, op: string) => opLink(op, row, say(`ops.${op}`));
  const mayAudit = can("settle_audit");
  const mayRemit = can("settle_remit");
  return {
    cells: { ownerName: party, settleType: cycle, state, accountNo: account, errorMsg: remark },
    details: {
      ownerName: (row: SettleBatch) => `${row.ownerName || "—"} (${say(`ownerTypes.${row.ownerType}`)})`,
      settleType: cycle,
      state,
      grossAmount: (row: SettleBatch) => money(row.grossAmount),
      feeAmount: (row: SettleBatch) => money(row.feeAmount),
      refundAmount: (row: SettleBatch) => money(row.refundAmount),
      netAmount: (row: SettleBatch) => money(row.netAmount),
    },
    rowExtras: (row: SettleBatch) => (
      <>
        {link(row, "lines")}
        {mayAudit && row.state === BATCH_STATE.waiting ? link(row, "audit") : null}
        {mayRemit && row.reviewing !== "1" && row.state === BATCH_STATE.audited ? link(row, "remit") : null}
        {mayRemit && row.reviewing !== "1" && row.state === BATCH_STATE.failed ? link(row, "retry") : null}
      </>
    ),
    children: <BatchDialog data={data} actionData={actionData} />,
  };
}

/** The cycle's name in the tenant's dictionary (its key when the dictionary lacks it). */
const cycleName = (data: SettleRecordData, row: SettleBatch) =>
  data.settleTypes.find((c) => c.value === row.settleType)?.label ?? row.settleType;

function summaryOf(say: Say, data: SettleRecordData, row: SettleBatch) {
  const agent = row.ownerType === OWNER.agent;
  return [
    { label: say("batchNo"), value: row.batchNo },
    { label: say("party"), value: `${row.ownerName} ${row.ownerNo} (${say(`ownerTypes.${row.ownerType}`)})` },
    { label: say("settleDate"), value: row.settleDate },
    { label: say("settleCycle"), value: cycleName(data, row) },
    { label: say("orderCount"), value: row.orderCount == null ? "" : String(row.orderCount) },
    { label: say(agent ? "shareGross" : "grossAmount"), value: money(row.grossAmount) },
    { label: say("feeAmount"), value: money(row.feeAmount) },
    { label: say(agent ? "shareRefund" : "refundAmount"), value: money(row.refundAmount) },
    { label: say("netAmount"), value: money(row.netAmount) },
    { label: say("state"), value: <BatchState row={row} /> },
    { label: say("accountName"), value: row.accountName },
    { label: say("accountNo"), value: row.accountNo },
    { label: say("bankName"), value: row.bankName },
  ];
}

function BatchDialog(props: { data: SettleRecordData; actionData: KitActionData | undefined }) {
  const t = useT();
  const say = useSay(settleRecordScreen);
  const { data } = props;
  const dialog = useOpDialog(settleRecordScreen, data.query, ["lines", "audit", "remit", "retry"], props.actionData);
  if (!dialog) return null;
  const { op, closeHref } = dialog;
  const title = say(`ops.${op}`);
  const row = data.op?.row;
  if (!row) {
    if (data.op?.error)
      return (
        <NoticeDialog
          title={title}
          closeHref={closeHref}
          message={"key" in data.op.error ? t(data.op.error.key, data.op.error.values) : data.op.error.text}
        />
      );
    return <OpMissing title={title} closeHref={closeHref} />;
  }
  const heading = `${title} · ${row.batchNo}`;
  if (op === "lines") return <LinesDialog data={data} row={row} title={heading} closeHref={closeHref} />;
  const expected = op === "audit" ? BATCH_STATE.waiting : op === "remit" ? BATCH_STATE.audited : BATCH_STATE.failed;
  if (row.state !== expected || row.reviewing === "1") {
    const state = row.reviewing === "1" ? say("reviewing") : say(`states.${row.state}`);
    return <NoticeDialog title={heading} closeHref={closeHref} message={say("stateNow", { state })} tone="plain" />;
  }
  return (
    <UrlDialog title={heading} closeHref={closeHref} size="lg">
      <DetailList items={summaryOf(say, data, row)} />
      {op === "audit" ? (
        <DecisionForm
          {...dialog.form}
          intent="audit"
          hidden={{ id: row.id }}
          choice={{ name: "pass", label: say("result"), options: sayOptions(say, "results", ["1", "0"]) }}
          remark={{
            name: "remark",
            label: say("auditRemark"),
            maxLength: AUDIT_REMARK_MAX,
            sensitive: true,
            hint: say("auditRemarkHint"),
          }}
        />
      ) : (
        <>
          <p className="bg-muted/50 rounded-md px-3 py-2 text-sm">
            {say(op === "retry" ? "retryMeans" : row.ownerType === OWNER.agent ? "remitMeansAgent" : "remitMeans", {
              net: money(row.netAmount),
              account: `${row.accountName} ${row.accountNo}`,
            })}
            {row.errorMsg ? ` ${say("lastError", { reason: row.errorMsg })}` : ""}
          </p>
          <EntityForm
            {...dialog.form}
            intent={op}
            hidden={{ id: row.id }}
            initial={{}}
            submitLabel={say(`ops.${op}`)}
            fields={[]}
          />
        </>
      )}
    </UrlDialog>
  );
}

function LinesDialog(props: { data: SettleRecordData; row: SettleBatch; title: string; closeHref: string }) {
  const t = useT();
  const say = useSay(settleRecordScreen);
  const location = useLocation();
  const lines = props.data.op?.lines;
  const records = lines?.records ?? [];
  const current = lines?.current ?? 1;
  const pages = Math.max(1, Math.ceil((lines?.total ?? 0) / LINES_SIZE));
  const pageHref = (lp: number) => {
    const params = new URLSearchParams(location.search);
    params.set("lp", String(lp));
    return `${settleRecordScreen.path}?${params}`;
  };
  return (
    <UrlDialog title={props.title} closeHref={props.closeHref} size="lg">
      <DetailList items={summaryOf(say, props.data, props.row).slice(4, 9)} />
      {props.data.op?.error ? (
        <p role="alert" className="text-destructive text-sm">
          {"key" in props.data.op.error
            ? t(props.data.op.error.key, props.data.op.error.values)
            : props.data.op.error.text}
        </p>
      ) : null}
      <div className="overflow-x-auto">
        <LinesTable records={records} agent={props.row.ownerType === OWNER.agent} />
      </div>
      <nav className="flex items-center justify-end gap-3 text-sm" aria-label={say("linesPager")}>
        <span>
          {say("linesPage", { current: String(current), pages: String(pages), total: String(lines?.total ?? 0) })}
        </span>
        {current > 1 ? <a href={pageHref(current - 1)}>{t("kit.pagination.previous")}</a> : null}
        {current < pages ? <a href={pageHref(current + 1)}>{t("kit.pagination.next")}</a> : null}
      </nav>
    </UrlDialog>
  );
}

type LineColumn = { name: string; cell: (line: SettleLine) => React.ReactNode; amount?: boolean };

/** A merchant batch's orders, or an agent batch's shares (the level, the rate below and its own cost, the share). */
function LinesTable(props: { records: SettleLine[]; agent: boolean }) {
  const t = useT();
  const say = useSay(settleRecordScreen);
  const columns: LineColumn[] = props.agent
    ? [
        { name: "orderNo", cell: (l) => <span className="font-mono text-xs">{l.orderNo}</span> },
        { name: "merchantNo", cell: (l) => <span className="font-mono text-xs">{l.merchantNo}</span> },
        { name: "amount", cell: (l) => money(l.amount), amount: true },
        { name: "depth", cell: (l) => say(`depths.${l.depth}`) },
        { name: "rates", cell: (l) => say("rateSpread", { below: l.childRate, own: l.agentRate }) },
        { name: "shareAmount", cell: (l) => money(l.shareAmount), amount: true },
        { name: "shareRefund", cell: (l) => money(l.refundAmount), amount: true },
        { name: "shareNet", cell: (l) => money(l.netAmount), amount: true },
      ]
    : [
        { name: "orderNo", cell: (l) => <span className="font-mono text-xs">{l.orderNo}</span> },
        { name: "payTime", cell: (l) => <span className="whitespace-nowrap">{l.payTime}</span> },
        { name: "amount", cell: (l) => money(l.amount), amount: true },
        { name: "feeAmount", cell: (l) => money(l.feeAmount), amount: true },
        { name: "refunded", cell: (l) => money(l.refundAmount), amount: true },
        { name: "netAmount", cell: (l) => money(l.netAmount), amount: true },
      ];
  return (
    <table className="w-full text-sm" aria-label={say(props.agent ? "shareLinesTitle" : "linesTitle")}>
      <thead className="bg-muted/50 text-left">
        <tr>
          {columns.map((c) => (
            <th key={c.name} scope="col" className={c.amount ? "p-2 text-right" : "p-2"}>
              {say(c.name)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.records.map((line) => (
          <tr key={`${line.id}-${line.depth}`} className="border-b">
            {columns.map((c) => (
              <td key={c.name} className={c.amount ? "p-2 text-right tabular-nums" : "p-2"}>
                {c.cell(line)}
              </td>
            ))}
          </tr>
        ))}
        {props.records.length === 0 ? (
          <tr>
            <td colSpan={columns.length} className="text-muted-foreground p-2 text-center">
              {t("kit.empty")}
            </td>
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}
