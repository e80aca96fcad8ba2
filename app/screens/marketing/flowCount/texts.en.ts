/** Flow balances. */
import type zh from "./texts.zh";
export default {
  tenantId: "Tenant ID",
  flowBalance: "Flow balance (CNY)",
  threshold: "Reminder threshold (CNY)",
  isPop: "Balance reminder",
  low: "Balance low",
  normal: "Normal",
  thresholdHint: "The tenant is reminded to top up when the balance falls below this",
} satisfies typeof zh;
