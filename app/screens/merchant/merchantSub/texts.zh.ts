/** 商户分账配置. */
import { splitModes } from "~/locales/zh/shared";

const texts = {
  subSwitch: "分账开关",
  switches: { "1": "已开启", "0": "未开启" },
  modes: splitModes,
  accountTypes: { "1": "个人", "2": "企业" },
  configureRow: "配置 {{label}} 的分账",
  receiversHint: "最多 10 个；比例为百分比，最多两位小数，合计不超过 100%。留空的行不保存。",
  receiverName: "接收方名称",
  receiverAccount: "接收方账号",
  total: "合计 {{total}}%",
  receiverNameRequired: "请填写接收方名称",
  receiverAccountFormat: "账号为 6 至 32 位数字",
  ratioFormat: "比例为 0.01 至 100、最多两位小数",
  duplicateAccount: "接收方账号重复",
  readOnly: "您没有修改分账配置的权限，仅可查看。",
};

/** Where these texts are read: `partner.merchantSub.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "partner.merchantSub";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}
