/** 我的审批's texts (issue 34, ADR 042). */
const texts = {
  description: "等待你处理的复核、审批和指派给你的对账差错，最早提交的排在最前。",
  keysHint: "快捷键：j / k 上下移动，a 通过，r 驳回，Enter 提交，Esc 关闭。",
  list: "待我处理",
  empty: "没有等待你处理的事项",
  loading: "正在加载待办事项…",
  more: "{{source}}还有更多待处理事项，请在其页面中查看",
  failed: "{{source}}暂时无法加载：{{message}}",
  kinds: {
    refund: "退款复核",
    freeze: "冻结复核",
    unfreeze: "解冻复核",
    remit: "打款复核",
    recharge: "充值订单审核",
    merchant: "商户入网审核",
    recon: "对账差错",
  },
  askedBy: "提交人",
  handle: "去处理",
  commentHint: "驳回时必填（申请人会看到），最多200个字符",
  decisionRequired: "请选择通过或驳回",
  commentRequired: "驳回时请填写审批意见",
  reconElsewhere: "对账差错请在差错处理中处理",
  ownItem: "不能审批自己发起的事项",
  gone: "该事项已处理或不再等待你处理",
  approved: "已通过",
};

/** Where these texts are read: `work.approvals.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "work.approvals";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}
