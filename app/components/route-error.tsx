import { isRouteErrorResponse, Link, useLocation, useRouteError } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import { type TranslationKey, useT } from "~/lib/i18n";
import { ErrorPage } from "./error-page";

type FailureView = { key: TranslationKey; values?: Record<string, string | number> } | { text: string };

/** A backend failure that reached a boundary carries what the operator should read (ADR 009). */
function backendFailureOf(error: unknown): FailureView | null {
  if (!isRouteErrorResponse(error)) return null;
  const view = (error.data as { backendFailure?: FailureView } | null)?.backendFailure;
  return view && typeof view === "object" ? view : null;
}

/** What any route shows when its loader, action or render fails: never a blank page or a stack. */
export function ErrorBoundary() {
  const error = useRouteError();
  const failure = backendFailureOf(error);
  if (failure) return <BackendFailure view={failure} />;
  if (isRouteErrorResponse(error)) {
    if (error.status === 400 || error.status === 403 || error.status === 404)
      return <ErrorPage status={error.status} />;
  } else if (import.meta.env.DEV) {
    console.error(error);
  }
  return <ErrorPage status={500} />;
}

/** The backend could not answer: its text (spec §8), and a retry of the same page. */
function BackendFailure({ view }: { view: FailureView }) {
  const t = useT();
  const location = useLocation();
  return (
    <div role="alert" className="grid min-h-[40svh] place-items-center p-6 text-center">
      <div className="grid max-w-md justify-items-center gap-3">
        <h1 className="text-xl font-medium">{t("errors.backendTitle")}</h1>
        <p className="text-muted-foreground">{"text" in view ? view.text : t(view.key, view.values)}</p>
        <div className="flex gap-2">
          <Link to={`${location.pathname}${location.search}`} replace className={buttonVariants()}>
            {t("errors.retry")}
          </Link>
          <Link to="/" className={buttonVariants({ variant: "outline" })}>
            {t("errors.backHome")}
          </Link>
        </div>
      </div>
    </div>
  );
}
