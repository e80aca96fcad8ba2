/**
 * The toll screens' server parts they share: a detail at `<path>/{id}` (the toll service's
 * form, spec §7) and the tenants to filter by (row dialogs: kit/server/row-ops.server).
 * Amounts are computed in integer fen by `~/lib/fen` (ADR 017: never floats).
 */
import { type AnyEntry, system } from "@contract";
import { type Loaded, settle, text } from "~/kit/server/page.server";
import type { Operator } from "~/server/auth.server";
import { MENU_TTL_MS, sessionMemo } from "~/server/session-memo.server";
import { visibleTenants } from "~/server/tenant.server";
import type { Choice } from "./toll";

/** One row from a detail entry at `…/detail/{id}` (not `?id=`); `{}` or null means not found. */
export function detailAt<Row>(
  operator: Operator,
  entry: AnyEntry,
  id: string,
  toRow: (raw: Record<string, unknown>) => Row | null,
): Promise<Loaded<Row | null>> {
  if (!id) return Promise.resolve({ value: null, error: null });
  return settle(
    operator.api
      .call(entry, { params: { id } })
      .then((value) =>
        value && typeof value === "object" && Object.keys(value).length > 0
          ? toRow(value as Record<string, unknown>)
          : null,
      ),
    null,
  );
}

/**
 * The tenants to filter by (system.tenant.select) as choices; none when they cannot
 * be had. The platform's operators get every tenant, any other tenant only itself: checked here
 * too, whatever the backend answers (a tenant never sees another's name).
 */
export function tenantChoices(operator: Operator): Promise<Choice[]> {
  return sessionMemo(operator.sessionId, "tenant-select", MENU_TTL_MS, async () =>
    visibleTenants(
      operator.record.tenantId,
      (await operator.api.call(system.tenant.select))
        .map((t) => ({ value: text(t.tenantId), label: text(t.tenantName) || text(t.tenantId) }))
        .filter((c) => c.value),
    ),
  ).catch(() => []);
}
