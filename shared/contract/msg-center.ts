/**
 * /api/cloud-msg-center: the signed-in user's messages (msg/…), the tenant's system notices
 * (sys/msg/…), the platform's announcements (platformInfo) (spec §7 Messages) (ADR 031). spec §7's
 * GETs all-read and readBatch mark messages read: they are writes.
 */
import { type z } from "zod";
import { assumed, get, post, service, shape, spec, firstId } from "./define.ts";
import { count, done, flag, id, maybe, numeric, page, type Paging, record, text, time } from "./wire.ts";

/** A message or a notice as the lists and the open message read it. */
export const messageRow = record({
  id,
  title: text,
  content: text,
  msgType: numeric,
  isRead: flag,
  sender: text,
  createTime: time,
});

/** A 平台公告 with its department and how many have read it. */
export const platformInfoRow = record({
  id,
  title: text,
  content: text,
  createDept: id.nullish(),
  createDeptName: text,
  sender: text,
  createTime: time,
  updateTime: time,
  receiverCount: numeric,
  readCount: numeric,
});

export type MessageRow = z.output<typeof messageRow>;
export type PlatformInfoRow = z.output<typeof platformInfoRow>;
/** What the sandbox sends for a message and an announcement. */
export type MessageWire = z.input<typeof messageRow>;
export type PlatformInfoWire = z.input<typeof platformInfoRow>;

type MessageFilters = Paging & { title?: string; isRead?: string; type?: string; msgType?: string };

/** One family of messages (msg/… or sys/msg/…): page, detail, the unread count, marking read. */
function family(base: string, unread: string, where: string) {
  const list = get(`${base}/page`, page(messageRow), { query: shape<MessageFilters>(), source: spec(where) });
  return {
    /** GET page (title, isRead, type). */
    page: list,
    /** GET detail?id=: one message (opening it does not mark it read: readBatch does). */
    detail: get(`${base}/detail`, maybe(messageRow), {
      query: shape<{ id: string }>(),
      source: assumed("the spec lists page, counts and marks; the open message reads BladeX's detail beside them"),
      probe: { after: () => list, pick: firstId },
    }),
    /** GET the unread count (`type`: one msgType; none: all). */
    notReadNum: get(`${base}/${unread}`, count, { query: shape<{ type?: string }>(), source: spec(where) }),
    /** GET readBatch?ids= (comma-joined): marks them read, a write. */
    readBatch: get(`${base}/readBatch`, done, {
      query: shape<{ ids: string }>(),
      effect: "write",
      source: spec(where),
    }),
    /** GET all-read (`type`: one msgType; none: all): marks them read, a write. */
    allRead: get(`${base}/all-read`, done, { query: shape<{ type?: string }>(), effect: "write", source: spec(where) }),
  };
}

const platformPage = get("/api/cloud-msg-center/msg/platformInfo/page", page(platformInfoRow), {
  query: shape<Paging & { title?: string; createDept?: string; startTime?: string; endTime?: string }>(),
  source: spec("§7 Messages"),
});

export const msgCenter = service("msgCenter", {
  msg: family("/api/cloud-msg-center/msg", "not_read_num", "§7 Messages"),
  sysMsg: {
    ...family("/api/cloud-msg-center/sys/msg", "notReadNum", "§7 Messages"),
    /** POST sys/msg/submit: publishes a notice to the tenant (发布通知, ADR 024). */
    submit: post("/api/cloud-msg-center/sys/msg/submit", done, {
      bodyType: shape<{ title: string; msgType: string; content: string }>(),
      permission: "sys_msg_add",
      source: assumed("publishing notices (ADR 024): BladeX's submit beside sys/msg's reads"),
    }),
    /** POST sys/msg/remove?ids=: withdraws notices. */
    remove: post("/api/cloud-msg-center/sys/msg/remove", done, {
      query: shape<{ ids: string }>(),
      body: "none",
      permission: "sys_msg_delete",
      source: assumed("publishing notices (ADR 024): BladeX's remove beside sys/msg's reads"),
    }),
  },
  platformInfo: {
    /** GET msg/platformInfo/page (createDept, title, startTime, endTime; spec §7 Messages). */
    page: platformPage,
    /** GET msg/platformInfo/detail?id=. */
    detail: get("/api/cloud-msg-center/msg/platformInfo/detail", maybe(platformInfoRow), {
      query: shape<{ id: string }>(),
      source: assumed("the spec lists the page; the detail sits beside it"),
      probe: { after: () => platformPage, pick: firstId },
    }),
    /** POST platformInfo/batch-submit (spec §7 Messages): one announcement to each chosen department. */
    batchSubmit: post("/api/cloud-msg-center/platformInfo/batch-submit", done, {
      bodyType: shape<{ title: string; content: string; deptIds: string[] }>(),
      permission: "platform_info_add",
      source: spec("§7 Messages"),
    }),
    /** POST platformInfo/submit: changes one nobody has read yet (title, content). */
    submit: post("/api/cloud-msg-center/platformInfo/submit", done, {
      bodyType: shape<{ id: string; title: string; content: string }>(),
      permission: "platform_info_edit",
      source: assumed("ADR 024: a change beside the spec's batch-submit"),
    }),
    /** POST platformInfo/remove?ids=: withdraws announcements with the messages they delivered. */
    remove: post("/api/cloud-msg-center/platformInfo/remove", done, {
      query: shape<{ ids: string }>(),
      body: "none",
      permission: "platform_info_delete",
      source: assumed("ADR 024: a withdrawal beside the spec's batch-submit"),
    }),
  },
});
