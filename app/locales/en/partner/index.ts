/** The partner network's screens' texts, in English (the same shape as zh/partner). */
import channelInfo from "./channel-info";
import channelRate from "./channel-rate";
import deptChannel from "./dept-channel";
import equipInfo from "./equip-info";
import equipTenant from "./equip-tenant";

export default { channelInfo, channelRate, deptChannel, equipInfo, equipTenant };
