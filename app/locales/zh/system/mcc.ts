/** MCC管理. */
export default {
  code: "MCC编码",
  name: "MCC名称",
  namePlaceholder: "名称或编码",
  category: "类别",
  sort: "排序",
  remark: "备注",
  createTime: "创建时间",
  codeHint: "4 位数字",
  codeFormat: "MCC编码为 4 位数字",
};
