/** Top-up packages. */
import type zh from "./texts.zh";
export default {
  comboName: "Package name",
  comboNamePlaceholder: "Package name",
  chargeRatio: "Charge ratio (%)",
  price: "Price (CNY)",
  statuses: { "1": "On sale", "0": "Off sale" },
  percentFormat: "Enter a number above 0 and at most 100, with at most 4 decimals",
  percentHint: "In %, at most 4 decimals, e.g. 0.05",
  onSale: "Put on sale",
  offSale: "Take off sale",
  statusTitle: "On or off sale",
  confirmOnSale: "Put the package “{{name}}” on sale? Tenants can then buy it.",
  confirmOffSale:
    "Take the package “{{name}}” off sale? Tenants can no longer buy it; orders already placed are not affected.",
} satisfies typeof zh;
