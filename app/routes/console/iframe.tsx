import { redirect } from "react-router";
import { currentScreen, menuItemTitle } from "~/server/menu/current-screen.server";
import { framableSource, menuFrames } from "~/server/menu/frame-sources.server";
import { useT } from "~/lib/i18n";
import { workerEnv } from "~/server/auth.server";
import { readConfig } from "~/server/config.server";
import type { Route } from "./+types/iframe";

/**
 * Spec §2: menu items that are pages elsewhere open here, framed. Only a source of the
 * operator's own menu, or on an origin of FRAME_SOURCES, is framed (frame-sources.server.ts); any other
 * goes to /403 (and the layout makes no tab of it).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const src = new URL(request.url).searchParams.get("src") ?? "";
  const { menu } = await currentScreen(context);
  const framable = framableSource(src, menu, readConfig(workerEnv(context)).frameSources);
  if (!framable) throw redirect("/403");
  // Titled by its menu item (帮助中心), or by the site it shows when it is only allowlisted.
  const item = menuFrames(menu).find((frame) => frame.url.href === framable)?.item;
  const title = item ? menuItemTitle(context, item) : new URL(framable).host;
  return { src: framable, title };
}

export const meta = ({ loaderData }: Route.MetaArgs) => [{ title: loaderData?.title ?? "" }];

export default function FramedPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="-m-6 flex h-[calc(100svh-7rem)] flex-col">
      <iframe
        src={loaderData.src}
        title={loaderData.title}
        className="min-h-0 w-full flex-1 border-0"
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        referrerPolicy="no-referrer"
      />
      <a
        href={loaderData.src}
        target="_blank"
        rel="noopener noreferrer"
        className="text-primary p-2 text-right text-sm"
      >
        {t("shell.openInNewWindow")}
      </a>
    </div>
  );
}

export { ErrorBoundary } from "~/components/route-error";
