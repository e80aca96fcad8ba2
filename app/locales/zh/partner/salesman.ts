/** 业务员管理. */
export default {
  name: "业务员姓名",
  idCard: "身份证号",
  idCardHint: "18 位，末位可为 X；已保存的号码以掩码显示",
  idCardFormat: "身份证号格式不正确",
};
