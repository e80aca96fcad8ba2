/**
 * What one request did, seen in production (issue 33, ADR 037): its id, its backend calls by
 * contract entry with their durations and statuses, the session object's reads, the render.
 * workers/app.ts opens a trace for each request; the backend client and the session add to it.
 * Every answer carries the trace as a `Server-Timing` header (the browser's DevTools show it),
 * and the Worker logs it as one JSON line. The id is the 参考号 an operator reads in a failure
 * message (backend-envelope, backend-contract), so that number finds this line in the logs.
 *
 * On Cloudflare a Worker's clock moves only at I/O, so the backend calls' durations are real
 * there and the render's shows as 0 unless it waited on I/O; workerd run locally is the same.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { failureReference } from "~/lib/backend-messages";

export type TracedCall = { name: string; ms: number; status: number };

export type RequestTrace = {
  /** Eight hex digits, as a 参考号. */
  readonly id: string;
  readonly startedAt: number;
  readonly calls: TracedCall[];
  /** When React began rendering a document (entry.server), after every loader had answered. */
  renderStartedAt?: number;
  /** The matched leaf route of a document. */
  route?: string;
  tenant?: string;
  operator?: string;
};

const traces = new AsyncLocalStorage<RequestTrace>();

/** Runs `work` (a request's handling) with a fresh trace, handed to `work` too. */
export function withRequestTrace<T>(work: (trace: RequestTrace) => T): T {
  const trace: RequestTrace = { id: failureReference(), startedAt: Date.now(), calls: [] };
  return traces.run(trace, () => work(trace));
}

/** This request's trace; undefined outside a request (tests, scripts, a Durable Object). */
export function currentTrace(): RequestTrace | undefined {
  return traces.getStore();
}

/** The reference an operator is shown for a failure: this request's id, so the log line is found by it. */
export function requestReference(): string {
  return currentTrace()?.id ?? failureReference();
}

/** Times `work` as one call of this request (a backend entry, the session's object). */
export async function traceCall<T>(name: string, work: () => Promise<T>, statusOf: (value: T) => number): Promise<T> {
  const trace = currentTrace();
  if (!trace) return work();
  const started = Date.now();
  try {
    const value = await work();
    trace.calls.push({ name, ms: Date.now() - started, status: statusOf(value) });
    return value;
  } catch (error) {
    const status = (error as { status?: unknown })?.status;
    trace.calls.push({ name, ms: Date.now() - started, status: typeof status === "number" ? status : 0 });
    throw error;
  }
}

/** Who this request is for, once its session is read. */
export function noteOperator(tenant: string, operator: string): void {
  const trace = currentTrace();
  if (trace) Object.assign(trace, { tenant, operator });
}

/** A document's render begins (every loader has answered); `route` is its leaf route. */
export function noteRender(route: string | undefined): void {
  const trace = currentTrace();
  if (trace) Object.assign(trace, { renderStartedAt: Date.now(), route });
}

const quoted = (text: string) => `"${text.replace(/["\\]/g, "")}"`;

/**
 * The `Server-Timing` header of an answer ready at `readyAt`: each call (`call`, its entry as the
 * description), the time before the render (loaders), the render up to the first byte, the total.
 */
export function serverTiming(trace: RequestTrace, readyAt: number): string {
  const metrics = trace.calls.map((call) => `call;desc=${quoted(call.name)};dur=${call.ms}`);
  if (trace.renderStartedAt !== undefined) {
    metrics.push(`data;dur=${trace.renderStartedAt - trace.startedAt}`);
    metrics.push(`render;dur=${readyAt - trace.renderStartedAt}`);
  }
  metrics.push(`total;desc=${quoted(trace.id)};dur=${readyAt - trace.startedAt}`);
  return metrics.join(", ");
}

/** The one structured log line of a request (JSON: Workers Logs indexes its fields). */
export function requestLogLine(trace: RequestTrace, request: Request, status: number, readyAt: number): string {
  const url = new URL(request.url);
  return JSON.stringify({
    request: trace.id,
    method: request.method,
    path: url.pathname,
    route: trace.route,
    tenant: trace.tenant,
    operator: trace.operator,
    status,
    ms: readyAt - trace.startedAt,
    calls: trace.calls,
    ray: request.headers.get("cf-ray") ?? undefined,
  });
}
