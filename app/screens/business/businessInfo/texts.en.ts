/** Businesses (what salespersons developed). */
import type zh from "./texts.zh";
export default {
  name: "Salesperson",
  agentCount: "Agents developed",
  merchantCount: "Merchants developed",
  developCount: "Total developed",
  lastDevelopTime: "Latest development",
  developed: "Development",
  developedOptions: { "1": "Has developed" },
} satisfies typeof zh;
