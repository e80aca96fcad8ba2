/** Cashiers. */
import type zh from "./texts.zh";
export default {
  storeMenName: "Name",
  roles: { "1": "Store manager", "2": "Cashier" },
  keyword: "Cashier",
  keywordPlaceholder: "Name or mobile",
} satisfies typeof zh;
