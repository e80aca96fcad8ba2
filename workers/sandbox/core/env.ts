import type { AnyEntry } from "../../../shared/contract/index.ts";

/** What every service works with: the bindings, the signed-in user, a request's context and a route. */

/** The sandbox Worker's bindings (workers/sandbox/wrangler.toml). */
export interface SandboxEnv {
  DB: D1Database;
  SANDBOX_JWT_SECRET: string;
  /** Tests only: the Beijing day (yyyy-MM-dd) the sandbox takes for today, seeds included (shared/pinned-clock.ts). */
  SANDBOX_TODAY?: string;
}

/** The operator a request acts for, read from a verified, live access token. */
export interface SessionUser {
  jti: string;
  sid: string;
  clientId: string;
  tenantId: string;
  userId: string;
  deptId: string;
  postId: string;
  roleIds: string[];
  roleAliases: string[];
  account: string;
  nickName: string;
}

export interface RouteContext {
  req: Request;
  env: SandboxEnv;
  url: URL;
  /** The signed-in operator; null only on skip-list paths. */
  user: SessionUser | null;
}

export type Handler = (ctx: RouteContext) => Response | Promise<Response>;

export interface Route {
  methods: string[];
  /** Full request path; a trailing `/*` matches any sub-path, a `{name}` segment any one segment. */
  path: string;
  handler: Handler;
  /** The contract entry the route serves (ADR 031); only the sandbox's own pages (/sandbox/…) have none. */
  entry?: AnyEntry;
}

/** The name a row records for the operator who made or changed it: their nick name, else the account. */
export const operatorName = (user: Pick<SessionUser, "nickName" | "account">): string => user.nickName || user.account;

/** The role alias BladeX does not scope: every menu, every user, every grant. */
export const ADMINISTRATOR = "administrator";

export const isAdministrator = (user: SessionUser): boolean => user.roleAliases.includes(ADMINISTRATOR);
