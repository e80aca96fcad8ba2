/** 通道费率配置 on the server: only the three rates reach updateRate (the code is shown, not sent). */
import type { ActionOptions } from "~/kit/server/described.server";
import { CHANNEL_API } from "./channel-info";

export const channelRateActions: ActionOptions = {
  send: (value, operator) =>
    operator.api.post(`${CHANNEL_API}/updateRate`, { json: { id: value.id, wxRate: value.wxRate, aliRate: value.aliRate, unionRate: value.unionRate } }),
};
