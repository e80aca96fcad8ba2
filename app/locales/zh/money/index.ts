/**
 * The money screens' texts (订单管理, 对账管理, 结算管理, 账户管理; ADR 018): sent to the browser
 * only by those screens, each its own part.
 */
import reconBill from "./recon-bill";
import reconError from "./recon-error";

export default { reconBill, reconError };
