/**
 * For the org screens' edit forms: the backend keeps a field it is not sent, and saveForm drops
 * empty values (spec §5 form cleaning), so an emptied optional field would silently keep its
 * old value. These blanks go first in the payload (a typed value overrides them); fields the
 * operator's role may not change (disabled fields) are never blanked.
 */
import type { Operator } from "~/server/auth.server";

export function blanks(operator: Operator, menuCode: string, names: readonly string[]): Record<string, string> {
  const disabled = new Set(operator.record.permissions?.disabledFields ?? []);
  return Object.fromEntries(names.filter((name) => !disabled.has(`${menuCode}.${name}`)).map((name) => [name, ""]));
}
