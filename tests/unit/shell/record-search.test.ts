/**
 * Search by number's pure rules (issue 34, ADR 041): which kinds a typed text is asked of (no
 * backend is asked a question that cannot match), and the records opened last (newest first,
 * each once, at most ten).
 */
import { describe, expect, it } from "vitest";
import { SEARCH_KINDS } from "~/screens/search/kinds.server";
import { MAX_RECENT_RECORDS, type RecentRecord, rememberRecord } from "~/lib/recent-records";

const askedFor = (q: string) => SEARCH_KINDS.filter((kind) => kind.applies(q)).map((kind) => kind.id);

describe("which kinds a text is asked of", () => {
  it("asks an order, refund or batch number of the number kinds only, never of names", () => {
    expect(askedFor("P20261128093000000123")).toEqual(["order", "refund", "device", "settleBatch"]);
    expect(askedFor("UMS202611280000012345")).toEqual(["order", "refund", "device", "settleBatch"]);
    expect(askedFor("JS20261128000001")).toEqual(["order", "refund", "device", "settleBatch"]);
  });

  it("asks a partner's number or a name of the partner kinds", () => {
    expect(askedFor("M10000001")).toEqual(["order", "refund", "merchant", "agent", "store", "device", "settleBatch"]);
    expect(askedFor("上海锦程")).toEqual(["merchant", "agent", "store"]);
    expect(askedFor("A0")).toEqual(["merchant", "agent", "store"]);
  });

  it("asks nothing of text that is no number or name", () => {
    for (const q of ["%", "_x", "a<b", "x".repeat(65), "' OR 1=1 --"]) expect(askedFor(q), q).toEqual([]);
  });
});

describe("the records opened last", () => {
  const record = (n: number): RecentRecord => ({
    href: `/a?dialog=view&id=${n}`,
    label: `#${n}`,
    screen: "A",
    i18n: "",
  });

  it("puts the one opened first, once, and keeps at most ten", () => {
    let list: RecentRecord[] = [];
    for (let n = 1; n <= 12; n++) list = rememberRecord(list, record(n));
    expect(list.map((r) => r.label)).toEqual(["#12", "#11", "#10", "#9", "#8", "#7", "#6", "#5", "#4", "#3"]);
    expect(list).toHaveLength(MAX_RECENT_RECORDS);
    list = rememberRecord(list, record(5));
    expect(list.map((r) => r.label).slice(0, 3)).toEqual(["#5", "#12", "#11"]);
    expect(list.filter((r) => r.label === "#5")).toHaveLength(1);
  });
});
