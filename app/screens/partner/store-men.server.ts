/**
 * 收银员管理 on the server: the detail shown only within the partner scope; every change checks
 * the stored cashier's scope first (ADR 016; the backend checks the store too); mobiles by spec §5.
 */
import { type ActionOptions, formSchema, type LoadOptions, rowReader, screenParams } from "~/kit/server/described.server";
import type { Operator } from "~/server/auth.server";
import { backendId, heldDetail, heldPage, heldRow, mobileField } from "./partner-form.server";
import { STORE_MEN_API, type StoreMen, storeMenScreen } from "./store-men";

const toStoreMen = rowReader(storeMenScreen);

export function storeMenLoadOptions(operator: Operator): LoadOptions<StoreMen, Record<string, never>> {
  return {
    list: (query) => heldPage(operator, storeMenScreen.api.list, screenParams(storeMenScreen, query), query, toStoreMen),
    detail: (id) => heldDetail(operator, `${STORE_MEN_API}/detail`, id, toStoreMen),
  };
}

const schema = formSchema(storeMenScreen).extend({ mobile: mobileField(storeMenScreen.texts), storeId: backendId });

export const storeMenActions: ActionOptions = {
  schema,
  send: async (value, operator, intent) => {
    if (intent === "update") await heldRow(operator, `${STORE_MEN_API}/detail`, String(value.id ?? ""));
    return operator.api.post(`${STORE_MEN_API}/submit`, { json: value });
  },
  remove: async (id, operator) => {
    await heldRow(operator, `${STORE_MEN_API}/detail`, id);
    return operator.api.post(`${STORE_MEN_API}/remove`, { query: { ids: id } });
  },
};
