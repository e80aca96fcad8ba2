/** The partner network's screens' texts, in English (the same shape as zh/partner). */
import merchantInfo from "./merchant-info";
import merchantSub from "./merchant-sub";
import channelStatus from "./channel-status";

export default { merchantInfo, merchantSub, channelStatus };
