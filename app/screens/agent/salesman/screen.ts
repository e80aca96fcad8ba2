/**
 * 业务员管理 (/agent/salesman): the agents' salespersons, agent.business.* (page with
 * name, mobile and status filters; detail; submit creates or updates; remove?ids=). Each works
 * for one agent (a remote agent select); the backend answers ID card numbers masked, and a save
 * that sends the masked value back keeps the stored number. Data scope: the agent's subtree (ADR 016).
 */
import { choices, crudApi, defineScreen, type RowOf, screenNames } from "~/kit/shared/screen";

/** An 18-character ID card number, or the masked one the backend answered (kept as stored). */
export const ID_CARD_PATTERN = "\\d{17}[\\dXx]|\\d{4}\\*{10}\\d{3}[\\dXx]";

const STATUS_CHOICES = choices(["1", "0"], "statuses");

export const salesmanScreen = defineScreen({
  ...screenNames("agent", "salesman", "partner"),
  name: "业务员管理",
  api: crudApi("agent.business"),
  row: {
    name: "text",
    mobile: "mobile",
    idCard: "idNumber",
    agentId: "text",
    agentName: "text",
    agentNo: "text",
    agentPath: "text",
    status: "code",
    createTime: "text",
  },
  rowLabel: (row) => `${row.name}（${row.mobile}）`,
  buttons: {
    create: "salesman_add",
    edit: "salesman_edit",
    delete: "salesman_delete",
    view: true,
    batchDelete: true,
    viewFull: "salesman_view_full",
  },
  filters: {
    name: { max: 20 },
    mobile: { max: 11 },
    status: { kind: "select", ...STATUS_CHOICES },
  },
  columns: [
    { key: "name", sort: true, fixed: true },
    { key: "mobile", mono: true },
    { key: "idCard", mono: true },
    { key: "agentName", label: "ownerAgent", sort: true },
    { key: "agentNo", mono: true },
    { key: "status", option: "status", sort: true },
    { key: "createTime", sort: true, format: "datetime" },
  ],
  fields: {
    name: { required: true, max: 20, sensitive: true },
    mobile: { required: true, max: 11, hint: "mobileHint" },
    idCard: { max: 18, pattern: { source: ID_CARD_PATTERN, message: "idCardFormat" }, hint: "idCardHint" },
    agentId: { kind: "remote", remote: "agent", label: "ownerAgent", required: true, nameFrom: "agentName" },
    status: { kind: "radio", ...STATUS_CHOICES, required: true },
  },
  detail: ["name", "mobile", "idCard", "agentName", "agentNo", "status", "createTime"],
});

export type Salesman = RowOf<typeof salesmanScreen.row>;
