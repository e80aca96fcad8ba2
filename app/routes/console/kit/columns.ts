/**
 * POST /kit/columns — remembers which columns a screen shows (cookie). A fetcher posts it once
 * hydrated; without JavaScript it redirects back to the list.
 */
import { data, redirect } from "react-router";
import { saveHiddenColumns } from "~/kit/server/columns.server";
import { safeRedirectTarget } from "~/lib/redirect-target";
import type { Route } from "./+types/columns";
import { readForm } from "~/server/read-form.server";

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const screen = String(form.get("screen") ?? "");
  if (!/^[\w-]{1,40}$/.test(screen)) throw data({ message: "bad screen" }, { status: 400 });
  const visible = new Set(form.getAll("visible").map(String));
  // The page sends the columns it may hide as one comma-separated field; a list of fields reads the same.
  const hidden = form
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
