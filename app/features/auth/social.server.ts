/**
 * Third-party sign-in (spec §2 login variants): /login/social/:source asks the backend where
 * the provider's authorisation page is and sends the browser there; the provider returns to
 * /authredirect with a code, which the backend exchanges (grant_type=social). A signed,
 * short-lived cookie carries the state so a forged callback is refused.
 */
import { createCookie, redirect } from "react-router";
import { safeRedirectTarget } from "~/lib/redirect-target";
import { auth } from "@contract";
import { callEntry } from "~/server/backend.server";
import { readConfig } from "~/server/config.server";
import { socialGrant } from "~/server/oauth.server";
import { completeSignIn, LANDING_PATH } from "./sign-in.server";

export const SOCIAL_SOURCES = ["sandbox"] as const;

type SocialState = { state: string; tenantId: string; source: string; redirectTo: string };

function stateCookie(secrets: string[]) {
  return createCookie("__Host-console_social", {
    httpOnly: true,
    secure: true,
    sameSite: "lax",
    path: "/",
    maxAge: 600,
    secrets,
  });
}

function randomState(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

const failed = (error: "social" | "unbound") => `/login?mode=social&error=${error}`;

export async function startSocialSignIn(request: Request, env: Env, input: { source: string; tenantId: string }) {
  const config = readConfig(env);
  if (!(SOCIAL_SOURCES as readonly string[]).includes(input.source)) throw redirect(failed("social"));
  const url = new URL(request.url);
  const state: SocialState = {
    state: randomState(),
    tenantId: input.tenantId,
    source: input.source,
    redirectTo: safeRedirectTarget(url.searchParams.get("redirectTo"), LANDING_PATH),
  };
  let location: string | null = null;
  try {
    const answer = await callEntry(env, auth.render, {
      params: { source: input.source },
      tenantId: input.tenantId,
      query: { redirect_uri: `${url.origin}/authredirect`, state: state.state, tenantId: input.tenantId },
      manualRedirect: true,
    });
    location = answer.headers.get("Location");
  } catch {
    location = null;
  }
  if (!location) throw redirect(failed("social"));
  const target = new URL(location, url.origin);
  if (target.protocol !== "https:" && target.protocol !== "http:") throw redirect(failed("social"));
  return redirect(target.toString(), {
    headers: { "Set-Cookie": await stateCookie(config.sessionSecrets).serialize(state) },
  });
}

export async function finishSocialSignIn(request: Request, env: Env) {
  const config = readConfig(env);
  const cookie = stateCookie(config.sessionSecrets);
  const saved = (await cookie.parse(request.headers.get("Cookie"))) as SocialState | null;
  const params = new URL(request.url).searchParams;
  const code = params.get("code");
  const state = params.get("state");
  const source = params.get("source") ?? saved?.source ?? "";
  const clear = await cookie.serialize("", { maxAge: 0 });
  if (!saved || !code || !state || state !== saved.state || source !== saved.source) {
    throw redirect(failed("social"), { headers: { "Set-Cookie": clear } });
  }
  const result = await socialGrant(env, { tenantId: saved.tenantId, source, code, state });
  if (!result.ok) {
    const error = result.code === "2001" ? "unbound" : "social";
    throw redirect(failed(error), { headers: { "Set-Cookie": clear } });
  }
  const response = await completeSignIn(env, config, {
    grant: result.grant,
    method: "social",
    redirectTo: saved.redirectTo,
  });
  response.headers.append("Set-Cookie", clear);
  return response;
}
