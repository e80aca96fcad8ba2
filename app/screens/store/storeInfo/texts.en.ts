/** Stores. */
import type zh from "./texts.zh";
export default {
  storeShortName: "Short name",
  merchantHint: "A merchant account may leave this empty: its own merchant",
  isDirect: "Direct store",
  directs: { "0": "No", "1": "Yes" },
  address: "Address",
  mobile: "Mobile",
  storeStatus: "Status",
  withDirect: "Direct stores",
  withDirectOptions: { "1": "Include direct stores" },
  statusOf: "Status of {{label}}",
  split: "Split config",
  splitOf: "Split config of {{label}}",
} satisfies typeof zh;
