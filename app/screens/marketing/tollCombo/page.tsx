/**
 * 充值套餐's page parts: the status as a badge named by the system dictionary combo_status,
 * amounts as money, and 上架 / 下架 on a row, confirmed in a dialog on the list's URL
 * (?op=status&id=…) before it posts the intent `status`.
 */
import type { KitActionData } from "~/kit/server/action.server";
import type { ScreenLoaderData } from "~/kit/ui/crud-screen";
import { useOpDialog, useOpLink } from "~/kit/ui/op-dialog";
import { usePermissions } from "~/kit/ui/use-permissions";
import { labelOf } from "~/screens/_shared/marketing/toll";
import { type TollCombo, tollComboScreen } from "./screen";
import type { TollComboExtra } from "./screen.server";
import { type RowSwitch, SwitchConfirm, switchAction } from "~/kit/ui/switch-confirm";
import { OpMissing, StateBadge } from "~/kit/ui/row-ops";
import { useSay } from "~/kit/ui/say";

type Data = ScreenLoaderData<TollCombo> & TollComboExtra;

/** A combo's switch: 上架 (tenants may buy it) and 下架. */
const ON_SALE: RowSwitch = {
  intent: "status",
  field: "status",
  on: { action: "onSale", means: "confirmOnSale" },
  off: { action: "offSale", means: "confirmOffSale" },
};

export function useComboParts(data: Data, actionData: KitActionData | undefined) {
  const say = useSay(tollComboScreen);
  const { can } = usePermissions();
  const opLink = useOpLink(tollComboScreen, tollComboScreen.rowLabel);
  const status = (row: TollCombo) => (
    <StateBadge
      tone={row.status === "1" ? "success" : "muted"}
      label={labelOf(data.statuses, row.status) || say(`statuses.${row.status}`)}
    />
  );
  return {
    filterOptions: { status: data.statuses },
    cells: { status, chargeRatio: (row: TollCombo) => row.chargeRatio || "—" },
    details: { status },
    rowExtras: can("combo_status")
      ? (row: TollCombo) => opLink("status", row, switchAction(say, ON_SALE, row.status))
      : undefined,
    form: {
      initial: (row: TollCombo | null, values: Record<string, string | string[]>) =>
        row ? values : { ...values, status: "1" },
    },
    children: <StatusDialog data={data} actionData={actionData} />,
  };
}

/** 上架 / 下架 of one combo: what it means for tenants, then 确定. */
function StatusDialog(props: { data: Data; actionData: KitActionData | undefined }) {
  const say = useSay(tollComboScreen);
  const { data } = props;
  const dialog = useOpDialog(tollComboScreen, data.query, "status", props.actionData);
  if (!dialog) return null;
  const { closeHref } = dialog;
  const row = data.opRow;
  if (!row) return <OpMissing title={say("statusTitle")} closeHref={closeHref} />;
  return (
    <SwitchConfirm
      spec={ON_SALE}
      row={{ id: row.id, name: row.comboName, value: row.status }}
      say={say}
      dialog={dialog}
    />
  );
}
