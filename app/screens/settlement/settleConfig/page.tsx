/** 结算配置's page parts: the owner's kind as a word, the cycle by the tenant's name for it, in the list, the detail, the filter and the form. */
import type { ScreenLoaderData } from "~/kit/ui/crud-screen";
import type { FormField } from "~/kit/ui/entity-form";
import { type TranslationKey, useT } from "~/lib/i18n";
import type { SettleConfig } from "./screen";
import type { SettleConfigExtra } from "./screen.server";

export type SettleConfigData = ScreenLoaderData<SettleConfig> & SettleConfigExtra;

export function useConfigParts(data: SettleConfigData) {
  const t = useT();
  const { settleTypes } = data;
  const cycle = (row: SettleConfig) => settleTypes.find((c) => c.value === row.settleType)?.label ?? row.settleType;
  const owner = (row: SettleConfig) => t(`money.settleConfig.ownerTypes.${row.ownerType}` as TranslationKey);
  return {
    cells: { settleType: cycle, ownerType: owner },
    details: { settleType: cycle, ownerType: owner },
    filterOptions: { settleType: settleTypes },
    form: {
      fields: (_mode: "create" | "edit", _row: SettleConfig | null, fields: FormField[]) =>
        fields.map((field) => (field.name === "settleType" ? { ...field, options: settleTypes } : field)),
    },
  };
}
