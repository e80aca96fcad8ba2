/**
 * 敏感词 and 白名单 (spec §7 Sensitive words): GET pageWords / pageWhiteWords (word), POST
 * addWord / updateWord / deleteWord/{id} and the White variants. Told apart by the request path.
 * There is no detail call: an edit or delete names a row of the page it was opened from.
 */
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { batchAction, collectIds, DONE, kitAction, listUrl, saveForm } from "~/kit/server/action.server";
import { redirectWithFlash } from "~/kit/server/flash.server";
import { fetchPage, text } from "~/kit/server/page.server";
import { backendParams, readListQuery, textFilter } from "~/kit/server/query.server";
import { loadListScreen } from "~/kit/server/screen.server";
import { requiredText, rowIdField } from "~/kit/server/schema.server";
import { visiblePath } from "~/lib/request-path";
import type { Operator } from "~/server/auth.server";
import { type SensitiveWord, WORD_PATHS, type WordKind } from "./sensitive";

const BASE = "/api/cloud-system/sensitive";
const FILTERS = { word: textFilter(50) };
const SORTABLE = ["word", "createTime", "updateTime"] as const;

const ENDPOINTS: Record<WordKind, { page: string; add: string; update: string; remove: string }> = {
  words: { page: `${BASE}/pageWords`, add: `${BASE}/addWord`, update: `${BASE}/updateWord`, remove: `${BASE}/deleteWord` },
  white: { page: `${BASE}/pageWhiteWords`, add: `${BASE}/addWhiteWord`, update: `${BASE}/updateWhiteWord`, remove: `${BASE}/deleteWhiteWord` },
};

/** Which list a request is about, from its path (the module is registered for both). */
export function wordKind(request: Request): WordKind {
  const path = visiblePath(request).split("?")[0]!.replace(/\/+$/, "");
  return path === WORD_PATHS.white ? "white" : "words";
}

function toWord(row: Record<string, unknown>): SensitiveWord | null {
  const id = text(row.id);
  if (!id) return null;
  return { id, word: text(row.word), createTime: text(row.createTime), updateTime: text(row.updateTime) };
}

const readQuery = (request: Request) => readListQuery(new URL(request.url).searchParams, { filters: FILTERS, sortable: SORTABLE });

export async function loadSensitiveScreen(request: Request, context: Readonly<RouterContextProvider>, operator: Operator) {
  const kind = wordKind(request);
  const query = readQuery(request);
  const list = fetchPage(operator, ENDPOINTS[kind].page, backendParams(query), query, toWord);
  return loadListScreen(request, context, kind === "white" ? "sensitive-white" : "sensitive", {
    query,
    list,
    detail: async (id) => {
      const loaded = await list;
      return { value: loaded.value.records.find((row) => row.id === id) ?? null, error: loaded.error };
    },
    extra: Promise.resolve({ kind }),
  });
}

const wordSchema = z.object({ id: rowIdField.optional(), word: requiredText(50) });

export function sensitiveAction(request: Request, operator: Operator) {
  const endpoints = ENDPOINTS[wordKind(request)];
  const remove = (id: string) => operator.api.post(`${endpoints.remove}/${encodeURIComponent(id)}`);
  return kitAction(request, operator, {
    create: {
      permission: "sensitive_add",
      run: (ctx) =>
        saveForm(ctx, {
          schema: wordSchema.omit({ id: true }),
          menuCode: "sensitive",
          send: (value) => operator.api.post(endpoints.add, { json: value }),
        }),
    },
    update: {
      permission: "sensitive_edit",
      run: (ctx) =>
        saveForm(ctx, {
          schema: wordSchema.required({ id: true }),
          menuCode: "sensitive",
          send: (value) => operator.api.post(endpoints.update, { json: value }),
        }),
    },
    delete: {
      permission: "sensitive_delete",
      run: async (ctx) => {
        const id = rowIdField.safeParse(ctx.formData.get("id"));
        await remove(id.success ? id.data : "0");
        return redirectWithFlash(listUrl(request), { ...DONE, tone: "success" });
      },
    },
    "batch-delete": {
      permission: "sensitive_delete",
      run: (ctx) =>
        batchAction(ctx, {
          resolveAll: () => {
            const { current: _c, size: _s, ...filters } = backendParams(readQuery(request));
            return collectIds(operator, endpoints.page, filters);
          },
          runOne: remove,
        }),
    },
  });
}
