/**
 * 接口日志 (/log/api), 错误日志 (/log/error), 通用日志 (/log/usual), contract §6 cloud-log:
 * three read-only lists of the same kind, log.{kind}.list (newest first) and log.{kind}.detail
 * (id). The view button differs per kind (the menu seed, workers/sandbox/services/menu: apiLog → log_api_view).
 */
import { DAY_RANGE_FILTERS } from "~/kit/shared/screen-presets";
import { type ColumnSpec, defineScreen, type FilterSpec, type RowFieldKind } from "~/kit/shared/screen";

export const LOG_KINDS = ["api", "error", "usual"] as const;
export type LogKind = (typeof LOG_KINDS)[number];

/** The fields every log has (LogAbstract), in the order the detail shows them; numbers that may be -1 read as codes. */
const COMMON_FIELDS = {
  id: "text",
  tenantId: "text",
  serviceId: "text",
  serverIp: "text",
  serverHost: "text",
  env: "text",
  remoteIp: "text",
  userAgent: "text",
  // A log's URI and parameters may hold a person's mobile, ID card, card number or address: masked (ADR 029).
  requestUri: "freeText",
  method: "text",
  methodClass: "text",
  methodName: "text",
  params: "freeText",
  time: "code",
  createBy: "text",
  createTime: "text",
} as const satisfies Record<string, RowFieldKind>;

const KIND_FIELDS = {
  api: { type: "text", title: "text" },
  error: { exceptionName: "text", message: "freeText", fileName: "text", lineNumber: "code", stackTrace: "freeText" },
  usual: { logLevel: "text", logId: "text", logData: "freeText" },
} as const satisfies Record<LogKind, Record<string, RowFieldKind>>;

/** Fields shown across the whole detail (long text). */
const WIDE = new Set(["userAgent", "requestUri", "methodClass", "params", "message", "logData", "stackTrace"]);

const KIND_FILTERS: Record<LogKind, Record<string, FilterSpec>> = {
  api: { title: { max: 50 } },
  error: {},
  usual: { logLevel: { kind: "select", options: ["DEBUG", "INFO", "WARN", "ERROR"] } },
};

const KIND_COLUMNS: Record<LogKind, ColumnSpec[]> = {
  api: [{ key: "title", fixed: true }],
  error: [{ key: "exceptionName", fixed: true }, { key: "message" }],
  usual: [{ key: "logLevel", fixed: true }, { key: "logId" }, { key: "logData" }],
};

const MENUS = {
  api: ["apiLog", "接口日志"],
  error: ["errorLog", "错误日志"],
  usual: ["usualLog", "通用日志"],
} as const;

function logList(kind: LogKind) {
  const row = { ...KIND_FIELDS[kind], ...COMMON_FIELDS };
  return defineScreen({
    id: `log-${kind}`,
    path: `/log/${kind}`,
    name: MENUS[kind][1],
    menuCode: MENUS[kind][0],
    texts: "system.logs",
    api: { list: `log.${kind}.list`, detail: `log.${kind}.detail` },
    row: row as Record<string, RowFieldKind>,
    rowLabel: (log) => `${log.createTime} ${log.title || log.exceptionName || log.logId || log.requestUri}`.trim(),
    buttons: { view: `log_${kind}_view` },
    export: `log_${kind}_export`,
    filters: {
      serviceId: { max: 50, placeholder: "serviceIdPlaceholder" },
      requestUri: { max: 100 },
      ...KIND_FILTERS[kind],
      ...DAY_RANGE_FILTERS,
    },
    columns: [
      ...KIND_COLUMNS[kind],
      { key: "serviceId" },
      { key: "serverHost" },
      { key: "serverIp" },
      { key: "requestUri" },
      ...(kind === "api" ? [{ key: "method" }, { key: "time", format: "number" as const }] : []),
      { key: "remoteIp" },
      { key: "createBy" },
      { key: "createTime", fixed: true, format: "datetime" },
    ],
    detail: Object.keys(row).map((name) => (WIDE.has(name) ? { name, wide: true as const } : name)),
  });
}

export const LOG_LISTS = { api: logList("api"), error: logList("error"), usual: logList("usual") };
