/** 业务员管理. */
export default {
  name: "业务员姓名",
  mobile: "手机号码",
  mobileHint: "11 位大陆手机号码",
  idCard: "身份证号",
  idCardHint: "18 位，末位可为 X；已保存的号码以掩码显示",
  idCardFormat: "身份证号格式不正确",
  agent: "所属代理商",
  agentNo: "代理商编号",
  status: "状态",
  statuses: { "1": "启用", "0": "停用" },
  createTime: "创建时间",
  mobileRequired: "手机号码不能为空",
  mobileLength: "手机号码长度不为11位",
  mobileFormat: "手机号码格式不正确",
};
