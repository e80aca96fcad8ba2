/**
 * Before a sandbox test file: one request, so a fresh database is migrated and seeded (tens of
 * seconds since the money seeds, ADR 018) before the file's own hooks and tests run under their
 * usual timeouts. Later files find it done.
 */
import { env, exports } from "cloudflare:workers";
import { beforeAll } from "vitest";
import { pinToday } from "../../shared/pinned-clock";

// The tests' own "today" is the sandbox's when vitest.config.ts pins it (SANDBOX_TODAY).
pinToday((env as unknown as { SANDBOX_TODAY?: string }).SANDBOX_TODAY);

beforeAll(async () => {
  const response = await exports.default.fetch(new Request("https://sandbox.test/api/cloud-auth/oauth/captcha"));
  await response.arrayBuffer();
}, 180_000);
