/** Channel list. */
import type zh from "./texts.zh";
export default {
  channelType: "Channel type",
  channelMchType: "Merchant no. type",
  codeHint: "Starts with a capital; capitals, digits or underscores, 2–32",
  codeFormat: "The channel code starts with a capital letter and has 2–32 capitals, digits or underscores",
  mchNoFormat: "The channel merchant no. is up to 32 letters, digits, underscores or hyphens",
  mchTypes: { "1": "Service provider", "2": "Direct merchant" },
  routes: "Show codes and channels",
  routesHint: "The enabled channels each show code may take, cheapest first",
  payProducts: "Pay products",
  routeChannels: "Channels (rate)",
  noRoute: "No channel",
} satisfies typeof zh;
