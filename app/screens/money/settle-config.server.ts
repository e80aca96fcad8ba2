/**
 * 结算配置 on the server: the list and detail within the partner scope (ADR 016), and the edit
 * (settle_config_edit), the stored config's scope checked first, sent to settleConfig/update with
 * only the fields it changes.
 */
import type { ActionOptions, LoadOptions } from "~/kit/server/described.server";
import { rowReader, screenParams } from "~/kit/server/described.server";
import { fetchDetail } from "~/kit/server/page.server";
import type { Operator } from "~/server/auth.server";
import { heldDetail, heldPage, storedHeld } from "~/server/partner-scope.server";
import { CONFIG_API, type SettleConfig, settleConfigScreen } from "./settle-config";

const toConfig = rowReader(settleConfigScreen);

export function settleConfigLoadOptions(operator: Operator): LoadOptions<SettleConfig, Record<string, never>> {
  return {
    list: (query) => heldPage(operator, `${CONFIG_API}/list`, screenParams(settleConfigScreen, query), query, toConfig, "merchant"),
    detail: async (id) => heldDetail(operator, await fetchDetail(operator, `${CONFIG_API}/detail`, { id }, toConfig), "merchant"),
  };
}

const EDITED = ["settleType", "minAmount", "accountName", "accountNo", "bankName", "reviewThreshold"] as const;

export const settleConfigActions: ActionOptions = {
  send: async (value, operator) => {
    const id = String(value.id ?? "");
    await storedHeld(operator, `${CONFIG_API}/detail`, id, "merchant");
    const json: Record<string, unknown> = { id };
    for (const name of EDITED) json[name] = value[name] ?? "";
    return operator.api.post(`${CONFIG_API}/update`, { json });
  },
};
