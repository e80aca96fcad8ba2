/** 差错处理. */
import { handlingStates, mismatchTypes } from "~/locales/zh/shared";

const texts = {
  orderNo: "平台订单号",
  orderNoPlaceholder: "平台或渠道订单号",
  tradeTime: "交易时间",
  ourState: "平台状态",
  channelState: "渠道状态",
  handlerName: "处理人",
  handleTime: "处理时间",
  result: "处理方式",
  suspendedAmount: "挂账金额(元)",
  remark: "处理说明",
  types: mismatchTypes,
  states: handlingStates,
  tradeStates: { "0": "待支付", "1": "支付成功", "2": "支付失败", "3": "已关闭", "4": "全额退款", "5": "部分退款" },
  results: { platform: "以平台为准", channel: "以渠道为准", ignore: "忽略", assign: "指派" },
  actions: { supplement: "补单", refund: "退款", suspend: "挂账" },
  actionMeans: {
    supplement: "按渠道金额将订单置为支付成功（无订单时新建），并计入商户在途资金",
    refund: "按渠道记录一笔退款，不超过订单可退金额",
    suspend: "差额挂账，仅记录不动账",
  },
  channelAction: "以渠道为准时",
  channelActionHint: "选择“以渠道为准”时必选",
  remarkHint: "必填，最多200字",
  handle: "处理",
  history: "处理记录",
  noHistory: "暂无处理记录",
  before: "处理前",
  after: "处理后",
  alreadyHandled: "该差错已处理（{{state}}）",
  resultRequired: "请选择处理方式",
  actionRequired: "请选择以渠道为准的处理方式",
  remarkRequired: "请填写处理说明",
  assigneeName: "指派给",
  assigneeFilter: { me: "指派给我" },
  assign: "指派",
  assignUser: "指派给",
  assignHint: "须为本租户有差错处理权限的用户",
  assigned: "已指派",
  userRequired: "请选择指派给谁",
  batchAssign: "批量指派",
  assignSelected: "已选择 {{count}} 条差错",
  tooMany: "一次最多指派{{max}}条差错",
  currentAssignee: "当前指派给",
};

/** Where these texts are read: `money.reconError.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "money.reconError";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}
