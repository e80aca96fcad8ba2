/**
 * 菜单管理 (/system/menu): the menu catalogue as a lazy tree (GET /menu/lazy-list?parentId=,
 * one level per expanded row in `?open=`, with hasChildren), or with a name/code filter the
 * flat list of matches from every level. The whole tree shows on one page (no paging).
 */
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { batchAction, DONE, kitAction, listUrl, saveForm } from "~/kit/server/action.server";
import { redirectWithFlash } from "~/kit/server/flash.server";
import { children, count, fetchDetail, fetchRows, text } from "~/kit/server/page.server";
import { readListQuery, textFilter } from "~/kit/server/query.server";
import { loadListScreen } from "~/kit/server/screen.server";
import { choice, optionalText, requiredText, rowIdField, sortNumber } from "~/kit/server/schema.server";
import { loadLazyTree } from "~/kit/server/tree.server";
import type { Operator } from "~/server/auth.server";
import { MENU_ACTIONS, MENU_CATEGORIES, MENU_OPEN, type Menu, type MenuTreeRow } from "./menu";
import { singlePage } from "~/kit/shared/tree-view";

const BASE = "/api/cloud-system/menu";
const FILTERS = { name: textFilter(50), code: textFilter(64) };

function toMenu(row: Record<string, unknown>): Menu | null {
  const id = text(row.id);
  if (!id) return null;
  return {
    id,
    parentId: text(row.parentId) || "0",
    parentName: text(row.parentName),
    name: text(row.name),
    code: text(row.code),
    alias: text(row.alias),
    path: text(row.path),
    source: text(row.source),
    sort: count(row.sort),
    category: Number(row.category) === 2 ? 2 : 1,
    action: count(row.action) ?? 0,
    isOpen: Number(row.isOpen) === 2 ? 2 : 1,
    remark: text(row.remark),
  };
}

/** A menu with its own hasChildren, not yet placed in the tree. */
function toFlatRow(raw: Record<string, unknown>): MenuTreeRow | null {
  const row = toMenu(raw);
  return row ? { ...row, depth: 0, hasChildren: raw.hasChildren === true, open: false } : null;
}

export async function loadMenuScreen(request: Request, context: Readonly<RouterContextProvider>, operator: Operator) {
  const query = readListQuery(new URL(request.url).searchParams, { filters: FILTERS });
  const filtered = Boolean(query.filters.name || query.filters.code);
  const rows = filtered
    ? fetchRows(operator, `${BASE}/lazy-list`, { name: query.filters.name || undefined, code: query.filters.code || undefined }, toFlatRow)
    : loadLazyTree<MenuTreeRow>({
        rootId: "0",
        open: query.open,
        level: async (parentId) => children(await operator.api.get<unknown>(`${BASE}/lazy-list`, { parentId })).flatMap((raw) => toFlatRow(raw) ?? []),
        id: (row) => row.id,
        hasChildren: (row) => row.hasChildren,
      }).then(({ value, error }) => ({ value: value.map(({ row, depth, hasChildren, open }) => ({ ...row, depth, hasChildren, open })), error }));
  // A new child names its parent in `id`: its name shows in the form.
  const parentId = query.dialog === "create" && query.id ? query.id : null;
  return loadListScreen(request, context, "menu", {
    query,
    list: rows.then(({ value, error }) => ({ value: singlePage(value), error })),
    detail: (id) => fetchDetail(operator, `${BASE}/detail`, { id }, toFlatRow),
    extra: (async () => ({
      filtered,
      parent: parentId ? (await fetchDetail(operator, `${BASE}/detail`, { id: parentId }, toMenu)).value : null,
    }))(),
  });
}

function menuSchema(update: boolean) {
  return z.object({
    id: update ? rowIdField : rowIdField.optional(),
    parentId: z.string().regex(/^\d{1,32}$/, "kit.validation.format").optional(),
    name: requiredText(50),
    code: requiredText(64).regex(/^[A-Za-z][\w.-]*$/, "system.menu.codeFormat"),
    alias: optionalText(50),
    path: optionalText(255),
    source: optionalText(64),
    category: choice(MENU_CATEGORIES),
    action: choice(MENU_ACTIONS),
    isOpen: choice(MENU_OPEN),
    sort: sortNumber,
    remark: optionalText(255),
  });
}

export function menuAction(request: Request, operator: Operator) {
  const submit = (value: object) => operator.api.post(`${BASE}/submit`, { json: value });
  const remove = (id: string) => operator.api.post(`${BASE}/remove`, { query: { ids: id } });
  return kitAction(request, operator, {
    create: {
      permission: "menu_add",
      run: (ctx) => saveForm(ctx, { schema: menuSchema(false), menuCode: "menu", sensitive: ["name"], send: submit }),
    },
    update: {
      permission: "menu_edit",
      run: (ctx) => saveForm(ctx, { schema: menuSchema(true), menuCode: "menu", sensitive: ["name"], send: submit }),
    },
    delete: {
      permission: "menu_delete",
      run: async (ctx) => {
        await remove(String(ctx.formData.get("id") ?? ""));
        return redirectWithFlash(listUrl(request), { ...DONE, tone: "success" });
      },
    },
    "batch-delete": {
      permission: "menu_delete",
      run: (ctx) => batchAction(ctx, { runOne: remove, retryWhileProgress: true }),
    },
  });
}
