import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR: another build beside the usual one (the production deploy check builds there).
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
