/**
 * `npm run contract` as an adopter runs it (ADR 031), against a small fake gateway: the table, the
 * exit code on a difference, and nothing but GETs after the sign-in.
 */
import { execFile } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auth, system } from "../../../shared/contract/index.ts";

const ROOT = new URL("../../../", import.meta.url).pathname;
const requests: string[] = [];
let server: Server;
let gateway = "";

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://gateway");
    requests.push(`${req.method} ${url.pathname}`);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === auth.token.path) {
      const ok =
        url.searchParams.get("username") === "admin" &&
        req.headers.authorization === `Basic ${btoa("frontend:s3cret")}`;
      return ok
        ? send(200, { access_token: "t0ken", tenant_id: "000000", user_id: "1", role_id: "1", dept_id: "1" })
        : send(200, { error_code: 2001, error_description: "账号或密码错误" });
    }
    if (req.headers["cloud-auth"] !== "bearer t0ken") return send(401, { code: 401, msg: "缺失令牌" });
    if (url.pathname === system.menu.topMenu.path)
      return send(200, { code: 200, success: true, data: [{ id: "1", name: 7 }], msg: "" });
    if (url.pathname === system.commonSetting.byTenant.path)
      return send(200, { code: 200, success: true, data: {}, msg: "暂无承载数据" });
    return send(404, { status: 404, error: "Not Found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  gateway = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function probe(...args: string[]): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["scripts/contract.ts", "--gateway", gateway, "--client-secret", "s3cret", ...args],
      { cwd: ROOT },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, out: `${stdout}${stderr}` });
      },
    );
  });
}

describe("npm run contract", () => {
  it(
    "prints a line per read entry and exits 1 on a mismatch, sending only GETs after the sign-in",
    { timeout: 60_000 },
    async () => {
      requests.length = 0;
      const { code, out } = await probe(
        "--tenant",
        "000000",
        "--username",
        "admin",
        "--password",
        "admin",
        "--only",
        "system.",
      );
      expect(code, out).toBe(1);
      expect(out).toMatch(/^entry\s+source\s+status\s+result$/m);
      expect(out).toMatch(
        /^system\.menu\.topMenu\s+spec\s+200\s+mismatch: data\[0\]\.name expected string, got number$/m,
      );
      expect(out).toMatch(/^system\.dict\.dictionary\s+spec\s+404\s+missing: HTTP 404$/m);
      expect(out).toMatch(/^system\.commonSetting\.byTenant\s+spec\s+200\s+ok$/m);
      expect(out).toMatch(/read entries: .*1 mismatch/);
      expect(requests.filter((line) => !line.startsWith("GET "))).toEqual([`POST ${auth.token.path}`]);
    },
  );

  it("says why the sign-in failed, and exits 1", { timeout: 60_000 }, async () => {
    const { code, out } = await probe("--username", "nobody", "--password", "x");
    expect(code).toBe(1);
    expect(out).toContain("Sign-in failed: sign-in refused: 账号或密码错误");
  });

  it("asks for what it needs", { timeout: 60_000 }, async () => {
    const { code, out } = await probe("--username", "admin");
    expect(code).toBe(2);
    expect(out).toContain("--password is required");
  });
});
