/** system.dict: dictionaries and business dictionaries. */
import type zh from "./texts.zh";
export default {
  bizTitle: "Business dictionaries",
  tabs: "Dictionary kind",
  name: "Dictionary name",
  value: "Value label",
  code: "Code",
  key: "Key",
  sealed: "Sealed",
  parent: "Parent",
  codeInherited: "Entries keep their dictionary's code",
  codeFormat: "The code may contain letters, digits, underscores, dots and hyphens",
} satisfies typeof zh;
