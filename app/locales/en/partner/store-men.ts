/** Cashiers. */
export default {
  storeMenName: "Name",
  roles: { "1": "Store manager", "2": "Cashier" },
  keyword: "Cashier",
  keywordPlaceholder: "Name or mobile",
};
