import { loadScreen } from "~/kit/server/described.server";
import { menuTitle } from "~/lib/menu-title";
import { LOG_LISTS } from "./screen";
import { logKind, logLoadOptions } from "./screen.server";
import { LogScreen } from "./page";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/route";

/**
 * 接口日志 (/log/api), 错误日志 (/log/error), 通用日志 (/log/usual): one read-only module
 * registered three times, told apart by the path (search, day range, page, view every field).
 */
export async function loader(args: Route.LoaderArgs) {
  const kind = logKind(args.request);
  return loadScreen(LOG_LISTS[kind], args, logLoadOptions(kind, args.context.get(operatorContext)));
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const spec = LOG_LISTS[loaderData?.kind ?? "api"];
  return [{ title: menuTitle(matches, spec.menuCode, spec.name) }];
}

export default function Logs({ loaderData }: Route.ComponentProps) {
  return <LogScreen data={loaderData} />;
}

export { ErrorBoundary } from "~/components/route-error";
