/**
 * The sandbox serves the console's wire contract (ADR 031): a route is made from its contract
 * entry (method and path, `{name}` segments matched), and an answer is typed by the entry's schema
 * (`answer(entry, data)`): what a service hands back is what the console checks, by construction.
 */
import { type AnyEntry, type Wire, pathMatcher } from "../../../shared/contract/index.ts";
import type { Handler, Route } from "./env";
import { ok } from "./http";

/** The route serving `entry`; `alsoMethods` where the gateway takes more than the console sends (logout: GET and POST). */
export function serve(entry: AnyEntry, handler: Handler, ...alsoMethods: string[]): Route {
  return { methods: [entry.method, ...alsoMethods], path: entry.path, handler, entry };
}

/** A contract group's entries (its subgroups left out), by name. */
type EntriesOf<G> = { [K in keyof G as G[K] extends AnyEntry ? K : never]: G[K] };

/**
 * The routes serving entries of one contract group, each by its handler (`{ list, detail: infoDetail }`),
 * in the order written: one route table names its group once.
 */
export function serveEach<G extends object>(group: G, handlers: { [K in keyof EntriesOf<G>]?: Handler }): Route[] {
  const entries = group as Record<string, AnyEntry>;
  return Object.entries(handlers as Record<string, Handler>).map(([name, handler]) => serve(entries[name]!, handler));
}

/** `R.data(x)` of an entry's answer, its shape checked by the compiler against the contract. */
export function answer<E extends AnyEntry>(_entry: E, data: Wire<E>): Response {
  return ok(data);
}

const MATCHERS = new Map<string, (path: string) => boolean>();

/** Does the request path fall on a contract path (`{name}` segments match one non-empty segment)? */
export function onContractPath(pattern: string, path: string): boolean {
  let matcher = MATCHERS.get(pattern);
  if (!matcher) MATCHERS.set(pattern, (matcher = pathMatcher(pattern)));
  return matcher(path);
}
