/** Department channels. */
import type zh from "./texts.zh";
export default {
  dept: "Department",
  pickDept: "Choose a department",
  pickDeptFirst: "Choose a department to see and save its channel settlement settings.",
  configs: "Channel settlement settings",
  channelOff: "(channel disabled)",
  enabled: "Allowed",
  rateHint:
    "A cost rate is a percentage from 0 to 100 with at most 4 decimals; an allowed channel needs a settlement and a cost rate.",
  rateFormat: "The cost rate is a number from 0 to 100 with at most 4 decimals",
} satisfies typeof zh;
