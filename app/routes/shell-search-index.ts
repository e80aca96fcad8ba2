import { loadMenu } from "~/server/menu/menu.server";
import { buildSearchIndex } from "~/features/shell/menu-search.server";
import { loadOperator } from "~/server/auth.server";
import type { Route } from "./+types/shell-search-index";

/** The menu search panel's index, fetched the first time the panel opens. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const operator = await loadOperator(request, context);
  const index = buildSearchIndex(await loadMenu(operator));
  return Response.json(index, { headers: { "Cache-Control": "private, no-store" } });
}
