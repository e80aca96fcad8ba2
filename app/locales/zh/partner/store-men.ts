/** 收银员管理. */
export default {
  storeMenName: "收银员姓名",
  roles: { "1": "店长", "2": "收银员" },
  keyword: "收银员",
  keywordPlaceholder: "姓名或手机号码",
};
