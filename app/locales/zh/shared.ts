/**
 * Option texts several screens show alike (their `optionTexts`), written once and shared by reference:
 * each screen's texts name the same object (issue 32).
 */
export const refundStates = { "0": "退款中", "1": "退款成功", "2": "退款失败" };
export const mismatchTypes = { "1": "仅平台有", "2": "仅渠道有", "3": "金额不符", "4": "状态不符", "5": "手续费不符" };
export const handlingStates = { "0": "待处理", "1": "已处理", "2": "已忽略" };
export const accountOwnerTypes = { "1": "商户账户", "2": "代理商账户" };
export const splitModes = { "1": "自动分账", "2": "手动分账" };
export const flowStates = { "1": "激活", "2": "挂起" };
export const agentLevels = { "1": "一级代理商", "2": "二级代理商", "3": "三级代理商" };
