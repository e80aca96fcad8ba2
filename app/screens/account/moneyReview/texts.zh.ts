/** 资金复核's texts (ADR 018). */
const texts = {
  state: "复核状态",
  states: { "0": "待复核", "1": "已通过", "2": "已驳回", "3": "执行失败" },
  kind: "业务类型",
  kinds: { refund: "退款", freeze: "冻结", unfreeze: "解冻", remit: "打款" },
  reason: "申请原因",
  result: "复核结果",
  requestUserName: "申请人",
  requestTime: "申请时间",
  reviewUserName: "复核人",
  reviewTime: "复核时间",
  reviewRemark: "复核意见",
  review: "复核",
  approveMeans: "通过后立即按当前余额执行该操作；余额或订单已变化时执行失败，申请记为执行失败。",
  remarkHint: "驳回时必填，最多200个字符",
  resultRequired: "请选择复核结果",
  remarkRequired: "请填写驳回原因",
  ownRequest: "不能复核自己发起的申请",
  alreadyReviewed: "该申请已复核（{{state}}）",
  approved: "复核通过，已执行",
};

/** Where these texts are read: `money.moneyReview.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "money.moneyReview";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}
