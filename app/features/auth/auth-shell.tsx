import { ShieldCheckIcon } from "~/components/auth-icons";
import { useRouteLoaderData } from "react-router";
import { LanguageSwitch } from "~/components/language-switch";
import { useT } from "~/lib/i18n";
import type { RootData } from "~/root";

/** The frame of the public pages (login, lock, sign-out): the tenant's brand and the form. */
export function AuthShell({ children }: { children: React.ReactNode }) {
  const t = useT();
  const root = useRouteLoaderData<RootData>("root");
  const title = root?.theme.title || t("app.name");
  return (
    <div className="bg-muted/40 grid min-h-svh lg:grid-cols-[minmax(0,1fr)_minmax(0,36rem)]">
      <aside className="bg-sidebar text-sidebar-foreground relative hidden flex-col justify-between p-10 lg:flex">
        <div className="flex items-center gap-3 text-lg font-semibold">
          {root?.theme.leftLogo ? (
            <img src={root.theme.leftLogo} alt="" width={40} height={40} className="size-10 rounded-md" />
          ) : (
            <ShieldCheckIcon className="size-9" aria-hidden />
          )}
          <span>{title}</span>
        </div>
        <p className="text-sidebar-foreground/80 max-w-md text-2xl leading-relaxed font-medium">
          {t("login.subtitle")}
        </p>
        <p className="text-sidebar-foreground/60 text-sm">© {title}</p>
      </aside>
      <main className="flex flex-col">
        <div className="flex items-center justify-between p-4 lg:justify-end">
          <span className="flex items-center gap-2 font-semibold lg:hidden">
            {root?.theme.leftLogo ? (
              <img src={root.theme.leftLogo} alt="" width={28} height={28} className="size-7 rounded" />
            ) : null}
            {title}
          </span>
          <LanguageSwitch />
        </div>
        <div className="flex flex-1 items-center justify-center px-4 pb-16">
          <div className="bg-card grid w-full max-w-sm gap-6 rounded-xl border p-6 shadow-sm sm:p-8">{children}</div>
        </div>
      </main>
    </div>
  );
}
