/**
 * 业务员管理 on the server: the mobile rule of spec §5 (its three messages) on every save, and the
 * partner scope checked again (ADR 016) on the detail shown and on the stored row before every
 * change (the backend refuses as well).
 */
import { agent } from "@contract";
import { type ActionOptions, formSchema, type LoadOptions, rowReader } from "~/kit/server/described.server";
import { mobileField } from "~/kit/server/schema.server";
import type { Operator } from "~/server/auth.server";
import { fetchHeldDetail, storedHeld } from "~/kit/server/partner-scope.server";
import { type Salesman, salesmanScreen } from "./screen";

const toRow = rowReader(salesmanScreen);

const schema = formSchema(salesmanScreen).extend({ mobile: mobileField(salesmanScreen.texts) });

/** A salesperson's detail within the scope (the dialog's row, and 查看完整's, ADR 029). */
const salesmanDetail = (operator: Operator, id: string) => fetchHeldDetail(operator, agent.business.detail, id, toRow);

export function salesmanLoadOptions(operator: Operator): LoadOptions<Salesman, Record<string, never>> {
  return { detail: (id) => salesmanDetail(operator, id) };
}

export const salesmanActions: ActionOptions = {
  schema,
  detail: (id, operator) => salesmanDetail(operator, id),
  send: async (value, operator, intent) => {
    if (intent === "update") await storedHeld(operator, agent.business.detail, String(value.id ?? ""));
    return operator.api.call(agent.business.submit, { json: value });
  },
  remove: async (id, operator) => {
    await storedHeld(operator, agent.business.detail, id);
    return operator.api.call(agent.business.remove, { query: { ids: id } });
  },
};
