/**
 * The partner network's screens' texts (agents, businesses, merchants, stores, channels,
 * devices): sent to the browser only by those screens, each its own part.
 */
import merchantInfo from "./merchant-info";
import merchantSub from "./merchant-sub";
import channelStatus from "./channel-status";

export default { merchantInfo, merchantSub, channelStatus };
