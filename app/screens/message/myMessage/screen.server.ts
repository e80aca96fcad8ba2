/**
 * 我的消息 (/message/myMessage) and 系统通知 (/message/sysNotice) on the edge: one screen over
 * two families of the message centre's entries (msgCenter.msg, msgCenter.sysMsg), told apart by
 * the request's path.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { msgCenter } from "@contract";
import { data, redirect } from "react-router";
import type { FormMessageView } from "~/lib/i18n";
import { visiblePath } from "~/lib/request-path";
import type { Operator } from "~/server/auth.server";
import { BackendError, countOrNull } from "~/server/backend.server";
import { forgetSessionMemo } from "~/server/session-memo.server";
import { readForm } from "~/server/read-form.server";
import { z } from "zod";
import { readScreenQuery, rowReader } from "~/kit/server/described.server";
import { fetchDetail, fetchPage } from "~/kit/server/page.server";
import { backendParams } from "~/kit/server/query.server";
import { listHref } from "~/kit/shared/query";
import { type Message, MESSAGE_LISTS, type MessageKind } from "./screen";

/** Entries beside the descriptor's page and detail: mark some or all read, count the unread. */
const ENDPOINTS = {
  mine: { readBatch: msgCenter.msg.readBatch, allRead: msgCenter.msg.allRead, unread: msgCenter.msg.notReadNum },
  system: {
    readBatch: msgCenter.sysMsg.readBatch,
    allRead: msgCenter.sysMsg.allRead,
    unread: msgCenter.sysMsg.notReadNum,
  },
} as const;
// No `type` on the count and all-read calls: the gateway reads it as a msgType filter (personal
// 1 业务消息 / 2 系统消息, notices 1 平台公告 / 2 安全通知), and this screen lists every type, so
// "all read" must mean the whole list and the count must agree with it (and with the top bar).

export type MessagesActionData = {
  intent: "read-batch" | "read-all" | null;
  done: FormMessageView | null;
  error: FormMessageView | null;
  /** The ticked ids, so a failure keeps them ticked. */
  selected: string[];
  at: number;
};

/** Which list a request is about, from its path (the route module is registered for both). */
export function messageKind(request: Request): MessageKind {
  const path = visiblePath(request).split("?")[0]!.replace(/\/+$/, "");
  return path === MESSAGE_LISTS.system.path ? "system" : "mine";
}

const toMessage = (kind: MessageKind) => rowReader(MESSAGE_LISTS[kind]);

/** The open message (`?id=`), marked read as it is opened. */
async function openMessage(
  operator: Operator,
  kind: MessageKind,
  id: string,
): Promise<{ message: Message | null; error: FormMessageView | null }> {
  const { value: message, error } = await fetchDetail(
    operator,
    MESSAGE_LISTS[kind].api.detail!,
    { id },
    toMessage(kind),
  );
  if (error || !message) return { message: null, error };
  try {
    if (message.isRead !== "1") {
      await operator.api.call(ENDPOINTS[kind].readBatch, { query: { ids: message.id } });
      forgetSessionMemo(operator.sessionId);
    }
    return { message: { ...message, isRead: "1" }, error: null };
  } catch (failure) {
    if (failure instanceof BackendError) return { message: null, error: failure.view };
    throw failure;
  }
}

export async function loadMessages(request: Request, operator: Operator) {
  const kind = messageKind(request);
  const spec = MESSAGE_LISTS[kind];
  const query = readScreenQuery(spec, request);
  const endpoints = ENDPOINTS[kind];
  // The detail first: opening a message marks it read, and the list should already say so.
  // A dialog about a row (删除's confirmation) reads it without marking it read.
  const detail = query.id && !query.dialog ? await openMessage(operator, kind, query.id) : null;
  const dialogRow =
    query.id && query.dialog === "delete"
      ? await fetchDetail(operator, spec.api.detail!, { id: query.id }, toMessage(kind))
      : null;
  const [page, unread] = await Promise.all([
    fetchPage(operator, spec.api.list, backendParams(query), query, toMessage(kind)),
    countOrNull(operator.api.call(endpoints.unread)),
  ]);
  // Past the last page (after marking read under the 未读 filter, say): go to the last one.
  if (!page.error && page.value.records.length === 0 && query.current > 1 && page.value.pages >= 1) {
    throw redirect(listHref(spec.path, query, { current: Math.min(query.current - 1, page.value.pages) }));
  }
  return { kind, query, page: page.value, listError: page.error, unread, detail, dialogRow };
}

const messageId = z
  .string()
  .trim()
  .regex(/^[\w-]{1,64}$/);
/** intent=read-batch: the ticked rows (one `ids` value per checkbox). */
const readBatch = z.object({
  ids: z.array(messageId, { error: "messages.noneSelected" }).min(1, "messages.noneSelected").max(100),
});

function answer(state: Partial<MessagesActionData>, status = 200) {
  const full: MessagesActionData = { intent: null, done: null, error: null, selected: [], at: Date.now(), ...state };
  return data(full, { status });
}

export async function messagesAction(request: Request, operator: Operator) {
  const endpoints = ENDPOINTS[messageKind(request)];
  const formData = await readForm(request);
  const intent = formData.get("intent");
  const selected = formData.getAll("ids").filter((id): id is string => typeof id === "string");
  const refused = (error: unknown, state: Partial<MessagesActionData>) => {
    if (error instanceof BackendError)
      return answer({ ...state, selected, error: error.view }, error.network ? 503 : 400);
    throw error;
  };

  if (intent === "read-all") {
    try {
      await operator.api.call(endpoints.allRead);
      return answer({ intent, done: { key: "messages.readAllDone" } });
    } catch (error) {
      return refused(error, { intent });
    }
  }
  if (intent === "read-batch") {
    const submission = parseWithZod(formData, { schema: readBatch });
    if (submission.status !== "success")
      return answer({ intent, selected, error: { key: "messages.noneSelected" } }, 400);
    const ids = submission.value.ids;
    try {
      await operator.api.call(endpoints.readBatch, { query: { ids: ids.join(",") } });
      return answer({ intent, done: { key: "messages.readSelectedDone", values: { count: ids.length } } });
    } catch (error) {
      return refused(error, { intent });
    }
  }
  return answer({ error: { text: "操作失败" } }, 400);
}
