/** 菜单管理's page parts beyond its descriptor: icons and badges in the rows, 新增子项 under a menu, the parent in a child's form. */
import { MenuIcon } from "~/components/menu-icon";
import type { TreeFlags } from "~/kit/shared/tree-view";
import type { ScreenLoaderData } from "~/kit/ui/crud-screen";
import type { FormField } from "~/kit/ui/entity-form";
import { AddChildLink } from "~/kit/ui/op-dialog";
import { usePermissions } from "~/kit/ui/use-permissions";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { type Menu, menuScreen } from "./screen";

type Row = Menu & Partial<TreeFlags>;
type Data = ScreenLoaderData<Menu> & { filtered: boolean; parent: Menu | null };

const small = (value: string) => (value ? <span className="font-mono text-xs">{value}</span> : "—");

export function useMenuParts({ query, parent, filtered }: Data) {
  const t = useT();
  const { can } = usePermissions();
  const isButton = (row: Menu) => row.category === "2";
  return {
    paged: false,
    omitColumns: filtered ? [] : ["parentName"],
    cells: {
      name: (row: Row) => (
        <span className={cn("inline-flex items-center gap-1.5", !isButton(row) && row.depth === 0 && "font-medium")}>
          <MenuIcon name={row.source} className="text-muted-foreground size-4 shrink-0" />
          {row.name}
        </span>
      ),
      path: (row: Row) => small(row.path),
      source: (row: Row) => small(row.source),
      category: (row: Row) => (
        <span
          className={cn(
            "rounded-md border px-1.5 py-0.5 text-xs",
            isButton(row) ? "text-muted-foreground" : "border-primary/40 text-primary",
          )}
        >
          {t(`system.menu.categories.${isButton(row) ? "2" : "1"}`)}
        </span>
      ),
    },
    rowExtras: (row: Menu) =>
      can("menu_add") && !isButton(row) ? (
        <AddChildLink path={menuScreen.path} query={query} id={row.id} rowLabel={menuScreen.rowLabel(row)} />
      ) : null,
    form: {
      wide: true,
      fields: (mode: "create" | "edit", _row: Menu | null, fields: FormField[]) =>
        fields.flatMap((field) =>
          field.name === "parentId" && (mode === "edit" || query.id)
            ? [field, { name: "parentName", label: t("system.menu.parent"), readOnly: true }]
            : [field],
        ),
      initial: (row: Menu | null, values: Record<string, string | string[]>) =>
        row
          ? {
              ...values,
              parentId: row.parentId || "0",
              parentName: row.parentName,
              category: isButton(row) ? "2" : "1",
              action: row.action || "0",
              isOpen: row.isOpen === "2" ? "2" : "1",
            }
          : {
              ...values,
              parentId: query.id ?? "0",
              parentName: query.id ? (parent?.name ?? "") : "",
              category: "1",
              action: "0",
              isOpen: "1",
            },
    },
  };
}
