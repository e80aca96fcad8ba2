/**
 * The sandbox's fault switch, for tests and local trials: rules kept in this isolate's memory
 * (empty, so off, until one is added) make the requests of one account fail the way a real
 * gateway can (fault-answers.ts). `/sandbox/faults` adds (POST), lists (GET) and clears (DELETE)
 * rules; `injectFault` is the hook `handle()` calls before the gateway. See README.md.
 */
import { auth } from "../../../shared/contract/index.ts";
import type { Route, SandboxEnv } from "./env";
import { FAULT_KINDS, type FaultKind, faultAnswer, offContract, TOKEN_FAULT_KINDS } from "./fault-answers";
import { envelope, json } from "./http";
import { verifyJwt } from "./jwt";
import { readParams } from "./request";
import { presentedToken } from "./tokens";

export const FAULTS_PATH = "/sandbox/faults";
const TOKEN_PATH = auth.token.path;
const MAX_LATENCY_MS = 120_000;

export interface FaultRule {
  id: string;
  /** The account it hits: a token's account, or the token endpoint's `username`. */
  account: string;
  tenantId: string;
  /** A path prefix, or null for every path. */
  path: string | null;
  kind: FaultKind;
  /** Waited before the answer (for "latency", before the normal answer). */
  latencyMs: number;
  /** How many matching requests it hits; null for no limit. */
  times: number | null;
  /** How many matching requests it lets through first (e.g. 2: the third page of an export fails). */
  after: number;
  /** How many it has let through so far. */
  passed: number;
  /** How many it has hit so far. */
  hits: number;
}

const rules: FaultRule[] = [];

const live = (rule: FaultRule) => rule.times === null || rule.hits < rule.times;

const answer = (code: number, data: unknown, msg: string) => json(envelope(code, data, msg), code === 200 ? 200 : code);

/** Reads a rule from a POST body; a text saying what is wrong when it is not one. */
export function parseRule(input: unknown): Omit<FaultRule, "id" | "hits" | "passed"> | string {
  if (!input || typeof input !== "object" || Array.isArray(input)) return "the body must be a JSON object";
  const body = input as Record<string, unknown>;
  const known = new Set(["account", "tenantId", "path", "kind", "latencyMs", "times", "after"]);
  const unknown = Object.keys(body).filter((key) => !known.has(key));
  if (unknown.length) return `unknown field: ${unknown.join(", ")}`;
  const { account, tenantId = "000001", path = null, kind, latencyMs = 0, times = null, after = 0 } = body;
  if (typeof account !== "string" || !account.trim() || account.length > 64)
    return "account is required (a string of at most 64 characters)";
  if (typeof tenantId !== "string" || !/^\d{6}$/.test(tenantId)) return "tenantId must be six digits";
  if (path !== null && (typeof path !== "string" || !path.startsWith("/") || path.length > 200))
    return "path must be a path prefix starting with /";
  if (typeof kind !== "string" || !(FAULT_KINDS as readonly string[]).includes(kind))
    return `kind must be one of ${FAULT_KINDS.join(", ")}`;
  if (typeof latencyMs !== "number" || !Number.isInteger(latencyMs) || latencyMs < 0 || latencyMs > MAX_LATENCY_MS) {
    return `latencyMs must be an integer from 0 to ${MAX_LATENCY_MS}`;
  }
  if (kind === "latency" && latencyMs === 0) return "a latency rule needs latencyMs";
  if (times !== null && (typeof times !== "number" || !Number.isInteger(times) || times < 1))
    return "times must be a positive integer";
  if (typeof after !== "number" || !Number.isInteger(after) || after < 0) return "after must be a whole number";
  return { account: account.trim(), tenantId, path, kind: kind as FaultKind, latencyMs, times, after };
}

async function add(req: Request): Promise<Response> {
  const input: unknown = await req.json().catch(() => undefined);
  const parsed = parseRule(input);
  if (typeof parsed === "string") return answer(400, {}, parsed);
  const rule: FaultRule = { id: crypto.randomUUID(), ...parsed, passed: 0, hits: 0 };
  rules.push(rule);
  return answer(200, rule, "操作成功");
}

function remove(url: URL): Response {
  const account = url.searchParams.get("account");
  let removed = 0;
  for (let i = rules.length - 1; i >= 0; i--) {
    if (account === null || rules[i]!.account === account) {
      rules.splice(i, 1);
      removed++;
    }
  }
  return answer(200, { removed }, "操作成功");
}

export const faultRoutes: Route[] = [
  {
    methods: ["GET", "POST", "DELETE"],
    path: FAULTS_PATH,
    handler: ({ req, url }) => {
      if (req.method === "POST") return add(req);
      if (req.method === "DELETE") return remove(url);
      const account = url.searchParams.get("account");
      return answer(
        200,
        rules.filter((rule) => account === null || rule.account === account),
        "操作成功",
      );
    },
  },
];

type Caller = { account: string; tenantId: string; tokenBearing: boolean };

/** Whose request this is: the token endpoint's `username` (or refresh token's user), else the access token's account. */
async function callerOf(req: Request, url: URL, path: string, env: SandboxEnv): Promise<Caller | null> {
  if (path === TOKEN_PATH) {
    const params = await readParams(req.clone() as Request, url);
    const tenantId = req.headers.get("Tenant-Id") || params.get("tenant_id") || params.get("tenantId") || "000001";
    const username = params.get("username");
    if (username) return { account: username, tenantId, tokenBearing: false };
    const refresh = params.get("refresh_token");
    if (!refresh) return null;
    const verified = await verifyJwt(refresh, env.SANDBOX_JWT_SECRET);
    if (!verified.ok || verified.claims.token_type !== "refresh_token") return null;
    const row = await env.DB.prepare("SELECT account, tenant_id FROM blade_user WHERE id = ?")
      .bind(String(verified.claims.user_id ?? ""))
      .first<{ account: string; tenant_id: string }>();
    return row ? { account: row.account, tenantId: row.tenant_id, tokenBearing: false } : null;
  }
  const { token } = presentedToken(req, url);
  if (!token) return null;
  const verified = await verifyJwt(token, env.SANDBOX_JWT_SECRET);
  if (!verified.ok || verified.claims.token_type !== "access_token") return null;
  return {
    account: String(verified.claims.account ?? ""),
    tenantId: String(verified.claims.tenant_id ?? ""),
    tokenBearing: true,
  };
}

/** What the hook says: answer this instead, go on as usual (null), or go on and change the usual answer. */
export type Fault = Response | null | { change: (usual: Response) => Promise<Response> };

/**
 * The hook: the answer of the first live rule that matches this request (after its latency),
 * or null to go on as usual. With no live rule it returns at once, reading nothing.
 */
export async function injectFault(req: Request, url: URL, path: string, env: SandboxEnv): Promise<Fault> {
  if (!rules.some(live) || path.startsWith(FAULTS_PATH)) return null;
  const caller = await callerOf(req, url, path, env);
  if (!caller) return null;
  const rule = rules.find(
    (r) =>
      live(r) &&
      r.account === caller.account &&
      r.tenantId === caller.tenantId &&
      (r.path === null || path.startsWith(r.path)) &&
      (caller.tokenBearing || !TOKEN_FAULT_KINDS.has(r.kind)),
  );
  if (!rule) return null;
  if (rule.passed < rule.after) {
    rule.passed++;
    return null;
  }
  rule.hits++;
  if (rule.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, rule.latencyMs));
  if (rule.kind === "off-contract") return { change: offContract };
  return faultAnswer(rule.kind);
}
