/**
 * The console's remote search-selects (spec §3 search-select kinds) that no screen of their own
 * answers: bank activities. The other searches live with their screens' services, in the partner
 * scope: agents (services/agent), salespersons and sales reps (services/agent-business),
 * merchants (services/merchant), stores and cashiers (services/store).
 *
 * Every search: `current`/`size` (default 10) → IPage, tenant-scoped, deleted rows hidden. The
 * keyword matches the name (LIKE %kw%) or the number (exact or prefix, `kw%`); an empty keyword
 * pages through everything. Optional equality filters are listed per search; `ascs`/`descs`
 * (camelCase field names) sort through a whitelist; the default order is the number ascending
 * (or the creation order for people and activities).
 */
import type { Route, RouteContext } from "../../core/env";
import { formatDate, num, str } from "../../core/http";
import { orderBy, Where, readListPage } from "../../core/query";
import { serve } from "../../core/serve";
import { agent } from "../../../../shared/contract/index.ts";

type Row = Record<string, unknown>;

interface SearchSpec {
  /** Query parameters that carry the keyword, first present wins. */
  keyword: string[];
  /** FROM clause; the main table is aliased `t`. */
  from: string;
  select: string;
  /** Extra WHERE condition (after tenant and is_deleted). */
  where?: string;
  /** Columns matched with LIKE %kw%. */
  names: string[];
  /** Columns matched exactly or by prefix. */
  numbers: string[];
  /** Optional integer equality filters: query parameter → column. */
  filters?: Record<string, string>;
  /** Sortable fields: camelCase name → column. */
  sortable: Record<string, string>;
  /** Default ORDER BY (also the tie-breaker after ascs/descs). */
  order: string;
  record(row: Row): Record<string, unknown>;
}

/** Stands for the request's moment (epoch ms, the sandbox's clock: a pinned day too) in a spec's SQL. */
const NOW = "{now}";

function search(spec: SearchSpec) {
  return async (ctx: RouteContext): Promise<Response> => {
    const now = String(Date.now());
    const at = (sql: string) => sql.replaceAll(NOW, now);
    const q = ctx.url.searchParams;
    const where = new Where("t.tenant_id = ? AND t.is_deleted = 0", ctx.user!.tenantId);
    if (spec.where) where.add(spec.where);
    const keyword = (spec.keyword.map((k) => q.get(k)).find((v) => v !== null && v.trim() !== "") ?? "").trim();
    where.keyword(spec.names, spec.numbers, keyword);
    for (const [param, column] of Object.entries(spec.filters ?? {})) {
      const value = (q.get(param) ?? "").trim();
      if (/^\d{1,9}$/.test(value)) where.add(`${at(column)} = ?`, Number(value));
    }
    // Field names only (no column-style names), as the console sends them.
    const order = orderBy(ctx.url, spec.sortable, spec.order, false);
    return readListPage<Row>(
      ctx,
      { from: spec.from, rows: `SELECT ${at(spec.select)} FROM ${spec.from}`, where, order },
      (rows) => rows.map(spec.record),
    );
  };
}

/** A bank activity's status by its period and now (0 未开始, 1 进行中, 2 已结束; 银行活动, ADR 023). */
const BANK_ACT_STATUS = `(CASE WHEN t.start_time > ${NOW} THEN 0 WHEN t.end_time < ${NOW} THEN 2 ELSE 1 END)`;

/** Bank activities (银行活动's rows, services/activity/bank-acts.ts): `actTitle` on title or activity number. */
const bankActs = search({
  keyword: ["actTitle", "keyword"],
  from: "cloud_bank_act t",
  select: `t.*, ${BANK_ACT_STATUS} AS act_status`,
  names: ["t.act_title"],
  numbers: ["t.act_no"],
  filters: { status: BANK_ACT_STATUS },
  sortable: {
    actTitle: "t.act_title",
    bankName: "t.bank_name",
    startTime: "t.start_time",
    endTime: "t.end_time",
    createTime: "t.create_time",
  },
  order: "t.start_time DESC, t.id ASC",
  record: (r) => ({
    id: str(r.id),
    actTitle: str(r.act_title),
    bankName: str(r.bank_name),
    startTime: formatDate(r.start_time as number | null),
    endTime: formatDate(r.end_time as number | null),
    status: num(r.act_status),
  }),
});

export default [
  serve(agent.bankAct.qryList, bankActs),
  serve(agent.agentInfo.bankActSearch, bankActs),
] satisfies Route[];
