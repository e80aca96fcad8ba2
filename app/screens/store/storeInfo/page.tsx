/** 门店列表's page parts beyond its descriptor: the tenant's store statuses, 修改状态 and the link to 分账配置. */
import { Form, Link, useNavigation } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import type { KitActionData } from "~/kit/server/action.server";
import type { ScreenLoaderData } from "~/kit/ui/crud-screen";
import { DescribedScreen } from "~/kit/ui/described-screen";
import type { FormField } from "~/kit/ui/entity-form";
import { usePermissions } from "~/kit/ui/use-permissions";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { type Choice, type Store, storeInfoScreen } from "./screen";

type Data = ScreenLoaderData<Store> & { statuses: Choice[] };

export function StoreInfoScreen(props: { data: Data; actionData?: KitActionData }) {
  return (
    <DescribedScreen spec={storeInfoScreen} data={props.data} actionData={props.actionData} useParts={useStoreParts} />
  );
}

/** 修改状态 for one row: the tenant's statuses in a select, posted as the `status` intent (works without JavaScript). */
function StatusForm(props: { store: Store; statuses: Choice[] }) {
  const t = useT();
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === "status" &&
    navigation.formData.get("id") === props.store.id;
  return (
    <Form method="post" preventScrollReset className="inline-flex items-center gap-1">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="id" value={props.store.id} />
      <select
        name="storeStatus"
        defaultValue={props.store.storeStatus}
        aria-label={t("partner.storeInfo.statusOf", { label: props.store.storeFullName })}
        className="h-8 rounded-md border border-input bg-background px-1 text-sm"
      >
        {props.statuses.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </select>
      <button type="submit" disabled={busy} className={cn(buttonVariants({ variant: "ghost", size: "sm" }))}>
        {t("partner.storeInfo.changeStatus")}
      </button>
    </Form>
  );
}

function useStoreParts({ statuses }: Data) {
  const t = useT();
  const { can } = usePermissions();
  const statusName = (row: Store) =>
    statuses.find((s) => s.value === row.storeStatus)?.label ?? (row.storeStatusName || row.storeStatus);
  return {
    filterOptions: { storeStatus: statuses },
    cells: {
      storeStatus: (row: Store) => statusName(row),
    },
    details: { storeStatus: (row: Store) => statusName(row) },
    rowExtras: (row: Store) => (
      <>
        {can("store_status") && statuses.length > 0 ? <StatusForm store={row} statuses={statuses} /> : null}
        <Link
          to={`/storeSub?storeId=${encodeURIComponent(row.id)}`}
          aria-label={t("partner.storeInfo.splitOf", { label: row.storeFullName })}
          className={cn(buttonVariants({ variant: "ghost", size: "sm" }))}
        >
          {t("partner.storeInfo.split")}
        </Link>
      </>
    ),
    form: {
      wide: true,
      fields: (_mode: "create" | "edit", _row: Store | null, fields: FormField[]) =>
        fields.map((field) => (field.name === "storeStatus" ? { ...field, options: statuses } : field)),
      initial: (row: Store | null, values: Record<string, string | string[]>) => ({
        ...values,
        isDirect: row?.isDirect || "0",
        storeStatus: row?.storeStatus || statuses[0]?.value || "",
      }),
      remoteLabels: (row: Store | null) => ({ merchantId: row?.merchantName ?? "" }),
    },
  };
}
