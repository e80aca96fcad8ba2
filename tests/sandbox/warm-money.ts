/** For a money test file's first hook: one request to a money service, so its data is seeded (ADR 018) before the file's own hooks run. */
import { exports } from "cloudflare:workers";

export const MONEY_SEED_TIMEOUT_MS = 180_000;

export async function warmMoney(): Promise<void> {
  const response = await exports.default.fetch(new Request("https://sandbox.test/api/cloud-order/tradeOrder/totals"));
  await response.arrayBuffer();
}
