/** 流水统计's page parts: the tenants to filter by, 余额提醒 as a badge (余额不足 warns). */
import type { KitActionData } from "~/kit/server/action.server";
import type { ScreenLoaderData } from "~/kit/ui/crud-screen";
import { DescribedScreen } from "~/kit/ui/described-screen";
import { useT } from "~/lib/i18n";
import { type FlowCount, flowCountScreen } from "./screen";
import type { Choice } from "~/screens/_shared/marketing/toll";
import { StateBadge } from "~/kit/ui/row-ops";

type Data = ScreenLoaderData<FlowCount> & { tenants: Choice[] };

export function FlowCountScreen(props: { data: Data; actionData?: KitActionData }) {
  return (
    <DescribedScreen spec={flowCountScreen} data={props.data} actionData={props.actionData} useParts={useFlowParts} />
  );
}

function useFlowParts(data: Data) {
  const t = useT();
  const isPop = (row: FlowCount) =>
    row.isPop === "1" ? (
      <StateBadge tone="warning" label={t("marketing.flowCount.low")} />
    ) : (
      <StateBadge tone="success" label={t("marketing.flowCount.normal")} />
    );
  return { filterOptions: { tenantId: data.tenants }, cells: { isPop }, details: { isPop } };
}
