/**
 * 门店列表 on the server: the list from getStoreByNameOrNo, or getStoreAndDirectStore with
 * 含直营门店; the store_status choices (dict-biz, the tenant's own); the detail shown only within
 * the partner scope; every change checks the stored row's scope first (ADR 016); 修改状态 as
 * an intent of its own (store_status).
 */
import { merchant } from "@contract";
import { z } from "zod";
import { answer, DONE, type IntentHandler, listUrl } from "~/kit/server/action.server";
import {
  type ActionOptions,
  formSchema,
  type LoadOptions,
  rowReader,
  screenParams,
} from "~/kit/server/described.server";
import { bizDictionary } from "~/kit/server/dictionary.server";
import { redirectWithFlash } from "~/kit/server/flash.server";
import type { Operator } from "~/server/auth.server";
import { type Choice, type Store, storeInfoScreen } from "./screen";
import { heldPage, heldScreen, storedHeld } from "~/kit/server/partner-scope.server";
import { backendId, mobileField } from "~/kit/server/schema.server";

const held = heldScreen(storeInfoScreen, "merchant");
const toStore = rowReader(storeInfoScreen);

export function storeInfoLoadOptions(operator: Operator): LoadOptions<Store, { statuses: Choice[] }> {
  return {
    list: (q) => {
      const { withDirect: _w, ...params } = screenParams(storeInfoScreen, q);
      const entry = q.filters.withDirect === "1" ? merchant.store.searchWithDirect : merchant.store.search;
      return heldPage(operator, entry, params, q, toStore);
    },
    detail: (id) => held.detail(id, operator),
    extra: bizDictionary(operator, "store_status").then((statuses) => ({ statuses })),
  };
}

const statusValue = z
  .string()
  .trim()
  .regex(/^\d{1,4}$/, "kit.validation.choice");

const base = formSchema(storeInfoScreen).extend({
  mobile: mobileField(storeInfoScreen.texts),
  merchantId: backendId.optional(),
  storeStatus: statusValue.optional(),
});

const statusSchema = z.object({ id: backendId, storeStatus: statusValue });

const changeStatus = (operator: Operator): IntentHandler => ({
  permission: "store_status",
  run: async (ctx) => {
    const parsed = statusSchema.safeParse({ id: ctx.formData.get("id"), storeStatus: ctx.formData.get("storeStatus") });
    if (!parsed.success) return answer(ctx, { formError: { key: "kit.validation.choice" } });
    await storedHeld(operator, merchant.store.detail, parsed.data.id, "merchant");
    await operator.api.call(merchant.store.updateStatus, {
      query: { id: parsed.data.id, storeStatus: parsed.data.storeStatus },
    });
    return redirectWithFlash(listUrl(ctx.request), { ...DONE, tone: "success" });
  },
});

export const storeInfoActions: ActionOptions = {
  schema: base,
  detail: held.detail,
  send: held.send,
  remove: held.remove,
  intents: (operator) => ({ status: changeStatus(operator) }),
};
