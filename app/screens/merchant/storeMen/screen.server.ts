/**
 * 收银员管理 on the server: the detail shown only within the partner scope; every change checks
 * the stored cashier's scope first (ADR 016; the backend checks the store too); mobiles by spec §5.
 */
import { merchant } from "@contract";
import {
  type ActionOptions,
  formSchema,
  type LoadOptions,
  rowReader,
  screenParams,
} from "~/kit/server/described.server";
import type { Operator } from "~/server/auth.server";
import { type StoreMen, storeMenScreen } from "./screen";
import { fetchHeldDetail, heldPage, storedHeld } from "~/kit/server/partner-scope.server";
import { backendId, mobileField } from "~/kit/server/schema.server";

const toStoreMen = rowReader(storeMenScreen);

/** A cashier's detail within the scope (the dialog's row, and 查看完整's, ADR 029). */
const storeMenDetail = (operator: Operator, id: string) =>
  fetchHeldDetail(operator, merchant.storeMen.detail, id, toStoreMen, "merchant");

export function storeMenLoadOptions(operator: Operator): LoadOptions<StoreMen, Record<string, never>> {
  return {
    list: (query) =>
      heldPage(operator, storeMenScreen.api.list, screenParams(storeMenScreen, query), query, toStoreMen),
    detail: (id) => storeMenDetail(operator, id),
  };
}

const schema = formSchema(storeMenScreen).extend({ mobile: mobileField(storeMenScreen.texts), storeId: backendId });

export const storeMenActions: ActionOptions = {
  schema,
  detail: (id, operator) => storeMenDetail(operator, id),
  send: async (value, operator, intent) => {
    if (intent === "update") await storedHeld(operator, merchant.storeMen.detail, String(value.id ?? ""), "merchant");
    return operator.api.call(merchant.storeMen.submit, { json: value });
  },
  remove: async (id, operator) => {
    await storedHeld(operator, merchant.storeMen.detail, id, "merchant");
    return operator.api.call(merchant.storeMen.remove, { query: { ids: id } });
  },
};
