/** 银行信息 (/system/bankInfo): bank branches, GET /api/cloud-system/bank-info/list and its CRUD. */
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { batchAction, collectIds, DONE, kitAction, listUrl, saveForm } from "~/kit/server/action.server";
import { redirectWithFlash } from "~/kit/server/flash.server";
import { count, fetchDetail, fetchPage, text } from "~/kit/server/page.server";
import { backendParams, choiceFilter, readListQuery, textFilter } from "~/kit/server/query.server";
import { loadListScreen } from "~/kit/server/screen.server";
import { choice, optionalText, requiredText } from "~/kit/server/schema.server";
import type { Operator } from "~/server/auth.server";
import { BANK_TYPE_IDS, type BankInfo } from "./bank-info";

const BASE = "/api/cloud-system/bank-info";
const MENU = "bankInfo";
const FILTERS = { bankName: textFilter(100), bankCity: textFilter(50), bankTypeId: choiceFilter(BANK_TYPE_IDS) };
const SORTABLE = ["bankName", "bankCode", "bankTypeId", "bankProvince", "bankCity"] as const;

function toBankInfo(row: Record<string, unknown>): BankInfo | null {
  const id = text(row.id);
  if (!id) return null;
  const typeId = count(row.bankTypeId);
  return {
    id,
    bankName: text(row.bankName),
    bankCode: text(row.bankCode),
    bankTypeId: typeId == null ? "" : String(typeId),
    bankTypeName: text(row.bankTypeName),
    bankProvince: text(row.bankProvince),
    bankCity: text(row.bankCity),
    address: text(row.address),
    createTime: text(row.createTime),
  };
}

const readQuery = (request: Request) => readListQuery(new URL(request.url).searchParams, { filters: FILTERS, sortable: SORTABLE });

export async function loadBankInfoScreen(request: Request, context: Readonly<RouterContextProvider>, operator: Operator) {
  const query = readQuery(request);
  return loadListScreen(request, context, "bank-info", {
    query,
    list: fetchPage(operator, `${BASE}/list`, backendParams(query), query, toBankInfo),
    detail: (id) => fetchDetail(operator, `${BASE}/detail`, { id }, toBankInfo),
  });
}

const bankSchema = z.object({
  id: z.string().regex(/^\d{1,32}$/).optional(),
  bankName: requiredText(100),
  bankCode: requiredText(12).regex(/^\d{12}$/, "system.bank.bankCodeFormat"),
  bankTypeId: choice(BANK_TYPE_IDS),
  bankProvince: requiredText(50),
  bankCity: requiredText(50),
  address: optionalText(200),
});

export function bankInfoAction(request: Request, operator: Operator) {
  const submit = (value: object) => operator.api.post(`${BASE}/submit`, { json: value });
  const remove = (ids: string) => operator.api.post(`${BASE}/remove`, { query: { ids } });
  return kitAction(request, operator, {
    create: {
      permission: "bank_info_add",
      run: (ctx) => saveForm(ctx, { schema: bankSchema.omit({ id: true }), menuCode: MENU, send: submit }),
    },
    update: {
      permission: "bank_info_edit",
      run: (ctx) => saveForm(ctx, { schema: bankSchema.required({ id: true }), menuCode: MENU, send: submit }),
    },
    delete: {
      permission: "bank_info_delete",
      run: async (ctx) => {
        await remove(String(ctx.formData.get("id") ?? ""));
        return redirectWithFlash(listUrl(request), { ...DONE, tone: "success" });
      },
    },
    "batch-delete": {
      permission: "bank_info_delete",
      run: (ctx) =>
        batchAction(ctx, {
          resolveAll: () => {
            const { current: _c, size: _s, ...filters } = backendParams(readQuery(request));
            return collectIds(operator, `${BASE}/list`, filters);
          },
          runOne: remove,
        }),
    },
  });
}
