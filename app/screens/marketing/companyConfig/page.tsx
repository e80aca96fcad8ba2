/** 公司配置's page parts: the status as a badge, 启用 for a new account. */
import type { KitActionData } from "~/kit/server/action.server";
import type { ScreenLoaderData } from "~/kit/ui/crud-screen";
import { DescribedScreen } from "~/kit/ui/described-screen";
import { useT } from "~/lib/i18n";
import { type CompanyConfig, companyConfigScreen } from "./screen";
import { StateBadge } from "~/kit/ui/row-ops";

export function CompanyConfigScreen(props: { data: ScreenLoaderData<CompanyConfig>; actionData?: KitActionData }) {
  return (
    <DescribedScreen
      spec={companyConfigScreen}
      data={props.data}
      actionData={props.actionData}
      useParts={useCompanyParts}
    />
  );
}

function useCompanyParts() {
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
