import { cloudflareTest } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { seededSandboxPool } from "./tests/seeded-sandbox-pool.ts";

const COMPATIBILITY_DATE = "2026-08-01";
// The sandbox's D1, also bound to the test runner (as SANDBOX_DB) so a test can read what only
// a person would see, such as the code drawn in a captcha image.
const SANDBOX_D1_ID = "00000000-0000-0000-0000-000000000001";
// Each workerd test file's database starts as a copy of one seeded once per build and day
// (tests/seeded-sandbox-pool.ts), instead of seeding itself on its first request.
const SEEDED_SANDBOX_SETUP = "./tests/workerd-global-setup.ts";
// The projects that drive Workers in workerd share a busy 2-core machine with other builds and
// browsers: vitest's 5 s default failed a worker test there that passes in well under a second
// on an idle machine. Two files run at a time (maxWorkers below), so a heavy property test can
// take three times what it takes alone (32 s for one of 9 s, seen on the shared machine): the
// limit is for a test that hangs, not a measure of speed. Tests that wait on purpose (deadlines,
// latency faults) set their own.
const WORKER_TEST_TIMEOUT_MS = 60_000;
// `SANDBOX_TODAY=2026-12-31 npx vitest run …` runs the sandbox (its seeds too), the console in front
// of it and the tests "on" that Beijing day (shared/pinned-clock.ts); unset, the real day.
const PINNED_DAY: Record<string, string> = process.env.SANDBOX_TODAY
  ? { SANDBOX_TODAY: process.env.SANDBOX_TODAY }
  : {};

// Four projects:
// - unit:    pure rules (app/lib and friends), plain Node.
// - sandbox: the stand-in backend Worker, in workerd on its own D1.
// - worker:  the BUILT console Worker (`npm run build` first): its loaders, actions and
//            middleware in workerd, talking to the built sandbox through the real
//            SANDBOX service binding, exactly as `npm start` runs them; tests/security too
//            (one file per hardening concern, ADR 009).
// - fuzz:    the same, for the property-based fuzzing of every action, run on its own.
/** The built console Worker in workerd with the built sandbox behind it (the worker and fuzz projects). */
function consoleWorkerProject(name: string, include: string[], exclude: string[]) {
  return {
    resolve: { tsconfigPaths: true },
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./build/server/wrangler.json" },
        miniflare: {
          d1Databases: { SANDBOX_DB: SANDBOX_D1_ID },
          // A page's whole backend budget (ADR 009), short here so the deadline tests finish quickly.
          bindings: { REQUEST_DEADLINE_MS: "15000", ...PINNED_DAY },
          workers: [
            {
              name: "payment-console-sandbox",
              modules: true,
              scriptPath: "./build/sandbox/index.js",
              compatibilityDate: COMPATIBILITY_DATE,
              compatibilityFlags: ["nodejs_compat"],
              d1Databases: { DB: SANDBOX_D1_ID },
              bindings: { SANDBOX_JWT_SECRET: "sandbox-jwt-secret-not-for-production", ...PINNED_DAY },
            },
          ],
        },
      }),
      seededSandboxPool(),
    ],
    test: {
      name,
      include,
      exclude,
      testTimeout: WORKER_TEST_TIMEOUT_MS,
      globalSetup: [SEEDED_SANDBOX_SETUP],
      provide: { seededSandbox: { databaseId: SANDBOX_D1_ID, bindings: PINNED_DAY } },
      // The sandbox seeds on its first request (tens of seconds on a fresh database, unless the
      // file's database is a seeded copy): asked once, before any page.
      setupFiles: ["./tests/worker/warm-sandbox.ts"],
      // Prebundled for workerd: pdf-lib's ES modules import each other without file extensions,
      // and fontkit's dependencies are CommonJS; workerd's module loader takes neither (tests/worker/export).
      deps: { optimizer: { ssr: { enabled: true, include: ["pdf-lib", "fontkit"] } } },
    },
  };
}

export default defineConfig({
  test: {
    // Two test files at a time (vitest's default on two cores is one). Each workerd file has its
    // own Miniflare and database, so files share nothing; one at a time left a core idle while a
    // file waited on workerd.
    maxWorkers: 2,
    // The console logs one JSON line per request (ADR 037); thousands of them would bury a
    // failure's own output. tests/worker/shell/request-trace.test.ts reads them itself.
    onConsoleLog: (log) => (log.trimStart().startsWith('{"request":') ? false : undefined),
    projects: [
      {
        resolve: { tsconfigPaths: true },
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          environment: "node",
          // The LibreOffice and wrangler tests start programs: 7 s for one of them beside another
          // file on the shared machine, past vitest's 5 s default. A limit for a test that hangs.
          testTimeout: 30_000,
        },
      },
      {
        plugins: [
          cloudflareTest({
            wrangler: { configPath: "./workers/sandbox/wrangler.toml" },
            miniflare: { bindings: PINNED_DAY },
          }),
          seededSandboxPool(),
        ],
        test: {
          name: "sandbox",
          include: ["tests/sandbox/**/*.test.ts"],
          testTimeout: WORKER_TEST_TIMEOUT_MS,
          globalSetup: [SEEDED_SANDBOX_SETUP],
          provide: { seededSandbox: { databaseId: SANDBOX_D1_ID, bindings: PINNED_DAY, fromSource: true } },
          // The first request seeds a fresh database (tens of seconds): asked once, before each file's own hooks.
          setupFiles: ["./tests/sandbox/warm-sandbox.ts"],
        },
      },
      consoleWorkerProject(
        "worker",
        // A screen's own worker test sits in its folder (app/screens/<path>/<name>.test.ts, issue 32).
        ["tests/worker/**/*.test.ts", "app/screens/**/*.test.ts", "tests/security/**/*.test.ts"],
        ["tests/security/**/*.fuzz.test.ts"],
      ),
      // Property-based fuzzing of every action (tests/security/*.fuzz.test.ts), a project of its own
      // so it can be run alone (npm run test:fuzz). `npm test` runs it beside the others: each test
      // file has a sandbox database of its own (./tests/seeded-sandbox-pool.ts), so its random
      // writes never reach another file's counts.
      consoleWorkerProject("fuzz", ["tests/security/**/*.fuzz.test.ts"], []),
    ],
  },
});
