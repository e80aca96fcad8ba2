/** Accounts' texts (ADR 018). */
import type zh from "./texts.zh";
import { accountOwnerTypes } from "~/locales/en/shared";

export default {
  ownerTypes: accountOwnerTypes,
  keyword: "Account",
  minAvailable: "Available at least",
  frozen: "Frozen",
  inTransit: "In transit",
  total: "Total",
  updateTime: "Last change",
  ledger: "Ledger",
  freeze: "Freeze",
  seq: "#",
  bizType: "Type",
  bizTypes: {
    PAY: "Payment",
    REFUND: "Refund",
    SETTLE: "Settlement",
    REMIT: "Remittance",
    FREEZE: "Freeze",
    UNFREEZE: "Unfreeze",
    ADJUST: "Adjustment",
  },
  bizNo: "Reference",
  changeAvailable: "Δ available",
  changeFrozen: "Δ frozen",
  changeInTransit: "Δ in transit",
  availableAfter: "Available after",
  frozenAfter: "Frozen after",
  inTransitAfter: "In transit after",
  remark: "Note",
  noLedger: "No entries yet",
  ledgerPages: "Ledger pages",
  ledgerPage: "Page {{page}} of {{pages}}, {{total}} entries",
  newer: "Newer",
  older: "Older",
} satisfies typeof zh;
