/**
 * The one-time message after a write (操作成功): the action redirects back to the list with a
 * short-lived cookie, the list's loader reads it once and clears it. Works without JavaScript.
 */
import { createCookie, data, redirect } from "react-router";
import type { FormMessageView } from "~/lib/i18n";

const flashCookie = createCookie("console_flash", {
  path: "/",
  sameSite: "lax",
  secure: true,
  httpOnly: true,
  maxAge: 60,
});

export type Flash = FormMessageView & { tone?: "success" | "error" };

export async function redirectWithFlash(to: string, flash: Flash, init: ResponseInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await flashCookie.serialize(flash));
  return redirect(to, { ...init, headers });
}

export async function readFlash(request: Request): Promise<{ flash: Flash | null; headers: Headers }> {
  const headers = new Headers();
  const value: unknown = await flashCookie.parse(request.headers.get("Cookie"));
  if (!value || typeof value !== "object") return { flash: null, headers };
  headers.append("Set-Cookie", await flashCookie.serialize("", { maxAge: 0 }));
  const flash = value as Record<string, unknown>;
  const valid = typeof flash.text === "string" || typeof flash.key === "string";
  return { flash: valid ? (flash as Flash) : null, headers };
}

/** A loader's answer with the flash read and cleared. */
export async function withFlash<T extends Record<string, unknown>>(request: Request, payload: T) {
  const { flash, headers } = await readFlash(request);
  return data({ ...payload, flash }, { headers });
}
