/**
 * 充值套餐's page parts: the status as a badge named by the system dictionary combo_status,
 * amounts as money, and 上架 / 下架 on a row, confirmed in a dialog on the list's URL
 * (?op=status&id=…) before it posts the intent `status`.
 */
import { Form, Link, useLocation, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { buttonVariants } from "~/components/ui/button-variants";
import type { KitActionData } from "~/kit/server/action.server";
import { closedHref } from "~/kit/shared/query";
import type { ScreenLoaderData } from "~/kit/ui/crud-screen";
import { DescribedScreen } from "~/kit/ui/described-screen";
import { RowLink } from "~/kit/ui/list-actions";
import { UrlDialog } from "~/kit/ui/url-dialog";
import { usePermissions } from "~/kit/ui/use-permissions";
import { messageText, type TranslationKey, useT } from "~/lib/i18n";
import { labelOf } from "./toll";
import { type TollCombo, tollComboScreen } from "./toll-combo";
import type { TollComboExtra } from "./toll-combo.server";
import { OpMissing, opHref, StateBadge } from "~/kit/ui/row-ops";

type Data = ScreenLoaderData<TollCombo> & TollComboExtra;

const say = (t: ReturnType<typeof useT>, name: string, values?: Record<string, string>) => t(`marketing.tollCombo.${name}` as TranslationKey, values);

export function TollComboScreen(props: { data: Data; actionData?: KitActionData }) {
  return <DescribedScreen spec={tollComboScreen} data={props.data} actionData={props.actionData} useParts={() => useComboParts(props.data, props.actionData)} />;
}

function useComboParts(data: Data, actionData: KitActionData | undefined) {
  const t = useT();
  const { can } = usePermissions();
  const location = useLocation();
  const status = (row: TollCombo) => (
    <StateBadge tone={row.status === "1" ? "success" : "muted"} label={labelOf(data.statuses, row.status) || say(t, `statuses.${row.status}`)} />
  );
  return {
    filterOptions: { status: data.statuses },
    cells: { status, chargeRatio: (row: TollCombo) => row.chargeRatio || "—" },
    details: { status },
    rowExtras: can("combo_status")
      ? (row: TollCombo) => (
          <RowLink to={opHref(tollComboScreen.path, location.search, "status", row.id)} label={say(t, row.status === "1" ? "offSale" : "onSale")} rowLabel={tollComboScreen.rowLabel(row)} />
        )
      : undefined,
    form: { initial: (row: TollCombo | null, values: Record<string, string | string[]>) => (row ? values : { ...values, status: "1" }) },
    children: <StatusDialog data={data} actionData={actionData} />,
  };
}

/** 上架 / 下架 of one combo: what it means for tenants, then 确定. */
function StatusDialog(props: { data: Data; actionData: KitActionData | undefined }) {
  const t = useT();
  const location = useLocation();
  const navigation = useNavigation();
  const { data } = props;
  if (new URLSearchParams(location.search).get("op") !== "status") return null;
  const closeHref = closedHref(tollComboScreen.path, data.query, tollComboScreen.defaultSize);
  const row = data.opRow;
  if (!row) return <OpMissing title={say(t, "statusTitle")} closeHref={closeHref} />;
  const next = row.status === "1" ? "0" : "1";
  const action = say(t, next === "1" ? "onSale" : "offSale");
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "status";
  const failed = props.actionData?.intent === "status" ? props.actionData.formError : null;
  return (
    <UrlDialog title={`${action} · ${row.comboName}`} closeHref={closeHref} size="sm">
      <Form method="post" preventScrollReset className="grid gap-4">
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="id" value={row.id} />
        <input type="hidden" name="status" value={next} />
        <p className="text-sm">{say(t, next === "1" ? "confirmOnSale" : "confirmOffSale", { name: row.comboName })}</p>
        {failed ? (
          <p role="alert" className="border-destructive/50 text-destructive rounded-md border px-3 py-2 text-sm">
            {messageText(t, failed)}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Link to={closeHref} preventScrollReset className={buttonVariants({ variant: "outline" })}>
            {t("kit.cancel")}
          </Link>
          <Button type="submit" disabled={busy} variant={next === "0" ? "destructive" : "default"}>
            {busy ? t("kit.working") : action}
          </Button>
        </div>
      </Form>
    </UrlDialog>
  );
}
