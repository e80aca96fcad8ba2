/** 敏感词 and 白名单 on the server: which list a request is about, and the backend's add/update/delete entries. */
import { system } from "@contract";
import type { ActionOptions } from "~/kit/server/described.server";
import { visiblePath } from "~/lib/request-path";
import { WORD_LISTS, type WordKind } from "./screen";

/** Which list a request is about, from its path (the route module is registered for both). */
export function wordKind(request: Request): WordKind {
  const path = visiblePath(request).split("?")[0]!.replace(/\/+$/, "");
  return path === WORD_LISTS.white.path ? "white" : "words";
}

export function wordActions(kind: WordKind): ActionOptions {
  const { sensitive } = system;
  const [add, update, remove] =
    kind === "white"
      ? [sensitive.addWhiteWord, sensitive.updateWhiteWord, sensitive.deleteWhiteWord]
      : [sensitive.addWord, sensitive.updateWord, sensitive.deleteWord];
  return {
    send: (value, operator, intent) =>
      intent === "create"
        ? operator.api.call(add, { json: value as { word: string } })
        : operator.api.call(update, { json: value as { id: string; word: string } }),
    remove: (id, operator) => operator.api.call(remove, { params: { id } }),
  };
}
