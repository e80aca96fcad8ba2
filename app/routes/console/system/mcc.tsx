import { CrudScreen, ScreenTexts } from "~/kit/ui/crud-screen";
import type { Mcc } from "~/features/system/mcc";
import { loadMccScreen, mccAction } from "~/features/system/mcc.server";
import { useT } from "~/lib/i18n";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/mcc";
import { menuTitle } from "~/lib/menu-title";

/** MCC管理: merchant category codes (search, page, sort, create, edit, delete, batch delete). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadMccScreen(request, context, context.get(operatorContext));
}

export async function action({ request, context }: Route.ActionArgs) {
  return mccAction(request, context.get(operatorContext));
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: menuTitle(matches, "mcc", "MCC管理") }];
}

export default function MccScreen({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ScreenTexts messages={loaderData.messages}>
      <MccBody data={loaderData} actionData={actionData} />
    </ScreenTexts>
  );
}

function MccBody(props: { data: Route.ComponentProps["loaderData"]; actionData: Route.ComponentProps["actionData"] }) {
  const t = useT();
  return (
    <CrudScreen<Mcc>
      screen="mcc"
      menuCode="mcc"
      path="/system/mcc"
      title={t("menu.mcc")}
      data={props.data}
      actionData={props.actionData}
      filters={[
        { name: "name", label: t("system.mcc.name"), placeholder: t("system.mcc.namePlaceholder") },
        { name: "mccCode", label: t("system.mcc.code") },
      ]}
      columns={[
        { key: "mccCode", label: t("system.mcc.code"), sort: "mccCode", hideable: false, cell: (row) => <span className="font-mono">{row.mccCode}</span> },
        { key: "name", label: t("system.mcc.name"), sort: "name", hideable: false, cell: (row) => row.name },
        { key: "categoryName", label: t("system.mcc.category"), cell: (row) => row.categoryName || "—" },
        { key: "sort", label: t("system.mcc.sort"), sort: "sort", cell: (row) => row.sort ?? "—" },
        { key: "remark", label: t("system.mcc.remark"), cell: (row) => row.remark || "—" },
      ]}
      rowId={(row) => row.id}
      rowLabel={(row) => `${row.mccCode} ${row.name}`}
      buttons={{ create: "mcc_add", edit: "mcc_edit", delete: "mcc_delete", view: true }}
      batch={[{ intent: "batch-delete", label: t("kit.batchDelete"), permission: "mcc_delete", danger: true }]}
      form={{
        fields: (mode) => [
          { name: "mccCode", label: t("system.mcc.code"), required: true, maxLength: 4, readOnly: mode === "edit", hint: t("system.mcc.codeHint") },
          { name: "name", label: t("system.mcc.name"), required: true, maxLength: 50, sensitive: true },
          { name: "categoryName", label: t("system.mcc.category"), maxLength: 50 },
          { name: "sort", label: t("system.mcc.sort"), kind: "number", min: 0 },
          { name: "remark", label: t("system.mcc.remark"), kind: "textarea", maxLength: 200, sensitive: true },
        ],
        initial: (row) => ({
          mccCode: row?.mccCode ?? "",
          name: row?.name ?? "",
          categoryName: row?.categoryName ?? "",
          sort: row?.sort == null ? "" : String(row.sort),
          remark: row?.remark ?? "",
        }),
      }}
      detail={(row) => [
        { label: t("system.mcc.code"), value: row.mccCode },
        { label: t("system.mcc.name"), value: row.name },
        { label: t("system.mcc.category"), value: row.categoryName },
        { label: t("system.mcc.sort"), value: row.sort },
        { label: t("system.mcc.createTime"), value: row.createTime },
        { label: t("system.mcc.remark"), value: row.remark, wide: true },
      ]}
    />
  );
}

export { ErrorBoundary } from "~/components/route-error";
