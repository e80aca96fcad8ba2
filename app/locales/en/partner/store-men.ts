/** Cashiers. */
import { enabledStatuses } from "../shared";

export default {
  storeMenName: "Name",
  mobile: "Mobile",
  roles: { "1": "Store manager", "2": "Cashier" },
  statuses: enabledStatuses,
  keyword: "Cashier",
  keywordPlaceholder: "Name or mobile",
};
