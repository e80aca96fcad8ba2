/** Sensitive words and whitelist (system.sensitive). */
import type zh from "./texts.zh";
export default {
  tabs: "Sensitive words",
  words: "Sensitive words",
  white: "Whitelist",
  word: "Sensitive word",
  whiteWord: "Whitelisted word",
  wordPlaceholder: "Keyword",
  whiteHint: "A sensitive word inside a whitelisted word is not blocked, e.g. “反赌博”",
} satisfies typeof zh;
