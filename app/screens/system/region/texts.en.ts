/** Regions. */
import type zh from "./texts.zh";
export default {
  code: "Region code",
  codeHint: "Digits starting with the parent's code",
  codeFormat: "The region code is 2-12 digits",
  name: "Region name",
  parentCode: "Parent code",
  parentOf: "Parent: {{name}}",
  level: "Level",
  levels: { l0: "Country", l1: "Province", l2: "City", l3: "District", l4: "Town", l5: "Village" },
} satisfies typeof zh;
