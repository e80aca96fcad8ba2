import type { APIRequestContext } from "@playwright/test";

/**
 * The sandbox's fault switch (workers/sandbox/README.md), reached through the console like a
 * person's local trial would: rules hit one account's requests only.
 */
export type FaultRule = { account: string; kind: string; path?: string; latencyMs?: number; times?: number };

export async function addFault(request: APIRequestContext, baseURL: string, rule: FaultRule): Promise<void> {
  const response = await request.post("/sandbox/faults", { data: rule, headers: { Origin: baseURL } });
  if (!response.ok()) throw new Error(`fault rule refused: ${await response.text()}`);
}

export async function clearFaults(request: APIRequestContext, baseURL: string, account: string): Promise<void> {
  await request.delete(`/sandbox/faults?account=${account}`, { headers: { Origin: baseURL } });
}
