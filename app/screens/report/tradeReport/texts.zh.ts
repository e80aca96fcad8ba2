/** 交易报表's texts (ADR 021). */
const texts = {
  period: "交易时间",
  granularity: "统计粒度",
  granularities: { day: "按日", month: "按月" },
  dimension: "分布维度",
  dimensions: { agent: "代理商", merchant: "商户", channel: "支付通道", payType: "支付方式" },
  date: "日期",
  month: "月份",
  count: "成功笔数",
  fee: "手续费",
  refunds: "退款",
  net: "实收净额",
  share: "交易额占比",
  party: "名称",
  partyNo: "编号",
  direct: "直属商户",
  others: "其他",
  figures: "报表汇总",
  trendChart: "交易额趋势",
  shareChart: "交易额分布（按{{dimension}}）",
  breakdownTable: "按{{dimension}}汇总",
  trendTable: "明细（{{granularity}}）",
  chartSpoken: "{{title}}：{{items}}",
  empty: "所选范围内没有交易",
  unavailable: "分布数据暂不可用",
  pdfTitle: "交易报表",
  pdfFilters: "筛选：{{filters}}",
  pdfPeriod: "时间：{{from}} 至 {{to}}",
  pdfExportedAt: "导出时间：{{time}}",
};

/** Where these texts are read: `report.tradeReport.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "report.tradeReport";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}
