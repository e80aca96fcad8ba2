/**
 * Screen descriptors (kit/shared/screen.ts) and what the kit derives from them: every text a
 * descriptor names exists in both languages, every pattern is one both the server and the
 * browser's `pattern` attribute accept, and the server's whitelists, schemas and rows follow
 * the descriptor.
 */
import { describe, expect, it } from "vitest";
import { formSchema, readScreenQuery, rowReader } from "~/kit/server/described.server";
import { type AnyScreen, type FieldSpec, type FormScreenSpec, sortableOf, textKey } from "~/kit/shared/screen";
import { resources } from "~/locales";
import { mccScreen } from "~/screens/system/mcc/screen";
import { regionScreen } from "~/screens/system/region/screen";
import { FORM_SCREENS, LIST_SCREENS } from "~/screens";

function lookup(messages: unknown, key: string): unknown {
  return key
    .split(".")
    .reduce<unknown>(
      (node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined),
      messages,
    );
}

function fieldKeys(spec: Pick<AnyScreen, "texts">, name: string, field: FieldSpec): string[] {
  const names = [field.label ?? name, field.hint, field.placeholder, field.pattern?.message].filter((n): n is string =>
    Boolean(n),
  );
  const options = field.optionTexts ? (field.options ?? []).map((value) => `${field.optionTexts}.${value}`) : [];
  return [...names, ...options].map((n) => textKey(spec, n));
}

/** Every locale key a descriptor names. */
function keysOf(spec: AnyScreen | FormScreenSpec): string[] {
  const keys = Object.entries(spec.fields ?? {}).flatMap(([name, field]) => fieldKeys(spec, name, field));
  if (!("columns" in spec)) return keys;
  for (const [name, filter] of Object.entries(spec.filters ?? {})) {
    keys.push(textKey(spec, filter.label ?? name));
    if ("placeholder" in filter && filter.placeholder) keys.push(textKey(spec, filter.placeholder));
    if (filter.kind === "select" && filter.optionTexts)
      keys.push(...(filter.options ?? []).map((v) => textKey(spec, `${filter.optionTexts}.${v}`)));
  }
  for (const column of spec.columns) keys.push(textKey(spec, column.label ?? column.key));
  for (const item of spec.detail ?? []) {
    const name = typeof item === "string" ? item : item.name;
    keys.push(textKey(spec, (typeof item === "string" ? undefined : item.label) ?? spec.fields?.[name]?.label ?? name));
  }
  return keys;
}

// The dictionaries as read: a screen's own texts over the kit's common field texts (locales/common-texts.ts).
const zh = resources.zh.translation;
const en = resources.en.translation;

describe("every system screen's descriptor", () => {
  const all = [...LIST_SCREENS, ...FORM_SCREENS];

  it("names only texts that exist in Chinese and in English", () => {
    const missing = all.flatMap((spec) =>
      keysOf(spec).flatMap((key) =>
        [lookup(zh, key), lookup(en, key)].some((v) => typeof v !== "string") ? [`${spec.id}: ${key}`] : [],
      ),
    );
    expect(missing).toEqual([]);
    expect(all.flatMap(keysOf).length).toBeGreaterThan(150);
  });

  it("has patterns that the server (u) and the browser's pattern attribute (v) both compile", () => {
    const patterns = all.flatMap((spec) =>
      Object.values(spec.fields ?? {}).flatMap((field) => (field.pattern ? [field.pattern.source] : [])),
    );
    expect(patterns.length).toBeGreaterThanOrEqual(6);
    for (const source of patterns) {
      expect(() => new RegExp(`^(?:${source})$`, "u"), source).not.toThrow();
      expect(() => new RegExp(`^(?:${source})$`, "v"), source).not.toThrow();
    }
  });

  it("has unique ids and paths", () => {
    expect(new Set(all.map((spec) => spec.id)).size).toBe(all.length);
    expect(new Set(all.map((spec) => spec.path)).size).toBe(all.length);
  });
});

describe("what the server derives from a descriptor", () => {
  const request = (search: string) => new Request(`https://console.test${mccScreen.path}${search}`);

  it("reads only the descriptor's filters and sortable columns from the URL", () => {
    const query = readScreenQuery(
      mccScreen,
      request(`?name=${"x".repeat(80)}&mccCode=%205812%20&sort=remark&order=desc&evil=1`),
    );
    expect(query.filters).toEqual({ name: "", mccCode: "5812" });
    expect(query.sort).toBeNull();
    expect(sortableOf(mccScreen)).toEqual(["mccCode", "name", "sort"]);
    expect(readScreenQuery(mccScreen, request("?sort=sort&order=desc")).sort).toBe("sort");
  });

  it("validates a form with the descriptor's limits and messages", () => {
    const schema = formSchema(mccScreen);
    const bad = schema.safeParse({ mccCode: "58a2", name: "", sort: "-1", remark: "x".repeat(201) });
    expect(bad.success).toBe(false);
    const issues = Object.fromEntries((bad.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
    expect(issues).toMatchObject({
      mccCode: "system.mcc.codeFormat",
      name: "kit.validation.required",
      sort: "kit.validation.integer",
      remark: "kit.validation.tooLong",
    });
    expect(schema.parse({ mccCode: "5812", name: " 餐馆 ", sort: "3" })).toEqual({
      mccCode: "5812",
      name: "餐馆",
      sort: 3,
    });
  });

  it("reads rows by the descriptor: its key, null-to-empty text, and -1 as no number", () => {
    const toRegion = rowReader(regionScreen);
    expect(toRegion({ code: "11", name: "北京市", regionLevel: -1, sort: "2", remark: null })).toMatchObject({
      id: "11",
      code: "11",
      name: "北京市",
      regionLevel: null,
      sort: 2,
      remark: "",
    });
    expect(toRegion({ name: "no code" })).toBeNull();
  });
});
