/**
 * 代理商列表 (/agent/agentInfo): the tenant's agents over three levels, agent.agentInfo.* (spec §3
 * and §7). The list searches name or number (agentNoAndAgentNameSearch) and filters
 * level, status (dict-biz agent_status) and settle type (dict-biz settle_type); the form carries
 * the whole save payload of spec §3, its lists flattened to fields here and rebuilt on the
 * server (agent.server.ts); 导出 is the backend's own workbook, streamed through. Every row is
 * within the operator's partner scope (ADR 016).
 */
import { defineScreen, type RowOf, viewApi, wideItems } from "~/kit/shared/screen";

/** A percent with at most 4 decimals (0–100 is checked on the server); yuan with at most 2. */
export const RATE_PATTERN = "\\d{1,3}(\\.\\d{1,4})?";
export const MONEY_PATTERN = "\\d{1,8}(\\.\\d{1,2})?";

export const agentScreen = defineScreen({
  searches: ["agent", "bank"],
  id: "agentInfo",
  path: "/agent/agentInfo",
  menuCode: "agentInfo",
  texts: "partner.agent",
  name: "代理商列表",
  api: { ...viewApi("agent.agentInfo"), submit: "agent.agentInfo.save", remove: "agent.agentInfo.batchDelete" },
  row: {
    agentNo: "text",
    agentName: "text",
    agentLevel: "code",
    parentId: "text",
    parentName: "text",
    parentNo: "text",
    agentPath: "text",
    agentType: "code",
    linkMan: "text",
    mobile: "mobile",
    linkEmail: "email",
    businessId: "text",
    businessName: "text",
    userName: "text",
    settleType: "code",
    agentStatus: "code",
    channelCode: "text",
    channelName: "text",
    payLimit: "text",
    agentAccountingRate: "text",
    merchantRate: "text",
    merchantFixedFee: "text",
    channelWxRate: "text",
    channelAliRate: "text",
    channelUnionRate: "text",
    settleFeeRate: "text",
    settleSingleFee: "text",
    xwStatus: "code",
    retStatus: "code",
    frStatus: "code",
    smsStatus: "code",
    accounRateType: "code",
    agentAccount: "bankCard",
    tradeFlag: "code",
    extractRate: "text",
    locationStatus: "code",
    editStoreSettleSwitch: "code",
    subAgentCount: "number",
    merchantCount: "number",
    createTime: "text",
  },
  rowLabel: (row) => `${row.agentNo} ${row.agentName}`,
  buttons: {
    create: "agent_add",
    edit: "agent_edit",
    delete: "agent_delete",
    view: "agent_view",
    batchDelete: true,
    viewFull: "agent_view_full",
  },
  export: "agent_export",
  exportFull: "agent_export_full",
  backendExport: "agent.agentInfo.export",
  filters: {
    agentNoAndAgentNameSearch: { max: 50, label: "agent", placeholder: "searchPlaceholder" },
    agentLevel: { kind: "select", label: "agentLevel", options: ["1", "2", "3"], optionTexts: "levels" },
    // The tenant's own dictionaries (sent by the loader).
    agentStatus: { kind: "select", label: "status" },
    settleType: { kind: "select", label: "settleType" },
  },
  columns: [
    { key: "agentNo", sort: true, fixed: true, mono: true },
    { key: "agentName", sort: true, fixed: true },
    { key: "agentLevel", sort: true },
    { key: "parentName", label: "parent" },
    { key: "linkMan" },
    { key: "mobile" },
    { key: "settleType" },
    { key: "agentAccountingRate", label: "accountingRateShort" },
    { key: "merchantCount", format: "number" },
    { key: "agentStatus", label: "status" },
    { key: "createTime", sort: true, format: "datetime" },
  ],
  fields: {
    parentId: { kind: "remote", remote: "parentAgent", label: "parent", hint: "parentHint", wide: true },
    agentName: { required: true, max: 50, sensitive: true },
    agentType: { kind: "radio", options: ["1", "2"], optionTexts: "agentTypes" },
    userName: { required: true, max: 20, pattern: { source: "[\\w.@\\-]{3,20}", message: "userNameFormat" } },
    password: { kind: "password", max: 20, hint: "passwordHint" },
    isEditPassword: { kind: "switch", label: "isEditPassword" },
    linkMan: { required: true, max: 20, sensitive: true },
    mobile: { required: true, max: 11 },
    linkEmail: { max: 100 },
    businessId: { kind: "remote", remote: "agentSalesperson", label: "business" },
    agentStatus: { kind: "select", label: "status" },
    channelCode: { kind: "select", required: true, label: "channel" },
    payLimit: { max: 11, pattern: { source: MONEY_PATTERN, message: "moneyFormat" }, hint: "yuanHint" },
    settleType: { kind: "select", required: true },
    settleFeeRate: { max: 8, pattern: { source: RATE_PATTERN, message: "rateFormat" }, hint: "percentHint" },
    settleSingleFee: { max: 11, pattern: { source: MONEY_PATTERN, message: "moneyFormat" }, hint: "yuanHint" },
    agentAccountingRate: {
      required: true,
      max: 8,
      pattern: { source: RATE_PATTERN, message: "rateFormat" },
      hint: "accountingRateHint",
    },
    merchantRate: { max: 8, pattern: { source: RATE_PATTERN, message: "rateFormat" }, hint: "merchantRateHint" },
    merchantFixedFee: { max: 11, pattern: { source: MONEY_PATTERN, message: "moneyFormat" }, hint: "yuanHint" },
    channelWxRate: { max: 8, pattern: { source: RATE_PATTERN, message: "rateFormat" }, hint: "channelRateHint" },
    channelAliRate: { max: 8, pattern: { source: RATE_PATTERN, message: "rateFormat" }, hint: "channelRateHint" },
    channelUnionRate: { max: 8, pattern: { source: RATE_PATTERN, message: "rateFormat" }, hint: "channelRateHint" },
    accounRateType: { kind: "radio", options: ["1", "2"], optionTexts: "accounRateTypes" },
    extractRate: { max: 8, pattern: { source: RATE_PATTERN, message: "rateFormat" }, hint: "percentHint" },
    agentAccount: { max: 30, pattern: { source: "\\d{8,30}", message: "accountFormat" } },
    tradeFlag: { kind: "switch" },
    xwStatus: { kind: "switch" },
    retStatus: { kind: "switch" },
    frStatus: { kind: "switch" },
    smsStatus: { kind: "switch" },
    locationStatus: { kind: "switch" },
    editStoreSettleSwitch: { kind: "switch" },
  },
  detail: [
    "agentNo",
    "agentName",
    { name: "agentLevel", label: "agentLevel" },
    "parentName",
    "agentType",
    "userName",
    "linkMan",
    "mobile",
    "linkEmail",
    { name: "businessName", label: "business" },
    { name: "channelName", label: "channel" },
    "payLimit",
    "settleType",
    "agentStatus",
    "tradeFlag",
    "subAgentCount",
    "merchantCount",
    "createTime",
    ...wideItems("levelChain", "rates", "policyCosts", "debitCard", "changeLog"),
  ],
});

export type Agent = RowOf<typeof agentScreen.row>;
export type { Choice } from "~/kit/shared/screen";

/** What the detail dialog shows beyond the row (loaded with it). */
export type AgentDetailExtras = {
  levels: { agentNo: string; agentName: string; agentLevel: number | null }[];
  debitCard: { accountName: string; cardNo: string; bankName: string; branchName: string } | null;
  changeLog: { changeType: string; beforeValue: string; afterValue: string; operator: string; createTime: string }[];
  rates: {
    parentAccountingRate: string;
    channels: { channelCode: string; channelName: string; wxRate: string; aliRate: string; unionRate: string }[];
    bounds: { minMerchantRate: string; maxMerchantRate: string; maxFixedFee: string };
  } | null;
};

/** One pair's cost today (getAgentRates' policyRates) and its parent's beside it ("" where not shown). */
export type PolicyCostRow = {
  channelName: string;
  payTypeName: string;
  rate: string;
  cap: string;
  parentRate: string;
  parentCap: string;
};

/** The agent's costs as policies set them (ADR 020), for the 查看 and 修改 dialogs. */
export type AgentPolicyCosts = {
  rows: PolicyCostRow[];
  /** The parent's costs are shown (an agent with a parent the operator's scope holds). */
  withParent: boolean;
  source:
    { kind: "policy"; policyName: string; templateName: string; effectiveDate: string } | { kind: "own"; rate: string };
  next: { policyName: string; templateName: string; effectiveDate: string } | null;
};
