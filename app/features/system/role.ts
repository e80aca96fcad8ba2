/** 角色管理 rows and the grant tree as the page shows them (client-safe). */
import type { FormMessageView } from "~/lib/i18n";
import type { TreeFlags } from "~/kit/shared/tree-view";

export const ROLE_PATH = "/system/role";
/** The search param that opens 权限设置 for a role (`?grant=<roleId>`). */
export const GRANT_PARAM = "grant";

export type Role = {
  id: string;
  /** "0" at the top. */
  parentId: string;
  parentName: string;
  roleName: string;
  roleAlias: string;
  sort: number | null;
};

export type RoleTreeRow = Role & TreeFlags;

/** A node of GET /menu/grant-tree: a menu with its sub-menus and buttons. */
export type GrantNode = { id: string; title: string; children: GrantNode[] };

export type GrantView = {
  roleId: string;
  /** False when the role does not exist (or is another tenant's). */
  found: boolean;
  roleName: string;
  tree: GrantNode[];
  /** Menu ids the role holds now (GET /menu/role-tree-keys). */
  checked: string[];
  error: FormMessageView | null;
};
