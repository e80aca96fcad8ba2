/**
 * An answer off the wire contract (ADR 031) is a named, logged mismatch: the operator reads spec
 * §8's 网关错误 with a reference, never a crash and never a wrong figure.
 */
import { exports } from "cloudflare:workers";
import { system } from "@contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ORIGIN, signedInAs } from "../browser";

const SAME_ORIGIN = { "Sec-Fetch-Site": "same-origin" };
const ACCOUNT = "user10";

async function fault(rule: Record<string, unknown>) {
  const response = await exports.default.fetch(
    new Request(new URL("/sandbox/faults", ORIGIN), {
      method: "POST",
      headers: { ...SAME_ORIGIN, "content-type": "application/json" },
      body: JSON.stringify({ account: ACCOUNT, ...rule }),
    }),
  );
  expect(response.status).toBe(200);
}

afterEach(async () => {
  await exports.default.fetch(
    new Request(new URL(`/sandbox/faults?account=${ACCOUNT}`, ORIGIN), { method: "DELETE", headers: SAME_ORIGIN }),
  );
  vi.restoreAllMocks();
});

describe("an answer that breaks its entry's schema", () => {
  it("shows the list's 网关错误 with a reference and logs the entry and the first difference", async () => {
    const browser = await signedInAs(ACCOUNT, "123456");
    const logged: string[] = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(" ")));
    await fault({ path: system.mcc.list.path, kind: "off-contract", times: 1 });
    const response = await browser.get("/system/mcc");
    const page = await response.text();
    const reference = /网关错误（参考号 ([0-9A-F]{8})）/.exec(page)?.[1];
    expect(reference, page.slice(0, 400)).toBeDefined();
    expect(page).not.toContain("12345");
    expect(logged.join("\n")).toMatch(
      new RegExp(
        `contract mismatch system\\.mcc\\.list: data\\.records\\[0\\]\\.\\w+ expected string, got number \\(reference ${reference}\\)`,
      ),
    );
    // The next answer is on the contract again: the list is back.
    const again = await (await browser.get("/system/mcc")).text();
    expect(again).not.toMatch(/网关错误（参考号 [0-9A-F]{8}）/);
    expect(again).toContain("兽医服务");
  });
});
