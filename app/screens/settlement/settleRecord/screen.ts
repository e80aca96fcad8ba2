/**
 * 结算记录 (/settlement/settleRecord; issue 17, ADR 018): settlement batches, one per merchant or
 * agent (ownerType 1 or 2; an agent's is its profit share, ADR 019) per settlement day.
 * settle.settleBatch: list (startDate, endDate on the settlement day, ownerType, party:
 * merchant or agent number or name, state), detail?id=, lines?batchId=&current=&size= (a merchant
 * batch's orders, an agent batch's shares), audit {id, pass, remark}, remit {id}, retry {id}. States (settle_batch_state): 0 等待审核,
 * 1 已审核, 2 审核不通过, 3 打款中, 4 打款成功, 5 打款失败; `reviewing` 1: a remittance above the
 * merchant's 复核金额 waits for a second operator (待复核). Row dialogs on the list's URL:
 * ?op=lines (the orders, paged by `lp`), ?op=audit (settle_audit), ?op=remit and ?op=retry (settle_remit).
 */
import { moneyColumns } from "~/kit/shared/screen-presets";
import { defineScreen, type RowOf, type RowSpec, screenNames, viewApi } from "~/kit/shared/screen";

export const BATCH_STATES = ["0", "1", "2", "3", "4", "5"] as const;
export const OWNER_TYPES = ["1", "2"] as const;
export const OWNER = { merchant: "1", agent: "2" } as const;
export const BATCH_STATE = {
  waiting: "0",
  audited: "1",
  rejected: "2",
  remitting: "3",
  remitted: "4",
  failed: "5",
} as const;
export const AUDIT_REMARK_MAX = 200;
export const LINES_SIZE = 10;

export const settleRecordScreen = defineScreen({
  searches: ["agent", "merchant"],
  ...screenNames("settlement", "settleRecord", "money"),
  name: "结算记录",
  api: viewApi("settle.settleBatch"),
  row: {
    batchNo: "text",
    merchantId: "text",
    merchantNo: "text",
    merchantName: "text",
    ownerNo: "text",
    ownerName: "text",
    agentPath: "text",
    ownerType: "code",
    settleType: "code",
    tradeDate: "text",
    settleDate: "text",
    orderCount: "number",
    grossAmount: "text",
    feeAmount: "text",
    refundAmount: "text",
    netAmount: "text",
    accountName: "text",
    accountNo: "bankCard",
    bankName: "text",
    state: "code",
    reviewing: "code",
    errorMsg: "text",
    remitCount: "number",
    auditUserName: "text",
    auditTime: "text",
    auditRemark: "text",
    remitUserName: "text",
    remitTime: "text",
    finishTime: "text",
    createTime: "text",
  },
  rowLabel: (row) => row.batchNo,
  buttons: { view: true, viewFull: "settle_view_full" },
  export: "settle_export",
  exportFull: "settle_export_full",
  filters: {
    startDate: { kind: "date" },
    endDate: { kind: "date" },
    ownerType: { label: "partyType", kind: "select", options: OWNER_TYPES, optionTexts: "ownerTypes" },
    party: { max: 50, placeholder: "partyPlaceholder" },
    state: { kind: "select", options: BATCH_STATES, optionTexts: "states" },
  },
  columns: [
    { key: "batchNo", fixed: true, mono: true },
    { key: "ownerName", label: "party" },
    { key: "settleDate", format: "date" },
    { key: "settleType", label: "settleCycle" },
    { key: "orderCount", format: "number" },
    ...moneyColumns("grossAmount", "feeAmount", "refundAmount", "netAmount"),
    { key: "state" },
    { key: "accountNo", label: "account" },
    { key: "errorMsg", label: "remark" },
  ],
  detail: [
    "batchNo",
    "ownerName",
    "ownerNo",
    "tradeDate",
    "settleDate",
    "settleType",
    "orderCount",
    "grossAmount",
    "feeAmount",
    "refundAmount",
    "netAmount",
    "state",
    "accountName",
    { name: "accountNo", label: "accountNo" },
    "bankName",
    "auditUserName",
    "auditTime",
    "remitUserName",
    "remitTime",
    "finishTime",
    "createTime",
    { name: "auditRemark", wide: true },
    { name: "errorMsg", label: "errorMsg", wide: true },
  ],
});

export type SettleBatch = RowOf<typeof settleRecordScreen.row>;

/**
 * A settlement batch's line: one of its orders (a merchant's batch), or the agent's share of one
 * (an agent's: `depth` 1 is the merchant's own agent; childRate the rate below, agentRate its cost;
 * shareAmount at payment, refundAmount what refunds took back, netAmount what is settled).
 */
export const SETTLE_LINE_ROW = {
  orderNo: "text",
  payTime: "text",
  payType: "text",
  amount: "text",
  feeAmount: "text",
  refundAmount: "text",
  netAmount: "text",
  merchantNo: "text",
  depth: "text",
  childRate: "text",
  agentRate: "text",
  shareAmount: "text",
} as const satisfies RowSpec;
export type SettleLine = RowOf<typeof SETTLE_LINE_ROW>;
