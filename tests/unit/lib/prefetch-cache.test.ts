/**
 * The prefetch cache's rules (ADR 038): an answer fetched ahead serves one navigation to its URL,
 * within its time; every other request of the router but route discovery drops them all; a failed
 * prefetch leaves the navigation to ask for itself; prefetches say so in a header the server reads.
 */
import { describe, expect, it } from "vitest";
import { NavigationType } from "react-router";
import type { unstable_RouterFetchContext as RouterFetchContext } from "react-router/dom";
import { createPrefetchCache, isPrefetch, PREFETCH_HEADER, PREFETCH_TTL_MS } from "~/lib/prefetch-cache";

const ORIGIN = "https://console.test";
const DATA = new URL(`${ORIGIN}/system/dept.data?_routes=a%2Cb`);
const navigation: RouterFetchContext = { type: "navigation", fetcherKey: null, navigationType: NavigationType.Push };
const fetcher: RouterFetchContext = { type: "fetcher", fetcherKey: "k", navigationType: null };
const manifest: RouterFetchContext = { type: "manifest" };

/** A cache on a clock the test moves, over a network that numbers its answers and keeps what it was asked. */
function setUp(
  network: (request: Request) => Promise<Response> = (request) => Promise.resolve(new Response(request.url)),
) {
  let time = 0;
  const asked: Request[] = [];
  const used: string[] = [];
  const cache = createPrefetchCache({
    now: () => time,
    fetch: (request) => {
      const number = asked.push(request);
      return network(request).then(() => new Response(`answer ${number}`));
    },
    onUse: (url) => used.push(url.href),
  });
  const get = (url: URL | string, context = navigation) => cache.routerFetch(new Request(url), context);
  return { cache, asked, used, get, later: (ms: number) => (time += ms) };
}

describe("the prefetch cache", () => {
  it("answers a navigation to the prefetched URL from memory, once", async () => {
    const { cache, asked, used, get } = setUp();
    cache.prefetch(DATA);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.headers.get(PREFETCH_HEADER)).toBe("prefetch");
    expect(await (await get(DATA)).text()).toBe("answer 1");
    expect(asked).toHaveLength(1);
    expect(used).toEqual([DATA.href]);
    // Used: the next navigation there asks the network.
    expect(await (await get(DATA)).text()).toBe("answer 2");
    expect(asked[1]!.headers.has(PREFETCH_HEADER)).toBe(false);
    expect(used).toHaveLength(1);
  });

  it("asks once for a URL while its answer is fresh, and again after", () => {
    const { cache, asked, later } = setUp();
    cache.prefetch(DATA);
    cache.prefetch(new URL(`${DATA.href}#part`));
    later(PREFETCH_TTL_MS - 1);
    cache.prefetch(DATA);
    expect(asked).toHaveLength(1);
    later(1);
    cache.prefetch(DATA);
    expect(asked).toHaveLength(2);
  });

  it("keeps an answer at most its time", async () => {
    const { cache, asked, used, get, later } = setUp();
    cache.prefetch(DATA);
    later(PREFETCH_TTL_MS);
    expect(await (await get(DATA)).text()).toBe("answer 2");
    expect(asked).toHaveLength(2);
    expect(used).toEqual([]);
  });

  it("serves only a navigation's GET to exactly that URL", async () => {
    const { cache, asked, get } = setUp();
    cache.prefetch(DATA);
    await get(`${ORIGIN}/system/dept.data?_routes=b`);
    cache.prefetch(DATA);
    await get(DATA, fetcher);
    expect(asked.map((request) => new URL(request.url).search)).toEqual([
      "?_routes=a%2Cb",
      "?_routes=b",
      "?_routes=a%2Cb",
      "?_routes=a%2Cb",
    ]);
  });

  it("drops every answer on a request that is not a GET (an action, a sign-out)", async () => {
    const { cache, asked, get } = setUp();
    const other = new URL(`${ORIGIN}/system/mcc.data`);
    cache.prefetch(DATA);
    cache.prefetch(other);
    await cache.routerFetch(new Request(`${ORIGIN}/logout.data`, { method: "POST", body: "" }), navigation);
    await get(DATA);
    await get(other);
    expect(asked).toHaveLength(5);
  });

  it("drops every answer on another navigation or a fetcher's request, not on route discovery", async () => {
    const { cache, asked, get } = setUp();
    cache.prefetch(DATA);
    await get(`${ORIGIN}/__manifest?paths=%2Fsystem`, manifest);
    expect(await (await get(DATA)).text()).toBe("answer 1");
    cache.prefetch(DATA);
    await get(`${ORIGIN}/shell/search-index.data`, fetcher);
    expect(asked).toHaveLength(4);
    expect(await (await get(DATA)).text()).toBe("answer 5");
  });

  it("clear() drops every answer", async () => {
    const { cache, asked, get } = setUp();
    cache.prefetch(DATA);
    cache.clear();
    await get(DATA);
    expect(asked).toHaveLength(2);
  });

  it("reads a prefetched body as it arrives, before anyone asks, and hands it on whole", async () => {
    const parts = ["one ", "two ", "three"];
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled === parts.length) return controller.close();
        controller.enqueue(new TextEncoder().encode(parts[pulled++]));
      },
    });
    const cache = createPrefetchCache({ fetch: () => Promise.resolve(new Response(body, { status: 203 })) });
    cache.prefetch(DATA);
    await new Promise((resolve) => setTimeout(resolve, 10));
    // Unread, a body stream holds one part; this one was read to its end.
    expect(pulled).toBe(3);
    const answer = await cache.routerFetch(new Request(DATA), navigation);
    expect(answer.status).toBe(203);
    expect(await answer.text()).toBe("one two three");
  });

  it("hands each part of a prefetched body on as it comes", async () => {
    let source!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (controller) => void (source = controller) });
    const cache = createPrefetchCache({ fetch: () => Promise.resolve(new Response(body)) });
    cache.prefetch(DATA);
    const reader = (await cache.routerFetch(new Request(DATA), navigation)).body!.getReader();
    source.enqueue(new TextEncoder().encode("now"));
    expect(new TextDecoder().decode((await reader.read()).value)).toBe("now");
    source.enqueue(new TextEncoder().encode("later"));
    source.close();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe("later");
    expect((await reader.read()).done).toBe(true);
  });

  it("a prefetch that failed leaves the navigation to ask for itself", async () => {
    let calls = 0;
    const { cache, asked, used, get } = setUp((request) =>
      ++calls === 1 ? Promise.reject(new TypeError("offline")) : Promise.resolve(new Response(request.url)),
    );
    cache.prefetch(DATA);
    expect(await (await get(DATA)).text()).toBe("answer 2");
    expect(asked).toHaveLength(2);
    expect(used).toEqual([]);
  });
});

describe("isPrefetch", () => {
  it("reads ours (Purpose) and the browser's own (Sec-Purpose)", () => {
    const request = (headers: Record<string, string>) => new Request(DATA, { headers });
    expect(isPrefetch(request({ [PREFETCH_HEADER]: "prefetch" }))).toBe(true);
    expect(isPrefetch(request({ "Sec-Purpose": "prefetch;prerender" }))).toBe(true);
    expect(isPrefetch(request({}))).toBe(false);
    expect(isPrefetch(request({ Purpose: "other" }))).toBe(false);
  });
});
