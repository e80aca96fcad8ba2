/** Cashiers. */
export default {
  storeMenName: "Name",
  mobile: "Mobile",
  store: "Store",
  merchant: "Merchant",
  storeMenRole: "Role",
  roles: { "1": "Store manager", "2": "Cashier" },
  status: "Status",
  statuses: { "1": "Enabled", "0": "Disabled" },
  createTime: "Created",
  keyword: "Cashier",
  keywordPlaceholder: "Name or mobile",
  mobileRequired: "The mobile number is required",
  mobileLength: "The mobile number must be 11 digits",
  mobileFormat: "The mobile number is not valid",
};
