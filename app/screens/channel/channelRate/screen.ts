/**
 * 通道费率配置 (/channel/channelRate): each channel's cost rate per pay way (微信, 支付宝, 银联), in
 * percent as decimal strings (0–100, at most 4 decimals). The channels' list
 * (channelinfo/page) with one action, 修改 (channel_rate_edit): POST channelinfo/updateRate
 * {id, wxRate, aliRate, unionRate}.
 */
import { defineScreen, screenNames, viewApi } from "~/kit/shared/screen";

/** A rate in percent: 0–100 with at most 4 decimals (the server checks the bound too). */
export const RATE_SOURCE = "(100(\\.0{1,4})?|\\d{1,2}(\\.\\d{1,4})?)";

export const channelRateScreen = defineScreen({
  ...screenNames("channel", "channelRate", "partner"),
  name: "通道费率配置",
  api: { ...viewApi("channel.channelInfo"), submit: "channel.channelInfo.updateRate" },
  row: {
    channelCode: "text",
    channelName: "text",
    wxRate: "text",
    aliRate: "text",
    unionRate: "text",
    status: "code",
    updateTime: "text",
  },
  rowLabel: (row) => `${row.channelCode} ${row.channelName}`,
  buttons: { edit: "channel_rate_edit" },
  filters: { channelName: { max: 50, placeholder: "namePlaceholder" } },
  columns: [
    { key: "channelCode", sort: true, fixed: true, mono: true },
    { key: "channelName", sort: true, fixed: true },
    { key: "wxRate" },
    { key: "aliRate" },
    { key: "unionRate" },
    { key: "updateTime", format: "datetime" },
  ],
  fields: {
    channelCode: { fixedOnEdit: true },
    wxRate: { required: true, max: 8, pattern: { source: RATE_SOURCE, message: "rateFormat" }, hint: "rateHint" },
    aliRate: { required: true, max: 8, pattern: { source: RATE_SOURCE, message: "rateFormat" }, hint: "rateHint" },
    unionRate: { required: true, max: 8, pattern: { source: RATE_SOURCE, message: "rateFormat" }, hint: "rateHint" },
  },
});
