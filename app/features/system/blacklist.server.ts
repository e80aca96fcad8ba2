/** 黑名单 (/system/blacklist): GET /api/cloud-system/blacklist/page, create, delete, batch delete. */
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { batchAction, collectIds, DONE, kitAction, listUrl, saveForm } from "~/kit/server/action.server";
import { redirectWithFlash } from "~/kit/server/flash.server";
import { count, fetchDetail, fetchPage, text } from "~/kit/server/page.server";
import { backendParams, choiceFilter, readListQuery, textFilter } from "~/kit/server/query.server";
import { loadListScreen } from "~/kit/server/screen.server";
import { choice, optionalText } from "~/kit/server/schema.server";
import type { Operator } from "~/server/auth.server";
import { type Blacklist, BLACKLIST_TYPES } from "./blacklist";

const BASE = "/api/cloud-system/blacklist";
const FILTERS = { type: choiceFilter(BLACKLIST_TYPES), value: textFilter(50), reason: textFilter(100) };
const SORTABLE = ["type", "value", "createTime"] as const;

function toBlacklist(row: Record<string, unknown>): Blacklist | null {
  const id = text(row.id);
  if (!id) return null;
  const type = count(row.type);
  return {
    id,
    type: type == null ? "" : String(type),
    typeName: text(row.typeName),
    value: text(row.value),
    reason: text(row.reason),
    createUserName: text(row.createUserName),
    createTime: text(row.createTime),
  };
}

const readQuery = (request: Request) => readListQuery(new URL(request.url).searchParams, { filters: FILTERS, sortable: SORTABLE });

export async function loadBlacklistScreen(request: Request, context: Readonly<RouterContextProvider>, operator: Operator) {
  const query = readQuery(request);
  return loadListScreen(request, context, "blacklist", {
    query,
    list: fetchPage(operator, `${BASE}/page`, backendParams(query), query, toBlacklist),
    detail: (id) => fetchDetail(operator, `${BASE}/detail`, { id }, toBlacklist),
  });
}

/** The value rule per type (as the backend checks it), so the error sits under the field. */
const VALUE_RULES: Record<(typeof BLACKLIST_TYPES)[number], RegExp> = {
  "1": /^1[3-9]\d{9}$/,
  "2": /^\d{17}[\dXx]$/,
  "3": /^\d{12,19}$/,
  "4": /^.{1,32}$/u,
};

const blacklistSchema = z
  .object({
    type: choice(BLACKLIST_TYPES),
    value: z.string({ error: "kit.validation.required" }).transform((v) => v.replace(/\s+/g, "")).pipe(z.string().min(1, "kit.validation.required")),
    reason: optionalText(200),
  })
  .superRefine((form, ctx) => {
    const rule = VALUE_RULES[form.type];
    if (rule && !rule.test(form.value)) {
      ctx.addIssue({ code: "custom", path: ["value"], message: `system.blacklist.valueFormat.${form.type}` });
    }
  });

export function blacklistAction(request: Request, operator: Operator) {
  const remove = (ids: string) => operator.api.post(`${BASE}/remove`, { query: { ids } });
  return kitAction(request, operator, {
    create: {
      permission: "blacklist_add",
      run: (ctx) =>
        saveForm(ctx, {
          schema: blacklistSchema,
          menuCode: "blacklist",
          sensitive: ["reason"],
          send: (value) => operator.api.post(`${BASE}/submit`, { json: value }),
        }),
    },
    delete: {
      permission: "blacklist_delete",
      run: async (ctx) => {
        await remove(String(ctx.formData.get("id") ?? ""));
        return redirectWithFlash(listUrl(request), { ...DONE, tone: "success" });
      },
    },
    "batch-delete": {
      permission: "blacklist_delete",
      run: (ctx) =>
        batchAction(ctx, {
          resolveAll: () => {
            const { current: _c, size: _s, ...filters } = backendParams(readQuery(request));
            return collectIds(operator, `${BASE}/page`, filters);
          },
          runOne: remove,
        }),
    },
  });
}
