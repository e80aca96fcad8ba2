/**
 * 业务列表 (/business/businessInfo): what each salesperson developed, as a payment operator
 * reviews a sales team: the agents and merchants that name the salesperson as their developer,
 * counted, with the total and the date the latest of them joined, for every salesperson of the
 * operator's subtree (ADR 016). agent.business.developPage (name, mobile,
 * developed=1: only those who developed something); sortable by each count and the date;
 * exported with the kit's export (business_export). Read-only: the salespersons themselves are
 * changed in 业务员管理, and an agent's or merchant's developer on their own forms.
 */
import { defineScreen, type RowOf, screenNames } from "~/kit/shared/screen";

export const businessInfoScreen = defineScreen({
  searches: ["salesRep"],
  ...screenNames("business", "businessInfo", "partner"),
  name: "业务列表",
  api: { list: "agent.business.developPage" },
  row: {
    name: "text",
    mobile: "mobile",
    agentName: "text",
    agentNo: "text",
    agentPath: "text",
    agentCount: "number",
    merchantCount: "number",
    developCount: "number",
    lastDevelopTime: "text",
    status: "code",
  },
  rowLabel: (row) => row.name,
  buttons: {},
  export: "business_export",
  exportFull: "business_export_full",
  filters: {
    name: { max: 20 },
    mobile: { max: 11 },
    developed: { kind: "select", options: ["1"], optionTexts: "developedOptions" },
  },
  columns: [
    { key: "name", sort: true, fixed: true },
    { key: "mobile", mono: true },
    { key: "agentName", label: "ownerAgent", sort: true },
    { key: "agentCount", sort: true, format: "number" },
    { key: "merchantCount", sort: true, format: "number" },
    { key: "developCount", sort: true, format: "number" },
    { key: "lastDevelopTime", sort: true, format: "datetime" },
    { key: "status", option: "status" },
  ],
  fields: { status: { kind: "select", options: ["1", "0"], optionTexts: "statuses" } },
});

export type BusinessInfo = RowOf<typeof businessInfoScreen.row>;
