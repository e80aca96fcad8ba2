/**
 * 我的消息 (/message/myMessage) and 系统通知 (/message/sysNotice): two lists of the message
 * centre (msgCenter.msg and msgCenter.sysMsg). The open message is `?id=` (shown
 * beside the list), filters are the title and the read state, all in the kit's URL state.
 * 系统通知 also publishes (发布通知, sys_msg_add) and deletes (sys_msg_delete) notices through the
 * kit's create and delete intents (ADR 024): its form fields are below.
 */
import { defineScreen, type FieldSpec, type RowOf } from "~/kit/shared/screen";

export type MessageKind = "mine" | "system";

/** 发布通知's form: a title, the notice's type (msgType 1 平台公告, 2 安全通知) and its content. */
const NOTICE_FIELDS = {
  title: { required: true, max: 100, sensitive: true, wide: true },
  msgType: { kind: "radio", label: "type", required: true, options: ["1", "2"], optionTexts: "publish.types" },
  content: { kind: "textarea", required: true, max: 2000, sensitive: true, wide: true },
} as const satisfies Record<string, FieldSpec>;

function messageList(kind: MessageKind) {
  return defineScreen({
    id: kind === "system" ? "messages-system" : "messages-mine",
    path: kind === "system" ? "/message/sysNotice" : "/message/myMessage",
    name: kind === "system" ? "系统通知" : "我的消息",
    menuCode: kind === "system" ? "sysNotice" : "myMessage",
    texts: "messages",
    api:
      kind === "system"
        ? {
            list: "msgCenter.sysMsg.page",
            detail: "msgCenter.sysMsg.detail",
            submit: "msgCenter.sysMsg.submit",
            remove: "msgCenter.sysMsg.remove",
          }
        : { list: "msgCenter.msg.page", detail: "msgCenter.msg.detail" },
    row: { title: "text", content: "text", msgType: "text", isRead: "code", createTime: "text", sender: "text" },
    rowLabel: (row) => row.title,
    buttons: kind === "system" ? { create: "sys_msg_add", delete: "sys_msg_delete" } : {},
    fields: kind === "system" ? NOTICE_FIELDS : undefined,
    filters: {
      title: { max: 100, placeholder: "titlePlaceholder" },
      isRead: { kind: "select", label: "status", options: ["0", "1"], optionTexts: "readState" },
    },
    columns: [
      { key: "title", fixed: true },
      { key: "sender", label: "columns.sender" },
      { key: "createTime", label: "time" },
      { key: "isRead", label: "status" },
    ],
  });
}

export const MESSAGE_LISTS = { mine: messageList("mine"), system: messageList("system") };
export type Message = RowOf<(typeof MESSAGE_LISTS)["mine"]["row"]>;
