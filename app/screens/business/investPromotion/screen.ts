/**
 * 招商推广人员 (/business/investPromotion): the platform's own staff who recruit agents,
 * user.investPromotion.page (`name` on name or mobile, spec §7) with its detail, submit and
 * remove. Platform staff only: a partner
 * account sees none (the backend says so; the menu does not offer the screen to partner roles).
 */
import { choices, defineScreen, type RowOf, screenNames } from "~/kit/shared/screen";

const STATUS_CHOICES = choices(["1", "0"], "statuses");

export const investPromotionScreen = defineScreen({
  searches: ["salesRep"],
  ...screenNames("business", "investPromotion", "partner"),
  name: "招商推广人员",
  api: {
    list: "user.investPromotion.page",
    detail: "user.investPromotion.detail",
    submit: "user.investPromotion.submit",
    remove: "user.investPromotion.remove",
  },
  row: { name: "text", mobile: "mobile", deptId: "text", deptName: "text", status: "code", createTime: "text" },
  rowLabel: (row) => `${row.name}（${row.mobile}）`,
  buttons: {
    create: "invest_promotion_add",
    edit: "invest_promotion_edit",
    delete: "invest_promotion_delete",
    view: true,
    batchDelete: true,
    viewFull: "invest_promotion_view_full",
  },
  filters: {
    name: { max: 20, placeholder: "namePlaceholder" },
    status: { kind: "select", ...STATUS_CHOICES },
  },
  columns: [
    { key: "name", sort: true, fixed: true },
    { key: "mobile", sort: true, mono: true },
    { key: "deptName", label: "dept" },
    { key: "status", option: "status" },
    { key: "createTime", sort: true, format: "datetime" },
  ],
  fields: {
    name: { required: true, max: 20, sensitive: true },
    mobile: { required: true, max: 11, hint: "mobileHint" },
    deptId: { kind: "remote", remote: "dept", label: "dept", nameFrom: "deptName" },
    status: { kind: "radio", ...STATUS_CHOICES, required: true },
  },
  detail: ["name", "mobile", "deptName", "status", "createTime"],
});

export type InvestPromotionPerson = RowOf<typeof investPromotionScreen.row>;
