/** 招商推广人员. */
export default {
  name: "姓名",
  namePlaceholder: "姓名或手机号码",
  mobile: "手机号码",
  mobileHint: "11 位大陆手机号码",
  dept: "所属部门",
  status: "状态",
  statuses: { "1": "启用", "0": "停用" },
  createTime: "创建时间",
  mobileRequired: "手机号码不能为空",
  mobileLength: "手机号码长度不为11位",
  mobileFormat: "手机号码格式不正确",
};
