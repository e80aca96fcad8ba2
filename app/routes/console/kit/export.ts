/**
 * GET /kit/export/<screen path>?<the list's search>&format=xlsx|csv — 导出 of any described
 * list whose descriptor names an export button (kit/server/export, ADR 015).
 */
import { exportScreen } from "~/kit/server/export/export.server";
import { listScreenAt } from "~/screens";
import type { Route } from "./+types/export";

export function loader(args: Route.LoaderArgs) {
  const spec = listScreenAt(`/${args.params["*"] ?? ""}`);
  if (!spec?.export) return new Response(null, { status: 404 });
  return exportScreen(spec, args);
}
