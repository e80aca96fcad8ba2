import { platformInfo, publish } from "./messages-publish";

export default {
  title: "Message centre",
  filters: {
    title: "Title",
    titlePlaceholder: "Search by title",
    isRead: "Status",
  },
  readState: { "0": "Unread", "1": "Read" },
  summary: "{{total}} in total, {{unread}} unread",
  columns: {
    title: "Title",
    sender: "Sender",
    time: "Time",
    status: "Status",
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
} satisfies typeof import("../zh/messages").default;
