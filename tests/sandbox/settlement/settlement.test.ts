/**
 * /api/cloud-settle (结算记录, 结算配置; issue 17): the seeded batches and their money invariants, the
 * workflow 等待审核 → 已审核 / 审核不通过 → 打款中 → 打款成功 / 打款失败, four eyes above the review
 * threshold (executeRemit called directly as a second operator), permissions and partner scope.
 */
import fc from "fast-check";
import { describe, expect, it, beforeAll } from "vitest";
import type { RouteContext, SessionUser } from "../../../workers/sandbox/core/env";
import { PARTNER_SEED } from "../../../workers/sandbox/services/agent/seed";
import type { MoneyRequestRow } from "../../../workers/sandbox/services/approval/requests";
import { BANK_FAIL } from "../../../workers/sandbox/services/settlement/catalogue";
import { STATE_CHANGED, WAITING_REVIEW } from "../../../workers/sandbox/services/settlement/batch";
import { executeRemit } from "../../../workers/sandbox/services/settlement/remit";
import { authed, body, call, get, type Page, type R, sandboxEnv, signIn } from "../helpers";
import { ownBatch } from "../support/own-batch";
import { MONEY_SEED_TIMEOUT_MS, warmMoney } from "../warm-money";

beforeAll(warmMoney, MONEY_SEED_TIMEOUT_MS);

const API = "/api/cloud-settle";
type Batch = Record<string, unknown> & {
  id: string;
  batchNo: string;
  state: number;
  netAmount: string;
  agentPath: string;
  merchantId: string;
  reviewing: number;
};
type Config = Record<string, unknown> & {
  id: string;
  merchantId: string;
  agentPath: string;
  settleType: string;
  minAmount: string;
};

const db = sandboxEnv.DB;
const one = <T>(sql: string, ...binds: unknown[]) =>
  db
    .prepare(sql)
    .bind(...binds)
    .first<T>();

async function post<T = unknown>(path: string, token: string, payload: unknown): Promise<R<T>> {
  const response = await authed(path, token, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(payload),
  });
  expect(response.status, path).toBe(200);
  return body<R<T>>(response);
}

/** Every seeded batch settles at least its owner's 最低结算金额. */
async function expectMinimumsKept() {
  const below = await one<{ n: number }>(
    `SELECT COUNT(*) AS n FROM cloud_settle_batch b JOIN cloud_settle_config c ON c.tenant_id = b.tenant_id AND c.owner_type = b.owner_type AND c.owner_id = b.owner_id
     WHERE b.net_fen < c.min_amount_fen`,
  );
  expect(below!.n).toBe(0);
  const minimums = await one<{ n: number }>(
    "SELECT COUNT(DISTINCT min_amount_fen) AS n FROM cloud_settle_config WHERE owner_type = 1",
  );
  expect(minimums!.n).toBeGreaterThan(1);
}

async function ledgerMatches(merchantId: string): Promise<{ available: number; sum: number }> {
  return (await one<{ available: number; sum: number }>(
    `SELECT a.available_fen AS available, (SELECT SUM(change_available) FROM cloud_account_ledger l WHERE l.account_id = a.id) AS sum
     FROM cloud_account a WHERE a.owner_type = 1 AND a.owner_id = ?`,
    merchantId,
  ))!;
}

describe("seed_v15_settlement", () => {
  it("seeds batches over the last 30 days in every seeded state, each the sum of its orders, net = gross − fee − refunds", async () => {
    await call("/api/cloud-auth/oauth/captcha");
    const states = await db
      .prepare("SELECT state, COUNT(*) AS n FROM cloud_settle_batch GROUP BY state ORDER BY state")
      .all<{ state: number; n: number }>();
    expect(states.results.map((s) => s.state)).toEqual([0, 1, 2, 4, 5]);
    const wrong = await one<{ n: number }>(
      `SELECT COUNT(*) AS n FROM cloud_settle_batch b LEFT JOIN (SELECT settle_batch_id, COUNT(*) c, SUM(amount_fen) g, SUM(fee_fen) f, SUM(refunded_fen) r
         FROM cloud_trade_order WHERE settle_batch_id IS NOT NULL GROUP BY settle_batch_id) o ON o.settle_batch_id = b.id
       WHERE b.owner_type = 1 AND (o.c IS NULL OR b.order_count <> o.c OR b.gross_fen <> o.g OR b.fee_fen <> o.f OR b.refund_fen <> o.r OR b.net_fen <> b.gross_fen - b.fee_fen - b.refund_fen)`,
    );
    expect(wrong!.n).toBe(0);
    // One batch per merchant per settling day; a day below the merchant's minimum is carried into the next day's batch.
    const twice = await one<{ n: number }>(
      "SELECT COUNT(*) AS n FROM (SELECT 1 FROM cloud_settle_batch WHERE owner_type = 1 GROUP BY merchant_id, trade_date HAVING COUNT(*) > 1)",
    );
    expect(twice!.n).toBe(0);
    expect(
      (await one<{ most: number }>("SELECT MAX(order_count) AS most FROM cloud_settle_batch WHERE owner_type = 1"))!
        .most,
    ).toBeGreaterThan(10);
    await expectMinimumsKept();
  });

  it("settles by cycle: D+0 the same day, D+1 the next day, T+1 the next working day; no batch before its settle time", async () => {
    const off = await one<{ n: number; weekend: number; ahead: number; types: number }>(
      `SELECT SUM(CASE WHEN (settle_type = '2' AND settle_date <> trade_date) OR (settle_type = '3' AND settle_date <> date(trade_date, '+1 day'))
                    OR (settle_type = '1' AND settle_date NOT IN (date(trade_date, '+1 day'), date(trade_date, '+2 day'), date(trade_date, '+3 day'))) THEN 1 ELSE 0 END) AS n,
              SUM(CASE WHEN settle_type = '1' AND (strftime('%w', settle_date) IN ('0', '6')
                    OR (strftime('%w', trade_date) NOT IN ('5', '6') AND settle_date <> date(trade_date, '+1 day'))) THEN 1 ELSE 0 END) AS weekend,
              SUM(CASE WHEN create_time > ? THEN 1 ELSE 0 END) AS ahead, COUNT(DISTINCT settle_type) AS types
       FROM cloud_settle_batch`,
      Date.now(),
    );
    expect(off).toEqual({ n: 0, weekend: 0, ahead: 0, types: 3 });
  });

  it("carries a day below the owner's 最低结算金额 into the next batch; the days still carried stay 待结算", async () => {
    const carried = await one<{ n: number }>(
      `SELECT COUNT(*) AS n FROM (SELECT settle_batch_id FROM cloud_trade_order WHERE settle_batch_id IS NOT NULL
         GROUP BY settle_batch_id HAVING COUNT(DISTINCT strftime('%Y-%m-%d', pay_time / 1000 + 28800, 'unixepoch')) > 1)`,
    );
    expect(carried!.n).toBeGreaterThan(0);
    // Every line was paid on or before its batch's day; no paid order between a merchant's first and last batch is left out.
    const late = await one<{ n: number }>(
      `SELECT COUNT(*) AS n FROM cloud_trade_order o JOIN cloud_settle_batch b ON b.id = o.settle_batch_id
       WHERE strftime('%Y-%m-%d', o.pay_time / 1000 + 28800, 'unixepoch') > b.trade_date`,
    );
    expect(late!.n).toBe(0);
    const stranded = await one<{ n: number }>(
      `SELECT COUNT(*) AS n FROM cloud_trade_order o
       JOIN (SELECT owner_id, MIN(trade_date) AS first, MAX(trade_date) AS last FROM cloud_settle_batch WHERE owner_type = 1 GROUP BY owner_id) b ON b.owner_id = o.merchant_id
       WHERE o.state IN (1, 4, 5) AND o.settle_state = 0 AND strftime('%Y-%m-%d', o.pay_time / 1000 + 28800, 'unixepoch') BETWEEN b.first AND b.last`,
    );
    expect(stranded!.n).toBe(0);
    const configs = await one<{ n: number; mer01: number }>(
      "SELECT COUNT(*) AS n, SUM(CASE WHEN owner_id = ? THEN review_threshold_fen END) AS mer01 FROM cloud_settle_config WHERE owner_type = 1",
      PARTNER_SEED.merchant01,
    );
    expect(configs).toEqual({ n: 2000, mer01: 100_000 });
  });

  it("keeps the ledger summing to the balances, and the merchants' money where the orders put it", async () => {
    const off = await one<{ n: number }>(
      `SELECT COUNT(*) AS n FROM cloud_account a LEFT JOIN (SELECT account_id, SUM(change_available) sa, SUM(change_in_transit) st FROM cloud_account_ledger GROUP BY account_id) l
         ON l.account_id = a.id WHERE a.available_fen <> COALESCE(l.sa, 0) OR a.in_transit_fen <> COALESCE(l.st, 0) OR a.in_transit_fen < 0`,
    );
    expect(off!.n).toBe(0);
    const money = await one<{ unsettled: number; inTransit: number; settled: number; held: number }>(
      `SELECT (SELECT SUM(amount_fen - refunded_fen - fee_fen) FROM cloud_trade_order WHERE state IN (1, 4, 5) AND settle_state = 0) AS unsettled,
              (SELECT SUM(in_transit_fen) FROM cloud_account WHERE owner_type = 1) AS inTransit,
              (SELECT SUM(net_fen) FROM cloud_settle_batch WHERE owner_type = 1 AND state <> 4) AS settled,
              (SELECT SUM(available_fen + frozen_fen) FROM cloud_account WHERE owner_type = 1) AS held`,
    );
    expect(money!.inTransit).toBe(money!.unsettled);
    expect(money!.held).toBe(money!.settled);
  });

  it("property: any seeded batch's lines add up to its totals and each line's net to its net", async () => {
    const total = (await one<{ n: number }>("SELECT COUNT(*) AS n FROM cloud_settle_batch WHERE owner_type = 1"))!.n;
    const admin = await signIn("admin", "admin");
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: total - 1 }), async (i) => {
        const id = (await one<{ id: string }>(
          "SELECT id FROM cloud_settle_batch WHERE owner_type = 1 ORDER BY id LIMIT 1 OFFSET ?",
          i,
        ))!.id;
        const batch = (await get<Batch>(`${API}/settleBatch/detail?id=${id}`, admin.access_token)).data;
        const lines = (
          await get<Page<Record<string, string>>>(
            `${API}/settleBatch/lines?batchId=${id}&current=1&size=1000`,
            admin.access_token,
          )
        ).data;
        const fen = (v: unknown) => Math.round(Number(v) * 100);
        const sum = (k: string) => lines.records.reduce((s, l) => s + fen(l[k]), 0);
        expect(lines.total).toBe(batch.orderCount);
        expect(sum("amount")).toBe(fen(batch.grossAmount));
        expect(sum("feeAmount")).toBe(fen(batch.feeAmount));
        expect(sum("refundAmount")).toBe(fen(batch.refundAmount));
        expect(sum("netAmount")).toBe(fen(batch.netAmount));
        expect(fen(batch.netAmount)).toBe(fen(batch.grossAmount) - fen(batch.feeAmount) - fen(batch.refundAmount));
        for (const l of lines.records)
          expect(fen(l.netAmount)).toBe(fen(l.amount) - fen(l.feeAmount) - fen(l.refundAmount));
      }),
      { numRuns: 15 },
    );
  });
});

describe("settleBatch", () => {
  it("lists with filters and pages the lines", async () => {
    const admin = await signIn("admin", "admin");
    const page = (await get<Page<Batch>>(`${API}/settleBatch/list?state=4&current=1&size=5`, admin.access_token)).data;
    expect(page.records).toHaveLength(5);
    expect(page.records.every((b) => b.state === 4)).toBe(true);
    expect(page.records[0]!.accountNo).toMatch(/^\d{4} \*{4} \d{4}$/);
    const byParty = (
      await get<Page<Batch>>(`${API}/settleBatch/list?party=M10000001&current=1&size=100`, admin.access_token)
    ).data;
    expect(byParty.total).toBeGreaterThan(0);
    expect(byParty.records.every((b) => b.merchantNo === "M10000001")).toBe(true);
    const lines = (
      await get<Page<unknown>>(
        `${API}/settleBatch/lines?batchId=${byParty.records[0]!.id}&current=1&size=2`,
        admin.access_token,
      )
    ).data;
    expect(lines.records.length).toBeLessThanOrEqual(2);
    expect((await get(`${API}/settleBatch/detail?id=123`, admin.access_token)).msg).toBe("结算批次不存在");
    // One batch by its number, exact (search by number, issue 34); a part of it finds none.
    const wanted = byParty.records[0]!;
    const byNo = (
      await get<Page<Batch>>(`${API}/settleBatch/list?batchNo=${wanted.batchNo}&current=1&size=5`, admin.access_token)
    ).data;
    expect(byNo.records.map((b) => b.id)).toEqual([wanted.id]);
    const part = wanted.batchNo.slice(0, -1);
    expect((await get<Page<Batch>>(`${API}/settleBatch/list?batchNo=${part}`, admin.access_token)).data.total).toBe(0);
  });

  it("limits agent01 and mer01 to their own batches, and refuses another's detail, lines and actions", async () => {
    const agent = await signIn("agent01", "123456");
    const mer = await signIn("mer01", "123456");
    const agentPage = (await get<Page<Batch>>(`${API}/settleBatch/list?current=1&size=50`, agent.access_token)).data;
    expect(agentPage.total).toBeGreaterThan(0);
    expect(agentPage.records.every((b) => b.agentPath.split(",").includes(PARTNER_SEED.agent01))).toBe(true);
    const merPage = (await get<Page<Batch>>(`${API}/settleBatch/list?current=1&size=50`, mer.access_token)).data;
    expect(merPage.total).toBeGreaterThan(0);
    expect(merPage.records.every((b) => b.merchantId === PARTNER_SEED.merchant01)).toBe(true);
    const other = (await one<{ id: string }>(
      "SELECT b.id FROM cloud_settle_batch b JOIN cloud_agent_info a ON a.id = b.agent_id WHERE (',' || a.ancestors || ',' || a.id || ',') NOT LIKE ? LIMIT 1",
      `%,${PARTNER_SEED.agent01},%`,
    ))!.id;
    for (const token of [agent.access_token, mer.access_token]) {
      expect((await get(`${API}/settleBatch/detail?id=${other}`, token)).code).toBe(403);
      expect((await get(`${API}/settleBatch/lines?batchId=${other}`, token)).code).toBe(403);
    }
    // The partner roles hold no 审核 / 打款.
    const own = merPage.records.find((b) => b.state === 0) ?? merPage.records[0]!;
    expect(await post(`${API}/settleBatch/audit`, mer.access_token, { id: own.id, pass: true })).toMatchObject({
      code: 403,
      msg: "无权操作",
    });
    expect(await post(`${API}/settleBatch/remit`, mer.access_token, { id: own.id })).toMatchObject({
      code: 403,
      msg: "无权操作",
    });
    expect(await post(`${API}/settleBatch/retry`, agent.access_token, { id: own.id })).toMatchObject({
      code: 403,
      msg: "无权操作",
    });
  });

  it("audits a waiting batch once: a rejection needs a remark of at most 200 characters", async () => {
    const admin = await signIn("admin", "admin");
    const [a, b] = [
      await ownBatch(db, "M10000002", { state: 0, netFen: 5_000 }),
      await ownBatch(db, "M10000002", { state: 0, netFen: 6_000 }),
    ];
    const audit = (payload: unknown) =>
      post<{ state: number }>(`${API}/settleBatch/audit`, admin.access_token, payload);
    expect((await audit({ id: a!.id, pass: false })).msg).toBe("请填写审核不通过的原因");
    expect((await audit({ id: a!.id, pass: false, remark: "长".repeat(201) })).msg).toBe("审核意见不能超过200个字符");
    expect((await audit({ id: a!.id, pass: "yes" })).msg).toBe("请选择审核结果");
    expect(await audit({ id: a!.id, pass: false, remark: "账户名与营业执照不符" })).toMatchObject({
      code: 200,
      data: { state: 2 },
    });
    expect((await audit({ id: a!.id, pass: true })).msg).toBe("该批次已审核，请勿重复操作");
    expect(await audit({ id: b!.id, pass: true })).toMatchObject({ code: 200, data: { state: 1 } });
    const stored = await one<{ state: number; audit_user_name: string; audit_time: number }>(
      "SELECT state, audit_user_name, audit_time FROM cloud_settle_batch WHERE id = ?",
      b!.id,
    );
    expect(stored!.state).toBe(1);
    expect(stored!.audit_user_name).toBeTruthy();
    expect(stored!.audit_time).toBeGreaterThan(0);
  });

  it("remits an audited batch once (two operators at once: one wins), debiting available with a REMIT ledger row", async () => {
    const admin = await signIn("admin", "admin");
    const batch = await ownBatch(db, "M10000002", { state: 1, netFen: 70_000 });
    const before = await ledgerMatches(batch.merchant_id);
    const results = await Promise.all(
      [1, 2].map(() => post<{ state: number }>(`${API}/settleBatch/remit`, admin.access_token, { id: batch.id })),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    expect(results.find((r) => r.code !== 200)!.msg).toMatch(/该批次状态已变更|仅已审核的批次可以打款/);
    expect((await get<Batch>(`${API}/settleBatch/detail?id=${batch.id}`, admin.access_token)).data).toMatchObject({
      state: 4,
      remitCount: 1,
    });
    const after = await ledgerMatches(batch.merchant_id);
    expect(after.available).toBe(before.available - batch.net_fen);
    expect(after.sum).toBe(after.available);
    const remits = await one<{ n: number }>(
      "SELECT COUNT(*) AS n FROM cloud_account_ledger WHERE biz_type = 'REMIT' AND biz_no = ?",
      batch.batch_no,
    );
    expect(remits!.n).toBe(1);
    expect((await post(`${API}/settleBatch/remit`, admin.access_token, { id: batch.id })).msg).toBe(
      "仅已审核的批次可以打款",
    );
  });

  it("fails the first attempt where the bank refuses, without touching the balance, and the retry goes through", async () => {
    const admin = await signIn("admin", "admin");
    const batch = await ownBatch(db, "M10000003", { state: 1, netFen: 80_000, bankRefuses: true });
    const before = await ledgerMatches(batch.merchant_id);
    expect(await post(`${API}/settleBatch/remit`, admin.access_token, { id: batch.id })).toMatchObject({
      code: 200,
      data: { state: 5 },
    });
    expect((await get<Batch>(`${API}/settleBatch/detail?id=${batch.id}`, admin.access_token)).data).toMatchObject({
      state: 5,
      errorMsg: BANK_FAIL.reason,
    });
    expect((await ledgerMatches(batch.merchant_id)).available).toBe(before.available);
    expect(await post(`${API}/settleBatch/retry`, admin.access_token, { id: batch.id })).toMatchObject({
      code: 200,
      data: { state: 4 },
    });
    expect((await ledgerMatches(batch.merchant_id)).available).toBe(before.available - batch.net_fen);
    expect((await post(`${API}/settleBatch/retry`, admin.access_token, { id: batch.id })).msg).toBe(
      "仅打款失败的批次可以重试",
    );
  });

  it("sends a remittance above the review threshold to four eyes, carried out by executeRemit as a second operator", async () => {
    const admin = await signIn("admin", "admin");
    // mer01's merchant: 复核金额 1,000.00 yuan.
    const batch = await ownBatch(db, "M10000001", { state: 1, netFen: 150_000 });
    const before = await ledgerMatches(batch.merchant_id);
    const asked = await post<{ reviewing: number; requestId: string }>(`${API}/settleBatch/remit`, admin.access_token, {
      id: batch.id,
    });
    expect(asked).toMatchObject({ code: 200, data: { reviewing: 1 } });
    expect((await get<Batch>(`${API}/settleBatch/detail?id=${batch.id}`, admin.access_token)).data).toMatchObject({
      state: 1,
      reviewing: 1,
    });
    expect((await post(`${API}/settleBatch/remit`, admin.access_token, { id: batch.id })).msg).toBe(WAITING_REVIEW);
    expect((await ledgerMatches(batch.merchant_id)).available).toBe(before.available);
    const request = (await one<MoneyRequestRow>(
      "SELECT * FROM cloud_money_request WHERE id = ?",
      asked.data.requestId,
    ))!;
    expect(request).toMatchObject({ kind: "remit", target_id: batch.id, amount_fen: batch.net_fen, state: 0 });

    const reviewer: SessionUser = {
      jti: "t",
      sid: "t",
      clientId: "sandbox",
      tenantId: "000001",
      userId: "1999999999999999999",
      deptId: "",
      postId: "",
      roleIds: [],
      roleAliases: [],
      account: "reviewer",
      nickName: "复核员",
    };
    const ctx: RouteContext = {
      req: new Request("https://sandbox.test/"),
      env: sandboxEnv,
      url: new URL("https://sandbox.test/"),
      user: reviewer,
    };
    expect(await executeRemit(ctx, request)).toEqual({ ok: true });
    const done = await one<{ state: number; remit_user_name: string; request_id: string | null }>(
      "SELECT state, remit_user_name, request_id FROM cloud_settle_batch WHERE id = ?",
      batch.id,
    );
    expect(done).toEqual({ state: 4, remit_user_name: "复核员", request_id: null });
    const after = await ledgerMatches(batch.merchant_id);
    expect(after.available).toBe(before.available - batch.net_fen);
    expect(after.sum).toBe(after.available);
    expect(await executeRemit(ctx, request)).toEqual({ ok: false, msg: STATE_CHANGED });
  });
});

describe("settleConfig", () => {
  it("lists within scope, and edits with every field checked; the partner roles may not edit", async () => {
    const admin = await signIn("admin", "admin");
    const mer = await signIn("mer01", "123456");
    const agent = await signIn("agent01", "123456");
    const merPage = (await get<Page<Config>>(`${API}/settleConfig/list?current=1&size=10`, mer.access_token)).data;
    expect(merPage.total).toBe(1);
    expect(merPage.records[0]).toMatchObject({ merchantId: PARTNER_SEED.merchant01, reviewThreshold: "1000.00" });
    const agentPage = (await get<Page<Config>>(`${API}/settleConfig/list?current=1&size=50`, agent.access_token)).data;
    expect(agentPage.records.every((c) => c.agentPath.split(",").includes(PARTNER_SEED.agent01))).toBe(true);
    const config = (
      await get<Page<Config>>(`${API}/settleConfig/list?party=M10000002&current=1&size=1`, admin.access_token)
    ).data.records[0]!;
    const valid = {
      id: config.id,
      settleType: "2",
      minAmount: "12.5",
      accountName: "测试商户",
      accountNo: "6228000011112222",
      bankName: "中国银行",
      reviewThreshold: "20000.00",
    };
    const update = (token: string, extra: Record<string, unknown>) =>
      post(`${API}/settleConfig/update`, token, { ...valid, ...extra });
    expect((await update(admin.access_token, { settleType: "9" })).msg).toBe("结算周期不正确");
    expect((await update(admin.access_token, { minAmount: "1.234" })).msg).toBe("最低结算金额不正确");
    expect((await update(admin.access_token, { minAmount: "-1" })).msg).toBe("最低结算金额不正确");
    expect((await update(admin.access_token, { reviewThreshold: "abc" })).msg).toBe("复核金额不正确");
    expect((await update(admin.access_token, { accountNo: "1234567" })).msg).toBe("结算账号应为8到30位数字");
    expect((await update(admin.access_token, { accountName: "名".repeat(51) })).msg).toBe("结算账户名不正确");
    expect(await update(admin.access_token, {})).toMatchObject({ code: 200 });
    expect((await get<Config>(`${API}/settleConfig/detail?id=${config.id}`, admin.access_token)).data).toMatchObject({
      settleType: "2",
      minAmount: "12.50",
      accountNo: "6228000011112222",
      reviewThreshold: "20000.00",
    });
    expect(await update(mer.access_token, { id: merPage.records[0]!.id })).toMatchObject({
      code: 403,
      msg: "无权操作",
    });
    expect((await get(`${API}/settleConfig/detail?id=${config.id}`, mer.access_token)).code).toBe(403);
  });
});
