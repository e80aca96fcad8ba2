/** 充值订单. */
const texts = {
  orderNo: "订单编号",
  deptName: "机构",
  createUserName: "提交人",
  comboName: "套餐名称",
  price: "套餐价格(元)",
  actualPrice: "订单金额(元)",
  payType: "付款方式",
  companyName: "收款公司",
  auditRemark: "驳回原因",
  startTime: "提交日期起",
  endTime: "提交日期止",
  minAmount: "最小金额(元)",
  maxAmount: "最大金额(元)",
  amountInvalid: "金额请输入数字，最多2位小数",
  amountRange: "最小金额不能大于最大金额",
  audit: "审核",
  result: "审核结果",
  results: { "1": "通过", "2": "驳回" },
  resultRequired: "请选择审核结果",
  remarkRequired: "请填写驳回原因",
  auditRemarkHint: "驳回时必填，租户可见，最多200字",
  approveMeans: "确认已收到转账：将为 {{tenant}} 增加流水 {{credit}} 元",
  rejectMeans: "订单将被驳回，租户可看到驳回原因",
  alreadyAudited: "该订单已审核（{{state}}），无需再次审核",
  /** 工作流 (ADR 025). */
  inProcess: "该订单正在审批流程中（当前步骤：{{step}}），请在「我的待办」中审批",
  screenshotAlt: "付款截图 {{n}}",
  openFull: "在新标签页中查看原图",
};

/** Where these texts are read: `marketing.recharge.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "marketing.recharge";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}
