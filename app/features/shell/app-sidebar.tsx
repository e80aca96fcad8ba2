import { useEffect, useRef } from "react";
import { useRovingFocus } from "~/lib/roving-focus";
import { Link, useLocation } from "react-router";
import { type MenuItem, menuHref } from "~/lib/menu";
import { useLabel } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { menuIconClass } from "~/components/menu-icon";
import { useLinkClicks } from "~/kit/ui/table-links";
import { usePrefetchOnIntent } from "./prefetch-on-intent";

type SidebarProps = { items: MenuItem[]; openIds: string[]; title: string; logo: string; collapsed: boolean };

/**
 * The server-driven sidebar. Groups are <details>, so they open and close with the keyboard
 * and without JavaScript; the group holding the current page starts open. Collapsed, it shows
 * the top-level icons only (their names as tooltips).
 */
export const DRAWER_ID = "console-nav-drawer";

/**
 * On small screens (class 0) the same sidebar is a drawer, opened by a <label> in the top bar
 * for a hidden checkbox: no JavaScript needed, and the menu is in the page once.
 */
export function AppSidebar(props: SidebarProps) {
  const location = useLocation();
  const toggle = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (toggle.current) toggle.current.checked = false;
  }, [location]);
  return (
    <>
      <input ref={toggle} type="checkbox" id={DRAWER_ID} className="peer sr-only" tabIndex={-1} aria-hidden />
      {/* The open drawer's backdrop: a press closes it. */}
      {/* eslint-disable-next-line jsx-a11y/label-has-associated-control -- a backdrop for the pointer: its checkbox is hidden from assistive technology, so no text here is read */}
      <label htmlFor={DRAWER_ID} className="fixed inset-0 z-40 hidden bg-black/40 peer-checked:block md:hidden" />
      <aside
        data-collapsed={props.collapsed || undefined}
        className={cn(
          "bg-sidebar text-sidebar-foreground border-sidebar-border top-0 hidden h-svh shrink-0 flex-col border-r",
          "peer-checked:fixed peer-checked:inset-y-0 peer-checked:left-0 peer-checked:z-50 peer-checked:flex peer-checked:w-72",
          "md:sticky md:flex",
          props.collapsed ? "md:w-16" : "md:w-60",
        )}
      >
        <SidebarContent {...props} />
      </aside>
    </>
  );
}

/**
 * Keys of the menu's own, beside the arrows: → opens a group, ← closes it, or from inside a
 * group goes to its name.
 */
function onMenuKey(key: string, item: HTMLElement): boolean {
  const group =
    item.tagName === "SUMMARY" && item.parentElement instanceof HTMLDetailsElement ? item.parentElement : null;
  if (key === "ArrowRight" && group && !group.open) {
    group.open = true;
    return true;
  }
  if (key !== "ArrowLeft") return false;
  if (group?.open) {
    group.open = false;
    return true;
  }
  const parent = (group ?? item).parentElement?.closest("details");
  const name = parent?.querySelector<HTMLElement>(":scope > summary");
  name?.focus();
  return Boolean(name);
}

const MENU_FOCUS = { items: "summary, a[href]", orientation: "vertical", onKey: onMenuKey } as const;

function SidebarContent(props: SidebarProps) {
  const onLinkClick = useLinkClicks("a[href]");
  const current = useLocation().pathname.toLowerCase();
  // The menu is one Tab stop; the arrows move inside it.
  const menu = useRef<HTMLElement>(null);
  useRovingFocus(menu, MENU_FOCUS);
  // A link the pointer or focus rests on loads ahead, so its click shows the page from memory.
  usePrefetchOnIntent(menu);
  return (
    <>
      {/* One line of text (so the title truncates), the logo an inline box before it. */}
      <Link to="/main/index" className="block h-14 shrink-0 truncate px-4 leading-14 font-semibold">
        {props.logo ? (
          <img
            src={props.logo}
            alt=""
            width={28}
            height={28}
            className="me-2 inline-block size-7 rounded align-middle"
          />
        ) : null}
        {props.collapsed ? <span className="sr-only">{props.title}</span> : props.title}
      </Link>
      {/* The menu's links are plain <a>s, navigated on the client by this one handler (as a
          <Link> would, see kit/ui/table-links.ts): a menu is dozens of links, and a NavLink each
          costs the server a set of router hooks. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- takes its links' bubbled clicks (Enter on a link clicks it too); the links are the controls */}
      <nav
        ref={menu}
        className="side-menu flex-1 overflow-y-auto px-2 pb-4 text-sm"
        aria-label={props.title}
        onClick={onLinkClick}
      >
        <MenuList items={props.items} openIds={props.openIds} depth={0} collapsed={props.collapsed} current={current} />
      </nav>
    </>
  );
}

/**
 * The menu's rows: a leaf is its link, a group its <details> holding its rows, with no list
 * elements around them (the nav and the groups lay them out, app.css `side-menu`; a long menu is
 * half as many elements). They are styled by the nav, not by classes on each of a long menu's
 * rows: a row carries only its own name, link and, at the top level, its icon's drawing
 * (lucide-NAME; the row draws it before its name, a group row its chevron after it).
 */
function MenuList(props: { items: MenuItem[]; openIds: string[]; depth: number; collapsed: boolean; current: string }) {
  const label = useLabel();
  const { items, openIds, depth, collapsed, current } = props;
  const top = depth === 0;
  const iconOnly = collapsed && top;
  return items.map((item) => {
    const name = label(item.i18n, item.name);
    const icon = top ? menuIconClass(item.icon) : undefined;
    return item.children.length ? (
      <details key={item.id} open={openIds.includes(item.id)}>
        <summary title={iconOnly ? name : undefined} className={icon}>
          {iconOnly ? <span className="sr-only">{name}</span> : name}
        </summary>
        <MenuList items={item.children} openIds={openIds} depth={depth + 1} collapsed={false} current={current} />
      </details>
    ) : (
      <MenuLink key={item.id} href={menuHref(item)} current={current} title={iconOnly ? name : undefined} icon={icon}>
        {iconOnly ? <span className="sr-only">{name}</span> : name}
      </MenuLink>
    );
  });
}

/**
 * A leaf's link, current (aria-current="page", which also highlights it) when its path is the
 * page's, as a `<NavLink end>` decides: the path alone, whatever the query, letter case aside.
 * `data-discover` lets the router learn the screen's route ahead, as it does for a `<Link>`.
 */
function MenuLink(props: { href: string; current: string; title?: string; icon?: string; children: React.ReactNode }) {
  const path = props.href.split(/[?#]/, 1)[0]!;
  const active = path.toLowerCase() === props.current;
  return (
    <a
      title={props.title}
      aria-current={active ? "page" : undefined}
      className={props.icon}
      href={props.href}
      data-discover="true"
    >
      {props.children}
    </a>
  );
}
