import { data, redirect } from "react-router";
import { saveVisit } from "~/features/shell/shell.server";
import { sidebarCookie, topMenuCookie } from "~/features/shell/ui-state.server";
import { safeRedirectTarget } from "~/lib/redirect-target";
import { loadOperator, workerEnv } from "~/server/auth.server";
import { sessionStub } from "~/server/session.server";
import type { Route } from "./+types/shell";
import { formFields, readForm } from "~/server/read-form.server";

/**
 * The shell's own actions: collapse the sidebar, pick a top menu, close tabs, record a visit. Each is a plain
 * form POST (works without JavaScript, then redirects back); a fetcher may omit returnTo.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const operator = await loadOperator(request, context);
  const form = formFields(await readForm(request), request);
  const intent = String(form.get("intent") ?? "");
  const value = (name: string) => String(form.get(name) ?? "");
  const back = form.has("returnTo") ? safeRedirectTarget(value("returnTo"), "/main/index") : null;
  const done = (headers?: HeadersInit, to = back) => (to ? redirect(to, { headers }) : data({ ok: true }, { headers }));

  switch (intent) {
    case "sidebar":
      return done({
        "Set-Cookie": await sidebarCookie.serialize(value("state") === "collapsed" ? "collapsed" : "expanded"),
      });
    case "top-menu":
      return done({ "Set-Cookie": await topMenuCookie.serialize(value("id").replace(/\D/g, "").slice(0, 20)) });
    case "close-tab":
    case "close-others":
    case "close-all": {
      const stub = sessionStub(workerEnv(context), operator.sessionId);
      const result = await stub.closeTabs(
        intent === "close-tab"
          ? { kind: "close", path: value("path"), activePath: value("active") }
          : intent === "close-others"
            ? { kind: "close-others", path: value("path") }
            : { kind: "close-all" },
      );
      const goTo = result.goTo ? safeRedirectTarget(result.goTo, "/") : null;
      return done(undefined, goTo ?? back);
    }
    // A page the console showed from a prefetched answer (ADR 038): its visit, as its own request would have saved it.
    case "visit": {
      if (!URL.canParse(value("url"), request.url)) throw data("Bad URL", { status: 400 });
      await saveVisit(operator, workerEnv(context), new URL(value("url"), request.url));
      return done();
    }
    default:
      throw data("Unknown intent", { status: 400 });
  }
}

export function loader() {
  return redirect("/");
}
