/**
 * The gateway behind BACKEND_URL, for worker tests of the built console with BACKEND_URL set
 * (built-worker.ts): the runner's global fetch is replaced for the gateway's origin only, and
 * every call is answered by the sandbox (through its binding, as the real gateway would answer)
 * or by a test's own answer for a path. Every answer's body is watched: read to its end,
 * cancelled, or neither. Deployed, a body that is neither keeps its connection until the
 * Response is garbage-collected, and a request has six connections at a time (ADR 009), so a
 * body still open once the console has answered is a leak.
 *
 * Like a gateway that does not notice the client giving up, the fake ignores the console's
 * abort signal: whatever the console abandons, it must cancel itself.
 */
import { env } from "cloudflare:workers";
import { vi } from "vitest";

export const GATEWAY = "https://gateway.test";
const SANDBOX = "https://sandbox.internal";

type BodyState = "none" | "open" | "read" | "cancelled";
export type Exchange = { method: string; path: string; status: number; body: BodyState };
type Answer = (request: Request, signal: AbortSignal | null) => Response | Promise<Response>;

/** The sandbox's own answer to a request sent to the gateway. */
export function sandboxAnswer(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const forwarded = new Request(SANDBOX + url.pathname + url.search, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    redirect: "manual",
  });
  return (env as unknown as { SANDBOX: Fetcher }).SANDBOX.fetch(forwarded);
}

/** A body whose end never comes: the first bytes of an answer, then a stall. */
export function stalledBody(start: string): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(start));
    },
  });
}

export class FakeGateway {
  readonly exchanges: Exchange[] = [];
  private readonly answers: { prefix: string; answer: Answer }[] = [];

  /** Takes over the runner's fetch for the gateway's origin (undone by vi.restoreAllMocks). */
  install(): void {
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (!request.url.startsWith(`${GATEWAY}/`)) return realFetch(input, init);
      const path = new URL(request.url).pathname;
      const own = this.answers.find((a) => path.startsWith(a.prefix));
      const response = await (own ? own.answer(request, init?.signal ?? null) : sandboxAnswer(request));
      return this.watched(request.method, path, response);
    });
  }

  /** Answers calls whose path starts with `prefix` with `answer` instead of the sandbox's. */
  answer(prefix: string, answer: Answer): void {
    this.answers.unshift({ prefix, answer });
  }

  /** The calls whose body is still open: neither read to its end nor cancelled. */
  unsettled(): Exchange[] {
    return this.exchanges.filter((exchange) => exchange.body === "open");
  }

  reset(): void {
    this.exchanges.length = 0;
    this.answers.length = 0;
  }

  private watched(method: string, path: string, response: Response): Response {
    const exchange: Exchange = { method, path, status: response.status, body: response.body ? "open" : "none" };
    this.exchanges.push(exchange);
    if (!response.body) return response;
    const reader = response.body.getReader();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) {
          exchange.body = "read";
          controller.close();
        } else {
          controller.enqueue(value);
        }
      },
      cancel(reason) {
        exchange.body = "cancelled";
        return reader.cancel(reason);
      },
    });
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  }
}
