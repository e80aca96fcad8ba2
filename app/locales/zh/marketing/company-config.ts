/** 公司配置. */
export default {
  companyName: "公司全称",
  companyNamePlaceholder: "请输入公司名称",
  bankAccount: "银行账号",
  bankAccountFormat: "银行账号为8至32位数字，可含空格",
  bankAccountHint: "8至32位，数字之间可用空格分组",
  bank: "开户银行",
  status: "状态",
  statuses: { "1": "启用", "0": "停用" },
  remark: "备注",
  createTime: "创建时间",
};
