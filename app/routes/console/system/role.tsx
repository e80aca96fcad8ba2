import { CrudScreen, ScreenTexts } from "~/kit/ui/crud-screen";
import { RowLink } from "~/kit/ui/list-actions";
import { closedHref, listHref } from "~/kit/shared/query";
import { usePermissions } from "~/kit/ui/use-permissions";
import { GRANT_PARAM, ROLE_PATH, type RoleTreeRow } from "~/features/system/role";
import { GrantDialog } from "~/features/system/role-grant";
import { loadRoleScreen, roleAction } from "~/features/system/role.server";
import { treeOptions, withParam } from "~/kit/shared/tree-view";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/role";
import { menuTitle } from "~/lib/menu-title";

/** 角色管理: the role tree (expand with ?open=), create, edit, delete, batch delete and 权限设置 (?grant=<id>). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadRoleScreen(request, context, context.get(operatorContext));
}

export async function action({ request, context }: Route.ActionArgs) {
  return roleAction(request, context.get(operatorContext));
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: menuTitle(matches, "role", "角色管理") }];
}

export default function RoleScreen({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ScreenTexts messages={loaderData.messages}>
      <RoleBody data={loaderData} actionData={actionData} />
    </ScreenTexts>
  );
}

function RoleBody(props: { data: Route.ComponentProps["loaderData"]; actionData: Route.ComponentProps["actionData"] }) {
  const t = useT();
  const { can } = usePermissions();
  const { data } = props;
  const { query, parents, filtered, grant } = data;
  const path = ROLE_PATH;
  const rowLabel = (row: RoleTreeRow) => `${row.roleName}（${row.roleAlias}）`;
  /** Parent choices: every role but (when editing) the row itself and its branch. */
  const parentOptions = (row: RoleTreeRow | null) => {
    const at = row ? parents.findIndex((p) => p.id === row.id) : -1;
    let end = at;
    if (at >= 0) while (end + 1 < parents.length && parents[end + 1]!.depth > parents[at]!.depth) end++;
    return parents
      .filter((_, i) => at < 0 || i < at || i > end)
      .map((p) => ({ value: p.id, label: `${"\u3000".repeat(p.depth)}${p.roleName}` }));
  };
  return (
    <>
      <CrudScreen<RoleTreeRow>
        paged={false}
        screen="role"
        menuCode="role"
        path={path}
        title={t("menu.role")}
        data={data}
        actionData={props.actionData}
        filters={[
          { name: "roleName", label: t("system.role.name") },
          { name: "roleAlias", label: t("system.role.alias") },
        ]}
        columns={[
          {
            key: "roleName",
            label: t("system.role.name"),
            hideable: false,
            cell: (row) => <span className={cn(row.depth === 0 && "font-medium")}>{row.roleName}</span>,
          },
          { key: "roleAlias", label: t("system.role.alias"), hideable: false, cell: (row) => <span className="font-mono">{row.roleAlias}</span> },
          { key: "parentName", label: t("system.role.parent"), cell: (row) => (row.parentId === "0" ? t("system.role.top") : row.parentName || "—") },
          { key: "sort", label: t("system.role.sort"), cell: (row) => row.sort ?? "—" },
        ]}
        rowId={(row) => row.id}
        rowLabel={rowLabel}
        tree={treeOptions<RoleTreeRow>(path, query, (row) => row.id, !filtered)}
        buttons={{ create: "role_add", edit: "role_edit", delete: "role_delete" }}
        batch={[{ intent: "batch-delete", label: t("kit.batchDelete"), permission: "role_delete", danger: true }]}
        rowExtras={(row) => (
          <>
            {can("role_grant") ? (
              <RowLink to={withParam(listHref(path, query, { dialog: null, id: null }), GRANT_PARAM, row.id)} label={t("system.role.grant")} rowLabel={rowLabel(row)} />
            ) : null}
            {can("role_add") ? <RowLink to={listHref(path, query, { dialog: "create", id: row.id })} label={t("kit.addChild")} rowLabel={rowLabel(row)} /> : null}
          </>
        )}
        form={{
          fields: (_mode, row) => [
            { name: "roleName", label: t("system.role.name"), required: true, maxLength: 50, sensitive: true },
            { name: "roleAlias", label: t("system.role.alias"), required: true, maxLength: 50 },
            { name: "parentId", label: t("system.role.parent"), kind: "select", placeholder: t("system.role.top"), options: parentOptions(row) },
            { name: "sort", label: t("system.role.sort"), kind: "number", min: 0 },
          ],
          initial: (row, q) => ({
            roleName: row?.roleName ?? "",
            roleAlias: row?.roleAlias ?? "",
            parentId: row ? (row.parentId === "0" ? "" : row.parentId) : (q.id ?? ""),
            sort: row?.sort == null ? "" : String(row.sort),
          }),
        }}
      />
      {grant ? <GrantDialog grant={grant} state={props.actionData} closeHref={closedHref(path, query)} /> : null}
    </>
  );
}

export { ErrorBoundary } from "~/components/route-error";
