/**
 * 设备租户配置 (/equip/equipTenant): the tenant's one equipment settings record, four sections
 * each saved by its own entry (equip.tenant.*, spec §7): print-update (小票打印),
 * sn-prefix-update (SN前缀), sign-print-update (签购单), cashier-update (收银员); GET
 * detail/{tenantId}; a tenant without a record gets one by save (the first section saved).
 */
import type { EntryName } from "@contract";
import { defineForm, screenNames } from "~/kit/shared/screen";

export const equipTenantScreen = defineForm({
  ...screenNames("equip", "equipTenant", "partner"),
  name: "设备租户配置",
  fields: {
    printSwitch: { kind: "switch" },
    printCopies: { kind: "number", required: true, min: 1, max: 5, hint: "printCopiesHint" },
    printHeader: { max: 32, sensitive: true },
    printFooter: { max: 64, wide: true, sensitive: true },
    snPrefix: {
      required: true,
      max: 8,
      pattern: { source: "[A-Za-z0-9]{2,8}", message: "snPrefixFormat" },
      hint: "snPrefixHint",
    },
    signPrintSwitch: { kind: "switch" },
    signPrintCopies: { kind: "number", required: true, min: 1, max: 3, hint: "signPrintCopiesHint" },
    signPrintTitle: { max: 32, sensitive: true },
    signPrintRemark: { kind: "textarea", max: 64, wide: true, sensitive: true },
    cashierRefund: { kind: "switch" },
    cashierOrderScope: { kind: "radio", required: true, options: ["1", "2"], optionTexts: "orderScopes" },
    cashierVoice: { kind: "switch" },
  },
});

/** The sections: the intent (and the entry saving it) and the fields each saves. */
export const EQUIP_TENANT_SECTIONS = {
  print: { entry: "equip.tenant.printUpdate", fields: ["printSwitch", "printCopies", "printHeader", "printFooter"] },
  snPrefix: { entry: "equip.tenant.snPrefixUpdate", fields: ["snPrefix"] },
  signPrint: {
    entry: "equip.tenant.signPrintUpdate",
    fields: ["signPrintSwitch", "signPrintCopies", "signPrintTitle", "signPrintRemark"],
  },
  cashier: { entry: "equip.tenant.cashierUpdate", fields: ["cashierRefund", "cashierOrderScope", "cashierVoice"] },
} as const satisfies Record<string, { entry: EntryName; fields: readonly string[] }>;

export type EquipTenantSection = keyof typeof EQUIP_TENANT_SECTIONS;

/** The record as the page shows it: every field as text, and its id ("" when the tenant has none yet). */
export type EquipTenant = { id: string } & Record<string, string>;

/** A tenant without a record starts from these. */
export const EQUIP_TENANT_DEFAULTS: Record<string, string> = {
  printSwitch: "1",
  printCopies: "1",
  printHeader: "",
  printFooter: "",
  snPrefix: "",
  signPrintSwitch: "0",
  signPrintCopies: "1",
  signPrintTitle: "",
  signPrintRemark: "",
  cashierRefund: "0",
  cashierOrderScope: "1",
  cashierVoice: "1",
};
