/**
 * A per-session verifier of the sign-in password, so the lock screen can be unlocked with it
 * without another sign-in (which would sign the operator's other sessions out). PBKDF2-SHA256
 * with a random salt; the plain password is never stored.
 */
const ITERATIONS = 100_000;

export type UnlockVerifier = { salt: string; hash: string };

const toBase64 = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes))));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function derive(password: string, salt: Uint8Array<ArrayBuffer>): Promise<ArrayBuffer> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  return crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations: ITERATIONS }, key, 256);
}

export async function createUnlockVerifier(password: string): Promise<UnlockVerifier> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return { salt: toBase64(salt), hash: toBase64(await derive(password, salt)) };
}

export async function verifyUnlockPassword(verifier: UnlockVerifier, password: string): Promise<boolean> {
  const expected = fromBase64(verifier.hash);
  const actual = new Uint8Array(await derive(password, fromBase64(verifier.salt)));
  if (actual.length !== expected.length) return false;
  let difference = 0;
  for (let i = 0; i < actual.length; i++) difference |= actual[i] ^ expected[i];
  return difference === 0;
}
