/**
 * A reviewer's decision (通过 / 驳回, 同意 / 退回): the result chosen from its values, and a note
 * that is optional, unless the result rejects: a rejection must say why.
 */
import { z } from "zod";

/** The result: one of `values`, else the screen's message asking for one. */
export const reviewResult = <const V extends readonly [string, ...string[]]>(values: V, message: string) =>
  z.enum(values, { error: message });

/** The note: trimmed, at most `max` characters, optional as a field (see rejectionNeedsNote). */
export const reviewNote = (max: number) => z.string().trim().max(max, "kit.validation.tooLong").optional();

/** A refinement: when `result` holds the rejecting value, the note named `note` is required (`message`). */
export function rejectionNeedsNote<T extends Record<string, unknown>>(
  result: keyof T & string,
  rejecting: string,
  note: keyof T & string,
  message: string,
) {
  return (value: T, ctx: z.RefinementCtx<T>) => {
    if (value[result] === rejecting && !value[note]) ctx.addIssue({ code: "custom", path: [note], message });
  };
}
