/**
 * What the partner screens' server parts share: a mobile field by spec §5's three messages (the
 * screen's own texts), a stored row read for the console's scope check (ADR 016), and a row
 * detail shown only when the scope holds it.
 */
import { z } from "zod";
import { fetchDetail, fetchPage, type Loaded } from "~/kit/server/page.server";
import type { ListQuery, PageOf } from "~/kit/shared/query";
import type { FormMessageView } from "~/lib/i18n";
import { mobileError } from "~/lib/mobile";
import type { Operator } from "~/server/auth.server";
import { BackendError } from "~/server/backend.server";
import { holds, loadPartnerScope, outOfPartnerScope, requireHeld, type ScopedRow } from "~/server/partner-scope.server";

/** A required mobile number; its messages are `<texts>.mobileRequired|mobileLength|mobileFormat`. */
export const mobileField = (texts: string) =>
  z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      const error = mobileError(value);
      if (error) ctx.addIssue({ code: "custom", message: `${texts}.${error}` });
    })
    .transform((value) => (value ?? "").trim());

/** A backend id (digits). */
export const backendId = z.string().trim().regex(/^\d{1,19}$/, "kit.validation.choice");

/**
 * The stored row, refused unless the operator's scope holds it (a 403 from the backend is the
 * same refusal). `owner`: "merchant" for rows below a merchant.
 */
export async function heldRow(operator: Operator, path: string, id: string, owner: "agent" | "merchant" = "merchant"): Promise<Record<string, unknown>> {
  if (!/^\d{1,19}$/.test(id)) throw outOfPartnerScope();
  const row = await operator.api.get<Record<string, unknown> | null>(path, { id }).catch((error: unknown) => {
    throw error instanceof BackendError && error.code === 403 ? outOfPartnerScope() : error;
  });
  const found = row && Object.keys(row).length > 0 ? (row as ScopedRow) : null;
  await requireHeld(operator, found, owner);
  return row as Record<string, unknown>;
}

/** A detail for a dialog: shown only when the scope holds it, else the scope's refusal. */
export async function heldDetail<Row extends ScopedRow>(
  operator: Operator,
  path: string,
  id: string,
  toRow: (raw: Record<string, unknown>) => Row | null,
): Promise<Loaded<Row | null>> {
  const loaded = await fetchDetail(operator, path, { id }, toRow);
  if (!loaded.value) return loaded;
  if (holds(await loadPartnerScope(operator), loaded.value, "merchant")) return loaded;
  return { value: null, error: { key: "scope.outOfScope" } as FormMessageView };
}

/** A list page with only the rows the scope holds (the backend answers no others; a row it should not have sent is never shown). */
export async function heldPage<Row extends ScopedRow>(
  operator: Operator,
  path: string,
  params: Record<string, string | number>,
  query: Pick<ListQuery, "current" | "size">,
  toRow: (raw: Record<string, unknown>) => Row | null,
): Promise<Loaded<PageOf<Row>>> {
  const [loaded, scope] = await Promise.all([fetchPage(operator, path, params, query, toRow), loadPartnerScope(operator)]);
  return { ...loaded, value: { ...loaded.value, records: loaded.value.records.filter((row) => holds(scope, row, "merchant")) } };
}
