/**
 * Request bodies the console's actions do not read: a JSON, text or XML body is refused at
 * the edge with 415 (bilingual), and a body that claims to be a form but cannot be parsed (a
 * multipart body with the wrong boundary) is a 400 (请求错误). Never a 5xx.
 */
import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { Browser, location, ORIGIN, signedInAs } from "../worker/browser";

const ACTIONS = [
  "/login",
  "/lock",
  "/system/mcc",
  "/kit/upload",
  "/kit/columns",
  "/shell",
  "/locale",
  "/logout",
  "/info/index",
];

const NOT_FORMS: [string, string | Uint8Array<ArrayBuffer>, string | null][] = [
  ["JSON", JSON.stringify({ tenantId: "000001", username: "admin", password: "admin" }), "application/json"],
  ["text", "username=admin&password=admin", "text/plain;charset=UTF-8"],
  ["XML", "<login><username>admin</username></login>", "application/xml"],
  ["an untyped body", new TextEncoder().encode("username=admin"), null],
];

/** A multipart body whose parts use another boundary than the header names, and one cut short. */
const BROKEN_MULTIPARTS: [string, string, string][] = [
  [
    "a wrong boundary",
    "multipart/form-data; boundary=AAAA",
    '--BBBB\r\nContent-Disposition: form-data; name="intent"\r\n\r\nlock\r\n--BBBB--\r\n',
  ],
  [
    "a cut-short body",
    "multipart/form-data; boundary=AAAA",
    '--AAAA\r\nContent-Disposition: form-data; name="intent"\r\n\r\nlo',
  ],
];

let browser: Browser;
beforeAll(async () => {
  browser = await signedInAs("user25", "123456");
});

function send(path: string, body: BodyInit, type: string | null, signedIn = true): Promise<Response> {
  const headers = new Headers({ "CF-Connecting-IP": "192.0.2.211", "Sec-Fetch-Site": "same-origin" });
  if (type) headers.set("Content-Type", type);
  if (signedIn) headers.set("Cookie", browser.cookieHeader());
  return exports.default.fetch(
    new Request(new URL(path, ORIGIN), { method: "POST", headers, body, redirect: "manual" }),
  );
}

describe("bodies that are not forms", () => {
  for (const [kind, body, type] of NOT_FORMS) {
    it(`answers 415 to ${kind} on every action, signed in or not`, async () => {
      for (const path of ACTIONS) {
        for (const signedIn of [true, false]) {
          const response = await send(path, body, type, signedIn);
          expect(response.status, `${path} (${signedIn ? "signed in" : "guest"})`).toBe(415);
          const text = await response.text();
          expect(text).toContain("不支持的请求内容类型");
          expect(text).toContain("Unsupported request content type");
        }
      }
    });
  }

  it("answers 415 to a JSON body sent for route data (.data)", async () => {
    expect((await send("/system/mcc.data", "{}", "application/json")).status).toBe(415);
  });

  it("still takes a write with no body at all (a bare POST /logout)", async () => {
    const guest = new Browser("192.0.2.212");
    const response = await guest.send("/logout", { method: "POST" });
    expect(response.status).toBe(302);
    expect(location(response)).toMatch(/^\/login|^\/logout/);
  });
});

describe("form bodies that cannot be parsed", () => {
  for (const [kind, type, body] of BROKEN_MULTIPARTS) {
    it(`answers 400 (请求错误) to a multipart body with ${kind}`, async () => {
      for (const path of ACTIONS.filter((p) => p !== "/logout")) {
        const response = await send(path, body, type);
        expect(response.status, path).toBe(400);
        if (response.headers.get("Content-Type")?.includes("text/html"))
          expect(await response.text()).toContain("请求错误");
        else await response.body?.cancel();
      }
    });
  }

  it("shows the 400 page in English too", async () => {
    const english = new Headers({ Cookie: `${browser.cookieHeader()}; lng=en` });
    const response = await exports.default.fetch(
      new Request(new URL("/locale", ORIGIN), {
        method: "POST",
        headers: {
          "Sec-Fetch-Site": "same-origin",
          "Content-Type": BROKEN_MULTIPARTS[0][1],
          Cookie: english.get("Cookie")!,
        },
        body: BROKEN_MULTIPARTS[0][2],
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Bad request");
  });

  it("answers 400 to route data (.data) with a broken multipart body", async () => {
    const response = await send("/system/mcc.data", BROKEN_MULTIPARTS[0][2], BROKEN_MULTIPARTS[0][1]);
    expect(response.status).toBe(400);
    await response.body?.cancel();
  });
});
