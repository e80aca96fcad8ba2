/** Common settings. */
import type zh from "./texts.zh";
export default {
  description: "This tenant's marketing link, token refresh time, sign-in methods and auto lock.",
  marketingLink: "Marketing link",
  marketingLinkHint: "Leave empty to hide the marketing shortcut",
  marketingLinkFormat: "The marketing link must be an http(s) address or a site path",
  tokenTime: "Token refresh time (s)",
  tokenTimeHint: "300-86400 seconds",
  tokenTimeRange: "Enter a whole number from 300 to 86400",
  loginModes: "Sign-in methods",
  loginModePassword: "Account and password",
  loginModePhone: "SMS code",
  loginModeSocial: "Third-party",
  passwordRequired: "Password sign-in must stay on",
  autoLockMinutes: "Auto lock (minutes)",
  autoLockHint: "0 turns it off; at most 240 minutes",
  autoLockRange: "Enter a whole number from 0 to 240",
} satisfies typeof zh;
