/**
 * 机构通道配置 (/channel/deptConfig): a department's (机构's) channel settlement config. Pick a
 * department (?deptId=, the tenant's departments); channel.deptConfig.list
 * (getDeptChannelSeetleConfigList, deptId, spec §7, its spelling kept) lists every channel with the department's config; 保存 (dept_channel_edit)
 * POSTs the whole config: which channels it may use, the settle type (dict-biz settle_type) and
 * the cost rate (percent, 0–100, at most 4 decimals) of each.
 */
import { defineForm } from "~/kit/shared/screen";

export const deptChannelScreen = defineForm({
  searches: ["dept"],
  id: "deptChannel",
  path: "/channel/deptConfig",
  menuCode: "deptChannel",
  texts: "partner.deptChannel",
  name: "机构通道配置",
  fields: {
    deptId: { kind: "select", label: "dept", required: true },
    enabled: { kind: "switch" },
    settleType: { kind: "select", label: "settleType" },
    costRate: {
      max: 8,
      pattern: { source: "(100(\\.0{1,4})?|\\d{1,2}(\\.\\d{1,4})?)", message: "rateFormat" },
      hint: "rateHint",
    },
  },
});

/** One channel's config as the page shows it. */
export type DeptChannelConfig = {
  channelCode: string;
  channelName: string;
  channelStatus: string;
  enabled: string;
  settleType: string;
  costRate: string;
};
export type { Choice } from "~/kit/shared/screen";
