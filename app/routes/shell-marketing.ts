import { system } from "@contract";
import { data, redirect } from "react-router";
import { loadMarketingLink } from "~/features/shell/shell.server";
import { loadOperator } from "~/server/auth.server";
import type { Route } from "./+types/shell-marketing";

/**
 * The marketing shortcut: asks the backend for a one-time external ticket (system.external.ticket,
 * on the server, so no token reaches the page) and opens the tenant's marketing link with it
 * (on one activity when `?activityId=` names one: 营销活动's 在营销平台查看).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const operator = await loadOperator(request, context);
  const link = await loadMarketingLink(operator);
  if (!link) throw data("No marketing link", { status: 404 });
  const ticket = await operator.api.call(system.external.ticket);
  const target = new URL(link, new URL(request.url).origin);
  if (target.protocol !== "https:" && target.protocol !== "http:") throw data("Bad marketing link", { status: 404 });
  // 营销活动's 在营销平台查看 (ADR 023): the platform opens on the activity it names.
  const activityId = new URL(request.url).searchParams.get("activityId");
  if (activityId && /^\d{1,32}$/.test(activityId)) target.searchParams.set("activityId", activityId);
  if (ticket && "token" in ticket && ticket.headerName && ticket.token) {
    target.searchParams.set(ticket.headerName, ticket.token);
  }
  return redirect(target.toString(), { headers: { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } });
}
