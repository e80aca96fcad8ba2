/**
 * The OAuth token endpoint and logout, read in both auth-error generations
 * (backend-contract §3.1): modern `{success:false,error_code,error_description}` with HTTP
 * 200, and legacy spring-oauth2 `{error,error_description}` with HTTP 400/401.
 */
import { auth, checkAnswer, type TokenQuery } from "@contract";
import { callEntry, contractMismatch } from "./backend.server";

export type OperatorUser = {
  userId: string;
  account: string;
  userName: string;
  nickName: string;
  realName: string;
  avatar: string;
  roleId: string;
  roleName: string;
  deptId: string;
  postId: string;
  tenantId: string;
  /** Display names from the user info call (the token carries role aliases only). */
  roleTitle?: string;
  deptName?: string;
  tenantName?: string;
};

export type TokenGrant = {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  tenantId: string;
  user: OperatorUser;
};

/** Why a grant failed, in terms the login page can act on. */
export type GrantFailureKind = "credentials" | "captcha" | "locked" | "tenant" | "client" | "refresh" | "other";

export type GrantFailure = { ok: false; kind: GrantFailureKind; code: string; description: string };
export type GrantResult = { ok: true; grant: TokenGrant } | GrantFailure;

type TokenBody = Record<string, unknown>;

const text = (value: unknown) => (typeof value === "string" ? value : value == null ? "" : String(value));

function readGrant(body: TokenBody, fallbackTenant: string): TokenGrant {
  return {
    accessToken: text(body.access_token),
    refreshToken: text(body.refresh_token),
    expiresIn: Number(body.expires_in) || 3600,
    tenantId: text(body.tenant_id) || fallbackTenant,
    user: {
      userId: text(body.user_id),
      account: text(body.account) || text(body.user_name),
      userName: text(body.user_name),
      nickName: text(body.nick_name),
      realName: text(body.real_name),
      avatar: text(body.avatar),
      roleId: text(body.role_id),
      roleName: text(body.role_name),
      deptId: text(body.dept_id),
      postId: text(body.post_id),
      tenantId: text(body.tenant_id) || fallbackTenant,
    },
  };
}

/** Classifies an OAuth error of either generation. */
export function classifyGrantFailure(code: string, description: string): GrantFailureKind {
  if (/验证码|captcha/i.test(description)) return "captcha";
  if (code === "2003" || /次数过多|too many/i.test(description)) return "locked";
  if (code === "2002" || code === "2006" || /租户/.test(description)) return "tenant";
  if (code === "2010" || code === "invalid_token") return "refresh";
  if (/^300\d$/.test(code) || code === "invalid_client" || code === "unauthorized") return "client";
  if (["2001", "2004", "2005", "invalid_grant", "access_denied"].includes(code)) return "credentials";
  return "other";
}

export function readTokenAnswer(status: number, body: unknown, tenantId: string): GrantResult {
  const data = (body && typeof body === "object" ? body : {}) as TokenBody;
  if (typeof data.access_token === "string" && data.access_token) {
    return { ok: true, grant: readGrant(data, tenantId) };
  }
  const code = text(data.error_code ?? data.error ?? data.code ?? status);
  const description = text(data.error_description ?? data.msg) || "认证信息错误或无效";
  return { ok: false, kind: classifyGrantFailure(code, description), code, description };
}

type GrantParams = Omit<TokenQuery, "tenantId">;

async function tokenRequest(
  env: Env,
  tenantId: string,
  params: GrantParams,
  headers: Record<string, string> = {},
): Promise<GrantResult> {
  const answer = await callEntry(env, auth.token, { tenantId, query: { tenantId, scope: "all", ...params }, headers });
  const result = readTokenAnswer(answer.status, answer.body, tenantId);
  if (result.ok) {
    // A granted token is checked against the contract like any answer (ADR 031).
    const checked = checkAnswer(auth.token, answer.body);
    if (!checked.ok) throw contractMismatch(auth.token, checked.difference);
  }
  return result;
}

/**
 * The password grant, or the `captcha` grant (the same plus a captcha the backend checks first,
 * whatever the tenant's setting): the console asks for it when an account's recent failures
 * call for a captcha (ADR 028).
 */
export function passwordGrant(
  env: Env,
  input: {
    tenantId: string;
    username: string;
    passwordMd5: string;
    captchaKey?: string;
    captchaCode?: string;
    grantType?: "password" | "captcha";
  },
): Promise<GrantResult> {
  const headers: Record<string, string> = {};
  if (input.captchaKey && input.captchaCode) {
    headers["Captcha-Key"] = input.captchaKey;
    headers["Captcha-Code"] = input.captchaCode;
  }
  return tokenRequest(
    env,
    input.tenantId,
    {
      username: input.username,
      password: input.passwordMd5,
      grant_type: input.grantType ?? "password",
      type: "account",
    },
    headers,
  );
}

export function smsGrant(env: Env, input: { tenantId: string; phone: string; smsId: string; code: string }) {
  return tokenRequest(env, input.tenantId, {
    grant_type: "sms_code",
    phone: input.phone,
    id: input.smsId,
    value: input.code,
    type: "phone",
  });
}

export function socialGrant(env: Env, input: { tenantId: string; source: string; code: string; state: string }) {
  return tokenRequest(env, input.tenantId, {
    grant_type: "social",
    source: input.source,
    code: input.code,
    state: input.state,
  });
}

export function refreshGrant(env: Env, input: { tenantId: string; refreshToken: string }) {
  return tokenRequest(env, input.tenantId, { grant_type: "refresh_token", refresh_token: input.refreshToken });
}

/** Tells the backend the session is over. Its answer does not matter (Saber ignores it too). */
export async function backendLogout(env: Env, input: { tenantId: string; accessToken: string }) {
  try {
    await callEntry(env, auth.logout, { tenantId: input.tenantId, token: input.accessToken });
  } catch {
    // The local session ends regardless.
  }
}
