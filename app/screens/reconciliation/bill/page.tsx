/**
 * 对账单's page parts: the channel's count, amount and fee marked where they differ from ours
 * (a cell style and its words for a screen reader), the state as a badge, the detail's
 * differences (each order, its type, both amounts, its handling) with a link to 差错处理 for that
 * day and channel, and 下载对账单 (the day's channel statement, CSV) for operators holding
 * recon_export.
 */
import type { ScreenLoaderData } from "~/kit/ui/crud-screen";
import { RowLink } from "~/kit/ui/list-actions";
import { TableHead } from "~/kit/ui/table-head";
import { usePermissions } from "~/kit/ui/use-permissions";
import { exactMoney } from "~/lib/money";
import type { Tone } from "~/kit/ui/row-ops";
import { StateText, useSay } from "~/kit/ui/say";
import { type ReconBatch, reconBillScreen, statementHref } from "./screen";
import type { ReconBillExtra } from "./screen.server";

export type ReconBillData = ScreenLoaderData<ReconBatch> & ReconBillExtra;

export const BATCH_TONES: Record<string, Tone> = { "0": "success", "1": "danger", "2": "muted" };
const money = (value: string) => exactMoney(value) ?? "0.00";

/** A channel's figure, marked when it is not ours. */
export function Differs(props: { differs: boolean; label: string; children: React.ReactNode }) {
  if (!props.differs) return <>{props.children}</>;
  return (
    <span className="text-destructive bg-destructive/10 rounded px-1 font-semibold" title={props.label} data-differs="">
      {props.children}
      <span className="sr-only">（{props.label}）</span>
    </span>
  );
}

/** The list of 差错处理 for a batch's day and channel, open ones first. */
export const errorsHref = (row: Pick<ReconBatch, "billDate" | "channelCode">) =>
  `/reconciliation/error?startDate=${row.billDate}&endDate=${row.billDate}&channelCode=${row.channelCode}&state=0`;

export function useReconBillParts(data: ReconBillData) {
  const { can } = usePermissions();
  const say = useSay(reconBillScreen);
  const differs = say("differs");
  const state = (row: ReconBatch) => <StateText tones={BATCH_TONES} value={row.state} say={say} />;
  const count = (row: ReconBatch) => (
    <Differs differs={row.ourCount !== row.channelCount} label={differs}>
      {row.channelCount ?? "—"}
    </Differs>
  );
  const amount = (row: ReconBatch) => (
    <Differs differs={money(row.ourAmount) !== money(row.channelAmount)} label={differs}>
      {money(row.channelAmount)}
    </Differs>
  );
  const fee = (row: ReconBatch) => (
    <Differs differs={money(row.ourFee) !== money(row.channelFee)} label={differs}>
      {money(row.channelFee)}
    </Differs>
  );
  const errors = (row: ReconBatch) => {
    const list = data.errors ?? [];
    if (list.length === 0) return <p className="text-muted-foreground">{say("noErrors")}</p>;
    return (
      <div className="grid gap-2">
        <table className="w-full text-xs">
          <TableHead
            cell="py-1 font-normal"
            gap="pr-2"
            right={[2, 3]}
            labels={["errorType", "orderNo", "ourAmount", "channelAmount", "errorState"].map((name) => say(name))}
          />
          <tbody>
            {list.map((e) => (
              <tr key={e.id} className="border-t">
                <td className="py-1 pr-2 whitespace-nowrap">{say(`types.${e.type}`)}</td>
                <td className="py-1 pr-2 font-mono">
                  <div>{e.orderNo || "—"}</div>
                  <div className="text-muted-foreground">{e.channelOrderNo || "—"}</div>
                </td>
                <td className="py-1 pr-2 text-right">{e.ourAmount ? money(e.ourAmount) : "—"}</td>
                <td className="py-1 pr-2 text-right">
                  <Differs differs={e.ourAmount !== e.channelAmount} label={differs}>
                    {e.channelAmount ? money(e.channelAmount) : "—"}
                  </Differs>
                </td>
                <td className="py-1 whitespace-nowrap">{say(`errorStates.${e.state}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <a className="text-primary w-fit underline-offset-4 hover:underline" href={errorsHref(row)}>
          {say("goHandle")}
        </a>
      </div>
    );
  };
  return {
    cells: { channelCount: count, channelAmount: amount, channelFee: fee, state },
    details: { channelCount: count, channelAmount: amount, channelFee: fee, state, errors },
    rowExtras: can("recon_export")
      ? (row: ReconBatch) => (
          <RowLink to={statementHref(row.id)} label={say("statement")} rowLabel={reconBillScreen.rowLabel(row)} />
        )
      : undefined,
  };
}
