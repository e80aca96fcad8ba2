/** Device list. */
import type zh from "./texts.zh";
export default {
  sn: "Device SN",
  snPlaceholder: "SN or part of it",
  snHint: "6–32 letters or digits",
  snFormat: "The device SN is 6–32 letters or digits",
  deviceType: "Device type",
  deviceModel: "Model",
  status: "Status",
  bindTime: "Bound at",
  bind: "Bind",
  bindRow: "Bind device {{sn}}",
  bindTitle: "Bind device {{sn}} to a store",
  storeNoHint: "E.g. S10000001; a store you manage",
  storeNoFormat: "The store number is letters or digits",
  storeMissing: "No such store",
  unbind: "Unbind",
  unbindRow: "Unbind device {{sn}}",
} satisfies typeof zh;
