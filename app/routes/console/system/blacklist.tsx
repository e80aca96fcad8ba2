import { CrudScreen, ScreenTexts } from "~/kit/ui/crud-screen";
import { type Blacklist, BLACKLIST_TYPES } from "~/features/system/blacklist";
import { blacklistAction, loadBlacklistScreen } from "~/features/system/blacklist.server";
import { type Translate, useT } from "~/lib/i18n";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/blacklist";
import { menuTitle } from "~/lib/menu-title";

/** 黑名单: phone, ID, card and merchant numbers refused by risk control (search, page, sort, create, delete, batch delete). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadBlacklistScreen(request, context, context.get(operatorContext));
}

export async function action({ request, context }: Route.ActionArgs) {
  return blacklistAction(request, context.get(operatorContext));
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: menuTitle(matches, "blacklist", "黑名单") }];
}

export default function BlacklistScreen({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ScreenTexts messages={loaderData.messages}>
      <BlacklistBody data={loaderData} actionData={actionData} />
    </ScreenTexts>
  );
}

function BlacklistBody(props: { data: Route.ComponentProps["loaderData"]; actionData: Route.ComponentProps["actionData"] }) {
  const t = useT();
  const types = BLACKLIST_TYPES.map((value) => ({ value, label: t(`system.blacklist.types.${value}`) }));
  return (
    <CrudScreen<Blacklist>
      screen="blacklist"
      menuCode="blacklist"
      path="/system/blacklist"
      title={t("menu.blacklist")}
      data={props.data}
      actionData={props.actionData}
      filters={[
        { name: "type", label: t("system.blacklist.type"), kind: "select", options: types },
        { name: "value", label: t("system.blacklist.value"), placeholder: t("system.blacklist.valuePlaceholder") },
        { name: "reason", label: t("system.blacklist.reason") },
      ]}
      columns={[
        { key: "type", label: t("system.blacklist.type"), sort: "type", cell: (row) => typeLabel(t, row) || "—" },
        { key: "value", label: t("system.blacklist.value"), sort: "value", hideable: false, cell: (row) => <span className="font-mono">{row.value}</span> },
        { key: "reason", label: t("system.blacklist.reason"), cell: (row) => row.reason || "—" },
        { key: "createUserName", label: t("system.blacklist.createUserName"), cell: (row) => row.createUserName || "—" },
        { key: "createTime", label: t("system.blacklist.createTime"), sort: "createTime", cell: (row) => row.createTime || "—" },
      ]}
      rowId={(row) => row.id}
      rowLabel={(row) => row.value}
      buttons={{ create: "blacklist_add", delete: "blacklist_delete", view: true }}
      batch={[{ intent: "batch-delete", label: t("kit.batchDelete"), permission: "blacklist_delete", danger: true }]}
      form={{
        fields: () => [
          { name: "type", label: t("system.blacklist.type"), required: true, kind: "select", options: types },
          { name: "value", label: t("system.blacklist.value"), required: true, maxLength: 32, hint: t("system.blacklist.valueHint") },
          { name: "reason", label: t("system.blacklist.reason"), kind: "textarea", maxLength: 200, sensitive: true },
        ],
        initial: () => ({ type: "", value: "", reason: "" }),
      }}
      detail={(row) => [
        { label: t("system.blacklist.type"), value: typeLabel(t, row) },
        { label: t("system.blacklist.value"), value: row.value },
        { label: t("system.blacklist.createUserName"), value: row.createUserName },
        { label: t("system.blacklist.createTime"), value: row.createTime },
        { label: t("system.blacklist.reason"), value: row.reason, wide: true },
      ]}
    />
  );
}

function typeLabel(t: Translate, row: Blacklist): string {
  const known = BLACKLIST_TYPES.find((type) => type === row.type);
  return known ? t(`system.blacklist.types.${known}`) : row.typeName;
}

export { ErrorBoundary } from "~/components/route-error";
