/** 设备列表. */
const texts = {
  sn: "设备SN",
  snPlaceholder: "SN 或其中一段",
  snHint: "6–32 位字母或数字",
  snFormat: "设备SN为 6–32 位字母或数字",
  deviceType: "设备类型",
  deviceModel: "设备型号",
  status: "设备状态",
  bindTime: "绑定时间",
  bind: "绑定",
  bindRow: "绑定设备 {{sn}}",
  bindTitle: "绑定设备 {{sn}} 到门店",
  storeNoHint: "如 S10000001，须为可管理范围内的门店",
  storeNoFormat: "门店编号为字母或数字",
  storeMissing: "未找到该门店",
  unbind: "解绑",
  unbindRow: "解绑设备 {{sn}}",
};

/** Where these texts are read: `partner.equipInfo.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "partner.equipInfo";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}
