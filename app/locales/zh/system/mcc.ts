/** MCC管理. */
export default {
  code: "MCC编码",
  name: "MCC名称",
  category: "类别",
  codeHint: "4 位数字",
  codeFormat: "MCC编码为 4 位数字",
};
