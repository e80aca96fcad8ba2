import { SearchIcon } from "~/components/icons";
import { useEffect, useEffectEvent, useId, useRef, useState } from "react";
import { useFetcher, useNavigate } from "react-router";
import { type SearchEntry, searchMenu } from "~/features/shell/menu-search";
import type { Tab } from "~/lib/tabs";
import { useLabel, useT } from "~/lib/i18n";
import { ListboxOption, useActiveOption } from "~/lib/active-option";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";

type Result = { href: string; label: string };

/**
 * 菜单搜索 (spec §2): a panel opened from the top bar or with Ctrl/⌘+K. Typing filters leaf
 * menu items by prefix (name, pinyin, initials, English); arrows and Enter pick one; Esc
 * closes. Empty, it offers the recently visited screens. Needs JavaScript (the sidebar and the
 * tabs are the no-JavaScript way around).
 */
export function MenuSearch({ recent }: { recent: Tab[] }) {
  const t = useT();
  const index = useFetcher<SearchEntry[]>();
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();

  // The index is fetched the first time the panel opens (it stays for later openings).
  const show = () => {
    if (index.state === "idle" && !index.data) index.load("/shell/search-index");
    setOpen(true);
  };
  const onShortcut = useEffectEvent((event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
      event.preventDefault();
      if (!open) show();
    }
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => onShortcut(event);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  if (!hydrated) return null;
  return (
    <>
      <button
        type="button"
        onClick={show}
        className="text-muted-foreground hover:bg-accent inline-flex h-9 items-center gap-2 rounded-md border px-2 text-sm sm:w-44"
      >
        <SearchIcon className="size-4" aria-hidden />
        <span className="hidden sm:inline">{t("shell.menuSearch")}</span>
        <span className="sr-only sm:hidden">{t("shell.menuSearch")}</span>
        <kbd className="bg-muted ml-auto hidden rounded px-1 text-[10px] sm:inline">Ctrl K</kbd>
      </button>
      {open ? <SearchPanel entries={index.data ?? []} recent={recent} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** The open panel: it starts empty each time it opens (its query and choice live only while it is open). */
function SearchPanel(props: { entries: SearchEntry[]; recent: Tab[]; onClose: () => void }) {
  const t = useT();
  const label = useLabel();
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();

  useEffect(() => input.current?.focus(), []);

  const results: Result[] = query.trim()
    ? searchMenu(props.entries, query, (entry) => label(entry.i18n, entry.name)).map((entry) => ({
        href: entry.href,
        label: label(entry.i18n, entry.name),
      }))
    : props.recent.map((tab) => ({ href: tab.url, label: label(tab.i18n, tab.label) }));
  const listbox = useActiveOption(results.length);

  const go = (result: Result | undefined) => {
    if (!result) return;
    props.onClose();
    navigate(result.href);
  };

  // The combobox keeps the focus (ARIA's combobox pattern): the keys are its.
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (listbox.moveOnArrow(event)) return;
    if (event.key === "Escape") {
      event.preventDefault();
      props.onClose();
    } else if (event.key === "Enter") {
      event.preventDefault();
      go(results[listbox.active]);
    }
  };

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
          {t("shell.menuSearch")}
        </h2>
        <div className="flex items-center gap-2 border-b px-4">
          <SearchIcon className="text-muted-foreground size-4" aria-hidden />
          <input
            ref={input}
            role="combobox"
            aria-expanded="true"
            aria-controls={listbox.listId}
            aria-activedescendant={listbox.activeDescendant()}
            aria-label={t("shell.menuSearch")}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              listbox.setActive(0);
            }}
            onKeyDown={onKeyDown}
            placeholder={t("shell.menuSearchPlaceholder")}
            className="h-11 flex-1 bg-transparent text-sm outline-none"
          />
        </div>
        {!query.trim() && results.length ? (
          <p className="text-muted-foreground px-4 pt-3 text-xs">{t("shell.recent")}</p>
        ) : null}
        <ul
          id={listbox.listId}
          role="listbox"
          aria-label={t("shell.menuSearch")}
          className="max-h-80 overflow-y-auto p-2"
        >
          {results.map((result, at) => (
            <ListboxOption
              key={result.href}
              listbox={listbox}
              at={at}
              onMouseEnter={() => listbox.setActive(at)}
              onClick={() => go(result)}
              className={cn(
                "cursor-pointer rounded-md px-3 py-2 text-sm",
                at === listbox.active && "bg-accent text-accent-foreground",
              )}
            >
              {result.label}
            </ListboxOption>
          ))}
          {query.trim() && results.length === 0 ? (
            <li className="text-muted-foreground px-3 py-6 text-center text-sm">{t("shell.menuSearchEmpty")}</li>
          ) : null}
        </ul>
      </div>
    </div>
  );
}
