/** Bank information (system.bank). */
import type zh from "./texts.zh";
export default {
  bankName: "Branch name",
  bankNamePlaceholder: "Part of the branch name",
  bankCode: "Bank code (CNAPS)",
  bankCodeHint: "12 digits",
  bankCodeFormat: "The bank code is 12 digits",
  bankType: "Bank type",
  bankProvince: "Province",
  bankCity: "City",
  address: "Address",
  types: {
    "1": "State-owned bank",
    "2": "Joint-stock bank",
    "3": "City commercial bank",
    "4": "Rural commercial bank",
    "5": "Foreign bank",
  },
} satisfies typeof zh;
