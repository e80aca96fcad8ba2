/**
 * 充值订单 (/marketing/recharge): tenants' flow top-up orders by corporate transfer (spec §2, §3;
 * ADR 017). Entries toll.recharge: list (tenantId, orderState, startTime, endTime
 * as yyyy-MM-dd on the submit time, minAmount, maxAmount in yuan; newest first), detail/{id},
 * update {id, orderState, auditRemark}. The toll service answers the platform every tenant's
 * orders and any other tenant its own. 审核 (button recharge_audit, only 待审核 orders, the
 * platform's operators only) is a row dialog (?op=audit&id=…): 通过 credits the flow, 驳回
 * needs its reason.
 */
import { defineScreen, type RowOf, screenNames, viewApi, wideItems } from "~/kit/shared/screen";

/** 待审核: the only state an order is audited in (recharge_state 0 → 1 已到账 or 2 已驳回). */
export const PENDING = "0";

export const rechargeScreen = defineScreen({
  searches: ["dept"],
  // 付款截图 (ADR 030): the tenant's own orders upload it on their dialog.
  uploads: ["payment"],
  ...screenNames("marketing", "recharge"),
  name: "充值订单",
  api: viewApi("toll.recharge"),
  row: {
    orderNo: "text",
    tenantId: "text",
    tenantName: "text",
    createDept: "text",
    deptName: "text",
    createUserName: "text",
    comboId: "text",
    comboName: "text",
    flowAmount: "text",
    chargeRatio: "text",
    price: "text",
    buyNum: "number",
    actualPrice: "text",
    companyName: "text",
    bank: "text",
    bankAccount: "text",
    /** The payment screenshots: file references (ADR 030), shown through /files. */
    payCertificate: "files",
    payType: "code",
    orderState: "code",
    auditRemark: "text",
    auditUserName: "text",
    auditTime: "text",
    createTime: "text",
    /** The current step of its running approval process (工作流, ADR 025): audited in 我的待办 then. */
    flowStep: "text",
  },
  rowLabel: (row) => row.orderNo,
  buttons: { view: "recharge_view" },
  filters: {
    // The tenants and the recharge_state dictionary (sent by the loader).
    tenantId: { kind: "select", label: "tenant" },
    orderState: { kind: "select", label: "status" },
    startTime: { kind: "date" },
    endTime: { kind: "date" },
    minAmount: { max: 13, placeholder: "amountHint" },
    maxAmount: { max: 13, placeholder: "amountHint" },
  },
  columns: [
    { key: "orderNo", fixed: true, mono: true },
    { key: "tenantName", label: "tenant" },
    { key: "deptName" },
    { key: "comboName" },
    { key: "flowAmount", format: "money" },
    { key: "buyNum", format: "number" },
    { key: "actualPrice", format: "money" },
    { key: "payType" },
    { key: "orderState", label: "status" },
    { key: "createTime", label: "submitTime", format: "datetime" },
    { key: "auditTime", format: "datetime" },
  ],
  detail: [
    "orderNo",
    "tenantName",
    "deptName",
    "createUserName",
    "comboName",
    "flowAmount",
    "chargeRatio",
    "price",
    "buyNum",
    "actualPrice",
    "payType",
    "orderState",
    "createTime",
    "auditUserName",
    "auditTime",
    "companyName",
    "bankAccount",
    { name: "bank", label: "bankName" },
    ...wideItems("auditRemark", "payCertificate"),
  ],
});

export type Recharge = RowOf<typeof rechargeScreen.row>;

/** The audit's form: 通过 (1) or 驳回 (2), and the reason a rejection needs. */
export const AUDIT_RESULTS = ["1", "2"] as const;
export const AUDIT_REMARK_MAX = 200;
