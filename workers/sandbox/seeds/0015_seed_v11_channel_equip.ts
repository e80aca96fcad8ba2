/** Channels (rows, rates, 总部's settlement config), 5,000 devices, the equipment settings record, 通道列表's channel_status. */
import { tenantSeed } from "../core/db";
import { channelEquipSeed } from "../services/equip/seed";

export default tenantSeed(channelEquipSeed);
