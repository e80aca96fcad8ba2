import { data, Outlet, useFetchers, useLocation, useNavigation } from "react-router";
import { AppSidebar } from "~/features/shell/app-sidebar";
import { MenuSearch } from "~/features/shell/menu-search-panel";
import { KeyboardShortcuts } from "~/features/shell/keyboard-shortcuts";
import { SessionWatch } from "~/features/shell/session-watch";
import { TabBar } from "~/features/shell/tab-bar";
import { TopBar, useSidebarToggle } from "~/features/shell/top-bar";
import { menuTrail } from "~/lib/menu";
import { currentScreen, resolveCurrentScreen } from "~/server/menu/current-screen.server";
import { findMenuLeaf } from "~/lib/menu";
import { loadMenu } from "~/server/menu/menu.server";
import { loadMarketingLink, loadTopMenus, loadUnreadCounts, recordVisit, tabFor } from "~/features/shell/shell.server";
import { frameOrigins } from "~/server/menu/frame-sources.server";
import { loadWaitingCount } from "~/screens/approvals/sources.server";
import { TopUpBanner } from "~/features/topup/topup-banner";
import { loadTopUpPrompt } from "~/features/topup/topup.server";
import { readShellState, topMenuCookie } from "~/features/shell/ui-state.server";
import { cloudflareContext, frameSourcesContext } from "~/lib/context";
import { MoreMessages, useT } from "~/lib/i18n";
import { consoleMessages } from "~/locales";
import { getLocale } from "~/server/i18n.server";
import { useScreenClass } from "~/lib/use-screen-class";
import { isPrefetch } from "~/lib/prefetch-cache";
import { operatorContext, requireOperator, workerEnv } from "~/server/auth.server";
import { readConfig } from "~/server/config.server";
import { packPermissions } from "~/kit/shared/permissions";
import { tenantSettings, tenantTheme } from "~/server/tenant.server";
import type { Route } from "./+types/layout";

export const middleware: Route.MiddlewareFunction[] = [requireOperator, resolveCurrentScreen];

export async function loader({ request, context }: Route.LoaderArgs) {
  const operator = context.get(operatorContext);
  const env = workerEnv(context);
  const shell = await readShellState(request);
  // With a remembered top menu everything loads at once; the first visit picks the first one.
  const [topMenus, screen, theme, unreadCounts, waiting, rememberedMenu, settings, marketingLink, topUp] =
    await Promise.all([
      loadTopMenus(operator),
      currentScreen(context),
      tenantTheme(env, operator.record.tenantId),
      loadUnreadCounts(operator),
      loadWaitingCount(operator),
      shell.topMenuId ? loadMenu(operator, shell.topMenuId) : null,
      tenantSettings(env, operator.record.tenantId),
      loadMarketingLink(operator),
      loadTopUpPrompt(operator, context),
    ]);
  const unread = { ...unreadCounts, approvals: waiting };
  const fullMenu = screen.menu;
  let topMenuId = topMenus.some((m) => m.id === shell.topMenuId) ? shell.topMenuId : (topMenus[0]?.id ?? null);
  let menu =
    topMenuId === shell.topMenuId && rememberedMenu
      ? rememberedMenu
      : topMenuId
        ? await loadMenu(operator, topMenuId)
        : fullMenu;
  // A screen of another top menu (a link, the menu search, a tab) brings its top menu along.
  const screenPath = screen.path;
  if (topMenuId && !findMenuLeaf(menu, screenPath) && screen.leaf) {
    const others = topMenus.filter((m) => m.id !== topMenuId);
    const menus = await Promise.all(others.map((m) => loadMenu(operator, m.id)));
    const found = menus.findIndex((m) => findMenuLeaf(m, screenPath));
    if (found >= 0) {
      topMenuId = others[found]!.id;
      menu = menus[found]!;
    }
  }
  const frameAllowlist = readConfig(env).frameSources;
  // The page's CSP (workers/app.ts) lets it frame this operator's menu pages, whichever screen
  // is loaded first: client-side navigations keep the first document's CSP.
  context.set(frameSourcesContext, frameOrigins(fullMenu, frameAllowlist));
  const tabs = recordVisit(
    operator,
    env,
    context.get(cloudflareContext).ctx,
    tabFor(new URL(request.url), fullMenu, frameAllowlist),
    !isPrefetch(request),
  );
  const user = operator.record.user;
  const headers =
    topMenuId && topMenuId !== shell.topMenuId ? { "Set-Cookie": await topMenuCookie.serialize(topMenuId) } : undefined;
  return data(
    {
      menu,
      topMenus,
      topMenuId,
      tabs,
      theme,
      unread,
      sidebarCollapsed: shell.sidebarCollapsed,
      autoLockMinutes: settings.autoLockMinutes,
      marketing: Boolean(marketingLink),
      topUp,
      user: { name: user.nickName || user.realName || user.account, avatar: user.avatar },
      messages: consoleMessages(getLocale(context) === "en" ? "en" : "zh"),
      permissions: packPermissions(operator.record.permissions ?? { buttons: [], disabledFields: [] }),
    },
    { headers },
  );
}

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <MoreMessages messages={loaderData.messages}>
      <ConsoleShell loaderData={loaderData} />
    </MoreMessages>
  );
}

function ConsoleShell({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const t = useT();
  const location = useLocation();
  const navigation = useNavigation();
  const sidebar = useSidebarToggle(loaderData.sidebarCollapsed);
  const title = loaderData.theme.title || t("app.name");
  const openIds = menuTrail(loaderData.menu, location.pathname);
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state === "submitting");
  useScreenClass();
  return (
    <div className="flex min-h-svh">
      <a
        href="#main"
        className="bg-background sr-only z-50 rounded p-2 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        {t("shell.skipToContent")}
      </a>
      <AppSidebar
        items={loaderData.menu}
        openIds={openIds}
        title={title}
        logo={loaderData.theme.leftLogo}
        collapsed={sidebar.collapsed}
      />
      <div className="flex min-w-0 flex-1 flex-col">
        {/* The top bar, the tabs and the progress line each stick under the one before (no wrapper):
            3.5rem and 2.5rem tall. The bar is above the tabs (its menus open over them) and below
            the small screen's drawer (z-40, z-50). */}
        <TopBar
          title={title}
          topMenus={loaderData.topMenus}
          topMenuId={loaderData.topMenuId}
          sidebarCollapsed={sidebar.collapsed}
          onToggleSidebar={sidebar.toggle}
          unread={loaderData.unread}
          marketing={loaderData.marketing}
          user={loaderData.user}
          search={
            <MenuSearch recent={[...loaderData.tabs].reverse().filter((tab) => tab.path !== location.pathname)} />
          }
        />
        <TabBar tabs={loaderData.tabs} />
        <div
          role="progressbar"
          aria-label={t("app.loading")}
          aria-hidden={!busy}
          className={`bg-primary sticky top-24 z-30 h-0.5 origin-left transition-transform duration-500 ${busy ? "scale-x-75" : "scale-x-0"}`}
        />
        <TopUpBanner prompt={loaderData.topUp} />
        <main id="main" className="relative flex-1 p-4 sm:p-6" aria-busy={navigation.state === "loading"}>
          {navigation.state === "loading" ? (
            <div className="bg-background/60 absolute inset-0 z-10 grid place-items-center" role="status">
              <span className="text-muted-foreground text-sm">{t("app.loading")}</span>
            </div>
          ) : null}
          <Outlet />
        </main>
        <SessionWatch autoLockMinutes={loaderData.autoLockMinutes} />
        <KeyboardShortcuts />
      </div>
    </div>
  );
}

export { ErrorBoundary } from "~/components/route-error";
