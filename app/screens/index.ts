/**
 * Every described screen, found in the screen folders (each folder's `screen.ts`; issue 32): the
 * lists serve the kit's routes that find a screen by its path (导出), and both lists and forms are
 * checked by tests that must hold for each screen. A new screen folder is found here; nothing
 * lists it by hand.
 */
import type { AnyScreen, FormScreenSpec } from "~/kit/shared/screen";

type Described = AnyScreen | FormScreenSpec;

const modules = import.meta.glob<Record<string, unknown>>("./**/screen.ts", { eager: true });

function isDescriptor(value: unknown): value is Described {
  if (!value || typeof value !== "object") return false;
  const spec = value as Record<string, unknown>;
  return ["id", "path", "name", "menuCode", "texts"].every((key) => typeof spec[key] === "string");
}

/** A module's descriptors: those it exports, and those in a record it exports (DICTIONARIES.dict, .biz). */
function descriptorsOf(module: Record<string, unknown>): Described[] {
  return Object.values(module).flatMap((value) =>
    isDescriptor(value)
      ? [value]
      : value && typeof value === "object" && !Array.isArray(value)
        ? Object.values(value).filter(isDescriptor)
        : [],
  );
}

const DESCRIBED: readonly Described[] = [...new Set(Object.values(modules).flatMap(descriptorsOf))].sort((a, b) =>
  a.path.localeCompare(b.path),
);

const isList = (spec: Described): spec is AnyScreen => "columns" in spec;

export const LIST_SCREENS: readonly AnyScreen[] = DESCRIBED.filter(isList);
export const FORM_SCREENS: readonly FormScreenSpec[] = DESCRIBED.filter(
  (spec): spec is FormScreenSpec => !isList(spec),
);

export function listScreenAt(path: string): AnyScreen | null {
  return LIST_SCREENS.find((screen) => screen.path === path) ?? null;
}
