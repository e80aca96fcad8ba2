/** MCC管理 (/system/mcc): merchant category codes, GET /api/cloud-system/mcc/list and its CRUD. */
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { batchAction, collectIds, DONE, kitAction, listUrl, saveForm } from "~/kit/server/action.server";
import { redirectWithFlash } from "~/kit/server/flash.server";
import { count, fetchDetail, fetchPage, text } from "~/kit/server/page.server";
import { backendParams, readListQuery, textFilter } from "~/kit/server/query.server";
import { loadListScreen } from "~/kit/server/screen.server";
import { optionalText, requiredText, sortNumber } from "~/kit/server/schema.server";
import type { Operator } from "~/server/auth.server";
import type { Mcc } from "./mcc";

const BASE = "/api/cloud-system/mcc";
const FILTERS = { name: textFilter(50), mccCode: textFilter(4) };
const SORTABLE = ["mccCode", "name", "sort"] as const;

function toMcc(row: Record<string, unknown>): Mcc | null {
  const id = text(row.id);
  if (!id) return null;
  return {
    id,
    mccCode: text(row.mccCode),
    name: text(row.name),
    categoryName: text(row.categoryName),
    remark: text(row.remark),
    sort: count(row.sort),
    createTime: text(row.createTime),
  };
}

export async function loadMccScreen(request: Request, context: Readonly<RouterContextProvider>, operator: Operator) {
  const query = readListQuery(new URL(request.url).searchParams, { filters: FILTERS, sortable: SORTABLE });
  return loadListScreen(request, context, "mcc", {
    query,
    list: fetchPage(operator, `${BASE}/list`, backendParams(query), query, toMcc),
    detail: (id) => fetchDetail(operator, `${BASE}/detail`, { id }, toMcc),
  });
}

const mccSchema = z.object({
  id: z.string().regex(/^\d{1,32}$/).optional(),
  mccCode: requiredText(4).regex(/^\d{4}$/, "system.mcc.codeFormat"),
  name: requiredText(50),
  categoryName: optionalText(50),
  remark: optionalText(200),
  sort: sortNumber,
});

export function mccAction(request: Request, operator: Operator) {
  const submit = (value: object) => operator.api.post(`${BASE}/submit`, { json: value });
  const remove = (id: string) => operator.api.post(`${BASE}/remove`, { query: { ids: id } });
  return kitAction(request, operator, {
    create: {
      permission: "mcc_add",
      run: (ctx) => saveForm(ctx, { schema: mccSchema.omit({ id: true }), menuCode: "mcc", sensitive: ["name", "remark"], send: submit }),
    },
    update: {
      permission: "mcc_edit",
      run: (ctx) => saveForm(ctx, { schema: mccSchema.required({ id: true }), menuCode: "mcc", sensitive: ["name", "remark"], send: submit }),
    },
    delete: {
      permission: "mcc_delete",
      run: async (ctx) => {
        await remove(String(ctx.formData.get("id") ?? ""));
        return redirectWithFlash(listUrl(request), { ...DONE, tone: "success" });
      },
    },
    "batch-delete": {
      permission: "mcc_delete",
      run: (ctx) =>
        batchAction(ctx, {
          resolveAll: () => {
            const query = readListQuery(new URL(request.url).searchParams, { filters: FILTERS, sortable: SORTABLE });
            const { current: _c, size: _s, ...filters } = backendParams(query);
            return collectIds(operator, `${BASE}/list`, filters);
          },
          runOne: remove,
        }),
    },
  });
}
