import type {
  Params,
  ShouldRevalidateFunction,
  UNSAFE_AssetsManifest as AssetsManifest,
  UNSAFE_RouteModules as RouteModules,
} from "react-router";

/** What these rules read of a route match and of the router's state. */
export type Match = {
  route: { id: string; lazy?: unknown; shouldRevalidate?: ShouldRevalidateFunction };
  params: Params;
};
export type RouterState = {
  location: { pathname: string; search: string };
  matches: Match[];
  loaderData: Record<string, unknown>;
};

/**
 * The `.data` URL a client navigation from `state` to `url` (its routes `next`) will fetch, worked
 * out as React Router 8.5's single fetch does (`getMatchesToLoad`, then its navigation strategy), so
 * a prefetch asks for the very same answer (ADR 038); null when no server loader runs.
 * A route reloads when it is new, has no data yet, or its `shouldRevalidate` does not say no (the
 * default for a GET navigation is yes); when one stays, `_routes` names those that reload.
 */
export function navigationDataUrl(state: RouterState, next: Match[], manifest: AssetsManifest, url: URL): URL | null {
  const currentUrl = new URL(`${state.location.pathname}${state.location.search}`, url.origin);
  const reload: string[] = [];
  let kept = false;
  next.forEach((match, index) => {
    const id = match.route.id;
    const route = manifest.routes[id];
    if (!route?.hasLoader) return;
    const current = state.matches[index];
    const isNew = Boolean(match.route.lazy) || current?.route.id !== id || !(id in state.loaderData);
    const revalidates =
      isNew ||
      match.route.shouldRevalidate?.({
        currentUrl,
        currentParams: state.matches[0]?.params ?? {},
        nextUrl: url,
        nextParams: next[0]?.params ?? {},
        defaultShouldRevalidate: true,
      }) !== false;
    // A client loader fetches its server data on its own; the others' request leaves it out.
    if (revalidates && !route.hasClientLoader) reload.push(id);
    else kept = true;
  });
  if (reload.length === 0) return null;
  const data = new URL(url);
  data.hash = "";
  data.pathname = data.pathname.endsWith("/") ? `${data.pathname}_.data` : `${data.pathname}.data`;
  // An empty `index` only tells a form which route it posts to; the router drops it.
  const index = data.searchParams.getAll("index").filter(Boolean);
  data.searchParams.delete("index");
  for (const value of index) data.searchParams.append("index", value);
  if (kept) data.searchParams.set("_routes", reload.join(","));
  return data;
}

/**
 * The scripts and styles of the routes in `next` not loaded yet: each route's module with every
 * module it imports (the manifest lists them all), so they can be asked for in one round rather
 * than as each import is found.
 */
export function routeAssets(next: Match[], manifest: AssetsManifest, loaded: RouteModules) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const { route } of next) {
    const entry = route.id in loaded ? undefined : manifest.routes[route.id];
    if (!entry) continue;
    for (const href of [entry.module, entry.clientLoaderModule, entry.clientActionModule, ...(entry.imports ?? [])])
      if (href) scripts.add(href);
    for (const href of entry.css ?? []) styles.add(href);
  }
  return { scripts: [...scripts], styles: [...styles] };
}
