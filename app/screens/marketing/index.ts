/**
 * Every descriptor of the platform's toll screens (营销管理: 充值套餐, 充值订单, 公司配置,
 * 流水统计; ADR 017): for the kit's routes that serve a screen by its path and for checks that
 * must hold for each screen (their texts exist in both languages).
 */
import type { AnyScreen } from "~/kit/shared/screen";
import { companyConfigScreen } from "./company-config";
import { flowCountScreen } from "./flow-count";
import { rechargeScreen } from "./recharge";
import { tollComboScreen } from "./toll-combo";
// 营销活动 and 银行活动 (ADR 023).
import { activityScreen } from "./activity";
import { bankActScreen } from "./bank-act";

export const MARKETING_LISTS: AnyScreen[] = [
  tollComboScreen,
  rechargeScreen,
  companyConfigScreen,
  flowCountScreen,
  activityScreen,
  bankActScreen,
];
