import { cloudflareTest } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

// Three projects:
// - unit:    pure rules (app/lib), plain Node.
// - sandbox: the stand-in backend Worker, in workerd on its own D1.
// - worker:  the built console Worker (loaders, actions, middleware) in workerd,
//            talking to the built sandbox through its service binding.
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { tsconfigPaths: true },
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node" },
      },
      {
        plugins: [cloudflareTest({ wrangler: { configPath: "./workers/sandbox/wrangler.toml" } })],
        test: { name: "sandbox", include: ["tests/sandbox/**/*.test.ts"] },
      },
    ],
  },
});
