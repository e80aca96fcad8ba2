/** Cashiers. */
export default {
  storeMenName: "Name",
  mobile: "Mobile",
  storeMenRole: "Role",
  roles: { "1": "Store manager", "2": "Cashier" },
  statuses: { "1": "Enabled", "0": "Disabled" },
  keyword: "Cashier",
  keywordPlaceholder: "Name or mobile",
};
