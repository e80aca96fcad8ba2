import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [
    cloudflare({
      viteEnvironment: { name: "ssr" },
      // Local D1 and Durable Object state; the browser tests point this at a fresh folder.
      persistState: process.env.CONSOLE_STATE_DIR ? { path: process.env.CONSOLE_STATE_DIR } : true,
      auxiliaryWorkers: [{ configPath: "./workers/sandbox/wrangler.toml" }],
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
              groups: [{ name: "base", test: /app[\\/](lib[\\/](utils|i18n)|components[\\/](ui[\\/](slotted|button|button-variants|input|label|spinner)|field|form-alert|intent-button|language-switch|segmented-nav))\.tsx?$/ }],
            },
          },
        },
      },
    },
    // Keep the sandbox's build beside the app's, under build/.
    payment_console_sandbox: { build: { outDir: "build/sandbox" } },
  },
  resolve: { tsconfigPaths: true },
});
