/**
 * Every descriptor of the partner network's screens (代理商, 业务, 商户, 门店, 通道, 设备): for the
 * kit's routes that serve a screen by its path (导出) and for checks that must hold for each
 * screen (their texts exist in both languages).
 */
import type { AnyScreen, FormScreenSpec } from "~/kit/shared/screen";
import { agentScreen } from "./agent";
import { businessInfoScreen } from "./business-info";
import { channelInfoScreen } from "./channel-info";
import { channelRateScreen } from "./channel-rate";
import { deptChannelScreen } from "./dept-channel";
import { equipInfoScreen } from "./equip-info";
import { equipTenantScreen } from "./equip-tenant";
import { investPromotionScreen } from "./invest-promotion";
import { merchantInfoScreen } from "./merchant-info";
import { merchantSubScreen } from "./merchant-sub";
import { migrationScreen } from "./migration";
import { salesmanScreen } from "./salesman";
import { storeInfoScreen } from "./store-info";
import { storeMenScreen } from "./store-men";
import { storeSubScreen } from "./store-sub";

export const PARTNER_LISTS: AnyScreen[] = [
  agentScreen,
  salesmanScreen,
  businessInfoScreen,
  investPromotionScreen,
  migrationScreen,
  merchantInfoScreen,
  merchantSubScreen,
  channelInfoScreen,
  channelRateScreen,
  equipInfoScreen,
  storeInfoScreen,
  storeMenScreen,
  storeSubScreen,
];

export const PARTNER_FORMS: FormScreenSpec[] = [deptChannelScreen, equipTenantScreen];
