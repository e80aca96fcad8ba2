/**
 * 流水统计 (/marketing/flowCount): every tenant's flow (transaction-volume) balance and its
 * reminder threshold (ADR 017). Entries toll.flowCount: list (tenantId), detail/{id},
 * update {id, flowBalance, threshold}; the toll service recomputes isPop (balance below the
 * threshold: the tenant's low-balance banner). One row per tenant: no create, no delete.
 */
import { moneyColumns } from "~/kit/shared/screen-presets";
import { defineScreen, type RowOf, screenNames, viewApi } from "~/kit/shared/screen";
import { YUAN } from "~/screens/_shared/marketing/toll";

export const flowCountScreen = defineScreen({
  ...screenNames("marketing", "flowCount"),
  name: "流水统计",
  api: { ...viewApi("toll.flowCount"), submit: "toll.flowCount.update" },
  row: {
    tenantId: "text",
    tenantName: "text",
    flowBalance: "text",
    threshold: "text",
    isPop: "code",
    updateTime: "text",
  },
  rowLabel: (row) => row.tenantName || row.tenantId,
  buttons: { edit: "flow_count_edit", view: true },
  // The tenants (sent by the loader).
  filters: { tenantId: { kind: "select", label: "tenant" } },
  columns: [
    { key: "tenantName", label: "tenant", fixed: true },
    ...moneyColumns("flowBalance", "threshold"),
    { key: "isPop" },
    { key: "updateTime", format: "datetime" },
  ],
  fields: {
    // Which tenant's row this is: shown, not changed (the update sends only the amounts).
    tenantName: { label: "tenant", max: 100, fixedOnEdit: true, wide: true },
    flowBalance: { required: true, max: 13, pattern: { source: YUAN, message: "amountFormat" }, hint: "yuanHint" },
    threshold: { required: true, max: 13, pattern: { source: YUAN, message: "amountFormat" }, hint: "thresholdHint" },
  },
  detail: ["tenantId", "tenantName", "flowBalance", "threshold", "isPop", "updateTime"],
});

export type FlowCount = RowOf<typeof flowCountScreen.row>;
