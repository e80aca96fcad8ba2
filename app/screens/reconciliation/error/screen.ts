/**
 * 差错处理 (/reconciliation/error, issue 17): the differences the reconciliation found, by type
 * (1 仅平台有, 2 仅渠道有, 3 金额不符, 4 状态不符, 5 手续费不符), our side beside the channel's,
 * state 0 待处理 / 1 已处理 / 2 已忽略, who handled it and when. recon.reconError:
 * list (startDate, endDate, channelCode, type, state, orderNo), detail?id=, history?id=, handle.
 * 处理 (button recon_error_edit) is a row dialog (?op=handle&id=…): 以平台为准, 以渠道为准 with
 * 补单 / 退款 / 挂账 (what the difference allows), or 忽略, always with a comment (≤ 200);
 * 处理记录 (?op=history&id=…) shows every handling. The list opens on 待处理.
 * 指派 (issue 34, button recon_error_assign) is a row dialog (?op=assign&id=…) choosing the user
 * of the tenant who is to handle an open difference (their 我的审批 lists it); the list shows and
 * filters by 指派给 (assigneeId: 指派给我 asks with the operator's own id).
 */
import { moneyColumns } from "~/kit/shared/screen-presets";
import { choices, defineScreen, type RowOf, viewApi } from "~/kit/shared/screen";
import { RECON_FILTERS } from "~/screens/reconciliation/bill/screen";

export const ERROR_TYPES = ["1", "2", "3", "4", "5"] as const;
const ERROR_TYPE_CHOICES = choices(ERROR_TYPES, "types");
export const ERROR_STATES = ["0", "1", "2"] as const;
const ERROR_STATE_CHOICES = choices(ERROR_STATES, "states");
/** Trade states as either side has them (trade_status). */
export const TRADE_STATES = ["0", "1", "2", "3", "4", "5"] as const;
const TRADE_STATE_CHOICES = choices(TRADE_STATES, "tradeStates");
export const RESULTS = ["platform", "channel", "ignore"] as const;
export const CHANNEL_ACTIONS = ["supplement", "refund", "suspend"] as const;
export const REMARK_MAX = 200;
/** The most differences one 指派 takes (reconError/assign's limit). */
export const ASSIGN_MAX = 100;
export const OPEN = "0";
/** The 指派给 filter's one choice: the differences assigned to the signed-in operator. */
export const MINE = "me";

export const reconErrorScreen = defineScreen({
  id: "reconError",
  path: "/reconciliation/error",
  menuCode: "reconError",
  texts: "money.reconError",
  name: "差错处理",
  api: viewApi("recon.reconError"),
  row: {
    batchId: "text",
    billDate: "text",
    channelCode: "text",
    channelName: "text",
    type: "code",
    orderNo: "text",
    channelOrderNo: "text",
    merchantNo: "text",
    merchantName: "text",
    tradeTime: "text",
    ourAmount: "text",
    ourState: "code",
    ourFee: "text",
    channelAmount: "text",
    channelState: "code",
    channelFee: "text",
    state: "code",
    result: "text",
    channelAction: "text",
    remark: "text",
    suspendedAmount: "text",
    handlerName: "text",
    handleTime: "text",
    assigneeId: "text",
    assigneeName: "text",
    actions: "text",
  },
  rowLabel: (row) => row.orderNo || row.channelOrderNo,
  buttons: { view: true },
  filters: {
    ...RECON_FILTERS,
    type: { kind: "select", label: "errorType", ...ERROR_TYPE_CHOICES },
    state: { kind: "select", label: "errorState", ...ERROR_STATE_CHOICES },
    orderNo: { max: 64, placeholder: "orderNoPlaceholder" },
    assignee: { kind: "select", label: "assigneeName", ...choices([MINE], "assigneeFilter") },
  },
  columns: [
    { key: "billDate", fixed: true, format: "date" },
    { key: "channelName", label: "reconChannel" },
    { key: "type", label: "errorType" },
    { key: "orderNo", fixed: true, mono: true },
    ...moneyColumns("ourAmount", "channelAmount"),
    { key: "ourState" },
    { key: "channelState" },
    ...moneyColumns("ourFee", "channelFee"),
    { key: "state", label: "errorState" },
    { key: "assigneeName" },
    { key: "handlerName" },
    { key: "handleTime", format: "datetime" },
  ],
  fields: {
    type: { kind: "select", label: "errorType", ...ERROR_TYPE_CHOICES },
    state: { kind: "select", label: "errorState", ...ERROR_STATE_CHOICES },
    ourState: { kind: "select", ...TRADE_STATE_CHOICES },
    channelState: { kind: "select", ...TRADE_STATE_CHOICES },
  },
  detail: [
    "billDate",
    "channelName",
    "type",
    "state",
    "orderNo",
    "channelOrderNo",
    { name: "merchantName", label: "merchant" },
    "tradeTime",
    "ourAmount",
    "channelAmount",
    "ourState",
    "channelState",
    "ourFee",
    "channelFee",
    "assigneeName",
    "handlerName",
    "handleTime",
    "result",
    "suspendedAmount",
    { name: "remark", wide: true },
  ],
});

export type ReconError = RowOf<typeof reconErrorScreen.row>;
export type HandleLog = {
  id: string;
  result: string;
  channelAction: string;
  remark: string;
  before: string;
  after: string;
  operatorName: string;
  createTime: string;
};
