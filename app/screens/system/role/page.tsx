/** 角色管理's page parts beyond its descriptor: the parent's name, 权限设置 and 新增子项 under a row, the parent choices, the grant dialog. */
import type { KitActionData } from "~/kit/server/action.server";
import { closedHref, listHref } from "~/kit/shared/query";
import { type TreeFlags, withParam } from "~/kit/shared/tree-view";
import type { ScreenLoaderData } from "~/kit/ui/crud-screen";
import type { FormField } from "~/kit/ui/entity-form";
import { RowLink } from "~/kit/ui/list-actions";
import { AddChildLink } from "~/kit/ui/op-dialog";
import { usePermissions } from "~/kit/ui/use-permissions";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { GRANT_PARAM, type GrantView, type Role, type RoleOption, roleScreen } from "./screen";
import { GrantDialog } from "./role-grant";

type Row = Role & Partial<TreeFlags>;
type Data = ScreenLoaderData<Role> & { parents: RoleOption[]; grant: GrantView | "forbidden" | null };

/** Parent choices: every role but (when editing) the row itself and its branch. */
function parentOptions(parents: RoleOption[], row: Role | null) {
  const at = row ? parents.findIndex((p) => p.id === row.id) : -1;
  let end = at;
  if (at >= 0) while (end + 1 < parents.length && parents[end + 1]!.depth > parents[at]!.depth) end++;
  return parents
    .filter((_, i) => at < 0 || i < at || i > end)
    .map((p) => ({ value: p.id, label: `${"\u3000".repeat(p.depth)}${p.roleName}` }));
}

export function useRoleParts({ query, parents, grant }: Data, actionData: KitActionData | undefined) {
  const t = useT();
  const { can } = usePermissions();
  const path = roleScreen.path;
  const rowLabel = roleScreen.rowLabel;
  return {
    cells: {
      roleName: (row: Row) => <span className={cn(row.depth === 0 && "font-medium")}>{row.roleName}</span>,
      parentName: (row: Row) =>
        row.parentId === "0" || !row.parentId ? t("system.role.topLevel") : row.parentName || "—",
    },
    rowExtras: (row: Role) => (
      <>
        {can("role_grant") ? (
          <RowLink
            to={withParam(listHref(path, query, { dialog: null, id: null }), GRANT_PARAM, row.id)}
            label={t("system.role.grant")}
            rowLabel={rowLabel(row)}
          />
        ) : null}
        {can("role_add") ? <AddChildLink path={path} query={query} id={row.id} rowLabel={rowLabel(row)} /> : null}
      </>
    ),
    form: {
      fields: (_mode: "create" | "edit", row: Role | null, fields: FormField[]) =>
        fields.map((field) => (field.name === "parentId" ? { ...field, options: parentOptions(parents, row) } : field)),
      initial: (row: Role | null, values: Record<string, string | string[]>) => ({
        ...values,
        parentId: row ? (row.parentId === "0" ? "" : row.parentId) : (query.id ?? ""),
      }),
    },
    paged: false,
    children: grant ? (
      <GrantDialog grant={grant} state={actionData} closeHref={closedHref(roleScreen.path, query)} />
    ) : null,
  };
}
