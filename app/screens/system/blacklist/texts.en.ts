/** Blacklist (system.blacklist). */
import type zh from "./texts.zh";
export default {
  value: "Entry",
  valuePlaceholder: "Phone, ID, card or merchant number",
  types: {
    "1": "Mobile number",
    "2": "ID card number",
    "3": "Bank card number",
    "4": "Merchant number",
  },
  valueHint: "Mobile: 11 digits; ID card: 18 characters; bank card: 12–19 digits; merchant number: up to 32 characters",
  valueFormat: {
    "1": "Enter an 11-digit mobile number",
    "2": "Enter an 18-character ID card number",
    "3": "Enter a card number of 12–19 digits",
    "4": "A merchant number has at most 32 characters",
  },
} satisfies typeof zh;
