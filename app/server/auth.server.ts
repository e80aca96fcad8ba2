/**
 * The route guard for signed-in screens (spec §2) and the operator's backend access.
 * `requireOperator` runs as middleware of the console layout: no session → /login (with a
 * same-origin redirectTo), a locked session → /lock, an aged token → refreshed once.
 */
import { type AnyEntry, type Answer, checkAnswer } from "@contract";
import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { cloudflareContext } from "~/lib/context";
import { visiblePath } from "~/lib/request-path";
import { tokenNeedsRefresh } from "~/lib/session-clock";
import {
  answerCode,
  authFailure,
  BackendFile,
  type BackendRequest,
  callBackend,
  type CallRequest,
  contractMismatch,
  entryRequest,
  readExportPage,
  type RawAnswer,
  readEnvelope,
  SessionEndedError,
  transportFailure,
  withinBackendBudget,
} from "./backend.server";
import { type ConsoleConfig, readConfig } from "./config.server";
import { remainingBudgetMs } from "./deadline.server";
import { clearedSessionCookie, endSession, hasSessionCookie, openSession, sessionStub } from "./session.server";
import { forgetSessionMemo } from "./session-memo.server";
import { tenantSettings } from "./tenant.server";
import type { SessionRecord } from "./session-store.server";

export type OperatorApi = {
  /**
   * One call to a contract entry (ADR 031): its method and path, the query and body it takes, its
   * answer checked against its schema (a mismatch is 网关错误 with a reference, logged by name).
   * An entry on the gateway's skip list that answers an unrecognised token with empty data
   * (`access: "skip"`, the menu routes) treats an empty answer as a 401.
   */
  call<E extends AnyEntry>(entry: E, request?: CallRequest<E>): Promise<Answer<E>>;
  /** A file the entry answers (`effect: "file"`): its body unread, to stream on. A refusal throws as usual. */
  fileOf<E extends AnyEntry>(entry: E, request?: CallRequest<E>): Promise<BackendFile>;
  /** An export's page checked only for the page shape and the fields the file writes. */
  exportPage<E extends AnyEntry>(entry: E, fields: readonly string[], request?: CallRequest<E>): Promise<Answer<E>>;
};

export type Operator = { sessionId: string; record: SessionRecord; api: OperatorApi };

export const operatorContext = createContext<Operator>();

export function workerEnv(context: Readonly<RouterContextProvider>): Env {
  return context.get(cloudflareContext).env;
}

/** Where an unauthenticated visit goes: /login, remembering the page it asked for. */
export function loginRedirectUrl(request: Request): string {
  const path = visiblePath(request);
  return path === "/" || path === "/main" ? "/login" : `/login?redirectTo=${encodeURIComponent(path)}`;
}

/** Ends the session everywhere and sends the operator to /login with the reason (401 or 410). */
export async function signedOutRedirect(
  env: Env,
  config: ConsoleConfig,
  sessionId: string | null,
  reason: 401 | 410 | null,
): Promise<Response> {
  if (sessionId) await endSession(env, sessionId);
  return redirect(reason ? `/login?reason=${reason}` : "/login", {
    headers: { "Set-Cookie": await clearedSessionCookie(config) },
  });
}

/**
 * The session's token refresh (single-flight in its object, ADR 002) within this request's
 * budget (ADR 009): the object's call to the backend gets what is left of it, and this request
 * waits on the object no longer than that (请求超时).
 */
function refreshSession(env: Env, sessionId: string, seen: SessionRecord, now: number): Promise<SessionRecord | null> {
  return withinBackendBudget((_signal, budgetMs) =>
    sessionStub(env, sessionId).refresh(seen.accessToken, now, budgetMs),
  );
}

/** The object kept the token it had: the backend could not be reached in time for a refresh. */
function notRefreshed(before: SessionRecord, after: SessionRecord): boolean {
  return after.accessToken === before.accessToken && after.tokenIssuedAt === before.tokenIssuedAt;
}

function operatorApi(env: Env, config: ConsoleConfig, sessionId: string, initial: SessionRecord): OperatorApi {
  let record = initial;

  async function call<T>(path: string, request: BackendRequest, expectList = false): Promise<T> {
    const unrecognised = (answer: RawAnswer) => {
      if (authFailure(answer) === 401) return true;
      if (!expectList || answerCode(answer) !== 200) return false;
      return !Array.isArray((answer.body as { data?: unknown } | null)?.data);
    };
    try {
      let answer = await callBackend(env, path, { ...request, token: record.accessToken, tenantId: record.tenantId });
      if (unrecognised(answer)) {
        // One refresh (single-flight in the session object), one retry; a second 401 ends it.
        const refreshed = await refreshSession(env, sessionId, record, Date.now());
        if (!refreshed) throw new SessionEndedError(401, "");
        // Retrying with the refused token would end the session; the backend is what failed.
        if (notRefreshed(record, refreshed)) throw transportFailure(remainingBudgetMs(1) > 0 ? 503 : 408);
        record = refreshed;
        answer = await callBackend(env, path, { ...request, token: record.accessToken, tenantId: record.tenantId });
        if (expectList && unrecognised(answer)) throw new SessionEndedError(401, "");
      }
      if (answer.body instanceof BackendFile) return answer.body as T;
      return readEnvelope<T>(answer);
    } catch (error) {
      if (error instanceof SessionEndedError) throw await signedOutRedirect(env, config, sessionId, error.reason);
      throw error;
    }
  }

  return {
    call: async (entry, request = {}) => {
      const [path, backendRequest] = entryRequest(entry, request);
      const data = await call<unknown>(path, backendRequest, entry.access === "skip");
      const checked = checkAnswer(entry, data);
      if (!checked.ok) throw contractMismatch(entry, checked.difference);
      return checked.value;
    },
    fileOf: (entry, request = {}) => call<BackendFile>(...entryRequest(entry, request)),
    exportPage: async (entry, fields, request = {}) =>
      readExportPage(entry, await call<unknown>(...entryRequest(entry, request)), fields),
  };
}

/** Loads the session for a signed-in screen, or throws the redirect the guard demands. */
export async function loadOperator(request: Request, context: Readonly<RouterContextProvider>): Promise<Operator> {
  const env = workerEnv(context);
  const config = readConfig(env);
  const session = await openSession(env, request, config);
  if (!session) {
    const headers = hasSessionCookie(request) ? { "Set-Cookie": await clearedSessionCookie(config) } : undefined;
    throw redirect(loginRedirectUrl(request), { headers });
  }
  if (session.record.locked) throw redirect("/lock");

  let record = session.record;
  const now = Date.now();
  // The tenant's own tokenTime (通用设置) wins over the Worker's default; both are kept in memory.
  const tokenTime = (await tenantSettings(env, record.tenantId)).tokenTimeSeconds ?? config.tokenTimeSeconds;
  if (tokenNeedsRefresh(record.tokenIssuedAt, now, tokenTime)) {
    const refreshed = await refreshSession(env, session.id, record, now);
    if (!refreshed) throw await signedOutRedirect(env, config, session.id, 401);
    record = refreshed;
  }
  return { sessionId: session.id, record, api: operatorApi(env, config, session.id, record) };
}

export const requireOperator: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const operator = await loadOperator(request, context);
  context.set(operatorContext, operator);
  if (request.method === "GET" || request.method === "HEAD") return next();
  // A submission may change what the shell shows (menus, grants, unread counts): the screens
  // loaded after it ask the gateway again.
  try {
    return await next();
  } finally {
    forgetSessionMemo(operator.sessionId);
  }
};
