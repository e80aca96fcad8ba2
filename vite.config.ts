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
    // Keep the sandbox's build beside the app's, under build/.
    payment_console_sandbox: { build: { outDir: "build/sandbox" } },
  },
  resolve: { tsconfigPaths: true },
});
