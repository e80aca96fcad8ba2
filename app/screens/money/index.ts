/**
 * Every descriptor of the money screens (订单管理, 对账管理, 结算管理, 账户管理; ADR 018): for the
 * kit's routes that serve a screen by its path and for checks that must hold for each screen
 * (their texts exist in both languages).
 */
import type { AnyScreen } from "~/kit/shared/screen";
import { accountInfoScreen } from "./account-info";
import { freezeScreen } from "./freeze";
import { moneyReviewScreen } from "./money-review";
import { reconBillScreen } from "./recon-bill";
import { reconErrorScreen } from "./recon-error";
import { refundOrderScreen } from "./refund-order";
import { settleConfigScreen } from "./settle-config";
import { settleRecordScreen } from "./settle-record";
import { transactionOrderScreen } from "./transaction-order";

export const MONEY_LISTS: AnyScreen[] = [
  transactionOrderScreen,
  refundOrderScreen,
  reconBillScreen,
  reconErrorScreen,
  settleRecordScreen,
  settleConfigScreen,
  accountInfoScreen,
  freezeScreen,
  moneyReviewScreen,
];
