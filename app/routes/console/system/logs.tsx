import { CrudScreen, ScreenTexts } from "~/kit/ui/crud-screen";
import type { Column } from "~/kit/ui/data-table";
import type { FilterField } from "~/kit/ui/filter-bar";
import { COMMON_FIELDS, KIND_FIELDS, LOG_LEVELS, LOG_MENUS, LOG_PATHS, type LogEntry, type LogField, type LogKind } from "~/features/system/logs";
import { loadLogScreen } from "~/features/system/logs.server";
import { usePermissions } from "~/kit/ui/use-permissions";
import { type Translate, useT } from "~/lib/i18n";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/logs";

/**
 * 接口日志 (/log/api), 错误日志 (/log/error), 通用日志 (/log/usual): one read-only module
 * registered three times, told apart by the path (search, time range, page, view every field).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadLogScreen(request, context, context.get(operatorContext));
}

const TITLES: Record<LogKind, string> = { api: "接口日志", error: "错误日志", usual: "通用日志" };

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: TITLES[loaderData?.kind ?? "api"] }];
}

export default function LogScreen({ loaderData }: Route.ComponentProps) {
  return (
    <ScreenTexts messages={loaderData.messages}>
      <LogBody key={loaderData.kind} data={loaderData} />
    </ScreenTexts>
  );
}

/** Fields shown across the whole detail (long text). */
const WIDE = new Set<LogField>(["userAgent", "requestUri", "methodClass", "params", "message", "logData", "stackTrace"]);

function LogBody(props: { data: Route.ComponentProps["loaderData"] }) {
  const t = useT();
  const { can } = usePermissions();
  const kind = props.data.kind;
  const { menu, view } = LOG_MENUS[kind];
  const label = (field: LogField) => t(`system.logs.${field}`);
  return (
    <CrudScreen<LogEntry>
      screen={`log-${kind}`}
      menuCode={menu}
      path={LOG_PATHS[kind]}
      title={t(`menu.${menu}`)}
      data={props.data}
      actionData={undefined}
      filters={filtersOf(kind, t)}
      columns={columnsOf(kind, t)}
      rowId={(row) => row.id}
      rowLabel={(row) => `${row.createTime} ${row.title || row.exceptionName || row.logId || row.requestUri}`.trim()}
      buttons={{ view: can(view) }}
      detail={(row) =>
        [...KIND_FIELDS[kind], ...COMMON_FIELDS].map((field) => ({
          label: label(field),
          wide: WIDE.has(field),
          value:
            field === "stackTrace" && row.stackTrace ? (
              <pre tabIndex={0} aria-label={label(field)} className="bg-muted max-h-72 overflow-auto rounded-md p-3 font-mono text-xs whitespace-pre">
                {row.stackTrace}
              </pre>
            ) : field === "params" || field === "logData" ? (
              row[field] ? <span className="font-mono text-xs">{row[field]}</span> : ""
            ) : (
              row[field]
            ),
        }))
      }
    />
  );
}

function filtersOf(kind: LogKind, t: Translate): FilterField[] {
  const filters: FilterField[] = [
    { name: "serviceId", label: t("system.logs.serviceId"), placeholder: "cloud-system" },
    { name: "requestUri", label: t("system.logs.requestUri") },
  ];
  if (kind === "api") filters.push({ name: "title", label: t("system.logs.title") });
  if (kind === "usual") filters.push({ name: "logLevel", label: t("system.logs.logLevel"), kind: "select", options: LOG_LEVELS.map((level) => ({ value: level, label: level })) });
  filters.push({ name: "startTime", label: t("system.logs.startTime"), kind: "date" }, { name: "endTime", label: t("system.logs.endTime"), kind: "date" });
  return filters;
}

const mono = (value: string) => (value ? <span className="font-mono text-xs">{value}</span> : "—");
const clip = (value: string) => (value ? <span className="line-clamp-2 max-w-md" title={value}>{value}</span> : "—");

function columnsOf(kind: LogKind, t: Translate): Column<LogEntry>[] {
  const col = (key: LogField, cell: (row: LogEntry) => React.ReactNode, hideable = true): Column<LogEntry> => ({
    key,
    label: t(`system.logs.${key}`),
    cell,
    hideable,
  });
  const head: Record<LogKind, Column<LogEntry>[]> = {
    api: [col("title", (row) => row.title || "—", false)],
    error: [col("exceptionName", (row) => mono(row.exceptionName), false), col("message", (row) => clip(row.message))],
    usual: [col("logLevel", (row) => row.logLevel || "—", false), col("logId", (row) => mono(row.logId)), col("logData", (row) => clip(row.logData))],
  };
  return [
    ...head[kind],
    col("serviceId", (row) => row.serviceId || "—"),
    col("requestUri", (row) => mono(row.requestUri)),
    ...(kind === "api" ? [col("method", (row) => row.method || "—"), col("time", (row) => row.time || "—")] : []),
    col("remoteIp", (row) => row.remoteIp || "—"),
    col("createBy", (row) => row.createBy || "—"),
    col("createTime", (row) => <span className="whitespace-nowrap">{row.createTime || "—"}</span>, false),
  ];
}

export { ErrorBoundary } from "~/components/route-error";
