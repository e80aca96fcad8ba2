/**
 * What the platform's toll screens share (issue 16, ADR 017): the forms of the toll service's
 * amounts (its entries: contract `toll`). Money travels as yuan text and is checked as text: a
 * regex here, never a float (the page's `pattern` and the server's zod use the same source).
 */

/** Yuan above 0 with at most 2 decimals (up to 10 integer digits, no leading zeros). */
export const POSITIVE_YUAN = "[1-9]\\d{0,9}(\\.\\d{1,2})?|0\\.(0[1-9]|[1-9]\\d?)";
/** Yuan of 0 or more with at most 2 decimals. */
export const YUAN = "(0|[1-9]\\d{0,9})(\\.\\d{1,2})?";
/** A percentage above 0 and at most 100, with at most 4 decimals. */
export const PERCENT =
  "100(\\.0{1,4})?|[1-9]\\d?(\\.\\d{1,4})?|0\\.([1-9]\\d{0,3}|0[1-9]\\d{0,2}|00[1-9]\\d?|000[1-9])";

export type Choice = { value: string; label: string };

/** A choice's label, or the value itself when the list does not know it. */
export const labelOf = (choices: Choice[], value: string) => choices.find((c) => c.value === value)?.label ?? value;
