import type { FullConfig } from "@playwright/test";
import { clearStates } from "./server";

/** Each run starts every worker's server on a fresh state (the sandbox seeds it on first start). */
export default function globalSetup(config: FullConfig) {
  clearStates(config.workers);
}
