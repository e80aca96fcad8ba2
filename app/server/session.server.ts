/**
 * The session cookie and its Durable Object (DESIGN.md §4, ADR 002). The cookie carries only
 * a random id, signed, `__Host-` prefixed, HttpOnly, Secure, SameSite=Lax; everything else
 * stays on the edge in the SessionStore object named by that id.
 */
import { createCookie, type Cookie } from "react-router";
import { boundedByBudget } from "./bounded-stub.server";
import type { ConsoleConfig } from "./config.server";
import { noteOperator } from "./request-trace.server";
import type { SessionRecord } from "./session-store.server";

export const SESSION_COOKIE_NAME = "__Host-console_sid";

const cookies = new Map<string, Cookie>();

function sessionCookie(config: ConsoleConfig): Cookie {
  const key = `${config.sessionSecrets.join(",")}|${config.absoluteMs}`;
  let cookie = cookies.get(key);
  if (!cookie) {
    cookie = createCookie(SESSION_COOKIE_NAME, {
      httpOnly: true,
      secure: true,
      sameSite: "lax",
      path: "/",
      maxAge: Math.floor(config.absoluteMs / 1000),
      secrets: config.sessionSecrets,
    });
    cookies.set(key, cookie);
  }
  return cookie;
}

export function hasSessionCookie(request: Request): boolean {
  return (request.headers.get("Cookie") ?? "").includes(`${SESSION_COOKIE_NAME}=`);
}

/** The verified session id from the request's cookie, or null. */
export async function readSessionId(request: Request, config: ConsoleConfig): Promise<string | null> {
  if (!hasSessionCookie(request)) return null;
  const value = await sessionCookie(config).parse(request.headers.get("Cookie"));
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** The session's object; each call is bounded by the request's budget. */
export function sessionStub(env: Env, id: string) {
  return boundedByBudget(env.SESSIONS.get(env.SESSIONS.idFromName(id)), "session");
}

export type OpenSession = { id: string; record: SessionRecord };

/** The live session of this request, or null (no cookie, forged cookie, ended or expired). */
export async function openSession(env: Env, request: Request, config: ConsoleConfig): Promise<OpenSession | null> {
  const id = await readSessionId(request, config);
  if (!id) return null;
  const record = await sessionStub(env, id).load(Date.now(), config);
  if (!record) return null;
  noteOperator(record.tenantId, record.user.userId);
  return { id, record };
}

/** Starts a new session under a fresh id (the id rotates at every sign-in): its id and cookie. */
export async function startSession(
  env: Env,
  config: ConsoleConfig,
  record: SessionRecord,
): Promise<{ id: string; cookie: string }> {
  const id = newSessionId();
  await sessionStub(env, id).start(record, config.absoluteMs);
  return { id, cookie: await sessionCookie(config).serialize(id) };
}

export async function endSession(env: Env, id: string): Promise<void> {
  await sessionStub(env, id).end();
}

export function clearedSessionCookie(config: ConsoleConfig): Promise<string> {
  return sessionCookie(config).serialize("", { maxAge: 0 });
}
