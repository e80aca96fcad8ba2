/**
 * The platform's toll screens' texts (营销管理: 充值套餐, 充值订单, 公司配置, 流水统计; ADR 017):
 * sent to the browser only by those screens, each its own part.
 */
import companyConfig from "./company-config";
import flowCount from "./flow-count";
import recharge from "./recharge";
import tollCombo from "./toll-combo";
// 营销活动 and 银行活动 (ADR 023).
import activity from "./activity";
import bankAct from "./bank-act";

export default { tollCombo, recharge, companyConfig, flowCount, activity, bankAct };
