/**
 * 费率模板's page parts: a pair's rate and cap side by side in the form (the backend's pairs), the
 * items as a table in the detail, 生效中 as a badge, and 复制 on a row, confirmed in a dialog on the
 * list's URL (?op=copy&id=…) before it posts the intent `copy`.
 */
import type { KitActionData } from "~/kit/server/action.server";
import type { ScreenLoaderData } from "~/kit/ui/crud-screen";
import type { FormField } from "~/kit/ui/entity-form";
import { useOpDialog, useOpLink } from "~/kit/ui/op-dialog";
import { OpConfirm, OpMissing, StateBadge } from "~/kit/ui/row-ops";
import { usePermissions } from "~/kit/ui/use-permissions";
import { useSay } from "~/kit/ui/say";
import { TableHead } from "~/kit/ui/table-head";
import {
  CAP_SOURCE,
  capField,
  type RatePair,
  RATE_SOURCE,
  rateField,
  type RateTemplate,
  rateTemplateScreen,
} from "./screen";
import type { RateTemplateExtra } from "./screen.server";

type Data = ScreenLoaderData<RateTemplate> & RateTemplateExtra;

const pairLabel = (p: RatePair) => `${p.channelName}·${p.payTypeName}`;

export function useTemplateParts(data: Data, actionData: KitActionData | undefined) {
  const say = useSay(rateTemplateScreen);
  const { can } = usePermissions();
  const opLink = useOpLink(rateTemplateScreen, (row: RateTemplate) => row.templateName);
  const inForce = (row: RateTemplate) =>
    row.inForce === "1" ? (
      <StateBadge tone="success" label={say("inForceYes")} />
    ) : (
      <StateBadge tone="muted" label={say("inForceNo")} />
    );
  const pairFields = (): FormField[] =>
    data.pairs.flatMap((p) => [
      {
        name: rateField(p),
        label: `${pairLabel(p)} ${say("rate")}`,
        required: true,
        maxLength: 7,
        pattern: RATE_SOURCE,
        placeholder: "0.38",
      },
      {
        name: capField(p),
        label: `${pairLabel(p)} ${say("cap")}`,
        maxLength: 10,
        pattern: CAP_SOURCE,
        placeholder: say("capPlaceholder"),
      },
    ]);
  return {
    cells: { inForce },
    details: { inForce, items: (row: RateTemplate) => <ItemsTable pairs={data.pairs} row={row} /> },
    form: {
      wide: true,
      fields: (_mode: "create" | "edit", _row: RateTemplate | null, fields: FormField[]) => [
        ...fields.map((f) => (f.name === "remark" ? { ...f, wide: true } : f)),
        ...pairFields(),
      ],
      initial: (row: RateTemplate | null, values: Record<string, string | string[]>) => {
        const out = { ...values };
        for (const item of row?.items ?? []) {
          out[rateField(item)] = item.rate;
          out[capField(item)] = item.cap;
        }
        return out;
      },
    },
    rowExtras: can("rate_template_add") ? (row: RateTemplate) => opLink("copy", row, say("copy")) : undefined,
    children: <CopyDialog data={data} actionData={actionData} />,
  };
}

function ItemsTable(props: { pairs: RatePair[]; row: RateTemplate }) {
  const say = useSay(rateTemplateScreen);
  const items = props.row.items ?? [];
  const name = (i: { channelCode: string; payType: string }) => {
    const pair = props.pairs.find((p) => p.channelCode === i.channelCode && p.payType === i.payType);
    return pair ? pairLabel(pair) : `${i.channelCode}·${i.payType}`;
  };
  return (
    <table className="w-full text-sm">
      <TableHead
        className="text-muted-foreground border-b text-left"
        cell="py-1 font-normal"
        right={[1, 2]}
        labels={[say("pair"), say("rate"), say("cap")]}
      />
      <tbody>
        {items.map((i) => (
          <tr key={`${i.channelCode}:${i.payType}`} className="border-b last:border-0">
            <td className="py-1">{name(i)}</td>
            <td className="py-1 text-right tabular-nums">{`${i.rate}%`}</td>
            <td className="py-1 text-right tabular-nums">{i.cap || say("noCap")}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** 复制 one template: what it makes, then 复制. */
function CopyDialog(props: { data: Data; actionData: KitActionData | undefined }) {
  const say = useSay(rateTemplateScreen);
  const { data } = props;
  const dialog = useOpDialog(rateTemplateScreen, data.query, "copy");
  if (!dialog) return null;
  const { closeHref } = dialog;
  const row = data.opRow;
  if (!row) return <OpMissing title={say("copy")} closeHref={closeHref} />;
  return (
    <OpConfirm
      title={`${say("copy")} · ${row.templateName}`}
      closeHref={closeHref}
      intent="copy"
      fields={{ id: row.id }}
      message={say("confirmCopy", { name: row.templateName })}
      confirmLabel={say("copy")}
      actionData={props.actionData}
    />
  );
}
