/**
 * 公司配置 (/marketing/companyConfig): the platform's collecting bank accounts, shown to a tenant
 * in the 对公转账 dialog (spec §2; ADR 017). Entries toll.companyConfig: list
 * (companyName contains), detail/{id}, save, update, remove?ids=. Status 1 启用, 0 停用 (the
 * toll service stores 1/0, not the `status` dictionary's 1/2).
 */
import { defineScreen, type RowOf, screenNames } from "~/kit/shared/screen";

export const companyConfigScreen = defineScreen({
  ...screenNames("marketing", "companyConfig"),
  name: "公司配置",
  api: {
    list: "toll.companyConfig.list",
    detail: "toll.companyConfig.detail",
    submit: "toll.companyConfig.save",
    remove: "toll.companyConfig.remove",
  },
  row: { companyName: "text", bankAccount: "text", bank: "text", status: "code", remark: "text", createTime: "text" },
  rowLabel: (row) => row.companyName,
  buttons: {
    create: "company_config_add",
    edit: "company_config_edit",
    delete: "company_config_delete",
    view: true,
    batchDelete: true,
  },
  filters: { companyName: { max: 100, placeholder: "companyNamePlaceholder" } },
  columns: [
    { key: "companyName", fixed: true },
    { key: "bankAccount", mono: true },
    { key: "bank", label: "bankName" },
    { key: "status" },
    { key: "remark" },
    { key: "createTime", format: "datetime" },
  ],
  fields: {
    companyName: { required: true, max: 100, sensitive: true, wide: true },
    bankAccount: {
      required: true,
      max: 32,
      pattern: { source: "\\d[\\d ]{6,30}\\d", message: "bankAccountFormat" },
      hint: "bankAccountHint",
    },
    bank: { label: "bankName", required: true, max: 100, sensitive: true },
    status: { kind: "radio", required: true, options: ["1", "0"], optionTexts: "statuses" },
    remark: { kind: "textarea", max: 200, sensitive: true },
  },
  detail: ["companyName", "bankAccount", "bank", "status", "createTime", "remark"],
});

export type CompanyConfig = RowOf<typeof companyConfigScreen.row>;
