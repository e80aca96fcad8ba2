/**
 * The sandbox's fault switch through the console: /sandbox/faults reaches the sandbox only when
 * the console runs on it (BACKEND_URL empty), like the sandbox's other public pages (ADR 030),
 * and a console pointed at a real gateway never forwards it (404). Writes to it pass the
 * console's cross-site refusal.
 */
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ORIGIN } from "../worker/browser";
import { fetchWithVars } from "./with-vars";

/** An account no request is made for: the rules of this file touch nobody. */
const ACCOUNT = `proxy-check-${crypto.randomUUID().slice(0, 8)}`;
const RULE = JSON.stringify({ account: ACCOUNT, kind: "status500", times: 1 });
const JSON_POST = { "content-type": "application/json", "Sec-Fetch-Site": "same-origin" };

const viaConsole = (path: string, init: RequestInit = {}) =>
  exports.default.fetch(new Request(new URL(path, ORIGIN), { redirect: "manual", ...init }));

async function rulesOf(account: string): Promise<unknown[]> {
  const response = await viaConsole(`/sandbox/faults?account=${account}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: unknown[] }).data;
}

describe("/sandbox/faults through the console", () => {
  it("adds, lists and clears rules when the console runs on the sandbox", async () => {
    const added = await viaConsole("/sandbox/faults", { method: "POST", headers: JSON_POST, body: RULE });
    expect(added.status).toBe(200);
    const { data } = (await added.json()) as { data: { id: string; account: string } };
    expect(data.account).toBe(ACCOUNT);
    expect(data.id).toMatch(/^[\w-]{8,}$/);
    expect(await rulesOf(ACCOUNT)).toHaveLength(1);
    const cleared = await viaConsole(`/sandbox/faults?account=${ACCOUNT}`, {
      method: "DELETE",
      headers: { "Sec-Fetch-Site": "same-origin" },
    });
    expect(((await cleared.json()) as { data: unknown }).data).toEqual({ removed: 1 });
    expect(await rulesOf(ACCOUNT)).toEqual([]);
  });

  it("refuses a cross-site write to it", async () => {
    const response = await viaConsole("/sandbox/faults", {
      method: "POST",
      headers: { "content-type": "application/json", "Sec-Fetch-Site": "cross-site" },
      body: RULE,
    });
    expect(response.status).toBe(403);
    expect(await rulesOf(ACCOUNT)).toEqual([]);
  });

  it("is not forwarded by a console pointed at a real gateway (BACKEND_URL set)", async () => {
    const gateway = {
      BACKEND_URL: "https://gateway.invalid",
      OAUTH_CLIENT_SECRET: "test-client-secret",
      SESSION_SECRET: "test-session-secret",
    };
    const posted = await fetchWithVars(gateway, "/sandbox/faults", { method: "POST", headers: JSON_POST, body: RULE });
    expect(posted.headers.get("content-type") ?? "").not.toContain("application/json");
    expect(posted.status).not.toBe(200);
    // Not the console's: a bare 404 like any other /sandbox/ path (ADR 030).
    const listed = await fetchWithVars(gateway, "/sandbox/faults");
    expect(listed.status).toBe(404);
    expect(await listed.text()).toBe("");
    expect(await rulesOf(ACCOUNT)).toEqual([]);
  });
});
