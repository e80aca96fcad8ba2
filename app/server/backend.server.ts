/**
 * The one backend client (DESIGN.md §4). Every call to the platform gateway, or to the
 * embedded sandbox when BACKEND_URL is unset, goes through here: headers, timeout, envelope
 * and message normalisation, both auth-error generations, and network error texts. Its parts:
 * the request (backend-request), the answer read (backend-exchange), the envelope
 * (backend-envelope), the contract checks (backend-contract) and the failures (backend-error);
 * here, the calls to contract entries.
 */
import { type AnyEntry, type Answer, type BodyOf, fillPath, type QueryOf } from "@contract";
import { BackendError } from "./backend-error.server";
import { readAnswer } from "./backend-contract.server";
import type { RawAnswer } from "./backend-exchange.server";
import { type BackendRequest, callBackend } from "./backend-request.server";

export { BackendError, type BackendFailureView, SessionEndedError, transportFailure } from "./backend-error.server";
export { BackendFile, type RawAnswer } from "./backend-exchange.server";
export {
  type BackendRequest,
  callBackend,
  DEFAULT_TENANT_ID,
  REQUEST_TIMEOUT_MS,
  sandboxOf,
  withinBackendBudget,
} from "./backend-request.server";
export { answerCode, authFailure, businessFailure, readEnvelope } from "./backend-envelope.server";
export { contractMismatch, readAnswer, readExportPage } from "./backend-contract.server";

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
  return [
    fillPath(entry, params),
    { ...rest, method: entry.method, file: entry.effect === "file", traceName: entry.name } as BackendRequest,
  ];
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
