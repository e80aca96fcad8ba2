/**
 * What each kind of fault of the sandbox's fault switch (faults.ts) answers instead of the
 * service: the failures a console meets in front of a real BladeX gateway.
 */
import { envelope, gatewayError, json } from "./http";

export const FAULT_KINDS = [
  "latency",
  "status500",
  "internal",
  "malformed-json",
  "html-error",
  "drop",
  "401",
  "410",
  "off-contract",
] as const;

export type FaultKind = (typeof FAULT_KINDS)[number];

/** Kinds that are the gateway's answers to a token: they hit token-bearing requests only. */
export const TOKEN_FAULT_KINDS: ReadonlySet<FaultKind> = new Set(["401", "410"]);

/** A service exception leaking through R.fail: a Java stack with an SQL error in `msg`. */
export const LEAKED_STACK =
  "ORA-00942: table or view does not exist\n" +
  "\tat com.pay.dao.UserMapper.select(UserMapper.java:88)\n" +
  "\tat com.pay.service.impl.UserServiceImpl.page(UserServiceImpl.java:41)\n" +
  "\tat org.springblade.core.mp.base.BaseServiceImpl.page(BaseServiceImpl.java:63)";

/** The first bytes of an envelope, cut off (malformed-json, drop). */
export const TRUNCATED_JSON = '{"code":200,"success":true,"data":{"records":[{"id":"1123598821738675201","na';

export const NGINX_502 =
  "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n" +
  "<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx/1.24.0</center>\r\n</body>\r\n</html>\r\n";

const JSON_TYPE = "application/json;charset=UTF-8";

/** A 200 whose body breaks after a few bytes: the caller's read of the body fails. */
function droppedConnection(): Response {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  writer.write(new TextEncoder().encode(TRUNCATED_JSON.slice(0, 24))).catch(() => {});
  writer.abort(new Error("sandbox fault: connection dropped")).catch(() => {});
  return new Response(readable, { status: 200, headers: { "content-type": JSON_TYPE } });
}

/**
 * An answer that breaks the wire contract (ADR 031): the usual answer with every text of its first
 * record (or of its data) turned into a number, as a gateway on another version might send it.
 */
export async function offContract(response: Response): Promise<Response> {
  const body = (await response.json().catch(() => null)) as { data?: unknown } | null;
  if (!body || typeof body !== "object") return json(body);
  const data = body.data as Record<string, unknown> | null;
  const records = data && typeof data === "object" && Array.isArray(data.records) ? (data.records as unknown[]) : null;
  const target = (records ? records[0] : Array.isArray(data) ? data[0] : data) as Record<string, unknown> | undefined;
  if (target && typeof target === "object") {
    for (const [key, value] of Object.entries(target)) if (typeof value === "string") target[key] = 12345;
  }
  return json(body, response.status);
}

/** The answer for a fault kind; null for "latency" and "off-contract" (the request then goes on as usual). */
export function faultAnswer(kind: FaultKind): Response | null {
  switch (kind) {
    case "latency":
    case "off-contract":
      return null;
    case "status500":
      return json(envelope(500, {}, "服务器异常"), 500);
    case "internal":
      return json(envelope(500, {}, LEAKED_STACK), 200);
    case "malformed-json":
      return new Response(TRUNCATED_JSON, { status: 200, headers: { "content-type": JSON_TYPE } });
    case "html-error":
      return new Response(NGINX_502, { status: 502, headers: { "content-type": "text/html", server: "nginx/1.24.0" } });
    case "drop":
      return droppedConnection();
    case "401":
      return gatewayError(401, "请求未授权");
    case "410":
      return gatewayError(410, "您的账号在其他地方登录！");
  }
}
