/**
 * 充值套餐 on the server: the detail at tollCombo/detail/{id}, the combo_status names (system
 * dictionary), the row a 上架 / 下架 confirmation is about, create (save) and edit (update)
 * with the amounts as exact yuan text, and the intent `status` (button combo_status):
 * update {id, status}.
 */
import { toll } from "@contract";
import { type ActionOptions, type LoadOptions, rowReader } from "~/kit/server/described.server";
import { systemDictionary } from "~/kit/server/dictionary.server";
import { rowSwitch } from "~/kit/server/row-switch.server";
import { exactMoney } from "~/lib/money";
import type { Operator } from "~/server/auth.server";
import type { Choice } from "~/screens/_shared/marketing/toll";
import { type TollCombo, tollComboScreen } from "./screen";
import { opOf } from "~/kit/server/row-ops.server";
import { detailAt } from "~/screens/_shared/marketing/toll.server";

const toCombo = rowReader(tollComboScreen);

export type TollComboExtra = {
  statuses: Choice[];
  /** The row a 上架 / 下架 confirmation (?op=status&id=…) is about; null when it could not be read. */
  opRow: TollCombo | null;
};

export function tollComboLoadOptions(operator: Operator, request: Request): LoadOptions<TollCombo, TollComboExtra> {
  const op = opOf(request, ["status"] as const);
  return {
    detail: (id) => detailAt(operator, toll.tollCombo.detail, id, toCombo),
    extra: Promise.all([
      systemDictionary(operator, "combo_status"),
      op ? detailAt(operator, toll.tollCombo.detail, op.id, toCombo) : Promise.resolve(null),
    ]).then(([statuses, opLoaded]) => ({ statuses, opRow: opLoaded?.value ?? null })),
  };
}

/** The form's values as the toll service takes them: amounts as yuan with two decimals, status and sort as numbers. */
function payload(value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...value };
  for (const name of ["flowAmount", "price"])
    if (typeof out[name] === "string") out[name] = exactMoney(out[name]) ?? out[name];
  if (out.status !== undefined) out.status = Number(out.status);
  return out;
}

/** 上架 / 下架: the confirmed change of one combo's status. */
const setStatus = rowSwitch({
  permission: "combo_status",
  field: "status",
  send: (operator, id, status) => operator.api.call(toll.tollCombo.update, { json: { id, status: Number(status) } }),
});

export const tollComboActions: ActionOptions = {
  send: (value, operator, intent) =>
    operator.api.call(intent === "create" ? toll.tollCombo.save : toll.tollCombo.update, { json: payload(value) }),
  intents: (operator) => ({ status: setStatus(operator) }),
};
