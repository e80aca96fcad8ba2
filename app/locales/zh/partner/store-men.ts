/** 收银员管理. */
export default {
  storeMenName: "收银员姓名",
  mobile: "手机号码",
  store: "所属门店",
  merchant: "所属商户",
  storeMenRole: "角色",
  roles: { "1": "店长", "2": "收银员" },
  status: "状态",
  statuses: { "1": "启用", "0": "停用" },
  createTime: "创建时间",
  keyword: "收银员",
  keywordPlaceholder: "姓名或手机号码",
  mobileRequired: "手机号码不能为空",
  mobileLength: "手机号码长度不为11位",
  mobileFormat: "手机号码格式不正确",
};
