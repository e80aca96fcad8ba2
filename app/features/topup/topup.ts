/**
 * The flow top-up's shapes and rules shared by the server and the page (spec §2, §3, §5;
 * ADR 017): what a package, the order's context and a recharge order look like to the views.
 */
import type { FormMessageView } from "~/lib/i18n";

export type Combo = { id: string; comboName: string; flowAmount: string; chargeRatio: string; price: string };

/** 确定订单's context: the operator's department and its flow balance. */
export type OrderContext = { deptName: string; linkphone: string; flowBalance: string };

/** 对公转账's collecting account (the platform's company config). */
export type Company = { companyName: string; bankAccount: string; bank: string };

export type RechargeOrder = {
  id: string;
  orderNo: string;
  comboName: string;
  buyNum: string;
  actualPrice: string;
  orderState: string;
  auditRemark: string;
  createTime: string;
};

/** The top-up as the dialog and the pages read it (GET /topup). */
export type TopUpData = {
  combos: Combo[];
  context: OrderContext;
  company: Company | null;
  orders: RechargeOrder[];
  /** recharge_state's names by value (the dictionary's, else the fallback texts). */
  stateNames: Record<string, string>;
  loadError: FormMessageView | null;
};

/** Spec §9: payment screenshots, at most 5. */
export const MAX_CERTIFICATES = 5;

/** What 复制信息 copies: company, account and bank, one per line. */
export function transferText(company: Company, labels: { company: string; account: string; bank: string }): string {
  return `${labels.company}：${company.companyName}\n${labels.account}：${company.bankAccount}\n${labels.bank}：${company.bank}`;
}
