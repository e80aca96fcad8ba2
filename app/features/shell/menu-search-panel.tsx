import { SearchIcon } from "~/components/icons";
import { lazy, Suspense, useEffect, useEffectEvent, useState } from "react";
import { useFetcher } from "react-router";
import type { SearchEntry } from "~/features/shell/menu-search";
import type { Tab } from "~/lib/tabs";
import { useT } from "~/lib/i18n";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";

/**
 * The open panel's code is not among the page's scripts (ADR 003): it is fetched once the page is
 * idle (so Ctrl/⌘+K opens it at once), or on first opening if that comes first.
 */
const loadPanel = () => import("./search-panel");
const SearchPanel = lazy(loadPanel);

/**
 * 搜索 (spec §2's 菜单搜索, issue 34): a panel opened from the top bar or with Ctrl/⌘+K. Typing
 * filters leaf menu items by prefix (name, pinyin, initials, English) at once, and asks /search
 * for records by number (after a short rest; records come first when the text looks like a
 * number), grouped by kind; arrows and Enter (or the pointer) pick one; Esc closes. Empty, it
 * offers the records opened last and the recently visited screens. Without JavaScript the top
 * bar links to /search, the same search as a page.
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
    const warm = () => void loadPanel();
    if (typeof requestIdleCallback === "function") requestIdleCallback(warm, { timeout: 3000 });
    else setTimeout(warm, 1000);
  }, []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => onShortcut(event);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const look =
    "text-muted-foreground hover:bg-accent inline-flex h-9 items-center gap-2 rounded-md border px-2 text-sm sm:w-44";
  // Without JavaScript: the same search as a page, one element (the page's element budget, ADR 040).
  if (!hydrated)
    return (
      <a href="/search" className={cn(look, "icon-before lucide-search")}>
        {t("search.title")}
      </a>
    );
  return (
    <>
      <button type="button" onClick={show} className={look} aria-keyshortcuts="Control+K Meta+K">
        <SearchIcon className="size-4" aria-hidden />
        {/* The name is the text (on a small screen read, not shown); the shortcut is aria-keyshortcuts'. */}
        <span className="max-sm:sr-only">{t("search.title")}</span>
        <kbd aria-hidden className="bg-muted ml-auto hidden rounded px-1 text-[10px] sm:inline">
          Ctrl K
        </kbd>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SearchPanel entries={index.data ?? []} recent={recent} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
