/**
 * An answer checked against its entry: the value as the console reads it, or the first difference
 * named as an adopter and a log reader need it (`data.records[0].amount expected string, got
 * number`).
 */
import type { z } from "zod";
import type { AnyEntry, Answer } from "./define.ts";

export type Checked<E extends AnyEntry> = { ok: true; value: Answer<E> } | { ok: false; difference: string };

/** What a JSON value is, in the words of the difference. */
export function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (value === undefined) return "nothing";
  if (Array.isArray(value)) return "array";
  return typeof value;
}

function at(root: unknown, path: readonly PropertyKey[]): unknown {
  let node = root;
  for (const key of path) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

/** `data.records[0].amount` */
export function pathText(path: readonly PropertyKey[], root = "data"): string {
  return path.reduce<string>(
    (text, key) => (typeof key === "number" ? `${text}[${key}]` : `${text}.${String(key)}`),
    root,
  );
}

/** The deepest issue of a union (zod reports the union, not which branch came nearest). */
function innermost(issue: z.core.$ZodIssue): z.core.$ZodIssue {
  if (issue.code === "invalid_union" && issue.errors.length > 0) {
    const branches = issue.errors.map((errors) => errors[0]).filter((e): e is z.core.$ZodIssue => e !== undefined);
    const deepest = branches.sort((a, b) => b.path.length - a.path.length)[0];
    if (deepest && deepest.path.length > 0) return innermost({ ...deepest, path: [...issue.path, ...deepest.path] });
  }
  return issue;
}

/** The first issue in words. */
export function describe(issue: z.core.$ZodIssue, data: unknown, root = "data"): string {
  const first = innermost(issue);
  const where = pathText(first.path, root);
  const got = at(data, first.path);
  switch (first.code) {
    case "invalid_type":
      return `${where} expected ${first.expected}, got ${kindOf(got)}`;
    case "invalid_format":
      return `${where} expected ${first.format === "regex" ? "the format " + String((first as { pattern?: string }).pattern ?? "") : first.format}, got ${JSON.stringify(got)}`;
    case "invalid_union":
      return `${where} expected one of its shapes, got ${kindOf(got)} ${truncate(JSON.stringify(got))}`;
    case "invalid_value":
      return `${where} expected ${first.values.map((v) => JSON.stringify(v)).join(" or ")}, got ${truncate(JSON.stringify(got))}`;
    case "unrecognized_keys":
      return `${where} has unexpected keys ${first.keys.join(", ")}`;
    default:
      return `${where}: ${first.message}`;
  }
}

function truncate(text: string | undefined): string {
  if (text === undefined) return "nothing";
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** Why one value breaks its field's schema, named at its place (`data.records[3].amount expected string, got number`). */
export function valueDifference(schema: z.ZodType, value: unknown, path: readonly PropertyKey[]): string {
  const parsed = schema.safeParse(value);
  const issue = parsed.success ? undefined : parsed.error.issues[0];
  return issue ? describe(issue, value, pathText(path)) : `${pathText(path)} does not match`;
}

/** Checks `data` (the envelope's data) against the entry's schema. */
export function checkAnswer<E extends AnyEntry>(entry: E, data: unknown): Checked<E> {
  const parsed = entry.data.safeParse(data);
  if (parsed.success) return { ok: true, value: parsed.data as Answer<E> };
  const issue = parsed.error.issues[0];
  const root = entry.envelope ? "data" : "body";
  return { ok: false, difference: issue ? describe(issue, data, root) : `${root} does not match` };
}
