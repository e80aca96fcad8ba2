import { ChevronRightIcon } from "~/components/icons";
import { useEffect, useRef } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { type MenuItem, menuHref } from "~/features/menu/menu";
import { useLabel } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { MenuIcon } from "~/components/menu-icon";

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
  return (
    <>
      <Link to="/main/index" className="flex h-14 shrink-0 items-center gap-2 px-4 font-semibold">
        {props.logo ? <img src={props.logo} alt="" width={28} height={28} className="size-7 rounded" /> : null}
        {props.collapsed ? <span className="sr-only">{props.title}</span> : <span className="truncate">{props.title}</span>}
      </Link>
      <nav className="flex-1 overflow-y-auto px-2 pb-4 text-sm" aria-label={props.title}>
        <MenuList items={props.items} openIds={props.openIds} depth={0} collapsed={props.collapsed} />
      </nav>
    </>
  );
}

function MenuList(props: { items: MenuItem[]; openIds: string[]; depth: number; collapsed: boolean }) {
  const label = useLabel();
  const { items, openIds, depth, collapsed } = props;
  return (
    <ul className={cn("grid gap-0.5", depth > 0 && !collapsed && "border-sidebar-border ml-4 border-l pl-2")}>
      {items.map((item) => {
        const name = label(item.i18n, item.name);
        const icon = depth === 0 ? <MenuIcon name={item.icon} className="size-4 shrink-0" /> : null;
        const text = collapsed && depth === 0 ? <span className="sr-only">{name}</span> : <span className="truncate">{name}</span>;
        return (
          <li key={item.id}>
            {item.children.length ? (
              <details open={openIds.includes(item.id)} className="group/menu">
                <summary
                  title={collapsed ? name : undefined}
                  className="hover:bg-sidebar-accent hover:text-sidebar-accent-foreground flex cursor-pointer list-none items-center gap-2 rounded-md px-2 py-2 [&::-webkit-details-marker]:hidden"
                >
                  {icon}
                  <span className={cn("flex-1", collapsed && depth === 0 && "sr-only")}>{name}</span>
                  {collapsed && depth === 0 ? null : (
                    <ChevronRightIcon className="size-4 transition-transform group-open/menu:rotate-90" aria-hidden />
                  )}
                </summary>
                <MenuList items={item.children} openIds={openIds} depth={depth + 1} collapsed={false} />
              </details>
            ) : (
              <NavLink to={menuHref(item)} end title={collapsed ? name : undefined} className={({ isActive }) => leafClass(isActive)}>
                {icon}
                {text}
              </NavLink>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function leafClass(active: boolean) {
  return cn(
    "flex items-center gap-2 rounded-md px-2 py-2",
    active
      ? "bg-sidebar-primary text-sidebar-primary-foreground font-medium"
      : "hover:bg-sidebar-accent hover:text-sidebar-accent-foreground",
  );
}
