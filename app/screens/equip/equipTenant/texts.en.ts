/** Device tenant settings. */
import type zh from "./texts.zh";
export default {
  sections: { print: "Receipt printing", snPrefix: "SN prefix", signPrint: "Sales slip printing", cashier: "Cashiers" },
  printSwitch: "Print receipts",
  printCopies: "Copies",
  printCopiesHint: "1–5 copies",
  printHeader: "Receipt header",
  printFooter: "Receipt footer",
  snPrefix: "SN prefix",
  snPrefixHint: "2–8 letters or digits, saved in capitals",
  snPrefixFormat: "The SN prefix is 2–8 letters or digits",
  signPrintSwitch: "Print sales slips",
  signPrintCopies: "Slip copies",
  signPrintCopiesHint: "1–3 copies",
  signPrintTitle: "Slip title",
  signPrintRemark: "Slip note",
  cashierRefund: "Cashiers may refund",
  cashierOrderScope: "Orders a cashier sees",
  orderScopes: { "1": "Own orders only", "2": "The store's orders" },
  cashierVoice: "Voice announcement",
} satisfies typeof zh;
