/**
 * 角色管理 (/system/role): the tenant's role tree, system.role (list: the whole tree,
 * with roleName/roleAlias filters; detail, submit, remove, grant). The whole tree is one page.
 * 权限设置 opens on `?grant=<roleId>`.
 */
import { crudButtons } from "~/kit/shared/screen-presets";
import { crudApi, defineScreen, type RowOf, screenNames } from "~/kit/shared/screen";
import type { FormMessageView } from "~/lib/i18n";

/** The search param that opens 权限设置 for a role. */
export const GRANT_PARAM = "grant";

export const roleScreen = defineScreen({
  ...screenNames("system", "role"),
  name: "角色管理",
  api: crudApi("system.role"),
  tree: true,
  row: { parentId: "text", parentName: "text", roleName: "text", roleAlias: "text", sort: "number" },
  rowLabel: (row) => `${row.roleName}（${row.roleAlias}）`,
  buttons: { ...crudButtons("role"), batchDelete: true },
  filters: { roleName: { max: 50, label: "name" }, roleAlias: { max: 50, label: "alias" } },
  columns: [
    { key: "roleName", label: "name", fixed: true },
    { key: "roleAlias", label: "alias", fixed: true, mono: true },
    { key: "parentName", label: "parent" },
    { key: "sort" },
  ],
  fields: {
    roleName: { label: "name", required: true, max: 50, sensitive: true },
    roleAlias: {
      label: "alias",
      required: true,
      max: 50,
      pattern: { source: "[A-Za-z][\\w\\-]*", message: "aliasFormat" },
    },
    // Its choices are the tenant's roles (sent with the form); empty means the top (顶级).
    parentId: { kind: "select", label: "parent", placeholder: "topLevel" },
    sort: { kind: "number" },
  },
});

export type Role = RowOf<typeof roleScreen.row>;
/** A parent choice: a role at its depth. */
export type RoleOption = { id: string; roleName: string; depth: number };

/** A node of system.menu.grantTree: a menu with its sub-menus and buttons. */
export type GrantNode = { id: string; title: string; children: GrantNode[] };

export type GrantView = {
  roleId: string;
  /** False when the role does not exist (or is another tenant's). */
  found: boolean;
  roleName: string;
  tree: GrantNode[];
  /** Menu ids the role holds now (system.menu.roleTreeKeys). */
  checked: string[];
  error: FormMessageView | null;
};
