/**
 * cloud-log (contract §6): api, error and usual logs of the signed-in tenant.
 * log.{api|error|usual}.list (current, size; serviceId, requestUri LIKE, remoteIp,
 * method, createBy, title LIKE (api), exceptionName LIKE (error), logLevel / logId (usual),
 * startTime / endTime on createTime; create_time desc) → IPage; `GET …/detail?id=`. Tenant 000004's
 * api log is generated instead (generated.ts).
 */
import { log } from "../../../../shared/contract/index.ts";
import type { Route, RouteContext } from "../../core/env";
import { serve } from "../../core/serve";
import { formatDate, num, ok, parseDateTime, str } from "../../core/http";
import { Where, readListPage } from "../../core/query";
import { GENERATED_LOG, generatedDetail, generatedList } from "./generated";
import { personalDataLogRoutes } from "./personal-data";

interface LogRow {
  id: string;
  tenant_id: string;
  service_id: string | null;
  server_ip: string | null;
  server_host: string | null;
  env: string | null;
  remote_ip: string | null;
  user_agent: string | null;
  request_uri: string | null;
  method: string | null;
  method_class: string | null;
  method_name: string | null;
  params: string | null;
  time: string | null;
  create_by: string | null;
  create_time: number | null;
  [column: string]: unknown;
}

const common = (l: LogRow) => ({
  id: l.id,
  tenantId: l.tenant_id,
  serviceId: str(l.service_id),
  serverIp: str(l.server_ip),
  serverHost: str(l.server_host),
  env: str(l.env),
  remoteIp: str(l.remote_ip),
  userAgent: str(l.user_agent),
  requestUri: str(l.request_uri),
  method: str(l.method),
  methodClass: str(l.method_class),
  methodName: str(l.method_name),
  params: str(l.params),
  time: str(l.time),
  createBy: str(l.create_by),
  createTime: formatDate(l.create_time),
});

interface LogKind {
  table: string;
  vo: (row: LogRow) => Record<string, unknown>;
  /** Kind-specific filters. */
  filters: (where: Where, q: URLSearchParams) => void;
}

const KINDS: Record<"api" | "error" | "usual", LogKind> = {
  api: {
    table: "blade_log_api",
    vo: (l) => ({ ...common(l), type: str(l.type), title: str(l.title) }),
    filters: (w, q) => {
      w.like("title", q.get("title")).equal("type", q.get("type"));
    },
  },
  error: {
    table: "blade_log_error",
    vo: (l) => ({
      ...common(l),
      stackTrace: str(l.stack_trace),
      exceptionName: str(l.exception_name),
      message: str(l.message),
      fileName: str(l.file_name),
      lineNumber: num(l.line_number),
    }),
    filters: (w, q) => {
      w.like("exception_name", q.get("exceptionName"));
    },
  },
  usual: {
    table: "blade_log_usual",
    vo: (l) => ({ ...common(l), logLevel: str(l.log_level), logId: str(l.log_id), logData: str(l.log_data) }),
    filters: (w, q) => {
      const level = (q.get("logLevel") ?? "").trim();
      if (level) w.add("log_level = ? COLLATE NOCASE", level);
      w.equal("log_id", q.get("logId"));
    },
  },
};

/** Tenant 000004's api log is generated (generated.ts), never read from D1. */
const generated = (kind: LogKind, ctx: RouteContext) =>
  kind === KINDS.api && ctx.user!.tenantId === GENERATED_LOG.tenant;

function list(kind: LogKind) {
  return async (ctx: RouteContext): Promise<Response> => {
    const q = ctx.url.searchParams;
    const start = parseDateTime(q.get("startTime"));
    const end = parseDateTime(q.get("endTime"), true);
    if (generated(kind, ctx)) return generatedList(ctx.url, start, end);
    const where = new Where("tenant_id = ?", ctx.user!.tenantId)
      .equal("service_id", q.get("serviceId"))
      .like("request_uri", q.get("requestUri"))
      .equal("remote_ip", q.get("remoteIp"))
      .equal("method", q.get("method"))
      .equal("create_by", q.get("createBy"));
    kind.filters(where, q);
    if (start !== null) where.add("create_time >= ?", start);
    if (end !== null) where.add("create_time <= ?", end);
    return readListPage<LogRow>(ctx, { from: kind.table, where, order: "create_time DESC, id DESC" }, (rows) =>
      rows.map(kind.vo),
    );
  };
}

function detail(kind: LogKind) {
  return async (ctx: RouteContext): Promise<Response> => {
    const id = ctx.url.searchParams.get("id");
    if (!id) return ok(null);
    if (generated(kind, ctx)) return generatedDetail(id);
    const row = await ctx.env.DB.prepare(`SELECT * FROM ${kind.table} WHERE id = ? AND tenant_id = ?`)
      .bind(id, ctx.user!.tenantId)
      .first<LogRow>();
    return ok(row ? kind.vo(row) : null);
  };
}

export default [
  ...(["api", "error", "usual"] as const).flatMap((name) => [
    serve(log[name].list, list(KINDS[name])),
    serve(log[name].detail, detail(KINDS[name])),
  ]),
  // ADR 029: a whole view or export of personal data, recorded by the console.
  ...personalDataLogRoutes,
] satisfies Route[];
