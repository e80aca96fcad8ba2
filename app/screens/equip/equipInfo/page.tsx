/** 设备列表's page parts: the tenant's type and status labels, 绑定 (a panel on `?bind=<id>`, a store by its number) and 解绑. */
import { Link, useLocation } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import type { KitActionData } from "~/kit/server/action.server";
import type { ScreenLoaderData } from "~/kit/ui/crud-screen";
import { RowPostButton } from "~/kit/ui/row-post-button";
import { EntityForm, type FormField } from "~/kit/ui/entity-form";
import { usePermissions } from "~/kit/ui/use-permissions";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { type Choice, type Equip, equipInfoScreen } from "./screen";

type Data = ScreenLoaderData<Equip> & { deviceTypes: Choice[]; statuses: Choice[]; binding: Equip | null };

/** The current URL with `bind` set (or removed). */
function useBindHref() {
  const location = useLocation();
  return (id: string | null) => {
    const params = new URLSearchParams(location.search);
    params.delete("dialog");
    params.delete("id");
    if (id) params.set("bind", id);
    else params.delete("bind");
    const search = params.toString();
    return `${location.pathname}${search ? `?${search}` : ""}`;
  };
}

function BindPanel(props: { device: Equip; actionData?: KitActionData }) {
  const t = useT();
  const href = useBindHref();
  const fields: FormField[] = [
    {
      name: "storeNo",
      label: t("partner.equipInfo.storeNo"),
      hint: t("partner.equipInfo.storeNoHint"),
      required: true,
      maxLength: 20,
    },
  ];
  return (
    <section
      aria-label={t("partner.equipInfo.bindTitle", { sn: props.device.sn })}
      className="bg-card mt-4 grid max-w-xl gap-3 rounded-xl border p-6"
    >
      <h2 className="font-medium">{t("partner.equipInfo.bindTitle", { sn: props.device.sn })}</h2>
      <EntityForm
        intent="bind"
        fields={fields}
        initial={{ storeNo: "" }}
        state={props.actionData}
        closeHref={href(null)}
        menuCode={equipInfoScreen.menuCode}
        hidden={{ id: props.device.id }}
        submitLabel={t("partner.equipInfo.bind")}
      />
    </section>
  );
}

export function useEquipParts({ deviceTypes, statuses, binding }: Data, actionData: KitActionData | undefined) {
  const t = useT();
  const { can } = usePermissions();
  const href = useBindHref();
  const label = (choices: Choice[], value: string) => choices.find((c) => c.value === value)?.label ?? value;
  return {
    filterOptions: { deviceType: deviceTypes, status: statuses },
    cells: {
      deviceType: (row: Equip) => label(deviceTypes, row.deviceType),
      status: (row: Equip) => label(statuses, row.status),
      merchantName: (row: Equip) => row.merchantName || "—",
      storeName: (row: Equip) => (row.storeName ? `${row.storeName}（${row.storeNo}）` : "—"),
    },
    details: {
      deviceType: (row: Equip) => label(deviceTypes, row.deviceType),
      status: (row: Equip) => label(statuses, row.status),
      storeName: (row: Equip) => (row.storeName ? `${row.storeName}（${row.storeNo}）` : "—"),
    },
    rowExtras: can("equip_bind")
      ? (row: Equip) =>
          row.storeId ? (
            <RowPostButton
              intent="unbind"
              fields={{ id: row.id }}
              label={t("partner.equipInfo.unbind")}
              rowLabel={t("partner.equipInfo.unbindRow", { sn: row.sn })}
            />
          ) : (
            <Link
              to={href(row.id)}
              preventScrollReset
              aria-label={t("partner.equipInfo.bindRow", { sn: row.sn })}
              className={cn(buttonVariants({ variant: "ghost", size: "sm" }))}
            >
              {t("partner.equipInfo.bind")}
            </Link>
          )
      : undefined,
    form: {
      fields: (_mode: "create" | "edit", _row: Equip | null, fields: FormField[]) =>
        fields.map((field) => (field.name === "deviceType" ? { ...field, options: deviceTypes } : field)),
    },
    children: binding ? <BindPanel device={binding} actionData={actionData} /> : null,
  };
}
