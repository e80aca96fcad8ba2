/** Flow balances. */
export default {
  tenantId: "Tenant ID",
  flowBalance: "Flow balance (CNY)",
  threshold: "Reminder threshold (CNY)",
  isPop: "Balance reminder",
  low: "Balance low",
  normal: "Normal",
  yuanFormat: "Enter an amount of 0 or more with at most 2 decimals",
  thresholdHint: "The tenant is reminded to top up when the balance falls below this",
};
