/**
 * cloud-recon (issue 17, 对账单 and 差错处理): seed_v16_recon's batches equal our orders' totals
 * and the channel's side equals ours adjusted by the differences, day by day; the lists, details,
 * the statement CSV; and every handling of a difference: refused without recon_error_edit or to
 * a partner, the comment required, each resolution's effect on orders, refunds and the ledger
 * (which still sums to the balances), a second handling refused (该差错已处理), the history kept.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { RECON_CHANNELS } from "../../../workers/sandbox/services/recon/catalogue";
import { authed, body, call, get, type Page, type R, sandboxEnv, signIn } from "../helpers";
import { MONEY_SEED_TIMEOUT_MS, warmMoney } from "../warm-money";

beforeAll(warmMoney, MONEY_SEED_TIMEOUT_MS);

const BATCH = "/api/cloud-recon/reconBatch",
  ERROR = "/api/cloud-recon/reconError";
const tokens = { admin: "", agent01: "", mer01: "" };
const db = () => sandboxEnv.DB;
const one = <T>(sql: string, ...binds: unknown[]) =>
  db()
    .prepare(sql)
    .bind(...binds)
    .first<T>();

type Batch = {
  id: string;
  billDate: string;
  channelCode: string;
  ourCount: number;
  ourAmount: string;
  channelCount: number;
  channelAmount: string;
  diffCount: number;
  unresolvedCount: number;
  state: number;
};
type Diff = {
  id: string;
  batchId: string;
  type: number;
  orderId: string;
  orderNo: string;
  channelOrderNo: string;
  ourAmount: string;
  ourState: number | "";
  channelAmount: string;
  channelState: number | "";
  state: number;
  actions: string;
  handlerName: string;
  suspendedAmount: string;
};

const fen = (yuan: string) => {
  const [i, d] = yuan.split(".");
  return Number(i) * 100 + Number(d ?? 0) * (yuan.startsWith("-") ? -1 : 1);
};
const handle = (token: string, payload: Record<string, unknown>) =>
  authed(`${ERROR}/handle`, token, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(payload),
  }).then((r) => body<R<unknown>>(r));

/** An open difference of the type (and channel state) asked, from the seed. */
async function openDiff(where: string): Promise<Diff> {
  const id = await one<string>(
    `SELECT id FROM cloud_recon_error WHERE state = 0 AND ${where} ORDER BY id LIMIT 1`,
  ).then((r) => (r as unknown as { id: string } | null)?.id ?? null);
  expect(id, where).toBeTruthy();
  return (await get<Diff>(`${ERROR}/detail?id=${id}`, tokens.admin)).data;
}

/** Accounts whose balances differ from the sum of their ledger (of the merchants given). */
async function ledgerOff(merchantIds: string[]): Promise<number> {
  const marks = merchantIds.map(() => "?").join(",");
  const row = await one<{ n: number }>(
    `SELECT COUNT(*) AS n FROM cloud_account a LEFT JOIN (SELECT account_id, SUM(change_available) sa, SUM(change_frozen) sf, SUM(change_in_transit) st
       FROM cloud_account_ledger GROUP BY account_id) l ON l.account_id = a.id
     WHERE a.owner_type = 1 AND a.owner_id IN (${marks})
       AND (a.available_fen <> COALESCE(l.sa, 0) OR a.frozen_fen <> COALESCE(l.sf, 0) OR a.in_transit_fen <> COALESCE(l.st, 0))`,
    ...merchantIds,
  );
  return row!.n;
}

/** Batches whose our side differs from the orders paid that day through that channel. */
async function batchesOffOurs(): Promise<number> {
  const row = await one<{ n: number }>(
    `SELECT COUNT(*) AS n FROM cloud_recon_batch b LEFT JOIN (
       SELECT date(pay_time / 1000 + 28800, 'unixepoch') AS d, channel_code, COUNT(*) c, SUM(amount_fen) a, SUM(pay_fee_fen) f
       FROM cloud_trade_order WHERE state IN (1, 4, 5) GROUP BY d, channel_code) o ON o.d = b.bill_date AND o.channel_code = b.channel_code
     WHERE b.our_count <> COALESCE(o.c, 0) OR b.our_amount_fen <> COALESCE(o.a, 0) OR b.our_fee_fen <> COALESCE(o.f, 0)`,
  );
  return row!.n;
}

beforeAll(async () => {
  await call("/api/cloud-auth/oauth/captcha");
  tokens.admin = (await signIn("admin", "admin")).access_token;
  tokens.agent01 = (await signIn("agent01", "123456")).access_token;
  tokens.mer01 = (await signIn("mer01", "123456")).access_token;
}, 120_000); // the first request migrates and seeds (200,000 orders)

describe("seed_v16_recon", () => {
  it("has one batch per channel per day for 30 days, our side = our paid orders of that day, the channel's = ours adjusted by the differences", async () => {
    const days = await one<{ d: number; c: number; n: number }>(
      "SELECT COUNT(DISTINCT bill_date) AS d, COUNT(DISTINCT channel_code) AS c, COUNT(*) AS n FROM cloud_recon_batch",
    );
    expect(days!.d).toBe(30);
    expect(days!.c).toBe(RECON_CHANNELS.length);
    expect(days!.n).toBe(30 * RECON_CHANNELS.length);
    expect(await batchesOffOurs()).toBe(0);
    const channelOff = await one<{ n: number }>(
      `SELECT COUNT(*) AS n FROM cloud_recon_batch b LEFT JOIN (
         SELECT batch_id, COUNT(*) k, SUM((channel_amount_fen IS NOT NULL) - COALESCE(our_state IN (1, 4, 5), 0)) dc,
           SUM(COALESCE(channel_amount_fen, 0) - CASE WHEN our_state IN (1, 4, 5) THEN our_amount_fen ELSE 0 END) da
         FROM cloud_recon_error GROUP BY batch_id) e ON e.batch_id = b.id
       WHERE b.channel_count <> b.our_count + COALESCE(e.dc, 0) OR b.channel_amount_fen <> b.our_amount_fen + COALESCE(e.da, 0)
         OR b.diff_count <> COALESCE(e.k, 0) OR (b.diff_count = 0) <> (b.state = 0)`,
    );
    expect(channelOff!.n).toBe(0);
    const types = await db()
      .prepare("SELECT type, COUNT(*) AS n FROM cloud_recon_error GROUP BY type ORDER BY type")
      .all<{ type: number; n: number }>();
    expect(types.results.map((t) => t.type)).toEqual([1, 2, 3, 4, 5]);
    for (const t of types.results) expect(t.n).toBeGreaterThan(3);
    const share = await one<{ e: number; o: number }>(
      "SELECT (SELECT COUNT(*) FROM cloud_recon_error) AS e, (SELECT SUM(our_count) FROM cloud_recon_batch) AS o",
    );
    expect(share!.e / share!.o).toBeLessThan(0.01);
  });
});

describe("reconBatch", () => {
  it("lists batches by day range, channel and state; refuses partners", async () => {
    const page = (await get<Page<Batch>>(`${BATCH}/list?size=200`, tokens.admin)).data;
    expect(page.total).toBe(150);
    const day = page.records[0]!.billDate;
    const oneDay = (await get<Page<Batch>>(`${BATCH}/list?startDate=${day}&endDate=${day}`, tokens.admin)).data;
    expect(oneDay.total).toBe(5);
    const wx = (await get<Page<Batch>>(`${BATCH}/list?channelCode=WXPAY&size=50`, tokens.admin)).data;
    expect(wx.total).toBe(30);
    expect(wx.records.every((b) => b.channelCode === "WXPAY")).toBe(true);
    const open = (await get<Page<Batch>>(`${BATCH}/list?state=1&size=200`, tokens.admin)).data;
    expect(open.records.length).toBeGreaterThan(0);
    expect(open.records.every((b) => b.state === 1 && b.unresolvedCount > 0)).toBe(true);
    for (const token of [tokens.agent01, tokens.mer01]) {
      const refused = await get(`${BATCH}/list`, token);
      expect(refused.code).toBe(403);
    }
  });

  it("opens a batch with its differences, and streams its statement CSV with the channel's lines and totals", async () => {
    const open = (await get<Page<Batch>>(`${BATCH}/list?state=1&size=1`, tokens.admin)).data.records[0]!;
    const detail = (await get<Batch & { errors: Diff[] }>(`${BATCH}/detail?id=${open.id}`, tokens.admin)).data;
    expect(detail.errors).toHaveLength(open.diffCount);
    expect(detail.errors.every((e) => e.batchId === open.id)).toBe(true);
    const response = await authed(`${BATCH}/statement?id=${open.id}`, tokens.admin);
    expect(response.headers.get("Content-Type")).toContain("text/csv");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder()
      .decode(bytes)
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("交易时间,渠道订单号,平台订单号,交易金额(元),手续费(元),交易状态,渠道");
    expect(lines.length - 1).toBe(open.channelCount);
    const sum = lines.slice(1).reduce((s, line) => s + fen(line.split(",")[3]!), 0);
    expect(sum).toBe(fen(open.channelAmount));
    expect((await body<R<unknown>>(await authed(`${BATCH}/statement?id=${open.id}`, tokens.agent01))).code).toBe(403);
  });
});

describe("reconError", () => {
  it("lists differences by type, state and channel, and answers the detail", async () => {
    const all = (await get<Page<Diff>>(`${ERROR}/list?state=0&size=500`, tokens.admin)).data;
    expect(all.total).toBeGreaterThan(20);
    for (const type of [1, 2, 3, 4, 5]) {
      const page = (await get<Page<Diff>>(`${ERROR}/list?type=${type}&state=0`, tokens.admin)).data;
      expect(page.total, `type ${type}`).toBeGreaterThan(0);
      expect(page.records.every((e) => e.type === type && e.state === 0)).toBe(true);
    }
    const sample = all.records.find((e) => e.orderNo)!;
    const found = (await get<Page<Diff>>(`${ERROR}/list?orderNo=${sample.orderNo}`, tokens.admin)).data;
    expect(found.records.map((e) => e.id)).toContain(sample.id);
    expect((await get(`${ERROR}/list`, tokens.mer01)).code).toBe(403);
  });

  it("refuses handling without recon_error_edit (403), and without a comment", async () => {
    const diff = await openDiff("type = 1");
    expect((await handle(tokens.agent01, { id: diff.id, result: "platform", remark: "x" })).code).toBe(403);
    const missing = await handle(tokens.admin, { id: diff.id, result: "platform", remark: "  " });
    expect(missing.code).toBe(400);
    expect(missing.msg).toBe("请填写处理说明");
    expect((await handle(tokens.admin, { id: diff.id, result: "platform", remark: "x".repeat(201) })).msg).toBe(
      "处理说明不能超过200个字符",
    );
    expect(
      (await handle(tokens.admin, { id: diff.id, result: "channel", channelAction: "supplement", remark: "补" })).msg,
    ).toBe("该差错不能如此处理");
    expect((await get<Diff>(`${ERROR}/detail?id=${diff.id}`, tokens.admin)).data.state).toBe(0);
  });

  it("以平台为准 resolves it once: it leaves the open list, a second handling is refused, the history keeps it", async () => {
    const diff = await openDiff("type = 1");
    const before = await one<{ unresolved_count: number }>(
      "SELECT unresolved_count FROM cloud_recon_batch WHERE id = ?",
      diff.batchId,
    );
    const done = await handle(tokens.admin, { id: diff.id, result: "platform", remark: "以平台订单为准" });
    expect(done.code).toBe(200);
    const again = await handle(tokens.admin, { id: diff.id, result: "ignore", remark: "再次处理" });
    expect(again.code).toBe(400);
    expect(again.msg).toBe("该差错已处理");
    const open = (await get<Page<Diff>>(`${ERROR}/list?state=0&size=1000`, tokens.admin)).data;
    expect(open.records.map((e) => e.id)).not.toContain(diff.id);
    const after = (await get<Diff>(`${ERROR}/detail?id=${diff.id}`, tokens.admin)).data;
    expect(after.state).toBe(1);
    expect(after.handlerName).not.toBe("");
    expect(
      (await one<{ unresolved_count: number }>(
        "SELECT unresolved_count FROM cloud_recon_batch WHERE id = ?",
        diff.batchId,
      ))!.unresolved_count,
    ).toBe(before!.unresolved_count - 1);
    const history = (
      await get<{ result: string; remark: string; before: string; after: string; operatorName: string }[]>(
        `${ERROR}/history?id=${diff.id}`,
        tokens.admin,
      )
    ).data;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ result: "platform", remark: "以平台订单为准" });
    expect(JSON.parse(history[0]!.before).state).toBe(0);
    expect(JSON.parse(history[0]!.after).state).toBe(1);
  });

  it("two operators handling at once: one wins, the other is told 该差错已处理", async () => {
    const diff = await openDiff("type = 5");
    const answers = await Promise.all([
      handle(tokens.admin, { id: diff.id, result: "ignore", remark: "甲" }),
      handle(tokens.admin, { id: diff.id, result: "channel", channelAction: "suspend", remark: "乙" }),
    ]);
    expect(answers.map((a) => a.code).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.code === 400)!.msg).toBe("该差错已处理");
    expect(
      await db()
        .prepare("SELECT COUNT(*) AS n FROM cloud_recon_error_log WHERE error_id = ?")
        .bind(diff.id)
        .first<number>("n"),
    ).toBe(1);
  });

  it("忽略 and 以渠道为准 · 挂账 leave the open list; 挂账 parks the difference", async () => {
    const ignored = await openDiff("type = 3");
    expect((await handle(tokens.admin, { id: ignored.id, result: "ignore", remark: "不处理" })).code).toBe(200);
    expect((await get<Diff>(`${ERROR}/detail?id=${ignored.id}`, tokens.admin)).data.state).toBe(2);
    const parked = await openDiff("type = 5");
    expect(
      (
        await handle(tokens.admin, {
          id: parked.id,
          result: "channel",
          channelAction: "suspend",
          remark: "手续费差异挂账",
        })
      ).code,
    ).toBe(200);
    const after = (await get<Diff>(`${ERROR}/detail?id=${parked.id}`, tokens.admin)).data;
    expect(after.state).toBe(1);
    expect(fen(after.suspendedAmount)).toBeGreaterThan(0);
  });

  it("补单 of a state mismatch: our order becomes 支付成功 at the channel's amount, the merchant's in-transit gets its net, the batch counts it", async () => {
    const diff = await openDiff("type = 4 AND channel_state = 1");
    expect(diff.actions).toContain("supplement");
    const done = await handle(tokens.admin, {
      id: diff.id,
      result: "channel",
      channelAction: "supplement",
      remark: "渠道已扣款，补单",
    });
    expect(done.code, done.msg).toBe(200);
    const order = await one<{ state: number; amount_fen: number; pay_fee_fen: number; merchant_id: string }>(
      "SELECT * FROM cloud_trade_order WHERE id = ?",
      diff.orderId,
    );
    expect(order!.state).toBe(1);
    expect(order!.amount_fen).toBe(fen(diff.channelAmount));
    const pay = await one<{ change_in_transit: number }>(
      "SELECT change_in_transit FROM cloud_account_ledger WHERE biz_type = 'PAY' AND biz_no = ? ORDER BY seq DESC",
      diff.orderNo,
    );
    expect(pay!.change_in_transit).toBe(order!.amount_fen - order!.pay_fee_fen);
    expect(await ledgerOff([order!.merchant_id])).toBe(0);
    expect(await batchesOffOurs()).toBe(0);
  });

  it("补单 of a line only on the channel's: a new paid order of that merchant, its ledger entry", async () => {
    const diff = await openDiff("type = 2");
    const done = await handle(tokens.admin, {
      id: diff.id,
      result: "channel",
      channelAction: "supplement",
      remark: "补录渠道订单",
    });
    expect(done.code, done.msg).toBe(200);
    const after = (await get<Diff>(`${ERROR}/detail?id=${diff.id}`, tokens.admin)).data;
    expect(after.orderNo).toMatch(/^P\d{14}\d{6}$/);
    const order = await one<{ state: number; amount_fen: number; channel_order_no: string; merchant_id: string }>(
      "SELECT * FROM cloud_trade_order WHERE order_no = ?",
      after.orderNo,
    );
    expect(order).toMatchObject({
      state: 1,
      amount_fen: fen(diff.channelAmount),
      channel_order_no: diff.channelOrderNo,
    });
    expect(await ledgerOff([order!.merchant_id])).toBe(0);
    expect(await batchesOffOurs()).toBe(0);
  });

  it("退款: a refund recorded within the refundable amount (full when the channel refunded, the difference when it took less)", async () => {
    const full = await openDiff("type = 4 AND channel_state = 4");
    expect(
      (await handle(tokens.admin, { id: full.id, result: "channel", channelAction: "refund", remark: "渠道已退款" }))
        .code,
    ).toBe(200);
    const refunded = await one<{
      state: number;
      amount_fen: number;
      refunded_fen: number;
      fee_fen: number;
      merchant_id: string;
    }>("SELECT * FROM cloud_trade_order WHERE id = ?", full.orderId);
    expect(refunded).toMatchObject({ state: 4, refunded_fen: refunded!.amount_fen, fee_fen: 0 });
    const refunds = await one<{ s: number }>(
      "SELECT SUM(refund_fen) AS s FROM cloud_refund_order WHERE order_id = ? AND state = 1",
      full.orderId,
    );
    expect(refunds!.s).toBe(refunded!.amount_fen);
    const partial = await openDiff("type = 3 AND our_state = 1");
    expect(
      (
        await handle(tokens.admin, {
          id: partial.id,
          result: "channel",
          channelAction: "refund",
          remark: "按渠道金额退差额",
        })
      ).code,
    ).toBe(200);
    const part = await one<{ state: number; refunded_fen: number; amount_fen: number; merchant_id: string }>(
      "SELECT * FROM cloud_trade_order WHERE id = ?",
      partial.orderId,
    );
    expect(part!.state).toBe(5);
    expect(part!.refunded_fen).toBe(fen(partial.ourAmount) - fen(partial.channelAmount));
    expect(part!.refunded_fen).toBeLessThanOrEqual(part!.amount_fen);
    expect(await ledgerOff([refunded!.merchant_id, part!.merchant_id])).toBe(0);
    expect(await batchesOffOurs()).toBe(0);
  });

  it("退款 is refused above what is refundable, and a refusal by the balance guard writes nothing (the whole batch rolls back)", async () => {
    const over = await openDiff("type = 3 AND our_state = 1");
    const order = await one<{
      amount_fen: number;
      pay_fee_fen: number;
      refunded_fen: number;
      fee_fen: number;
      state: number;
    }>("SELECT * FROM cloud_trade_order WHERE id = ?", over.orderId);
    // Refunded meanwhile down to one fen: the difference is more than what is left.
    await db()
      .prepare("UPDATE cloud_trade_order SET refunded_fen = amount_fen - 1, state = 5 WHERE id = ?")
      .bind(over.orderId)
      .run();
    const refused = await handle(tokens.admin, {
      id: over.id,
      result: "channel",
      channelAction: "refund",
      remark: "退差额",
    });
    expect(refused.code).toBe(400);
    expect(refused.msg).toMatch(/^退款金额超过可退金额/);
    await db()
      .prepare("UPDATE cloud_trade_order SET refunded_fen = ?, state = ? WHERE id = ?")
      .bind(order!.refunded_fen, order!.state, over.orderId)
      .run();

    const full = await openDiff("type = 4 AND channel_state = 4");
    const before = await one<{ id: string; in_transit_fen: number; available_fen: number; merchant_id: string }>(
      "SELECT a.id, a.in_transit_fen, a.available_fen, o.merchant_id FROM cloud_trade_order o JOIN cloud_account a ON a.owner_type = 1 AND a.owner_id = o.merchant_id WHERE o.id = ?",
      full.orderId,
    );
    const ledgerRows = await one<{ n: number }>(
      "SELECT COUNT(*) AS n FROM cloud_account_ledger WHERE account_id = ?",
      before!.id,
    );
    // Neither balance can pay it (the order may be settled already: then the refund comes from available).
    await db()
      .prepare("UPDATE cloud_account SET in_transit_fen = 0, available_fen = 0 WHERE id = ?")
      .bind(before!.id)
      .run();
    const poor = await handle(tokens.admin, {
      id: full.id,
      result: "channel",
      channelAction: "refund",
      remark: "渠道已退款",
    });
    expect(poor.code).toBe(400);
    expect(poor.msg).toBe("商户账户余额不足，不能退款");
    await db()
      .prepare("UPDATE cloud_account SET in_transit_fen = ?, available_fen = ? WHERE id = ?")
      .bind(before!.in_transit_fen, before!.available_fen, before!.id)
      .run();
    const untouched = await one<{ state: number; refunded_fen: number }>(
      "SELECT state, refunded_fen FROM cloud_trade_order WHERE id = ?",
      full.orderId,
    );
    expect(untouched).toMatchObject({ state: 1, refunded_fen: 0 });
    expect((await get<Diff>(`${ERROR}/detail?id=${full.id}`, tokens.admin)).data.state).toBe(0);
    expect(
      await one<{ n: number }>("SELECT COUNT(*) AS n FROM cloud_account_ledger WHERE account_id = ?", before!.id),
    ).toEqual(ledgerRows);
    expect(
      await one<{ n: number }>("SELECT COUNT(*) AS n FROM cloud_refund_order WHERE order_id = ?", full.orderId),
    ).toEqual({ n: 0 });
    expect(await one<{ n: number }>("SELECT COUNT(*) AS n FROM cloud_recon_guard")).toEqual({ n: 0 });
    expect(await ledgerOff([before!.merchant_id])).toBe(0);
  });
});
