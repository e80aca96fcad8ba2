/**
 * The serve layer's error page (scripts/front-worker.js, ADR 013): when the console Worker
 * throws, what `npm start` answers is a plain 502 page, never the error's stack or a file path
 * (Miniflare's own entry would put both on the page); the error goes to the terminal instead.
 * Real workerd through Miniflare, with a stand-in console that throws on /crash.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { frontWorker, servedOptions } from "../../../scripts/served-workers.mjs";

const CRASHING_CONSOLE = `export default {
  async fetch(request) {
    if (new URL(request.url).pathname === "/crash") {
      throw new TypeError("Cannot read properties of undefined (reading 'records') at /srv/console/app/server/list.server.js:42:17");
    }
    return new Response("fine", { headers: { "X-From": "console" } });
  },
};`;

let mf: Miniflare;
let origin: URL;
let stateDir: string;
const logged: string[] = [];

beforeAll(async () => {
  stateDir = mkdtempSync(join(tmpdir(), "front-worker-test-"));
  const workers = [
    frontWorker({ target: "console", compatibilityDate: "2026-08-01" }),
    { name: "console", compatibilityDate: "2026-08-01", modules: true, script: CRASHING_CONSOLE },
  ];
  mf = new Miniflare(
    convertV4MiniflareOptions({
      ...servedOptions({ port: 0, stateDir, workers }),
      handleStructuredLogs: ({ message }: { message: string }) => void logged.push(message),
    }),
  );
  origin = await mf.ready;
});

afterAll(async () => {
  await mf?.dispose();
  rmSync(stateDir, { recursive: true, force: true });
});

describe("the front Worker of npm start", () => {
  it("passes the console's answers through unchanged", async () => {
    const response = await fetch(new URL("/fine", origin));
    expect(response.status).toBe(200);
    expect(response.headers.get("X-From")).toBe("console");
    expect(await response.text()).toBe("fine");
  });

  it("answers a crash with a plain 502 page: no stack, no file path, no error text", async () => {
    const response = await fetch(new URL("/crash", origin), { headers: { Accept: "text/html" } });
    expect(response.status).toBe(502);
    expect(response.headers.get("Content-Type")).toContain("text/html");
    const page = await response.text();
    expect(page).toContain("控制台暂时无法响应");
    for (const internal of ["TypeError", "records", "/srv/", ".js", "at ", "node:", "workerd"])
      expect(page).not.toContain(internal);
  });

  it("sends the error itself to the terminal", async () => {
    await (await fetch(new URL("/crash", origin))).arrayBuffer();
    await expect.poll(() => logged.join("\n")).toContain("Cannot read properties of undefined");
  });
});
