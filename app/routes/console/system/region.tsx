import { treeOptions } from "~/kit/shared/tree-view";
import { CrudScreen, ScreenTexts } from "~/kit/ui/crud-screen";
import { RowLink } from "~/kit/ui/list-actions";
import { listHref } from "~/kit/shared/query";
import { usePermissions } from "~/kit/ui/use-permissions";
import type { Region } from "~/features/system/region";
import { loadRegionScreen, regionAction } from "~/features/system/region.server";
import { type TranslationKey, useT } from "~/lib/i18n";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/region";
import { menuTitle } from "~/lib/menu-title";

/**
 * 地区管理: the region tree from 中华人民共和国 down, expanded level by level (?open=), or a
 * flat paged search by code or name; create at the top or under a row (新增子项), edit (the
 * code stays), delete (refused while a region has children), batch delete.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadRegionScreen(request, context, context.get(operatorContext));
}

export async function action({ request, context }: Route.ActionArgs) {
  return regionAction(request, context.get(operatorContext));
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: menuTitle(matches, "region", "地区管理") }];
}

export default function RegionScreen({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ScreenTexts messages={loaderData.messages}>
      <RegionBody data={loaderData} actionData={actionData} />
    </ScreenTexts>
  );
}

const PATH = "/system/region";

function RegionBody(props: { data: Route.ComponentProps["loaderData"]; actionData: Route.ComponentProps["actionData"] }) {
  const t = useT();
  const { can } = usePermissions();
  const { data } = props;
  const { query, tree, parent } = data;
  const level = (row: Region) => (row.regionLevel != null && row.regionLevel >= 0 && row.regionLevel <= 5 ? t(`system.region.levels.l${row.regionLevel}` as TranslationKey) : "—");
  return (
    <CrudScreen<Region>
      screen="region"
      menuCode="region"
      path={PATH}
      title={t("menu.region")}
      data={data}
      actionData={props.actionData}
      filters={[
        { name: "name", label: t("system.region.name") },
        { name: "code", label: t("system.region.code") },
      ]}
      columns={[
        { key: "name", label: t("system.region.name"), sort: tree ? undefined : "name", hideable: false, cell: (row) => row.name },
        { key: "code", label: t("system.region.code"), sort: tree ? undefined : "code", hideable: false, cell: (row) => <span className="font-mono">{row.code}</span> },
        { key: "regionLevel", label: t("system.region.level"), cell: level },
        { key: "sort", label: t("system.region.sort"), sort: tree ? undefined : "sort", cell: (row) => row.sort ?? "—" },
        { key: "remark", label: t("system.region.remark"), cell: (row) => row.remark || "—" },
      ]}
      rowId={(row) => row.code}
      rowLabel={(row) => `${row.name} ${row.code}`}
      buttons={{ create: "region_add", edit: "region_edit", delete: "region_delete", view: true }}
      batch={[{ intent: "batch-delete", label: t("kit.batchDelete"), permission: "region_delete", danger: true }]}
      tree={tree ? treeOptions<Region>(PATH, query, (row) => row.code) : undefined}
      rowExtras={
        can("region_add")
          ? (row) =>
              row.regionLevel != null && row.regionLevel >= 5 ? null : (
                <RowLink to={listHref(PATH, query, { dialog: "create", id: row.code })} label={t("system.region.addChild")} rowLabel={`${row.name} ${row.code}`} />
              )
          : undefined
      }
      form={{
        fields: (mode) => [
          ...(mode === "create" && parent
            ? [{ name: "parentCode", label: t("system.region.parentCode"), readOnly: true, hint: t("system.region.parentOf", { name: parent.name }) }]
            : []),
          { name: "code", label: t("system.region.code"), required: true, maxLength: 12, readOnly: mode === "edit", hint: mode === "create" ? t("system.region.codeHint") : undefined },
          { name: "name", label: t("system.region.name"), required: true, maxLength: 50, sensitive: true },
          { name: "sort", label: t("system.region.sort"), kind: "number", min: 0 },
          { name: "remark", label: t("system.region.remark"), kind: "textarea", maxLength: 255, sensitive: true },
        ],
        initial: (row) => ({
          parentCode: parent?.code ?? "",
          code: row?.code ?? (parent ? parent.code : ""),
          name: row?.name ?? "",
          sort: row?.sort == null ? "" : String(row.sort),
          remark: row?.remark ?? "",
        }),
      }}
      detail={(row) => [
        { label: t("system.region.code"), value: row.code },
        { label: t("system.region.name"), value: row.name },
        { label: t("system.region.parentCode"), value: row.parentCode },
        { label: t("system.region.level"), value: level(row) },
        { label: t("system.region.sort"), value: row.sort },
        { label: t("system.region.remark"), value: row.remark, wide: true },
      ]}
    />
  );
}

export { ErrorBoundary } from "~/components/route-error";
