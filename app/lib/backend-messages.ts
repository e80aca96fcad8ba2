/**
 * How backend answers become the words an operator reads (spec §8). Pure: shared by the
 * backend client and its unit tests.
 */

/** Texts for HTTP statuses outside the 200–500 range the client reads as bodies (spec §8, §9). */
const NETWORK_TEXTS: Record<number, string> = {
  400: "请求错误",
  401: "未授权，请登录",
  403: "拒绝访问",
  404: "请求地址出错",
  408: "请求超时",
  410: "您的账号在其他地方登录！",
  500: "服务器内部错误",
  501: "服务未实现",
  502: "网关错误",
  503: "服务不可用",
  504: "网关超时",
  505: "HTTP版本不受支持",
};

export const SESSION_EXPIRED_TEXT = "登录过期，请重新登录";
export const SIGNED_IN_ELSEWHERE_TEXT = "您的账号在其他地方登录！";
export const FALLBACK_FAILURE_TEXT = "操作失败";

/** The text for an HTTP status; 410 prefers the server's own message. */
export function networkErrorText(status: number, serverMessage?: string): string {
  if (status === 410 && serverMessage) return serverMessage;
  return NETWORK_TEXTS[status] ?? `连接错误${status}`;
}

/** Statuses 200–500 carry a readable envelope; anything else is a transport error (spec §9). */
export function isEnvelopeStatus(status: number): boolean {
  return status >= 200 && status <= 500;
}

// `com.x.y.ServiceException: text`, `java.lang.IllegalStateException:text`, repeated prefixes.
const CLASS_PREFIX = /^(?:[A-Za-z_$][\w$]*\.)+[A-Z][\w$]*(?:Exception|Error|Throwable)\s*[:：]\s*/;

const SERVICE_FEE_TEXT = "服务费格式不正确";
const QUERY_LIMIT_TEXT = "查询条件已超出系统限定范围";

/**
 * Normalises a server `msg` for display: strips Java exception class prefixes, trims the
 * prefix before 服务费格式不正确, collapses any message mentioning 查询条件已超出系统限定范围,
 * and falls back to 操作失败 when nothing readable is left.
 */
export function normalizeBackendMessage(message: unknown): string {
  if (typeof message !== "string") return FALLBACK_FAILURE_TEXT;
  let text = message.trim();
  for (let guard = 0; guard < 5 && CLASS_PREFIX.test(text); guard++) {
    text = text.replace(CLASS_PREFIX, "").trim();
  }
  const feeAt = text.indexOf(SERVICE_FEE_TEXT);
  if (feeAt > 0) text = text.slice(feeAt);
  if (text.includes(QUERY_LIMIT_TEXT)) text = QUERY_LIMIT_TEXT;
  return text || FALLBACK_FAILURE_TEXT;
}
