/**
 * 通用设置 (/system/commonSetting): one form, not a list, for administrators.
 * system.commonSetting.detail and .submit {marketingLink, tokenTime, loginModes (comma-joined;
 * password required), autoLockMinutes}.
 */
import { defineForm } from "~/kit/shared/screen";

/** The sign-in methods a tenant can offer; password sign-in must stay on. */
export const LOGIN_MODES = ["password", "phone", "social"] as const;
export type LoginMode = (typeof LOGIN_MODES)[number];

export const commonSettingScreen = defineForm({
  id: "commonSetting",
  path: "/system/commonSetting",
  name: "通用设置",
  menuCode: "commonSetting",
  texts: "system.settings",
  fields: {
    marketingLink: { max: 500, hint: "marketingLinkHint" },
    tokenTime: { kind: "number", required: true, min: 300, max: 86_400, hint: "tokenTimeHint" },
    autoLockMinutes: { kind: "number", required: true, min: 0, max: 240, hint: "autoLockHint" },
    loginModes: { kind: "checkboxes", required: true, options: LOGIN_MODES },
  },
});

/** 通用设置 as the page shows it. */
export type CommonSetting = { marketingLink: string; tokenTime: string; loginModes: string[]; autoLockMinutes: string };
