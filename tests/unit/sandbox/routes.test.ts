/**
 * The sandbox's routes, found in `services/<name>/routes.ts` (ADR 033, workers/sandbox/routes.ts):
 * every service folder mounts its routes, every contract entry is served, and no request path
 * falls on two routes, so the order they are found in never decides which one answers.
 */
import { describe, expect, it } from "vitest";
import { ALL_ENTRIES } from "../../../shared/contract/index.ts";
import type { Route } from "../../../workers/sandbox/core/env";
import { ROUTES } from "../../../workers/sandbox/routes";

const folderOf = (path: string) => path.split("/").at(-2)!;

/** Whether some request path falls on both patterns (`{name}` one segment, a trailing `/*` any non-empty rest). */
function overlap(a: string, b: string): boolean {
  const parts = (pattern: string) => {
    const rest = pattern.endsWith("/*");
    return { segments: (rest ? pattern.slice(0, -2) : pattern).split("/"), rest };
  };
  const [x, y] = [parts(a), parts(b)];
  const shared = Math.min(x.segments.length, y.segments.length);
  for (let i = 0; i < shared; i++) {
    const [s, t] = [x.segments[i]!, y.segments[i]!];
    if (s !== t && !s.includes("{") && !t.includes("{")) return false;
  }
  if (x.segments.length === y.segments.length) return x.rest === y.rest;
  // The shorter pattern reaches the longer one's further segments only through its `/*`.
  return x.segments.length < y.segments.length ? x.rest : y.rest;
}

describe("the sandbox's routes", () => {
  it("are mounted from every service folder", () => {
    const folders = new Set(Object.keys(import.meta.glob("../../../workers/sandbox/services/*/*.ts")).map(folderOf));
    const mounted = new Set(
      Object.keys(import.meta.glob("../../../workers/sandbox/services/*/routes.ts")).map(folderOf),
    );
    expect(folders.size).toBeGreaterThan(30);
    expect([...folders].filter((folder) => !mounted.has(folder))).toEqual([]);
  });

  it("serve every contract entry, each by one route", () => {
    const served = ROUTES.flatMap((route) => (route.entry ? [route.entry] : []));
    expect(ALL_ENTRIES.filter((entry) => !served.includes(entry)).map((entry) => entry.name)).toEqual([]);
    expect(served.length).toBe(new Set(served).size);
  });

  it("never put one request path and method on two routes", () => {
    const clashes: string[] = [];
    const label = (route: Route) => `${route.methods.join(",")} ${route.path}`;
    ROUTES.forEach((a, i) => {
      for (const b of ROUTES.slice(i + 1))
        if (a.methods.some((m) => b.methods.includes(m)) && overlap(a.path, b.path))
          clashes.push(`${label(a)} and ${label(b)}`);
    });
    expect(clashes).toEqual([]);
  });

  it("would see two routes on one path (the check itself)", () => {
    expect(overlap("/api/x/detail/{id}", "/api/x/detail/list")).toBe(true);
    expect(overlap("/sandbox/files/*", "/sandbox/files/upload/a.png")).toBe(true);
    expect(overlap("/sandbox/files/*", "/sandbox/files")).toBe(false);
    expect(overlap("/api/x/{id}/y", "/api/x/list/y")).toBe(true);
    expect(overlap("/api/x/detail/{id}", "/api/x/detail/{id}/more")).toBe(false);
    expect(overlap("/api/x/list", "/api/x/page")).toBe(false);
  });
});
