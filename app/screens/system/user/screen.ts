/**
 * 用户管理 (/system/user): the tenant's users, user.* (page with account, realName,
 * phone and deptId filters; detail; submit creates with a password, update edits without one;
 * remove?ids=; reset-password?userIds=). Roles and posts may be several (comma-joined).
 */
import { defineScreen, type RowOf, screenNames } from "~/kit/shared/screen";

export const userScreen = defineScreen({
  ...screenNames("system", "user"),
  name: "用户管理",
  api: { list: "user.page", detail: "user.detail", submit: "user.submit", remove: "user.remove" },
  row: {
    account: "text",
    realName: "text",
    phone: "mobile",
    email: "email",
    sex: "code",
    sexName: "text",
    roleId: "text",
    roleName: "text",
    deptId: "text",
    deptName: "text",
    postId: "text",
    postName: "text",
    tenantName: "text",
    createTime: "text",
  },
  rowLabel: (row) => (row.realName ? `${row.account}（${row.realName}）` : row.account),
  buttons: {
    create: "user_add",
    edit: "user_edit",
    delete: "user_delete",
    view: true,
    batchDelete: true,
    viewFull: "user_view_full",
  },
  export: "user_export",
  exportFull: "user_export_full",
  // The department filter offers the departments of the operator's scope (sent by the loader).
  filters: {
    account: { max: 45 },
    realName: { max: 45 },
    phone: { max: 11, label: "mobile" },
    deptId: { kind: "select", label: "dept" },
  },
  columns: [
    { key: "account", sort: true, fixed: true },
    { key: "realName", sort: true },
    { key: "phone", label: "mobile" },
    { key: "roleName", label: "role" },
    { key: "deptName", label: "dept" },
    { key: "postName", label: "post" },
    { key: "createTime", sort: true, format: "datetime" },
  ],
  fields: {
    account: { required: true, max: 45, pattern: { source: "[\\w.@\\-]+", message: "accountFormat" } },
    password: { kind: "password", required: true, max: 20, hint: "passwordHint" },
    realName: { required: true, max: 45, sensitive: true },
    phone: { label: "mobile", required: true, max: 11 },
    email: { max: 100 },
    sex: { kind: "radio", options: ["1", "2"], optionTexts: "sexes" },
    roleId: { kind: "checkboxes", label: "role" },
    deptId: { kind: "remote", remote: "dept", label: "dept" },
    postId: { kind: "checkboxes", label: "post" },
  },
  detail: [
    "account",
    "realName",
    "phone",
    "email",
    { name: "sexName", label: "sex" },
    "roleName",
    "deptName",
    "postName",
    { name: "tenantName", label: "tenant" },
    "createTime",
  ],
});

/** A user as the page shows it (never a password), and whether it lies in the operator's data scope (ADR 009). */
export type User = RowOf<typeof userScreen.row> & { manageable?: boolean };
export type { Choice } from "~/kit/shared/screen";
