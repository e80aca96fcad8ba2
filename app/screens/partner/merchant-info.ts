/**
 * 商户列表 (/merchant/merchantInfo): the merchants of the operator's partner scope (ADR 016),
 * merchant.mrcInfo.* (search, getMrcByNameOrNo, is the list: keyword on name or number,
 * merchantStatus, regStatus; detail; submit creates under an agent, update edits; updateStatus;
 * remove?ids=). Statuses, reg statuses and merchant types are the tenant's dict-biz values
 * (merchant_status, reg_status, merchant_type), sent by the loader. Rows link to 入网查询
 * (/channelStatus?merchantId=) and 分账配置 (/merchantSub?merchantId=).
 */
import { defineScreen, type RowOf } from "~/kit/shared/screen";

export const merchantInfoScreen = defineScreen({
  id: "merchantInfo",
  path: "/merchant/merchantInfo",
  menuCode: "merchantInfo",
  texts: "partner.merchantInfo",
  name: "商户列表",
  api: { list: "merchant.mrcInfo.search", detail: "merchant.mrcInfo.detail", submit: "merchant.mrcInfo.submit", remove: "merchant.mrcInfo.remove" },
  row: {
    merchantNo: "text",
    merchantFullName: "text",
    merchantShortName: "text",
    merchantType: "code",
    agentId: "text",
    agentName: "text",
    agentNo: "text",
    agentPath: "text",
    merchantId: "text",
    linkMan: "text",
    mobile: "mobile",
    linkEmail: "email",
    mcc: "text",
    legalPerson: "text",
    licenceNo: "text",
    address: "text",
    settleAccountName: "text",
    settleCardNo: "bankCard",
    settleBankName: "text",
    merchantStatus: "code",
    regStatus: "code",
    remark: "text",
    createTime: "text",
  },
  rowLabel: (row) => `${row.merchantNo} ${row.merchantFullName}`,
  buttons: { create: "merchant_add", edit: "merchant_edit", delete: "merchant_delete", view: "merchant_view", viewFull: "merchant_view_full" },
  export: "merchant_export",
  exportFull: "merchant_export_full",
  filters: {
    keyword: { max: 50, label: "keyword", placeholder: "keywordPlaceholder" },
    merchantStatus: { kind: "select", label: "merchantStatus" },
    regStatus: { kind: "select", label: "regStatus" },
  },
  columns: [
    { key: "merchantNo", sort: true, fixed: true, mono: true },
    { key: "merchantFullName", sort: true, fixed: true },
    { key: "merchantShortName" },
    { key: "agentName" },
    { key: "merchantType" },
    { key: "linkMan" },
    { key: "mobile" },
    { key: "merchantStatus", sort: true },
    { key: "regStatus", sort: true },
    { key: "createTime", sort: true, format: "datetime" },
  ],
  fields: {
    merchantFullName: { required: true, max: 50, sensitive: true },
    merchantShortName: { max: 20, sensitive: true },
    merchantType: { kind: "select", required: true },
    agentId: { kind: "remote", remote: "agent", required: true },
    linkMan: { required: true, max: 20 },
    mobile: { required: true, max: 11 },
    linkEmail: { max: 100 },
    mcc: { max: 4, pattern: { source: "\\d{4}", message: "mccFormat" } },
    legalPerson: { max: 20 },
    licenceNo: { max: 18, pattern: { source: "[0-9A-Z]{15}|[0-9A-Z]{18}", message: "licenceFormat" } },
    address: { max: 100, wide: true },
    settleAccountName: { max: 50 },
    settleCardNo: { max: 30, pattern: { source: "\\d{12,30}", message: "cardFormat" } },
    settleBankName: { max: 50 },
    remark: { kind: "textarea", max: 200, wide: true },
  },
  detail: [
    "merchantNo", "merchantFullName", "merchantShortName", "merchantType", "agentName", "agentNo", "linkMan", "mobile", "linkEmail", "mcc",
    "legalPerson", "licenceNo", { name: "address", wide: true }, "settleAccountName", "settleCardNo", "settleBankName", "merchantStatus", "regStatus",
    "createTime", { name: "remark", wide: true },
  ],
});

export type Merchant = RowOf<typeof merchantInfoScreen.row>;
export type Choice = { value: string; label: string };
/** The dictionaries the list and its forms show (dict-biz). */
export type MerchantDicts = { merchantStatus: Choice[]; regStatus: Choice[]; merchantType: Choice[] };
