/** 通道费率配置 on the server: only the three rates reach updateRate (the code is shown, not sent). */
import type { ActionOptions } from "~/kit/server/described.server";
import { channel } from "@contract";

export const channelRateActions: ActionOptions = {
  send: (value, operator) =>
    operator.api.call(channel.channelInfo.updateRate, {
      json: {
        id: String(value.id),
        wxRate: String(value.wxRate),
        aliRate: String(value.aliRate),
        unionRate: String(value.unionRate),
      },
    }),
};
