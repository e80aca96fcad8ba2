/**
 * Before a worker or fuzz test file: one request straight to the sandbox through the console's
 * SANDBOX binding, so a fresh database is migrated and seeded (tens of seconds since the money
 * seeds, ADR 018) before any page is asked for under the console's short test deadline.
 * Later files find it done: the sandbox checks once per isolate.
 */
import { env } from "cloudflare:workers";
import { beforeAll } from "vitest";
import { pinToday } from "../../shared/pinned-clock";

// The tests' own "today" is the sandbox's when vitest.config.ts pins it (SANDBOX_TODAY).
pinToday((env as unknown as { SANDBOX_TODAY?: string }).SANDBOX_TODAY);

beforeAll(async () => {
  const sandbox = (env as unknown as { SANDBOX: Fetcher }).SANDBOX;
  const response = await sandbox.fetch("https://sandbox.internal/api/cloud-auth/oauth/captcha");
  await response.arrayBuffer();
}, 180_000);
