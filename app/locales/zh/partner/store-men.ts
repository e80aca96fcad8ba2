/** 收银员管理. */
import { enabledStatuses } from "../shared";

export default {
  storeMenName: "收银员姓名",
  mobile: "手机号码",
  roles: { "1": "店长", "2": "收银员" },
  statuses: enabledStatuses,
  keyword: "收银员",
  keywordPlaceholder: "姓名或手机号码",
};
