import { loadScreen } from "~/kit/server/described.server";
import { DescribedScreen } from "~/kit/ui/described-screen";
import { menuTitle } from "~/lib/menu-title";
import { LOG_LISTS } from "~/screens/system/logs";
import { logKind, logLoadOptions } from "~/screens/system/logs.server";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/logs";

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

const mono = (value: unknown) => (value ? <span className="font-mono text-xs">{String(value)}</span> : "—");
const clip = (value: unknown) => (value ? <span className="line-clamp-2 max-w-md" title={String(value)}>{String(value)}</span> : "—");
type Log = Record<string, string>;

export default function LogScreen({ loaderData }: Route.ComponentProps) {
  const cells = {
    exceptionName: (row: Log) => mono(row.exceptionName),
    requestUri: (row: Log) => mono(row.requestUri),
    logId: (row: Log) => mono(row.logId),
    message: (row: Log) => clip(row.message),
    logData: (row: Log) => clip(row.logData),
    createTime: (row: Log) => <span className="whitespace-nowrap">{row.createTime || "—"}</span>,
  };
  const details = {
    stackTrace: (row: Log, label: string) =>
      row.stackTrace ? <pre tabIndex={0} aria-label={label} className="bg-muted max-h-72 overflow-auto rounded-md p-3 font-mono text-xs whitespace-pre">{row.stackTrace}</pre> : "",
    params: (row: Log) => mono(row.params),
    logData: (row: Log) => mono(row.logData),
  };
  return <DescribedScreen key={loaderData.kind} spec={LOG_LISTS[loaderData.kind]} data={loaderData} cells={cells} details={details} />;
}

export { ErrorBoundary } from "~/components/route-error";
