/** 公司配置's page parts: the status as a badge, 启用 for a new account. */
import { useT } from "~/lib/i18n";
import type { CompanyConfig } from "./screen";
import { StateBadge } from "~/kit/ui/row-ops";

export function useCompanyParts() {
  const t = useT();
  const status = (row: CompanyConfig) => (
    <StateBadge
      tone={row.status === "1" ? "success" : "muted"}
      label={
        row.status === "1" || row.status === "0" ? t(`marketing.companyConfig.statuses.${row.status}`) : row.status
      }
    />
  );
  return {
    cells: { status },
    details: { status },
    form: {
      initial: (row: CompanyConfig | null, values: Record<string, string | string[]>) =>
        row ? values : { ...values, status: "1" },
    },
  };
}
