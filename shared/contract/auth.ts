/** /api/cloud-auth: the OAuth endpoints (spec §7 Auth; backend-contract §3) (ADR 031). */
import { z } from "zod";
import { assumed, bladex, get, post, service, shape, spec } from "./define.ts";

/** A granted token (the OAuth endpoint answers it raw, not in the envelope). */
export const grantedToken = z.looseObject({
  access_token: z.string().min(1),
  refresh_token: z.string().nullish(),
  expires_in: z.union([z.number(), z.string()]).nullish(),
  tenant_id: z.string().nullish(),
  user_id: z.union([z.string(), z.number()]).nullish(),
  account: z.string().nullish(),
  user_name: z.string().nullish(),
  nick_name: z.string().nullish(),
  real_name: z.string().nullish(),
  avatar: z.string().nullish(),
  role_id: z.string().nullish(),
  role_name: z.string().nullish(),
  dept_id: z.string().nullish(),
  post_id: z.string().nullish(),
});

/** The password, captcha, sms_code, social and refresh_token grants' parameters. */
export type TokenQuery = {
  tenantId: string;
  scope?: string;
  grant_type: string;
  username?: string;
  password?: string;
  type?: string;
  refresh_token?: string;
  phone?: string;
  id?: string;
  value?: string;
  source?: string;
  code?: string;
  state?: string;
};

export const auth = service("auth", {
  /**
   * POST /oauth/token: a grant. Success is the token raw; a refusal is `{error_code, error_description}`
   * (HTTP 200) or spring-oauth2's `{error, error_description}` (400/401): the console reads both.
   */
  token: post("/api/cloud-auth/oauth/token", grantedToken, {
    query: shape<TokenQuery>(),
    body: "none",
    envelope: false,
    access: "public",
    source: spec("§7 Auth"),
  }),
  /** GET /oauth/captcha: `{key, image}` beside the envelope's keys (BladeX AuthController#captcha). */
  captcha: get("/api/cloud-auth/oauth/captcha", z.looseObject({ key: z.string(), image: z.string() }), {
    envelope: false,
    access: "public",
    source: spec("§7 Auth"),
  }),
  /** GET /oauth/logout: revokes the presented token's session; its answer is not read. */
  logout: get("/api/cloud-auth/oauth/logout", z.unknown(), {
    envelope: false,
    access: "public",
    effect: "write",
    source: bladex("AuthController#logout (blade-auth)"),
  }),
  /** GET /oauth/render/{source}: a redirect to the third-party provider's consent page. */
  render: get("/api/cloud-auth/oauth/render/{source}", z.unknown(), {
    query: shape<{ redirect_uri?: string; state?: string; tenantId?: string }>(),
    envelope: false,
    access: "public",
    effect: "write",
    source: bladex("SocialController#render (blade-auth, JustAuth)"),
  }),
  /** GET /oauth/clear-cache: drops the gateway's cached clients (BladeX); not called by the console. */
  clearCache: get("/api/cloud-auth/oauth/clear-cache", z.unknown(), {
    envelope: false,
    access: "public",
    effect: "write",
    source: assumed("BladeX AuthController keeps it on the skip list; the sandbox answers it"),
  }),
});
