/**
 * 交易订单 (ADR 018) in the built Worker against the sandbox's cloud-order: the list with the
 * totals of the filtered set, the period preset, a bad amount answered with the reason, the
 * export ending with the totals row, and 退款: refused without order_refund, errors echoed by
 * field, a refund above what is refundable refused, success, and an order outside a merchant
 * operator's scope refused.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { type Browser, location, sandboxDb } from "@tests/worker/browser";
import { expectAnswer, expectSaved, send } from "@tests/worker/crud-steps";
import { html, tableRows, totalOf } from "@tests/worker/screens";
import { signedInOnce } from "@tests/worker/signed-in-once";
import { MONEY_SEED_TIMEOUT_MS, warmMoney } from "@tests/worker/warm-money";

beforeAll(warmMoney, MONEY_SEED_TIMEOUT_MS);

const ORDERS = "/orders/transactionOrder";
const browsers = signedInOnce({ admin: "qa1", agent: ["agent01", "123456"], merchant: ["mer01", "123456"] });

/** A paid order of mer01's merchant (M10000001) nobody refunded yet, and one of another merchant. */
async function orders() {
  const db = sandboxDb();
  const own = await db
    .prepare(
      `SELECT o.id, o.order_no, o.amount_fen FROM cloud_trade_order o JOIN cloud_merchant_info m ON m.id = o.merchant_id
     WHERE m.merchant_no = 'M10000001' AND o.state = 1 AND o.settle_state = 0 AND o.amount_fen BETWEEN 1000 AND 50000 ORDER BY o.create_time DESC LIMIT 5`,
    )
    .all<{ id: string; order_no: string; amount_fen: number }>();
  const other = await db
    .prepare(
      `SELECT o.id FROM cloud_trade_order o JOIN cloud_merchant_info m ON m.id = o.merchant_id WHERE m.merchant_no <> 'M10000001' AND o.state = 1 LIMIT 1`,
    )
    .first<{ id: string }>();
  return { own: own.results, other: other!.id };
}

const refund = (browser: Browser, id: string, fields: Record<string, string>) =>
  send(browser, `${ORDERS}?op=refund&id=${id}`, "refund", { id, ...fields });

describe("交易订单 list", () => {
  it("lists today's orders by default with the totals of the whole filtered set, and last 30 days on choice", async () => {
    const today = await html(browsers.admin, ORDERS);
    expect(today).toContain('data-testid="order-totals"');
    expect(today).toMatch(/<select name="period"[^>]*>.*今天.*昨天.*近7天.*近30天.*本月.*自定义.*<\/select>/s);
    const month = await html(browsers.admin, `${ORDERS}?period=last30&size=10`);
    expect(totalOf(month)).toBeGreaterThan(totalOf(today));
    const count = /订单笔数<\/dt><dd[^>]*>(\d+)</.exec(month)?.[1];
    expect(Number(count)).toBe(totalOf(month));
    const rows = tableRows(month);
    expect(rows).toHaveLength(10);
    expect(rows[0]!.cells[0]).toMatch(/平台\s*P\d{20}/);
  });

  it("never queries days after today: the range is moved to the days applied and said so; inputs, list, totals and export agree", async () => {
    const admin = browsers.admin;
    const day = (offset: number) =>
      new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
    const today = day(0);
    const input = (page: string, name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(page)?.[0] ?? "";
    // Wholly after today: today, said so.
    const future = await admin.get(`${ORDERS}?startDate=${day(1)}&endDate=${day(6)}`);
    expect(future.status).toBe(302);
    expect(location(future)).toBe(`${ORDERS}?startDate=${today}&endDate=${today}`);
    const page = await html(admin, location(future));
    expect(page).toContain(`不能查询今天之后的日期，已按 ${today} 至 ${today} 查询`);
    expect(input(page, "startDate")).toContain(`value="${today}"`);
    expect(input(page, "endDate")).toContain(`value="${today}"`);
    const todays = await html(admin, `${ORDERS}?period=today`);
    expect(totalOf(page)).toBe(totalOf(todays));
    expect(/订单笔数<\/dt><dd[^>]*>(\d+)</.exec(page)?.[1]).toBe(String(totalOf(todays)));
    // The export of the same URL is the same range: today's rows and the totals row.
    const csv = await (await admin.get(`/kit/export${ORDERS}?startDate=${day(1)}&endDate=${day(6)}&format=csv`)).text();
    expect(csv.trim().split(/\r?\n/)).toHaveLength(totalOf(todays) + 2);
    // Ending after today: the end is today, the start kept; a client navigation's data request alike.
    expect(location(await admin.get(`${ORDERS}?startDate=${day(-3)}&endDate=${day(3)}`))).toBe(
      `${ORDERS}?startDate=${day(-3)}&endDate=${today}`,
    );
    const data = await admin.get(
      `${ORDERS}.data?startDate=${day(-3)}&endDate=${day(3)}&_routes=screens%2Forders%2FtransactionOrder%2Froute`,
    );
    const body = await data.text();
    expect(body).toContain(`${ORDERS}?startDate=${day(-3)}&endDate=${today}`);
    expect(body).not.toContain(`${ORDERS}.data`);
    // Days the list applies as they are: no move.
    expect((await admin.get(`${ORDERS}?startDate=${day(-3)}&endDate=${today}`)).status).toBe(200);
  });

  it("answers a malformed amount range with its reason and an empty list", async () => {
    const page = await html(browsers.admin, `${ORDERS}?period=last7&minAmount=abc`);
    expect(page).toContain("金额格式不正确");
  });

  it("shows an agent only its subtree: fewer orders than the platform sees", async () => {
    const all = totalOf(await html(browsers.admin, `${ORDERS}?period=last30`));
    const agent = totalOf(await html(browsers.agent, `${ORDERS}?period=last30`));
    expect(agent).toBeGreaterThan(0);
    expect(agent).toBeLessThan(all);
  });

  it("exports the filtered orders ending with a totals row equal to the totals on screen", async () => {
    const filter = "period=last7&payType=CARD&channelCode=LAKALA";
    const page = await html(browsers.admin, `${ORDERS}?${filter}`);
    const paid = /已支付 \d+ 笔<\/dt><dd[^>]*>([\d,.]+)</.exec(page)?.[1]?.replace(/,/g, "");
    const csv = await (await browsers.admin.get(`/kit/export${ORDERS}?${filter}&format=csv`)).text();
    const lines = csv.trim().split(/\r?\n/);
    const last = lines.at(-1)!.split(",");
    expect(last[0]).toBe("合计");
    expect(last[2]).toBe(paid);
    expect(lines.length).toBe(totalOf(page) + 2);
  });
});

describe("退款", () => {
  it("is refused without order_refund (an agent), and outside a merchant operator's scope", async () => {
    const { own, other } = await orders();
    await expectAnswer(refund(browsers.agent, own[0]!.id, { refundAmount: "1.00", reason: "代理商" }), 403);
    const outside = refund(browsers.merchant, other, { refundAmount: "1.00", reason: "越权" });
    await expectAnswer(outside, 403, ["无权访问该数据"]);
  });

  it("echoes errors by field: no reason, a zero amount, more than refundable", async () => {
    const { own } = await orders();
    const order = own[1]!;
    const noReason = refund(browsers.merchant, order.id, { refundAmount: "1.00", reason: "" });
    await expectAnswer(noReason, 400, ["请填写退款原因"]);
    const zero = refund(browsers.merchant, order.id, { refundAmount: "0", reason: "零" });
    await expectAnswer(zero, 400, ["请输入大于 0 的金额"]);
    const tooMuch = refund(browsers.merchant, order.id, { refundAmount: String(order.amount_fen), reason: "太多" });
    await expectAnswer(tooMuch, 400, ["退款金额不能超过可退金额", "太多"]);
  });

  it("refunds part of an order: 退款成功, the order becomes 部分退款", async () => {
    const { own } = await orders();
    const order = own[2]!;
    const done = await expectSaved(
      refund(browsers.merchant, order.id, { refundAmount: "1.00", reason: "顾客申请退款" }),
    );
    const state = await sandboxDb()
      .prepare("SELECT state, refunded_fen FROM cloud_trade_order WHERE id = ?")
      .bind(order.id)
      .first();
    expect(state).toMatchObject({ state: 5, refunded_fen: 100 });
    expect(await html(browsers.merchant, done)).toContain("退款成功");
  });
});
