/**
 * A field's schema as a plain predicate, for the exports (ADR 031): a million rows are checked for
 * the fields the file writes without zod copying each record. Covers what wire.ts is made of
 * (strings with or without a pattern, numbers, booleans, literals, unions, optional and nullable,
 * a transform's input); anything else falls back to the schema itself.
 */
import type { z } from "zod";

export type FieldCheck = (value: unknown) => boolean;

type Def = {
  type: string;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  values?: unknown[];
  in?: z.ZodType;
  checks?: unknown[];
};
type CheckDef = { check?: string; format?: string; pattern?: unknown };

const compiled = new WeakMap<z.ZodType, FieldCheck>();

function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

/**
 * The patterns of a string's `.regex()` checks (each check's own def holds its pattern), or null
 * when it has another check (a length, a format zod knows).
 */
function regexPatterns(def: Def): RegExp[] | null {
  const patterns: RegExp[] = [];
  for (const check of def.checks ?? []) {
    const { check: kind, format, pattern } = (check as { _zod: { def: CheckDef } })._zod.def;
    if (kind !== "string_format" || format !== "regex" || !(pattern instanceof RegExp)) return null;
    patterns.push(pattern);
  }
  return patterns;
}

function compile(schema: z.ZodType): FieldCheck {
  const def = defOf(schema);
  switch (def.type) {
    case "string": {
      const patterns = regexPatterns(def);
      // A check that is not a pattern (a length, a format zod knows): let zod say.
      if (!patterns) return (value) => schema.safeParse(value).success;
      if (patterns.length === 0) return (value) => typeof value === "string";
      const [only] = patterns;
      // Reset as zod tests it (a global pattern remembers where it stopped).
      if (patterns.length === 1)
        return (value) => typeof value === "string" && ((only!.lastIndex = 0), only!.test(value));
      return (value) =>
        typeof value === "string" && patterns.every((pattern) => ((pattern.lastIndex = 0), pattern.test(value)));
    }
    case "number":
      return def.checks?.length
        ? (value) => schema.safeParse(value).success
        : (value) => typeof value === "number" && Number.isFinite(value);
    case "boolean":
      return (value) => typeof value === "boolean";
    case "null":
      return (value) => value === null;
    case "undefined":
      return (value) => value === undefined;
    case "unknown":
    case "any":
      return () => true;
    case "literal": {
      const values = def.values ?? [];
      return (value) => values.includes(value);
    }
    case "optional": {
      // nullish (most of the wire's fields): one test, not two predicates deep.
      const innerDef = defOf(def.innerType!);
      if (innerDef.type === "nullable") {
        const inner = fieldCheck(innerDef.innerType!);
        return (value) => value == null || inner(value);
      }
      const inner = fieldCheck(def.innerType!);
      return (value) => value === undefined || inner(value);
    }
    case "nullable": {
      const inner = fieldCheck(def.innerType!);
      return (value) => value === null || inner(value);
    }
    case "union": {
      const options = (def.options ?? []).map(fieldCheck);
      return (value) => options.some((check) => check(value));
    }
    case "pipe":
      // A transform (tally, truth): what the wire must carry is its input's shape.
      return def.in ? fieldCheck(def.in) : (value) => schema.safeParse(value).success;
    default:
      return (value) => schema.safeParse(value).success;
  }
}

/** The predicate of a field's schema, compiled once per schema. */
export function fieldCheck(schema: z.ZodType): FieldCheck {
  let check = compiled.get(schema);
  if (!check) {
    check = compile(schema);
    compiled.set(schema, check);
  }
  return check;
}
