/** The wire contract itself (ADR 031): every entry well formed, named once, probed safely. */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ALL_ENTRIES, type AnyEntry, entryNamed, rowOf, SERVICES } from "@contract";
import { checkAnswer } from "@contract/check.ts";
import { get, service, spec } from "@contract/define.ts";
import { page, record, text, yuan } from "@contract/wire.ts";

describe("the contract's entries", () => {
  it("holds every service with at least one entry, each named after its place", () => {
    for (const [name, tree] of Object.entries(SERVICES)) {
      const entries = ALL_ENTRIES.filter((entry) => entry.name.startsWith(`${name}.`));
      expect(entries.length, `service ${name}`).toBeGreaterThan(0);
      expect(Object.keys(tree).length).toBeGreaterThan(0);
    }
    for (const entry of ALL_ENTRIES) expect(entryNamed(entry.name)).toBe(entry);
  });

  it("declares each method and path once, on the gateway's service prefix", () => {
    const seen = new Map<string, string>();
    for (const entry of ALL_ENTRIES) {
      const key = `${entry.method} ${entry.path}`;
      expect(seen.get(key), `${entry.name} repeats ${seen.get(key)}`).toBeUndefined();
      seen.set(key, entry.name);
      expect(entry.path).toMatch(/^\/api\/cloud-[a-z-]+\/[\w./{}-]+$/);
    }
  });

  it("says where every path comes from, with a reason when assumed", () => {
    for (const entry of ALL_ENTRIES) {
      const source = Object.values(entry.source)[0] as string;
      expect(source.trim().length, entry.name).toBeGreaterThan(2);
    }
  });

  it("never lets the probe call a write or a file: only GETs are read, and what they wait on is a read", () => {
    for (const entry of ALL_ENTRIES) {
      if (entry.effect === "read") expect(entry.method, entry.name).toBe("GET");
      const probe = entry.probe;
      if (probe && "after" in probe) expect(probe.after().effect, entry.name).toBe("read");
    }
  });

  it("fills every path parameter a probe gives", () => {
    for (const entry of ALL_ENTRIES.filter((e) => e.path.includes("{") && e.effect === "read")) {
      const probe = entry.probe;
      expect(
        probe && ("after" in probe || "skip" in probe || "params" in probe),
        `${entry.name} needs its path parameters`,
      ).toBeTruthy();
    }
  });
});

describe("an answer checked against its entry", () => {
  const trade = service("example", {
    list: get("/api/cloud-example/list", page(record({ orderNo: z.string(), amount: yuan, remark: text })), {
      source: spec(),
    }),
  }).list as AnyEntry;

  it("passes what the schema says, other keys let through", () => {
    const data = {
      records: [{ orderNo: "P1", amount: "12.30", remark: null, extra: 1 }],
      total: 1,
      size: 20,
      current: 1,
    };
    const checked = checkAnswer(trade, data);
    expect(checked.ok).toBe(true);
    expect(checked.ok && (checked.value as typeof data).records[0]!.extra).toBe(1);
    expect(trade.pages).toBe(true);
    expect(rowOf(trade.data)).not.toBeNull();
  });

  it("names the first difference by its path, what was expected and what came", () => {
    const checked = checkAnswer(trade, { records: [{ orderNo: "P1", amount: 12.3 }], total: 1 });
    expect(checked).toEqual({ ok: false, difference: "data.records[0].amount expected string, got number" });
    const missing = checkAnswer(trade, { records: [{ amount: "1.00" }], total: 1 });
    expect(missing.ok === false && missing.difference).toBe("data.records[0].orderNo expected string, got nothing");
    const format = checkAnswer(trade, { records: [{ orderNo: "P1", amount: "12.345" }], total: 1 });
    expect(format.ok === false && format.difference).toMatch(
      /^data\.records\[0\]\.amount expected the format .*, got "12\.345"$/,
    );
    const page = checkAnswer(trade, { total: 1 });
    expect(page.ok === false && page.difference).toBe("data.records expected array, got nothing");
  });
});
