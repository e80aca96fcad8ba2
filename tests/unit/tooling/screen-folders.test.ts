/**
 * A screen is one folder (issue 32): `app/screens/<path>/` holds its descriptor (`screen.ts`), its
 * route module (`route.tsx`) and its texts, and app/routes.ts serves every route module it finds
 * there at the folder's path. This fails when a screen folder is not served or when a screen's
 * texts lack their English twin (tests/unit/kit/screen-paths.test.ts: every descriptor's path is a folder's).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "../../../app/routes";

const SCREENS = new URL("../../../app/screens/", import.meta.url);
const FILES = readdirSync(SCREENS, { recursive: true, encoding: "utf8" }).map((file) => file.replaceAll("\\", "/"));
const isShared = (file: string) => file.split("/").some((part) => part.startsWith("_"));
const folderOf = (file: string) => file.split("/").slice(0, -1).join("/");
const read = (file: string) => readFileSync(new URL(file, SCREENS), "utf8");

function flatten(entries: RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
}

/** Every route app/routes.ts serves, by its module file: the path it is served at. */
const served = new Map(flatten(routes).map((entry) => [entry.file, entry.path ?? ""]));

describe("the screen folders", () => {
  const screenFolders = FILES.filter((file) => file.endsWith("/screen.ts") && !isShared(file)).map(folderOf);
  const routeFiles = FILES.filter((file) => /(^|\/)route\.tsx?$/.test(file) && !isShared(file));

  it("are found (the check itself sees the folders)", () => {
    expect(screenFolders.length).toBeGreaterThan(50);
    expect(screenFolders).toContain("orders/transactionOrder");
  });

  it("each hold a route module", () => {
    const without = screenFolders.filter((folder) => !routeFiles.some((file) => folderOf(file) === folder));
    expect(without).toEqual([]);
  });

  it("are each served at their folder's path, once", () => {
    const wrong = routeFiles.filter((file) => served.get(`screens/${file}`) !== folderOf(file));
    expect(wrong).toEqual([]);
  });

  it("keep their texts in both languages, the Chinese naming the namespace", () => {
    const texts = FILES.filter((file) => file.endsWith("/texts.zh.ts"));
    expect(texts.length).toBeGreaterThan(50);
    const wrong = texts.filter(
      (file) =>
        !existsSync(new URL(file.replace(/zh\.ts$/, "en.ts"), SCREENS)) ||
        !/^export const namespace = "\w+\.\w+";$/m.test(read(file)),
    );
    expect(wrong).toEqual([]);
  });
});
