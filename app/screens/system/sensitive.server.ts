/** 敏感词 and 白名单 on the server: which list a request is about, and the backend's add/update/delete paths. */
import type { ActionOptions } from "~/kit/server/described.server";
import { visiblePath } from "~/lib/request-path";
import { WORD_LISTS, type WordKind } from "./sensitive";

const API = "/api/cloud-system/sensitive";

/** Which list a request is about, from its path (the route module is registered for both). */
export function wordKind(request: Request): WordKind {
  const path = visiblePath(request).split("?")[0]!.replace(/\/+$/, "");
  return path === WORD_LISTS.white.path ? "white" : "words";
}

export function wordActions(kind: WordKind): ActionOptions {
  const suffix = kind === "white" ? "WhiteWord" : "Word";
  return {
    send: (value, operator, intent) => operator.api.post(`${API}/${intent === "create" ? "add" : "update"}${suffix}`, { json: value }),
    remove: (id, operator) => operator.api.post(`${API}/delete${suffix}/${encodeURIComponent(id)}`),
  };
}
