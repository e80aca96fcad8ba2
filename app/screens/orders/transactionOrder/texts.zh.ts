/** 交易订单's texts (ADR 018). */
import { refundStates } from "~/locales/zh/shared";

const texts = {
  period: "交易时间",
  keywordPlaceholder: "平台、商户或渠道订单号",
  state: "订单状态",
  minAmount: "最小金额",
  maxAmount: "最大金额",
  mchOrderNo: "商户订单号",
  noTags: { platform: "平台", merchant: "商户", channel: "渠道" },
  channelMchNo: "渠道商户号",
  subject: "商品描述",
  payer: "付款人",
  amount: "订单金额",
  rate: "费率",
  payFee: "收单手续费",
  fee: "手续费",
  refunded: "已退款",
  refundable: "可退金额",
  net: "实收净额",
  closeTime: "关闭时间",
  operations: "操作",
  history: "状态记录",
  refunds: "退款记录",
  notifications: "商户通知",
  shares: "分润明细",
  shareLevel: "层级",
  shareDepth: "第{{depth}}级",
  childRate: "下级费率",
  shareCap: "封顶 {{cap}}",
  shareAmount: "分润",
  keptShare: "退款后分润",
  platformPart: "平台（顶级代理商成本）",
  noShares: "无分润记录（未支付，或无权查看）",
  states: { "0": "待支付", "1": "支付成功", "2": "支付失败", "3": "已关闭", "4": "全额退款", "5": "部分退款" },
  totals: {
    title: "筛选结果合计",
    paid: "已支付 {{count}} 笔",
    unpaid: "未支付 {{count}} 笔",
    fee: "手续费",
    refunded: "已退款 {{count}} 笔",
  },
  actions: {
    create: "创建订单",
    pay: "支付成功",
    fail: "支付失败",
    expire: "超时关闭",
    refund: "退款",
    sync: "同步",
    close: "关闭",
    notify: "重发通知",
  },
  eventAction: "事件",
  eventAmount: "金额",
  eventRemark: "说明",
  refundStates,
  notifyKinds: { pay: "支付通知", resend: "重发" },
  notifyResults: { "1": "成功", "2": "失败" },
  response: "商户返回",
  refundTitle: "订单退款",
  refundHint: "可退金额 {{refundable}} 元，退款金额不能超过可退金额；超过复核金额的退款需另一位操作员复核。",
  refundAmountRequired: "请输入退款金额",
  refundTooMuch: "退款金额不能超过可退金额 {{refundable}} 元",
  reasonRequired: "请填写退款原因",
  notRefundable: "该订单当前状态不可退款",
  refundReviewing: "退款金额超过复核金额，已提交复核",
  close: "关闭订单",
  syncDone: "已向渠道同步订单状态",
  closeDone: "订单已关闭",
  notifyDone: "通知已重发",
};

/** Where these texts are read: `money.transactionOrder.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "money.transactionOrder";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}
