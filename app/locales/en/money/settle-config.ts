/** Settlement configuration. */
export default {
  ownerType: "Party type",
  settleType: "Cycle",
  minAmount: "Minimum amount (CNY)",
  accountName: "Account name",
  reviewThreshold: "Review threshold (CNY)",
  updateUserName: "Changed by",
  updateTime: "Changed at",
  party: "Party",
  typeUnknown: "Choose one of the tenant's settlement cycles",
  amountFormat: "Enter an amount of 0 or more with at most 2 decimals",
  accountNoFormat: "The account number is 8 to 30 digits",
  amountHint: "CNY, at most 2 decimals",
  thresholdHint: "A remittance above this needs a second operator; blank: none",
};
