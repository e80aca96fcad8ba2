/**
 * The money screens' texts (订单管理, 对账管理, 结算管理, 账户管理; ADR 018): sent to the browser
 * only by those screens, each its own part.
 */
import accountInfo from "./account-info";
import freeze from "./freeze";
import moneyReview from "./money-review";
import reconBill from "./recon-bill";
import reconError from "./recon-error";
import refundOrder from "./refund-order";
import settleConfig from "./settle-config";
import settleRecord from "./settle-record";
import transactionOrder from "./transaction-order";

export default {
  transactionOrder,
  refundOrder,
  reconBill,
  reconError,
  settleRecord,
  settleConfig,
  accountInfo,
  freeze,
  moneyReview,
};
