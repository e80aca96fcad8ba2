/**
 * 收银员管理 on the server: the list, the detail and every change within the partner scope (the
 * stored cashier's scope checked first; ADR 016; the backend checks the store too); mobiles by spec §5.
 */
import { type ActionOptions, formSchema, type LoadOptions } from "~/kit/server/described.server";
import type { Operator } from "~/server/auth.server";
import { type StoreMen, storeMenScreen } from "./screen";
import { heldScreen } from "~/kit/server/partner-scope.server";
import { backendId, mobileField } from "~/kit/server/schema.server";

const held = heldScreen(storeMenScreen, "merchant");

export function storeMenLoadOptions(operator: Operator): LoadOptions<StoreMen, Record<string, never>> {
  return { list: (query) => held.list(query, operator), detail: (id) => held.detail(id, operator) };
}

const schema = formSchema(storeMenScreen).extend({ mobile: mobileField(storeMenScreen.texts), storeId: backendId });

export const storeMenActions: ActionOptions = { schema, detail: held.detail, send: held.send, remove: held.remove };
