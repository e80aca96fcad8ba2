/**
 * Form cleaning (spec §5): before a payload goes to the backend, strings are trimmed and
 * empty values are dropped, as are keys containing `$` (client-side bookkeeping), empty
 * arrays and undefined. Nested plain objects are cleaned the same way.
 */
type Plain = Record<string, unknown>;

function isPlainObject(value: unknown): value is Plain {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.getPrototypeOf(value) === Object.prototype
  );
}

export function cleanForm<T extends Plain>(form: T): Partial<T> {
  const cleaned: Plain = {};
  for (const [key, raw] of Object.entries(form)) {
    if (key.includes("$")) continue;
    const value = typeof raw === "string" ? raw.trim() : isPlainObject(raw) ? cleanForm(raw) : raw;
    if (value === undefined || value === null || value === "") continue;
    if (Array.isArray(value) && value.length === 0) continue;
    cleaned[key] = value;
  }
  return cleaned as Partial<T>;
}
