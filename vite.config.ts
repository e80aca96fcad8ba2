import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// `CLOUDFLARE_ENV=production` builds wrangler.toml's [env.production]: the real gateway, no sandbox
// beside it (ADR 031). BUILD_DIR builds somewhere else than build/ (react-router.config.ts).
const production = process.env.CLOUDFLARE_ENV === "production";
const buildDir = process.env.BUILD_DIR ?? "build";

export default defineConfig({
  plugins: [
    cloudflare({
      viteEnvironment: { name: "ssr" },
      // Local D1 and Durable Object state; the browser tests point this at a fresh folder.
      persistState: process.env.CONSOLE_STATE_DIR ? { path: process.env.CONSOLE_STATE_DIR } : true,
      auxiliaryWorkers: production ? [] : [{ configPath: "./workers/sandbox/wrangler.toml" }],
    }),
    tailwindcss(),
    reactRouter(),
  ],
  environments: {
    // The small parts nearly every page uses (class names, buttons, inputs, field and alert,
    // texts, the language switch) travel as one chunk: a dozen chunks of a few hundred bytes
    // each cost every page their imports and requests (ADR 011).
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "base",
                  test: /app[\\/](lib[\\/](utils|i18n)|components[\\/](ui[\\/](slotted|button|button-variants|input|label|spinner)|field|form-alert|intent-button|language-switch|segmented-nav))\.tsx?$/,
                },
                // The sign-in pages' frame and the sandbox's SMS code (sign-in, lock, sign-out, 修改手机号码):
                // one file for the sign-in page instead of two.
                { name: "auth", test: /app[\\/]features[\\/]auth[\\/](auth-shell|sandbox-code)\.tsx$/ },
              ],
            },
          },
        },
      },
    },
    // The Worker's code escapes its Chinese texts (\uXXXX): V8 keeps an all-ASCII script's source
    // one byte per character, where one Chinese character makes it two. The console's isolate
    // rests in less heap, and an export under a small heap spends less of its time collecting. Its
    // doc comments (often Chinese) are left out for the same reason; the source maps keep them.
    ssr: {
      build: {
        rolldownOptions: { output: { charset: "ascii", comments: { legal: true, annotation: true, jsdoc: false } } },
      },
    },
    // Keep the sandbox's build beside the app's, under build/.
    payment_console_sandbox: { build: { outDir: `${buildDir}/sandbox` } },
  },
  resolve: { tsconfigPaths: true },
});
