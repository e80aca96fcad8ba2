/** The platform's toll screens' texts, in English (the same shape as zh/marketing). */
import companyConfig from "./company-config";
import flowCount from "./flow-count";
import recharge from "./recharge";
import tollCombo from "./toll-combo";

export default { tollCombo, recharge, companyConfig, flowCount };
