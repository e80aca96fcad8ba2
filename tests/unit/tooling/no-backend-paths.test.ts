/**
 * One wire contract (ADR 031): no backend path is written anywhere but shared/contract/ — not in
 * the console, not in the sandbox, not in the scripts.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = new URL("../../../", import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const path = join(dir, item.name);
    if (item.isDirectory()) return item.name === "node_modules" ? [] : sources(path);
    return /\.(ts|tsx|mjs|js)$/.test(item.name) ? [path] : [];
  });
}

describe("backend paths", () => {
  it("are written only in shared/contract/", () => {
    const files = ["app", "workers", "scripts", "shared"].flatMap((dir) => sources(join(ROOT, dir)));
    const offenders = files
      .map((path) => relative(ROOT, path))
      .filter((path) => !path.startsWith("shared/contract/"))
      .flatMap((path) =>
        readFileSync(join(ROOT, path), "utf8")
          .split("\n")
          .flatMap((line, i) => (line.includes("/api/cloud-") ? [`${path}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(offenders).toEqual([]);
  });
});
