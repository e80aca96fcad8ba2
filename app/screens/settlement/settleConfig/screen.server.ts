/**
 * 结算配置 on the server: the list and detail within the partner scope (ADR 016; a merchant's
 * operator holds only its merchant's row, an agent's its subtree's merchants and agents), the
 * tenant's cycles (dict-biz settle_type) for the filter, the cells and the form, and the edit
 * (settle_config_edit): the cycle must be one of the tenant's, the stored config's scope is checked
 * first, and only the fields it changes are sent to settleConfig/update.
 */
import { type SettleConfigBody, settle } from "@contract";
import { ActionRefused } from "~/kit/server/action.server";
import type { ActionOptions, LoadOptions } from "~/kit/server/described.server";
import { bizDictionary, type DictChoice } from "~/kit/server/dictionary.server";
import type { Operator } from "~/server/auth.server";
import { heldScreen, storedHeld } from "~/kit/server/partner-scope.server";
import { type SettleConfig, settleConfigScreen } from "./screen";

const held = heldScreen(settleConfigScreen, "merchant");

export type SettleConfigExtra = { settleTypes: DictChoice[] };

export function settleConfigLoadOptions(operator: Operator): LoadOptions<SettleConfig, SettleConfigExtra> {
  return {
    list: (query) => held.list(query, operator),
    detail: (id) => held.detail(id, operator),
    extra: bizDictionary(operator, "settle_type").then((settleTypes) => ({ settleTypes })),
  };
}

const EDITED = ["settleType", "minAmount", "accountName", "accountNo", "bankName", "reviewThreshold"] as const;

export const settleConfigActions: ActionOptions = {
  detail: held.detail,
  send: async (value, operator) => {
    const id = String(value.id ?? "");
    const types = await bizDictionary(operator, "settle_type");
    if (!types.some((c) => c.value === value.settleType))
      // Bad input, not a refusal of the operator: 400, as a field error would be.
      throw new ActionRefused({ key: "money.settleConfig.typeUnknown" }, 400);
    await storedHeld(operator, settle.settleConfig.detail, id, "merchant");
    const json = { id } as SettleConfigBody;
    for (const name of EDITED) json[name] = String(value[name] ?? "");
    return operator.api.call(settle.settleConfig.update, { json });
  },
};
