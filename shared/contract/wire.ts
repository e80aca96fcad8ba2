/**
 * The shapes the gateway's answers are made of (reference/backend-contract.md): the IPage of a
 * paged list, BladeX's null-to-empty values, ids, times, money as yuan text. A contract schema
 * declares the fields the console reads, as loose objects (a gateway may send more), tolerant of
 * what the console copes with and strict where a wrong type would show a wrong figure.
 */
import { z } from "zod";
import { YUAN_PATTERN } from "../money.ts";

/** A record: the fields named, any others let through. */
export const record = <S extends z.ZodRawShape>(fields: S) => z.looseObject(fields);

/** Text the console prints: a string, or null/absent (BladeX's null-to-empty sends ""). */
export const text = z.string().nullish();
/** Text the console needs: a string (maybe empty). */
export const str = z.string();
/** An id: Java's Long is sent as text by BladeX's serializer, a small number by some services. */
export const id = z.union([z.string(), z.number()]);
/** A count or a code the console compares: a number or its text (-1 is null-to-empty). */
export const count = z.union([z.number(), z.string().regex(/^-?\d+$/)]);
/** A number the console only shows or sorts by: a number or numeric text, maybe absent. */
export const numeric = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/), z.literal("")]).nullish();
/** A flag: 0/1 (number or text) or a boolean. */
export const flag = z.union([z.number(), z.string(), z.boolean()]).nullish();
/** `yyyy-MM-dd HH:mm:ss` or `yyyy-MM-dd` (GMT+8), or empty. */
export const time = z
  .string()
  .regex(/^(\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?)?$/)
  .nullish();
/** Money in yuan as text with at most two decimals ("12.30", "-0.05"): never a binary float. */
export const yuan = z.string().regex(YUAN_PATTERN);
/** Money in yuan that may be absent (null-to-empty ""). */
export const yuanOrEmpty = z.union([yuan, z.literal("")]).nullish();
/** Yuan text, or "" when there is no amount (null-to-empty): never null. */
export const yuanOrBlank = z.union([yuan, z.literal("")]);

/** A code or a value the console shows as text (a rate, a status, a type id): a string or a number, maybe absent. */
export const code = z.union([z.string(), z.number()]).nullish();
/** A count as the console computes with it: a number, or its text on the wire. */
export const tally = count.transform((value) => Number(value));
/** A percentage in % with two decimals ("98.50"). */
export const percent = z.string().regex(/^\d{1,3}\.\d{2}$/);
/** A rate in percent with at most four decimals ("0.38", "0.3850"), or "" when none. */
export const rateText = z.union([z.string().regex(/^\d{1,3}(\.\d{1,4})?$/), z.literal("")]);
/** A flag the console branches on (true, 1, "1", "true": yes; anything else, or absent: no). */
export const truth = flag.transform((value) => value === true || value === 1 || value === "1" || value === "true");

/** BladeX's `R.success` / `R.status`: data is `{}` (or null, or a boolean). */
export const done = z.union([z.looseObject({}), z.boolean(), z.null(), z.string()]).optional();

/** `R.data(null)` becomes `{}` ("暂无承载数据"): a detail that may be absent. */
export const maybe = <S extends z.ZodType>(schema: S) => z.union([schema, z.strictObject({}), z.null()]);

/** A list answered whole (a tree, a dictionary). */
export const list = <S extends z.ZodType>(item: S) => z.array(item);

/** MyBatis-Plus IPage: the records, the total; the page keys a gateway sends are let through. */
export const page = <S extends z.ZodType>(row: S) =>
  z.looseObject({
    records: z.array(row),
    total: z.union([z.number(), z.string().regex(/^\d+$/)]),
    size: count.optional(),
    current: count.optional(),
  });

/** A tree node: its fields and, recursively, its children (absent, null or a list). */
export function tree<S extends z.ZodRawShape>(fields: S) {
  const node: z.ZodType = z.lazy(() => z.looseObject({ ...fields, children: z.array(node).nullish() }));
  return node as z.ZodType<z.output<z.ZodObject<S>> & { children?: unknown[] | null }>;
}

/**
 * The paging parameters every paged list takes. `fields` (comma-separated record fields) asks for
 * sparse records: only what the caller reads, e.g. an export's columns (ADR 015). A gateway that
 * ignores it answers whole records, which read the same; the sandbox answers only those fields.
 */
export type Paging = {
  current?: number | string;
  size?: number | string;
  ascs?: string;
  descs?: string;
  fields?: string;
};

/** Keyset paging (an entry's `pagesAfter`): the records after the one whose key this is. */
export type AfterPaging = { after?: string };
