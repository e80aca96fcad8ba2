/**
 * Sign-in on the edge: the backend grant's messages and the new session. Shared by the
 * password, phone and third-party flows (their throttling: sign-in-throttle.server.ts).
 */
import { redirectDocument } from "react-router";
import type { TranslationKey } from "~/lib/i18n";
import { safeRedirectTarget } from "~/lib/redirect-target";
import { auth, user } from "@contract";
import { businessFailure, callEntry, readAnswer } from "~/server/backend.server";
import type { ConsoleConfig } from "~/server/config.server";
import type { GrantFailure, OperatorUser, TokenGrant } from "~/server/oauth.server";
import { startSession } from "~/server/session.server";
import type { LoginMethod } from "~/server/session-store.server";
import { tenantCookie } from "~/server/tenant.server";
import { createUnlockVerifier } from "~/server/unlock-verifier.server";
import { loadPermissions } from "~/kit/server/permissions.server";
import { landingPath } from "~/lib/menu";
import { menuOfGrant } from "~/server/menu/menu.server";

export type Captcha = { key: string; image: string };

export type FormMessage = { key: TranslationKey; values?: Record<string, string | number> } | { text: string };

export const LANDING_PATH = "/main";

/** A fresh captcha from the backend, or null when it cannot be had. */
export async function fetchCaptcha(env: Env, tenantId: string): Promise<Captcha | null> {
  try {
    const answer = await callEntry(env, auth.captcha, { tenantId });
    const body = (answer.body ?? {}) as Record<string, unknown>;
    const data = (body.data && typeof body.data === "object" ? body.data : body) as Record<string, unknown>;
    return typeof data.key === "string" && typeof data.image === "string" ? { key: data.key, image: data.image } : null;
  } catch {
    return null;
  }
}

/** The message an operator sees for a refused grant (spec §5: 账号或密码错误 for bad credentials). */
/** The token endpoint's words, normalised; a leaked stack or SQL error becomes 操作失败 with a reference (ADR 009). */
function shown(description: string): FormMessage {
  return businessFailure(200, 400, description).view;
}

export function grantFailureMessage(failure: GrantFailure): {
  field?: "captchaCode" | "tenantId";
  message: FormMessage;
} {
  switch (failure.kind) {
    case "captcha":
      return { field: "captchaCode", message: { key: "login.errors.captchaWrong" } };
    case "tenant":
      return { field: "tenantId", message: shown(failure.description) };
    case "locked":
    case "client":
    case "other":
      return { message: shown(failure.description) };
    default:
      return { message: { key: "login.errors.badCredentials" } };
  }
}

/**
 * The signed-in user's names (user.info, as the original console's getUserInfo
 * after sign-in). The token already says who it is; this only adds display names, so a failure
 * leaves the user as the token described it.
 */
async function withUserInfo(env: Env, grant: TokenGrant): Promise<OperatorUser> {
  try {
    const answer = await callEntry(env, user.info, { token: grant.accessToken, tenantId: grant.tenantId });
    const info: { roleName?: unknown; deptName?: unknown; tenantName?: unknown; realName?: unknown; avatar?: unknown } =
      readAnswer(user.info, answer) ?? {};
    const text = (value: unknown, fallback = "") => (typeof value === "string" && value ? value : fallback);
    return {
      ...grant.user,
      realName: text(info.realName, grant.user.realName),
      avatar: text(info.avatar, grant.user.avatar),
      roleTitle: text(info.roleName),
      deptName: text(info.deptName),
      tenantName: text(info.tenantName),
    };
  } catch {
    return grant.user;
  }
}

/** Opens the session for a granted sign-in and sends the operator on. */
export async function completeSignIn(
  env: Env,
  config: ConsoleConfig,
  input: {
    grant: TokenGrant;
    method: LoginMethod;
    password?: string;
    redirectTo?: string;
    /** The throttled attempt this sign-in reserved (given back now that it succeeded). */
    attempt?: { succeeded(): Promise<void> };
  },
): Promise<Response> {
  const now = Date.now();
  const target = safeRedirectTarget(input.redirectTo, LANDING_PATH);
  const [user, permissions, , verifier, menu] = await Promise.all([
    withUserInfo(env, input.grant),
    loadPermissions(env, input.grant),
    input.attempt ? input.attempt.succeeded() : Promise.resolve(),
    input.password ? createUnlockVerifier(input.password) : Promise.resolve(null),
    // Where /main would send the operator, found now: the sign-in lands there in one redirect.
    // An empty or failed menu is left to /main, whose call reads an empty menu as a lost session.
    target === LANDING_PATH
      ? menuOfGrant(env, input.grant).then(
          (items) => (items.length ? items : null),
          () => null,
        )
      : Promise.resolve(null),
  ]);
  const session = await startSession(env, config, {
    tenantId: input.grant.tenantId,
    accessToken: input.grant.accessToken,
    refreshToken: input.grant.refreshToken,
    tokenIssuedAt: now,
    user,
    permissions,
    loginMethod: input.method,
    locked: false,
    lockedFrom: null,
    unlockVerifier: verifier,
    unlockFailures: 0,
    createdAt: now,
    lastSeenAt: now,
  });
  const headers = new Headers();
  headers.append("Set-Cookie", session.cookie);
  headers.append("Set-Cookie", await tenantCookie.serialize(input.grant.tenantId));
  // A new document: the console's CSP names the frames this operator's menu may show, and
  // the sign-in page's CSP (a public page's) would stay in force over client-side navigations.
  return redirectDocument(menu ? landingPath(menu) : target, { headers });
}
