/** The message centre's publishing: 系统通知's Publish notice and 平台公告 (ADR 024). */
import type { platformInfo as zhPlatformInfo, publish as zhPublish } from "../zh/messages-publish";

export const publish = {
  button: "Publish notice",
  submit: "Publish",
  types: { "1": "Platform announcement", "2": "Security notice" },
  confirmDelete: "Delete the notice “{{label}}”? No user will see it any more.",
} satisfies typeof zhPublish;

export const platformInfo = {
  startTime: "Published from",
  endTime: "Published to",
  dept: "Department",
  sender: "Published by",
  reads: "Read / recipients",
  readsValue: "{{read}} / {{total}}",
  time: "Published",
  updateTime: "Changed",
  depts: "Departments",
  deptsHint:
    "Choose one or more: each department gets its own announcement, delivered to the users of the department and the ones below it in My messages (system message).",
  noDepts: "No department to choose",
  outOfScope: "You can only announce to your own department and those below it",
  readLocked: "Read by {{count}} already: the announcement can no longer be changed.",
  editHint: "Unread messages already delivered to the recipients change with it.",
} satisfies typeof zhPlatformInfo;
