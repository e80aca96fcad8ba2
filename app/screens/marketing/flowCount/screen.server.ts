/**
 * 流水统计 on the server: the tenants to filter by, the detail at flowCount/detail/{id}, and
 * the edit as update {id, flowBalance, threshold} (amounts as yuan with two decimals).
 */
import { toll } from "@contract";
import { type ActionOptions, type LoadOptions, rowReader } from "~/kit/server/described.server";
import { exactMoney } from "~/lib/money";
import type { Operator } from "~/server/auth.server";
import { type FlowCount, flowCountScreen } from "./screen";
import type { Choice } from "~/screens/_shared/marketing/toll";
import { detailAt, tenantChoices } from "~/screens/_shared/marketing/toll.server";

const toFlow = rowReader(flowCountScreen);

export function flowCountLoadOptions(operator: Operator): LoadOptions<FlowCount, { tenants: Choice[] }> {
  return {
    detail: (id) => detailAt(operator, toll.flowCount.detail, id, toFlow),
    extra: tenantChoices(operator).then((tenants) => ({ tenants })),
  };
}

const yuan = (value: unknown) => exactMoney(value) ?? String(value ?? "");

export const flowCountActions: ActionOptions = {
  send: (value, operator) =>
    operator.api.call(toll.flowCount.update, {
      json: { id: String(value.id ?? ""), flowBalance: yuan(value.flowBalance), threshold: yuan(value.threshold) },
    }),
};
