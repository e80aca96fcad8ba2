/**
 * What a Worker test reads as personal data in an answer (ADR 029): whole mainland mobiles
 * (1 + 10 digits), card numbers (16–19 digits from 3 to 6, the card schemes' first digits, with or
 * without spaces; row ids are 19 digits from 1) and ID card numbers (18 characters with a real birth
 * date, so a business licence number is none), each not next to other digits, letters or `*`.
 */
import { type Browser, location } from "../browser";

// Not inside a longer number, a word, a mask or a decimal (0.5362616681225463 is a ratio).
const BEFORE = String.raw`(?<![\dA-Za-z*]|\d\.)`;
const AFTER = String.raw`(?![\dA-Za-z*]|\.\d)`;
const PATTERNS: [kind: string, pattern: RegExp][] = [
  ["mobile", new RegExp(String.raw`${BEFORE}1[3-9]\d{9}${AFTER}`, "g")],
  ["card", new RegExp(String.raw`${BEFORE}[3-6]\d{3}(?:[ -]?\d{4}){3}(?:[ -]?\d{1,3})?${AFTER}`, "g")],
  [
    "idNumber",
    new RegExp(
      String.raw`${BEFORE}\d{6}(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dXx]${AFTER}`,
      "g",
    ),
  ],
];

export type Found = { kind: string; value: string };

/** Every whole mobile, card and ID number in a text (each once). */
export function personalIn(text: string): Found[] {
  const found = new Map<string, Found>();
  for (const [kind, pattern] of PATTERNS)
    for (const match of text.matchAll(pattern)) found.set(`${kind}:${match[0]}`, { kind, value: match[0] });
  return [...found.values()];
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** What the page shows a person: its text and its inputs' values (scripts, styles and hidden inputs left out). */
export function shownOn(html: string): string {
  const body = html
    .replace(/<script[\s\S]*?<\/script>/gi, "")
    .replace(/<style[\s\S]*?<\/style>/gi, "")
    .replace(/<input[^>]*type="hidden"[^>]*>/gi, "");
  const texts = [...body.matchAll(/>([^<]+)</g)].map((match) => decode(match[1]!));
  const values = [...body.matchAll(/<(?:input|textarea)[^>]*\svalue="([^"]*)"/g)].map((match) => decode(match[1]!));
  const areas = [...body.matchAll(/<textarea[^>]*>([^<]*)<\/textarea>/g)].map((match) => decode(match[1]!));
  return [...texts, ...values, ...areas].join("\n");
}

/**
 * The personal data a page's answer carries that the page does not show whole: in its HTML (the
 * serialized loader data included) or its `.data` (the same route's single-fetch answer).
 */
export function notShown(html: string, data: string): Found[] {
  const shown = shownOn(html);
  return [...personalIn(html), ...personalIn(data)].filter(
    (found, i, all) => !shown.includes(found.value) && all.findIndex((f) => f.value === found.value) === i,
  );
}

/** A route's `.data` URL (React Router's single fetch). */
export function dataUrl(path: string): string {
  const url = new URL(path, "https://x.invalid");
  return `${url.pathname.replace(/\/$/, "") || "/_root"}.data${url.search}`;
}

/** A page, following the redirects a screen makes to its own path (and no other); its final path and answer. */
export async function openPage(
  browser: Browser,
  path: string,
): Promise<{ path: string; status: number; html: string }> {
  let at = path;
  let response = await browser.get(at);
  for (let hops = 0; hops < 3 && response.status >= 300 && response.status < 400; hops += 1) {
    const next = location(response);
    if (new URL(next, "https://x.invalid").pathname !== new URL(at, "https://x.invalid").pathname) break;
    await response.arrayBuffer();
    at = next;
    response = await browser.get(at);
  }
  return { path: at, status: response.status, html: await response.text() };
}

/** A page and its `.data`, with what they carry that the page does not show whole. */
export async function leaksOf(
  browser: Browser,
  path: string,
): Promise<{ path: string; status: number; html: string; data: string; leaks: Found[] }> {
  const page = await openPage(browser, path);
  const data = page.status === 200 ? await (await browser.get(dataUrl(page.path))).text() : "";
  return { ...page, data, leaks: page.status === 200 ? notShown(page.html, data) : [] };
}

/** The first row of a list page (its id), if it has one. */
export const firstRowId = (html: string) => /<tr[^>]*data-row-id="([^"]+)"/.exec(html)?.[1] ?? null;
