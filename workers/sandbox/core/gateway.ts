/**
 * The gateway in front of the services: its skip list (paths let through without a token) and
 * its AuthFilter with token state (401 missing, invalid or revoked; 410 superseded).
 */
import { ALL_ENTRIES } from "../../../shared/contract/index.ts";
import type { SandboxEnv, SessionUser } from "./env";
import { onContractPath } from "./serve";
import { gatewayError } from "./http";
import { presentedToken, readToken, sessionUser } from "./tokens";

/**
 * Paths the gateway lets through without a token (BladeX defaults plus the project's skip-url):
 * the contract's public and skip-listed entries, and the sandbox's own pages.
 */
const SKIP = [...ALL_ENTRIES.filter((entry) => entry.access !== "token").map((entry) => entry.path), "/sandbox/*"];

/** A full path (its `{name}` segments matching any one segment), or a prefix ending in `/*` that matches any non-empty sub-path. */
export function matches(pattern: string, path: string): boolean {
  if (pattern.includes("{")) return onContractPath(pattern, path);
  return pattern.endsWith("/*")
    ? path.startsWith(pattern.slice(0, -1)) && path.length > pattern.length - 1
    : path === pattern;
}

export type Gate = { user: SessionUser | null } | { response: Response };

/** The gateway's AuthFilter with token state: 401 missing/invalid/revoked, 410 superseded. */
export async function gateway(req: Request, url: URL, path: string, env: SandboxEnv): Promise<Gate> {
  const skip = SKIP.some((p) => matches(p, path));
  const { present, token } = presentedToken(req, url);
  if (!present) return skip ? { user: null } : { response: gatewayError(401, "缺失令牌,鉴权失败") };
  const presented = token ? await readToken(env, token, "access") : ({ ok: false, reason: "invalid" } as const);
  if (presented.ok) return { user: sessionUser(presented.claims, presented.record) };
  // Skip-listed paths never see the gateway's token-state check: the service only verifies
  // the JWT's signature, so a revoked but well-signed token still names its user there.
  if (skip) {
    const revoked = "claims" in presented && presented.claims && presented.record ? presented : null;
    return { user: revoked ? sessionUser(revoked.claims!, revoked.record!) : null };
  }
  switch (presented.reason) {
    case "superseded":
      return { response: gatewayError(410, "您的账号在其他地方登录！") };
    case "logout":
    case "rotated":
      return { response: gatewayError(401, "令牌已失效") };
    default:
      return { response: gatewayError(401, "请求未授权") };
  }
}
