/**
 * 角色管理 (/system/role): the tenant's role tree (GET /role/list, roleName/roleAlias filters),
 * flattened with depth; a row's children show when it is in `?open=` (with a filter, every
 * match shows). The whole tree is one page. 权限设置 (`?grant=<roleId>`) lists GET
 * /menu/grant-tree as nested checkboxes, ticked from GET /menu/role-tree-keys, and posts
 * intent "grant" (POST /role/grant).
 */
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { answer, batchAction, DONE, kitAction, listUrl, saveForm } from "~/kit/server/action.server";
import { redirectWithFlash } from "~/kit/server/flash.server";
import { children, count, fetchDetail, settle, text } from "~/kit/server/page.server";
import { readListQuery, textFilter } from "~/kit/server/query.server";
import { loadListScreen } from "~/kit/server/screen.server";
import { requiredText, rowIdField, sortNumber } from "~/kit/server/schema.server";
import { can } from "~/kit/server/permissions.server";
import type { Operator } from "~/server/auth.server";
import { GRANT_PARAM, type GrantNode, type GrantView, type Role } from "./role";
import { flattenTree } from "~/kit/server/tree.server";
import { singlePage } from "~/kit/shared/tree-view";

const BASE = "/api/cloud-system/role";
const MENU = "/api/cloud-system/menu";
const FILTERS = { roleName: textFilter(50), roleAlias: textFilter(50) };
const ID = /^\d{1,32}$/;

function toRole(row: Record<string, unknown>): Role | null {
  const id = text(row.id);
  if (!id) return null;
  return {
    id,
    parentId: text(row.parentId) || "0",
    parentName: text(row.parentName),
    roleName: text(row.roleName),
    roleAlias: text(row.roleAlias),
    sort: count(row.sort),
  };
}

const roleId = (row: Role) => row.id;

function toGrantNodes(value: unknown, depth = 0): GrantNode[] {
  if (depth > 16) return [];
  return children(value).flatMap((node) => {
    const id = text(node.id);
    return id ? [{ id, title: text(node.title), children: toGrantNodes(node.children, depth + 1) }] : [];
  });
}

async function grantTree(operator: Operator): Promise<GrantNode[]> {
  const tree = await operator.api.get<{ menu?: unknown }>(`${MENU}/grant-tree`);
  return toGrantNodes(tree?.menu);
}

async function loadGrant(operator: Operator, id: string): Promise<GrantView> {
  const [role, tree, keys] = await Promise.all([
    fetchDetail(operator, `${BASE}/detail`, { id }, toRole),
    settle(grantTree(operator), []),
    settle(operator.api.get<{ menu?: unknown }>(`${MENU}/role-tree-keys`, { roleIds: id }), {}),
  ]);
  const checked = Array.isArray(keys.value.menu) ? keys.value.menu.map(text).filter(Boolean) : [];
  const error = role.error ?? tree.error ?? keys.error;
  return { roleId: id, found: Boolean(role.value), roleName: role.value?.roleName ?? "", tree: tree.value, checked, error };
}

export async function loadRoleScreen(request: Request, context: Readonly<RouterContextProvider>, operator: Operator) {
  const params = new URL(request.url).searchParams;
  const query = readListQuery(params, { filters: FILTERS });
  const filtered = Boolean(query.filters.roleName || query.filters.roleAlias);
  const filters = { roleName: query.filters.roleName || undefined, roleAlias: query.filters.roleAlias || undefined };
  const tree = settle(operator.api.get<unknown>(`${BASE}/list`, filters), []);
  // The parent choice in the form lists every role, whatever the filter.
  const formOpen = query.dialog === "create" || query.dialog === "edit";
  const allRoles = formOpen && filtered ? settle(operator.api.get<unknown>(`${BASE}/list`), []) : tree;
  const grantId = params.get(GRANT_PARAM) ?? "";
  const grant = ID.test(grantId) ? (can(operator, "role_grant") ? loadGrant(operator, grantId) : Promise.resolve("forbidden" as const)) : null;
  return loadListScreen(request, context, "role", {
    query,
    list: tree.then(({ value, error }) => ({
      value: singlePage(flattenTree(value, toRole, roleId, filtered ? "all" : new Set(query.open))),
      error,
    })),
    detail: (id) =>
      fetchDetail(operator, `${BASE}/detail`, { id }, (raw) => {
        const row = toRole(raw);
        return row ? { ...row, depth: 0, hasChildren: raw.hasChildren === true, open: false } : null;
      }),
    extra: (async () => ({
      filtered,
      parents: formOpen ? flattenTree((await allRoles).value, toRole, roleId, "all").map(({ id, roleName, depth }) => ({ id, roleName, depth })) : [],
      grant: grant ? await grant : null,
    }))(),
  });
}

function roleSchema(update: boolean) {
  return z.object({
    id: update ? rowIdField : rowIdField.optional(),
    // Empty means the top (顶级).
    parentId: z
      .string()
      .regex(ID, "kit.validation.format")
      .optional()
      .transform((value) => value ?? "0"),
    roleName: requiredText(50),
    roleAlias: requiredText(50).regex(/^[A-Za-z][\w-]*$/, "system.role.aliasFormat"),
    sort: sortNumber,
  });
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

export function roleAction(request: Request, operator: Operator) {
  const submit = (value: object) => operator.api.post(`${BASE}/submit`, { json: value });
  const remove = (id: string) => operator.api.post(`${BASE}/remove`, { query: { ids: id } });
  return kitAction(request, operator, {
    create: {
      permission: "role_add",
      run: (ctx) => saveForm(ctx, { schema: roleSchema(false), menuCode: "role", sensitive: ["roleName"], send: submit }),
    },
    update: {
      permission: "role_edit",
      run: (ctx) => saveForm(ctx, { schema: roleSchema(true), menuCode: "role", sensitive: ["roleName"], send: submit }),
    },
    delete: {
      permission: "role_delete",
      run: async (ctx) => {
        await remove(String(ctx.formData.get("id") ?? ""));
        return redirectWithFlash(listUrl(request), { ...DONE, tone: "success" });
      },
    },
    "batch-delete": {
      permission: "role_delete",
      run: (ctx) => batchAction(ctx, { runOne: remove }),
    },
    grant: {
      permission: "role_grant",
      run: async (ctx) => {
        const id = String(ctx.formData.get("id") ?? "");
        if (!ID.test(id)) return answer(ctx, { formError: { key: "kit.notFound" } });
        // Only menus of the grant tree count; a ticked item brings its parents (a button needs its menu).
        const parents = parentsOf(await grantTree(operator));
        const menuIds = new Set<string>();
        for (const value of ctx.formData.getAll("menuIds")) {
          for (let at: string | null | undefined = String(value); at && parents.has(at) && !menuIds.has(at); at = parents.get(at)) menuIds.add(at);
        }
        await operator.api.post(`${BASE}/grant`, { json: { roleIds: [id], menuIds: [...menuIds], dataScopeIds: [], apiScopeIds: [] } });
        return redirectWithFlash(afterGrant(request), { ...DONE, tone: "success" });
      },
    },
  });
}

