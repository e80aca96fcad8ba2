/** 招商推广人员. */
export default {
  name: "姓名",
  namePlaceholder: "姓名或手机号码",
};
