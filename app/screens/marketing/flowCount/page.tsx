/** 流水统计's page parts: the tenants to filter by, 余额提醒 as a badge (余额不足 warns). */
import type { ScreenLoaderData } from "~/kit/ui/crud-screen";
import { useT } from "~/lib/i18n";
import type { FlowCount } from "./screen";
import type { Choice } from "~/screens/_shared/marketing/toll";
import { StateBadge } from "~/kit/ui/row-ops";

type Data = ScreenLoaderData<FlowCount> & { tenants: Choice[] };

export function useFlowParts(data: Data) {
  const t = useT();
  const isPop = (row: FlowCount) =>
    row.isPop === "1" ? (
      <StateBadge tone="warning" label={t("marketing.flowCount.low")} />
    ) : (
      <StateBadge tone="success" label={t("marketing.flowCount.normal")} />
    );
  return { filterOptions: { tenantId: data.tenants }, cells: { isPop }, details: { isPop } };
}
