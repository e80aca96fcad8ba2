/**
 * /storeSub?storeId=: one store's split config. With store_sub_edit a form (on/off, mode, up to
 * ten receiver rows; works without JavaScript: blank rows are left out), else a read-only view.
 */
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { buttonVariants } from "~/components/ui/button-variants";
import type { KitActionData } from "~/kit/server/action.server";
import { DetailList } from "~/kit/ui/entity-form";
import { ActionError, FlashToast, ScreenHeader } from "~/kit/ui/list-actions";
import { type ReceiverColumn, ReceiverTable } from "~/kit/ui/receiver-table";
import { usePermissions } from "~/kit/ui/use-permissions";
import type { FormPageData } from "~/kit/ui/form-page";
import { messageText, type TranslationKey, useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { MAX_RECEIVERS, type StoreSplit } from "~/screens/store/storeSub/screen";

type Data = FormPageData & {
  storeId: string;
  split: StoreSplit | null;
};

const k = (name: string) => `partner.storeSub.${name}` as TranslationKey;

export function StoreSplitBody({ data, actionData }: { data: Data; actionData?: KitActionData }) {
  const t = useT();
  const { can } = usePermissions();
  const { split } = data;
  return (
    <div className="grid max-w-4xl gap-4">
      <ScreenHeader title={t("menu.storeSub")}>
        <Link to="/store/storeSub" className={cn(buttonVariants({ variant: "outline", size: "sm" }))}>
          {t(k("backToList"))}
        </Link>
      </ScreenHeader>
      <FlashToast flash={data.flash} />
      <ActionError message={data.loadError} />
      {split ? (
        <section aria-label={t(k("storeName"))} className="bg-card grid gap-4 rounded-xl border p-6">
          <DetailList
            items={[
              { label: t(k("storeNo")), value: split.storeNo },
              { label: t(k("storeFullName")), value: split.storeFullName },
              { label: t(k("ownerMerchant")), value: split.merchantName },
              { label: t(k("ratioTotal")), value: `${split.ratioTotal}%` },
            ]}
          />
          {can("store_sub_edit") ? <SplitForm split={split} state={actionData} /> : <SplitView split={split} />}
        </section>
      ) : null}
    </div>
  );
}

function SplitView({ split }: { split: StoreSplit }) {
  const t = useT();
  return (
    <div className="grid gap-3">
      <DetailList
        items={[
          { label: t(k("splitStatus")), value: t(k(`splitStatuses.${split.splitStatus}`)) },
          { label: t(k("splitMode")), value: t(k(`splitModes.${split.splitMode}`)) },
        ]}
      />
      <Receivers
        rows={split.receivers.length}
        value={(i, name) => split.receivers[i]?.[name as "ratio"] ?? ""}
        readOnly
      />
    </div>
  );
}

function SplitForm({ split, state }: { split: StoreSplit; state: KitActionData | undefined }) {
  const t = useT();
  const navigation = useNavigation();
  const echoed = state?.intent === "save" ? state.values : null;
  const value = (name: string, fallback: string) => {
    const v = echoed?.[name];
    return echoed ? (Array.isArray(v) ? (v[v.length - 1] ?? "") : (v ?? "")) : fallback;
  };
  const rows = Math.min(MAX_RECEIVERS, Math.max(3, split.receivers.length + 2));
  const errors = state?.intent === "save" ? state.fieldErrors : {};
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const status = value("splitStatus", split.splitStatus);
  const mode = value("splitMode", split.splitMode);
  return (
    <Form method="post" key={state?.at ?? "stored"} className="grid gap-4" aria-label={t("menu.storeSub")}>
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="storeId" value={split.storeId} />
      {state?.intent === "save" ? <ActionError message={state.formError} /> : null}
      <Choice
        name="splitStatus"
        label={t(k("splitStatus"))}
        options={["1", "0"]}
        texts="splitStatuses"
        value={status}
      />
      <Choice name="splitMode" label={t(k("splitMode"))} options={["1", "2"]} texts="splitModes" value={mode} />
      <Receivers
        rows={rows}
        value={(i, name) => value(`receivers.${i}.${name}`, split.receivers[i]?.[name as "ratio"] ?? "")}
        error={(i, name) => {
          const e = errors[`receivers.${i}.${name}`];
          return e ? messageText(t, e) : null;
        }}
      />
      <p className="text-muted-foreground text-sm">{t(k("receiversHint"), { max: MAX_RECEIVERS })}</p>
      <div>
        <Button type="submit" disabled={busy}>
          {t("kit.save")}
        </Button>
      </div>
    </Form>
  );
}

function Choice(props: { name: string; label: string; options: string[]; texts: string; value: string }) {
  const t = useT();
  return (
    <fieldset className="grid gap-1">
      <legend className="text-sm font-medium">{props.label}</legend>
      <div className="flex gap-4">
        {props.options.map((option) => (
          <label key={option} className="inline-flex items-center gap-1 text-sm">
            <input type="radio" name={props.name} value={option} defaultChecked={props.value === option} />
            {t(k(`${props.texts}.${option}`))}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The receivers' columns (posted as receivers.<i>.<name>); the read-only view shows the ratio with "%". */
function Receivers(props: {
  rows: number;
  value: (i: number, name: string) => string;
  error?: (i: number, name: string) => string | null;
  readOnly?: boolean;
}) {
  const t = useT();
  if (props.rows === 0) return <p className="text-muted-foreground text-sm">{t(k("noReceivers"))}</p>;
  const column = (name: string, maxLength: number, inputMode?: "decimal"): ReceiverColumn => ({
    name,
    header: t(k(name)),
    label: (i) => t(k(`${name}Of`), { n: i + 1 }),
    maxLength,
    inputMode,
  });
  return (
    <ReceiverTable
      caption={t(k("receivers"))}
      numbered
      columns={[
        column("receiverName", 50),
        column("accountNo", 32, "decimal"),
        { ...column("ratio", 6, "decimal"), show: (value) => `${value}%` },
      ]}
      rows={props.rows}
      fieldName={(i, name) => `receivers.${i}.${name}`}
      value={props.value}
      error={props.error}
      readOnly={props.readOnly}
    />
  );
}
