/**
 * The contract probe against the sandbox (ADR 031): every read entry answers what its schema says,
 * for every demo account's scope — and against a gateway that differs, each kind of difference is
 * reported and nothing is written.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { type ProbeFetch, probeFailed, probeTable, runProbe } from "@contract/probe.ts";
import { ALL_ENTRIES, auth, system } from "@contract";
import { SANDBOX_CLIENT_SECRET } from "../../../shared/sandbox-client";
import { MONEY_SEED_TIMEOUT_MS, warmMoney } from "../warm-money";

const GATEWAY = "https://sandbox.internal";
const sandbox: ProbeFetch = (url, init) => env.SANDBOX!.fetch(url, init);
const signIn = { gateway: GATEWAY, clientId: "frontend", clientSecret: SANDBOX_CLIENT_SECRET };

const ACCOUNTS = [
  { tenantId: "000001", username: "admin", password: "admin" },
  { tenantId: "000001", username: "operator", password: "operator123" },
  { tenantId: "000001", username: "agent01", password: "123456" },
  { tenantId: "000001", username: "agent02", password: "123456" },
  { tenantId: "000001", username: "mer01", password: "123456" },
  { tenantId: "000005", username: "topup01", password: "123456" },
];

// The probe reads every entry, the money services' too: their data is seeded first (and, with the
// kept databases of ADR 035, copied in), so the probe's own time is the reading, not the seeding.
beforeAll(warmMoney, MONEY_SEED_TIMEOUT_MS);

describe("the probe against the sandbox", () => {
  it("finds every read entry as its schema says for the platform's administrator", { timeout: 180_000 }, async () => {
    const report = await runProbe({
      ...signIn,
      fetch: sandbox,
      tenantId: "000001",
      username: "admin",
      password: "admin",
    });
    expect(report.signedIn, report.signInDetail).toBe(true);
    const declaredSkips = new Set(ALL_ENTRIES.filter((e) => e.probe && "skip" in e.probe).map((e) => e.name));
    const notOk = report.rows.filter(
      (row) => row.result !== "ok" && !(row.result === "skipped" && declaredSkips.has(row.entry)),
    );
    expect(notOk, probeTable(report)).toEqual([]);
    expect(report.rows.length).toBe(ALL_ENTRIES.filter((e) => e.effect === "read").length);
  });

  for (const account of ACCOUNTS.slice(1)) {
    it(
      `finds no answer off the contract for ${account.username} (their scope may refuse, never differ)`,
      { timeout: 180_000 },
      async () => {
        const report = await runProbe({ ...signIn, fetch: sandbox, ...account });
        expect(report.signedIn, report.signInDetail).toBe(true);
        const wrong = report.rows.filter(
          (row) => row.result === "mismatch" || row.result === "failed" || row.result === "missing",
        );
        expect(wrong, probeTable(report)).toEqual([]);
        expect(probeFailed(report)).toBe(false);
      },
    );
  }
});

describe("the probe against a gateway that differs", () => {
  it("reports each planted difference, and sends nothing but GETs after the sign-in", async () => {
    const sent: string[] = [];
    const planted: ProbeFetch = async (url, init) => {
      const path = new URL(url).pathname;
      sent.push(`${init.method ?? "GET"} ${path}`);
      if (path === system.dict.dictionary.path) return new Response("not here", { status: 404 });
      if (path === system.dept.search.path)
        return Response.json({ code: 403, success: false, data: null, msg: "无权访问" });
      if (path === system.tenant.info.path)
        return new Response("<html>502 Bad Gateway</html>", { status: 502, headers: { "content-type": "text/html" } });
      if (path === system.menu.routes.path) return Response.json([{ id: "1", name: "首页" }]);
      const answer = await sandbox(url, init);
      if (path !== system.menu.topMenu.path) return answer;
      const body = (await answer.json()) as { data: Record<string, unknown>[] };
      body.data[0]!.name = 42;
      return Response.json(body);
    };
    const report = await runProbe({
      ...signIn,
      fetch: planted,
      tenantId: "000001",
      username: "admin",
      password: "admin",
      entries: ALL_ENTRIES.filter((e) => e.name.startsWith("system.")),
    });
    const result = (entry: { name: string }) => report.rows.find((row) => row.entry === entry.name);
    expect(result(system.menu.topMenu)).toMatchObject({
      result: "mismatch",
      detail: "data[0].name expected string, got number",
    });
    expect(result(system.dict.dictionary)).toMatchObject({ result: "missing", status: 404 });
    expect(result(system.dept.search)).toMatchObject({ result: "not allowed" });
    expect(result(system.tenant.info)).toMatchObject({ result: "failed", status: 502 });
    expect(result(system.menu.routes)).toMatchObject({
      result: "mismatch",
      detail: "the answer has no envelope (code, data, msg)",
    });
    expect(result(system.commonSetting.byTenant)).toMatchObject({ result: "ok" });
    expect(probeFailed(report)).toBe(true);
    expect(probeTable(report)).toMatch(
      /system\.menu\.topMenu\s+spec\s+200\s+mismatch: data\[0\]\.name expected string, got number/,
    );
    expect(sent.filter((line) => !line.startsWith("GET "))).toEqual([`POST ${auth.token.path}`]);
  });

  it("says so when the sign-in is refused, and calls nothing", async () => {
    const sent: string[] = [];
    const report = await runProbe({
      ...signIn,
      fetch: (url, init) => (sent.push(url), sandbox(url, init)),
      tenantId: "000001",
      username: "admin",
      password: "wrong-password",
    });
    expect(report).toMatchObject({ signedIn: false, rows: [] });
    expect(report.signInDetail).toMatch(/^sign-in refused: /);
    expect(sent).toHaveLength(1);
    expect(probeFailed(report)).toBe(true);
  });
});
