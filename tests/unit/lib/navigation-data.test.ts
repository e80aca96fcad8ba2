/**
 * What a prefetch asks for (ADR 038): the `.data` URL a client navigation will fetch, as React
 * Router 8.5's single fetch builds it (the browser test checks the two agree on a real click), and
 * the scripts of the routes not loaded yet.
 */
import { describe, expect, it } from "vitest";
import type { ShouldRevalidateFunction, UNSAFE_AssetsManifest as AssetsManifest } from "react-router";
import { type Match, navigationDataUrl, routeAssets, type RouterState } from "~/lib/navigation-data";

const ORIGIN = "https://console.test";

function entry(id: string, extra: Partial<AssetsManifest["routes"][string]> = {}) {
  return {
    id,
    module: `/assets/${id}.js`,
    imports: [`/assets/${id}-part.js`, "/assets/base.js"],
    css: [],
    hasLoader: true,
    hasAction: false,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: false,
    clientActionModule: undefined,
    clientLoaderModule: undefined,
    clientMiddlewareModule: undefined,
    hydrateFallbackModule: undefined,
    ...extra,
  };
}

const manifest = (...routes: ReturnType<typeof entry>[]): AssetsManifest => ({
  entry: { module: "/assets/entry.js", imports: [] },
  routes: Object.fromEntries(routes.map((route) => [route.id, route])),
  url: "/assets/manifest.js",
  version: "1",
});

/** The root's rule: plain navigations keep its data unless `?lng=` changes. */
const rootRule: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.searchParams.get("lng") !== nextUrl.searchParams.get("lng");

const root: Match = { route: { id: "root", shouldRevalidate: rootRule }, params: {} };
const layout: Match = { route: { id: "layout" }, params: {} };
const screen = (id: string): Match => ({ route: { id }, params: {} });

const ON_DEPT: RouterState = {
  location: { pathname: "/system/dept", search: "" },
  matches: [root, layout, screen("dept")],
  loaderData: { root: {}, layout: {}, dept: {} },
};
const ALL = manifest(entry("root"), entry("layout"), entry("dept"), entry("mcc"));

const dataUrl = (state: RouterState, next: Match[], to: string, routes = ALL) =>
  navigationDataUrl(state, next, routes, new URL(to, ORIGIN))?.toString().slice(ORIGIN.length) ?? null;

describe("navigationDataUrl", () => {
  it("names the loaders that run when one stays (the root keeps its data on a plain click)", () => {
    expect(dataUrl(ON_DEPT, [root, layout, screen("mcc")], "/system/mcc")).toBe(
      "/system/mcc.data?_routes=layout%2Cmcc",
    );
  });

  it("asks for all, without _routes, when every loader runs", () => {
    expect(dataUrl(ON_DEPT, [root, layout, screen("mcc")], "/system/mcc?lng=en")).toBe("/system/mcc.data?lng=en");
  });

  it("reloads a route that is new at its place, has no data yet, or is still to be loaded", () => {
    const noRootData = { ...ON_DEPT, loaderData: { layout: {}, dept: {} } };
    expect(dataUrl(noRootData, [root, layout, screen("mcc")], "/system/mcc")).toBe("/system/mcc.data");
    const lazyRoot: Match = { route: { ...root.route, lazy: {} }, params: {} };
    expect(dataUrl(ON_DEPT, [lazyRoot, layout, screen("mcc")], "/system/mcc")).toBe("/system/mcc.data");
    const elsewhere = { ...ON_DEPT, matches: [screen("other"), layout, screen("dept")] };
    expect(dataUrl(elsewhere, [root, layout, screen("mcc")], "/system/mcc")).toBe("/system/mcc.data");
  });

  it("passes the route's shouldRevalidate both URLs and yes as the default", () => {
    const seen: Parameters<ShouldRevalidateFunction>[0][] = [];
    const watching: Match = { route: { id: "layout", shouldRevalidate: (args) => seen.push(args) > 0 }, params: {} };
    dataUrl(
      { ...ON_DEPT, location: { pathname: "/system/dept", search: "?page=2" } },
      [root, watching, screen("mcc")],
      "/system/mcc",
    );
    expect(seen).toHaveLength(1);
    expect(seen[0]!.currentUrl.href).toBe(`${ORIGIN}/system/dept?page=2`);
    expect(seen[0]!.nextUrl.href).toBe(`${ORIGIN}/system/mcc`);
    expect(seen[0]!.defaultShouldRevalidate).toBe(true);
  });

  it("leaves out routes without a server loader, and a client loader's (it fetches on its own)", () => {
    const routes = manifest(
      entry("root"),
      entry("layout", { hasLoader: false }),
      entry("mcc", { hasClientLoader: true }),
    );
    expect(dataUrl(ON_DEPT, [root, layout, screen("mcc")], "/system/mcc", routes)).toBe(null);
    const withLayout = manifest(entry("root"), entry("layout"), entry("mcc", { hasClientLoader: true }));
    expect(dataUrl(ON_DEPT, [root, layout, screen("mcc")], "/system/mcc", withLayout)).toBe(
      "/system/mcc.data?_routes=layout",
    );
  });

  it("writes the URL as the router does: no hash, `_.data` after a slash, empty index params dropped", () => {
    expect(dataUrl(ON_DEPT, [root, layout, screen("mcc")], "/system/mcc/?index&index=x&a=1#top")).toBe(
      "/system/mcc/_.data?a=1&index=x&_routes=layout%2Cmcc",
    );
  });
});

describe("routeAssets", () => {
  it("lists the modules and imports of the routes not loaded yet, each once", () => {
    const routes = manifest(entry("root"), entry("layout"), entry("mcc", { css: ["/assets/mcc.css"] }));
    const loaded = { root: { default: () => null }, layout: { default: () => null } };
    expect(routeAssets([root, layout, screen("mcc")], routes, loaded)).toEqual({
      scripts: ["/assets/mcc.js", "/assets/mcc-part.js", "/assets/base.js"],
      styles: ["/assets/mcc.css"],
    });
    const withClientLoader = manifest(entry("mcc", { clientLoaderModule: "/assets/mcc-client-loader.js" }));
    expect(routeAssets([screen("mcc")], withClientLoader, {}).scripts).toContain("/assets/mcc-client-loader.js");
  });
});
