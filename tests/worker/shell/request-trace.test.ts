/**
 * Every answer carries its trace (ADR 037): a `Server-Timing` header naming each backend call by
 * its contract entry, and one JSON log line per request whose id is the 参考号 an operator reads.
 */
import { exports } from "cloudflare:workers";
import { system } from "@contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ORIGIN, signedInAs } from "../browser";

const ACCOUNT = "user15";
const SAME_ORIGIN = { "Sec-Fetch-Site": "same-origin" };

type LogLine = {
  request: string;
  method: string;
  path: string;
  route?: string;
  tenant?: string;
  operator?: string;
  status: number;
  ms: number;
  calls: { name: string; ms: number; status: number }[];
};

/** The console's request lines logged while `work` runs. */
async function loggedDuring(work: () => Promise<void>): Promise<LogLine[]> {
  const lines: LogLine[] = [];
  const spy = vi.spyOn(console, "log").mockImplementation((first: unknown) => {
    if (typeof first === "string" && first.startsWith('{"request":')) lines.push(JSON.parse(first) as LogLine);
  });
  try {
    await work();
  } finally {
    spy.mockRestore();
  }
  return lines;
}

const timingOf = (response: Response) => response.headers.get("Server-Timing") ?? "";
const idOf = (timing: string) => /total;desc="([0-9A-F]{8})";dur=\d+/.exec(timing)?.[1];

afterEach(async () => {
  await exports.default.fetch(
    new Request(new URL(`/sandbox/faults?account=${ACCOUNT}`, ORIGIN), { method: "DELETE", headers: SAME_ORIGIN }),
  );
});

describe("the request trace", () => {
  it("times a document's backend calls by entry, its data and its render, and logs it as one line", async () => {
    const browser = await signedInAs(ACCOUNT, "123456");
    let timing = "";
    const lines = await loggedDuring(async () => {
      const response = await browser.get("/system/mcc?size=20");
      await response.text();
      expect(response.status).toBe(200);
      timing = timingOf(response);
    });
    expect(timing).toMatch(/call;desc="system\.mcc\.list";dur=\d+/);
    expect(timing).toMatch(/call;desc="session\.load";dur=\d+/);
    expect(timing).toMatch(/data;dur=\d+, render;dur=\d+/);
    const id = idOf(timing);
    expect(id).toBeDefined();
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({ request: id, method: "GET", path: "/system/mcc", tenant: "000001", status: 200 });
    expect(line.operator).toMatch(/^\d+$/);
    expect(line.route).toMatch(/system\/mcc/);
    expect(line.calls.map((call) => call.name)).toContain(system.mcc.list.name);
    expect(line.calls.find((call) => call.name === system.mcc.list.name)?.status).toBe(200);
  });

  it("times a client navigation's data answer the same way, without a render", async () => {
    const browser = await signedInAs(ACCOUNT, "123456");
    const response = await browser.get("/system/mcc.data?size=20");
    await response.arrayBuffer();
    expect(response.status).toBe(200);
    const timing = timingOf(response);
    expect(timing).toMatch(/call;desc="system\.mcc\.list";dur=\d+/);
    expect(timing).not.toContain("render;");
    expect(idOf(timing)).toBeDefined();
  });

  it("gives the operator's 参考号 as the request's id, so the number finds the log line", async () => {
    const browser = await signedInAs(ACCOUNT, "123456");
    await exports.default.fetch(
      new Request(new URL("/sandbox/faults", ORIGIN), {
        method: "POST",
        headers: { ...SAME_ORIGIN, "content-type": "application/json" },
        body: JSON.stringify({ account: ACCOUNT, path: system.mcc.list.path, kind: "off-contract", times: 1 }),
      }),
    );
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    let page = "";
    let timing = "";
    const lines = await loggedDuring(async () => {
      const response = await browser.get("/system/mcc");
      page = await response.text();
      timing = timingOf(response);
    });
    quiet.mockRestore();
    const reference = /网关错误（参考号 ([0-9A-F]{8})）/.exec(page)?.[1];
    expect(reference, page.slice(0, 300)).toBeDefined();
    expect(idOf(timing)).toBe(reference);
    expect(lines.map((line) => line.request)).toEqual([reference]);
  });
});
