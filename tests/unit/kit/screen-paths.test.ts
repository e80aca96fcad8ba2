/**
 * Every described screen (app/screens/index.ts finds them in the screen folders) is served: its
 * path is a screen folder's with a route module (app/routes.ts serves each at its folder's path;
 * tests/unit/tooling/screen-folders.test.ts checks that side).
 */
import { describe, expect, it } from "vitest";
import { FORM_SCREENS, LIST_SCREENS } from "~/screens";

// Only the names: the route modules are not loaded.
const ROUTE_FILES = Object.keys(import.meta.glob("../../../app/screens/**/route.{ts,tsx}"));
const SERVED = new Set(
  ROUTE_FILES.map((file) => file.replace(/^.*\/app\/screens\//, "/").replace(/\/route\.tsx?$/, "")),
);

describe("every described screen", () => {
  const described = [...LIST_SCREENS, ...FORM_SCREENS];

  it("is found in the screen folders", () => {
    expect(described.length).toBeGreaterThan(60);
    expect(described.map((spec) => spec.path)).toContain("/orders/transactionOrder");
  });

  it("is served at its path by a screen folder's route module", () => {
    expect(described.filter((spec) => !SERVED.has(spec.path)).map((spec) => spec.path)).toEqual([]);
  });

  it("has one path of its own", () => {
    const paths = described.map((spec) => spec.path);
    expect(paths.filter((path, i) => paths.indexOf(path) !== i)).toEqual([]);
  });
});
