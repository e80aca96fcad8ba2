/** The partner network's screens' texts, in English (the same shape as zh/partner). */
import agent from "./agent";
import businessInfo from "./business-info";
import channelInfo from "./channel-info";
import channelStatus from "./channel-status";
import channelRate from "./channel-rate";
import deptChannel from "./dept-channel";
import equipInfo from "./equip-info";
import equipTenant from "./equip-tenant";
import investPromotion from "./invest-promotion";
import merchantInfo from "./merchant-info";
import merchantSub from "./merchant-sub";
import migration from "./migration";
import salesman from "./salesman";
import storeInfo from "./store-info";
import storeMen from "./store-men";
import storeSub from "./store-sub";

export default {
  agent,
  salesman,
  businessInfo,
  investPromotion,
  migration,
  merchantInfo,
  merchantSub,
  channelStatus,
  channelInfo,
  channelRate,
  deptChannel,
  equipInfo,
  equipTenant,
  storeInfo,
  storeMen,
  storeSub,
};
