/**
 * Keeping the records an operator opens (issue 34, ADR 041): a detail dialog shown with its row
 * goes to the front of the session's last ten (app/lib/recent-records.ts), saved in the background
 * like a tab's visit; never for a prefetch, which the operator has not opened.
 */
import type { RouterContextProvider } from "react-router";
import { cloudflareContext } from "~/lib/context";
import { isPrefetch } from "~/lib/prefetch-cache";
import type { RecentRecord } from "~/lib/recent-records";
import { visiblePath } from "~/lib/request-path";
import { operatorContext } from "./auth.server";
import { sessionStub } from "./session.server";

/** Records the request's page (its visible URL) as a record opened, under `label` and its screen's name. */
export function recordOpened(
  request: Request,
  context: Readonly<RouterContextProvider>,
  opened: Omit<RecentRecord, "href">,
): void {
  if (isPrefetch(request) || !opened.label) return;
  const url = new URL(visiblePath(request), "http://console");
  url.searchParams.delete("lng");
  const { env, ctx } = context.get(cloudflareContext);
  const operator = context.get(operatorContext);
  ctx.waitUntil(
    sessionStub(env, operator.sessionId)
      .openRecord({ ...opened, href: `${url.pathname}${url.search}` })
      .catch(() => undefined),
  );
}
