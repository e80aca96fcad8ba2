import type zh from "../zh/messages";
import { platformInfo, publish } from "./messages-publish";

export default {
  centre: "Message centre",
  readState: { "0": "Unread", "1": "Read" },
  summary: "{{total}} in total, {{unread}} unread",
  columns: {
    sender: "Sender",
  },
  readSelected: "Mark selected as read",
  readAll: "Mark all as read",
  readSelectedDone: "Done: {{count}} marked as read",
  readAllDone: "Done: all marked as read",
  noneSelected: "Tick the messages to mark first",
  detail: {
    label: "Message details",
    close: "Close details",
    sender: "From: {{sender}}",
    time: "Time: {{time}}",
    notFound: "This message does not exist or was deleted",
    noContent: "(no content)",
  },
  publish,
  platformInfo,
} satisfies typeof zh;
