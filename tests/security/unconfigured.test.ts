/**
 * With BACKEND_URL set and a secret missing, the Worker refuses to serve: a 503 page in both
 * languages for every request, with nothing of the cause in the body; the cause is logged.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { changedEnv, fetchWithEnv } from "./built-worker";

afterEach(() => {
  vi.restoreAllMocks();
});

const MISSING = [
  [
    "OAUTH_CLIENT_SECRET",
    { BACKEND_URL: "https://gateway.example", OAUTH_CLIENT_SECRET: "", SESSION_SECRET: "s3cret-value" },
  ],
  [
    "SESSION_SECRET",
    { BACKEND_URL: "https://gateway.example", OAUTH_CLIENT_SECRET: "client-s3cret", SESSION_SECRET: " " },
  ],
] as const;

describe("a Worker whose settings are incomplete", () => {
  for (const [secret, bindings] of MISSING) {
    it(`answers 503 in both languages when ${secret} is missing, and logs why`, async () => {
      const errors = vi.spyOn(console, "error").mockImplementation(() => {});
      const env = changedEnv(bindings);
      for (const [path, init] of [
        ["/login", {}],
        ["/main/index.data", {}],
        ["/404", {}],
        [
          "/login",
          {
            method: "POST",
            headers: { "Sec-Fetch-Site": "same-origin", "Content-Type": "application/x-www-form-urlencoded" },
            body: "username=admin",
          },
        ],
      ] as const) {
        const response = await fetchWithEnv(env, path, init);
        expect(response.status, path).toBe(503);
        expect(response.headers.get("Content-Type")).toContain("text/html");
        expect(response.headers.get("Cache-Control")).toBe("no-store");
        const html = await response.text();
        expect(html).toContain("控制台尚未配置完成，请联系管理员");
        expect(html).toContain("The console is not configured yet; contact your administrator");
        for (const internal of [
          "BACKEND_URL",
          "OAUTH_CLIENT_SECRET",
          "SESSION_SECRET",
          "gateway.example",
          "Error",
          "login.",
        ]) {
          expect(html).not.toContain(internal);
        }
      }
      const logged = errors.mock.calls.map((call) => call.map(String).join(" ")).join("\n");
      expect(logged).toContain("OAUTH_CLIENT_SECRET and SESSION_SECRET must be set");
    });
  }

  it("serves as usual once both secrets are there", async () => {
    const env = changedEnv({
      OAUTH_CLIENT_SECRET: "sandbox-frontend-secret",
      SESSION_SECRET: "another-session-secret",
    });
    const response = await fetchWithEnv(env, "/login");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("欢迎登录");
  });
});
