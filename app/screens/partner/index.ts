/**
 * Every descriptor of the partner network's screens (代理商, 业务, 商户, 门店, 通道, 设备): for the
 * kit's routes that serve a screen by its path (导出) and for checks that must hold for each
 * screen (their texts exist in both languages).
 */
import type { AnyScreen, FormScreenSpec } from "~/kit/shared/screen";
import { merchantInfoScreen } from "./merchant-info";
import { merchantSubScreen } from "./merchant-sub";

export const PARTNER_LISTS: AnyScreen[] = [merchantInfoScreen, merchantSubScreen];

export const PARTNER_FORMS: FormScreenSpec[] = [];
