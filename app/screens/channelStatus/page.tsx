/** 入网查询's page: pick a merchant (search-select, or ?merchantId=), see its entries at channels or banks. */
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { buttonVariants } from "~/components/ui/button-variants";
import { DetailList } from "~/kit/ui/entity-form";
import { ActionError, ScreenHeader } from "~/kit/ui/list-actions";
import { RemoteSelect } from "~/kit/ui/remote-select";
import { useSay } from "~/kit/ui/say";
import { TableHead } from "~/kit/ui/table-head";
import type { DictChoice } from "~/kit/server/dictionary.server";
import { type FormMessageView, type Messages } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { CHANNEL_STATUS, type EntryKind, type EntryStatus } from "./channel-status";

type Data = {
  kind: EntryKind;
  merchantId: string;
  status: EntryStatus | null;
  loadError: FormMessageView | null;
  regStatus: DictChoice[];
  messages: Partial<Messages>;
};

const TONE: Record<string, string> = { "2": "text-emerald-700", "1": "text-amber-700", "3": "text-destructive" };

export function ChannelStatusBody({ data }: { data: Data }) {
  const say = useSay(CHANNEL_STATUS);
  const reg = (value: string) => data.regStatus.find((c) => c.value === value)?.label ?? value;
  const path = CHANNEL_STATUS.paths[data.kind];
  const other = data.kind === "bank" ? "channel" : "bank";
  const query = data.merchantId ? `?merchantId=${data.merchantId}` : "";
  const status = data.status;
  return (
    <div className="grid gap-4">
      <ScreenHeader title={say(data.kind === "bank" ? "bankTitle" : "channelTitle")}>
        <Link
          to={`${CHANNEL_STATUS.paths[other]}${query}`}
          className={cn(buttonVariants({ variant: "outline", size: "sm" }))}
        >
          {say(other === "bank" ? "bankTab" : "channelTab")}
        </Link>
      </ScreenHeader>
      <Form method="get" action={path} className="flex flex-wrap items-end gap-2" aria-label={say("merchant")}>
        {/* Not a <label> around the picker: a click on its option would also "click" the label's first control (its 清除). */}
        <div className="grid gap-1 text-sm">
          <label htmlFor="merchantId" className="font-medium">
            {say("merchant")}
          </label>
          <RemoteSelect
            id="merchantId"
            name="merchantId"
            kind="merchant"
            defaultValue={data.merchantId}
            defaultLabel={status?.merchantFullName ?? ""}
          />
        </div>
        <Button type="submit">{say("query")}</Button>
      </Form>
      <ActionError message={data.loadError} />
      {!status && !data.loadError ? <p className="text-muted-foreground text-sm">{say("pickMerchant")}</p> : null}
      {status ? (
        <section
          className="bg-card grid gap-4 rounded-xl border p-6"
          aria-label={say(data.kind === "bank" ? "bankTitle" : "channelTitle")}
        >
          <DetailList
            items={[
              { label: say("merchantNo"), value: status.merchantNo },
              { label: say("merchantName"), value: status.merchantFullName },
              { label: say("merchantRegStatus"), value: reg(status.regStatus) },
            ]}
          />
          {status.records.length === 0 ? (
            <p className="text-muted-foreground text-sm">{say("none")}</p>
          ) : (
            <table className="w-full text-sm">
              <TableHead
                className="border-b text-left"
                cell="p-2"
                labels={[
                  data.kind === "bank" ? "bankName" : "channel",
                  "channelCode",
                  "channelMchNo",
                  "regStatus",
                  "applyTime",
                  "finishTime",
                  "rejectReason",
                ].map((name) => say(name))}
              />
              <tbody>
                {status.records.map((r) => (
                  <tr key={r.id} data-entry={r.channelCode} className="border-b">
                    <td className="p-2">{r.channelName}</td>
                    <td className="p-2 font-mono">{r.channelCode}</td>
                    <td className="p-2 font-mono">{r.channelMchNo || "—"}</td>
                    <td className={cn("p-2", TONE[r.regStatus])}>{reg(r.regStatus)}</td>
                    <td className="p-2">{r.applyTime || "—"}</td>
                    <td className="p-2">{r.regTime || "—"}</td>
                    <td className="p-2">{r.rejectReason || "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ) : null}
    </div>
  );
}
