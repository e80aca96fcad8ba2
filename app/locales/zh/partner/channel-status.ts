/** 入网查询. */
export default {
  channelTitle: "通道入网状态",
  bankTitle: "银行入网状态",
  channelTab: "通道入网",
  bankTab: "银行入网",
  pickMerchant: "请选择商户后查询",
  query: "查询",
  merchantRegStatus: "进件状态",
  bankName: "银行",
  channelCode: "编码",
  regStatus: "入网状态",
  applyTime: "申请时间",
  rejectReason: "驳回原因",
  none: "暂无入网记录",
};
