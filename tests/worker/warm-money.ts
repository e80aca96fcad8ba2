/**
 * For a money test file's first hook: one request straight to the sandbox's money services
 * through the SANDBOX binding, so their data is seeded (ADR 018) before any page is asked for
 * under the console's short test deadline.
 */
import { env } from "cloudflare:workers";

export const MONEY_SEED_TIMEOUT_MS = 180_000;

export async function warmMoney(): Promise<void> {
  const sandbox = (env as unknown as { SANDBOX: Fetcher }).SANDBOX;
  const response = await sandbox.fetch("https://sandbox.internal/api/cloud-order/tradeOrder/totals");
  await response.arrayBuffer();
}
