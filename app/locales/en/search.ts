import type zh from "../zh/search";

/** Search (/search and the Ctrl/⌘+K palette). */
export default {
  title: "Search",
  shortcut: "Search menus and records (numbers, names)",
  placeholder: "A menu name, or an order, merchant, SN or batch number…",
  menuHeading: "Menu",
  recentRecords: "Recently opened records",
  loading: "Looking for records…",
  seeAll: "See all results",
  nothing: "No matching records",
  timedOut: "Timed out; try again shortly",
  failed: "Could not search now",
  noRecent: "No records opened yet",
  tooLong: "The search text is too long",
  matchedBy: {
    platform: "Platform order no.",
    merchant: "Merchant order no.",
    channel: "Channel order no.",
    refund: "Refund no.",
    channelRefund: "Channel refund no.",
    number: "Number",
    name: "Name",
  },
} satisfies typeof zh;
