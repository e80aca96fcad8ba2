/** HS512 JSON Web Tokens with WebCrypto (BladeX's modern JwtUtil). */
import { base64Url, base64UrlDecode } from "./crypto";

export type Claims = Record<string, unknown> & { exp?: number; nbf?: number };

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function key(secret: string): Promise<CryptoKey> {
  let cached = keys.get(secret);
  if (!cached) {
    cached = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-512" }, false, [
      "sign",
      "verify",
    ]);
    keys.set(secret, cached);
  }
  return cached;
}

export async function signJwt(claims: Claims, secret: string): Promise<string> {
  const header = base64Url(encoder.encode(JSON.stringify({ alg: "HS512", typ: "JWT" })));
  const payload = base64Url(encoder.encode(JSON.stringify(claims)));
  const signature = await crypto.subtle.sign("HMAC", await key(secret), encoder.encode(`${header}.${payload}`));
  return `${header}.${payload}.${base64Url(new Uint8Array(signature))}`;
}

export type VerifyResult = { ok: true; claims: Claims } | { ok: false; reason: "malformed" | "signature" | "expired" };

/** Checks the signature (constant time, via WebCrypto), then `exp` and `nbf`. */
export async function verifyJwt(
  token: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<VerifyResult> {
  const parts = token.split(".");
  if (parts.length !== 3 || parts.some((p) => !/^[A-Za-z0-9_-]*$/.test(p))) return { ok: false, reason: "malformed" };
  const [header, payload, signature] = parts as [string, string, string];
  let claims: Claims;
  try {
    const head = JSON.parse(new TextDecoder().decode(base64UrlDecode(header))) as { alg?: string };
    if (head.alg !== "HS512") return { ok: false, reason: "malformed" };
    const valid = await crypto.subtle.verify(
      "HMAC",
      await key(secret),
      base64UrlDecode(signature),
      encoder.encode(`${header}.${payload}`),
    );
    if (!valid) return { ok: false, reason: "signature" };
    claims = JSON.parse(new TextDecoder().decode(base64UrlDecode(payload))) as Claims;
  } catch {
    return { ok: false, reason: "malformed" };
  }
  if (typeof claims !== "object" || claims === null) return { ok: false, reason: "malformed" };
  if (typeof claims.exp !== "number" || claims.exp <= nowSeconds) return { ok: false, reason: "expired" };
  if (typeof claims.nbf === "number" && claims.nbf > nowSeconds + 60) return { ok: false, reason: "expired" };
  return { ok: true, claims };
}
