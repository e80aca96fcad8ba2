/** 结算记录. */
const texts = {
  batchNo: "结算批次号",
  ownerNo: "结算对象编号",
  tradeDate: "交易日期",
  settleDate: "结算日期",
  grossAmount: "交易金额(元)",
  feeAmount: "手续费(元)",
  refundAmount: "退款金额(元)",
  netAmount: "结算金额(元)",
  account: "结算账户",
  accountName: "账户名",
  remark: "备注/失败原因",
  auditRemark: "审核意见",
  remitUserName: "打款人",
  remitTime: "打款时间",
  createTime: "结算时间",
  startDate: "结算日期起",
  endDate: "结算日期止",
  states: { "0": "等待审核", "1": "已审核", "2": "审核不通过", "3": "打款中", "4": "打款成功", "5": "打款失败" },
  reviewing: "待复核",
  ops: { lines: "明细", audit: "审核", remit: "打款", retry: "重试打款" },
  result: "审核结果",
  results: { "1": "通过", "0": "不通过" },
  resultRequired: "请选择审核结果",
  remarkRequired: "请填写审核不通过的原因",
  auditRemarkHint: "不通过时必填，最多200字",
  remitMeansAgent:
    "将向 {{account}} 打款 {{net}} 元（代理商分润），并从代理商账户可用余额中扣除；超过复核金额时需另一位操作员复核。",
  remitMeans: "将向 {{account}} 打款 {{net}} 元，并从商户账户可用余额中扣除；超过复核金额时需另一位操作员复核。",
  retryMeans: "将再次向 {{account}} 打款 {{net}} 元。",
  lastError: "上次失败原因：{{reason}}",
  stateNow: "该批次当前为“{{state}}”，不能执行此操作",
  linesTitle: "结算明细",
  shareLinesTitle: "分润明细",
  shareGross: "分润金额(元)",
  shareRefund: "退款扣回(元)",
  depth: "层级",
  depths: { "1": "直属代理", "2": "上一级代理", "3": "上两级代理" },
  rates: "下级费率 − 成本费率",
  rateSpread: "{{below}}% − {{own}}%",
  shareAmount: "分润(元)",
  shareNet: "净分润(元)",
  linesPager: "明细分页",
  linesPage: "第 {{current}}/{{pages}} 页，共 {{total}} 笔",
  amount: "订单金额(元)",
  refunded: "已退款(元)",
  flash: {
    approved: "已审核通过",
    rejected: "已审核不通过",
    remitted: "打款成功",
    failed: "打款失败：{{reason}}",
    reviewing: "打款金额超过复核金额，已提交复核",
  },
};

/** Where these texts are read: `money.settleRecord.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "money.settleRecord";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}
