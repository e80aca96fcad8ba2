/** 通用设置. */
const texts = {
  description: "本租户的营销链接、令牌刷新时长、登录方式与自动锁屏。",
  marketingLink: "营销链接",
  marketingLinkHint: "留空则顶部不显示营销入口",
  marketingLinkFormat: "营销链接必须是 http(s) 地址或站内路径",
  tokenTime: "令牌刷新时长（秒）",
  tokenTimeHint: "300-86400 秒",
  tokenTimeRange: "请输入 300-86400 之间的整数",
  loginModes: "登录方式",
  loginModePassword: "账号密码",
  loginModePhone: "手机验证码",
  loginModeSocial: "第三方登录",
  passwordRequired: "账号密码登录必须保留",
  autoLockMinutes: "自动锁屏（分钟）",
  autoLockHint: "0 表示不自动锁屏，最多 240 分钟",
  autoLockRange: "请输入 0-240 之间的整数",
};

/** Where these texts are read: `system.settings.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "system.settings";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}
