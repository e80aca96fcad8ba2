/**
 * Column visibility, remembered per screen in one cookie (read on the server, so a list
 * renders with the chosen columns from the first byte): screen key → hidden column keys.
 */
import { preferenceCookie } from "~/server/preference-cookie.server";

export const columnsCookie = preferenceCookie("console_columns");

type Hidden = Record<string, string[]>;
const KEY = /^[\w-]{1,40}$/;

async function readAll(request: Request): Promise<Hidden> {
  const value: unknown = await columnsCookie.parse(request.headers.get("Cookie"));
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  const out: Hidden = {};
  for (const [screen, list] of Object.entries(value as Record<string, unknown>)) {
    if (KEY.test(screen) && Array.isArray(list))
      out[screen] = list.filter((c): c is string => typeof c === "string" && KEY.test(c));
  }
  return out;
}

export async function hiddenColumns(request: Request, screen: string): Promise<string[]> {
  return (await readAll(request))[screen] ?? [];
}

/** The Set-Cookie value after hiding `hidden` on `screen` (at most 40 screens are kept). */
export async function saveHiddenColumns(request: Request, screen: string, hidden: string[]): Promise<string> {
  const all = await readAll(request);
  delete all[screen];
  if (hidden.length) all[screen] = hidden.filter((c) => KEY.test(c)).slice(0, 40);
  const kept = Object.fromEntries(Object.entries(all).slice(-40));
  return columnsCookie.serialize(kept);
}
