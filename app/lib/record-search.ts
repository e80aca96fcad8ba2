/**
 * What search by number answers (issue 34, ADR 041), shared by the /search page and the Ctrl/⌘+K
 * palette: per record kind the operator's menu has, its records (or that it timed out or failed),
 * and with nothing typed, the records opened last. Client-safe: types and small helpers only.
 */
import type { RecentRecord } from "./recent-records";

export const RECORD_KINDS = ["order", "refund", "merchant", "agent", "store", "device", "settleBatch"] as const;
export type KindId = (typeof RECORD_KINDS)[number];

/** Which of a record's numbers the typed text is (an order has three). */
export type MatchedBy = "platform" | "merchant" | "channel" | "refund" | "channelRefund" | "number" | "name";

/** One record found: what the palette and /search show, and where it opens. */
export type SearchResult = {
  kind: KindId;
  id: string;
  /** The record's number (or SN). */
  title: string;
  /** Its name, owner and amount (spec §5), as plain text. */
  subtitle: string;
  matchedBy: MatchedBy;
  href: string;
};

export type KindAnswer = {
  kind: KindId;
  /** The menu item's name and i18n key: the group's heading. */
  label: string;
  i18n: string;
  state: "found" | "timedOut" | "failed";
  results: SearchResult[];
};

/** The /search loader's answer (the page's data, and what the palette fetches). */
export type SearchAnswer = {
  q: string;
  /** The text was longer than any number: nothing was asked. */
  tooLong: boolean;
  groups: KindAnswer[];
  recent: RecentRecord[];
};

/** The /search URL of a text. */
export const searchHref = (q: string) => `/search?${new URLSearchParams({ q }).toString()}`;

/** Whether the text looks like a number (records then come before menu items in the palette). */
export const looksLikeNumber = (q: string) => /^[A-Za-z]{0,3}\d[A-Za-z0-9_-]{3,}$/.test(q.trim());
