/** The time range presets (ADR 018): calendar days in the tenant's zone, never a future day. */
import { describe, expect, it } from "vitest";
import { addDays, appliedCustomDays, dayIn, periodDays, periodOf } from "~/lib/period";

// 2026-11-25 00:30 in Shanghai is still 2026-11-24 in UTC.
const justAfterMidnight = new Date("2026-11-24T16:30:00Z");
const SH = "Asia/Shanghai";

describe("periodDays", () => {
  it("counts days in the tenant's zone, not the server's", () => {
    expect(dayIn(justAfterMidnight, SH)).toBe("2026-11-25");
    expect(dayIn(justAfterMidnight, "UTC")).toBe("2026-11-24");
    expect(periodDays("today", justAfterMidnight, SH)).toEqual({ from: "2026-11-25", to: "2026-11-25" });
  });

  it("gives yesterday, the last 7 and 30 days (today included) and this month", () => {
    expect(periodDays("yesterday", justAfterMidnight, SH)).toEqual({ from: "2026-11-24", to: "2026-11-24" });
    expect(periodDays("last7", justAfterMidnight, SH)).toEqual({ from: "2026-11-19", to: "2026-11-25" });
    expect(periodDays("last30", justAfterMidnight, SH)).toEqual({ from: "2026-10-27", to: "2026-11-25" });
    expect(periodDays("month", justAfterMidnight, SH)).toEqual({ from: "2026-11-01", to: "2026-11-25" });
    expect(periodDays("last7", new Date("2026-03-02T04:00:00Z"), SH)).toEqual({ from: "2026-02-24", to: "2026-03-02" });
  });

  it("never ends after today, and never starts after its end", () => {
    expect(periodDays("custom", justAfterMidnight, SH, { from: "2026-11-01", to: "2026-12-31" })).toEqual({
      from: "2026-11-01",
      to: "2026-11-25",
    });
    expect(periodDays("custom", justAfterMidnight, SH, { from: "2026-12-01" })).toEqual({
      from: "2026-11-25",
      to: "2026-11-25",
    });
    expect(periodDays("custom", justAfterMidnight, SH, { from: "2026-11-10", to: "2026-11-05" })).toEqual({
      from: "2026-11-05",
      to: "2026-11-05",
    });
    expect(periodDays("custom", justAfterMidnight, SH, {})).toEqual({ from: null, to: "2026-11-25" });
  });

  it("reads the URL: a preset, else custom when days are chosen, else today", () => {
    expect(periodOf("last7", {})).toBe("last7");
    expect(periodOf("", { from: "2026-11-01" })).toBe("custom");
    expect(periodOf(undefined, {})).toBe("today");
    expect(periodOf("forever", {})).toBe("today");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });
});

describe("appliedCustomDays", () => {
  it("keeps chosen days that are today or before, in order", () => {
    expect(appliedCustomDays(justAfterMidnight, SH, { from: "2026-11-01", to: "2026-11-25" })).toEqual({
      from: "2026-11-01",
      to: "2026-11-25",
      moved: null,
    });
    expect(appliedCustomDays(justAfterMidnight, SH, { from: "2026-11-01" })).toEqual({
      from: "2026-11-01",
      to: undefined,
      moved: null,
    });
    expect(appliedCustomDays(justAfterMidnight, SH, {})).toEqual({ from: undefined, to: undefined, moved: null });
  });

  it("moves days after today to today, and says so", () => {
    expect(appliedCustomDays(justAfterMidnight, SH, { from: "2026-11-26", to: "2026-12-03" })).toEqual({
      from: "2026-11-25",
      to: "2026-11-25",
      moved: "future",
    });
    expect(appliedCustomDays(justAfterMidnight, SH, { from: "2026-11-01", to: "2026-12-03" })).toEqual({
      from: "2026-11-01",
      to: "2026-11-25",
      moved: "future",
    });
    expect(appliedCustomDays(justAfterMidnight, SH, { from: "2026-12-01" })).toEqual({
      from: "2026-11-25",
      to: undefined,
      moved: "future",
    });
  });

  it("moves a start after its end to the end", () => {
    expect(appliedCustomDays(justAfterMidnight, SH, { from: "2026-11-10", to: "2026-11-05" })).toEqual({
      from: "2026-11-05",
      to: "2026-11-05",
      moved: "reversed",
    });
  });
});
