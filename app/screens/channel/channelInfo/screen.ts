/**
 * 通道列表 (/channel/channelInfo): the tenant's channels, channel.channelInfo.* (page with channelName, channelType, status; detail; submit; remove; updateStatus ?id&status).
 * Platform data: partner accounts do not hold the menu. Rates are edited on 通道费率配置.
 */
import { codeField, crudButtons } from "~/kit/shared/screen-presets";
import { crudApi, defineScreen, type RowOf, screenNames } from "~/kit/shared/screen";

export const channelInfoScreen = defineScreen({
  ...screenNames("channel", "channelInfo", "partner"),
  name: "通道列表",
  api: crudApi("channel.channelInfo"),
  row: {
    channelCode: "text",
    channelName: "text",
    channelType: "text",
    channelMchNo: "text",
    channelMchType: "code",
    wxRate: "text",
    aliRate: "text",
    unionRate: "text",
    status: "code",
    sort: "number",
    remark: "text",
    createTime: "text",
  },
  rowLabel: (row) => `${row.channelCode} ${row.channelName}`,
  buttons: { ...crudButtons("channel"), view: true },
  filters: {
    channelName: { max: 50, placeholder: "namePlaceholder" },
    channelType: { kind: "select" },
    status: { kind: "select", options: ["1", "0"], optionTexts: "statuses" },
  },
  columns: [
    { key: "channelCode", sort: true, fixed: true, mono: true },
    { key: "channelName", sort: true, fixed: true },
    { key: "channelType" },
    { key: "channelMchNo", mono: true },
    { key: "channelMchType" },
    { key: "status", sort: true },
    { key: "sort", sort: true },
  ],
  fields: {
    channelCode: codeField(32, "[A-Z][A-Z0-9_]{1,31}"),
    channelName: { required: true, max: 50, sensitive: true },
    channelType: { kind: "select" },
    channelMchNo: { max: 32, pattern: { source: "[\\w\\-]{1,32}", message: "mchNoFormat" } },
    channelMchType: { kind: "radio", options: ["1", "2"], optionTexts: "mchTypes" },
    sort: { kind: "number", max: 999_999 },
    remark: { kind: "textarea", max: 200, sensitive: true, wide: true },
  },
  detail: [
    "channelCode",
    "channelName",
    "channelType",
    "channelMchNo",
    "channelMchType",
    "wxRate",
    "aliRate",
    "unionRate",
    "status",
    "sort",
    "createTime",
    { name: "remark", wide: true },
  ],
});

export type Channel = RowOf<typeof channelInfoScreen.row>;
export type { Choice } from "~/kit/shared/screen";
