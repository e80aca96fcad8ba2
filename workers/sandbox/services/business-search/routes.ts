/**
 * The console's remote search-selects (spec §3 search-select kinds) over cloud-agent,
 * cloud-merchant and cloud-user. The merchant search (getMrcByNameOrNo) is the merchant
 * service's list (services/merchant/routes.ts), scoped like every partner list.
 *
 * Every search: `current`/`size` (default 10) → IPage, tenant-scoped, deleted rows hidden. The
 * keyword matches the name (LIKE %kw%) or the number (exact or prefix, `kw%`); an empty keyword
 * pages through everything. Optional equality filters are listed per search; `ascs`/`descs`
 * (camelCase field names) sort through a whitelist; the default order is the number ascending
 * (or the creation order for people and activities).
 */
import type { Route, RouteContext } from "../../core/env";
import { formatDate, num, str } from "../../core/http";
import { escapeLike, LIKE, orderBy, readPage, Where } from "../../core/query";

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

function search(spec: SearchSpec) {
  return async (ctx: RouteContext): Promise<Response> => {
    const q = ctx.url.searchParams;
    const where = new Where("t.tenant_id = ? AND t.is_deleted = 0", ctx.user!.tenantId);
    if (spec.where) where.add(spec.where);
    const keyword = (spec.keyword.map((k) => q.get(k)).find((v) => v !== null && v.trim() !== "") ?? "").trim();
    if (keyword) {
      const like = escapeLike(keyword);
      where.add(
        `(${[...spec.names, ...spec.numbers].map((c) => `${c} ${LIKE}`).join(" OR ")})`,
        ...spec.names.map(() => `%${like}%`),
        ...spec.numbers.map(() => `${like}%`),
      );
    }
    for (const [param, column] of Object.entries(spec.filters ?? {})) {
      const value = (q.get(param) ?? "").trim();
      if (/^\d{1,9}$/.test(value)) where.add(`${column} = ?`, Number(value));
    }
    // Field names only (no column-style names), as the console sends them.
    const order = orderBy(ctx.url, spec.sortable, spec.order, false);
    return readPage<Row>(
      ctx,
      { count: `SELECT COUNT(*) AS n FROM ${spec.from} ${where.sql}`, rows: `SELECT ${spec.select} FROM ${spec.from} ${where.sql} ORDER BY ${order}`, binds: where.binds },
      (rows) => rows.map(spec.record),
    );
  };
}

/** Agents: `searchStr`, optional `agentLevel`. */
const agents = search({
  keyword: ["searchStr", "keyword"],
  from: "cloud_agent_info t",
  select: "t.*",
  names: ["t.agent_name"],
  numbers: ["t.agent_no"],
  filters: { agentLevel: "t.agent_level", agentStatus: "t.agent_status" },
  sortable: { agentNo: "t.agent_no", agentName: "t.agent_name", agentLevel: "t.agent_level", createTime: "t.create_time" },
  order: "t.agent_no ASC, t.id ASC",
  record: (r) => ({
    id: str(r.id),
    agentNo: str(r.agent_no),
    agentName: str(r.agent_name),
    agentLevel: num(r.agent_level),
    parentId: str(r.parent_id) || "0",
    agentStatus: num(r.agent_status),
  }),
});

/** Agent salespersons: `searchStr` on name or mobile. */
const agentBusiness = search({
  keyword: ["searchStr", "keyword"],
  from: "cloud_agent_business t LEFT JOIN cloud_agent_info a ON a.id = t.agent_id AND a.tenant_id = t.tenant_id AND a.is_deleted = 0",
  select: "t.*, a.agent_name",
  names: ["t.name"],
  numbers: ["t.mobile"],
  sortable: { name: "t.name", mobile: "t.mobile", createTime: "t.create_time" },
  order: "t.create_time ASC, t.id ASC",
  record: (r) => ({ id: str(r.id), name: str(r.name), mobile: str(r.mobile), agentId: str(r.agent_id), agentName: str(r.agent_name) }),
});

/** Bank activities: `actTitle` on title or activity number. */
const bankActs = search({
  keyword: ["actTitle", "keyword"],
  from: "cloud_bank_act t",
  select: "t.*",
  names: ["t.act_title"],
  numbers: ["t.act_no"],
  filters: { status: "t.status" },
  sortable: { actTitle: "t.act_title", bankName: "t.bank_name", startTime: "t.start_time", endTime: "t.end_time", createTime: "t.create_time" },
  order: "t.start_time DESC, t.id ASC",
  record: (r) => ({
    id: str(r.id),
    actTitle: str(r.act_title),
    bankName: str(r.bank_name),
    startTime: formatDate(r.start_time as number | null),
    endTime: formatDate(r.end_time as number | null),
    status: num(r.status),
  }),
});

/** Cashiers: `keyword` on name or mobile. */
const storeMen = search({
  keyword: ["keyword", "keyWord"],
  from: "cloud_store_men t LEFT JOIN cloud_store_info s ON s.id = t.store_id AND s.tenant_id = t.tenant_id AND s.is_deleted = 0",
  select: "t.*, s.store_full_name",
  names: ["t.store_men_name"],
  numbers: ["t.mobile"],
  sortable: { storeMenName: "t.store_men_name", mobile: "t.mobile", createTime: "t.create_time" },
  order: "t.create_time ASC, t.id ASC",
  record: (r) => ({
    id: str(r.id),
    storeMenName: str(r.store_men_name),
    mobile: str(r.mobile),
    storeId: str(r.store_id),
    storeFullName: str(r.store_full_name),
  }),
});

const STORE_SORT = { storeNo: "t.store_no", storeFullName: "t.store_full_name", createTime: "t.create_time" };
const storeRecord = (r: Row) => ({
  id: str(r.id),
  storeNo: str(r.store_no),
  storeFullName: str(r.store_full_name),
  storeStatus: num(r.store_status),
  merchantId: str(r.merchant_id),
});

/** Stores (not the direct stores): `keyword`, optional `storeStatus`. */
const storesOnly = search({
  keyword: ["keyword", "keyWord"],
  from: "cloud_store_info t",
  select: "t.*",
  where: "t.is_direct = 0",
  names: ["t.store_full_name"],
  numbers: ["t.store_no"],
  filters: { storeStatus: "t.store_status" },
  sortable: STORE_SORT,
  order: "t.store_no ASC, t.id ASC",
  record: storeRecord,
});

/** Stores and direct stores: `keyWord`, optional `storeStatus`; records carry isDirect 0/1. */
const storesAndDirect = search({
  keyword: ["keyWord", "keyword"],
  from: "cloud_store_info t",
  select: "t.*",
  names: ["t.store_full_name"],
  numbers: ["t.store_no"],
  filters: { storeStatus: "t.store_status", isDirect: "t.is_direct" },
  sortable: { ...STORE_SORT, isDirect: "t.is_direct" },
  order: "t.store_no ASC, t.id ASC",
  record: (r) => ({ ...storeRecord(r), isDirect: r.is_direct ? 1 : 0 }),
});

/** Sales reps: `name` on name or mobile; deptName from blade_dept. */
const salesReps = search({
  keyword: ["name", "keyword"],
  from: "cloud_invest_promotion_person t LEFT JOIN blade_dept d ON d.id = t.dept_id AND d.tenant_id = t.tenant_id",
  select: "t.*, d.dept_name",
  names: ["t.name"],
  numbers: ["t.mobile"],
  sortable: { name: "t.name", mobile: "t.mobile", createTime: "t.create_time" },
  order: "t.create_time ASC, t.id ASC",
  record: (r) => ({ id: str(r.id), name: str(r.name), mobile: str(r.mobile), deptName: str(r.dept_name) }),
});

const AGENT = "/api/cloud-agent";
const MRC = "/api/cloud-merchant/mrc";

export const businessSearchRoutes: Route[] = [
  { methods: ["GET"], path: `${AGENT}/agent/agentinfo/getAgentByNameOrNo`, handler: agents },
  { methods: ["GET"], path: `${AGENT}/business/getAgentBusinessByNameOrNo`, handler: agentBusiness },
  { methods: ["GET"], path: `${AGENT}/agent/agentinfo/business/getAgentBusinessByNameOrNo`, handler: agentBusiness },
  { methods: ["GET"], path: `${AGENT}/bankActManage/qryList`, handler: bankActs },
  { methods: ["GET"], path: `${AGENT}/agent/agentinfo/bankActManage/qryList`, handler: bankActs },
  { methods: ["GET"], path: `${MRC}/storemen/getStoreMenByNameOrNo`, handler: storeMen },
  { methods: ["GET"], path: `${MRC}/store/getStoreByNameOrNo`, handler: storesOnly },
  { methods: ["GET"], path: `${MRC}/store/getStoreAndDirectStore`, handler: storesAndDirect },
  { methods: ["GET"], path: "/api/cloud-user/investPromotionPersonPage", handler: salesReps },
];
