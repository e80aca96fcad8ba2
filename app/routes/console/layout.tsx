import { Outlet, useLocation, useNavigation } from "react-router";
import { AppSidebar } from "~/components/app-sidebar";
import { LanguageSwitch } from "~/components/language-switch";
import { UserMenu } from "~/components/user-menu";
import { menuTrail } from "~/features/menu/menu";
import { loadMenu } from "~/features/menu/menu.server";
import { useT } from "~/lib/i18n";
import { operatorContext, requireOperator } from "~/server/auth.server";
import { tenantTheme } from "~/server/tenant.server";
import { workerEnv } from "~/server/auth.server";
import type { Route } from "./+types/layout";

export const middleware: Route.MiddlewareFunction[] = [requireOperator];

export async function loader({ context }: Route.LoaderArgs) {
  const operator = context.get(operatorContext);
  const [menu, theme] = await Promise.all([
    loadMenu(operator),
    tenantTheme(workerEnv(context), operator.record.tenantId),
  ]);
  const user = operator.record.user;
  return {
    menu,
    theme,
    user: { name: user.nickName || user.realName || user.account, avatar: user.avatar },
  };
}

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const location = useLocation();
  const navigation = useNavigation();
  const title = loaderData.theme.title || t("app.name");
  return (
    <div className="flex min-h-svh">
      <a href="#main" className="bg-background sr-only z-50 rounded p-2 focus:not-sr-only focus:absolute focus:top-2 focus:left-2">
        {t("shell.skipToContent")}
      </a>
      <AppSidebar
        items={loaderData.menu}
        openIds={menuTrail(loaderData.menu, location.pathname)}
        title={title}
        logo={loaderData.theme.leftLogo}
      />
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="bg-background flex h-14 items-center justify-between gap-4 border-b px-4">
          <span className="font-medium md:hidden">{title}</span>
          <div className="ml-auto flex items-center gap-2">
            <LanguageSwitch />
            <UserMenu name={loaderData.user.name} avatar={loaderData.user.avatar} />
          </div>
        </header>
        <main id="main" className="relative flex-1 p-6" aria-busy={navigation.state === "loading"}>
          {navigation.state === "loading" ? (
            <div className="bg-background/60 absolute inset-0 z-10 grid place-items-center" role="status">
              <span className="text-muted-foreground text-sm">{t("app.loading")}</span>
            </div>
          ) : null}
          <Outlet />
        </main>
      </div>
    </div>
  );
}

export { ErrorBoundary } from "~/components/route-error";
