/** cloud-order (ADR 018): order lists and totals, scope, refunds (partial, full, concurrent, four eyes), sync, close, notify. */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { get, type Page, sandboxEnv, signIn, signInWithCaptcha, postJson as post } from "../helpers";
import { MONEY_SEED_TIMEOUT_MS, warmMoney } from "../warm-money";

beforeAll(warmMoney, MONEY_SEED_TIMEOUT_MS);

const API = "/api/cloud-order/tradeOrder";
type Order = Record<string, string | number> & {
  id: string;
  amount: string;
  refundable: string;
  refunded: string;
  fee: string;
  state: number;
  agentPath: string;
  merchantId: string;
};
type Totals = {
  count: number;
  paidCount: number;
  paidAmount: string;
  unpaidAmount: string;
  fee: string;
  refunded: string;
  net: string;
  successRate: string;
};

const fen = (yuan: string) => Math.round(Number(yuan.replace(".", ""))); // "12.30" → 1230 (exact: digits only)
const LAST_30 = (() => {
  const day = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
  return `startTime=${day(Date.now() - 29 * 86_400_000)}%2000:00:00&endTime=${day(Date.now())}%2023:59:59`;
})();

let admin: string;
let agent: string;
let merchant: string;
beforeAll(async () => {
  admin = (await signInWithCaptcha("admin", "admin", "000001")).access_token;
  agent = (await signIn("agent01", "123456")).access_token;
  merchant = (await signIn("mer01", "123456")).access_token;
}, 60_000); // the first request may be the one that seeds

/** A paid, unrefunded, unsettled order of mer01's merchant below its 复核金额, for the refund tests (each takes its own). */
async function paidOrder(taken: Set<string>): Promise<Order> {
  const { results } = await sandboxEnv.DB.prepare(
    `SELECT o.id FROM cloud_trade_order o JOIN cloud_merchant_info m ON m.id = o.merchant_id
     WHERE m.merchant_no = 'M10000001' AND o.state = 1 AND o.settle_state = 0 AND o.amount_fen BETWEEN 1000 AND 50000 ORDER BY o.create_time DESC LIMIT 20`,
  ).all<{ id: string }>();
  const id = results.find((r) => !taken.has(r.id))!.id;
  taken.add(id);
  return (await get<Order>(`${API}/detail?id=${id}`, merchant)).data;
}

describe("tradeOrder list and totals", () => {
  it("totals equal the sum of the filtered rows, and net = paid − fee − refunded", async () => {
    const filter = `${LAST_30}&payType=CARD&channelCode=LAKALA`;
    const totals = await get<Totals>(`${API}/totals?${filter}`, admin);
    const rows = await get<Page<Order>>(`${API}/list?${filter}&current=1&size=1000`, admin);
    expect(rows.data.total).toBe(totals.data.count);
    expect(rows.data.records.length).toBe(rows.data.total);
    const paid = rows.data.records.filter((o) => [1, 4, 5].includes(o.state));
    const sum = (list: Order[], key: "amount" | "fee" | "refunded") => list.reduce((s, o) => s + fen(o[key]), 0);
    expect(fen(totals.data.paidAmount)).toBe(sum(paid, "amount"));
    expect(fen(totals.data.fee)).toBe(sum(paid, "fee"));
    expect(fen(totals.data.refunded)).toBe(sum(rows.data.records, "refunded"));
    expect(fen(totals.data.net)).toBe(fen(totals.data.paidAmount) - fen(totals.data.fee) - fen(totals.data.refunded));
    expect(totals.data.paidCount).toBe(paid.length);
  });

  it("totals equal the sum of the filtered rows for any filter (a property over days, pay types, channels, states and amounts)", async () => {
    const day = (n: number) => new Date(Date.now() + 8 * 3_600_000 - n * 86_400_000).toISOString().slice(0, 10);
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          daysAgo: fc.integer({ min: 0, max: 170 }),
          payType: fc.constantFrom("", "WXPAY", "ALIPAY", "UNIONPAY", "CARD"),
          channelCode: fc.constantFrom("", "WXPAY", "ALIPAY", "CHINAUMS", "LAKALA", "SUIXINGFU"),
          state: fc.constantFrom("", "0", "1", "2", "3", "4", "5"),
          maxAmount: fc.constantFrom("", "50", "300", "3000.5"),
        }),
        async (f) => {
          const query = new URLSearchParams({
            startTime: `${day(f.daysAgo)} 00:00:00`,
            endTime: `${day(f.daysAgo)} 23:59:59`,
          });
          for (const key of ["payType", "channelCode", "state", "maxAmount"] as const)
            if (f[key]) query.set(key, f[key]);
          const [totals, rows] = await Promise.all([
            get<Totals>(`${API}/totals?${query}`, admin),
            get<Page<Order>>(`${API}/list?${query}&current=1&size=2000`, admin),
          ]);
          const records = rows.data.records;
          expect(records.length).toBe(rows.data.total);
          expect(totals.data.count).toBe(records.length);
          const paid = records.filter((o) => [1, 4, 5].includes(o.state));
          expect(fen(totals.data.paidAmount)).toBe(paid.reduce((sum, o) => sum + fen(o.amount), 0));
          expect(fen(totals.data.fee)).toBe(paid.reduce((sum, o) => sum + fen(o.fee), 0));
          expect(fen(totals.data.refunded)).toBe(records.reduce((sum, o) => sum + fen(o.refunded), 0));
          expect(fen(totals.data.net)).toBe(
            fen(totals.data.paidAmount) - fen(totals.data.fee) - fen(totals.data.refunded),
          );
        },
      ),
      { numRuns: 25 },
    );
  });

  it("finds one order by any of its three numbers, and refuses malformed filters without guessing", async () => {
    const [order] = (await get<Page<Order>>(`${API}/list?${LAST_30}&state=1&current=1&size=1`, admin)).data.records;
    for (const no of [order!.orderNo, order!.mchOrderNo, order!.channelOrderNo]) {
      const found = await get<Page<Order>>(`${API}/list?keyword=${no}&current=1&size=10`, admin);
      expect(found.data.records.map((o) => o.id)).toContain(order!.id);
    }
    expect((await get(`${API}/list?minAmount=1.234`, admin)).msg).toContain("金额格式不正确");
    expect((await get(`${API}/list?minAmount=9&maxAmount=1`, admin)).msg).toBe("最小金额不能大于最大金额");
    expect((await get(`${API}/list?startTime=yesterday`, admin)).code).toBe(400);
    expect((await get(`${API}/totals?state=9`, admin)).code).toBe(400);
  });

  it("shows an agent only its subtree's orders and totals, a merchant only its own", async () => {
    const agentRows = await get<Page<Order>>(`${API}/list?${LAST_30}&current=1&size=200`, agent);
    expect(agentRows.data.total).toBeGreaterThan(0);
    for (const o of agentRows.data.records) expect(o.agentPath.split(",")[0]).toBe("1600000000000000001");
    const all = await get<Totals>(`${API}/totals?${LAST_30}`, admin);
    const mine = await get<Totals>(`${API}/totals?${LAST_30}`, agent);
    expect(mine.data.count).toBe(agentRows.data.total);
    expect(mine.data.count).toBeLessThan(all.data.count);
    const merchantRows = await get<Page<Order>>(`${API}/list?${LAST_30}&current=1&size=200`, merchant);
    expect(new Set(merchantRows.data.records.map((o) => o.merchantId))).toEqual(
      new Set([merchantRows.data.records[0]!.merchantId]),
    );
    const other = (await get<Page<Order>>(`${API}/list?${LAST_30}&current=1&size=200`, admin)).data.records.find(
      (o) => !o.agentPath.startsWith("1600000000000000001"),
    )!;
    expect(await get(`${API}/detail?id=${other.id}`, agent)).toMatchObject({ code: 403, msg: "无权访问该数据" });
  });
});

describe("refunds", () => {
  const taken = new Set<string>();

  it("refunds part, then the rest; the order's state, fee kept and the merchant's ledger follow", async () => {
    const order = await paidOrder(taken);
    const amount = fen(order.amount);
    const part = Math.floor(amount / 4);
    const first = await post<{ reviewing: boolean }>(`${API}/refund`, admin, {
      id: order.id,
      refundAmount: (part / 100).toFixed(2),
      reason: "顾客申请退款",
    });
    expect(first).toMatchObject({ code: 200, data: { reviewing: false } });
    const after = (
      await get<Order & { history: { action: string }[]; refunds: unknown[] }>(`${API}/detail?id=${order.id}`, admin)
    ).data;
    expect(after.state).toBe(5);
    expect(fen(after.refunded)).toBe(part);
    expect(fen(after.refundable)).toBe(amount - part);
    expect(after.refunds).toHaveLength(1);
    expect(after.history.map((h) => h.action)).toContain("refund");
    const over = await post(`${API}/refund`, admin, {
      id: order.id,
      refundAmount: ((amount - part + 1) / 100).toFixed(2),
      reason: "多退",
    });
    expect(over.msg).toContain("退款金额不能超过可退金额");
    const rest = await post(`${API}/refund`, admin, {
      id: order.id,
      refundAmount: ((amount - part) / 100).toFixed(2),
      reason: "剩余全退",
    });
    expect(rest.code).toBe(200);
    const full = (await get<Order>(`${API}/detail?id=${order.id}`, admin)).data;
    expect(full).toMatchObject({ state: 4, refundable: "0.00", fee: "0.00" });
    const ledger = await sandboxEnv.DB.prepare(
      `SELECT a.in_transit_fen + a.available_fen AS balance, (SELECT SUM(change_in_transit + change_available) FROM cloud_account_ledger WHERE account_id = a.id) AS sum
       FROM cloud_account a WHERE a.owner_id = ?`,
    )
      .bind(order.merchantId)
      .first<{ balance: number; sum: number }>();
    expect(ledger!.balance).toBe(ledger!.sum);
  });

  it("never over-refunds when two operators refund the same order at once", async () => {
    const order = await paidOrder(taken);
    const all = (fen(order.amount) / 100).toFixed(2);
    const results = await Promise.all([
      post(`${API}/refund`, admin, { id: order.id, refundAmount: all, reason: "并发一" }),
      post(`${API}/refund`, merchant, { id: order.id, refundAmount: all, reason: "并发二" }),
    ]);
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    const stored = await sandboxEnv.DB.prepare(
      "SELECT refunded_fen, amount_fen, (SELECT COUNT(*) FROM cloud_refund_order WHERE order_id = o.id) AS n FROM cloud_trade_order o WHERE id = ?",
    )
      .bind(order.id)
      .first<{ refunded_fen: number; amount_fen: number; n: number }>();
    expect(stored).toMatchObject({ refunded_fen: stored!.amount_fen, n: 1 });
  });

  it("asks a second operator above the merchant's review threshold, refuses bad input and operators without 退款", async () => {
    const order = await paidOrder(taken);
    await sandboxEnv.DB.prepare(
      `INSERT INTO cloud_settle_config (id, tenant_id, owner_type, owner_id, review_threshold_fen) VALUES ('t-review', '000001', 1, ?, 100)
       ON CONFLICT (tenant_id, owner_type, owner_id) DO UPDATE SET review_threshold_fen = 100`,
    )
      .bind(order.merchantId)
      .run();
    const asked = await post<{ reviewing: boolean; requestId: string }>(`${API}/refund`, merchant, {
      id: order.id,
      refundAmount: "5.00",
      reason: "大额退款",
    });
    expect(asked).toMatchObject({ code: 200, data: { reviewing: true } });
    expect((await get<Order>(`${API}/detail?id=${order.id}`, admin)).data.refunded).toBe("0.00");
    const request = await sandboxEnv.DB.prepare(
      "SELECT kind, amount_fen, state, request_user_name FROM cloud_money_request WHERE id = ?",
    )
      .bind(asked.data.requestId)
      .first();
    expect(request).toMatchObject({ kind: "refund", amount_fen: 500, state: 0 });
    expect(
      (await post(`${API}/refund`, merchant, { id: order.id, refundAmount: "5.00", reason: "再来一次" })).msg,
    ).toBe("该订单已有待复核的退款申请");
    await sandboxEnv.DB.prepare("UPDATE cloud_settle_config SET review_threshold_fen = NULL WHERE owner_id = ?")
      .bind(order.merchantId)
      .run();
    expect((await post(`${API}/refund`, admin, { id: order.id, refundAmount: "0", reason: "零" })).msg).toContain(
      "请输入正确的退款金额",
    );
    expect((await post(`${API}/refund`, admin, { id: order.id, refundAmount: "1.00", reason: "" })).msg).toBe(
      "请填写退款原因",
    );
    expect((await post(`${API}/refund`, agent, { id: order.id, refundAmount: "1.00", reason: "代理商" })).code).toBe(
      403,
    );
  });
});

describe("sync, close and notify", () => {
  it("closes an unpaid order once, syncs one with the channel, and resends a notification", async () => {
    const unpaid = await sandboxEnv.DB.prepare(
      "SELECT id, order_no FROM cloud_trade_order WHERE state = 0 ORDER BY create_time DESC LIMIT 2",
    ).all<{ id: string; order_no: string }>();
    if (unpaid.results.length < 2) {
      await sandboxEnv.DB.prepare(
        "UPDATE cloud_trade_order SET state = 0, pay_time = NULL, pay_fee_fen = 0, fee_fen = 0, notify_state = NULL WHERE id IN (SELECT id FROM cloud_trade_order WHERE state = 2 LIMIT 2)",
      ).run();
    }
    const [a, b] = (
      await sandboxEnv.DB.prepare("SELECT id, order_no FROM cloud_trade_order WHERE state = 0 LIMIT 2").all<{
        id: string;
        order_no: string;
      }>()
    ).results;
    expect(await post(`${API}/close`, admin, { id: a!.id })).toMatchObject({ code: 200, msg: "订单已关闭" });
    expect((await post(`${API}/close`, admin, { id: a!.id })).msg).toBe("只有待支付的订单可以关闭");
    const synced = await post<{ state: number }>(`${API}/sync`, admin, { id: b!.id });
    expect(synced.code).toBe(200);
    const after = (await get<Order & { history: { action: string }[] }>(`${API}/detail?id=${b!.id}`, admin)).data;
    expect(after.state).toBe(synced.data.state);
    expect(after.history.map((h) => h.action)).toContain("sync");
    const paid = (await get<Page<Order>>(`${API}/list?${LAST_30}&state=1&current=1&size=1`, admin)).data.records[0]!;
    expect(await post(`${API}/notify`, admin, { id: paid.id })).toMatchObject({ code: 200 });
    const notified = (await get<{ notifications: { kind: string }[] }>(`${API}/detail?id=${paid.id}`, admin)).data;
    expect(notified.notifications.map((n) => n.kind)).toEqual(["pay", "resend"]);
    expect((await post(`${API}/close`, agent, { id: paid.id })).code).toBe(403);
  });
});
