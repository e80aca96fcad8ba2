/**
 * How backend answers become the words an operator reads (spec §8). Pure: shared by the
 * backend client and its unit tests.
 */

import zh from "~/locales/zh/translation";

/**
 * Texts for HTTP statuses outside the 200–500 range the client reads as bodies (spec §8, §9).
 * The Chinese dictionary holds them (errors.network), so the page and the logs say the same.
 */
const { other: OTHER_NETWORK_TEXT, ...NETWORK_TEXTS } = zh.errors.network as Record<string, string>;

/** The statuses with a text of their own (the locales hold the same texts under errors.network). */
export const NETWORK_STATUSES: ReadonlySet<number> = new Set(Object.keys(NETWORK_TEXTS).map(Number));

export const SESSION_EXPIRED_TEXT = "登录过期，请重新登录";
export const SIGNED_IN_ELSEWHERE_TEXT = "您的账号在其他地方登录！";
export const FALLBACK_FAILURE_TEXT = "操作失败";

/** The text for an HTTP status; 410 prefers the server's own message. */
export function networkErrorText(status: number, serverMessage?: string): string {
  if (status === 410 && serverMessage) return serverMessage;
  return NETWORK_TEXTS[status] ?? OTHER_NETWORK_TEXT!.replace("{{status}}", String(status));
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

/**
 * Does a server message expose the backend's internals (ADR 009)? A Java stack frame, a class
 * path, an SQL error or statement, or a wall of text: none of it helps an operator, and all of
 * it helps an attacker. Such a message is logged on the Worker and the operator reads 操作失败
 * with a reference instead. Run on the message after normalizeBackendMessage (so a plain
 * `ServiceException: 余额不足` still reads 余额不足).
 */
const INTERNAL_PATTERNS: RegExp[] = [
  /\bat\s+[\w$]+(?:\.[\w$<>]+)+\s*\(/, // a stack frame: at com.x.Y.method(
  /\.(?:java|kt|scala|groovy):\d+\)/, // (UserMapper.java:88)
  /\b(?:[a-z_][\w$]*\.){2,}[A-Z][\w$]*/, // a class path: com.pay.dao.UserMapper
  /\bORA-\d{4,5}\b|\bSQLSTATE\b|\bSQL\s*(?:syntax|state|error|exception)\b|SQLException|PSQLException|MySQL|Mybatis|MyBatis|JDBC|Hibernate/i,
  /###\s*(?:Error|Cause|SQL)/i,
  /\b(?:select\s+[\s\S]+?\s+from|insert\s+into|update\s+\S+\s+set|delete\s+from)\s/i,
  /(?:Exception|Throwable|StackOverflowError|OutOfMemoryError)\b/, // NullPointerException, a bare Exception
  /\b(?:nested exception|Caused by|Traceback|Stacktrace)\b/i,
];

export const INTERNAL_MESSAGE_MAX_LENGTH = 200;

export function exposesInternals(message: string): boolean {
  if (message.length > INTERNAL_MESSAGE_MAX_LENGTH) return true;
  return INTERNAL_PATTERNS.some((pattern) => pattern.test(message));
}

/** A short id that ties what the operator reads to the Worker's log line. */
export function failureReference(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(4));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0"))
    .join("")
    .toUpperCase();
}

/** The words for a failure that hides internals (spec §8's 操作失败, plus the reference). */
export function internalFailureText(reference: string): string {
  return `${FALLBACK_FAILURE_TEXT}（参考号 ${reference}）`;
}
