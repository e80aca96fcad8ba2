/**
 * The one backend client (DESIGN.md §4). Every call to the platform gateway, or to the
 * embedded sandbox when BACKEND_URL is unset, goes through here: headers, timeout, envelope
 * and message normalisation, both auth-error generations, and network error texts.
 */
import {
  FALLBACK_FAILURE_TEXT,
  isEnvelopeStatus,
  networkErrorText,
  normalizeBackendMessage,
  SESSION_EXPIRED_TEXT,
  SIGNED_IN_ELSEWHERE_TEXT,
} from "~/lib/backend-messages";
import { readConfig } from "./config.server";

export const REQUEST_TIMEOUT_MS = 100_000;
export const DEFAULT_TENANT_ID = "000001";

/** A business failure: the envelope's code was not 200, or the transport failed. */
export class BackendError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = "BackendError";
  }
}

/** The operator's session is over on the backend: 401 (expired) or 410 (signed in elsewhere). */
export class SessionEndedError extends Error {
  constructor(
    readonly reason: 401 | 410,
    message: string,
  ) {
    super(message);
    this.name = "SessionEndedError";
  }
}

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
};

export type RawAnswer = { status: number; headers: Headers; body: unknown };

const SANDBOX_ORIGIN = "https://sandbox.internal";

function buildUrl(origin: string, path: string, query?: Query): string {
  const url = new URL(path, origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "") url.searchParams.set(key, String(value));
  }
  return url.toString();
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
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  };

  let response: Response;
  try {
    response = config.backendUrl ? await fetch(url, init) : await env.SANDBOX.fetch(url, init);
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    const status = timedOut ? 408 : 503;
    throw new BackendError(status, status, networkErrorText(status));
  }

  if (request.manualRedirect && response.status >= 300 && response.status < 400) {
    return { status: response.status, headers: response.headers, body: null };
  }
  if (!isEnvelopeStatus(response.status)) {
    throw new BackendError(response.status, response.status, networkErrorText(response.status));
  }
  const text = await response.text();
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new BackendError(response.status, response.status, networkErrorText(response.status >= 400 ? response.status : 500));
    }
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

type EnvelopeLike = { code?: unknown; error_code?: unknown; msg?: unknown; data?: unknown; error_description?: unknown };

function asEnvelope(body: unknown): EnvelopeLike {
  return body && typeof body === "object" ? (body as EnvelopeLike) : {};
}

/** The status an answer reports, read as Saber does: error_code, then code, then HTTP status. */
export function answerCode(answer: RawAnswer): number {
  const envelope = asEnvelope(answer.body);
  const code = Number(envelope.error_code ?? envelope.code ?? answer.status);
  return Number.isFinite(code) ? code : answer.status;
}

/** Is this the gateway (or a service) saying the token is no longer good? */
export function authFailure(answer: RawAnswer): 401 | 410 | null {
  const code = answerCode(answer);
  if (answer.status === 410 || code === 410) return 410;
  if (answer.status === 401 || code === 401) return 401;
  return null;
}

/** Unwraps `{code, success, data, msg}`; throws SessionEndedError or BackendError otherwise. */
export function readEnvelope<T>(answer: RawAnswer): T {
  const envelope = asEnvelope(answer.body);
  const failure = authFailure(answer);
  if (failure === 410) {
    const message = typeof envelope.msg === "string" && envelope.msg ? envelope.msg : SIGNED_IN_ELSEWHERE_TEXT;
    throw new SessionEndedError(410, message);
  }
  if (failure === 401) throw new SessionEndedError(401, SESSION_EXPIRED_TEXT);
  const code = answerCode(answer);
  if (code !== 200) {
    const message = envelope.msg ?? envelope.error_description;
    throw new BackendError(answer.status, code, message ? normalizeBackendMessage(message) : FALLBACK_FAILURE_TEXT, envelope.data);
  }
  return envelope.data as T;
}

/** A call that needs no operator session (tenant lookups, captcha, settings on the login page). */
export async function publicCall<T>(env: Env, path: string, request: BackendRequest = {}): Promise<T> {
  return readEnvelope<T>(await callBackend(env, path, request));
}

/** For figures a page can do without: the value, or null when the backend refused or failed. */
export async function orNullOnBackendError<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof BackendError) return null;
    throw error;
  }
}

/** A count from the backend, or null when it cannot be had. */
export async function countOrNull(promise: Promise<unknown>): Promise<number | null> {
  const value = Number(await orNullOnBackendError(promise));
  return Number.isFinite(value) ? value : null;
}
