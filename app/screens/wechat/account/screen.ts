/**
 * 公众号配置 (/wechat/account, ADR 026): the tenant's WeChat official accounts.
 * Entries wechat.account: list (account/page: name, appId, type), detail?id=, submit, remove?ids=. The
 * appSecret, token and EncodingAESKey are write-only: the backend answers only whether each is set
 * (appSecretSet, tokenSet, aesKeySet), the form never shows them, and an empty one on edit keeps
 * the stored value. Type 1 订阅号, 2 服务号 (WeChat's two kinds of official account); status 1 启用, 0 停用.
 */
import { choices, crudApi, defineScreen, type RowOf } from "~/kit/shared/screen";

/** The write-only fields: never in a page, a loader's data or an echoed form. */
export const SECRET_FIELDS = ["appSecret", "token", "encodingAesKey"] as const;

const TYPE_CHOICES = choices(["1", "2"], "types");

export const wechatAccountScreen = defineScreen({
  id: "wechatAccount",
  path: "/wechat/account",
  menuCode: "wechatAccount",
  texts: "wechat.account",
  name: "公众号配置",
  api: crudApi("wechat.account"),
  row: {
    name: "text",
    appId: "text",
    accountType: "code",
    appSecretSet: "code",
    tokenSet: "code",
    aesKeySet: "code",
    status: "code",
    remark: "text",
    createTime: "text",
    updateTime: "text",
  },
  rowLabel: (row) => `${row.name} ${row.appId}`,
  buttons: {
    create: "wechat_account_add",
    edit: "wechat_account_edit",
    delete: "wechat_account_delete",
    view: true,
    batchDelete: true,
  },
  filters: {
    name: { max: 50, placeholder: "namePlaceholder" },
    appId: { max: 18, placeholder: "appIdPlaceholder" },
    accountType: { kind: "select", ...TYPE_CHOICES },
  },
  columns: [
    { key: "name", fixed: true },
    { key: "appId", mono: true },
    { key: "accountType" },
    { key: "tokenSet", label: "token" },
    { key: "status" },
    { key: "createTime", format: "datetime" },
  ],
  fields: {
    name: { required: true, max: 50, sensitive: true },
    appId: {
      required: true,
      fixedOnEdit: true,
      max: 18,
      pattern: { source: "wx[0-9a-f]{16}", message: "appIdFormat" },
      hint: "appIdHint",
      placeholder: "appIdPlaceholder",
    },
    appSecret: {
      kind: "password",
      max: 32,
      pattern: { source: "[0-9A-Za-z]{32}", message: "appSecretFormat" },
      hint: "appSecretHint",
    },
    token: {
      kind: "password",
      max: 32,
      pattern: { source: "[0-9A-Za-z]{3,32}", message: "tokenFormat" },
      hint: "tokenHint",
    },
    encodingAesKey: {
      kind: "password",
      max: 43,
      pattern: { source: "[0-9A-Za-z]{43}", message: "aesKeyFormat" },
      hint: "aesKeyHint",
    },
    accountType: { kind: "radio", required: true, ...TYPE_CHOICES },
    status: { kind: "radio", required: true, options: ["1", "0"], optionTexts: "statuses" },
    remark: { kind: "textarea", max: 200, sensitive: true },
  },
  detail: [
    "name",
    "appId",
    "accountType",
    { name: "appSecretSet", label: "appSecret" },
    "tokenSet",
    { name: "aesKeySet", label: "encodingAesKey" },
    "status",
    "createTime",
    "updateTime",
    "remark",
  ],
});

export type WechatAccount = RowOf<typeof wechatAccountScreen.row>;
