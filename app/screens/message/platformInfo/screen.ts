/**
 * 平台公告 (/message/platformInfo, ADR 024): the platform administrators' announcements to
 * departments. 新增 publishes one to each chosen department of the operator's own subtree at
 * once (platformInfo/batch-submit), each delivered to the users of that department and those
 * below it as a personal 系统消息; 修改 changes the title and content of one nobody has read
 * yet; 删除 withdraws it with the messages it delivered.
 */
import { defineScreen } from "~/kit/shared/screen";

export const platformInfoScreen = defineScreen({
  searches: ["dept"],
  id: "platformInfo",
  path: "/message/platformInfo",
  name: "平台公告",
  menuCode: "platformInfo",
  texts: "messages.platformInfo",
  api: {
    list: "msgCenter.platformInfo.page",
    detail: "msgCenter.platformInfo.detail",
    submit: "msgCenter.platformInfo.submit",
    remove: "msgCenter.platformInfo.remove",
  },
  row: {
    title: "text",
    content: "text",
    createDept: "text",
    createDeptName: "text",
    sender: "text",
    createTime: "text",
    updateTime: "text",
    receiverCount: "number",
    readCount: "number",
  },
  rowLabel: (row) => (row.createDeptName ? `${row.title}（${row.createDeptName}）` : row.title),
  buttons: {
    create: "platform_info_add",
    edit: "platform_info_edit",
    delete: "platform_info_delete",
    view: true,
    batchDelete: true,
  },
  filters: {
    title: { max: 100, placeholder: "titlePlaceholder" },
    createDept: { kind: "select", label: "dept" },
    startTime: { kind: "date", bound: "start" },
    endTime: { kind: "date", bound: "end" },
  },
  columns: [
    { key: "title", fixed: true },
    { key: "createDeptName", label: "dept" },
    { key: "sender" },
    { key: "readCount", label: "reads" },
    { key: "createTime", label: "time" },
  ],
  fields: {
    // The departments of a new announcement: their choices come from the loader (the operator's subtree).
    deptIds: { kind: "checkboxes", label: "depts", required: true, hint: "deptsHint", wide: true },
    title: { required: true, max: 100, sensitive: true, wide: true },
    content: { kind: "textarea", required: true, max: 2000, sensitive: true, wide: true },
  },
  detail: ["title", "createDeptName", "sender", "createTime", "updateTime", "readCount", "content"],
});
