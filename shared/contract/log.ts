/** /api/cloud-log: the usual, API and error logs (日志管理) and the personal-data record (ADR 029, 031). */
import type { z } from "zod";
import { type AnyEntry, assumed, bladex, get, post, service, shape, firstRecord } from "./define.ts";
import { done, id, maybe, numeric, page, type Paging, record, text, time } from "./wire.ts";

/** What a whole view or export of personal data records (never the value itself). */
export type PersonalLogBody = {
  action: "view" | "export";
  screen: string;
  menuCode: string;
  recordId?: string;
  field?: string;
  kind?: string;
};

/** The fields every log has (LogAbstract); `time` is the API log's duration in ms, as text. */
const logFields = {
  id,
  tenantId: text,
  serviceId: text,
  serverIp: text,
  serverHost: text,
  env: text,
  remoteIp: text,
  userAgent: text,
  requestUri: text,
  method: text,
  methodClass: text,
  methodName: text,
  params: text,
  time: numeric,
  createBy: text,
  createTime: time,
};

/** An API log (LogApi): its title and type besides. */
export const apiLogRow = record({ ...logFields, type: text, title: text });
/** An error log (LogError): the exception, its message, file, line and stack trace. */
export const errorLogRow = record({
  ...logFields,
  exceptionName: text,
  message: text,
  fileName: text,
  lineNumber: numeric,
  stackTrace: text,
});
/** A usual log (LogUsual): its level, id and data. */
export const usualLogRow = record({ ...logFields, logLevel: text, logId: text, logData: text });
export type ApiLogRow = z.output<typeof apiLogRow>;
export type ErrorLogRow = z.output<typeof errorLogRow>;
export type UsualLogRow = z.output<typeof usualLogRow>;

/** What the logs' lists filter by (createTime between startTime and endTime, yyyy-MM-dd[ HH:mm:ss]). */
type LogQuery = Paging & {
  serviceId?: string;
  requestUri?: string;
  remoteIp?: string;
  method?: string;
  createBy?: string;
  startTime?: string;
  endTime?: string;
};

function logGroup<R extends z.ZodType, F extends Record<string, string | undefined>>(
  kind: "api" | "error" | "usual",
  controller: string,
  row: R,
  _filters: F,
) {
  const group = {
    /** GET /{kind}/list: the tenant's logs, newest first. */
    list: get(`/api/cloud-log/${kind}/list`, page(row), {
      query: shape<LogQuery & F>(),
      source: bladex(`${controller}#list (blade-log)`),
    }),
    /** GET /{kind}/detail?id=: one log; absent: {}. */
    detail: get(`/api/cloud-log/${kind}/detail`, maybe(row), {
      query: shape<{ id: string }>(),
      source: bladex(`${controller}#detail (blade-log)`),
      probe: firstRecord((): AnyEntry => group.list),
    }),
  };
  return group;
}

const usual = logGroup("usual", "LogUsualController", usualLogRow, shape<{ logLevel?: string; logId?: string }>());

export const log = service("log", {
  api: logGroup("api", "LogApiController", apiLogRow, shape<{ title?: string; type?: string }>()),
  error: logGroup("error", "LogErrorController", errorLogRow, shape<{ exceptionName?: string }>()),
  usual: {
    ...usual,
    /** POST /usual/personal-data: a whole view or export of personal data, recorded before it is answered (ADR 029). */
    personalData: post("/api/cloud-log/usual/personal-data", done, {
      bodyType: shape<PersonalLogBody>(),
      source: assumed(
        "BladeX's usual log (LogUsualController) takes no posts from the console; the record needs one (ADR 029)",
      ),
    }),
  },
});
