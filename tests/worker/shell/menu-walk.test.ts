/**
 * Every leaf of the administrator's menu (both top menus, as the menu search lists them) opens a
 * working screen, in Chinese and in English: an answer of 200 (not a redirect to /404 or /403,
 * not /500), not the old "being built" page, and no text that is an untranslated message key
 * (`system.mcc.name` shown as is) or an unfilled `{{placeholder}}`. Pages are read as the server
 * renders them: text and the attributes a person perceives (placeholder, title, labels, alt).
 */
import { beforeAll, describe, expect, it } from "vitest";
// The dictionaries themselves (not ~/locales, whose helpers bring React into this test runner).
import en from "~/locales/en/translation";
import { screenDictionary } from "~/locales/screen-texts";
import zh from "~/locales/zh/translation";
import { type Browser, location, signedInAs } from "../browser";
import { MONEY_SEED_TIMEOUT_MS, warmMoney } from "../warm-money";

interface Leaf {
  href: string;
  name: string;
}

// The console's own namespaces and the screens' areas (their texts are in the screen folders).
const TOP_KEYS = [...new Set([...Object.keys(zh), ...Object.keys(en), ...Object.keys(screenDictionary("zh"))])];
/** A message key as i18next shows it when it has no text: `area.screen.label` (a top key, then dotted words). */
const KEY_SHOWN = new RegExp(`(?<![\\w@/.:-])(?:${TOP_KEYS.join("|")})\\.[A-Za-z][\\w]*(?:\\.[\\w]+)*(?![\\w/-])`, "g");
const PERCEIVED_ATTRIBUTES = /\s(?:placeholder|title|aria-label|aria-description|alt)="([^"]*)"/g;

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** What a person reads on the page: text between tags and the perceived attributes, scripts and styles left out. */
function perceivedText(html: string): string[] {
  const body = html.replace(/<script[\s\S]*?<\/script>/gi, "").replace(/<style[\s\S]*?<\/style>/gi, "");
  const texts = [...body.matchAll(/>([^<]+)</g)].map((match) => decode(match[1]!).trim()).filter(Boolean);
  const attributes = [...body.matchAll(PERCEIVED_ATTRIBUTES)].map((match) => decode(match[1]!).trim()).filter(Boolean);
  return [...texts, ...attributes];
}

/** The problems a page shows: untranslated keys and unfilled placeholders. */
function untranslated(html: string): string[] {
  const found = new Set<string>();
  for (const text of perceivedText(html)) {
    for (const match of text.matchAll(KEY_SHOWN)) found.add(match[0]);
    if (/\{\{\s*\w+\s*\}\}/.test(text)) found.add(text);
  }
  return [...found];
}

const withLanguage = (href: string, language: "zh" | "en") =>
  language === "zh" ? href : `${href}${href.includes("?") ? "&" : "?"}lng=${language}`;

/**
 * A leaf's page, following the redirects a screen makes to its own path (对账单 adds its default
 * days to the URL), and no other: a redirect elsewhere (/404, /403, /login) is the answer.
 */
async function open(path: string): Promise<Response> {
  let response = await admin.get(path);
  for (let hops = 0; hops < 3 && response.status >= 300 && response.status < 400; hops += 1) {
    const next = location(response);
    if (new URL(next, "https://x.invalid").pathname !== new URL(path, "https://x.invalid").pathname) break;
    response = await admin.get(next);
  }
  return response;
}

let admin: Browser;
let leaves: Leaf[];

beforeAll(async () => {
  await warmMoney();
  admin = await signedInAs("admin", "admin");
  const response = await admin.get("/shell/search-index");
  expect(response.status).toBe(200);
  leaves = ((await response.json()) as Leaf[]).filter((leaf) => leaf.href.startsWith("/"));
}, MONEY_SEED_TIMEOUT_MS);

describe("every leaf of the administrator's menu", () => {
  it("the check itself finds a key shown as is and an unfilled placeholder, and not ordinary text", () => {
    expect(untranslated('<p>system.mcc.name</p><input placeholder="kit.filters.search">')).toEqual([
      "system.mcc.name",
      "kit.filters.search",
    ]);
    expect(untranslated("<span>共 {{count}} 条</span>")).toEqual(["共 {{count}} 条"]);
    expect(
      untranslated(
        '<p>admin@system.example 于 2026-11-26 12:00 登录</p><a href="/system/mcc">MCC管理</a><script>var a="kit.x"</script>',
      ),
    ).toEqual([]);
  });

  it("is a long list: both top menus, every group", () => {
    expect(leaves.length).toBeGreaterThan(40);
    for (const href of ["/main/index", "/system/mcc", "/orders/transactionOrder", "/log/api"]) {
      expect(leaves.map((leaf) => leaf.href)).toContain(href);
    }
  });

  for (const language of ["zh", "en"] as const) {
    it(
      `opens each one as a working screen in ${language}`,
      async () => {
        const problems: string[] = [];
        for (const leaf of leaves) {
          const response = await open(withLanguage(leaf.href, language));
          const html = await response.text();
          if (response.status !== 200) {
            problems.push(`${leaf.href} (${leaf.name}): HTTP ${response.status} ${location(response)}`);
            continue;
          }
          if (html.includes('data-screen="being-built"'))
            problems.push(`${leaf.href} (${leaf.name}): the "being built" page`);
          const keys = untranslated(html);
          if (keys.length) problems.push(`${leaf.href} (${leaf.name}): untranslated ${keys.slice(0, 5).join(", ")}`);
        }
        expect(problems).toEqual([]);
      },
      MONEY_SEED_TIMEOUT_MS,
    );
  }
});
