/**
 * 分润报表 (issue 18): a month's shares per agent down the levels, reconciling with the month's orders
 * to the fen (the merchants' fees = every level's shares + the platform's part; the volume = 交易订单's
 * paid amount), the drill-down to an agent's merchants adding up to its row, an agent's operator
 * seeing its subtree at its own level and below, a merchant's none.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { get, type Page, sandboxEnv, signIn, signInWithCaptcha } from "../helpers";
import { MONEY_SEED_TIMEOUT_MS, warmMoney } from "../warm-money";

beforeAll(warmMoney, MONEY_SEED_TIMEOUT_MS);

const API = "/api/cloud-report/profitReport";
type Row = {
  id: string;
  agentNo: string;
  agentLevel: number;
  orderCount: number;
  volume: string;
  shareAmount: string;
  keptShare: string;
};
type Totals = {
  orderCount: number;
  volume: string;
  fee: string;
  feeKept: string;
  shareAmount: string;
  keptShare: string;
  allShareAmount: string;
  allKeptShare: string;
  platformShare: string;
  platformKept: string;
};
const fen = (yuan: string) => (yuan.startsWith("-") ? -1 : 1) * Number(yuan.replace("-", "").replace(".", ""));
const monthAgo = (n: number) => {
  const d = new Date(Date.now() + 8 * 3_600_000);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - n, 1)).toISOString().slice(0, 7);
};
const lastDay = (month: string) =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);

let admin: string;
let agent01: string;
beforeAll(async () => {
  admin = (await signInWithCaptcha("admin", "admin", "000001")).access_token;
  agent01 = (await signIn("agent01", "123456")).access_token;
}, 60_000);

async function allRows(query: string, token = admin): Promise<Row[]> {
  const first = await get<Page<Row>>(`${API}/list?${query}&current=1&size=500`, token);
  expect(first.code, first.msg).toBe(200);
  const rows = [...first.data.records];
  for (let current = 2; rows.length < first.data.total; current++)
    rows.push(...(await get<Page<Row>>(`${API}/list?${query}&current=${current}&size=500`, token)).data.records);
  return rows;
}

describe("分润报表", () => {
  it("property: a month's shares reconcile with its orders to the fen, for any month and agent", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 5 }),
        fc.constantFrom("", "A000001", "A000006", "A000002"),
        async (ago, agentNo) => {
          const month = monthAgo(ago);
          const query = `month=${month}${agentNo ? `&agentNo=${agentNo}` : ""}`;
          const totals = (await get<Totals>(`${API}/totals?${query}`, admin)).data;
          expect(fen(totals.allShareAmount) + fen(totals.platformShare)).toBe(fen(totals.fee));
          expect(fen(totals.allKeptShare) + fen(totals.platformKept)).toBe(fen(totals.feeKept));
          const orders = (
            await get<{ paidAmount: string; paidCount: number }>(
              `/api/cloud-order/tradeOrder/totals?startTime=${month}-01%2000:00:00&endTime=${lastDay(month)}%2023:59:59${agentNo ? `&agentNo=${agentNo}` : ""}`,
              admin,
            )
          ).data;
          expect([totals.volume, totals.orderCount]).toEqual([orders.paidAmount, orders.paidCount]);
          if (!agentNo) {
            // Every level's row together holds every share of the month.
            const rows = await allRows(query);
            expect(rows.reduce((s, r) => s + fen(r.shareAmount), 0)).toBe(fen(totals.shareAmount));
            expect(rows.reduce((s, r) => s + fen(r.keptShare), 0)).toBe(fen(totals.keptShare));
            expect(totals.shareAmount).toBe(totals.allShareAmount);
          }
          // The totals' shares are the rows' the filters pick (a level's, say): the export's totals row.
          const level = (await get<Totals>(`${API}/totals?${query}&agentLevel=2`, admin)).data;
          const levelRows = await allRows(`${query}&agentLevel=2`);
          expect(levelRows.reduce((s, r) => s + fen(r.shareAmount), 0)).toBe(fen(level.shareAmount));
        },
      ),
      { numRuns: 4 },
    );
  });

  it("drills down from an agent to its merchants, adding up to its row", async () => {
    const month = monthAgo(1);
    const [top] = await allRows(`month=${month}&agentLevel=2`);
    const merchants = (
      await get<{ records: { merchantNo: string; shareAmount: string; orderCount: number }[] }>(
        `${API}/merchants?month=${month}&agentId=${top!.id}`,
        admin,
      )
    ).data.records;
    expect(merchants.length).toBeGreaterThan(0);
    expect(merchants.reduce((s, m) => s + fen(m.shareAmount), 0)).toBe(fen(top!.shareAmount));
    expect(merchants.reduce((s, m) => s + m.orderCount, 0)).toBe(top!.orderCount);
    for (const m of merchants) expect(m.merchantNo).toMatch(/^M\d{8}$/);
  });

  it("shows agent01 its subtree at its own level and below, without the platform's part; mer01 none", async () => {
    const month = monthAgo(1);
    const subtree = new Set(
      (
        await sandboxEnv.DB.prepare(
          "SELECT agent_no FROM cloud_agent_info WHERE id = '1600000000000000001' OR (',' || ancestors || ',') LIKE '%,1600000000000000001,%'",
        ).all<{ agent_no: string }>()
      ).results.map((r) => r.agent_no),
    );
    const mine = await allRows(`month=${month}`, agent01);
    expect(mine.length).toBeGreaterThan(1);
    for (const r of mine) expect(subtree.has(r.agentNo), r.agentNo).toBe(true);
    const own = mine.find((r) => r.agentNo === "A000001")!;
    const asAdmin = (await allRows(`month=${month}&agentNo=A000001`)).find((r) => r.agentNo === "A000001")!;
    expect(own).toEqual(asAdmin);
    const totals = (await get<Totals>(`${API}/totals?month=${month}`, agent01)).data;
    expect(totals.platformShare).toBe("");
    const mer01 = (await signIn("mer01", "123456")).access_token;
    expect((await get(`${API}/list?month=${month}`, mer01)).code).toBe(403);
  });

  it("takes a month as yyyy-MM, none in the future", async () => {
    expect((await get(`${API}/list?month=2026-13`, admin)).msg).toBe("月份格式不正确，应为 yyyy-MM");
    expect((await get(`${API}/list?month=2999-01`, admin)).msg).toBe("不能查询未来的月份");
  });
});
