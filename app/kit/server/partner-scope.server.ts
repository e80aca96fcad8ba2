/**
 * The partner network's data scope, checked again by the console (ADR 016; the backend enforces
 * it first). An agent's operator sees that agent's subtree and what hangs under it; a merchant's
 * operator sees that merchant and what hangs under it; platform staff see the tenant. Who the
 * operator is in the network comes from their own detailInfo (agentId / merchantId), kept per
 * session like the menus. Every partner row the backend answers carries `agentPath` (the agent
 * ids from the top down to its owner) and, below a merchant, `merchantId`: a row the scope does
 * not hold is refused as the backend refuses it, never shown.
 */
import { type AnyEntry, type EntryName, toEntry, user } from "@contract";
import { ActionRefused } from "./action.server";
import { type ActionOptions, rowReader, screenParams } from "./described.server";
import { fetchDetail, fetchPage, type Loaded, text } from "./page.server";
import type { ListQuery, PageOf } from "~/kit/shared/query";
import type { RowSpec, ScreenSpec } from "~/kit/shared/screen";
import type { Operator } from "~/server/auth.server";
import { BackendError } from "~/server/backend.server";
import { MENU_TTL_MS, sessionMemo } from "~/server/session-memo.server";

export type PartnerScope =
  { kind: "platform" } | { kind: "agent"; agentId: string } | { kind: "merchant"; merchantId: string };

/** The backend's words for a row outside the scope (its code 403). */
export const PARTNER_OUT_OF_SCOPE_KEY = "scope.outOfScope";

export function loadPartnerScope(operator: Operator): Promise<PartnerScope> {
  const userId = operator.record.user.userId;
  return sessionMemo(operator.sessionId, "partner-scope", MENU_TTL_MS, async () => {
    const me = await operator.api.call(user.detailInfo, { query: { id: userId } });
    const agentId = me && "agentId" in me ? text(me.agentId) : "";
    const merchantId = me && "merchantId" in me ? text(me.merchantId) : "";
    if (agentId) return { kind: "agent", agentId };
    if (merchantId) return { kind: "merchant", merchantId };
    return { kind: "platform" };
  });
}

/** A partner row as far as the scope reads it. */
export type ScopedRow = { agentPath?: unknown; merchantId?: unknown; id?: unknown };

/**
 * Does the scope hold this row? `owner` says what the row is: an agent (its own id ends its
 * path), or something below a merchant (a merchant itself passes its id as `merchantId`).
 */
export function holds(scope: PartnerScope, row: ScopedRow, owner: "agent" | "merchant"): boolean {
  if (scope.kind === "platform") return true;
  if (scope.kind === "agent") return text(row.agentPath).split(",").includes(scope.agentId);
  return owner === "merchant" && text(row.merchantId) === scope.merchantId;
}

export function outOfPartnerScope(): ActionRefused {
  return new ActionRefused({ key: PARTNER_OUT_OF_SCOPE_KEY });
}

/** Refuses (as the backend would) unless the scope holds the row. */
export async function requireHeld(
  operator: Operator,
  row: ScopedRow | null,
  owner: "agent" | "merchant",
): Promise<void> {
  if (!row || !holds(await loadPartnerScope(operator), row, owner)) throw outOfPartnerScope();
}

/**
 * A stored row by id from a detail entry, refused unless the scope holds it: the backend's own
 * 403 and the console's check give the same answer. For the check before a change.
 */
export async function storedHeld(
  operator: Operator,
  entry: AnyEntry | EntryName,
  id: string,
  owner: "agent" | "merchant" = "agent",
): Promise<Record<string, unknown>> {
  if (!/^\d{1,19}$/.test(id)) throw outOfPartnerScope();
  const stored = await (
    operator.api.call(toEntry(entry), { query: { id } }) as Promise<Record<string, unknown> | null>
  ).catch((error: unknown) => {
    throw error instanceof BackendError && error.code === 403 ? outOfPartnerScope() : error;
  });
  await requireHeld(operator, stored && Object.keys(stored).length > 0 ? stored : null, owner);
  return stored!;
}

/** A detail the kit loaded, shown only when the scope holds it (the refusal in its place). */
export async function heldDetail<Row extends ScopedRow>(
  operator: Operator,
  loaded: Loaded<Row | null>,
  owner: "agent" | "merchant" = "agent",
): Promise<Loaded<Row | null>> {
  if (!loaded.value || holds(await loadPartnerScope(operator), loaded.value, owner)) return loaded;
  return { value: null, error: { key: PARTNER_OUT_OF_SCOPE_KEY } };
}

/** A row's detail (`?id=`) from its detail entry, shown only when the scope holds it (the dialog's row, and 查看完整's, ADR 029). */
export async function fetchHeldDetail<Row extends ScopedRow>(
  operator: Operator,
  entry: AnyEntry | EntryName,
  id: string,
  toRow: (raw: Record<string, unknown>) => Row | null,
  owner: "agent" | "merchant" = "agent",
): Promise<Loaded<Row | null>> {
  return heldDetail(operator, await fetchDetail(operator, entry, { id }, toRow), owner);
}

/** A list page with only the rows the scope holds (the backend answers no others; a row it should not have sent is never shown). */
export async function heldPage<Row extends ScopedRow>(
  operator: Operator,
  entry: AnyEntry | EntryName,
  params: Record<string, string | number>,
  query: Pick<ListQuery, "current" | "size">,
  toRow: (raw: Record<string, unknown>) => Row | null,
  owner: "agent" | "merchant" = "merchant",
): Promise<Loaded<PageOf<Row>>> {
  const [loaded, scope] = await Promise.all([
    fetchPage(operator, entry, params, query, toRow),
    loadPartnerScope(operator),
  ]);
  return {
    ...loaded,
    value: { ...loaded.value, records: loaded.value.records.filter((row) => holds(scope, row, owner)) },
  };
}

/**
 * A partner screen's own entries within the scope, as the kit's loader and action take them: its
 * list with only the rows the scope holds, its detail (the dialog's row, and 查看完整's, ADR 029)
 * only when the scope holds it, and a save or delete only of a stored row the scope holds (checked
 * before an update or a delete), sent to its submit and remove entries as the kit's defaults send.
 */
export function heldScreen<R extends RowSpec>(spec: ScreenSpec<R>, owner: "agent" | "merchant") {
  const toRow = rowReader(spec);
  const detailEntry = spec.api.detail;
  if (!detailEntry) throw new Error(`${spec.id}: the partner scope checks a row by its detail entry, and it has none`);
  return {
    list: (query: ListQuery, operator: Operator) =>
      heldPage(operator, spec.api.list, screenParams(spec, query), query, toRow, owner),
    detail: (id: string, operator: Operator) => fetchHeldDetail(operator, detailEntry, id, toRow, owner),
    send: (async (value, operator, intent) => {
      if (intent === "update") await storedHeld(operator, detailEntry, String(value.id ?? ""), owner);
      return operator.api.call(toEntry(spec.api.submit!), { json: value });
    }) satisfies ActionOptions["send"],
    remove: (async (id, operator) => {
      await storedHeld(operator, detailEntry, id, owner);
      return operator.api.call(toEntry(spec.api.remove!), { query: { ids: id } });
    }) satisfies ActionOptions["remove"],
  };
}
