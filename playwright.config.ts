import { defineConfig, devices } from "@playwright/test";

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
  // Two workers, each with its own server (tests/e2e/server.ts: port E2E_PORT (8790) + its slot,
  // its own fresh state), started by the `test` of tests/e2e/fixtures.ts, which every spec uses:
  // the specs sign real accounts in and out of a sandbox and count rows they write, as people
  // would, so no two workers share one. A file's tests run in order in one worker (a file may ask
  // for more with describe.configure); files run side by side.
  workers: 2,
  fullyParallel: false,
  globalSetup: "./tests/e2e/global-setup.ts",
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
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
});
