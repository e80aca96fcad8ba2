/**
 * A tiny browser for Worker tests: sends requests to the built console Worker (in this
 * workerd, through its real default export, or the same build with other bindings:
 * tests/security/built-worker.ts), keeps cookies like a browser would, and never follows
 * redirects on its own so each step can be asserted.
 */
import { env, exports } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import type { SessionRecord, SessionStore } from "~/server/session-store.server";

export const ORIGIN = "https://console.test";

type Send = { method?: string; form?: Record<string, string>; headers?: Record<string, string>; crossSite?: boolean };

/** Where a Browser's requests go: the built console Worker as the worker project binds it, unless told. */
export type ConsoleHandler = (request: Request) => Promise<Response>;

const configuredConsole: ConsoleHandler = (request) => exports.default.fetch(request);

export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly address = "203.0.113.10",
    private readonly handler: ConsoleHandler = configuredConsole,
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  async send(path: string, init: Send = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set("CF-Connecting-IP", this.address);
    if (this.cookies.size) headers.set("Cookie", this.cookieHeader());
    const method = init.method ?? (init.form ? "POST" : "GET");
    if (method !== "GET" && !init.crossSite && !headers.has("Sec-Fetch-Site"))
      headers.set("Sec-Fetch-Site", "same-origin");
    const response = await this.handler(
      new Request(new URL(path, ORIGIN), {
        method,
        headers,
        body: init.form ? new URLSearchParams(init.form) : undefined,
        redirect: "manual",
      }),
    );
    for (const cookie of response.headers.getSetCookie()) this.store(cookie);
    return response;
  }

  get(path: string, headers?: Record<string, string>) {
    return this.send(path, { headers });
  }

  post(path: string, form: Record<string, string>, headers?: Record<string, string>) {
    return this.send(path, { form, headers });
  }

  /** A same-origin form post with repeated names (several ticked `ids`), as a browser sends it. */
  async postEntries(path: string, entries: [string, string][] | FormData): Promise<Response> {
    const multipart = entries instanceof FormData;
    const headers: Record<string, string> = {
      Cookie: this.cookieHeader(),
      "CF-Connecting-IP": this.address,
      "Sec-Fetch-Site": "same-origin",
    };
    if (!multipart) headers["Content-Type"] = "application/x-www-form-urlencoded";
    const response = await this.handler(
      new Request(new URL(path, ORIGIN), {
        method: "POST",
        headers,
        body: multipart ? entries : new URLSearchParams(entries),
        redirect: "manual",
      }),
    );
    for (const cookie of response.headers.getSetCookie()) this.store(cookie);
    return response;
  }

  /** A file posted to the kit's upload route (/kit/upload), as an image field sends it (for a purpose, ADR 030: 机构主题's logo unless told). */
  upload(
    bytes: Uint8Array<ArrayBuffer>,
    name: string,
    type: string,
    variant: "basic" | "all",
    purpose = "logo",
  ): Promise<Response> {
    const form = new FormData();
    form.append("file", new File([bytes], name, { type }));
    form.append("variant", variant);
    form.append("purpose", purpose);
    return this.postEntries("/kit/upload", form);
  }

  /** A page that must answer 200, as text. */
  async html(path: string): Promise<string> {
    const response = await this.get(path);
    if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`);
    return response.text();
  }

  private store(setCookie: string) {
    const [pair, ...attributes] = setCookie.split(";");
    const at = pair.indexOf("=");
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
    if (expired || value === "") this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}

export function location(response: Response): string {
  const value = response.headers.get("Location") ?? "";
  return value.startsWith(ORIGIN) ? value.slice(ORIGIN.length) : value;
}

/** The session id inside the signed cookie: `base64(JSON)` + "." + signature, URI-encoded. */
export function sessionIdOf(browser: Browser): string {
  const raw = browser.cookies.get("__Host-console_sid");
  if (!raw) throw new Error("no session cookie");
  const signed = decodeURIComponent(raw);
  const id: unknown = JSON.parse(decodeURIComponent(escape(atob(signed.slice(0, signed.lastIndexOf("."))))));
  if (typeof id !== "string") throw new Error("unexpected session cookie");
  return id;
}

export async function signIn(browser: Browser, username: string, password: string, extra: Record<string, string> = {}) {
  return browser.post("/login", { tenantId: "000001", username, password, intent: "password", ...extra });
}

/** A new browser signed in to tenant 000001 (the sign-in must land on a console page: 首页, or the orders without it). */
export async function signedInAs(account: string, password = "qa123456"): Promise<Browser> {
  const browser = new Browser();
  const response = await signIn(browser, account, password);
  if (response.status !== 302 || !LANDINGS.includes(location(response)))
    throw new Error(`sign-in of ${account} failed: HTTP ${response.status}`);
  return browser;
}

/** Where a sign-in lands (spec §4): 首页 if the operator's menu has it, else the transaction orders. */
const LANDINGS = ["/main/index", "/orders/transactionOrder"];

/** The sandbox's D1, bound to the test runner too: rows a test checks, sets up or restores. */
export const sandboxDb = () => (env as unknown as { SANDBOX_DB: D1Database }).SANDBOX_DB;

/** The code a captcha image shows, as a person would read it (from the sandbox's database). */
export async function captchaCode(key: string): Promise<string> {
  const row = await sandboxDb()
    .prepare("SELECT code FROM sandbox_captcha WHERE captcha_key = ?")
    .bind(key)
    .first<{ code: string }>();
  if (!row) throw new Error(`no captcha ${key}`);
  return row.code;
}

export function captchaKeyIn(html: string): string {
  return /name="captchaKey" value="([^"]+)"/.exec(html)?.[1] ?? "";
}

/** Reads (and may change) this browser's session record inside its Durable Object. */
export async function withRecord<T>(browser: Browser, change: (record: SessionRecord) => T): Promise<T> {
  const namespace = (env as unknown as { SESSIONS: DurableObjectNamespace<SessionStore> }).SESSIONS;
  const stub = namespace.get(namespace.idFromName(sessionIdOf(browser)));
  return runInDurableObject(stub, async (_instance, state) => {
    const record = (await state.storage.get<SessionRecord>("record"))!;
    const result = change(record);
    await state.storage.put("record", record);
    return result;
  });
}
