/**
 * The money screens' texts (订单管理, 对账管理, 结算管理, 账户管理; ADR 018): sent to the browser
 * only by those screens, each its own part.
 */
import settleConfig from "./settle-config";
import settleRecord from "./settle-record";

export default { settleRecord, settleConfig };
