/** 门店列表's page parts beyond its descriptor: the tenant's store statuses, 修改状态 and the link to 分账配置. */
import type { ScreenLoaderData } from "~/kit/ui/crud-screen";
import { StoreSplitLink } from "~/screens/store/storeSub/page";
import type { FormField } from "~/kit/ui/entity-form";
import { RowStatusForm } from "~/kit/ui/status-form";
import { usePermissions } from "~/kit/ui/use-permissions";
import { useT } from "~/lib/i18n";
import type { Choice, Store } from "./screen";

type Data = ScreenLoaderData<Store> & { statuses: Choice[] };

export function useStoreParts({ statuses }: Data) {
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
        {can("store_status") && statuses.length > 0 ? (
          <RowStatusForm
            id={row.id}
            name="storeStatus"
            value={row.storeStatus}
            options={statuses}
            label={t("partner.storeInfo.statusOf", { label: row.storeFullName })}
            submitLabel={t("partner.storeInfo.changeStatus")}
          />
        ) : null}
        <StoreSplitLink
          storeId={row.id}
          label={t("partner.storeInfo.split")}
          rowLabel={t("partner.storeInfo.splitOf", { label: row.storeFullName })}
        />
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
