/** What an isolate keeps between requests: IsolateCache, the session memo and the packed message dictionaries. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { packMessages, unpackMessages } from "~/lib/i18n";
import { IsolateCache } from "~/server/isolate-cache.server";
import { withRequestTrace } from "~/server/request-trace.server";
import { forgetSessionMemo, sessionMemo } from "~/server/session-memo.server";

afterEach(() => {
  vi.useRealTimers();
});

describe("IsolateCache", () => {
  it("shares one load between callers until the entry expires", async () => {
    vi.useFakeTimers();
    const cache = new IsolateCache<number>(1000);
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    expect(await cache.get("k", load)).toBe(1);
    expect(await cache.get("k", load)).toBe(1);
    vi.advanceTimersByTime(999);
    expect(await cache.get("k", load)).toBe(1);
    vi.advanceTimersByTime(2);
    expect(await cache.get("k", load)).toBe(2);
  });

  it("within one request, a load under way is shared by its loaders; across requests it is not (ADR 037)", async () => {
    const cache = new IsolateCache<number>(1000);
    let loads = 0;
    const slow = () => new Promise<number>((done) => setTimeout(() => done(++loads), 5));
    const [a, b] = await withRequestTrace(() => Promise.all([cache.get("k", slow), cache.get("k", slow)]));
    expect([a, b, loads]).toEqual([1, 1, 1]);
    const other = new IsolateCache<number>(1000);
    const [c, d] = await Promise.all([
      withRequestTrace(() => other.get("k", slow)),
      withRequestTrace(() => other.get("k", slow)),
    ]);
    expect(c).not.toBe(d);
    expect(loads).toBe(3);
  });

  it("a load still under way is not shared: each caller waits on its own (ADR 009)", async () => {
    const cache = new IsolateCache<string>(1000);
    const first = cache.get("k", () => new Promise(() => {}));
    const second = cache.get("k", () => Promise.resolve("other"));
    expect(second).not.toBe(first);
    expect(await second).toBe("other");
    await Promise.resolve();
    expect(await cache.get("k", () => Promise.resolve("third"))).toBe("other");
  });

  it("a load that began before forget() does not store what it read", async () => {
    const cache = new IsolateCache<string>(60_000);
    let finish: (value: string) => void = () => {};
    const pending = cache.get("s1|menu", () => new Promise((resolve) => (finish = resolve)));
    cache.forget("s1|");
    finish("stale");
    expect(await pending).toBe("stale");
    await Promise.resolve();
    expect(await cache.get("s1|menu", () => Promise.resolve("fresh"))).toBe("fresh");
  });

  it("drops a failed load at once, so the next caller tries again", async () => {
    const cache = new IsolateCache<string>(60_000);
    await expect(cache.get("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    await Promise.resolve();
    expect(await cache.get("k", () => Promise.resolve("up"))).toBe("up");
  });

  it("a per-call lifetime overrides the cache's", async () => {
    vi.useFakeTimers();
    const cache = new IsolateCache<number>(60_000);
    let loads = 0;
    await cache.get("k", () => Promise.resolve(++loads), 100);
    vi.advanceTimersByTime(101);
    expect(await cache.get("k", () => Promise.resolve(++loads), 100)).toBe(2);
  });

  it("keeps at most maxEntries, dropping the oldest", async () => {
    const cache = new IsolateCache<string>(60_000, 2);
    await cache.get("a", () => Promise.resolve("a1"));
    await cache.get("b", () => Promise.resolve("b1"));
    await cache.get("c", () => Promise.resolve("c1"));
    expect(await cache.get("a", () => Promise.resolve("a2"))).toBe("a2");
    expect(await cache.get("c", () => Promise.resolve("c2"))).toBe("c1");
  });

  it("forgets every entry under a prefix and nothing else", async () => {
    const cache = new IsolateCache<string>(60_000);
    await cache.get("s1|menu", () => Promise.resolve("m1"));
    await cache.get("s1|unread", () => Promise.resolve("u1"));
    await cache.get("s2|menu", () => Promise.resolve("m2"));
    cache.forget("s1|");
    expect(await cache.get("s1|menu", () => Promise.resolve("fresh"))).toBe("fresh");
    expect(await cache.get("s1|unread", () => Promise.resolve("fresh"))).toBe("fresh");
    expect(await cache.get("s2|menu", () => Promise.resolve("fresh"))).toBe("m2");
  });
});

describe("session memo", () => {
  it("keeps each session's answers apart and forgets one session at a time", async () => {
    await sessionMemo("session-a", "menu:", 60_000, () => Promise.resolve("menu of a"));
    await sessionMemo("session-b", "menu:", 60_000, () => Promise.resolve("menu of b"));
    expect(await sessionMemo("session-a", "menu:", 60_000, () => Promise.resolve("again"))).toBe("menu of a");
    forgetSessionMemo("session-a");
    expect(await sessionMemo("session-a", "menu:", 60_000, () => Promise.resolve("reloaded"))).toBe("reloaded");
    expect(await sessionMemo("session-b", "menu:", 60_000, () => Promise.resolve("again"))).toBe("menu of b");
  });
});

describe("packed messages", () => {
  it("round-trip a dictionary through one string, parsed once per string", () => {
    const messages = { app: { name: "支付平台运营管理系统" } } as never;
    const packed = packMessages(messages);
    expect(typeof packed).toBe("string");
    const once = unpackMessages(packed);
    expect(once).toEqual(messages);
    expect(unpackMessages(packed)).toBe(once);
  });

  it("pass an unpacked dictionary through as it is", () => {
    const messages = { app: { name: "x" } } as never;
    expect(unpackMessages(messages)).toBe(messages);
  });
});
