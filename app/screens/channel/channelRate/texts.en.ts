/** Channel rates. */
import type zh from "./texts.zh";
export default {
  rateHint: "0–100, at most 4 decimals",
  rateFormat: "A rate is a number from 0 to 100 with at most 4 decimals",
} satisfies typeof zh;
