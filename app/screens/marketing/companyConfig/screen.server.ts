/**
 * 公司配置 on the server: the detail at companyConfig/detail/{id}; create (save) and edit
 * (update) with the status as a number. Delete and batch delete are the kit's, one row at a
 * time through companyConfig/remove?ids=.
 */
import { toll } from "@contract";
import { type ActionOptions, type LoadOptions, rowReader } from "~/kit/server/described.server";
import type { Operator } from "~/server/auth.server";
import { type CompanyConfig, companyConfigScreen } from "./screen";
import { detailAt } from "~/screens/_shared/marketing/toll.server";

const toCompany = rowReader(companyConfigScreen);

export function companyConfigLoadOptions(operator: Operator): LoadOptions<CompanyConfig, Record<string, never>> {
  return { detail: (id) => detailAt(operator, toll.companyConfig.detail, id, toCompany) };
}

export const companyConfigActions: ActionOptions = {
  send: (value, operator, intent) =>
    operator.api.call(intent === "create" ? toll.companyConfig.save : toll.companyConfig.update, {
      json: { ...value, ...(value.status === undefined ? {} : { status: Number(value.status) }) },
    }),
};
