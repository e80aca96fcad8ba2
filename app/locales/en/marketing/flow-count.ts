/** Flow balances. */
export default {
  tenant: "Tenant",
  tenantId: "Tenant ID",
  flowBalance: "Flow balance (CNY)",
  threshold: "Reminder threshold (CNY)",
  isPop: "Balance reminder",
  low: "Balance low",
  normal: "Normal",
  updateTime: "Updated",
  yuanFormat: "Enter an amount of 0 or more with at most 2 decimals",
  yuanHint: "In CNY, at most 2 decimals",
  thresholdHint: "The tenant is reminded to top up when the balance falls below this",
};
