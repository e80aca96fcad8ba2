/**
 * Small helpers shared by the org routes (dept, dept design, region, user management,
 * common settings): fresh ids, LIKE escaping, MyBatis-Plus style ascs/descs, JSON bodies,
 * TreeNode forests and GMT+8 date parsing.
 */
import { envelope, json, paramMissing } from "./http";

/** A fresh 19-digit id (13-digit epoch ms + 6 random digits); never equal to a seedId. */
export function newId(): string {
  const buf = new Uint32Array(1);
  crypto.getRandomValues(buf);
  return `${Date.now()}${String(buf[0]! % 1_000_000).padStart(6, "0")}`;
}

/** `%v%` for `LIKE ? ESCAPE '\'`. */
export function likeArg(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export const LIKE = "LIKE ? ESCAPE '\\'";

/** `?,?,?` for an IN list. */
export const marks = (n: number): string => Array.from({ length: n }, () => "?").join(",");

/**
 * ORDER BY from `ascs` / `descs` (comma-separated camelCase or snake_case names) through a
 * whitelist (name → SQL column); unknown names are ignored. Falls back to `fallback`.
 */
export function orderBy(url: URL, whitelist: Record<string, string>, fallback: string): string {
  const parts: string[] = [];
  const lookup = (name: string): string | undefined => {
    const key = name.trim();
    if (!key) return undefined;
    if (Object.hasOwn(whitelist, key)) return whitelist[key];
    const camel = key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
    return Object.hasOwn(whitelist, camel) ? whitelist[camel] : undefined;
  };
  for (const [param, dir] of [["ascs", "ASC"], ["descs", "DESC"]] as const) {
    for (const name of (url.searchParams.get(param) ?? "").split(",")) {
      const column = lookup(name);
      if (column && !parts.some((p) => p.startsWith(`${column} `))) parts.push(`${column} ${dir}`);
    }
  }
  return parts.length ? `${parts.join(", ")}, ${fallback}` : fallback;
}

/** The JSON object body of a submit, or null when it is not a JSON object. */
export async function jsonBody(req: Request): Promise<Record<string, unknown> | null> {
  try {
    const parsed: unknown = await req.json();
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Spring's answer to an unreadable JSON body (HTTP 400). */
export function unreadable(): Response {
  return json(envelope(400, {}, "消息不能读取"), 400);
}

/** A ServiceException: HTTP 400, body code 400 with the message. */
export function serviceError(msg: string): Response {
  return json(envelope(400, {}, msg), 400);
}

/** A body field as a trimmed string; null when absent (undefined/null). Numbers are accepted. */
export function field(body: Record<string, unknown>, key: string): string | null {
  const value = body[key];
  if (value === undefined || value === null) return null;
  if (typeof value === "string") return value.trim();
  if (typeof value === "number" || typeof value === "bigint" || typeof value === "boolean") return String(value);
  return null;
}

/** An integer body field: undefined when absent or empty, NaN when not an integer. */
export function intField(body: Record<string, unknown>, key: string): number | undefined {
  const raw = field(body, key);
  if (raw === null || raw === "") return undefined;
  return /^-?\d+$/.test(raw) ? Number(raw) : Number.NaN;
}

/** `ids` style list: comma-separated, trimmed, unique, at most 500. */
export function idList(raw: string | null): string[] {
  return [...new Set((raw ?? "").split(",").map((s) => s.trim()).filter(Boolean))].slice(0, 500);
}

/** A required id list parameter: the ids, or the 400 a missing @RequestParam gets (none at all counts as missing). */
export function requiredIds(params: URLSearchParams, name: string): string[] | Response {
  const ids = idList(params.get(name));
  return ids.length > 0 ? ids : paramMissing(name);
}

export interface TreeNode {
  id: string;
  parentId: string;
  title: string;
  key: string;
  value: string;
  hasChildren: boolean;
  children?: TreeNode[];
}

/**
 * Builds a forest from flat nodes (already in display order): a node whose parent is not in
 * the list is a root. `children` is omitted when empty (@JsonInclude NON_EMPTY).
 */
export function forest<T extends { id: string; parentId: string; children?: T[] }>(nodes: T[]): T[] {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const roots: T[] = [];
  for (const node of nodes) {
    const parent = node.parentId !== node.id ? byId.get(node.parentId) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/** Parses `yyyy-MM-dd HH:mm:ss` or `yyyy-MM-dd` as GMT+8; null when malformed. */
export function parseDate(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/.exec(text);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4] ?? "0", m[5] ?? "0", m[6] ?? "0"].map(Number) as [number, number, number, number, number, number];
  const ms = Date.UTC(y, mo - 1, d, h, mi, s) - 8 * 3600_000;
  const back = new Date(ms + 8 * 3600_000);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return null;
  return ms;
}
