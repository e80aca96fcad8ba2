import { isRouteErrorResponse, useRouteError } from "react-router";
import { ErrorPage } from "./error-page";

/** What any route shows when its loader, action or render fails: never a blank page or a stack. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    if (error.status === 400 || error.status === 403 || error.status === 404) return <ErrorPage status={error.status} />;
  } else if (import.meta.env.DEV) {
    console.error(error);
  }
  return <ErrorPage status={500} />;
}
