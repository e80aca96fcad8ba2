/**
 * 交易订单's export pages by key (order.trade.list's `after`, ADR 015), in the built Worker
 * against the sandbox: its rows are exactly the list's order (newest first, orders of one moment
 * tied across the export's page boundaries included), none lost or repeated even when orders
 * arrive at the top of the list while the file is being written (offset pages would then repeat
 * rows), and it ends with the totals row of the filters.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { sandboxDb } from "@tests/worker/browser";
import { signedInOnce } from "@tests/worker/signed-in-once";
import { MONEY_SEED_TIMEOUT_MS, warmMoney } from "@tests/worker/warm-money";

beforeAll(warmMoney, MONEY_SEED_TIMEOUT_MS);

const browsers = signedInOnce({ admin: "qa1" });

const day = (offset: number) => new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
const [START, END] = [day(-6), day(0)];
/** The range as the sandbox reads it (Beijing days, the end's last millisecond included). */
const [START_MS, END_MS] = [
  Date.parse(`${START}T00:00:00Z`) - 8 * 3_600_000,
  Date.parse(`${END}T23:59:59Z`) - 8 * 3_600_000 + 999,
];
const EXPORT = `/kit/export/orders/transactionOrder?period=custom&startDate=${START}&endDate=${END}&format=csv`;

type Row = { id: string; order_no: string; create_time: number };

/** The range's orders in the list's own order (what offset pages hold, one after another). */
async function listed(): Promise<Row[]> {
  const { results } = await sandboxDb()
    .prepare(
      `SELECT id, order_no, create_time FROM cloud_trade_order WHERE tenant_id = '000001' AND create_time BETWEEN ? AND ?
       ORDER BY create_time DESC, rowid DESC`,
    )
    .bind(START_MS, END_MS)
    .all<Row>();
  return results;
}

/** `count` copies of an order (new id and numbers), at its moment: ties with it, placed before it. */
async function copiesOf(order: Row, count: number, tag: string): Promise<void> {
  const db = sandboxDb();
  const columns = (await db.prepare("PRAGMA table_info(cloud_trade_order)").all<{ name: string }>()).results.map(
    (c) => c.name,
  );
  const renamed: Record<string, string> = { id: "?", order_no: "?", mch_order_no: "?" };
  const insert = `INSERT INTO cloud_trade_order (${columns.join(", ")}) SELECT ${columns.map((c) => renamed[c] ?? c).join(", ")} FROM cloud_trade_order WHERE id = ?`;
  await db.batch(
    Array.from({ length: count }, (_, i) =>
      db
        .prepare(insert)
        .bind(`9${tag}${i}${order.id.slice(3)}`, `${order.order_no}${tag}${i}`, `M${tag}${i}`, order.id),
    ),
  );
}

/** The file's order numbers (first column) and its last line. */
function readCsv(text: string): { orderNos: string[]; last: string[] } {
  const lines = text
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
  return { orderNos: lines.slice(1, -1).map((line) => line.split(",")[0]!), last: lines.at(-1)!.split(",") };
}

describe("交易订单's export by key", () => {
  beforeAll(async () => {
    // Orders of one moment across the boundaries of the export's pages (1,000 rows, …, 5,000).
    const rows = await listed();
    expect(rows.length).toBeGreaterThan(6_000);
    await copiesOf(rows[998]!, 3, "1");
    await copiesOf((await listed())[4_998]!, 4, "2");
  }, 120_000);

  it("holds the list's rows in its order, ties across page boundaries included, then the totals row", async () => {
    const expected = await listed();
    expect(expected[999]!.create_time).toBe(expected[1_000]!.create_time);
    expect(expected[4_999]!.create_time).toBe(expected[5_000]!.create_time);
    const { orderNos, last } = readCsv(await (await browsers.admin.get(EXPORT)).text());
    expect(orderNos).toEqual(expected.map((o) => o.order_no));
    const paid = await sandboxDb()
      .prepare(
        `SELECT SUM(amount_fen) AS fen FROM cloud_trade_order WHERE tenant_id = '000001' AND create_time BETWEEN ? AND ? AND state IN (1, 4, 5)`,
      )
      .bind(START_MS, END_MS)
      .first<number>("fen");
    expect(last[0]).toBe("合计");
    expect(last[2]).toBe((paid! / 100).toFixed(2));
  });

  it("repeats and loses no row when orders arrive at the top of the list while the file is written", async () => {
    const expected = await listed();
    const response = await browsers.admin.get(EXPORT);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = "";
    // The first page is in the file (and the next asked for): new orders now push every later offset page down.
    while (text.split("\r\n").length < 1_002) text += (await reader.read()).value ?? "";
    await copiesOf(expected[0]!, 7, "3");
    for (let part = await reader.read(); !part.done; part = await reader.read()) text += part.value;
    const { orderNos, last } = readCsv(text);
    expect(new Set(orderNos).size).toBe(orderNos.length);
    expect(orderNos).toEqual(expected.map((o) => o.order_no));
    expect(last[0]).toBe("合计");
  });
});
