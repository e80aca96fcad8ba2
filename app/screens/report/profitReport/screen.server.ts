/**
 * 分润报表 on the server: the month's choices (this month and the five before, Beijing), the totals
 * of the same filters beside the list (in parallel), and an agent's merchants when its row's
 * 商户明细 is open (?op=merchants&id=…).
 */
import { type MerchantShare, type ProfitTotals, report } from "@contract";
import { type LoadOptions, screenParams } from "~/kit/server/described.server";
import { settle } from "~/kit/server/page.server";
import { opOf } from "~/kit/server/row-ops.server";
import type { ListQuery } from "~/kit/shared/query";
import type { Option } from "~/kit/ui/filter-bar";
import type { FormMessageView } from "~/lib/i18n";
import type { Operator } from "~/server/auth.server";
import { BackendError } from "~/server/backend.server";
import { type ProfitRow, profitReportScreen } from "./screen";

/** As the contract types them (report.profitReport.totals, .merchants); platformShare "" when not the operator's to see. */
export type { MerchantShare, ProfitTotals };

export type ProfitReportExtra = {
  months: Option[];
  totals: ProfitTotals | null;
  /** The agent whose merchants are open, with them (or why they are not). */
  merchants: { agentId: string; records: MerchantShare[]; error: FormMessageView | null } | null;
};

/** This month and the five before, yyyy-MM in Beijing. */
export function lastMonths(now = Date.now(), count = 6): string[] {
  const d = new Date(now + 8 * 3_600_000);
  return Array.from({ length: count }, (_, i) =>
    new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - i, 1)).toISOString().slice(0, 7),
  );
}

export function profitReportLoadOptions(operator: Operator, request: Request) {
  const op = opOf(request, ["merchants"] as const);
  return (query: ListQuery): LoadOptions<ProfitRow, ProfitReportExtra> => {
    const { current: _c, size: _s, ...filters } = screenParams(profitReportScreen, query);
    const month = filters.month ? { month: String(filters.month) } : {};
    return {
      detail: null,
      extra: Promise.all([
        // The list shows why the figures are missing; the totals panel only says they are.
        operator.api.call(report.profitReport.totals, { query: filters }).catch((error: unknown) => {
          if (error instanceof BackendError) return null;
          throw error;
        }),
        op
          ? settle(
              operator.api.call(report.profitReport.merchants, { query: { ...month, agentId: op.id } }),
              null,
            ).then((loaded) => ({
              agentId: op.id,
              records: (loaded.value?.records ?? []).filter((m) => m.id),
              error: loaded.error,
            }))
          : Promise.resolve(null),
      ]).then(([totals, merchants]) => ({
        months: lastMonths().map((m) => ({ value: m, label: m })),
        totals,
        merchants,
      })),
    };
  };
}
