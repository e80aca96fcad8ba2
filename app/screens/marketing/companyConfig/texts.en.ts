/** Payee companies. */
import type zh from "./texts.zh";
export default {
  companyName: "Company full name",
  companyNamePlaceholder: "Company name",
  bankAccountFormat: "The bank account is 8 to 32 digits, spaces allowed",
  bankAccountHint: "8 to 32 characters; digits may be grouped with spaces",
} satisfies typeof zh;
