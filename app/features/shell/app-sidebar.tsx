import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { type MenuItem, menuHref } from "~/features/menu/menu";
import { useLabel } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { menuIconClass } from "~/components/menu-icon";
import { useLinkClicks } from "~/kit/ui/table-links";

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
      <label htmlFor={DRAWER_ID} className="fixed inset-0 z-40 hidden bg-black/40 peer-checked:block md:hidden">
        <span className="sr-only">{props.title}</span>
      </label>
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

function SidebarContent(props: SidebarProps) {
  const onLinkClick = useLinkClicks("a[href]");
  const current = useLocation().pathname.toLowerCase();
  return (
    <>
      <Link to="/main/index" className="flex h-14 shrink-0 items-center gap-2 px-4 font-semibold">
        {props.logo ? <img src={props.logo} alt="" width={28} height={28} className="size-7 rounded" /> : null}
        {props.collapsed ? <span className="sr-only">{props.title}</span> : <span className="truncate">{props.title}</span>}
      </Link>
      {/* The menu's links are plain <a>s, navigated on the client by this one handler (as a
          <Link> would, see kit/ui/table-links.ts): a menu is dozens of links, and a NavLink each
          costs the server a set of router hooks. */}
      <nav className="flex-1 overflow-y-auto px-2 pb-4 text-sm" aria-label={props.title} onClick={onLinkClick}>
        <MenuList items={props.items} openIds={props.openIds} depth={0} collapsed={props.collapsed} current={current} />
      </nav>
    </>
  );
}

/** A group's row: the top level's icon before the name, a chevron after it that turns open. */
const SUMMARY =
  "hover:bg-sidebar-accent hover:text-sidebar-accent-foreground flex cursor-pointer list-none items-center gap-2 rounded-md px-2 py-2 [&::-webkit-details-marker]:hidden";
const CHEVRON = "icon-after after:lucide-chevron-right after:ml-auto after:transition-transform group-open/menu:after:rotate-90";

/**
 * The menu's lists. Icons and chevrons are drawn by the rows themselves (icon-before /
 * icon-after), and a name is the row's own text unless it must truncate beside an icon: a
 * long menu is many rows, each one element less per icon and wrapper.
 */
function MenuList(props: { items: MenuItem[]; openIds: string[]; depth: number; collapsed: boolean; current: string }) {
  const label = useLabel();
  const { items, openIds, depth, collapsed, current } = props;
  const top = depth === 0;
  const iconOnly = collapsed && top;
  return (
    <ul className={cn("grid gap-0.5", depth > 0 && !collapsed && "border-sidebar-border ml-4 border-l pl-2")}>
      {items.map((item) => {
        const name = label(item.i18n, item.name);
        const icon = top ? `icon-before ${menuIconClass(item.icon)}` : null;
        return (
          <li key={item.id}>
            {item.children.length ? (
              <details open={openIds.includes(item.id)} className="group/menu">
                <summary title={iconOnly ? name : undefined} className={cn(SUMMARY, icon, !iconOnly && CHEVRON)}>
                  {iconOnly ? <span className="sr-only">{name}</span> : name}
                </summary>
                <MenuList items={item.children} openIds={openIds} depth={depth + 1} collapsed={false} current={current} />
              </details>
            ) : (
              <MenuLink href={menuHref(item)} current={current} title={iconOnly ? name : undefined} icon={icon}>
                {top ? <span className={iconOnly ? "sr-only" : "truncate"}>{name}</span> : name}
              </MenuLink>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A leaf's link, current (aria-current="page", highlighted) when its path is the page's, as a
 * `<NavLink end>` decides: the path alone, whatever the query, letter case aside.
 * `data-discover` lets the router learn the screen's route ahead, as it does for a `<Link>`.
 */
function MenuLink(props: { href: string; current: string; title?: string; icon: string | null; children: React.ReactNode }) {
  const path = props.href.split(/[?#]/, 1)[0]!;
  const active = path.toLowerCase() === props.current;
  return (
    <a title={props.title} aria-current={active ? "page" : undefined} className={leafClass(active, props.icon)} href={props.href} data-discover="true">
      {props.children}
    </a>
  );
}

/** A leaf: with an icon, a row whose name truncates in a span; below the top, a truncating line. */
function leafClass(active: boolean, icon: string | null) {
  return cn(
    icon ? `flex items-center gap-2 ${icon}` : "block truncate",
    "rounded-md px-2 py-2",
    active
      ? "bg-sidebar-primary text-sidebar-primary-foreground font-medium"
      : "hover:bg-sidebar-accent hover:text-sidebar-accent-foreground",
  );
}
