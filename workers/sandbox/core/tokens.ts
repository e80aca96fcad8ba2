/**
 * Token state in D1 (BladeX with `blade.token.state=true` and single sign-in): issuing the
 * access/refresh pair, reading a presented token, and revoking (logout, superseded, rotated).
 */
import type { SandboxEnv, SessionUser } from "./env";
import { signJwt, verifyJwt, type Claims } from "./jwt";
import { uuid } from "./crypto";

export interface UserRow {
  id: string;
  tenant_id: string;
  account: string;
  name: string | null;
  real_name: string | null;
  avatar: string | null;
  role_id: string | null;
  dept_id: string | null;
  post_id: string | null;
}

export interface ClientRow {
  client_id: string;
  access_token_validity: number;
  refresh_token_validity: number;
}

export interface TokenResponse {
  access_token: string;
  token_type: "bearer";
  refresh_token: string;
  expires_in: number;
  tenant_id: string;
  user_id: string;
  dept_id: string;
  post_id: string;
  role_id: string;
  oauth_id: string;
  account: string;
  user_name: string;
  nick_name: string;
  real_name: string;
  role_name: string;
  avatar: string;
  detail: { type: string };
  license: "powered by bladex";
}

export interface IssueOptions {
  user: UserRow;
  client: ClientRow;
  /** Role ids to act with (a `Role-Id` header may narrow the user's roles). */
  roleIds: string[];
  oauthId?: string;
  userType?: string;
  /** Continue an existing session (refresh) instead of starting one (sign-in). */
  sid?: string;
}

async function roleAliases(env: SandboxEnv, roleIds: string[]): Promise<string[]> {
  if (roleIds.length === 0) return [];
  const { results } = await env.DB.prepare(
    `SELECT id, role_alias FROM blade_role WHERE is_deleted = 0 AND id IN (${roleIds.map(() => "?").join(",")})`,
  )
    .bind(...roleIds)
    .all<{ id: string; role_alias: string }>();
  const byId = new Map(results.map((r) => [r.id, r.role_alias]));
  return roleIds.flatMap((id) => byId.get(id) ?? []);
}

/** Signs a new pair. A sign-in supersedes the user's live tokens for this client first. */
export async function issueTokens(env: SandboxEnv, options: IssueOptions): Promise<TokenResponse> {
  const { user, client } = options;
  const now = Math.floor(Date.now() / 1000);
  const sid = options.sid ?? uuid();
  const accessJti = uuid();
  const refreshJti = uuid();
  const aliases = await roleAliases(env, options.roleIds);
  const detail = { type: options.userType || "web" };
  const common = {
    iss: "issuser",
    aud: "audience",
    client_id: client.client_id,
    tenant_id: user.tenant_id,
    user_id: user.id,
    dept_id: user.dept_id ?? "",
    role_id: options.roleIds.join(","),
  };
  const access: Claims = {
    ...common,
    token_type: "access_token",
    post_id: user.post_id ?? "",
    role_name: aliases.join(","),
    account: user.account,
    user_name: user.account,
    nick_name: user.name ?? "",
    detail,
    exp: now + client.access_token_validity,
    nbf: now,
    jti: accessJti,
  };
  const refresh: Claims = {
    ...common,
    token_type: "refresh_token",
    exp: now + client.refresh_token_validity,
    nbf: now,
    jti: refreshJti,
  };
  const [accessToken, refreshToken] = await Promise.all([
    signJwt(access, env.SANDBOX_JWT_SECRET),
    signJwt(refresh, env.SANDBOX_JWT_SECRET),
  ]);

  const insert =
    "INSERT INTO sandbox_token (jti, sid, kind, user_id, tenant_id, client_id, issued_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)";
  const batch: D1PreparedStatement[] = [];
  if (!options.sid) {
    batch.push(
      env.DB.prepare(
        "UPDATE sandbox_token SET revoked_reason = 'superseded' WHERE user_id = ? AND tenant_id = ? AND client_id = ? AND revoked_reason IS NULL",
      ).bind(user.id, user.tenant_id, client.client_id),
    );
  }
  batch.push(
    env.DB.prepare(insert).bind(
      accessJti,
      sid,
      "access",
      user.id,
      user.tenant_id,
      client.client_id,
      now,
      now + client.access_token_validity,
    ),
    env.DB.prepare(insert).bind(
      refreshJti,
      sid,
      "refresh",
      user.id,
      user.tenant_id,
      client.client_id,
      now,
      now + client.refresh_token_validity,
    ),
  );
  await env.DB.batch(batch);

  return {
    access_token: accessToken,
    token_type: "bearer",
    refresh_token: refreshToken,
    expires_in: client.access_token_validity,
    tenant_id: user.tenant_id,
    user_id: user.id,
    dept_id: user.dept_id ?? "",
    post_id: user.post_id ?? "",
    role_id: options.roleIds.join(","),
    oauth_id: options.oauthId ?? "",
    account: user.account,
    user_name: user.account,
    nick_name: user.name ?? "",
    real_name: user.real_name ?? "",
    role_name: aliases.join(","),
    avatar: user.avatar ?? "",
    detail,
    license: "powered by bladex",
  };
}

export interface TokenRecord {
  jti: string;
  sid: string;
  kind: "access" | "refresh";
  user_id: string;
  tenant_id: string;
  client_id: string;
  revoked_reason: "logout" | "superseded" | "rotated" | null;
}

export type Presented =
  | { ok: true; claims: Claims; record: TokenRecord }
  | { ok: false; reason: "invalid" | "logout" | "superseded" | "rotated"; claims?: Claims; record?: TokenRecord };

/** Verifies a JWT of the given kind and reads its state row. */
export async function readToken(env: SandboxEnv, token: string, kind: "access" | "refresh"): Promise<Presented> {
  const verified = await verifyJwt(token, env.SANDBOX_JWT_SECRET);
  if (!verified.ok) return { ok: false, reason: "invalid" };
  const claims = verified.claims;
  if (claims.token_type !== (kind === "access" ? "access_token" : "refresh_token") || typeof claims.jti !== "string") {
    return { ok: false, reason: "invalid" };
  }
  const record = await env.DB.prepare("SELECT * FROM sandbox_token WHERE jti = ?")
    .bind(claims.jti)
    .first<TokenRecord>();
  if (!record || record.kind !== kind || record.user_id !== claims.user_id) return { ok: false, reason: "invalid" };
  if (record.revoked_reason) return { ok: false, reason: record.revoked_reason, claims, record };
  return { ok: true, claims, record };
}

export function sessionUser(claims: Claims, record: TokenRecord): SessionUser {
  const list = (v: unknown) =>
    String(v ?? "")
      .split(",")
      .filter(Boolean);
  return {
    jti: record.jti,
    sid: record.sid,
    clientId: record.client_id,
    tenantId: record.tenant_id,
    userId: record.user_id,
    deptId: String(claims.dept_id ?? ""),
    postId: String(claims.post_id ?? ""),
    roleIds: list(claims.role_id),
    roleAliases: list(claims.role_name),
    account: String(claims.account ?? ""),
    nickName: String(claims.nick_name ?? ""),
  };
}

/** Revokes every live token of a session (logout) or one token (rotation). */
export async function revokeSession(env: SandboxEnv, sid: string, reason: "logout"): Promise<void> {
  await env.DB.prepare("UPDATE sandbox_token SET revoked_reason = ? WHERE sid = ? AND revoked_reason IS NULL")
    .bind(reason, sid)
    .run();
}

/** Marks a refresh token rotated; false when it was already used (a concurrent refresh won). */
export async function rotate(env: SandboxEnv, jti: string): Promise<boolean> {
  const result = await env.DB.prepare(
    "UPDATE sandbox_token SET revoked_reason = 'rotated' WHERE jti = ? AND revoked_reason IS NULL",
  )
    .bind(jti)
    .run();
  return (result.meta.changes ?? 0) === 1;
}

/** The raw token from `Cloud-Auth: bearer <jwt>` or the `Cloud-Auth` query parameter. */
export function presentedToken(req: Request, url: URL): { present: boolean; token: string | null } {
  const raw = req.headers.get("Cloud-Auth") ?? url.searchParams.get("Cloud-Auth");
  if (raw === null || raw.trim() === "") return { present: false, token: null };
  const value = raw.trim();
  if (value.length > 7 && value.slice(0, 7).toLowerCase() === "bearer ")
    return { present: true, token: value.slice(7).trim() };
  return { present: true, token: null };
}
