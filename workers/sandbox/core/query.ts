/**
 * SQL building blocks of the services' D1 reads: LIKE filters with the wildcards taken
 * literally, IN-list marks, a WHERE builder, MyBatis-Plus `ascs`/`descs` ordering through a
 * whitelist, and one IPage read (COUNT, then the page's rows), of any query or of a list's FROM and WHERE.
 */
import type { RouteContext } from "./env";
import { ok, page } from "./http";
import { askedFields, paging, sparseRecord } from "./request";

/** `column LIKE ?` with `\` escaping the wildcards of the bound value. */
export const LIKE = "LIKE ? ESCAPE '\\'";

/** The value with `\`, `%` and `_` escaped for `LIKE … ESCAPE '\'`. */
export const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%v%` for `LIKE ? ESCAPE '\'`. */
export const likeArg = (value: string): string => `%${escapeLike(value)}%`;

/** `?,?,?` for an IN list. */
export const marks = (n: number): string => Array.from({ length: n }, () => "?").join(",");

/** ` AND column LIKE ?` for each non-blank query parameter (name → column, prefixed by `alias`). */
export function likeFilters(
  params: URLSearchParams,
  columns: Record<string, string>,
  alias = "",
): { sql: string; binds: string[]; any: boolean } {
  let sql = "";
  const binds: string[] = [];
  for (const [name, column] of Object.entries(columns)) {
    const value = (params.get(name) ?? "").trim();
    if (!value) continue;
    sql += ` AND ${alias}${column} ${LIKE}`;
    binds.push(likeArg(value));
  }
  return { sql, binds, any: binds.length > 0 };
}

/** A WHERE clause under construction. */
export class Where {
  readonly parts: string[] = [];
  readonly binds: unknown[] = [];

  constructor(base: string, ...binds: unknown[]) {
    this.parts.push(base);
    this.binds.push(...binds);
  }

  add(sql: string, ...binds: unknown[]): this {
    this.parts.push(sql);
    this.binds.push(...binds);
    return this;
  }

  /** `column LIKE %value%` (any of the columns); blank values add nothing. */
  like(columns: string | string[], value: string | null): this {
    const v = (value ?? "").trim();
    if (!v) return this;
    const cols = Array.isArray(columns) ? columns : [columns];
    return this.add(`(${cols.map((c) => `${c} ${LIKE}`).join(" OR ")})`, ...cols.map(() => likeArg(v)));
  }

  /**
   * The searches' name-or-number rule: any of `names` LIKE %value%, or any of `numbers` by
   * prefix (value%); wildcards in the value are literal; a blank value adds nothing.
   */
  keyword(names: string[], numbers: string[], value: string | null | undefined): this {
    const v = (value ?? "").trim();
    if (!v) return this;
    const like = escapeLike(v);
    return this.add(
      `(${[...names, ...numbers].map((c) => `${c} ${LIKE}`).join(" OR ")})`,
      ...names.map(() => `%${like}%`),
      ...numbers.map(() => `${like}%`),
    );
  }

  /** `column = value`; blank values add nothing. */
  equal(column: string, value: string | null | undefined): this {
    const v = (value ?? "").trim();
    return v ? this.add(`${column} = ?`, v) : this;
  }

  get sql(): string {
    return `WHERE ${this.parts.join(" AND ")}`;
  }
}

/**
 * MyBatis-Plus `ascs` / `descs` (comma-separated field names) through a whitelist (camelCase
 * name → column): `column ASC|DESC` in the order asked, each column once; unknown names are
 * ignored. With `snakeCase` a column-style name (dept_name) counts as its camelCase field.
 */
export function requestedOrder(url: URL, whitelist: Record<string, string>, snakeCase = true): string[] {
  const lookup = (name: string): string | undefined => {
    const key = name.trim();
    if (Object.hasOwn(whitelist, key)) return whitelist[key];
    if (!snakeCase) return undefined;
    const camel = key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
    return Object.hasOwn(whitelist, camel) ? whitelist[camel] : undefined;
  };
  const parts: string[] = [];
  for (const [param, dir] of [
    ["ascs", "ASC"],
    ["descs", "DESC"],
  ] as const) {
    for (const name of (url.searchParams.get(param) ?? "").split(",")) {
      const column = lookup(name);
      if (column && !parts.some((p) => p.startsWith(`${column} `))) parts.push(`${column} ${dir}`);
    }
  }
  return parts;
}

/** ORDER BY terms: the requested order (`requestedOrder`), then `fallback`. */
export function orderBy(url: URL, whitelist: Record<string, string>, fallback: string, snakeCase = true): string {
  return [...requestedOrder(url, whitelist, snakeCase), fallback].join(", ");
}

/** One ORDER BY term: an expression and its direction. */
export type OrderTerm = readonly [expression: string, direction: "ASC" | "DESC"];

/**
 * `orderBy` as terms, for keyset paging (`afterWhere`): the requested order, then `fallback`, whose
 * last term must tell any two rows apart (a rowid). The terms already asked for are not repeated.
 */
export function orderTerms(
  url: URL,
  whitelist: Record<string, string>,
  fallback: readonly OrderTerm[],
  snakeCase = true,
): OrderTerm[] {
  const asked = requestedOrder(url, whitelist, snakeCase).map((part): OrderTerm => {
    const cut = part.lastIndexOf(" ");
    return [part.slice(0, cut), part.slice(cut + 1) === "ASC" ? "ASC" : "DESC"];
  });
  return [...asked, ...fallback.filter(([expression]) => !asked.some(([e]) => e === expression))];
}

export const orderSql = (terms: readonly OrderTerm[]): string => terms.map(([e, d]) => `${e} ${d}`).join(", ");

/**
 * Keyset paging (the contract's `after`, ADR 015): the rows after the anchor row in the order of
 * `terms`, given the anchor's value of each term. One row value comparison when every term runs
 * the same way (SQLite walks an index from the anchor on), else the usual expansion: after on the
 * first term, or equal on it and after on the next, and so on. Ties on a term are ordered by the
 * next, the last tells rows apart: no row is skipped or repeated.
 */
export function afterWhere(terms: readonly OrderTerm[], anchor: readonly unknown[]): { sql: string; binds: unknown[] } {
  const beyond = (direction: OrderTerm[1]) => (direction === "DESC" ? "<" : ">");
  if (terms.every(([, direction]) => direction === terms[0]![1])) {
    return {
      sql: `(${terms.map(([e]) => e).join(", ")}) ${beyond(terms[0]![1])} (${marks(terms.length)})`,
      binds: [...anchor],
    };
  }
  const alternatives = terms.map(([expression, direction], i) => ({
    sql: [...terms.slice(0, i).map(([e]) => `${e} = ?`), `${expression} ${beyond(direction)} ?`].join(" AND "),
    binds: [...anchor.slice(0, i), anchor[i]],
  }));
  return {
    sql: `(${alternatives.map((a) => `(${a.sql})`).join(" OR ")})`,
    binds: alternatives.flatMap((a) => a.binds),
  };
}

/**
 * A paged read: `count` (selecting `n`) and `rows` (without LIMIT), with their binds (`rowBinds`
 * when they differ). `rows` may place the page itself (given `LIMIT ? OFFSET ?`, e.g. inside a
 * subquery that picks the page's keys before the joins); its page binds then come last. `count`
 * null: the total is not counted (a page after a key: its caller has it from the first page).
 */
export interface PageQuery {
  count: string | null;
  rows: string | ((page: string) => string);
  binds: unknown[];
  rowBinds?: unknown[];
}

/** The records with only the fields the request asks for (`fields`), if it names them. */
export function sparse(records: unknown[], url: URL): unknown[] {
  const fields = askedFields(url);
  if (fields === null) return records;
  return records.map((record) =>
    record && typeof record === "object" ? sparseRecord(record as Record<string, unknown>, fields) : record,
  );
}

/** R.data(IPage): the total, then the page `current`/`size` asks for, mapped to its records (sparse when `fields` asks). */
export async function readPage<Row>(
  ctx: RouteContext,
  query: PageQuery,
  records: (rows: Row[]) => unknown[] | Promise<unknown[]>,
): Promise<Response> {
  const { current, size, offset } = paging(ctx.url);
  const total =
    query.count === null
      ? 0
      : ((await ctx.env.DB.prepare(query.count)
          .bind(...query.binds)
          .first<number>("n")) ?? 0);
  const rows = typeof query.rows === "function" ? query.rows("LIMIT ? OFFSET ?") : `${query.rows} LIMIT ? OFFSET ?`;
  const { results } = await ctx.env.DB.prepare(rows)
    .bind(...(query.rowBinds ?? query.binds), size, offset)
    .all<Row>();
  return ok(page(sparse(await records(results), ctx.url), total, current, size, query.count !== null));
}

/** A list: its rows `{rows} {where} ORDER BY {order}`, its total counted over `from` and the same WHERE. */
export interface ListQuery {
  /** The FROM the total is counted over (the rows' joins never change it). */
  from: string;
  /** The rows' `SELECT … FROM …`; default `SELECT * FROM {from}`. */
  rows?: string;
  where: Where;
  order: string;
}

/** R.data(IPage) of a list: `readPage` with the COUNT and the rows made from one FROM and WHERE. */
export function readListPage<Row>(
  ctx: RouteContext,
  { from, rows = `SELECT * FROM ${from}`, where, order }: ListQuery,
  records: (rows: Row[]) => unknown[] | Promise<unknown[]>,
): Promise<Response> {
  return readPage<Row>(
    ctx,
    {
      count: `SELECT COUNT(*) AS n FROM ${from} ${where.sql}`,
      rows: `${rows} ${where.sql} ORDER BY ${order}`,
      binds: where.binds,
    },
    records,
  );
}
