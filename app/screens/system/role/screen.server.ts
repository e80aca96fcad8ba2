/**
 * 角色管理 on the server: system.role.list flattened with depth (a row's children show when it is
 * in `?open=`; with a filter every match shows, without toggles); the tenant's roles as parent
 * choices while a form is open; 权限设置 (`?grant=<roleId>`) reads system.menu.grantTree as nested
 * checkboxes, ticked from system.menu.roleTreeKeys, and posts intent "grant" (system.role.grant).
 */
import { system } from "@contract";
import { z } from "zod";
import { answer, DONE, type IntentHandler, listUrl } from "~/kit/server/action.server";
import { type ActionOptions, formSchema, type LoadOptions, rowReader } from "~/kit/server/described.server";
import { redirectWithFlash } from "~/kit/server/flash.server";
import { children, fetchDetail, settle, text } from "~/kit/server/page.server";
import { can } from "~/kit/server/permissions.server";
import { flattenTree } from "~/kit/server/tree.server";
import type { ListQuery } from "~/kit/shared/query";
import { singlePage } from "~/kit/shared/tree-view";
import type { Operator } from "~/server/auth.server";
import { GRANT_PARAM, type GrantNode, type GrantView, type Role, type RoleOption, roleScreen } from "./screen";

const ID = /^\d{1,32}$/;
const toRole = rowReader(roleScreen);
const roleId = (row: Role) => row.id;

function toGrantNodes(value: unknown, depth = 0): GrantNode[] {
  if (depth > 16) return [];
  return children(value).flatMap((node) => {
    const id = text(node.id);
    return id ? [{ id, title: text(node.title), children: toGrantNodes(node.children, depth + 1) }] : [];
  });
}

async function grantTree(operator: Operator): Promise<GrantNode[]> {
  const tree = await operator.api.call(system.menu.grantTree);
  return toGrantNodes(tree && "menu" in tree ? tree.menu : null);
}

async function loadGrant(operator: Operator, id: string): Promise<GrantView> {
  const [role, tree, keys] = await Promise.all([
    fetchDetail(operator, system.role.detail, { id }, toRole),
    settle(grantTree(operator), []),
    settle(operator.api.call(system.menu.roleTreeKeys, { query: { roleIds: id } }), {}),
  ]);
  const checked =
    keys.value && "menu" in keys.value && Array.isArray(keys.value.menu)
      ? keys.value.menu.map(text).filter(Boolean)
      : [];
  const error = role.error ?? tree.error ?? keys.error;
  return {
    roleId: id,
    found: Boolean(role.value),
    roleName: role.value?.roleName ?? "",
    tree: tree.value,
    checked,
    error,
  };
}

type Extra = { tree: true; parents: RoleOption[]; grant: GrantView | "forbidden" | null };

export function roleLoadOptions(request: Request, operator: Operator) {
  const grantId = new URL(request.url).searchParams.get(GRANT_PARAM) ?? "";
  return (query: ListQuery): LoadOptions<Role, Extra> => {
    const { roleName, roleAlias } = query.filters;
    const filtered = Boolean(roleName || roleAlias);
    const tree = settle(
      operator.api.call(system.role.list, {
        query: { roleName: roleName || undefined, roleAlias: roleAlias || undefined },
      }),
      [],
    );
    // The parent choice in the form lists every role, whatever the filter.
    const formOpen = query.dialog === "create" || query.dialog === "edit";
    const allRoles = formOpen && filtered ? settle(operator.api.call(system.role.list), []) : tree;
    const grant = ID.test(grantId)
      ? can(operator, "role_grant")
        ? loadGrant(operator, grantId)
        : Promise.resolve("forbidden" as const)
      : null;
    return {
      list: () =>
        tree.then(({ value, error }) => {
          const rows = flattenTree(value, toRole, roleId, filtered ? "all" : new Set(query.open));
          // A search shows every match at once: no toggles.
          return { value: singlePage(filtered ? rows.map((row) => ({ ...row, hasChildren: false })) : rows), error };
        }),
      extra: (async () => ({
        tree: true as const,
        parents: formOpen
          ? flattenTree((await allRoles).value, toRole, roleId, "all").map(({ id, roleName, depth }) => ({
              id,
              roleName,
              depth,
            }))
          : [],
        grant: grant ? await grant : null,
      }))(),
    };
  };
}

/** Every id of the tree mapped to its parent's (top level → null). */
function parentsOf(nodes: GrantNode[], parent: string | null = null, into = new Map<string, string | null>()) {
  for (const node of nodes) {
    into.set(node.id, parent);
    parentsOf(node.children, node.id, into);
  }
  return into;
}

/** The list after a grant: no dialog, no grant param. */
function afterGrant(request: Request): string {
  const url = new URL(listUrl(request), "http://x");
  url.searchParams.delete(GRANT_PARAM);
  const search = url.searchParams.toString();
  return `${url.pathname}${search ? `?${search}` : ""}`;
}

const grant = (operator: Operator): IntentHandler => ({
  permission: "role_grant",
  run: async (ctx) => {
    const id = String(ctx.formData.get("id") ?? "");
    if (!ID.test(id)) return answer(ctx, { formError: { key: "kit.notFound" } });
    // Only menus of the grant tree count; a ticked item brings its parents (a button needs its menu).
    const parents = parentsOf(await grantTree(operator));
    const menuIds = new Set<string>();
    for (const value of ctx.formData.getAll("menuIds")) {
      for (
        let at: string | null | undefined = String(value);
        at && parents.has(at) && !menuIds.has(at);
        at = parents.get(at)
      )
        menuIds.add(at);
    }
    await operator.api.call(system.role.grant, {
      json: { roleIds: [id], menuIds: [...menuIds], dataScopeIds: [], apiScopeIds: [] },
    });
    return redirectWithFlash(afterGrant(ctx.request), { ...DONE, tone: "success" });
  },
});

export const roleActions: ActionOptions = {
  schema: formSchema(roleScreen).extend({
    // Empty means the top (顶级).
    parentId: z
      .string()
      .regex(ID, "kit.validation.format")
      .optional()
      .transform((value) => value ?? "0"),
  }),
  intents: (operator) => ({ grant: grant(operator) }),
};
