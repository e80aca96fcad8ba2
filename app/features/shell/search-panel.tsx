import { SearchIcon } from "~/components/icons";
import { useEffect, useEffectEvent, useId, useRef, useState } from "react";
import { useFetcher, useNavigate } from "react-router";
import { type SearchEntry, searchMenu } from "~/features/shell/menu-search";
import type { Tab } from "~/lib/tabs";
import { useLabel, useT } from "~/lib/i18n";
import { ListboxOption, useActiveOption } from "~/lib/active-option";
import { looksLikeNumber, type SearchAnswer, searchHref } from "~/lib/record-search";
import { cn } from "~/lib/utils";

/** How long typing rests before the records of the text are asked for. */
const RECORD_SEARCH_DEBOUNCE_MS = 150;

/** A choice of the list (a menu item, a record, a recent one, "see all"): where it goes and what it says. */
type Option = { key: string; href: string; label: string; detail?: string };
/** A part of the list: its heading, its options, or a line saying why it has none. */
type Group = { key: string; heading: string; options: Option[]; note?: string };

/** The records of the typed text, asked of /search once typing rests; the last answer for the text now typed. */
function useRecordSearch(query: string): { answer: SearchAnswer | null; loading: boolean } {
  const records = useFetcher<SearchAnswer>();
  const q = query.trim().replace(/\s+/g, " ");
  const [asked, setAsked] = useState<string | null>(null);
  const ask = useEffectEvent((text: string) => {
    setAsked(text);
    void records.load(text ? searchHref(text) : "/search");
  });
  useEffect(() => {
    // Empty: at once, for the records opened last.
    const timer = setTimeout(() => ask(q), q ? RECORD_SEARCH_DEBOUNCE_MS : 0);
    return () => clearTimeout(timer);
  }, [q]);
  const current = asked === q && records.state === "idle" && records.data ? records.data : null;
  return { answer: current, loading: !current };
}

/**
 * The open 搜索 panel (menu-search-panel.tsx opens it): it starts empty each time it opens (its
 * query and choice live only while it is open). Loaded on first opening, apart from the page's scripts.
 */
export default function SearchPanel(props: { entries: SearchEntry[]; recent: Tab[]; onClose: () => void }) {
  const t = useT();
  const label = useLabel();
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const { answer, loading } = useRecordSearch(query);

  useEffect(() => input.current?.focus(), []);

  const typed = query.trim();
  const groups: Group[] = [];
  if (!typed) {
    groups.push({
      key: "recent-records",
      heading: t("search.recentRecords"),
      options: (answer?.recent ?? []).map((record) => ({
        key: record.href,
        href: record.href,
        label: record.label,
        detail: label(record.i18n, record.screen),
      })),
    });
    groups.push({
      key: "recent-screens",
      heading: t("shell.recent"),
      options: props.recent.map((tab) => ({ key: tab.url, href: tab.url, label: label(tab.i18n, tab.label) })),
    });
  } else {
    const menu: Group = {
      key: "menu",
      heading: t("search.menuHeading"),
      options: searchMenu(props.entries, query, (entry) => label(entry.i18n, entry.name)).map((entry) => ({
        key: entry.href,
        href: entry.href,
        label: label(entry.i18n, entry.name),
      })),
    };
    const records: Group[] = (answer?.groups ?? []).flatMap((group) =>
      group.state === "found" && group.results.length === 0
        ? []
        : [
            {
              key: group.kind,
              heading: label(group.i18n, group.label),
              note:
                group.state === "found"
                  ? undefined
                  : t(group.state === "timedOut" ? "search.timedOut" : "search.failed"),
              options: group.results.map((result) => ({
                key: result.href,
                href: result.href,
                label: result.title,
                detail: [t(`search.matchedBy.${result.matchedBy}`), result.subtitle].filter(Boolean).join(" · "),
              })),
            },
          ],
    );
    if (looksLikeNumber(typed)) groups.push(...records, menu);
    else groups.push(menu, ...records);
    if (records.length)
      groups.push({
        key: "see-all",
        heading: "",
        options: [{ key: "see-all", href: searchHref(typed), label: t("search.seeAll") }],
      });
  }
  const options = groups.flatMap((group) => group.options);
  const listbox = useActiveOption(options.length);
  const nothing = typed && !loading && options.length === 0;

  const go = (option: Option | undefined) => {
    if (!option) return;
    props.onClose();
    navigate(option.href);
  };

  // The combobox keeps the focus (ARIA's combobox pattern): the keys are its.
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (listbox.moveOnArrow(event)) return;
    if (event.key === "Escape") {
      event.preventDefault();
      props.onClose();
    } else if (event.key === "Enter") {
      event.preventDefault();
      go(options[listbox.active]);
    }
  };

  let at = 0;
  return (
    // The backdrop: a press outside the panel closes it (Esc does from the keyboard).
    <div
      role="presentation"
      className="fixed inset-0 z-50 grid items-start justify-items-center bg-black/40 p-4 pt-[12vh]"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) props.onClose();
      }}
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="bg-popover text-popover-foreground w-full max-w-lg overflow-hidden rounded-xl border shadow-xl"
      >
        <h2 id={titleId} className="border-b px-4 py-3 text-base font-semibold">
          {t("search.title")}
        </h2>
        <div className="flex items-center gap-2 border-b px-4">
          <SearchIcon className="text-muted-foreground size-4" aria-hidden />
          <input
            ref={input}
            role="combobox"
            aria-expanded="true"
            aria-controls={listbox.listId}
            aria-activedescendant={listbox.activeDescendant()}
            aria-label={t("search.title")}
            value={query}
            maxLength={200}
            onChange={(event) => {
              setQuery(event.target.value);
              listbox.setActive(0);
            }}
            onKeyDown={onKeyDown}
            placeholder={t("search.placeholder")}
            className="h-11 flex-1 bg-transparent text-sm outline-none"
          />
        </div>
        <ul id={listbox.listId} role="listbox" aria-label={t("search.title")} className="max-h-96 overflow-y-auto p-2">
          {groups.map((group) =>
            group.options.length === 0 && !group.note ? null : (
              <li key={group.key} role="presentation">
                {group.heading ? (
                  <p role="presentation" className="text-muted-foreground px-3 pt-2 pb-1 text-xs">
                    {group.heading}
                  </p>
                ) : null}
                {group.note ? (
                  <p role="status" className="text-destructive px-3 py-1 text-xs">
                    {group.note}
                  </p>
                ) : null}
                <ul role="presentation">
                  {group.options.map((option) => {
                    const index = at++;
                    return (
                      <ListboxOption
                        key={option.key}
                        listbox={listbox}
                        at={index}
                        onMouseEnter={() => listbox.setActive(index)}
                        onClick={() => go(option)}
                        className={cn(
                          "cursor-pointer rounded-md px-3 py-2 text-sm",
                          index === listbox.active && "bg-accent text-accent-foreground",
                        )}
                      >
                        <span className={cn(option.detail && "font-mono")}>{option.label}</span>
                        {option.detail ? (
                          <span className="text-muted-foreground block text-xs">{option.detail}</span>
                        ) : null}
                      </ListboxOption>
                    );
                  })}
                </ul>
              </li>
            ),
          )}
          {typed && loading ? (
            <li role="presentation" className="text-muted-foreground px-3 py-2 text-xs" aria-live="polite">
              {t("search.loading")}
            </li>
          ) : null}
          {nothing ? (
            <li role="presentation" className="text-muted-foreground px-3 py-6 text-center text-sm">
              {t("shell.menuSearchEmpty")}
            </li>
          ) : null}
        </ul>
      </div>
    </div>
  );
}
