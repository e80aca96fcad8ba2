/**
 * A production deploy needs no sandbox (ADR 031): `CLOUDFLARE_ENV=production` builds wrangler.toml's
 * [env.production] — no SANDBOX binding, no sandbox Worker — and `wrangler deploy --dry-run` takes
 * it, under Cloudflare's 3 MB compressed limit of the free plan.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = new URL("../../../", import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), "production-build-"));
// The Cloudflare plugin points wrangler at the last build (.wrangler/deploy/config.json): put back the usual one.
const REDIRECT = join(ROOT, ".wrangler/deploy/config.json");
const redirect = existsSync(REDIRECT) ? readFileSync(REDIRECT, "utf8") : null;
afterAll(() => {
  if (redirect === null) rmSync(REDIRECT, { force: true });
  else writeFileSync(REDIRECT, redirect);
  rmSync(dir, { recursive: true, force: true });
});

describe("the production deploy", () => {
  it("builds without the sandbox and passes wrangler's dry run under 3 MB compressed", { timeout: 240_000 }, () => {
    const build = join(dir, "build");
    execFileSync("npx", ["react-router", "build"], {
      cwd: ROOT,
      env: { ...process.env, CLOUDFLARE_ENV: "production", BUILD_DIR: build },
      stdio: "pipe",
    });
    const config = JSON.parse(readFileSync(join(build, "server/wrangler.json"), "utf8")) as Record<string, unknown>;
    expect(config.services ?? []).toEqual([]);
    expect(config.vars).toMatchObject({ BACKEND_URL: "" });
    expect(JSON.stringify(config)).not.toContain("sandbox");
    const output = execFileSync(
      "npx",
      [
        "wrangler",
        "deploy",
        "--dry-run",
        "--config",
        join(build, "server/wrangler.json"),
        "--outdir",
        join(dir, "dist"),
      ],
      {
        cwd: ROOT,
        env: { ...process.env, CLOUDFLARE_ENV: "production" },
        encoding: "utf8",
        stdio: "pipe",
      },
    );
    const size = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(output);
    expect(size, output).not.toBeNull();
    expect(Number(size![2])).toBeLessThan(3 * 1024);
    expect(output).not.toMatch(/SANDBOX/);
  });
});
