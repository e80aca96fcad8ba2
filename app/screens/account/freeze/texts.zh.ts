/** 冻结管理's texts (ADR 018). */
import { accountOwnerTypes } from "~/locales/zh/shared";

const texts = {
  keyword: "账户或冻结单号",
  keywordPlaceholder: "商户或代理商编号、名称，冻结单号",
  state: "冻结状态",
  states: { "1": "冻结中", "2": "部分解冻", "3": "已解冻" },
  freezeType: "冻结类型",
  types: { "1": "风控冻结", "2": "司法冻结", "3": "手动冻结" },
  freezeNo: "冻结单号",
  ownerTypes: accountOwnerTypes,
  ownerNo: "账户编号",
  ownerName: "账户名称",
  amount: "冻结金额",
  unfrozen: "已解冻",
  remaining: "剩余冻结",
  createTime: "冻结时间",
  history: "冻结记录",
  action: "操作",
  actions: { freeze: "冻结", unfreeze: "解冻" },
  frozenNow: "已冻结",
  freezeNew: "冻结资金",
  freezeHint: "冻结金额从可用余额转入冻结余额，不能超过可用余额；超过复核金额需另一位操作员复核。",
  amountHint: "元，最多两位小数",
  unfreezeAmount: "解冻金额",
  amountRequired: "请输入金额",
  typeRequired: "请选择冻结类型",
  reasonRequired: "请填写原因",
  ownerRequired: "请输入账户编号",
  ownerNotFound: "未找到该账户，或无权操作",
  tooMuch: "冻结金额不能超过可用余额 {{available}} 元",
  unfreezeTooMuch: "解冻金额不能超过剩余冻结金额 {{remaining}} 元",
  frozenDone: "冻结成功",
  unfrozenDone: "解冻成功",
  reviewing: "金额超过复核金额，已提交复核",
};

/** Where these texts are read: `money.freeze.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "money.freeze";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}
