/** 分润报表's texts. */
import { agentLevels } from "~/locales/zh/shared";

const texts = {
  month: "分润月份",
  agentNoPlaceholder: "代理商编号（含下级）",
  levels: agentLevels,
  parentNo: "上级代理商",
  orderCount: "分润订单数",
  shareAmount: "分润金额",
  refundTaken: "退款扣回",
  keptShare: "实得分润",
  totalsTitle: "{{month}} 分润汇总",
  totalsUnavailable: "分润汇总暂不可用",
  fee: "商户手续费",
  allShare: "代理商分润合计",
  platformShare: "平台留存",
  allKept: "退款后分润合计",
  reconcile: "核对：商户手续费 {{fee}} = 代理商分润合计 {{share}} + 平台留存 {{platform}}",
  merchants: "商户明细",
  noMerchants: "该月没有该代理商的分润商户",
};

/** Where these texts are read: `report.profitReport.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "report.profitReport";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}
