/**
 * Search by number (issue 34, ADR 041): the typed text asked of every record kind the operator's
 * menu has and the text can match (kinds.server.ts), all at once, each within its own short time
 * bound so a slow backend list never holds the others; each kind answers its rows, or that it
 * timed out or failed. Every row is checked again against the operator's partner scope (ADR 016)
 * before it is shown, and only numbers, names and amounts leave (no personal data, ADR 029).
 */
import { findMenuLeaf, type MenuItem } from "~/lib/menu";
import { holds, loadPartnerScope } from "~/kit/server/partner-scope.server";
import type { Operator } from "~/server/auth.server";
import { BackendError, SessionEndedError } from "~/server/backend.server";
import { remainingBudgetMs, withRequestDeadline } from "~/server/deadline.server";
import type { KindAnswer } from "~/lib/record-search";
import { SEARCH_KINDS, type SearchKind } from "./kinds.server";

/** How long one kind may take before it is reported as timed out (the others still answer). */
export const SEARCH_KIND_TIMEOUT_MS = 400;
/** At most this many records of one kind. */
export const ROWS_PER_KIND = 5;
/** The longest text searched; a longer one is no number of any kind. */
export const MAX_QUERY_LENGTH = 64;

/** The typed text as searched: trimmed, inner runs of blanks as one, "" when too long to be anything. */
export function searchText(raw: string | null): string {
  const q = (raw ?? "").trim().replace(/\s+/g, " ");
  return q.length > MAX_QUERY_LENGTH ? "" : q;
}

/** The kinds searched for `q`: those of the operator's menu whose numbers `q` can be. */
export function kindsFor(menu: MenuItem[], q: string): { kind: SearchKind; leaf: MenuItem }[] {
  if (!q) return [];
  return SEARCH_KINDS.flatMap((kind) => {
    const leaf = findMenuLeaf(menu, kind.menuPath);
    return leaf && kind.applies(q) ? [{ kind, leaf }] : [];
  });
}

/** Asks every kind at once; the answers come in the table's order. */
export async function searchRecords(operator: Operator, menu: MenuItem[], q: string): Promise<KindAnswer[]> {
  const kinds = kindsFor(menu, q);
  if (kinds.length === 0) return [];
  const scope = loadPartnerScope(operator);
  return Promise.all(
    kinds.map(async ({ kind, leaf }): Promise<KindAnswer> => {
      const heading = { kind: kind.id, label: leaf.name, i18n: leaf.i18n };
      try {
        const rows = await searchKind(operator, kind, q);
        const held = await scope;
        const results = rows
          .filter((row) => holds(held, kind.scoped(row), kind.owner))
          .slice(0, ROWS_PER_KIND)
          .map((row) => kind.result(row, q));
        return { ...heading, state: "found", results };
      } catch (error) {
        if (error instanceof SessionEndedError) throw error;
        const timedOut = error instanceof BackendError && error.status === 408;
        return { ...heading, state: timedOut ? "timedOut" : "failed", results: [] };
      }
    }),
  );
}

/** One kind's first rows, within its own bound (never more than what is left of the request's). */
function searchKind(operator: Operator, kind: SearchKind, q: string): Promise<Record<string, unknown>[]> {
  const budget = Math.min(SEARCH_KIND_TIMEOUT_MS, remainingBudgetMs(SEARCH_KIND_TIMEOUT_MS));
  return withRequestDeadline(budget, async () => {
    const query = { ...kind.query(q), current: 1, size: ROWS_PER_KIND };
    const page = (await operator.api.call(kind.entry, { query } as never)) as { records?: unknown } | null;
    return Array.isArray(page?.records) ? (page.records as Record<string, unknown>[]) : [];
  });
}
