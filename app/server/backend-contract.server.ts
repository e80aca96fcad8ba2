/**
 * An answer checked against its contract entry (ADR 031, backend.server.ts): the whole value, or
 * an export's page for what the file needs; a difference is a contract mismatch.
 */
import { type AnyEntry, type Answer, checkAnswer, rowOf } from "@contract";
import { describe, kindOf, valueDifference } from "@contract/check.ts";
import { type FieldCheck, fieldCheck } from "@contract/field-check.ts";
import { z } from "zod";
import { BackendError } from "./backend-error.server";
import { readEnvelope } from "./backend-envelope.server";
import type { RawAnswer } from "./backend-exchange.server";
import { requestReference } from "./request-trace.server";

/**
 * An answer that breaks its entry's schema (ADR 031): logged by name with the first difference
 * and a reference; the operator reads spec §8's 网关错误 with that reference, never a wrong figure.
 */
export function contractMismatch(entry: AnyEntry, difference: string): BackendError {
  const reference = requestReference();
  console.error(`contract mismatch ${entry.name}: ${difference} (reference ${reference})`);
  return new BackendError(502, 502, `网关错误（参考号 ${reference}）`, {
    view: { key: "errors.contract", values: { reference } },
  });
}

/** The envelope's data, checked against the entry: the value as typed, or a contract mismatch thrown. */
export function readAnswer<E extends AnyEntry>(entry: E, answer: RawAnswer): Answer<E> {
  const data = readEnvelope<unknown>(answer);
  const checked = checkAnswer(entry, data);
  if (!checked.ok) throw contractMismatch(entry, checked.difference);
  return checked.value;
}

type ExportPlan = { page: z.ZodType; fields: [string, FieldCheck, z.ZodType][] };
const EXPORT_PLANS = new WeakMap<AnyEntry, Map<string, ExportPlan>>();

function exportPlan(entry: AnyEntry, row: z.ZodObject, fields: readonly string[]): ExportPlan {
  const key = fields.join(",");
  let plans = EXPORT_PLANS.get(entry);
  if (!plans) EXPORT_PLANS.set(entry, (plans = new Map()));
  let plan = plans.get(key);
  if (!plan) {
    const shape = row.shape as Record<string, z.ZodType>;
    plan = {
      // The records are checked below, one by one: zod would copy the list of a million.
      page: (entry.data as z.ZodObject).extend({ records: z.unknown() }),
      fields: fields
        .filter((field) => field in shape)
        .map((field) => [field, fieldCheck(shape[field]!), shape[field]!]),
    };
    plans.set(key, plan);
  }
  return plan;
}

/**
 * An export's page checked for what the file needs, not more (ADR 031): the page's shape and the
 * fields it writes, each by a plain predicate (a million rows, no record copied). The records come
 * back as the gateway sent them.
 */
export function readExportPage<E extends AnyEntry>(entry: E, data: unknown, fields: readonly string[]): Answer<E> {
  const row = rowOf(entry.data);
  if (!(row instanceof z.ZodObject)) {
    const checked = checkAnswer(entry, data);
    if (!checked.ok) throw contractMismatch(entry, checked.difference);
    return checked.value;
  }
  const plan = exportPlan(entry, row, fields);
  const page = plan.page.safeParse(data);
  if (!page.success) throw contractMismatch(entry, describe(page.error.issues[0]!, data));
  const records = (data as { records: unknown }).records;
  if (!Array.isArray(records)) throw contractMismatch(entry, `data.records expected array, got ${kindOf(records)}`);
  for (let i = 0; i < records.length; i++) {
    const record = records[i];
    if (record === null || typeof record !== "object")
      throw contractMismatch(
        entry,
        `data.records[${i}] expected object, got ${record === null ? "null" : typeof record}`,
      );
    for (const [field, check, schema] of plan.fields) {
      const value = (record as Record<string, unknown>)[field];
      if (!check(value)) throw contractMismatch(entry, valueDifference(schema, value, ["records", i, field]));
    }
  }
  return data as Answer<E>;
}
