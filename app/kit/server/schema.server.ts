/**
 * The field schemas every entity form uses, with the kit's locale keys as messages (the page
 * translates them; a backend message is shown as it came).
 */
import { z } from "zod";
import { mobileError } from "~/lib/mobile";

const REQUIRED = "kit.validation.required";
const TOO_LONG = "kit.validation.tooLong";

/** A required text field, trimmed, at most `max` characters. */
export const requiredText = (max: number) => z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, TOO_LONG);

/** A required value of a given form, trimmed (a dictionary's key, a code); `message` when it has another form. */
export const requiredMatching = (form: RegExp, message: string = REQUIRED) =>
  z.string({ error: REQUIRED }).trim().regex(form, message);

/** An optional text field; empty means "not given". */
export const optionalText = (max: number) => z.string().trim().max(max, TOO_LONG).optional();

/** A display order: a whole number 0–99999, optional. */
export const sortNumber = z.coerce
  .number({ error: "kit.validation.integer" })
  .int("kit.validation.integer")
  .min(0, "kit.validation.integer")
  .max(99_999, TOO_LONG)
  .optional();

/** A backend id (digits), e.g. a chosen merchant or store. */
export const backendId = z
  .string()
  .trim()
  .regex(/^\d{1,19}$/, "kit.validation.choice");

/** A row id from the URL or a hidden field. */
export const rowIdField = z.string().regex(/^[\w.-]{1,64}$/, "kit.validation.format");

/** One of the given values. */
export const choice = <T extends string>(values: readonly [T, ...T[]]) =>
  z.enum(values, { error: "kit.validation.choice" });

/**
 * A mobile number by spec §5's rule, its three messages (mobileRequired, mobileLength,
 * mobileFormat) named under the screen's `texts`; trimmed.
 */
export function mobileField(texts: string) {
  return z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      const error = mobileError(value);
      if (error) ctx.addIssue({ code: "custom", message: `${texts}.${error}` });
    })
    .transform((value) => (value ?? "").trim());
}
