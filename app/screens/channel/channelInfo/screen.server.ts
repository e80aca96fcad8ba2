/**
 * 通道列表 on the server: the tenant's channel_type choices (dict-biz) and 启用 / 停用
 * (channel_status): POST channelinfo/updateStatus?id&status on the stored channel.
 */
import { channel } from "@contract";
import type { ActionOptions, LoadOptions } from "~/kit/server/described.server";
import { bizDictionary } from "~/kit/server/dictionary.server";
import { listUrl } from "~/kit/server/action.server";
import { children, text } from "~/kit/server/page.server";
import { rowSwitch } from "~/kit/server/row-switch.server";
import type { Operator } from "~/server/auth.server";
import { type Channel, type Choice } from "./screen";

/** A show code (微信 / 支付宝 / 银联) with its pay products and the enabled channels it may take, cheapest first. */
export type ShowCodeRoute = {
  showCode: string;
  showName: string;
  payProducts: string[];
  channels: { channelName: string; rate: string }[];
};

/** getShowCodeRelationship (spec §7), read-only; a failure leaves the section empty, never the list. */
async function showCodeRoutes(operator: Operator): Promise<ShowCodeRoute[]> {
  const routes = await operator.api.call(channel.channelInfo.showCodes).catch(() => []);
  return children(routes).map((r) => ({
    showCode: text(r.showCode),
    showName: text(r.showName),
    payProducts: children(r.payProducts)
      .map((p) => text(p.payProductName))
      .filter(Boolean),
    channels: children(r.channels).map((c) => ({ channelName: text(c.channelName), rate: text(c.rate) })),
  }));
}

export function channelLoadOptions(
  operator: Operator,
): LoadOptions<Channel, { channelTypes: Choice[]; routes: ShowCodeRoute[] }> {
  return {
    extra: Promise.all([bizDictionary(operator, "channel_type"), showCodeRoutes(operator)]).then(
      ([channelTypes, routes]) => ({ channelTypes, routes }),
    ),
  };
}

const setStatus = rowSwitch({
  permission: "channel_status",
  field: "status",
  send: (operator, id, status) => operator.api.call(channel.channelInfo.updateStatus, { query: { id, status } }),
  back: listUrl,
});

export const channelActions: ActionOptions = {
  intents: (operator) => ({ status: setStatus(operator) }),
};
