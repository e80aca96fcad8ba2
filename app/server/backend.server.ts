/**
 * The one backend client (DESIGN.md §4). Every call to the platform gateway, or to the
 * embedded sandbox when BACKEND_URL is unset, goes through here: headers, timeout, envelope
 * and message normalisation, both auth-error generations, and network error texts.
 */
import {
  FALLBACK_FAILURE_TEXT,
  exposesInternals,
  failureReference,
  internalFailureText,
  isEnvelopeStatus,
  NETWORK_STATUSES,
  networkErrorText,
  normalizeBackendMessage,
  SESSION_EXPIRED_TEXT,
  SIGNED_IN_ELSEWHERE_TEXT,
} from "~/lib/backend-messages";
import { type AnyEntry, type Answer, type BodyOf, checkAnswer, fillPath, type QueryOf, rowOf } from "@contract";
import { describe, valueDifference } from "@contract/check.ts";
import { type FieldCheck, fieldCheck } from "@contract/field-check.ts";
import { z } from "zod";
import type { TranslationKey } from "~/lib/i18n";
import { readConfig } from "./config.server";
import { withinRequestBudget } from "./deadline.server";
import { discard, readText } from "./response-body.server";

export const REQUEST_TIMEOUT_MS = 100_000;
export const DEFAULT_TENANT_ID = "000001";

/** What an operator reads for a failure: a locale key (network texts, hidden internals) or the backend's own words. */
export type BackendFailureView = { key: TranslationKey; values?: Record<string, string | number> } | { text: string };

/**
 * A backend failure: the envelope's code was not 200 (the backend's own refusal, its `msg`
 * normalised), or the transport failed (`network` holds the status whose spec §8 text the
 * operator reads: 408 请求超时, 502 网关错误, 503 服务不可用 …).
 *
 * Uncaught in a loader or action it must not become the console's 500 page (ADR 009): it
 * carries the shape React Router reads as a thrown `data(view, { status })`, so the nearest
 * error boundary shows the text with a retry and the response has an honest 5xx status.
 */
export class BackendError extends Error {
  readonly type = "DataWithResponseInit";
  readonly init: ResponseInit;
  readonly data: { backendFailure: BackendFailureView };

  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly options: { network?: boolean; details?: unknown; view?: BackendFailureView } = {},
  ) {
    super(message);
    this.name = "BackendError";
    this.init = { status: routeStatus(status, options.network === true) };
    this.data = { backendFailure: this.view };
  }

  /** The transport failed: the backend never gave its own answer. */
  get network(): boolean {
    return this.options.network === true;
  }

  /** The message in the operator's language where it is one of ours, the backend's words otherwise. */
  get view(): BackendFailureView {
    if (this.options.view) return this.options.view;
    if (this.network) return networkView(this.status);
    return { text: this.message };
  }
}

function networkView(status: number): BackendFailureView {
  return NETWORK_STATUSES.has(status)
    ? { key: `errors.network.${status}` as TranslationKey }
    : { key: "errors.network.other", values: { status } };
}

/** The status a page or action answers when a backend failure is not handled where it happened. */
function routeStatus(status: number, network: boolean): number {
  if (!network) return 502;
  if (status === 408) return 504;
  return status === 503 ? 503 : 502;
}

/** The transport failed with `status` (408 请求超时, 503 服务不可用 …): the backend gave no answer of its own. */
export function transportFailure(status: number): BackendError {
  return new BackendError(status, status, networkErrorText(status), { network: true });
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
  /** The answer is a file (spec §7's exports answer a blob): its body is left for the caller to stream. */
  file?: boolean;
};

/** A file the backend answered, its body unread: the caller streams it on or cancels it. */
export class BackendFile {
  constructor(
    readonly body: ReadableStream<Uint8Array> | null,
    readonly type: string,
    readonly disposition: string | null,
    /** The answer's other headers (a stored file's purpose and tenant, ADR 030). */
    readonly headers: Headers = new Headers(),
  ) {}
}

export type RawAnswer = { status: number; headers: Headers; body: unknown };

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
  return withinBackendBudget((signal) =>
    exchange(send, signal, request.manualRedirect === true, request.file === true),
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

/**
 * One call and its answer. Every Response is read to its end or cancelled, on every path
 * (ADR 009): on Cloudflare a request (and each Durable Object) has six connections open at a
 * time, and a body nobody reads or cancels holds its connection until the Response is
 * garbage-collected, so an abandoned body can leave a later call waiting for a slot, unsent.
 */
async function exchange(
  send: (signal: AbortSignal) => Promise<Response>,
  signal: AbortSignal,
  manualRedirect: boolean,
  file: boolean,
): Promise<RawAnswer> {
  let response: Response;
  try {
    response = await send(signal);
  } catch (error) {
    throw transportFailure(signal.aborted || isTimeout(error) ? 408 : 503);
  }
  if (signal.aborted) {
    // The answer came after the budget was spent: the caller already has 请求超时.
    await discard(response);
    throw transportFailure(408);
  }
  if (manualRedirect && response.status >= 300 && response.status < 400) {
    // Only the Location is wanted (the social sign-in start); a gateway may send a page with it.
    await discard(response);
    return { status: response.status, headers: response.headers, body: null };
  }
  if (!isEnvelopeStatus(response.status)) {
    await discard(response);
    throw transportFailure(response.status);
  }
  const type = response.headers.get("Content-Type") ?? "";
  if (file && response.status === 200 && !type.includes("json")) {
    // Streamed on by the caller (not read here): a refusal comes as an envelope instead.
    return {
      status: 200,
      headers: response.headers,
      body: new BackendFile(response.body, type, response.headers.get("Content-Disposition"), response.headers),
    };
  }
  let text: string;
  try {
    text = await readText(response, signal);
  } catch (error) {
    // The connection broke while the answer was on its way, or the budget ran out.
    throw transportFailure(signal.aborted || isTimeout(error) ? 408 : 503);
  }
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      // An HTML error page or a cut-off body: whatever sits in front of the services failed.
      throw transportFailure(response.status >= 400 ? response.status : 502);
    }
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
}

type EnvelopeLike = {
  code?: unknown;
  error_code?: unknown;
  msg?: unknown;
  data?: unknown;
  error_description?: unknown;
};

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
    throw businessFailure(answer.status, code, envelope.msg ?? envelope.error_description, envelope.data);
  }
  return envelope.data as T;
}

/**
 * The backend's own refusal, its message normalised (spec §8). A message that exposes
 * internals (a stack, SQL, class paths) is logged here with a reference and the operator
 * reads 操作失败 with that reference instead (ADR 009).
 */
export function businessFailure(status: number, code: number, rawMessage: unknown, details?: unknown): BackendError {
  const message = rawMessage ? normalizeBackendMessage(rawMessage) : FALLBACK_FAILURE_TEXT;
  if (!exposesInternals(message)) return new BackendError(status, code, message, { details });
  const reference = failureReference();
  console.error(`backend failure ${reference} (code ${code}): ${String(rawMessage)}`);
  return new BackendError(status, code, internalFailureText(reference), {
    details,
    view: { key: "errors.internal", values: { reference } },
  });
}

/** What a call to a contract entry sends: its query and body typed by the entry, its path's `{name}` parts. */
export type CallRequest<E extends AnyEntry> = Omit<BackendRequest, "method" | "query" | "json" | "file"> & {
  query?: QueryOf<E>;
  json?: BodyOf<E>;
  params?: Record<string, string | number>;
};

/** Sends one call to a contract entry (its method and path) and reads its body, unchecked. */
export function callEntry<E extends AnyEntry>(env: Env, entry: E, request: CallRequest<E> = {}): Promise<RawAnswer> {
  return callBackend(env, ...entryRequest(entry, request));
}

/** The request a contract entry makes: its path (`{id}` filled), its method, whether it answers a file. */
export function entryRequest<E extends AnyEntry>(entry: E, request: CallRequest<E>): [string, BackendRequest] {
  const { params, ...rest } = request;
  return [fillPath(entry, params), { ...rest, method: entry.method, file: entry.effect === "file" } as BackendRequest];
}

/**
 * An answer that breaks its entry's schema (ADR 031): logged by name with the first difference
 * and a reference; the operator reads spec §8's 网关错误 with that reference, never a wrong figure.
 */
export function contractMismatch(entry: AnyEntry, difference: string): BackendError {
  const reference = failureReference();
  console.error(`contract mismatch ${entry.name}: ${difference} (reference ${reference})`);
  return new BackendError(502, 502, `网关错误（参考号 ${reference}）`, {
    view: { key: "errors.contract", values: { reference } },
  });
}

/** The envelope's data, checked against the entry: the value as typed, or a contract mismatch thrown. */
export function readAnswer<E extends AnyEntry>(entry: E, answer: RawAnswer): Answer<E> {
  const data = readEnvelope<unknown>(answer);
  const checked = checkAnswer(entry, data);
  if (!checked.ok) throw contractMismatch(entry, checked.difference);
  return checked.value;
}

type ExportPlan = { page: z.ZodType; fields: [string, FieldCheck, z.ZodType][] };
const EXPORT_PLANS = new WeakMap<AnyEntry, Map<string, ExportPlan>>();

function exportPlan(entry: AnyEntry, row: z.ZodObject, fields: readonly string[]): ExportPlan {
  const key = fields.join(",");
  let plans = EXPORT_PLANS.get(entry);
  if (!plans) EXPORT_PLANS.set(entry, (plans = new Map()));
  let plan = plans.get(key);
  if (!plan) {
    const shape = row.shape as Record<string, z.ZodType>;
    plan = {
      page: (entry.data as z.ZodObject).extend({ records: z.array(z.unknown()) }),
      fields: fields
        .filter((field) => field in shape)
        .map((field) => [field, fieldCheck(shape[field]!), shape[field]!]),
    };
    plans.set(key, plan);
  }
  return plan;
}

/**
 * An export's page checked for what the file needs, not more (ADR 031): the page's shape and the
 * fields it writes, each by a plain predicate (a million rows, no record copied). The records come
 * back as the gateway sent them.
 */
export function readExportPage<E extends AnyEntry>(entry: E, data: unknown, fields: readonly string[]): Answer<E> {
  const row = rowOf(entry.data);
  if (!(row instanceof z.ZodObject)) {
    const checked = checkAnswer(entry, data);
    if (!checked.ok) throw contractMismatch(entry, checked.difference);
    return checked.value;
  }
  const plan = exportPlan(entry, row, fields);
  const page = plan.page.safeParse(data);
  if (!page.success) throw contractMismatch(entry, describe(page.error.issues[0]!, data));
  const records = (data as { records: unknown[] }).records;
  for (let i = 0; i < records.length; i++) {
    const record = records[i];
    if (record === null || typeof record !== "object")
      throw contractMismatch(
        entry,
        `data.records[${i}] expected object, got ${record === null ? "null" : typeof record}`,
      );
    for (const [field, check, schema] of plan.fields) {
      const value = (record as Record<string, unknown>)[field];
      if (!check(value)) throw contractMismatch(entry, valueDifference(schema, value, ["records", i, field]));
    }
  }
  return data as Answer<E>;
}

/** A call that needs no operator session (tenant lookups, captcha, settings on the login page). */
export async function publicCall<E extends AnyEntry>(
  env: Env,
  entry: E,
  request: CallRequest<E> = {},
): Promise<Answer<E>> {
  return readAnswer(entry, await callEntry(env, entry, request));
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
