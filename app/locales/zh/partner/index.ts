/**
 * The partner network's screens' texts (agents, businesses, merchants, stores, channels,
 * devices): sent to the browser only by those screens, each its own part.
 */
import channelInfo from "./channel-info";
import channelRate from "./channel-rate";
import deptChannel from "./dept-channel";
import equipInfo from "./equip-info";
import equipTenant from "./equip-tenant";

export default { channelInfo, channelRate, deptChannel, equipInfo, equipTenant };
