/**
 * 我的消息 (/message/myMessage) and 系统通知 (/message/sysNotice): two lists of the message
 * centre over /api/cloud-msg-center (msg/… and sys/msg/…). The open message is `?id=` (shown
 * beside the list), filters are the title and the read state, all in the kit's URL state.
 */
import { defineScreen, type RowOf } from "~/kit/shared/screen";

export type MessageKind = "mine" | "system";

function messageList(kind: MessageKind) {
  const base = kind === "system" ? "/api/cloud-msg-center/sys/msg" : "/api/cloud-msg-center/msg";
  return defineScreen({
    id: kind === "system" ? "messages-system" : "messages-mine",
    path: kind === "system" ? "/message/sysNotice" : "/message/myMessage",
    name: kind === "system" ? "系统通知" : "我的消息",
    menuCode: kind === "system" ? "sysNotice" : "myMessage",
    texts: "messages",
    api: { list: `${base}/page`, detail: `${base}/detail` },
    row: { title: "text", content: "text", msgType: "text", isRead: "code", createTime: "text", sender: "text" },
    rowLabel: (row) => row.title,
    buttons: {},
    filters: { title: { max: 100, label: "filters.title", placeholder: "filters.titlePlaceholder" }, isRead: { kind: "select", label: "filters.isRead", options: ["0", "1"], optionTexts: "readState" } },
    columns: [
      { key: "title", label: "columns.title", fixed: true },
      { key: "sender", label: "columns.sender" },
      { key: "createTime", label: "columns.time" },
      { key: "isRead", label: "columns.status" },
    ],
  });
}

export const MESSAGE_LISTS = { mine: messageList("mine"), system: messageList("system") };
export type Message = RowOf<(typeof MESSAGE_LISTS)["mine"]["row"]>;
