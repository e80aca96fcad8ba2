/** 消息中心's publishing: 系统通知's 发布通知 and 平台公告 (ADR 024). */
export const publish = {
  button: "发布通知",
  submit: "发布",
  types: { "1": "平台公告", "2": "安全通知" },
  confirmDelete: "确定删除通知“{{label}}”吗？所有用户都将看不到它。",
};

export const platformInfo = {
  startTime: "发布时间起",
  endTime: "发布时间止",
  dept: "接收部门",
  sender: "发布人",
  reads: "已读/接收",
  readsValue: "{{read}} / {{total}}",
  time: "发布时间",
  updateTime: "修改时间",
  depts: "接收部门",
  deptsHint: "可多选；每个部门各发布一条公告，该部门及其下级部门的用户在“我的消息”中收到（系统消息）。",
  noDepts: "没有可选的部门",
  outOfScope: "只能向本部门及下级部门发布公告",
  readLocked: "已有 {{count}} 人阅读，公告不能再修改。",
  editHint: "修改后，已发送给接收人的未读消息一并更新。",
};
