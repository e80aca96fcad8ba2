import { MaximizeIcon, MinimizeIcon } from "~/components/icons";
import { DRAWER_ID } from "~/features/shell/app-sidebar";
import { useSyncExternalStore } from "react";
import { Form, useFetcher, useLocation } from "react-router";
import { useLinkClicks } from "~/kit/ui/table-links";
import { LanguageSwitch } from "~/components/language-switch";
import { menuIconClass } from "~/components/menu-icon";
import { UserMenu } from "~/components/user-menu";
import type { TopMenu, UnreadCounts } from "~/features/shell/shell.server";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { actionUrl } from "~/lib/action-url";

const iconButton = "hover:bg-accent relative inline-flex size-9 items-center justify-center rounded-md";
const textButton = "hover:bg-accent inline-flex h-9 items-center gap-1 rounded-md px-2 text-sm";

export function TopBar(props: {
  title: string;
  topMenus: TopMenu[];
  topMenuId: string | null;
  sidebarCollapsed: boolean;
  onToggleSidebar: () => void;
  /** The unread counts, and 我的审批's (null: the operator may act on nothing, no badge). */
  unread: UnreadCounts & { approvals: { count: number | null } | null };
  marketing: boolean;
  user: { name: string; avatar: string };
  search: React.ReactNode;
}) {
  const t = useT();
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  // The bar's own links (the badges, the user menu's) are plain <a data-discover>s navigated here.
  const onLinkClick = useLinkClicks("a[data-discover]");
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- takes its links' bubbled clicks (Enter on a link clicks it too); the links are the controls
    <header
      className="bg-background sticky top-0 z-35 flex h-14 items-center gap-2 border-b px-2 sm:px-4"
      onClick={onLinkClick}
    >
      <label
        htmlFor={DRAWER_ID}
        className={cn(iconButton, "icon-before lucide-menu cursor-pointer before:size-5 md:hidden")}
      >
        <span className="sr-only">{t("shell.menu")}</span>
      </label>
      <Form
        method="post"
        action={actionUrl("/shell", { state: props.sidebarCollapsed ? "expanded" : "collapsed", returnTo })}
        className="hidden md:block"
        onSubmit={(event) => (event.preventDefault(), props.onToggleSidebar())}
      >
        <button
          type="submit"
          name="intent"
          value="sidebar"
          className={cn(iconButton, "icon-before lucide-panel-left before:size-5")}
          aria-label={t("shell.toggleSidebar")}
          aria-pressed={props.sidebarCollapsed}
        />
      </Form>
      <span className="truncate font-medium md:hidden">{props.title}</span>
      {props.topMenus.length > 1 ? (
        // One form for the top menus: each button sends its menu's id, its icon drawn by itself (icon-before).
        <nav aria-label={t("shell.topMenus")} className="hidden lg:block">
          <Form
            method="post"
            action={actionUrl("/shell", { intent: "top-menu", returnTo })}
            className="flex items-center gap-1"
          >
            {props.topMenus.map((menu) => (
              <button
                key={menu.id}
                type="submit"
                name="id"
                value={menu.id}
                aria-current={menu.id === props.topMenuId ? "true" : undefined}
                className={cn(
                  "icon-before flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm",
                  menuIconClass(menu.icon),
                  menu.id === props.topMenuId
                    ? "bg-primary/10 text-primary font-medium"
                    : "hover:bg-accent text-muted-foreground",
                )}
              >
                {menu.name}
              </button>
            ))}
          </Form>
        </nav>
      ) : null}
      <div className="ml-auto flex items-center gap-1">
        {props.search}
        {props.marketing ? (
          <a
            href="/shell/marketing"
            target="_blank"
            rel="noopener"
            // On a small screen the icon alone shows (its text is there, at no size: the link keeps its name).
            className={cn(textButton, "icon-before lucide-external-link max-sm:gap-0 max-sm:text-[0px]")}
          >
            {t("shell.marketing")}
          </a>
        ) : null}
        <FullscreenButton />
        <Badge to="/message/myMessage" count={props.unread.messages} label={t("shell.messages")} icon="lucide-mail" />
        <Badge to="/message/sysNotice" count={props.unread.notices} label={t("menu.sysNotice")} icon="lucide-bell" />
        {props.unread.approvals === null ? null : (
          <Badge
            to="/approvals"
            count={props.unread.approvals.count}
            label={t("shell.approvals")}
            icon="lucide-clipboard-check"
          />
        )}
        <LanguageSwitch className="hidden sm:flex" />
        <UserMenu name={props.user.name} avatar={props.user.avatar} />
      </div>
    </header>
  );
}

/**
 * A link with an icon and its unread count, both drawn by the link (app.css icon-before; the
 * count is its ::after, from data-count): one element. Its name says the count.
 */
function Badge(props: { to: string; count: number | null; label: string; icon: `lucide-${string}` }) {
  const count = props.count ?? 0;
  return (
    <a
      href={props.to}
      data-discover="true"
      className={`${iconButton} icon-before before:size-5 ${props.icon} ${count > 0 ? unreadCount : ""}`}
      data-count={count > 0 ? (count > 99 ? "99+" : count) : undefined}
      aria-label={`${props.label} ${count}`}
      title={props.label}
    />
  );
}

const unreadCount =
  "after:content-[attr(data-count)] after:bg-destructive after:absolute after:-top-0.5 after:-right-0.5 after:min-w-4 after:rounded-full after:px-1 after:text-center after:text-[10px] after:leading-4 after:font-semibold after:text-white";

/** The browser's fullscreen state, read from the document (false on the server and while hydrating). */
const subscribeFullscreen = (onChange: () => void) => {
  document.addEventListener("fullscreenchange", onChange);
  return () => document.removeEventListener("fullscreenchange", onChange);
};
const noChange = () => () => {};
const off = () => false;

/** Needs JavaScript (the Fullscreen API), so it appears only once the page is live. */
function FullscreenButton() {
  const t = useT();
  const ready = useSyncExternalStore(noChange, () => Boolean(document.fullscreenEnabled), off);
  const full = useSyncExternalStore(subscribeFullscreen, () => Boolean(document.fullscreenElement), off);
  if (!ready) return null;
  const label = full ? t("shell.exitFullscreen") : t("shell.fullscreen");
  return (
    <button
      type="button"
      className={iconButton}
      aria-label={label}
      title={label}
      onClick={() =>
        (full ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => undefined)
      }
    >
      {full ? <MinimizeIcon className="size-5" aria-hidden /> : <MaximizeIcon className="size-5" aria-hidden />}
    </button>
  );
}

/** The sidebar toggle's state, kept optimistic while the cookie is saved in the background. */
export function useSidebarToggle(initial: boolean) {
  const fetcher = useFetcher();
  const pending = fetcher.formData?.get("state");
  const collapsed = pending ? pending === "collapsed" : initial;
  const toggle = () =>
    fetcher.submit(
      { intent: "sidebar", state: collapsed ? "expanded" : "collapsed" },
      { method: "post", action: "/shell" },
    );
  return { collapsed, toggle };
}
