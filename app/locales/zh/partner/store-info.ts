/** 门店列表. */
export default {
  storeShortName: "门店简称",
  merchantHint: "商户账号可不选，默认为本商户",
  isDirect: "直营门店",
  directs: { "0": "否", "1": "是" },
  address: "门店地址",
  mobile: "联系电话",
  storeStatus: "门店状态",
  withDirect: "直营门店",
  withDirectOptions: { "1": "含直营门店" },
  statusOf: "{{label}}的门店状态",
  split: "分账配置",
  splitOf: "{{label}}的分账配置",
};
