/** Salespersons. */
import type zh from "./texts.zh";
export default {
  name: "Salesperson",
  idCard: "ID card number",
  idCardHint: "18 characters, the last may be X; a saved number shows masked",
  idCardFormat: "The ID card number is not valid",
} satisfies typeof zh;
