/**
 * GET /kit/search/:kind?q=&current= — one page of a remote search-select (JSON, signed-in only,
 * and only for operators with a screen that uses the kind: kit-access.server.ts).
 */
import { data } from "react-router";
import { requireKindScreen } from "~/kit/server/kit-access.server";
import { isRemoteKind } from "~/kit/shared/remote-kinds";
import { remoteSearch } from "~/kit/server/remote-kinds.server";
import { FORM_SCREENS, LIST_SCREENS } from "~/screens";
import { operatorContext } from "~/server/auth.server";
import { BackendError } from "~/server/backend.server";
import type { Route } from "./+types/search";

/** The described screens, whose descriptors say which kinds each searches. */
const DESCRIBED = [...LIST_SCREENS, ...FORM_SCREENS];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isRemoteKind(params.kind)) throw data({ message: "unknown kind" }, { status: 404 });
  const operator = context.get(operatorContext);
  await requireKindScreen(operator, params.kind, DESCRIBED);
  const url = new URL(request.url);
  const keyword = (url.searchParams.get("q") ?? "").slice(0, 100);
  const current = Math.min(Math.max(1, Math.trunc(Number(url.searchParams.get("current"))) || 1), 10_000);
  try {
    const result = await remoteSearch(operator, params.kind, keyword, current);
    return Response.json(result, { headers: { "cache-control": "private, no-store" } });
  } catch (error) {
    if (error instanceof BackendError) return Response.json({ message: error.message }, { status: 502 });
    throw error;
  }
}
