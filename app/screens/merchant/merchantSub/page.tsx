/**
 * 商户分账配置's pages: the list (split state per merchant, 配置 per row) and the form for one
 * merchant (/merchantSub?merchantId=): on/off, mode and up to 10 receiver rows as plain
 * repeated fields (works without JavaScript; what was typed comes back with the errors).
 */
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { buttonVariants } from "~/components/ui/button-variants";
import type { KitActionData } from "~/kit/server/action.server";
import { DetailList } from "~/kit/ui/entity-form";
import { ActionError, FlashToast, RowLink, ScreenHeader } from "~/kit/ui/list-actions";
import { type ReceiverColumn, ReceiverTable } from "~/kit/ui/receiver-table";
import { usePermissions } from "~/kit/ui/use-permissions";
import { useSay } from "~/kit/ui/say";
import type { FormPageData } from "~/kit/ui/form-page";
import { messageText, type TranslationKey, useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { MAX_RECEIVERS, type MerchantSubRow, merchantSubScreen, type Receiver, type SubConfig } from "./screen";

export function useSubListParts() {
  const t = useT();
  return {
    cells: {
      subMode: (row: MerchantSubRow) =>
        row.subSwitch === "1"
          ? t(`partner.merchantSub.modes.${row.subMode === "2" ? "2" : "1"}` as TranslationKey)
          : "—",
    },
    rowExtras: (row: MerchantSubRow) => (
      <RowLink
        to={`/merchantSub?merchantId=${row.id}`}
        label={t("partner.merchantSub.configure")}
        rowLabel={`${row.merchantNo} ${row.merchantFullName}`}
      />
    ),
  };
}

type FormData = FormPageData & {
  merchantId: string;
  config: SubConfig | null;
};

const asList = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

export function SubFormBody({ data, actionData }: { data: FormData; actionData?: KitActionData }) {
  const t = useT();
  const { can } = usePermissions();
  const navigation = useNavigation();
  const config = data.config;
  const say = useSay(merchantSubScreen);
  const errors = actionData?.fieldErrors ?? {};
  const error = (name: string) =>
    errors[name] ? (
      <p className="text-destructive text-xs" role="alert">
        {messageText(t, errors[name])}
      </p>
    ) : null;
  const echoed = actionData?.values;
  const stored: Receiver[] = config?.receivers ?? [];
  const rows: Receiver[] = echoed
    ? asList(echoed.receiverName).map((name, i) => ({
        receiverName: name,
        receiverAccount: asList(echoed.receiverAccount)[i] ?? "",
        accountType: asList(echoed.accountType)[i] ?? "1",
        ratio: asList(echoed.ratio)[i] ?? "",
      }))
    : stored;
  const count = Math.min(MAX_RECEIVERS, Math.max(rows.length + (echoed ? 0 : 2), 3));
  const shown = Array.from(
    { length: count },
    (_, i) => rows[i] ?? { receiverName: "", receiverAccount: "", accountType: "1", ratio: "" },
  );
  const subSwitch = String(echoed?.subSwitch ?? config?.subSwitch ?? "0");
  const subMode = String(echoed?.subMode ?? config?.subMode ?? "1");
  const editable = can("merchant_sub_edit") && config !== null;
  const column = (name: string, rest: Partial<ReceiverColumn>): ReceiverColumn => ({
    name,
    header: say(name),
    label: (i) => `${say(name)} ${i + 1}`,
    ...rest,
  });
  const busy = navigation.state === "submitting";
  return (
    <div className="grid max-w-4xl gap-4">
      <ScreenHeader title={t("menu.merchantSub")}>
        <Link to={merchantSubScreen.path} className={cn(buttonVariants({ variant: "outline", size: "sm" }))}>
          {say("backToList")}
        </Link>
      </ScreenHeader>
      <FlashToast flash={data.flash} />
      <ActionError message={data.loadError ?? actionData?.formError} />
      {config ? (
        <section aria-label={t("menu.merchantSub")} className="bg-card grid gap-4 rounded-xl border p-6">
          <DetailList
            items={[
              { label: say("merchantNo"), value: config.merchantNo },
              { label: say("merchantName"), value: config.merchantFullName },
              { label: say("ownerAgent"), value: config.agentName },
              { label: say("updateTime"), value: config.updateTime || "—" },
            ]}
          />
          {!editable ? <p className="text-muted-foreground text-sm">{say("readOnly")}</p> : null}
          <Form method="post" className="grid gap-4" aria-label={t("menu.merchantSub")}>
            <input type="hidden" name="intent" value="save" />
            <input type="hidden" name="merchantId" value={data.merchantId} />
            <fieldset disabled={!editable} className="grid gap-4">
              <div className="flex flex-wrap gap-6">
                <label className="grid gap-1 text-sm">
                  <span className="font-medium">{say("subSwitch")}</span>
                  <select
                    name="subSwitch"
                    defaultValue={subSwitch}
                    className="h-9 rounded-md border bg-background px-2"
                  >
                    <option value="1">{say("switches.1")}</option>
                    <option value="0">{say("switches.0")}</option>
                  </select>
                  {error("subSwitch")}
                </label>
                <label className="grid gap-1 text-sm">
                  <span className="font-medium">{say("splitMode")}</span>
                  <select name="subMode" defaultValue={subMode} className="h-9 rounded-md border bg-background px-2">
                    <option value="1">{say("modes.1")}</option>
                    <option value="2">{say("modes.2")}</option>
                  </select>
                  {error("subMode")}
                </label>
              </div>
              <div className="grid gap-2">
                <h2 className="text-sm font-medium">{say("receivers")}</h2>
                <p className="text-muted-foreground text-xs">{say("receiversHint")}</p>
                {error("receivers")}
                <ReceiverTable
                  columns={[
                    column("receiverName", { maxLength: 50 }),
                    column("receiverAccount", { maxLength: 32, inputMode: "numeric" }),
                    column("accountType", {
                      options: ["1", "2"].map((value) => ({ value, label: say(`accountTypes.${value}`) })),
                    }),
                    column("ratio", { maxLength: 6, inputMode: "decimal" }),
                  ]}
                  rows={shown.length}
                  fieldName={(_, name) => name}
                  value={(i, name) => shown[i]?.[name as keyof Receiver] ?? ""}
                  error={(i, name) => (errors[`${name}.${i}`] ? messageText(t, errors[`${name}.${i}`]) : null)}
                />
              </div>
              {editable ? (
                <div>
                  <Button type="submit" disabled={busy}>
                    {t("kit.save")}
                  </Button>
                </div>
              ) : null}
            </fieldset>
          </Form>
        </section>
      ) : null}
    </div>
  );
}
