/**
 * Personal data as it may leave the edge (issue 30, ADR 029): one rule per kind, pure, for the
 * console (its loaders, exports and pages) and the sandbox (its own files) alike.
 *
 * - `mobile`: the first 3 and last 4 characters, the rest one `*` each (spec §5: 138****0000).
 * - `bankCard` (bank card and account numbers): the first 4 and last 4 digits around four
 *   asterisks, as 结算记录 shows accounts (6222 **** 1548); spaces and dashes are dropped first.
 * - `idNumber` (ID card): the first 3 and last 4 characters, the rest one `*` each.
 * - `email`: the local part's first character, `***`, then `@domain` (a***@example.com).
 *
 * A value too short for its rule to hide at least four characters is all asterisks when it holds
 * a digit, and kept as it is otherwise (e.g. 未填写). A masked value masks to itself, so a value
 * the backend masked already stays as it was, or gets shorter.
 */

export const PERSONAL_KINDS = ["mobile", "bankCard", "idNumber", "email"] as const;
export type PersonalKind = (typeof PERSONAL_KINDS)[number];

export function isPersonalKind(kind: string): kind is PersonalKind {
  return (PERSONAL_KINDS as readonly string[]).includes(kind);
}

/** The fewest characters a mask hides; a shorter value is hidden whole. */
const MIN_HIDDEN = 4;

const hiddenWhole = (value: string) => (/\d/.test(value) ? "*".repeat(value.length) : value);

/** The first `head` and last `tail` characters kept, every other one a `*`. */
function keepEnds(value: string, head: number, tail: number): string {
  if (value.length < head + tail + MIN_HIDDEN) return hiddenWhole(value);
  return `${value.slice(0, head)}${"*".repeat(value.length - head - tail)}${value.slice(-tail)}`;
}

const trimmed = (value: unknown) => (typeof value === "string" ? value : value == null ? "" : String(value)).trim();

/** 138****0000 (spec §5). */
export function maskMobile(value: unknown): string {
  return keepEnds(trimmed(value), 3, 4);
}

/** 6222 **** 1548: the first and last four digits of a card or account number. */
export function maskBankCard(value: unknown): string {
  const compact = trimmed(value).replace(/[\s-]/g, "");
  if (compact.length < 8 + MIN_HIDDEN) return hiddenWhole(compact);
  return `${compact.slice(0, 4)} **** ${compact.slice(-4)}`;
}

/** 110***********1234: an ID card number's first 3 and last 4 characters. */
export function maskIdNumber(value: unknown): string {
  return keepEnds(trimmed(value).replace(/\s/g, ""), 3, 4);
}

/** a***@example.com: the local part's first character (none when it is a digit) and the domain. */
export function maskEmail(value: unknown): string {
  const email = trimmed(value);
  if (!email) return "";
  const at = email.lastIndexOf("@");
  const first = email.slice(0, 1);
  const kept = at === 0 || /[\d*]/.test(first) ? "" : first;
  return at < 0 ? `${kept}***` : `${kept}***${email.slice(at)}`;
}

const MASKS: Record<PersonalKind, (value: unknown) => string> = {
  mobile: maskMobile,
  bankCard: maskBankCard,
  idNumber: maskIdNumber,
  email: maskEmail,
};

/** A value masked by its kind's rule ("" for none). */
export function maskPersonal(kind: PersonalKind, value: unknown): string {
  return MASKS[kind](value);
}

/** Does the value look masked (a `*` where the rule put one)? A masked value never goes back to the backend as a new value. */
export const looksMasked = (value: unknown): boolean => typeof value === "string" && value.includes("*");

/*
 * Personal data inside free text (a log's parameters, a change log's before and after): ID card
 * numbers (with a real birth date), card numbers (16–19 digits from 3 to 6, the card schemes'
 * first digits; row ids start with 1), mainland mobiles and e-mail addresses, each masked by its rule.
 */
// Not inside a longer number, a word, a mask or a decimal.
const BEFORE = String.raw`(?<![\dA-Za-z*]|\d\.)`;
const AFTER = String.raw`(?![\dA-Za-z*]|\.\d)`;
const IN_TEXT: [RegExp, (value: string) => string][] = [
  [
    new RegExp(
      String.raw`${BEFORE}\d{6}(?:18|19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dXx]${AFTER}`,
      "g",
    ),
    maskIdNumber,
  ],
  [new RegExp(String.raw`${BEFORE}[3-6]\d{3}(?:[ -]?\d{4}){3}(?:[ -]?\d{1,3})?${AFTER}`, "g"), maskBankCard],
  [new RegExp(String.raw`${BEFORE}1[3-9]\d{9}${AFTER}`, "g"), maskMobile],
  [/[\w.+-]+@[A-Za-z\d-]+(?:\.[A-Za-z\d-]+)+/g, maskEmail],
];

/** What every pattern above needs somewhere in the text: 11 digits in a row, a card's 4-digit groups, or an @. */
const MAYBE_PERSONAL = /\d{11}|\d{4}[ -]\d{4}|@/;

export function maskFreeText(value: unknown): string {
  let text = typeof value === "string" ? value : value == null ? "" : String(value);
  // Most text (a URI, a method, a message) holds none: one scan instead of four replaces.
  if (!MAYBE_PERSONAL.test(text)) return text;
  for (const [pattern, mask] of IN_TEXT) text = text.replace(pattern, mask);
  return text;
}
