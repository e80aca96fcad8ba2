/** 公司配置. */
export default {
  companyName: "公司全称",
  companyNamePlaceholder: "请输入公司名称",
  bankAccountFormat: "银行账号为8至32位数字，可含空格",
  bankAccountHint: "8至32位，数字之间可用空格分组",
};
