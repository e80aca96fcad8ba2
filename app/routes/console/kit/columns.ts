/**
 * POST /kit/columns — remembers which columns a screen shows (cookie). A fetcher posts it once
 * hydrated; without JavaScript it redirects back to the list.
 */
import { data, redirect } from "react-router";
import { saveHiddenColumns } from "~/kit/server/columns.server";
import { safeRedirectTarget } from "~/lib/redirect-target";
import type { Route } from "./+types/columns";
import { formFields, readForm } from "~/server/read-form.server";

export async function action({ request }: Route.ActionArgs) {
  const body = await readForm(request);
  // The page names the screen and where to go back to in the URL it posts to.
  const form = formFields(body, request);
  const screen = String(form.get("screen") ?? "");
  if (!/^[\w-]{1,40}$/.test(screen)) throw data({ message: "bad screen" }, { status: 400 });
  const visible = new Set(body.getAll("visible").map(String));
  // The columns it may hide: a list of fields, or one comma-separated (as the page sends them).
  const hidden = body
    .getAll("columns")
    .flatMap((value) => String(value).split(","))
    .filter((key: string) => key && !visible.has(key));
  const cookie = await saveHiddenColumns(request, screen, hidden);
  const wantsRedirect =
    !request.headers.get("accept")?.includes("application/json") && !new URL(request.url).pathname.endsWith(".data");
  if (wantsRedirect)
    return redirect(safeRedirectTarget(form.get("returnTo"), "/main/index"), { headers: { "Set-Cookie": cookie } });
  return data({ hidden }, { headers: { "Set-Cookie": cookie } });
}
