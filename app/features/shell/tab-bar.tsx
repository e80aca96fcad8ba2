import { useEffect, useRef, useState } from "react";
import { Form, Link, useFetcher, useLocation } from "react-router";
import { isClosable, type Tab } from "~/lib/tabs";
import { useLabel, useT } from "~/lib/i18n";
import { useRovingFocus } from "~/lib/roving-focus";
import { cn } from "~/lib/utils";
import { actionUrl } from "~/lib/action-url";

/** The tab of the page on screen: its path, or for framed pages the full URL. */
export function activeTabPath(tabs: Tab[], pathname: string, search: string): string {
  const full = `${pathname}${search}`;
  return tabs.find((tab) => tab.path === full)?.path ?? pathname;
}

type MenuAt = { x: number; y: number; path: string } | null;

const CLOSE_TAB_FORM = "tab-close";
const TAB_ACTION = "hover:bg-accent w-full rounded-sm px-2 py-1.5 text-left";

/** Delete on a tab closes it, as its × does. */
function onTabKey(key: string, item: HTMLElement): boolean {
  if (key !== "Delete") return false;
  const close = item.parentElement?.querySelector<HTMLButtonElement>(`button[form="${CLOSE_TAB_FORM}"]`);
  close?.click();
  return Boolean(close);
}

const TAB_FOCUS = {
  items: "a[data-tab], summary",
  orientation: "horizontal",
  onKey: onTabKey,
  outOfTabOrder: `button[form="${CLOSE_TAB_FORM}"]`,
} as const;

/**
 * The tab bar (spec §2): a nav of links holding each screen's full URL, the page on screen
 * marked current. It is one Tab stop (the arrows move along the tabs to the actions menu).
 * Closing is a form (×, Delete, middle-click, right-click menu, the dropdown), so it works
 * without JavaScript too.
 */
export function TabBar({ tabs }: { tabs: Tab[] }) {
  const t = useT();
  const label = useLabel();
  const location = useLocation();
  const fetcher = useFetcher();
  const [menuAt, setMenuAt] = useState<MenuAt>(null);
  const bar = useRef<HTMLElement>(null);
  useRovingFocus(bar, TAB_FOCUS);
  const active = activeTabPath(tabs, location.pathname, location.search);
  const returnTo = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (!menuAt) return;
    const close = () => setMenuAt(null);
    window.addEventListener("click", close);
    window.addEventListener("keydown", close);
    return () => {
      window.removeEventListener("click", close);
      window.removeEventListener("keydown", close);
    };
  }, [menuAt]);

  const closeTabAction = actionUrl("/shell", { intent: "close-tab", active, returnTo });
  const submit = (intent: string, path = "") =>
    fetcher.submit({ intent, path, active, returnTo }, { method: "post", action: "/shell" });

  return (
    <nav
      ref={bar}
      aria-label={t("shell.tabs")}
      className="bg-background sticky top-14 z-30 flex h-10 items-stretch border-b text-sm"
    >
      <div className="flex min-w-0 flex-1 items-stretch overflow-x-auto">
        {tabs.map((tab) => {
          const selected = tab.path === active;
          const closable = isClosable(tabs, tab);
          const name = label(tab.i18n, tab.label);
          return (
            <div
              key={tab.path}
              className={cn(
                "group flex shrink-0 items-center gap-1 border-r pr-1 pl-3",
                selected ? "bg-primary/10 text-primary border-b-primary border-b-2 font-medium" : "hover:bg-accent",
              )}
              onContextMenu={(event) => {
                event.preventDefault();
                setMenuAt({ x: event.clientX, y: event.clientY, path: tab.path });
              }}
            >
              <Link
                data-tab=""
                aria-current={selected ? "page" : undefined}
                aria-keyshortcuts={closable ? "Delete" : undefined}
                to={tab.url}
                className="focus-visible:ring-ring max-w-48 truncate rounded-sm py-2 outline-none focus-visible:ring-2 focus-visible:ring-inset"
                onAuxClick={(event) => {
                  if (event.button === 1 && closable) {
                    event.preventDefault();
                    submit("close-tab", tab.path);
                  }
                }}
              >
                {name}
              </Link>
              {closable ? (
                <button
                  type="submit"
                  form={CLOSE_TAB_FORM}
                  formAction={closeTabAction}
                  name="path"
                  value={tab.path}
                  aria-label={`${t("kit.close")} ${name}`}
                  className="text-muted-foreground hover:bg-muted hover:text-foreground icon-before lucide-x rounded p-0.5 before:size-3.5"
                />
              ) : null}
            </div>
          );
        })}
      </div>
      <details className="relative border-l">
        <summary className="hover:bg-accent icon-after lucide-chevron-down flex h-full cursor-pointer list-none items-center gap-1 px-3 [&::-webkit-details-marker]:hidden">
          <span className="sr-only">{t("shell.tabActions")}</span>
        </summary>
        {/* One form for every tab's ×, elsewhere in the bar (form=…, each posting its tab's path to
            closeTabAction), and for this menu's two buttons, about the tab on screen. Its fixed
            fields are in the URL it posts to (lib/action-url.ts). close-all ignores path and
            active, and goes to / whatever returnTo says. */}
        <Form
          id={CLOSE_TAB_FORM}
          method="post"
          action={actionUrl("/shell", { path: active, active, returnTo })}
          className="bg-popover absolute right-0 z-40 mt-px grid w-36 gap-0.5 rounded-md border p-1 shadow-md"
        >
          <button type="submit" name="intent" value="close-others" className={TAB_ACTION}>
            {t("shell.closeOthers")}
          </button>
          <button type="submit" name="intent" value="close-all" className={TAB_ACTION}>
            {t("shell.closeAll")}
          </button>
        </Form>
      </details>
      {menuAt ? (
        <div
          role="menu"
          className="bg-popover fixed z-50 grid w-36 gap-0.5 rounded-md border p-1 text-sm shadow-md"
          style={{ left: menuAt.x, top: menuAt.y }}
        >
          {isClosable(tabs, tabs.find((tab) => tab.path === menuAt.path) ?? tabs[0]) ? (
            <MenuButton onClick={() => submit("close-tab", menuAt.path)}>{t("kit.close")}</MenuButton>
          ) : null}
          <MenuButton onClick={() => submit("close-others", menuAt.path)}>{t("shell.closeOthers")}</MenuButton>
          <MenuButton
            onClick={() => fetcher.submit({ intent: "close-all", returnTo: "/" }, { method: "post", action: "/shell" })}
          >
            {t("shell.closeAll")}
          </MenuButton>
        </div>
      ) : null}
    </nav>
  );
}

function MenuButton({ onClick, children }: { onClick: () => void; children: React.ReactNode }) {
  return (
    <button
      type="button"
      role="menuitem"
      onClick={onClick}
      className="hover:bg-accent rounded-sm px-2 py-1.5 text-left"
    >
      {children}
    </button>
  );
}
