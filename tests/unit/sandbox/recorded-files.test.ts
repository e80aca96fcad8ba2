/**
 * The names of the sandbox's migration and seed files (ADR 033, workers/sandbox/core/recorded-files.ts):
 * every file of the folders follows the rule, no two share a number or a minute, no name is
 * recorded twice; and the rule refuses what it must.
 */
import { describe, expect, it } from "vitest";
import {
  fileNameProblems,
  MIGRATION_FOLDER,
  MONEY_SEED_FOLDER,
  type RecordedFolder,
  recordedFiles,
  recordedTwice,
  SEED_FOLDER,
} from "../../../workers/sandbox/core/recorded-files";

// Every file in each folder, whatever its name or kind (listed, never imported).
const FOLDERS: [RecordedFolder, Record<string, unknown>][] = [
  [MIGRATION_FOLDER, import.meta.glob("../../../workers/sandbox/migrations/*")],
  [SEED_FOLDER, import.meta.glob("../../../workers/sandbox/seeds/*")],
  [MONEY_SEED_FOLDER, import.meta.glob("../../../workers/sandbox/seeds/money/*")],
];
const fileNames = (files: Record<string, unknown>) => Object.keys(files).map((path) => path.split("/").pop()!);

describe("the sandbox's migration and seed files", () => {
  it("are named <yyyyMMddHHmm>_<name>.ts (or kept their number), no two sharing a number or a minute", () => {
    for (const [folder, files] of FOLDERS) {
      expect(fileNames(files).length, folder.path).toBeGreaterThanOrEqual(folder.numbered);
      expect(fileNameProblems(folder, fileNames(files))).toEqual([]);
    }
  });

  it("record no name twice, in any folder", () => {
    const names = FOLDERS.flatMap(([folder, files]) => recordedFiles(folder, files).map((file) => file.name));
    expect(recordedTwice(names)).toEqual([]);
  });
});

describe("the rule", () => {
  const check = (...files: string[]) => fileNameProblems(MIGRATION_FOLDER, files);

  it("takes a minute's timestamp and a snake_case name, and the numbers from before it", () => {
    expect(check("0001_init.ts", "0025_file_references.ts", "202611271530_coupons.ts", "202612312359_x2_y.ts")).toEqual(
      [],
    );
  });

  it("refuses a name off the pattern", () => {
    for (const file of [
      "202611271530-coupons.ts",
      "202611271530_Coupons.ts",
      "202611271530_coupon-codes.ts",
      "202611271530_coupons.sql",
      "20261127153_coupons.ts",
      "coupons.ts",
      "202611271530_.ts",
      "index.ts",
    ])
      expect(check(file), file).toEqual([`migrations/${file}: the name is not <yyyyMMddHHmm>_<snake_case_name>.ts`]);
  });

  it("refuses a new number: numbers end where the rule began", () => {
    expect(check("0026_coupons.ts")).toEqual([
      "migrations/0026_coupons.ts: numbers end at 0025: name a new file by the minute, <yyyyMMddHHmm>_<name>.ts",
    ]);
    expect(fileNameProblems(MONEY_SEED_FOLDER, ["0006_seed_v30_more.ts"])).toHaveLength(1);
  });

  it("refuses a timestamp that is no minute, or from before the rule", () => {
    for (const stamp of ["202613011200", "202602301200", "202611272400", "202611271260", "202511271200"])
      expect(check(`${stamp}_coupons.ts`)).toEqual([
        `migrations/${stamp}_coupons.ts: ${stamp} is not a minute (yyyyMMddHHmm, from 2026 on)`,
      ]);
  });

  it("refuses two files of a folder sharing a minute or a number", () => {
    expect(check("202611271530_coupons.ts", "202611271530_vouchers.ts")).toEqual([
      "migrations/202611271530_vouchers.ts: shares 202611271530 with 202611271530_coupons.ts; take the next free minute",
    ]);
    expect(check("0003_auto_lock.ts", "0003_other.ts")).toHaveLength(1);
  });

  it("orders numbers before timestamps, timestamps by minute, and records seeds apart from migrations", () => {
    const files = { "./202612010900_b.ts": 2, "./0002_seed_v2_shell.ts": 1, "./202611271530_a.ts": 3 };
    expect(recordedFiles(SEED_FOLDER, files)).toEqual([
      { name: "seed_v2_shell", module: 1 },
      { name: "seed_202611271530_a", module: 3 },
      { name: "seed_202612010900_b", module: 2 },
    ]);
    expect(recordedFiles(MIGRATION_FOLDER, { "./202611271530_a.ts": "sql" })).toEqual([
      { name: "202611271530_a", module: "sql" },
    ]);
    expect(() => recordedFiles(MIGRATION_FOLDER, { "./0026_a.ts": "sql" })).toThrow(/0026_a\.ts: numbers end at 0025/);
    expect(recordedTwice(["a", "b", "a", "a"])).toEqual(["a"]);
  });
});
