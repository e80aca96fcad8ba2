/**
 * One label fallback (issue 32): a screen's label is its own text where it has one, else the
 * kit's common field text (`kit.fields.<name>`, app/kit/shared/labels.ts). A screen that writes
 * 创建时间 again is a second copy to keep in step; this holds the Chinese dictionary to at most
 * 10 % of strings that repeat one already written, and the English one to the same keys.
 */
import { describe, expect, it } from "vitest";
import { writtenDictionaries } from "~/locales";

// The console's own texts and every screen folder's (app/locales/screen-texts.ts), as written.
const { zh, en } = writtenDictionaries;

const MAX_REPEATED_SHARE = 0.1;

/**
 * Every leaf string with its dotted key, depth first in the dictionary's own order (stable). A part
 * several screens share by reference (flow's tasks for 我的待办 and 已办) is written once: with
 * `written`, it is walked once.
 */
function leaves(node: unknown, prefix = "", written?: Set<object>): [string, string][] {
  if (typeof node === "string") return [[prefix, node]];
  if (!node || typeof node !== "object" || written?.has(node)) return [];
  written?.add(node);
  return Object.entries(node).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key, written));
}

/** The keys whose value was already written under an earlier key. */
function repeats(entries: [string, string][]): [string, string][] {
  const seen = new Set<string>();
  return entries.filter(([, value]) => {
    if (seen.has(value)) return true;
    seen.add(value);
    return false;
  });
}

describe("the Chinese dictionary", () => {
  const all = leaves(zh, "", new Set());
  const repeated = repeats(all);
  const share = repeated.length / all.length;

  it("repeats at most 10 % of its strings", () => {
    console.info(
      `zh: ${all.length} strings, ${repeated.length} repeat one already written (${(share * 100).toFixed(1)} %)`,
    );
    expect(all.length).toBeGreaterThan(1000);
    expect(share).toBeLessThanOrEqual(MAX_REPEATED_SHARE);
  });

  it("has the same keys in English", () => {
    const keys = (entries: [string, string][]) => entries.map(([key]) => key).sort();
    expect(keys(leaves(en))).toEqual(keys(leaves(zh)));
  });
});
