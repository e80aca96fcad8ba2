/**
 * How a backend endpoint is declared, once, for the console (which calls it and checks its
 * answer), the sandbox (which serves it) and the probe an adopter runs against their gateway
 * (ADR 031). A service module (`system.ts`, `order.ts`, …) is a tree of entries made with
 * `get`/`post`/`del`; `service()` names each one after its place in the tree
 * (`system.mcc.list`).
 *
 * Imports inside shared/contract carry their `.ts` extension: the probe runs them in plain Node.
 */
import { z } from "zod";

export type Method = "GET" | "POST" | "DELETE";

/**
 * Where an entry's path and shape come from: the product spec's §7 (exact), the BladeX/Saber
 * source (a controller we follow), or our assumption with a one-line reason.
 */
export type Source = { spec: string } | { bladex: string } | { assumed: string };

export const spec = (where = "§7"): Source => ({ spec: where });
export const bladex = (controller: string): Source => ({ bladex: controller });
export const assumed = (reason: string): Source => ({ assumed: reason });

/**
 * What a call does. Only `read` entries are ever called by the probe; `write` changes data
 * (whatever its method: spec §7 has GETs that mark messages read); `file` answers a file (exports,
 * downloads) and is never probed either.
 */
export type Effect = "read" | "write" | "file";

export type Access = "token" | "public" | "skip";

/** How a request's body travels. */
export type BodyKind = "none" | "json" | "form" | "multipart";

/**
 * The probe's safe parameters for a read entry: fixed ones, or ones read from another read
 * entry's answer (a detail's id from its list's first record). `false` with a reason: the entry
 * cannot be called safely without knowing the gateway's data (it is reported as skipped).
 */
export type Probe =
  | { query?: Record<string, string>; params?: Record<string, string> }
  | {
      after: () => AnyEntry;
      pick: (data: unknown) => { query?: Record<string, string>; params?: Record<string, string> } | null;
      /** What to ask when the list answered no record (default: id 0, every path parameter 0): the "not found" answer is checked instead. */
      none?: { query?: Record<string, string>; params?: Record<string, string> };
    }
  | { skip: string };

/** Query parameters as the wire carries them. */
export type Scalar = string | number | boolean | null | undefined;
export type QueryShape = Record<string, Scalar>;

export interface Entry<Q = QueryShape, B = unknown, D extends z.ZodType = z.ZodType> {
  /** `service.group.entry`, set by `service()`. */
  readonly name: string;
  readonly method: Method;
  /** The path on the gateway; `{name}` segments are filled from `params`. */
  readonly path: string;
  readonly effect: Effect;
  readonly body: BodyKind;
  /** The answer's `data` inside the envelope (or, with `envelope: false`, the whole body). */
  readonly data: D;
  /** The answer comes in BladeX's `{code, success, data, msg}` envelope (false: the OAuth endpoints' raw answers). */
  readonly envelope: boolean;
  /** The answer pages (`records`, `total`). */
  readonly pages: boolean;
  /** The button permission (spec §4's codes) an operator needs; none: any signed-in operator. */
  readonly permission?: string;
  readonly source: Source;
  /**
   * `token`: an operator's token is needed (the default). `public`: on the gateway's skip list and
   * called without a token (sign-in, the tenant's theme). `skip`: on the skip list, yet called with
   * the token, and answering an unrecognised one with empty data (menu routes).
   */
  readonly access: Access;
  /**
   * A paged list that also pages by key (keyset paging, ADR 015): `after` (its query, the value of
   * this field of the last record seen) answers the `size` records that follow that one in the
   * list's order, read from an index; `current` is then ignored and the total not counted
   * (`searchCount: false`). What an export of a large list asks after its first page.
   */
  readonly pagesAfter?: string;
  readonly probe?: Probe;
  /** Type carriers only (never set): what a call sends. */
  readonly __query?: Q;
  readonly __body?: B;
}

/** Any entry, whatever it sends and answers (what it sends is only ever read, so `unknown` holds them all). */
export type AnyEntry = Entry<unknown, unknown, z.ZodType>;

/** What a call to `E` answers, as the console reads it. */
export type Answer<E extends AnyEntry> = z.output<E["data"]>;
/** What the sandbox must answer for `E` (before any coercion the schema applies). */
export type Wire<E extends AnyEntry> = z.input<E["data"]>;
/** The query parameters `E` takes. */
export type QueryOf<E extends AnyEntry> = NonNullable<E["__query"]>;
/** The body `E` takes. */
export type BodyOf<E extends AnyEntry> = NonNullable<E["__body"]>;

type Options<Q, B> = {
  /** The query parameters' type (`query: shape<{ id: string }>()`); the wire carries text. */
  query?: Q;
  /** The body's type (`bodyType: shape<{ ids: string }>()`). */
  bodyType?: B;
  body?: BodyKind;
  pages?: boolean;
  permission?: string;
  source: Source;
  effect?: Effect;
  access?: Access;
  envelope?: boolean;
  pagesAfter?: string;
  probe?: Probe;
};

/** A type given where a value is expected (the query or body an entry takes): nothing at run time. */
export const shape = <T>(): T => undefined as T;

function make<Q, B, D extends z.ZodType>(
  method: Method,
  path: string,
  data: D,
  options: Options<Q, B>,
): Entry<Q, B, D> {
  const effect = options.effect ?? (method === "GET" ? "read" : "write");
  return {
    name: "",
    method,
    path,
    effect,
    body: options.body ?? (method === "POST" ? "json" : "none"),
    data,
    pages: options.pages ?? rowOf(data) !== null,
    permission: options.permission,
    source: options.source,
    access: options.access ?? "token",
    envelope: options.envelope ?? true,
    ...(options.pagesAfter ? { pagesAfter: options.pagesAfter } : {}),
    probe: options.probe,
  };
}

/** A GET: `data` is the answer's `data` inside the envelope. */
export function get<D extends z.ZodType, Q extends QueryShape = QueryShape>(
  path: string,
  data: D,
  options: Options<Q, never>,
): Entry<Q, never, D> {
  return make("GET", path, data, options);
}

/** A POST: a JSON body unless `body` says otherwise. */
export function post<D extends z.ZodType, B = unknown, Q extends QueryShape = QueryShape>(
  path: string,
  data: D,
  options: Options<Q, B>,
): Entry<Q, B, D> {
  return make("POST", path, data, options);
}

/** A DELETE with query parameters. */
export function del<D extends z.ZodType, Q extends QueryShape = QueryShape>(
  path: string,
  data: D,
  options: Options<Q, never>,
): Entry<Q, never, D> {
  return make("DELETE", path, data, options);
}

/** A tree of entries: a service, or a group within one. */
export type EntryTree = { readonly [key: string]: AnyEntry | EntryTree };

function isEntry(node: AnyEntry | EntryTree): node is AnyEntry {
  return typeof (node as AnyEntry).method === "string" && typeof (node as AnyEntry).path === "string";
}

/** Names every entry of a service's tree after its place (`system.mcc.list`) and returns the tree. */
export function service<T extends EntryTree>(name: string, tree: T): T {
  const walk = (node: EntryTree, prefix: string) => {
    for (const [key, child] of Object.entries(node)) {
      const childName = `${prefix}.${key}`;
      if (isEntry(child)) (child as { name: string }).name = childName;
      else walk(child, childName);
    }
  };
  walk(tree, name);
  return tree;
}

/** Every entry of a tree, in declaration order. */
export function entriesOf(tree: EntryTree): AnyEntry[] {
  return Object.values(tree).flatMap((child) => (isEntry(child) ? [child] : entriesOf(child)));
}

/** The path with its `{name}` segments filled in (each value encoded as one segment). */
export function fillPath(entry: AnyEntry, params?: Record<string, string | number>): string {
  return entry.path.replace(/\{(\w+)\}/g, (_whole, key: string) => {
    const value = params?.[key];
    if (value === undefined || value === "") throw new Error(`${entry.name}: the path parameter ${key} is missing`);
    return encodeURIComponent(String(value));
  });
}

/** Does a request path fall on this entry's path (its `{name}` segments match any one non-empty segment)? */
export function pathMatcher(path: string): (candidate: string) => boolean {
  if (!path.includes("{")) return (candidate) => candidate === path;
  const pattern = new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\\?\{\w+\\?\}/g, "[^/]+")}$`);
  return (candidate) => pattern.test(candidate);
}

/** The record schema of a paged answer (`page(row)`), or null when the answer does not page. */
export function rowOf(data: z.ZodType): z.ZodType | null {
  if (!(data instanceof z.ZodObject)) return null;
  const records = (data.shape as Record<string, z.ZodType>).records;
  return records instanceof z.ZodArray ? (records.element as z.ZodType) : null;
}

/** The first record a list answered (a page's `records` or an array), or undefined. */
function firstOfAnswer(data: unknown): Record<string, unknown> | undefined {
  const records = Array.isArray(data) ? data : (data as { records?: unknown } | null)?.records;
  const first = Array.isArray(records) ? records[0] : undefined;
  return first && typeof first === "object" ? (first as Record<string, unknown>) : undefined;
}

/**
 * The probe of a detail: after `after()`'s list, its first record's `key` sent as `param` (in the
 * query, or in the path's `{param}`); skipped when the list answered no record.
 */
export function firstRecord(
  after: () => AnyEntry,
  param = "id",
  key = param,
  into: "query" | "params" = "query",
): Probe {
  return {
    after,
    none: { [into]: { [param]: "0" } },
    pick: (data) => {
      const value = firstOfAnswer(data)?.[key];
      return value === undefined || value === null || value === "" ? null : { [into]: { [param]: String(value) } };
    },
  };
}

/** The probe's `pick` for a detail: `?id=` of the first record a list answered; null when it answered none. */
export function firstId(data: unknown): { query: Record<string, string> } | null {
  const value = firstOfAnswer(data)?.id;
  return value === undefined || value === null || value === "" ? null : { query: { id: String(value) } };
}
