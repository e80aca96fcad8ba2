/** A long-lived preference the browser keeps for the console (language, last tenant, hidden columns): one year, HttpOnly, Secure, SameSite=Lax. */
import { createCookie } from "react-router";

export function preferenceCookie(name: string) {
  return createCookie(name, { path: "/", sameSite: "lax", secure: true, httpOnly: true, maxAge: 365 * 24 * 60 * 60 });
}
