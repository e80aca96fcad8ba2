/**
 * The records an operator opened last (issue 34, ADR 041): a detail dialog opened with its row
 * (from a list, a link or search by number), kept in the session record beside the tabs, newest
 * first, each URL once, at most ten. Pure: the session object and the shell both use it.
 */

export type RecentRecord = {
  /** The detail's own URL (`<path>?…&dialog=view&id=<id>`). */
  href: string;
  /** The row's label as its screen names it (its rowLabel: a number, a number and a name). */
  label: string;
  /** The screen's menu name and i18n key. */
  screen: string;
  i18n: string;
};

export const MAX_RECENT_RECORDS = 10;

/** `opened` first, any earlier visit of the same record dropped, at most MAX_RECENT_RECORDS. */
export function rememberRecord(list: readonly RecentRecord[], opened: RecentRecord): RecentRecord[] {
  const others = list.filter((record) => record.href !== opened.href);
  return [opened, ...others].slice(0, MAX_RECENT_RECORDS);
}
