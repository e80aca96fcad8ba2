/** 公众号配置 (Account settings). */
import type zh from "./texts.zh";
export default {
  name: "Account name",
  namePlaceholder: "Account name",
  appId: "AppID",
  appIdPlaceholder: "18-character AppID starting with wx",
  appIdFormat: "The AppID is wx followed by 16 lowercase hexadecimal characters",
  appIdHint: "Found in the WeChat Official Accounts Platform under Settings and development → Basic configuration",
  appSecret: "AppSecret",
  appSecretFormat: "The AppSecret is 32 letters or digits",
  appSecretHint: "32 letters or digits; write-only, never shown after saving",
  token: "Token",
  tokenFormat: "The token is 3 to 32 letters or digits",
  tokenHint: "3 to 32 letters or digits, as in the server configuration; write-only",
  encodingAesKey: "EncodingAESKey",
  aesKeyFormat: "The EncodingAESKey is 43 letters or digits",
  aesKeyHint: "43 letters or digits, the message encryption key; write-only",
  keepHint: "Set: leave empty to keep it, type a new value to replace it",
  accountType: "Account type",
  types: { "1": "Subscription account", "2": "Service account" },
} satisfies typeof zh;
