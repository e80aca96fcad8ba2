/**
 * 敏感词 (/system/sensitive) and 白名单 (/system/sensitiveWhite), spec §7 Sensitive words: two
 * lists of the same shape, system.sensitive (pageWords / pageWhiteWords; addWord, updateWord
 * and deleteWord/{id} and their White variants). There is no detail call: an edit or
 * delete names a row of the page it was opened from.
 */
import { crudButtons } from "~/kit/shared/screen-presets";
import { defineScreen, type RowOf } from "~/kit/shared/screen";

function wordList(kind: "words" | "white") {
  const white = kind === "white";
  const word = white ? "whiteWord" : "word";
  return defineScreen({
    id: white ? "sensitive-white" : "sensitive",
    path: white ? "/system/sensitiveWhite" : "/system/sensitive",
    name: white ? "白名单" : "敏感词",
    menuCode: "sensitive",
    texts: "system.sensitive",
    api: { list: white ? "system.sensitive.pageWhiteWords" : "system.sensitive.pageWords" },
    row: { word: "text", createTime: "text", updateTime: "text" },
    rowLabel: (row) => row.word,
    buttons: { ...crudButtons("sensitive"), batchDelete: true },
    filters: { word: { max: 50, label: word, placeholder: "wordPlaceholder" } },
    columns: [
      { key: "word", label: word, sort: true, fixed: true },
      { key: "createTime", sort: true },
      { key: "updateTime", sort: true },
    ],
    fields: { word: { label: word, required: true, max: 50, wide: true, hint: white ? "whiteHint" : undefined } },
  });
}

export const WORD_LISTS = { words: wordList("words"), white: wordList("white") };
export type WordKind = keyof typeof WORD_LISTS;
export type SensitiveWord = RowOf<(typeof WORD_LISTS)["words"]["row"]>;
