/** Rate templates. */
import type zh from "./texts.zh";
export default {
  templateName: "Template name",
  templateNamePlaceholder: "Template name",
  policyCount: "Policies using it",
  inForce: "Usage",
  inForceYes: "In force",
  inForceNo: "Not in force",
  items: "Rates",
  pair: "Channel · pay type",
  rate: "Rate (%)",
  cap: "Cap (yuan)",
  noCap: "No cap",
  capPlaceholder: "Empty for no cap",
  rateFormat: "Enter a percent from 0 to 10, at most 4 decimals",
  copy: "Copy",
  confirmCopy:
    "A new template will be made with the rates of “{{name}}”, named with “（副本）” (copy) added, for you to change. Copy it?",
  copied: "Copied as “{{name}}”",
} satisfies typeof zh;
