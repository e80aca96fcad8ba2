import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 8790);
export const BASE_URL = `http://localhost:${PORT}`;

// Debian's Chromium (Playwright cannot download its own browsers here). The flags keep it
// from reaching for outside hosts, which this network refuses.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  // One worker: the specs sign real accounts in and out of one sandbox, as people would.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: BASE_URL,
    locale: "zh-CN",
    trace: "retain-on-failure",
    launchOptions: chromium,
  },
  // The JavaScript-off suite is tests/e2e/auth/no-js.spec.ts: it runs in its own project only.
  // (Specs elsewhere switch JavaScript off for one describe with test.use.)
  projects: [
    {
      name: "chromium",
      testIgnore: /no-js\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
    },
    {
      name: "chromium-no-js",
      testMatch: /no-js\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: false, launchOptions: chromium },
    },
  ],
  webServer: {
    // The built console and sandbox on a fresh local state, served by the server `npm start`
    // runs (scripts/serve.mjs, ADR 013).
    command: `rm -rf .wrangler/e2e-state-${PORT} && CONSOLE_STATE_DIR=.wrangler/e2e-state-${PORT} PORT=${PORT} node scripts/serve.mjs`,
    url: `${BASE_URL}/login`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Lets workerd close its databases rather than be killed mid-write.
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    stdout: "ignore",
    stderr: "pipe",
  },
});
