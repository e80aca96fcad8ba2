/**
 * 我的消息 (/message/myMessage) and 系统通知 (/message/sysNotice) on the edge: one screen over
 * two families of /api/cloud-msg-center endpoints, told apart by the request's path.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { FormMessageView } from "~/lib/i18n";
import { visiblePath } from "~/lib/request-path";
import type { Operator } from "~/server/auth.server";
import { BackendError, countOrNull } from "~/server/backend.server";
import { forgetSessionMemo } from "~/server/session-memo.server";
import { listSearch, type ListQuery, MESSAGE_PATHS, type MessageKind } from "./query";
import { readBatchSchema, readListQuery } from "./schema";
import { readForm } from "~/server/read-form.server";

const BASE = "/api/cloud-msg-center";

const ENDPOINTS = {
  mine: {
    page: `${BASE}/msg/page`,
    detail: `${BASE}/msg/detail`,
    readBatch: `${BASE}/msg/readBatch`,
    allRead: `${BASE}/msg/all-read`,
    unread: `${BASE}/msg/not_read_num`,
  },
  system: {
    page: `${BASE}/sys/msg/page`,
    detail: `${BASE}/sys/msg/detail`,
    readBatch: `${BASE}/sys/msg/readBatch`,
    allRead: `${BASE}/sys/msg/all-read`,
    unread: `${BASE}/sys/msg/notReadNum`,
  },
} as const;
// No `type` on the count and all-read calls: the gateway reads it as a msgType filter (personal
// 1 业务消息 / 2 系统消息, notices 1 平台公告 / 2 安全通知), and this screen lists every type, so
// "all read" must mean the whole list and the count must agree with it (and with the top bar).



export type Message = {
  id: string;
  title: string;
  content: string;
  msgType: string;
  isRead: boolean;
  createTime: string;
  sender: string;
};

export type MessagePage = { records: Message[]; total: number; current: number; size: number; pages: number };

export type MessagesActionData = {
  intent: "read-batch" | "read-all" | null;
  done: FormMessageView | null;
  error: FormMessageView | null;
  /** The ticked ids, so a failure keeps them ticked. */
  selected: string[];
  at: number;
};

export function messageKind(request: Request): MessageKind {
  const path = visiblePath(request).split("?")[0]!.replace(/\/+$/, "");
  return path === MESSAGE_PATHS.system ? "system" : "mine";
}

const text = (value: unknown) => (typeof value === "string" ? value : value == null ? "" : String(value));

function toMessage(value: unknown): Message | null {
  if (!value || typeof value !== "object") return null;
  const row = value as Record<string, unknown>;
  const id = text(row.id);
  if (!id) return null;
  return {
    id,
    title: text(row.title),
    content: text(row.content),
    msgType: text(row.msgType ?? row.type),
    isRead: Number(row.isRead) === 1,
    createTime: text(row.createTime),
    sender: text(row.sender),
  };
}

function toPage(value: unknown, query: ListQuery): MessagePage {
  const page = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
  const records = (Array.isArray(page.records) ? page.records : []).flatMap((row) => toMessage(row) ?? []);
  const total = Math.max(0, Number(page.total) || 0);
  const size = Number(page.size) > 0 ? Number(page.size) : query.size;
  const pages = Number(page.pages) > 0 ? Number(page.pages) : Math.ceil(total / size);
  return { records, total, current: Number(page.current) || query.current, size, pages };
}


/** The open message (`?id=`), marked read as it is opened. */
async function openMessage(operator: Operator, kind: MessageKind, id: string) {
  const endpoints = ENDPOINTS[kind];
  try {
    const message = toMessage(await operator.api.get<unknown>(endpoints.detail, { id }));
    if (message && !message.isRead) {
      await operator.api.get(endpoints.readBatch, { ids: message.id });
      forgetSessionMemo(operator.sessionId);
      message.isRead = true;
    }
    return { message, error: null };
  } catch (error) {
    if (error instanceof BackendError) return { message: null, error: error.view };
    throw error;
  }
}

export async function loadMessages(request: Request, operator: Operator) {
  const url = new URL(request.url);
  const kind = messageKind(request);
  const query = readListQuery(url.searchParams);
  const endpoints = ENDPOINTS[kind];
  // The detail first: opening a message marks it read, and the list should already say so.
  const detail = query.id ? await openMessage(operator, kind, query.id) : null;
  const [page, unread] = await Promise.all([
    operator.api
      .get<unknown>(endpoints.page, {
        current: query.current,
        size: query.size,
        title: query.title || undefined,
        isRead: query.isRead === "all" ? undefined : query.isRead,
      })
      .then((value) => ({ page: toPage(value, query), error: null }))
      .catch((error: unknown) => {
        if (error instanceof BackendError) return { page: toPage(null, query), error: error.view };
        throw error;
      }),
    countOrNull(operator.api.get(endpoints.unread)),
  ]);
  // Past the last page (after marking read under the 未读 filter, say): go to the last one.
  if (!page.error && page.page.records.length === 0 && query.current > 1 && page.page.pages >= 1) {
    throw redirect(`${MESSAGE_PATHS[kind]}${listSearch(query, { current: Math.min(query.current - 1, page.page.pages) })}`);
  }
  return { kind, query, page: page.page, listError: page.error, unread, detail };
}

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
    if (error instanceof BackendError) return answer({ ...state, selected, error: error.view }, error.network ? 503 : 400);
    throw error;
  };

  if (intent === "read-all") {
    try {
      await operator.api.get(endpoints.allRead);
      return answer({ intent, done: { key: "messages.readAllDone" } });
    } catch (error) {
      return refused(error, { intent });
    }
  }
  if (intent === "read-batch") {
    const submission = parseWithZod(formData, { schema: readBatchSchema });
    if (submission.status !== "success") return answer({ intent, selected, error: { key: "messages.noneSelected" } }, 400);
    const ids = submission.value.ids;
    try {
      await operator.api.get(endpoints.readBatch, { ids: ids.join(",") });
      return answer({ intent, done: { key: "messages.readSelectedDone", values: { count: ids.length } } });
    } catch (error) {
      return refused(error, { intent });
    }
  }
  return answer({ error: { text: "操作失败" } }, 400);
}
