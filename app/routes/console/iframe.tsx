import { data } from "react-router";
import { useT } from "~/lib/i18n";
import type { Route } from "./+types/iframe";

/** Spec §2: menu paths that are pages elsewhere open here, framed; only http(s) sources. */
export function loader({ request }: Route.LoaderArgs) {
  const src = new URL(request.url).searchParams.get("src") ?? "";
  let url: URL | null = null;
  try {
    url = new URL(src);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) throw data("Not a framable page", { status: 404 });
  return { src: url.toString() };
}

export default function FramedPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="-m-6 flex h-[calc(100svh-7rem)] flex-col">
      <iframe
        src={loaderData.src}
        title={loaderData.src}
        className="min-h-0 w-full flex-1 border-0"
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        referrerPolicy="no-referrer"
      />
      <a href={loaderData.src} target="_blank" rel="noopener noreferrer" className="text-primary p-2 text-right text-sm">
        {t("shell.openInNewWindow")}
      </a>
    </div>
  );
}

export { ErrorBoundary } from "~/components/route-error";
