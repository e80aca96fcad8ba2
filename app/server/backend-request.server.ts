/**
 * The backend client's requests (backend.server.ts): headers (client, tenant, token), the body,
 * the URL on the gateway or the embedded sandbox, sent within the request's budget.
 */
import { readConfig } from "./config.server";
import { withinRequestBudget } from "./deadline.server";
import { transportFailure } from "./backend-error.server";
import { exchange, type RawAnswer } from "./backend-exchange.server";
import { traceCall } from "./request-trace.server";

export const REQUEST_TIMEOUT_MS = 100_000;
export const DEFAULT_TENANT_ID = "000001";

type Query = Record<string, string | number | boolean | null | undefined>;

export type BackendRequest = {
  method?: "GET" | "POST" | "DELETE";
  query?: Query;
  json?: unknown;
  form?: Record<string, string>;
  /** A multipart body (file uploads); its boundary header is set by the runtime. */
  multipart?: FormData;
  tenantId?: string;
  token?: string | null;
  headers?: Record<string, string>;
  /** Return redirects instead of following them (the social sign-in start). */
  manualRedirect?: boolean;
  /** The answer is a file (spec §7's exports answer a blob): its body is left for the caller to stream. */
  file?: boolean;
  /** The call's name in the request's trace (its contract entry's); the path when absent. */
  traceName?: string;
};

const SANDBOX_ORIGIN = "https://sandbox.internal";

function buildUrl(origin: string, path: string, query?: Query): string {
  const url = new URL(path, origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "") url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/**
 * The embedded sandbox, when the console runs on it (no BACKEND_URL). A production deploy binds
 * none (wrangler.toml [env.production]) and readConfig refuses to serve without a gateway then.
 */
export function sandboxOf(env: Env): Fetcher {
  if (!env.SANDBOX) throw new Error("No BACKEND_URL and no SANDBOX binding: the console has no backend (ADR 031).");
  return env.SANDBOX;
}

/** Sends one request and reads its body; throws BackendError only for transport failures. */
export async function callBackend(env: Env, path: string, request: BackendRequest = {}): Promise<RawAnswer> {
  const config = readConfig(env);
  const headers = new Headers(request.headers);
  headers.set("Authorization", `Basic ${btoa(`${config.clientId}:${config.clientSecret}`)}`);
  headers.set("Tenant-Id", request.tenantId ?? DEFAULT_TENANT_ID);
  headers.set("Accept", "application/json");
  if (request.token) headers.set("Cloud-Auth", `bearer ${request.token}`);

  let body: BodyInit | undefined;
  if (request.json !== undefined) {
    headers.set("Content-Type", "application/json;charset=UTF-8");
    body = JSON.stringify(request.json);
  } else if (request.form) {
    body = new URLSearchParams(request.form);
  } else if (request.multipart) {
    body = request.multipart;
  }

  const url = buildUrl(config.backendUrl ?? SANDBOX_ORIGIN, path, request.query);
  const init: RequestInit = {
    method: request.method ?? "GET",
    headers,
    body,
    redirect: request.manualRedirect ? "manual" : "follow",
  };
  const send = (signal: AbortSignal) =>
    config.backendUrl ? fetch(url, { ...init, signal }) : sandboxOf(env).fetch(url, { ...init, signal });
  return traceCall(
    request.traceName ?? path,
    () =>
      withinBackendBudget((signal) => exchange(send, signal, request.manualRedirect === true, request.file === true)),
    (answer) => answer.status,
  );
}

/**
 * Runs a backend call, or a wait on one (the session object's refresh), within this request's
 * budget (calls in sequence share it; ADR 009), never more than one call's timeout: 请求超时
 * once it is spent.
 */
export function withinBackendBudget<T>(work: (signal: AbortSignal, budgetMs: number) => Promise<T>): Promise<T> {
  return withinRequestBudget(REQUEST_TIMEOUT_MS, () => transportFailure(408), work);
}
