/**
 * Nothing a request waits on holds it past its budget (ADR 009): calls to the Durable Objects
 * fail with 请求超时 like backend calls, and the edge answers 504 once budget and grace are spent.
 */
import { describe, expect, it } from "vitest";
import { BackendError } from "~/server/backend.server";
import { boundedByBudget } from "~/server/bounded-stub.server";
import { withRequestDeadline } from "~/server/deadline.server";
import { answerWithin } from "~/server/last-resort.server";

const never = () => new Promise<never>(() => {});

const fakeStub = {
  id: "the-id",
  load: (value: number) => Promise.resolve(value * 2),
  hang: never,
};

describe("boundedByBudget: a Durable Object's calls within the request's budget", () => {
  it("passes answers and plain properties through", async () => {
    const stub = boundedByBudget(fakeStub, "fake");
    expect(stub.id).toBe("the-id");
    await expect(withRequestDeadline(1_000, () => stub.load(21))).resolves.toBe(42);
  });

  it("fails a call still waiting when the budget is spent with 请求超时 (408)", async () => {
    const stub = boundedByBudget(fakeStub, "fake", 0);
    const started = Date.now();
    const failure = await withRequestDeadline(60, () => stub.hang()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BackendError);
    expect((failure as BackendError).status).toBe(408);
    expect((failure as BackendError).message).toBe("请求超时");
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("still lets a call made once the budget is spent reach its object (a cleanup after a timeout)", async () => {
    const stub = boundedByBudget(fakeStub, "fake");
    await expect(withRequestDeadline(0, () => stub.load(1))).resolves.toBe(2);
  });

  it("bounds such a call by the grace, then 请求超时", async () => {
    const stub = boundedByBudget(fakeStub, "fake", 50);
    const started = Date.now();
    const failure = await withRequestDeadline(0, () => stub.hang()).catch((error: unknown) => error);
    expect((failure as BackendError).status).toBe(408);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe("answerWithin: the edge's last resort", () => {
  it("answers with the handler's response when it comes in time", async () => {
    const response = await answerWithin(
      1_000,
      Promise.resolve(new Response("ok")),
      new URL("https://c.test/main/index"),
    );
    expect(await response.text()).toBe("ok");
  });

  it("answers 504 in both languages, with a retry link on this origin, when nothing comes", async () => {
    const url = new URL("https://c.test//elsewhere.test/main.data");
    const response = await answerWithin(30, never(), url);
    expect(response.status).toBe(504);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const html = await response.text();
    expect(html).toContain("请求超时，请稍后重试");
    expect(html).toContain("The request timed out");
    expect(html).toContain('href="https://c.test//elsewhere.test/main"');
  });
});
