import type zh from "./texts.zh";
export default {
  code: "MCC code",
  name: "MCC name",
  category: "Category",
  codeHint: "4 digits",
  codeFormat: "The MCC code is 4 digits",
} satisfies typeof zh;
