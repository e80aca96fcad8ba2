/**
 * 交易订单's keyset paging (order.trade.list's `after`, ADR 015): the pages after an order's id
 * hold exactly the rows the offset pages hold, in the same order, none lost or repeated, also
 * where the sort key ties across a page boundary (orders of one moment, of one amount, unpaid
 * orders without a pay time); such a page is not counted again; the anchor must be an order of
 * the list itself; the totals of the filters are what they were.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { get, type Page, sandboxEnv, signIn, signInWithCaptcha } from "../helpers";
import { MONEY_SEED_TIMEOUT_MS, warmMoney } from "../warm-money";

beforeAll(warmMoney, MONEY_SEED_TIMEOUT_MS);

const API = "/api/cloud-order/tradeOrder";
type Order = { id: string; orderNo: string; createTime: string; amount: string; payTime: string };
type Totals = { count: number; paidAmount: string; fee: string; refunded: string; net: string };

const day = (daysAgo: number) => new Date(Date.now() + 8 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
/** Three days of orders: a few thousand, several pages of 500. */
const RANGE = `startTime=${day(2)}%2000:00:00&endTime=${day(0)}%2023:59:59`;
const SIZE = 500;

let admin: string;
let merchant: string;
beforeAll(async () => {
  admin = (await signInWithCaptcha("admin", "admin", "000001")).access_token;
  merchant = (await signIn("mer01", "123456")).access_token;
}, 60_000);

/** Every order of `filter` by offset pages (current = 1, 2, …). */
async function byOffset(filter: string, token = admin): Promise<Order[]> {
  const rows: Order[] = [];
  for (let current = 1; ; current++) {
    const page = (await get<Page<Order>>(`${API}/list?${filter}&current=${current}&size=${SIZE}`, token)).data;
    rows.push(...page.records);
    if (page.records.length < SIZE) return rows;
  }
}

/** Every order of `filter` by key: the first page, then each after the last id seen. */
async function byKey(filter: string, token = admin): Promise<Order[]> {
  const first = (await get<Page<Order>>(`${API}/list?${filter}&current=1&size=${SIZE}`, token)).data;
  const rows = [...first.records];
  for (;;) {
    const page = (await get<Page<Order>>(`${API}/list?${filter}&after=${rows.at(-1)!.id}&size=${SIZE}`, token)).data;
    expect(page).toMatchObject({ total: 0, searchCount: false });
    rows.push(...page.records);
    if (page.records.length < SIZE) return rows;
  }
}

/**
 * Copies of the order at `position` of the default order (newest first), with its create time
 * and a new id and numbers: orders of the same moment, on a page boundary.
 */
async function tiesAt(position: number, copies: number): Promise<void> {
  const [start, end] = [`${day(2)} 00:00:00`, `${day(0)} 23:59:59`];
  const rows = await byOffset(RANGE);
  const anchor = rows[position]!;
  const columns = (
    await sandboxEnv.DB.prepare("PRAGMA table_info(cloud_trade_order)").all<{ name: string }>()
  ).results.map((c) => c.name);
  const renamed: Record<string, string> = { id: "?", order_no: "?", mch_order_no: "?" };
  const insert = `INSERT INTO cloud_trade_order (${columns.join(", ")}) SELECT ${columns.map((c) => renamed[c] ?? c).join(", ")} FROM cloud_trade_order WHERE id = ?`;
  await sandboxEnv.DB.batch(
    Array.from({ length: copies }, (_, i) =>
      sandboxEnv.DB.prepare(insert).bind(
        `77${i}${anchor.id.slice(3)}`,
        `T${anchor.orderNo}${i}`,
        `M${anchor.orderNo}${i}`,
        anchor.id,
      ),
    ),
  );
  expect(start <= anchor.createTime && anchor.createTime <= end).toBe(true);
}

describe("order.trade.list after an order's id", () => {
  beforeAll(async () => {
    // Orders of one moment across the boundaries of the first and third pages of 500.
    await tiesAt(SIZE - 2, 4);
    await tiesAt(3 * SIZE - 1, 3);
  }, 120_000);

  it("holds exactly the offset pages' rows, newest first, where create times tie across a page boundary", async () => {
    const offset = await byOffset(RANGE);
    expect(offset.length).toBeGreaterThan(3 * SIZE);
    const times = offset.map((o) => o.createTime);
    expect(times[SIZE - 1]).toBe(times[SIZE]);
    const keyed = await byKey(RANGE);
    expect(keyed.map((o) => o.id)).toEqual(offset.map((o) => o.id));
    expect(new Set(keyed.map((o) => o.id)).size).toBe(keyed.length);
  });

  it.each([
    ["amount, up (many ties)", "ascs=amount"],
    ["pay time, down (unpaid orders have none)", "descs=payTime"],
    ["create time, up", "ascs=createTime"],
    ["a pay type and amount range", "payType=WXPAY&minAmount=10&maxAmount=500&descs=amount"],
  ])("holds exactly the offset pages' rows sorted by %s", async (_, sort) => {
    const filter = `${RANGE}&${sort}`;
    const offset = await byOffset(filter);
    const keyed = await byKey(filter);
    expect(keyed.map((o) => o.id)).toEqual(offset.map((o) => o.id));
    expect(new Set(keyed.map((o) => o.id)).size).toBe(keyed.length);
  });

  it("pages a merchant operator's own orders the same way", async () => {
    const filter = `startTime=${day(60)}%2000:00:00&endTime=${day(0)}%2023:59:59`;
    const offset = await byOffset(filter, merchant);
    expect(offset.length).toBeGreaterThan(SIZE);
    expect((await byKey(filter, merchant)).map((o) => o.id)).toEqual(offset.map((o) => o.id));
  });

  it("refuses an anchor that is not an order of the list (another merchant's, outside the filters, malformed)", async () => {
    const others = await byOffset(`${RANGE}&ascs=amount`);
    const mine = new Set((await byOffset(`${RANGE}`, merchant)).map((o) => o.id));
    const other = others.find((o) => !mine.has(o.id))!;
    for (const [token, after] of [
      [merchant, other.id],
      [admin, "1"],
      [admin, "x' OR 1=1"],
    ] as const) {
      const answer = await get(`${API}/list?${RANGE}&after=${encodeURIComponent(after)}&size=10`, token);
      expect(answer.success, after).toBe(false);
    }
  });

  it("leaves the totals of the filters as the rows say", async () => {
    const totals = (await get<Totals>(`${API}/totals?${RANGE}`, admin)).data;
    expect(totals.count).toBe((await byKey(RANGE)).length);
  });
});
