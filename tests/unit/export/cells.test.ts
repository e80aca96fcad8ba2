/**
 * An export's cells (ADR 015): cellReader reads each cell straight from the backend's record,
 * and answers exactly what reading every field, masking the row (maskOwnRow) and showing each
 * column (shownValue) answers, the way it was first written: on every described list, masked
 * and whole, over records of personal data, option values, names, numbers, codes and gaps.
 */
import { describe, expect, it } from "vitest";
import { fieldValue } from "~/kit/server/described.server";
import { cellReader, exportColumns, readFields } from "~/kit/server/export/export-cells.server";
import { maskOwnRow } from "~/kit/server/personal.server";
import { type AnyScreen, shownValue } from "~/kit/shared/screen";
import type { Translate } from "~/lib/i18n";
import { LIST_SCREENS } from "~/screens";

const t = ((key: string) => `«${key}»`) as unknown as Translate;

/** The reader as first written: every read field into a row, the row masked, each column shown. */
function referenceReader(spec: AnyScreen, mask: boolean) {
  const columns = exportColumns(spec, t);
  const fields = readFields(spec, columns);
  return (raw: Record<string, unknown>) => {
    const read: Record<string, unknown> = {};
    for (const name of fields) read[name] = fieldValue(spec.row[name] ?? "text", raw[name]);
    const row = mask ? maskOwnRow(spec, read) : read;
    return columns.map(({ key }) => shownValue(spec, (k) => t(k as never), row, key));
  };
}

/** A small deterministic generator: the same records on every run. */
function randomOf(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % n;
  };
}

const SOME_VALUES: unknown[] = [
  null,
  undefined,
  "",
  -1,
  0,
  42,
  "42",
  "1234.5",
  "-0.50",
  "13812345678",
  "call 13812345678 now",
  "110101199001011234",
  "6222 0212 3456 7890",
  "someone@example.com",
  "=SUM(A1)",
  "交易订单，合计",
  'a "quoted", line\r\nbreak',
  "2026-11-28 12:00:00",
  true,
];

function recordOf(spec: AnyScreen, fields: string[], pick: (n: number) => number): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const name of fields) {
    const options = (spec.fields?.[name]?.options ?? []) as unknown[];
    const kinds = Object.keys(spec.personalBy?.[name]?.kinds ?? {});
    const byValues = Object.values(spec.personalBy ?? {}).flatMap((p) => (p.by === name ? Object.keys(p.kinds) : []));
    const pool = [...SOME_VALUES, ...options, ...options, ...kinds, ...byValues, ...byValues];
    if (pick(7) > 0) record[name] = pool[pick(pool.length)];
  }
  return record;
}

describe("cellReader", () => {
  // Every list, not only those exporting today: a descriptor gains `export` in one line.
  const screens = LIST_SCREENS;

  it("covers lists with options, names from another field, personal kinds chosen by a field, free text", () => {
    expect(screens.some((spec) => Object.values(spec.fields ?? {}).some((f) => f?.nameFrom))).toBe(true);
    expect(screens.some((spec) => spec.personalBy)).toBe(true);
    expect(screens.some((spec) => Object.values(spec.row).includes("freeText"))).toBe(true);
  });

  for (const spec of screens) {
    it(`${spec.path}: the cells the row-by-row reading gave, masked and whole`, () => {
      const columns = exportColumns(spec, t);
      const fields = readFields(spec, columns);
      const pick = randomOf(spec.path.length * 7919);
      for (const mask of [true, false]) {
        const cells = cellReader(spec, columns, t, mask);
        const reference = referenceReader(spec, mask);
        for (let i = 0; i < 300; i++) {
          const record = recordOf(spec, fields, pick);
          expect(cells(record), JSON.stringify(record)).toEqual(reference(record));
        }
      }
    });
  }
});
