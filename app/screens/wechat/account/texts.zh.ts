/** 公众号配置. */
const texts = {
  name: "公众号名称",
  namePlaceholder: "请输入公众号名称",
  appId: "AppID",
  appIdPlaceholder: "wx 开头的18位AppID",
  appIdFormat: "AppID须为 wx 加16位十六进制字符（小写）",
  appIdHint: "在微信公众平台「设置与开发 → 基本配置」查看",
  appSecret: "AppSecret",
  appSecretFormat: "AppSecret须为32位字母或数字",
  appSecretHint: "32位字母或数字；只写不读，保存后不再显示",
  token: "Token",
  tokenFormat: "Token须为3至32位字母或数字",
  tokenHint: "3至32位字母或数字，与服务器配置一致；只写不读",
  encodingAesKey: "EncodingAESKey",
  aesKeyFormat: "EncodingAESKey须为43位字母或数字",
  aesKeyHint: "43位字母或数字，消息加解密密钥；只写不读",
  keepHint: "已设置：留空则保持原值，填写则替换",
  accountType: "公众号类型",
  types: { "1": "订阅号", "2": "服务号" },
};

/** Where these texts are read: `wechat.account.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "wechat.account";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}
