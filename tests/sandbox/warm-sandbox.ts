/**
 * Before a sandbox test file: one request, so a fresh database is migrated and seeded (tens of
 * seconds since the money seeds, ADR 018) before the file's own hooks and tests run under their
 * usual timeouts. Later files find it done.
 */
import { exports } from "cloudflare:workers";
import { beforeAll } from "vitest";

beforeAll(async () => {
  const response = await exports.default.fetch(new Request("https://sandbox.test/api/cloud-auth/oauth/captcha"));
  await response.arrayBuffer();
}, 180_000);
