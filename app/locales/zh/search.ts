/** 搜索 (/search and the Ctrl/⌘+K palette): records by number beside menu items (issue 34, ADR 041). */
export default {
  title: "搜索",
  shortcut: "搜索菜单和记录（编号、名称）",
  placeholder: "输入菜单名称，或订单号、商户号、SN、批次号…",
  menuHeading: "功能菜单",
  recentRecords: "最近打开的记录",
  loading: "正在查找记录…",
  seeAll: "查看全部结果",
  nothing: "没有找到匹配的记录",
  timedOut: "查询超时，请稍后重试",
  failed: "暂时无法查询",
  noRecent: "还没有打开过记录",
  tooLong: "搜索内容过长",
  /** Which of the record's numbers matched the text. */
  matchedBy: {
    platform: "平台订单号",
    merchant: "商户订单号",
    channel: "渠道订单号",
    refund: "退款单号",
    channelRefund: "渠道退款单号",
    number: "编号",
    name: "名称",
  },
};
