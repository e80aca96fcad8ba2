/**
 * Menu search (spec §2): leaf items whose name starts with the typed text, case-insensitive.
 * Beyond the spec, a Chinese name also matches by the prefix of its full pinyin (jiaoyi →
 * 交易订单) or of its initials (jydd), and by its English label. The pinyin is computed on the
 * server, so the browser downloads no dictionary.
 */
export type SearchEntry = {
  href: string;
  name: string;
  /** The locale key of the name (meta.i18n), so the panel shows it in the operator's language. */
  i18n: string;
  english: string;
  pinyin: string;
  initials: string;
};

const normalise = (text: string) => text.trim().toLowerCase().replace(/\s+/g, "");

export function matchesPrefix(entry: SearchEntry, query: string, shownLabel: string): boolean {
  const q = normalise(query);
  if (!q) return false;
  return [shownLabel, entry.name, entry.english, entry.pinyin, entry.initials].some((text) =>
    normalise(text).startsWith(q),
  );
}

export function searchMenu(
  entries: SearchEntry[],
  query: string,
  labelOf: (entry: SearchEntry) => string,
): SearchEntry[] {
  return entries.filter((entry) => matchesPrefix(entry, query, labelOf(entry)));
}
