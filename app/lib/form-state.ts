/**
 * Helpers every form action shares: echo what was typed back (so a failed submission loses
 * nothing) and flatten a zod/Conform error map to one message per field.
 */
export function echoFields(formData: FormData, names: string[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of names) {
    const value = formData.get(name);
    if (typeof value === "string") fields[name] = value;
  }
  return fields;
}

export function firstErrors<T extends string = string>(
  error: Record<string, string[] | null> | null | undefined,
): Record<string, T> {
  const errors: Record<string, T> = {};
  for (const [field, messages] of Object.entries(error ?? {})) {
    if (field && messages?.[0]) errors[field] = messages[0] as T;
  }
  return errors;
}
