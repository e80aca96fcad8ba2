/**
 * The token endpoint's two error generations (contract §3.1), chosen per tenant:
 * modern BladeX → HTTP 200 `{success:false, error_code, error_description}`;
 * legacy spring-security-oauth2 → `{error, error_description}` with HTTP 400/401.
 */
import { json } from "../../core/http";

export type AuthStyle = "modern" | "legacy";

interface OAuthErrorDef {
  code: number;
  description: string;
  legacy: { error: string; status: number; description?: string };
}

export const OAUTH_ERRORS = {
  invalidRequest: { code: 2000, description: "无效请求", legacy: { error: "invalid_request", status: 400 } },
  userNotFound: {
    code: 2001,
    description: "用户不存在",
    legacy: { error: "invalid_grant", status: 400, description: "用户名或密码错误" },
  },
  tenantNotFound: { code: 2002, description: "租户ID未找到", legacy: { error: "access_denied", status: 400 } },
  tooManyFails: {
    code: 2003,
    description: "登录错误次数过多,请稍后再试",
    legacy: { error: "access_denied", status: 400 },
  },
  badPassword: { code: 2004, description: "用户名或密码错误", legacy: { error: "invalid_grant", status: 400 } },
  badCaptcha: { code: 2004, description: "验证码不正确", legacy: { error: "access_denied", status: 400 } },
  badSocial: { code: 2004, description: "认证信息错误或无效", legacy: { error: "invalid_grant", status: 400 } },
  noRole: { code: 2005, description: "用户未授权", legacy: { error: "access_denied", status: 400 } },
  badRefresh: { code: 2010, description: "令牌刷新错误或无效", legacy: { error: "invalid_token", status: 401 } },
  badClient: { code: 3001, description: "客户端认证失败", legacy: { error: "invalid_client", status: 401 } },
  grantNotAllowed: { code: 3003, description: "客户端未授权", legacy: { error: "invalid_client", status: 401 } },
  badGrantType: { code: 4001, description: "无效的授权类型", legacy: { error: "unsupported_grant_type", status: 400 } },
} satisfies Record<string, OAuthErrorDef>;

export type OAuthErrorName = keyof typeof OAUTH_ERRORS;

/** Thrown inside grant handlers; rendered by `oauthErrorResponse`. */
export class OAuthError extends Error {
  constructor(readonly kind: OAuthErrorName) {
    super(OAUTH_ERRORS[kind].description);
  }
}

export function oauthErrorResponse(kind: OAuthErrorName, style: AuthStyle): Response {
  const def: OAuthErrorDef = OAUTH_ERRORS[kind];
  if (style === "legacy") {
    return json(
      { error: def.legacy.error, error_description: def.legacy.description ?? def.description },
      def.legacy.status,
    );
  }
  return json({ success: false, error_code: def.code, error_description: def.description });
}
