/**
 * cloud-report (ADR 021): 交易报表's trend and breakdown and the home page's summary, against the
 * orders' own totals (/api/cloud-order/tradeOrder/totals) for the same filters and scope.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { get, sandboxEnv, signIn, signInWithCaptcha } from "../helpers";
import { MONEY_SEED_TIMEOUT_MS, warmMoney } from "../warm-money";

beforeAll(warmMoney, MONEY_SEED_TIMEOUT_MS);

const REPORT = "/api/cloud-report/tradeReport";
const TOTALS = "/api/cloud-order/tradeOrder/totals";
const SUMMARY = "/api/cloud-report/dashboard/summary";
type Totals = {
  count: number;
  paidCount: number;
  paidAmount: string;
  fee: string;
  refunded: string;
  net: string;
  successRate: string;
};
type Figures = {
  volume: string;
  count: number;
  totalCount: number;
  fee: string;
  refunds: string;
  net: string;
  successRate: string;
};
type Trend = { records: (Figures & { date: string })[]; total: number; totals: Totals };
type Breakdown = { records: (Figures & { key: string; name: string; no: string; share: string })[]; totals: Totals };
type Summary = {
  todayAmount: string;
  todayCount: number;
  yesterdayAmount: string;
  yesterdayCount: number;
  successRate: string;
  trend: { date: string; amount: string; count: number }[];
  channels: { name: string; amount: string }[];
};

const fen = (yuan: string) => Number(yuan.replace(".", "")); // "12.30" → 1230, on the digits
const day = (n: number) => new Date(Date.now() + 8 * 3_600_000 - n * 86_400_000).toISOString().slice(0, 10);
const query = (params: Record<string, string>) =>
  new URLSearchParams(Object.entries(params).filter(([, v]) => v)).toString();

let admin: string;
let agent: string;
let merchant: string;
beforeAll(async () => {
  admin = (await signInWithCaptcha("admin", "admin", "000001")).access_token;
  agent = (await signIn("agent01", "123456")).access_token;
  merchant = (await signIn("mer01", "123456")).access_token;
}, 60_000);

/** The rows' sums equal the totals, and the totals equal the orders' totals of the same filter. */
function expectSums(rows: Figures[], totals: Totals, orders: Totals) {
  expect(totals).toEqual(orders);
  const sum = (key: "volume" | "fee" | "refunds" | "net") => rows.reduce((s, r) => s + fen(r[key]), 0);
  expect(sum("volume")).toBe(fen(orders.paidAmount));
  expect(sum("fee")).toBe(fen(orders.fee));
  expect(sum("refunds")).toBe(fen(orders.refunded));
  expect(sum("net")).toBe(fen(orders.net));
  expect(rows.reduce((s, r) => s + r.count, 0)).toBe(orders.paidCount);
  expect(rows.reduce((s, r) => s + r.totalCount, 0)).toBe(orders.count);
}

async function all(token: string, params: Record<string, string>, dimension = "agent", granularity = "day") {
  const filter = query(params);
  const [trend, breakdown, orders] = await Promise.all([
    get<Trend>(`${REPORT}/trend?${filter}&granularity=${granularity}`, token),
    get<Breakdown>(`${REPORT}/breakdown?${filter}&dimension=${dimension}`, token),
    get<Totals>(
      `${TOTALS}?${query({ ...params, startDate: "", endDate: "", startTime: params.startDate ? `${params.startDate} 00:00:00` : "", endTime: params.endDate ? `${params.endDate} 23:59:59` : "" })}`,
      token,
    ),
  ]);
  for (const answer of [trend, breakdown, orders]) expect(answer.code, answer.msg).toBe(200);
  return { trend: trend.data, breakdown: breakdown.data, orders: orders.data };
}

describe("交易报表 trend and breakdown", () => {
  it("trend rows and breakdown rows sum to the orders' totals for any filter (a property over days, channels, pay types, agents)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 182 }),
        fc.integer({ min: 0, max: 60 }),
        fc.constantFrom("", "WXPAY", "ALIPAY", "CHINAUMS", "LAKALA", "SUIXINGFU"),
        fc.constantFrom("", "WXPAY", "ALIPAY", "UNIONPAY", "CARD"),
        fc.constantFrom("", "A000001", "A000006", "A000002"),
        fc.constantFrom("agent", "merchant", "channel", "payType"),
        async (end, length, channelCode, payType, agentNo, dimension) => {
          const params = {
            startDate: day(Math.min(182, end + length)),
            endDate: day(end),
            channelCode,
            payType,
            agentNo,
          };
          const { trend, breakdown, orders } = await all(admin, params, dimension);
          expect(trend.records.map((r) => r.date)).toEqual(
            Array.from({ length: Math.min(182, end + length) - end + 1 }, (_, i) =>
              day(Math.min(182, end + length) - i),
            ),
          );
          expectSums(trend.records, trend.totals, orders);
          expectSums(breakdown.records, breakdown.totals, orders);
        },
      ),
      { numRuns: 12 },
    );
  }, 120_000);

  it("by month: a row per Beijing month of the period, zero rows filled in, the same sums", async () => {
    const { trend, orders } = await all(
      admin,
      { startDate: day(120), endDate: day(0), payType: "WXPAY" },
      "payType",
      "month",
    );
    expect(trend.records.map((r) => r.date)).toEqual([
      ...new Set(Array.from({ length: 121 }, (_, i) => day(120 - i).slice(0, 7))),
    ]);
    expectSums(trend.records, trend.totals, orders);
    const quiet = await get<Trend>(
      `${REPORT}/trend?startDate=${day(20)}&endDate=${day(0)}&merchantNo=M19999999`,
      admin,
    );
    expect(quiet.data.records).toHaveLength(21);
    expect(quiet.data.records.every((r) => r.volume === "0.00" && r.totalCount === 0)).toBe(true);
  });

  it("refuses a malformed filter with its reason", async () => {
    for (const path of [
      `${REPORT}/trend?granularity=week`,
      `${REPORT}/breakdown?dimension=store`,
      `${REPORT}/trend?startDate=2026/01/01`,
      `${REPORT}/trend?payType=CASH`,
    ]) {
      const answer = await get(path, admin);
      expect(answer.code, path).toBe(400);
    }
  });

  it("the platform's agents are the top-level ones, each with its subtree; merchants are the top 50 and 其他", async () => {
    const { breakdown } = await all(admin, { startDate: day(29), endDate: day(0) }, "agent");
    const keys = breakdown.records.map((r) => r.key).filter(Boolean);
    const { results } = await sandboxEnv.DB.prepare(
      "SELECT id, ancestors FROM cloud_agent_info WHERE id IN (SELECT value FROM json_each(?))",
    )
      .bind(JSON.stringify(keys))
      .all<{ id: string; ancestors: string }>();
    expect(results).toHaveLength(keys.length);
    expect(results.every((a) => a.ancestors === "0")).toBe(true);
    const a1 = breakdown.records.find((r) => r.no === "A000001")!;
    const subtree = await get<Totals>(
      `${TOTALS}?startTime=${day(29)}%2000:00:00&endTime=${day(0)}%2023:59:59&agentNo=A000001`,
      admin,
    );
    expect(fen(a1.volume)).toBe(fen(subtree.data.paidAmount));
    const shares = breakdown.records.reduce((s, r) => s + fen(r.share), 0);
    expect(Math.abs(shares - 10_000)).toBeLessThanOrEqual(breakdown.records.length);

    const merchants = (await all(admin, { startDate: day(29), endDate: day(0) }, "merchant")).breakdown.records;
    expect(merchants).toHaveLength(51);
    expect(merchants[50]!.name).toBe("其他");
    for (let i = 1; i < 50; i++)
      expect(fen(merchants[i - 1]!.volume)).toBeGreaterThanOrEqual(fen(merchants[i]!.volume));
  });
});

describe("交易报表 scope", () => {
  it("agent01 sees its subtree: the totals it sees in the orders, fewer than the platform's; its rows are its children", async () => {
    const params = { startDate: day(60), endDate: day(0) };
    const mine = await all(agent, params, "agent");
    expectSums(mine.trend.records, mine.trend.totals, mine.orders);
    expectSums(mine.breakdown.records, mine.breakdown.totals, mine.orders);
    const platform = await all(admin, params, "channel");
    expect(mine.orders.paidCount).toBeGreaterThan(0);
    expect(mine.orders.paidCount).toBeLessThan(platform.orders.paidCount);
    const own = await sandboxEnv.DB.prepare("SELECT id FROM cloud_agent_info WHERE agent_no = 'A000001'").first<string>(
      "id",
    );
    const keys = mine.breakdown.records.map((r) => r.key).filter(Boolean);
    const parents = await sandboxEnv.DB.prepare(
      "SELECT parent_id FROM cloud_agent_info WHERE id IN (SELECT value FROM json_each(?))",
    )
      .bind(JSON.stringify(keys))
      .all<{ parent_id: string }>();
    expect(parents.results.length).toBe(keys.length);
    expect(parents.results.every((p) => p.parent_id === own)).toBe(true);
  });

  it("mer01 sees only its merchant, and has no agent dimension", async () => {
    const mine = await all(merchant, { startDate: day(60), endDate: day(0) }, "merchant");
    expectSums(mine.trend.records, mine.trend.totals, mine.orders);
    expect(mine.breakdown.records.map((r) => r.no)).toEqual(["M10000001"]);
    expect((await get(`${REPORT}/breakdown?dimension=agent`, merchant)).code).toBe(400);
  });
});

describe("the home page's summary", () => {
  it("equals the orders' totals for today and yesterday and the trend of the last 7 days, per scope", async () => {
    for (const token of [admin, agent, merchant]) {
      const [summary, today, yesterday, week] = await Promise.all([
        get<Summary>(SUMMARY, token),
        get<Totals>(`${TOTALS}?startTime=${day(0)}%2000:00:00&endTime=${day(0)}%2023:59:59`, token),
        get<Totals>(`${TOTALS}?startTime=${day(1)}%2000:00:00&endTime=${day(1)}%2023:59:59`, token),
        get<Trend>(`${REPORT}/trend?startDate=${day(6)}&endDate=${day(0)}`, token),
      ]);
      const s = summary.data;
      expect([s.todayAmount, s.todayCount, s.successRate]).toEqual([
        today.data.paidAmount,
        today.data.paidCount,
        today.data.successRate,
      ]);
      expect([s.yesterdayAmount, s.yesterdayCount]).toEqual([yesterday.data.paidAmount, yesterday.data.paidCount]);
      expect(s.trend).toEqual(week.data.records.map((r) => ({ date: r.date, amount: r.volume, count: r.count })));
      expect(s.channels.reduce((sum, c) => sum + fen(c.amount), 0)).toBe(fen(s.todayAmount));
    }
    const platform = (await get<Summary>(SUMMARY, admin)).data;
    const agent01 = (await get<Summary>(SUMMARY, agent)).data;
    expect(agent01.trend.reduce((n, d) => n + d.count, 0)).toBeLessThan(
      platform.trend.reduce((n, d) => n + d.count, 0),
    );
  });
});
