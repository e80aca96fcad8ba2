import { redirect } from "react-router";
import { safeRedirectTarget } from "~/lib/redirect-target";
import { isLocale } from "~/locales/config";
import { localeCookie } from "~/server/i18n.server";
import type { Route } from "./+types/locale";
import { formFields, readForm } from "~/server/read-form.server";

/** POST lng=zh|en: remembers the language in a cookie and goes back where the operator was. */
export async function action({ request }: Route.ActionArgs) {
  const form = formFields(await readForm(request), request);
  const lng = form.get("lng");
  const back = form.get("returnTo");
  const target = withoutLngParam(
    typeof back === "string" && /^\/(login|lock)(\?|$)/.test(back) ? back : safeRedirectTarget(back, "/"),
  );
  if (!isLocale(lng)) return redirect(target);
  return redirect(target, { headers: { "Set-Cookie": await localeCookie.serialize(lng) } });
}

export function loader() {
  return redirect("/");
}

/** `?lng=` outranks the cookie, so it must not survive the switch. */
function withoutLngParam(path: string): string {
  const url = new URL(path, "https://console.invalid");
  url.searchParams.delete("lng");
  return `${url.pathname}${url.search}`;
}
