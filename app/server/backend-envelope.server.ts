/**
 * The backend's envelope `{code, success, data, msg}` (backend.server.ts): its status read as
 * Saber does, the two auth-error generations, and a refusal's message normalised (spec §8).
 */
import {
  FALLBACK_FAILURE_TEXT,
  exposesInternals,
  internalFailureText,
  normalizeBackendMessage,
  SESSION_EXPIRED_TEXT,
  SIGNED_IN_ELSEWHERE_TEXT,
} from "~/lib/backend-messages";
import { BackendError, SessionEndedError } from "./backend-error.server";
import type { RawAnswer } from "./backend-exchange.server";
import { requestReference } from "./request-trace.server";

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
  const reference = requestReference();
  console.error(`backend failure ${reference} (code ${code}): ${String(rawMessage)}`);
  return new BackendError(status, code, internalFailureText(reference), {
    details,
    view: { key: "errors.internal", values: { reference } },
  });
}
