import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import { ERROR_KEYS, type ErrorStatus } from "~/lib/error-status";
import { useT } from "~/lib/i18n";

/** The 403 / 404 / 500 pages (spec §2, §8), also used by the error boundaries (and their 400). */
export function ErrorPage({ status, children }: { status: ErrorStatus; children?: React.ReactNode }) {
  const t = useT();
  return (
    <main className="grid min-h-[60svh] place-items-center p-6 text-center">
      <div className="grid max-w-md justify-items-center gap-4">
        <p className="text-primary text-7xl font-bold tracking-tight">{t(`errors.${ERROR_KEYS[status]}.title`)}</p>
        <h1 className="text-xl font-medium">{t(`errors.${ERROR_KEYS[status]}.text`)}</h1>
        {children}
        {/* A new document: the console's CSP (its frame-src) is not the error page's. */}
        <Link to="/" reloadDocument className={buttonVariants()}>
          {t("errors.backHome")}
        </Link>
      </div>
    </main>
  );
}

/** An error page's document title: "403 · 抱歉，您无权访问该页面". */
export function errorPageMeta(status: ErrorStatus) {
  return ({ loaderData }: { loaderData?: { title?: string } }) => [{ title: `${status} · ${loaderData?.title ?? ""}` }];
}
