/** The platform's toll screens' texts, in English (the same shape as zh/marketing). */
import companyConfig from "./company-config";
import flowCount from "./flow-count";
import recharge from "./recharge";
import tollCombo from "./toll-combo";
// 营销活动 and 银行活动 (ADR 023).
import activity from "./activity";
import bankAct from "./bank-act";

export default { tollCombo, recharge, companyConfig, flowCount, activity, bankAct };
