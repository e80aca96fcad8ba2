import { ChevronRightIcon } from "lucide-react";
import { Link, NavLink } from "react-router";
import type { MenuItem } from "~/features/menu/menu";
import { useLabel } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { MenuIcon } from "./menu-icon";

/**
 * The server-driven sidebar. Groups are <details>, so they open and close with the keyboard
 * and without JavaScript; the group holding the current page starts open.
 */
export function AppSidebar(props: { items: MenuItem[]; openIds: string[]; title: string; logo: string }) {
  return (
    <aside className="bg-sidebar text-sidebar-foreground border-sidebar-border hidden w-60 shrink-0 flex-col border-r md:flex">
      <Link to="/main/index" className="flex h-14 items-center gap-2 px-4 font-semibold">
        {props.logo ? <img src={props.logo} alt="" width={28} height={28} className="size-7 rounded" /> : null}
        <span className="truncate">{props.title}</span>
      </Link>
      <nav className="flex-1 overflow-y-auto px-2 pb-4 text-sm" aria-label={props.title}>
        <MenuList items={props.items} openIds={props.openIds} depth={0} />
      </nav>
    </aside>
  );
}

function MenuList({ items, openIds, depth }: { items: MenuItem[]; openIds: string[]; depth: number }) {
  const label = useLabel();
  return (
    <ul className={cn("grid gap-0.5", depth > 0 && "border-sidebar-border ml-4 border-l pl-2")}>
      {items.map((item) => (
        <li key={item.id}>
          {item.children.length ? (
            <details open={openIds.includes(item.id)} className="group">
              <summary className="hover:bg-sidebar-accent hover:text-sidebar-accent-foreground flex cursor-pointer list-none items-center gap-2 rounded-md px-2 py-2 [&::-webkit-details-marker]:hidden">
                {depth === 0 ? <MenuIcon name={item.icon} className="size-4" /> : null}
                <span className="flex-1 truncate">{label(item.i18n, item.name)}</span>
                <ChevronRightIcon className="size-4 transition-transform group-open:rotate-90" aria-hidden />
              </summary>
              <MenuList items={item.children} openIds={openIds} depth={depth + 1} />
            </details>
          ) : item.external ? (
            <a href={item.path} target="_blank" rel="noopener noreferrer" className={leafClass(false)}>
              {depth === 0 ? <MenuIcon name={item.icon} className="size-4" /> : null}
              <span className="truncate">{label(item.i18n, item.name)}</span>
            </a>
          ) : (
            <NavLink to={item.path} end className={({ isActive }) => leafClass(isActive)}>
              {depth === 0 ? <MenuIcon name={item.icon} className="size-4" /> : null}
              <span className="truncate">{label(item.i18n, item.name)}</span>
            </NavLink>
          )}
        </li>
      ))}
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
