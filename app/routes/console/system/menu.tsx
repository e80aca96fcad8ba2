import { CrudScreen, ScreenTexts } from "~/kit/ui/crud-screen";
import type { Column } from "~/kit/ui/data-table";
import { RowLink } from "~/kit/ui/list-actions";
import { MenuIcon } from "~/components/menu-icon";
import { listHref } from "~/kit/shared/query";
import { usePermissions } from "~/kit/ui/use-permissions";
import { MENU_ACTIONS, MENU_CATEGORIES, MENU_OPEN, MENU_PATH, type MenuTreeRow } from "~/features/system/menu";
import { loadMenuScreen, menuAction } from "~/features/system/menu.server";
import { treeOptions } from "~/kit/shared/tree-view";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/menu";
import { menuTitle } from "~/lib/menu-title";

/** 菜单管理: the menu catalogue as a lazy tree (expand with ?open=), create (top or child), edit, delete, batch delete. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadMenuScreen(request, context, context.get(operatorContext));
}

export async function action({ request, context }: Route.ActionArgs) {
  return menuAction(request, context.get(operatorContext));
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: menuTitle(matches, "menu", "菜单管理") }];
}

export default function MenuScreen({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ScreenTexts messages={loaderData.messages}>
      <MenuBody data={loaderData} actionData={actionData} />
    </ScreenTexts>
  );
}

function MenuBody(props: { data: Route.ComponentProps["loaderData"]; actionData: Route.ComponentProps["actionData"] }) {
  const t = useT();
  const { can } = usePermissions();
  const { data } = props;
  const { query, parent, filtered } = data;
  const path = MENU_PATH;
  const categoryName = (category: number) => t(`system.menu.categories.${category === 2 ? "2" : "1"}`);
  const columns: Column<MenuTreeRow>[] = [
    {
      key: "name",
      label: t("system.menu.name"),
      hideable: false,
      cell: (row) => (
        <span className={cn("inline-flex items-center gap-1.5", row.category === 1 && row.depth === 0 && "font-medium")}>
          <MenuIcon name={row.source} className="text-muted-foreground size-4 shrink-0" />
          {row.name}
        </span>
      ),
    },
    { key: "code", label: t("system.menu.code"), hideable: false, cell: (row) => <span className="font-mono">{row.code}</span> },
    ...(filtered ? [{ key: "parentName", label: t("system.menu.parent"), cell: (row: MenuTreeRow) => row.parentName || "—" }] : []),
    { key: "path", label: t("system.menu.path"), cell: (row) => (row.path ? <span className="font-mono text-xs">{row.path}</span> : "—") },
    {
      key: "category",
      label: t("system.menu.category"),
      cell: (row) => (
        <span className={cn("rounded-md border px-1.5 py-0.5 text-xs", row.category === 2 ? "text-muted-foreground" : "border-primary/40 text-primary")}>
          {categoryName(row.category)}
        </span>
      ),
    },
    { key: "sort", label: t("system.menu.sort"), cell: (row) => row.sort ?? "—" },
    { key: "alias", label: t("system.menu.alias"), cell: (row) => row.alias || "—" },
    { key: "source", label: t("system.menu.source"), cell: (row) => (row.source ? <span className="font-mono text-xs">{row.source}</span> : "—") },
  ];
  return (
    <CrudScreen<MenuTreeRow>
      paged={false}
      screen="menu"
      menuCode="menu"
      path={path}
      title={t("menu.menu")}
      data={data}
      actionData={props.actionData}
      filters={[
        { name: "name", label: t("system.menu.name") },
        { name: "code", label: t("system.menu.code") },
      ]}
      columns={columns}
      rowId={(row) => row.id}
      rowLabel={(row) => `${row.name}（${row.code}）`}
      tree={treeOptions<MenuTreeRow>(path, query, (row) => row.id, !filtered)}
      buttons={{ create: "menu_add", edit: "menu_edit", delete: "menu_delete" }}
      batch={[{ intent: "batch-delete", label: t("kit.batchDelete"), permission: "menu_delete", danger: true }]}
      rowExtras={(row) =>
        can("menu_add") && row.category === 1 ? (
          <RowLink to={listHref(path, query, { dialog: "create", id: row.id })} label={t("kit.addChild")} rowLabel={`${row.name}（${row.code}）`} />
        ) : null
      }
      form={{
        wide: true,
        fields: (mode) => [
          { name: "parentId", label: t("system.menu.parent"), kind: "hidden" },
          ...(mode === "edit" || query.id ? [{ name: "parentName", label: t("system.menu.parent"), readOnly: true }] : []),
          { name: "name", label: t("system.menu.name"), required: true, maxLength: 50, sensitive: true },
          { name: "code", label: t("system.menu.code"), required: true, maxLength: 64 },
          { name: "alias", label: t("system.menu.alias"), maxLength: 50 },
          { name: "path", label: t("system.menu.path"), maxLength: 255 },
          { name: "source", label: t("system.menu.source"), maxLength: 64, hint: t("system.menu.sourceHint") },
          {
            name: "category",
            label: t("system.menu.category"),
            kind: "radio",
            required: true,
            options: MENU_CATEGORIES.map((value) => ({ value, label: t(`system.menu.categories.${value}`) })),
          },
          {
            name: "action",
            label: t("system.menu.action"),
            kind: "select",
            required: true,
            options: MENU_ACTIONS.map((value) => ({ value, label: t(`system.menu.actions.${value}`) })),
          },
          {
            name: "isOpen",
            label: t("system.menu.isOpen"),
            kind: "radio",
            required: true,
            options: MENU_OPEN.map((value) => ({ value, label: t(`system.menu.open.${value}`) })),
          },
          { name: "sort", label: t("system.menu.sort"), kind: "number", min: 0 },
          { name: "remark", label: t("system.menu.remark"), kind: "textarea", maxLength: 255 },
        ],
        initial: (row, q) =>
          row
            ? {
                parentId: row.parentId,
                parentName: row.parentName,
                name: row.name,
                code: row.code,
                alias: row.alias,
                path: row.path,
                source: row.source,
                category: String(row.category),
                action: String(row.action),
                isOpen: String(row.isOpen),
                sort: row.sort == null ? "" : String(row.sort),
                remark: row.remark,
              }
            : {
                parentId: q.id ?? "0",
                parentName: q.id ? (parent?.name ?? "") : "",
                name: "",
                code: "",
                alias: "",
                path: "",
                source: "",
                category: "1",
                action: "0",
                isOpen: "1",
                sort: "",
                remark: "",
              },
      }}
    />
  );
}

export { ErrorBoundary } from "~/components/route-error";
