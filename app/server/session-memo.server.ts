/**
 * What the shell loads for every screen of a signed-in operator (menus, top menus, unread
 * counts), kept for a short while in this isolate under the session's id (ADR 008), so that a
 * navigation does not ask the gateway for the same menu tree again and again.
 *
 * Freshness: a session's entries are dropped whenever that session submits anything (every
 * non-GET request, see requireOperator) or marks messages read, so an operator sees their own
 * changes at once; others' changes (another admin's menu or grant edits, new messages) show
 * within the lifetimes below. The gateway checks every call's permissions regardless.
 */
import { IsolateCache } from "./isolate-cache.server";

export const MENU_TTL_MS = 60_000;
export const UNREAD_TTL_MS = 15_000;

const memo = new IsolateCache<unknown>(MENU_TTL_MS, 5000);

export function sessionMemo<T>(sessionId: string, key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  return memo.get(`${sessionId}|${key}`, load, ttlMs) as Promise<T>;
}

export function forgetSessionMemo(sessionId: string): void {
  memo.forget(`${sessionId}|`);
}
