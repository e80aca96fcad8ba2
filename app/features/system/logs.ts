/** 接口日志, 错误日志, 通用日志 (/log/api, /log/error, /log/usual): one read-only screen (client-safe). */
export type LogKind = "api" | "error" | "usual";

export const LOG_KINDS = ["api", "error", "usual"] as const;

export const LOG_PATHS: Record<LogKind, string> = { api: "/log/api", error: "/log/error", usual: "/log/usual" };

/** Menu code (title, disabled fields) and view button per kind (seed-menus: apiLog → log_api_view). */
export const LOG_MENUS: Record<LogKind, { menu: "apiLog" | "errorLog" | "usualLog"; view: string }> = {
  api: { menu: "apiLog", view: "log_api_view" },
  error: { menu: "errorLog", view: "log_error_view" },
  usual: { menu: "usualLog", view: "log_usual_view" },
};

/** The fields every log has (contract §6, LogAbstract), in the order the detail shows them. */
export const COMMON_FIELDS = [
  "id",
  "tenantId",
  "serviceId",
  "serverIp",
  "serverHost",
  "env",
  "remoteIp",
  "userAgent",
  "requestUri",
  "method",
  "methodClass",
  "methodName",
  "params",
  "time",
  "createBy",
  "createTime",
] as const;

/** The fields of one kind only. */
export const KIND_FIELDS = {
  api: ["type", "title"],
  error: ["exceptionName", "message", "fileName", "lineNumber", "stackTrace"],
  usual: ["logLevel", "logId", "logData"],
} as const satisfies Record<LogKind, readonly string[]>;

export type LogField = (typeof COMMON_FIELDS)[number] | (typeof KIND_FIELDS)[LogKind][number];

/** A log row: every field as text ("" when absent). */
export type LogEntry = Record<LogField, string>;

export const LOG_LEVELS = ["DEBUG", "INFO", "WARN", "ERROR"] as const;
