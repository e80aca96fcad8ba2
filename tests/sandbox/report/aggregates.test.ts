/**
 * The aggregates of ADR 036 answer as the order rows do. 交易订单's totals and page total (from the
 * day summary where it answers) equal one aggregate over the orders; 分润报表 (from the share lines)
 * equals the month priced on read from the orders, as before the lines (the rule of ADR 019/020,
 * settled shares as stored, the levels the operator may see), for several filters and both scopes;
 * and both stay so after orders are paid, refunded and closed through the API, an order is no
 * longer paid, an order is settled and a policy prices past days anew. The money seed prices every
 * month of the seeded orders, so a seeded month's first read prices nothing.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { RouteContext } from "../../../workers/sandbox/core/env";
import { PAID_STATES, yuanOf } from "../../../workers/sandbox/services/order/catalogue";
import { TOTALS_COLUMNS, type TotalsRow, totalsRecord } from "../../../workers/sandbox/services/order/totals";
import {
  type ShareLevel,
  type ShareOrder,
  sharer,
  visibleShares,
} from "../../../workers/sandbox/services/policy/shares";
import { loadAgentsPricing } from "../../../workers/sandbox/services/policy/store";
import { POLICY_SEED } from "../../../workers/sandbox/services/policy/catalogue";
import { get, type Page, sandboxEnv, signIn, signInWithCaptcha, postJson as post } from "../helpers";
import { MONEY_SEED_TIMEOUT_MS, warmMoney } from "../warm-money";

beforeAll(warmMoney, MONEY_SEED_TIMEOUT_MS);

const ORDERS = "/api/cloud-order/tradeOrder";
const PROFIT = "/api/cloud-report/profitReport";
const TENANT = "000001";
const AGENT01 = "1600000000000000001";
const db = sandboxEnv.DB;
const DAY = 86_400_000;
const BEIJING = 8 * 3_600_000;

let admin: string;
let agent01: string;
beforeAll(async () => {
  admin = (await signInWithCaptcha("admin", "admin", TENANT)).access_token;
  agent01 = (await signIn("agent01", "123456")).access_token;
}, 60_000);

/** yyyy-MM-dd HH:mm:ss in Beijing. */
const beijing = (ms: number) => new Date(ms + BEIJING).toISOString().slice(0, 19).replace("T", " ");
const monthOf = (ms: number) => beijing(ms).slice(0, 7);
function monthRange(month: string): [number, number] {
  const from = Date.parse(`${month}-01T00:00:00Z`) - BEIJING;
  const [y, m] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  return [from, Date.UTC(y, m, 1) - BEIJING - 1];
}

/** An agent's subtree, as the orders' filters read it (the agent's current ancestors). */
const SUBTREE = `SELECT sa.id FROM cloud_agent_info sa WHERE sa.tenant_id = '${TENANT}' AND sa.is_deleted = 0
  AND (sa.id = ?1 OR (',' || sa.ancestors || ',') LIKE '%,' || ?1 || ',%')`;

// --- 交易订单 ------------------------------------------------------------------------------------

type OrderFilter = { from: number | null; to: number | null; channelCode?: string; payType?: string; state?: string };

/** The totals over the order rows themselves: one aggregate, the orders' own definition. */
async function ordersDirect(f: OrderFilter) {
  const where = [`o.tenant_id = '${TENANT}'`];
  const binds: unknown[] = [];
  if (f.from !== null) where.push(`o.create_time >= ${f.from}`);
  if (f.to !== null) where.push(`o.create_time <= ${f.to}`);
  for (const [key, column] of [
    ["channelCode", "o.channel_code"],
    ["payType", "o.pay_type"],
    ["state", "o.state"],
  ] as const) {
    if (!f[key]) continue;
    where.push(`${column} = ?`);
    binds.push(key === "state" ? Number(f[key]) : f[key]);
  }
  const row = await db
    .prepare(`SELECT ${TOTALS_COLUMNS} FROM cloud_trade_order o WHERE ${where.join(" AND ")}`)
    .bind(...binds)
    .first<TotalsRow>();
  return totalsRecord(row!);
}

function orderQuery(f: OrderFilter): string {
  const q = new URLSearchParams();
  if (f.from !== null) q.set("startTime", beijing(f.from));
  if (f.to !== null) q.set("endTime", beijing(f.to));
  for (const key of ["channelCode", "payType", "state"] as const) if (f[key]) q.set(key, f[key]);
  return q.toString();
}

/** The API's totals and page total for the filter equal the aggregate over the rows. */
async function expectOrdersAsRows(f: OrderFilter) {
  const query = orderQuery(f);
  const [totals, page, direct] = await Promise.all([
    get(`${ORDERS}/totals?${query}`, admin),
    get<Page<unknown>>(`${ORDERS}/list?${query}&current=1&size=1`, admin),
    ordersDirect(f),
  ]);
  expect(totals.data, query).toEqual(direct);
  expect(page.data.total, query).toBe(direct.count);
}

/** The day summary holds, for every day and group, what the orders add up to (its empty groups nothing). */
async function expectSummaryAsOrders() {
  const columns = `tenant_id, day, channel_code, pay_type, state, order_count, amount_fen, pay_fee_fen, fee_fen, refunded_fen, refund_count`;
  const fromOrders = `SELECT tenant_id, (create_time + ${BEIJING}) / ${DAY} AS day, channel_code, pay_type, state, COUNT(*) AS order_count,
    SUM(amount_fen) AS amount_fen, SUM(pay_fee_fen) AS pay_fee_fen, SUM(fee_fen) AS fee_fen, SUM(refunded_fen) AS refunded_fen,
    SUM(refund_count) AS refund_count FROM cloud_trade_order GROUP BY tenant_id, day, channel_code, pay_type, state`;
  const summary = `SELECT ${columns} FROM cloud_trade_order_day WHERE order_count <> 0`;
  const differ = await db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM (${fromOrders} EXCEPT ${summary})) AS missing, (SELECT COUNT(*) FROM (${summary} EXCEPT ${fromOrders})) AS extra,
        (SELECT COUNT(*) FROM cloud_trade_order_day WHERE order_count = 0
           AND (amount_fen <> 0 OR pay_fee_fen <> 0 OR fee_fen <> 0 OR refunded_fen <> 0 OR refund_count <> 0)) AS stray`,
    )
    .first<{ missing: number; extra: number; stray: number }>();
  expect(differ).toEqual({ missing: 0, extra: 0, stray: 0 });
}

// --- 分润报表 ------------------------------------------------------------------------------------

type ProfitFilter = { agentNo?: string; agentLevel?: number; channelCode?: string };
type Figures = { orders: number; volume: number; share: number; kept: number };

/** The month priced on read from the order rows: as 分润报表 was computed before its lines (ADR 022). */
async function profitDirect(month: string, viewer: string | null, f: ProfitFilter) {
  const [from, to] = monthRange(month);
  const where = [`o.tenant_id = '${TENANT}'`, `o.create_time BETWEEN ${from} AND ${to}`, `o.state IN (${PAID_STATES})`];
  const binds: unknown[] = [];
  if (viewer) {
    where.push(`o.agent_id IN (${SUBTREE.replaceAll("?1", "?")})`);
    binds.push(viewer, viewer);
  }
  if (f.agentNo) {
    const top = await db
      .prepare("SELECT id FROM cloud_agent_info WHERE tenant_id = ? AND agent_no = ?")
      .bind(TENANT, f.agentNo)
      .first<string>("id");
    where.push(`o.agent_id IN (${SUBTREE.replaceAll("?1", "?")})`);
    binds.push(top, top);
  }
  if (f.channelCode) {
    where.push("o.channel_code = ?");
    binds.push(f.channelCode);
  }
  const orders = (
    await db
      .prepare(
        `SELECT o.id, o.merchant_id, o.agent_id, o.agent_ancestors, o.channel_code, o.pay_type, o.amount_fen, o.refunded_fen,
           o.pay_fee_fen, o.fee_fen, o.rate, o.pay_time FROM cloud_trade_order o WHERE ${where.join(" AND ")}`,
      )
      .bind(...binds)
      .all<ShareOrder & { merchant_id: string }>()
  ).results;
  const stored = new Map<string, ShareLevel[]>();
  const { results } = await db
    .prepare(
      `SELECT s.order_id, s.agent_id, s.depth, s.share_fen, s.kept_share_fen FROM cloud_profit_share s
       JOIN cloud_trade_order o ON o.id = s.order_id WHERE ${where.join(" AND ")} ORDER BY s.order_id, s.depth`,
    )
    .bind(...binds)
    .all<{ order_id: string; agent_id: string; depth: number; share_fen: number; kept_share_fen: number }>();
  for (const s of results) {
    const level = {
      depth: s.depth,
      agentId: s.agent_id,
      agentNo: "",
      agentName: "",
      childRate: "",
      agentRate: "",
      capFen: null,
      shareFen: s.share_fen,
      keptShareFen: s.kept_share_fen,
    };
    stored.set(s.order_id, [...(stored.get(s.order_id) ?? []), level]);
  }
  const ctx = { env: sandboxEnv, user: { tenantId: TENANT } } as unknown as RouteContext;
  const pricing = await loadAgentsPricing(ctx, null);
  const share = sharer(pricing);
  const scope = viewer ? { kind: "agent" as const, agentId: viewer, tenantId: TENANT } : { kind: "platform" as const };
  const byAgent = new Map<string, Figures>();
  const byMerchant = new Map<string, Map<string, Figures & { fee: number }>>();
  const sums = { orders: orders.length, volume: 0, fee: 0, feeKept: 0, share: 0, kept: 0 };
  for (const order of orders) {
    sums.volume += order.amount_fen;
    sums.fee += order.pay_fee_fen;
    sums.feeKept += order.fee_fen;
    for (const level of visibleShares(scope, stored.get(order.id) ?? share(order)).levels) {
      const a = byAgent.get(level.agentId) ?? { orders: 0, volume: 0, share: 0, kept: 0 };
      byAgent.set(level.agentId, {
        orders: a.orders + 1,
        volume: a.volume + order.amount_fen,
        share: a.share + level.shareFen,
        kept: a.kept + level.keptShareFen,
      });
      const merchants = byMerchant.get(level.agentId) ?? new Map<string, Figures & { fee: number }>();
      const m = merchants.get(order.merchant_id) ?? { orders: 0, volume: 0, share: 0, kept: 0, fee: 0 };
      merchants.set(order.merchant_id, {
        orders: m.orders + 1,
        volume: m.volume + order.amount_fen,
        fee: m.fee + order.pay_fee_fen,
        share: m.share + level.shareFen,
        kept: m.kept + level.keptShareFen,
      });
      byMerchant.set(level.agentId, merchants);
      sums.share += level.shareFen;
      sums.kept += level.keptShareFen;
    }
  }
  const within = (id: string, no: string) => {
    for (let a = pricing.agents.get(id); a; a = a.parentId ? pricing.agents.get(a.parentId) : undefined)
      if (a.no === no) return true;
    return false;
  };
  const rows = [...byAgent.entries()]
    .map(([id, figures]) => ({ id, agent: pricing.agents.get(id)!, figures }))
    .filter(
      (r) => r.agent && (!f.agentNo || within(r.id, f.agentNo)) && (!f.agentLevel || r.agent.level === f.agentLevel),
    )
    .sort((a, b) => b.figures.share - a.figures.share || (a.agent.no < b.agent.no ? -1 : 1));
  const money = (x: Figures) => ({
    orderCount: x.orders,
    volume: yuanOf(x.volume),
    shareAmount: yuanOf(x.share),
    refundTaken: yuanOf(x.share - x.kept),
    keptShare: yuanOf(x.kept),
  });
  const [pickedShare, pickedKept] = rows.reduce(([s, k], r) => [s + r.figures.share, k + r.figures.kept], [0, 0]);
  return {
    records: rows.map((r) => ({
      id: r.id,
      month,
      agentNo: r.agent.no,
      agentName: r.agent.name,
      agentLevel: r.agent.level,
      parentNo: r.agent.parentId ? (pricing.agents.get(r.agent.parentId)?.no ?? "") : "",
      ...money(r.figures),
    })),
    totals: {
      month,
      orderCount: sums.orders,
      volume: yuanOf(sums.volume),
      fee: yuanOf(sums.fee),
      feeKept: yuanOf(sums.feeKept),
      shareAmount: yuanOf(pickedShare),
      refundTaken: yuanOf(pickedShare - pickedKept),
      keptShare: yuanOf(pickedKept),
      allShareAmount: yuanOf(sums.share),
      allKeptShare: yuanOf(sums.kept),
      platformShare: viewer ? "" : yuanOf(sums.fee - sums.share),
      platformKept: viewer ? "" : yuanOf(sums.feeKept - sums.kept),
    },
    merchantsOf: (agentId: string) =>
      [...(byMerchant.get(agentId) ?? new Map<string, Figures & { fee: number }>()).entries()].map(([id, m]) => ({
        id,
        fee: yuanOf(m.fee),
        ...money(m),
      })),
  };
}

/** The report's list (every row), totals and one agent's merchants equal the month priced on read. */
async function expectProfitAsOrders(month: string, viewer: string | null, f: ProfitFilter = {}) {
  const token = viewer ? agent01 : admin;
  const query = new URLSearchParams({ month });
  if (f.agentNo) query.set("agentNo", f.agentNo);
  if (f.agentLevel) query.set("agentLevel", String(f.agentLevel));
  if (f.channelCode) query.set("channelCode", f.channelCode);
  const [list, totals, direct] = await Promise.all([
    get<Page<Record<string, unknown>>>(`${PROFIT}/list?${query}&current=1&size=5000`, token),
    get(`${PROFIT}/totals?${query}`, token),
    profitDirect(month, viewer, f),
  ]);
  const label = `${viewer ?? "platform"} ${query}`;
  expect(list.data.total, label).toBe(direct.records.length);
  expect(list.data.records, label).toEqual(direct.records);
  expect(totals.data, label).toEqual(direct.totals);
  // The drill-down (asked with the month alone, as the console asks): its rows, whatever their order among equal shares.
  const second = direct.records[1];
  if (Object.keys(f).length || !second) return;
  const merchants = await get<{ records: ({ id: string } & Record<string, unknown>)[] }>(
    `${PROFIT}/merchants?month=${month}&agentId=${second.id}`,
    token,
  );
  const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : 1);
  const figures = merchants.data.records.map(({ merchantNo: _no, merchantName: _name, ...m }) => m);
  expect(figures.sort(byId), label).toEqual(direct.merchantsOf(second.id).sort(byId));
}

/** The month's lines are current and were kept, not priced again: no queue left, priced at the version there is. */
async function expectKept(month: string, version: number) {
  const state = await db
    .prepare(
      `SELECT (SELECT pricing FROM cloud_share_month WHERE tenant_id = ?1 AND month = ?2) AS pricing,
         (SELECT version FROM cloud_share_pricing) AS version,
         (SELECT COUNT(*) FROM cloud_share_queue WHERE tenant_id = ?1 AND month = ?2) AS queued`,
    )
    .bind(TENANT, month)
    .first<{ pricing: number; version: number; queued: number }>();
  expect(state).toEqual({ pricing: version, version, queued: 0 });
}

const pricingVersion = async () =>
  (await db.prepare("SELECT version FROM cloud_share_pricing").first<number>("version"))!;

describe("交易订单's totals from the day summary", () => {
  it("equal the aggregate over the order rows for any period, whole days or not, and channel, pay type and state", async () => {
    await expectSummaryAsOrders();
    const now = Date.now();
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          from: fc.option(fc.integer({ min: 0, max: 200 * DAY }), { nil: null }),
          length: fc.option(fc.integer({ min: 0, max: 120 * DAY }), { nil: null }),
          wholeDays: fc.boolean(),
          channelCode: fc.constantFrom(undefined, "LAKALA", "WXPAY"),
          payType: fc.constantFrom(undefined, "CARD", "ALIPAY"),
          state: fc.constantFrom(undefined, "1", "5"),
        }),
        async (r) => {
          // Whole seconds, as the wire gives them; a whole day starts at a Beijing midnight.
          const second = (ms: number) => Math.floor(ms / 1000) * 1000;
          const midnight = (ms: number) => Math.floor((ms + BEIJING) / DAY) * DAY - BEIJING;
          let from = r.from === null ? null : second(now - r.from);
          if (from !== null && r.wholeDays) from = midnight(from);
          let to = r.length === null ? null : second((from ?? now - 190 * DAY) + r.length) + 999;
          if (to !== null && r.wholeDays) to = midnight(to) + DAY - 1;
          if (from !== null && to !== null && from > to) [from, to] = [to - 999, from + 999];
          await expectOrdersAsRows({ from, to, channelCode: r.channelCode, payType: r.payType, state: r.state });
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe("分润报表 from the share lines", () => {
  const lastMonth = monthOf(Date.now() - 31 * DAY);

  // First in the file's reads of the report: what the money seed left (seeds/money/…_share_lines.ts).
  it("is priced by the money seed: every month of the orders at the current version, summing as the orders do", async () => {
    const months = (
      await db
        .prepare(
          `SELECT DISTINCT strftime('%Y-%m', (create_time + ${BEIJING}) / 1000, 'unixepoch') AS month FROM cloud_trade_order
           WHERE tenant_id = ? ORDER BY month`,
        )
        .bind(TENANT)
        .all<{ month: string }>()
    ).results.map((r) => r.month);
    expect(months.length).toBeGreaterThan(5);
    const version = await pricingVersion();
    const priced = await db
      .prepare("SELECT month, pricing FROM cloud_share_month WHERE tenant_id = ? ORDER BY month")
      .bind(TENANT)
      .all();
    expect(priced.results).toEqual(months.map((month) => ({ month, pricing: version })));
    for (const month of months) await expectKept(month, version);

    // The orders' own figures of each month (depth 0) are the direct sums over its paid orders.
    const fromOrders = await db
      .prepare(
        `SELECT strftime('%Y-%m', (create_time + ${BEIJING}) / 1000, 'unixepoch') AS month, COUNT(*) AS orders,
           SUM(amount_fen) AS volume, SUM(pay_fee_fen) AS pay_fee, SUM(fee_fen) AS fee
         FROM cloud_trade_order WHERE tenant_id = ? AND state IN (${PAID_STATES}) GROUP BY month ORDER BY month`,
      )
      .bind(TENANT)
      .all();
    const seeded = await db
      .prepare(
        `SELECT month, orders, volume, pay_fee, fee FROM cloud_share_total WHERE tenant_id = ? AND share_agent_id = ''
         ORDER BY month`,
      )
      .bind(TENANT)
      .all();
    expect(seeded.results).toEqual(fromOrders.results);
    // Every month's totals per sharing agent are its lines' sums (compared as sets: a join of the two would be quadratic).
    const totals =
      "SELECT tenant_id, month, share_agent_id, orders, volume, pay_fee, fee, share, kept FROM cloud_share_total";
    const lines = `SELECT tenant_id, month, share_agent_id, COUNT(*), SUM(amount_fen), SUM(pay_fee_fen), SUM(fee_fen), SUM(share_fen),
      SUM(kept_share_fen) FROM cloud_share_line GROUP BY tenant_id, month, share_agent_id`;
    const apart = await db
      .prepare(
        `SELECT (SELECT COUNT(*) FROM (${totals} EXCEPT ${lines})) AS missing, (SELECT COUNT(*) FROM (${lines} EXCEPT ${totals})) AS extra`,
      )
      .first();
    expect(apart).toEqual({ missing: 0, extra: 0 });

    // The first and the latest month read as priced from the order rows, and are left as the seed priced them.
    await expectProfitAsOrders(months[0]!, null);
    await expectProfitAsOrders(months.at(-1)!, AGENT01);
    for (const month of [months[0]!, months.at(-1)!]) await expectKept(month, version);
  });

  it("equals the month priced from the order rows, for the platform and an agent, with the report's filters", async () => {
    await expectProfitAsOrders(lastMonth, null);
    await expectProfitAsOrders(lastMonth, null, { agentNo: "A000001" });
    await expectProfitAsOrders(lastMonth, null, { agentLevel: 2, channelCode: "LAKALA" });
    await expectProfitAsOrders(lastMonth, AGENT01);
    await expectProfitAsOrders(lastMonth, AGENT01, { agentNo: "A000006", agentLevel: 3 });
    await expectKept(lastMonth, await pricingVersion());
  });

  it("stays so as orders are paid, refunded, closed and unpaid, one is settled and a policy prices past days anew", async () => {
    const taken = await db
      .prepare(
        `SELECT o.id, o.amount_fen, o.create_time FROM cloud_trade_order o JOIN cloud_merchant_info m ON m.id = o.merchant_id
         WHERE m.merchant_no = 'M10000001' AND o.state = 1 AND o.settle_state = 0 AND o.amount_fen BETWEEN 1000 AND 50000
         ORDER BY o.create_time DESC LIMIT 1`,
      )
      .first<{ id: string; amount_fen: number; create_time: number }>();
    const month = monthOf(taken!.create_time);
    // Priced before the changes, so what follows is kept, not priced afresh.
    await expectProfitAsOrders(month, null);
    const version = await pricingVersion();

    const refund = await post(`${ORDERS}/refund`, admin, {
      id: taken!.id,
      refundAmount: yuanOf(Math.floor(taken!.amount_fen / 3)),
      reason: "顾客申请退款",
    });
    expect(refund.code, refund.msg).toBe(200);
    // Two unpaid orders of the month (failed ones made unpaid, if none is): one synced with the channel, one closed.
    const [from, to] = monthRange(month);
    await db
      .prepare(
        `UPDATE cloud_trade_order SET state = 0, pay_time = NULL, pay_fee_fen = 0, fee_fen = 0, notify_state = NULL
         WHERE id IN (SELECT id FROM cloud_trade_order WHERE state = 2 AND create_time BETWEEN ? AND ? LIMIT 2)`,
      )
      .bind(from, to)
      .run();
    const unpaid = (
      await db
        .prepare("SELECT id FROM cloud_trade_order WHERE state = 0 AND create_time BETWEEN ? AND ? LIMIT 2")
        .bind(from, to)
        .all<{ id: string }>()
    ).results;
    expect(unpaid).toHaveLength(2);
    expect((await post(`${ORDERS}/sync`, admin, { id: unpaid[0]!.id })).code).toBe(200);
    expect((await post(`${ORDERS}/close`, admin, { id: unpaid[1]!.id })).code).toBe(200);
    // An order of the month settled (its share stored, as a settlement stores it): read as stored from then on.
    const settled = await db
      .prepare(
        `INSERT INTO cloud_profit_share (id, tenant_id, order_id, agent_id, depth, agent_rate, child_rate, share_fen, kept_share_fen, pay_time)
         SELECT 'test-aggregate-share', o.tenant_id, o.id, o.agent_id, 1, '0.30', o.rate, 7, 5, o.pay_time FROM cloud_trade_order o
         WHERE o.create_time BETWEEN ? AND ? AND o.state = 1 AND o.agent_id IS NOT NULL AND o.id <> ?
           AND NOT EXISTS (SELECT 1 FROM cloud_profit_share s WHERE s.order_id = o.id) LIMIT 1`,
      )
      .bind(from, to, taken!.id)
      .run();
    expect(settled.meta.changes).toBeGreaterThan(0);

    // The orders of the agent sharing in fewest this month no longer paid (as 差错处理 may find them): its row goes.
    const alone = await db
      .prepare(
        `UPDATE cloud_trade_order SET state = 2 WHERE id <> ?3 AND id IN (SELECT l.order_id FROM cloud_share_line l
           WHERE l.tenant_id = ?1 AND l.month = ?2 AND l.share_agent_id = (SELECT t.share_agent_id FROM cloud_share_total t
             WHERE t.tenant_id = ?1 AND t.month = ?2 AND t.share_agent_id > '' AND t.orders > 0 ORDER BY t.orders, t.share_agent_id LIMIT 1))`,
      )
      .bind(TENANT, month, taken!.id)
      .run();
    expect(alone.meta.changes).toBeGreaterThan(0);

    await expectSummaryAsOrders();
    await expectOrdersAsRows({ from, to });
    await expectProfitAsOrders(month, null);
    await expectProfitAsOrders(month, AGENT01);
    await expectKept(month, version);

    // A policy in force since long before (set here directly: the service only takes days after today).
    const agent = (await db
      .prepare("SELECT id, agent_level FROM cloud_agent_info WHERE tenant_id = ? AND agent_no = 'A000006'")
      .bind(TENANT)
      .first<{ id: string; agent_level: number }>())!;
    await db
      .prepare(
        `INSERT INTO cloud_policy (id, tenant_id, policy_name, template_id, target_type, agent_level, agent_id, effective_date, create_time, update_time)
         VALUES ('test-aggregate-policy', ?, '测试', ?, 2, NULL, ?, '2020-01-01', 0, 0)`,
      )
      .bind(TENANT, POLICY_SEED.template(agent.agent_level), agent.id)
      .run();
    expect(await pricingVersion()).toBeGreaterThan(version);
    await expectProfitAsOrders(month, null, { agentNo: "A000006" });
    await expectKept(month, await pricingVersion());
    await db.prepare("DELETE FROM cloud_policy WHERE id = 'test-aggregate-policy'").run();
    await expectProfitAsOrders(month, null);
  });
});
