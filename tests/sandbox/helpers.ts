/** Shared helpers for the sandbox Worker tests (run in workerd against the Worker's own D1). */
import { env, exports } from "cloudflare:workers";
import { expect } from "vitest";
import { md5Hex } from "../../shared/md5";
import { SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET } from "../../shared/sandbox-client";
import type { SandboxEnv } from "../../workers/sandbox/core/env";

/** The sandbox Worker's own bindings (the global Env type is the console app's). */
export const sandboxEnv = env as unknown as SandboxEnv;

export const ORIGIN = "https://sandbox.test";
export const BASIC = `Basic ${btoa(`${SANDBOX_CLIENT_ID}:${SANDBOX_CLIENT_SECRET}`)}`;

export function call(path: string, init: RequestInit = {}): Promise<Response> {
  return exports.default.fetch(new Request(new URL(path, ORIGIN), { redirect: "manual", ...init }));
}

export async function body<T = Record<string, unknown>>(response: Response): Promise<T> {
  return JSON.parse(await response.text()) as T;
}

/** BladeX's R envelope. */
export type R<T> = { code: number; success: boolean; data: T; msg: string };

/** MyBatis-Plus IPage (the fields the tests read). */
export type Page<T> = { records: T[]; total: number; size: number; current: number; pages: number };

export interface TokenBody {
  access_token: string;
  refresh_token: string;
  tenant_id: string;
  user_id: string;
  role_id: string;
  [key: string]: unknown;
}

export function tokenRequest(params: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
  const query = new URLSearchParams({ scope: "all", ...params });
  return call(`/api/cloud-auth/oauth/token?${query}`, {
    method: "POST",
    headers: { Authorization: BASIC, "Tenant-Id": params.tenantId ?? "000001", ...headers },
  });
}

export function passwordLogin(
  username: string,
  plain: string,
  tenantId = "000001",
  headers: Record<string, string> = {},
): Promise<Response> {
  return tokenRequest(
    { tenantId, username, password: md5Hex(plain), grant_type: "password", type: "account" },
    headers,
  );
}

export async function signIn(username: string, plain: string, tenantId = "000001"): Promise<TokenBody> {
  const response = await passwordLogin(username, plain, tenantId);
  const token = await body<TokenBody>(response);
  if (!token.access_token) throw new Error(`sign-in failed: ${JSON.stringify(token)}`);
  return token;
}

export function authed(path: string, token: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set("Cloud-Auth", `bearer ${token}`);
  return call(path, { ...init, headers });
}

/** POST of a JSON body with a token, the R envelope read. */
export async function postJson<T = unknown>(path: string, token: string, payload: unknown): Promise<R<T>> {
  return body<R<T>>(
    await authed(path, token, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(payload),
    }),
  );
}

/** GET with a token: HTTP 200 expected, the R envelope read. */
export async function get<T = Record<string, unknown>>(path: string, token: string): Promise<R<T>> {
  const response = await authed(path, token);
  expect(response.status, path).toBe(200);
  return body<R<T>>(response);
}

/** Decodes a JWT's payload without checking it (tests only). */
export function jwtClaims(token: string): Record<string, unknown> {
  const part = token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(part + "=".repeat((4 - (part.length % 4)) % 4));
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))) as Record<
    string,
    unknown
  >;
}

/** Signs in on a tenant with the captcha on (000002): the test reads the drawn code from D1. */
export async function signInWithCaptcha(username: string, plain: string, tenantId = "000002"): Promise<TokenBody> {
  const captcha = await body<{ key: string }>(await call("/api/cloud-auth/oauth/captcha"));
  const code = await sandboxEnv.DB.prepare("SELECT code FROM sandbox_captcha WHERE captcha_key = ?")
    .bind(captcha.key)
    .first<string>("code");
  const response = await tokenRequest(
    { tenantId, username, password: md5Hex(plain), grant_type: "captcha", type: "account" },
    { "Captcha-Key": captcha.key, "Captcha-Code": code ?? "" },
  );
  const token = await body<TokenBody>(response);
  if (!token.access_token) throw new Error(`sign-in failed: ${JSON.stringify(token)}`);
  return token;
}

/** A tiny PNG put through put-file for a purpose (ADR 030): its attachment id, the reference a business row stores. */
export async function putFile(
  token: string,
  purpose: "logo" | "payment" | "attach",
  name = "shot.png",
): Promise<string> {
  const png = Uint8Array.from(
    atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="),
    (c) => c.charCodeAt(0),
  );
  const form = new FormData();
  form.set("file", new Blob([png], { type: "image/png" }), name);
  form.set("purpose", purpose);
  const answer = await body<R<{ attachId: string }>>(
    await authed("/api/cloud-resource/resource/oss/put-file", token, { method: "POST", body: form }),
  );
  if (!answer.success) throw new Error(`put-file failed: ${answer.msg}`);
  return answer.data.attachId;
}
