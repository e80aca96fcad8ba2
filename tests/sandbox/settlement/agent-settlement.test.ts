/**
 * Agents' settlement (ADR 019): the profit shares down the levels (each level the difference to the
 * level below, half-up to the fen; an order's shares add up to its fee less the top agent's cost
 * fee), the agents' batches over their shares, their lines, remittance to the agent's account,
 * their configs (the tenant's settle_type keys only) and the partner scope over both kinds of owner.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { PARTNER_SEED } from "../../../workers/sandbox/services/agent/seed";
import { feeOf } from "../../../workers/sandbox/services/order/catalogue";
import { get, type Page, sandboxEnv, signIn, postJson as post } from "../helpers";
import { ownBatch } from "../support/own-batch";
import { MONEY_SEED_TIMEOUT_MS, warmMoney } from "../warm-money";

beforeAll(warmMoney, MONEY_SEED_TIMEOUT_MS);

const API = "/api/cloud-settle";
type Batch = {
  id: string;
  batchNo: string;
  ownerType: number;
  ownerNo: string;
  ownerName: string;
  agentPath: string;
  merchantId: string;
  orderCount: number;
  grossAmount: string;
  feeAmount: string;
  refundAmount: string;
  netAmount: string;
  state: number;
};
type ShareLine = {
  orderNo: string;
  depth: number;
  childRate: string;
  agentRate: string;
  amount: string;
  shareAmount: string;
  refundAmount: string;
  netAmount: string;
};
type Config = {
  id: string;
  ownerType: number;
  ownerNo: string;
  ownerName: string;
  settleType: string;
  minAmount: string;
  accountNo: string;
  agentPath: string;
};

const db = sandboxEnv.DB;
const one = <T>(sql: string, ...binds: unknown[]) =>
  db
    .prepare(sql)
    .bind(...binds)
    .first<T>();
const fen = (yuan: string) => (yuan.startsWith("-") ? -1 : 1) * Number(yuan.replace("-", "").replace(".", ""));

let admin: string;
beforeAll(async () => {
  admin = (await signIn("admin", "admin")).access_token;
}, 60_000);

describe("profit shares", () => {
  it("property: each level earns the fee at the rate below it less the fee at its own cost; an order's shares add up to its fee less the top cost fee", async () => {
    const orders = (await one<{ n: number }>("SELECT COUNT(DISTINCT order_id) AS n FROM cloud_profit_share"))!.n;
    expect(orders).toBeGreaterThan(10_000);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: orders - 1 }), async (i) => {
        const orderId = (await one<{ order_id: string }>(
          "SELECT order_id FROM cloud_profit_share WHERE depth = 1 ORDER BY id LIMIT 1 OFFSET ?",
          i,
        ))!.order_id;
        const order = (await one<{
          amount_fen: number;
          refunded_fen: number;
          pay_fee_fen: number;
          fee_fen: number;
          rate: string;
          agent_id: string;
        }>(
          "SELECT amount_fen, refunded_fen, pay_fee_fen, fee_fen, rate, agent_id FROM cloud_trade_order WHERE id = ?",
          orderId,
        ))!;
        const shares = (
          await db
            .prepare(
              "SELECT agent_id, depth, agent_rate, child_rate, share_fen, kept_share_fen FROM cloud_profit_share WHERE order_id = ? ORDER BY depth",
            )
            .bind(orderId)
            .all<{
              agent_id: string;
              depth: number;
              agent_rate: string;
              child_rate: string;
              share_fen: number;
              kept_share_fen: number;
            }>()
        ).results;
        // The chain: the merchant's agent, then each parent.
        expect(shares[0]!.agent_id).toBe(order.agent_id);
        expect(shares[0]!.child_rate).toBe(order.rate);
        const kept = order.amount_fen - order.refunded_fen;
        shares.forEach((s, d) => {
          const below = d === 0 ? null : shares[d - 1]!;
          if (below) expect(s.child_rate).toBe(below.agent_rate);
          const feeBelow = below ? feeOf(order.amount_fen, below.agent_rate) : order.pay_fee_fen;
          const keptBelow = below ? feeOf(kept, below.agent_rate) : order.fee_fen;
          expect(s.share_fen).toBe(feeBelow - feeOf(order.amount_fen, s.agent_rate));
          // A refund takes back at most the share and never adds to it: each fee rounds on its own, so the kept share is held between 0 and the share.
          expect(s.kept_share_fen).toBe(Math.max(0, Math.min(s.share_fen, keptBelow - feeOf(kept, s.agent_rate))));
          expect(s.share_fen).toBeGreaterThanOrEqual(0);
          expect(s.kept_share_fen).toBeGreaterThanOrEqual(0);
        });
        const top = shares[shares.length - 1]!;
        expect(shares.reduce((sum, s) => sum + s.share_fen, 0)).toBe(
          order.pay_fee_fen - feeOf(order.amount_fen, top.agent_rate),
        );
      }),
      { numRuns: 40 },
    );
    // Over every share, not only the sampled orders: none negative, none lifted by a refund.
    const lifted = await one<{ n: number }>(
      "SELECT COUNT(*) AS n FROM cloud_profit_share WHERE share_fen < 0 OR kept_share_fen < 0 OR kept_share_fen > share_fen",
    );
    expect(lifted!.n).toBe(0);
  });

  it("settles each agent's shares of a pay day in one batch: totals from the shares, net = gross − fee − refunds, fee 0", async () => {
    const wrong = await one<{ n: number; batches: number }>(
      `SELECT SUM(CASE WHEN s.c IS NULL OR b.order_count <> s.c OR b.gross_fen <> s.g OR b.refund_fen <> s.r OR b.net_fen <> s.k OR b.fee_fen <> 0
                   OR b.net_fen <> b.gross_fen - b.fee_fen - b.refund_fen OR b.merchant_id IS NOT NULL OR b.agent_id <> b.owner_id THEN 1 ELSE 0 END) AS n,
              COUNT(*) AS batches
       FROM cloud_settle_batch b LEFT JOIN (SELECT batch_id, COUNT(*) c, SUM(share_fen) g, SUM(share_fen - kept_share_fen) r, SUM(kept_share_fen) k
         FROM cloud_profit_share GROUP BY batch_id) s ON s.batch_id = b.id
       WHERE b.owner_type = 2`,
    );
    expect(wrong!.batches).toBeGreaterThan(1000);
    expect(wrong!.n).toBe(0);
    // A share not yet settled is carried (its agent's days after its last batch stayed below the minimum).
    const loose = await one<{ n: number }>(
      `SELECT COUNT(*) AS n FROM cloud_profit_share s
       JOIN (SELECT owner_id, MAX(trade_date) AS last FROM cloud_settle_batch WHERE owner_type = 2 GROUP BY owner_id) b ON b.owner_id = s.agent_id
       WHERE s.batch_id IS NULL AND strftime('%Y-%m-%d', s.pay_time / 1000 + 28800, 'unixepoch') <= b.last`,
    );
    expect(loose!.n).toBe(0);
    const below = await one<{ n: number }>(
      `SELECT COUNT(*) AS n FROM cloud_settle_batch b JOIN cloud_settle_config c ON c.tenant_id = b.tenant_id AND c.owner_type = 2 AND c.owner_id = b.owner_id
       WHERE b.owner_type = 2 AND b.net_fen < c.min_amount_fen`,
    );
    expect(below!.n).toBe(0);
    const twice = await one<{ n: number }>(
      "SELECT COUNT(*) AS n FROM (SELECT 1 FROM cloud_settle_batch WHERE owner_type = 2 GROUP BY owner_id, trade_date HAVING COUNT(*) > 1)",
    );
    expect(twice!.n).toBe(0);
  });

  it("pages an agent batch's lines: the order, the level, both rates, and shares adding up to the batch", async () => {
    const id = (await one<{ id: string }>(
      "SELECT id FROM cloud_settle_batch WHERE owner_type = 2 AND order_count BETWEEN 3 AND 200 ORDER BY batch_no LIMIT 1",
    ))!.id;
    const batch = (await get<Batch>(`${API}/settleBatch/detail?id=${id}`, admin)).data;
    expect(batch.ownerType).toBe(2);
    expect(batch.ownerNo).toMatch(/^A\d{6}$/);
    const lines = (await get<Page<ShareLine>>(`${API}/settleBatch/lines?batchId=${id}&current=1&size=500`, admin)).data;
    expect(lines.total).toBe(batch.orderCount);
    const sum = (k: "shareAmount" | "refundAmount" | "netAmount") => lines.records.reduce((s, l) => s + fen(l[k]), 0);
    expect(sum("shareAmount")).toBe(fen(batch.grossAmount));
    expect(sum("refundAmount")).toBe(fen(batch.refundAmount));
    expect(sum("netAmount")).toBe(fen(batch.netAmount));
    for (const l of lines.records) {
      expect([1, 2, 3]).toContain(l.depth);
      expect(Number(l.childRate)).toBeGreaterThanOrEqual(Number(l.agentRate));
    }
  });

  it("remits an agent batch from the agent's account, with its ledger row", async () => {
    const batch = await ownBatch(db, "A000010", { state: 1, netFen: 4_321 });
    const before = (await one<{ available_fen: number }>(
      "SELECT available_fen FROM cloud_account WHERE owner_type = 2 AND owner_id = ?",
      batch.owner_id,
    ))!;
    const done = await post(`${API}/settleBatch/remit`, admin, { id: batch.id });
    expect(done).toMatchObject({ code: 200, msg: "打款成功" });
    const after = (await one<{ available_fen: number; ledger: number; remit: number }>(
      `SELECT a.available_fen, (SELECT SUM(change_available) FROM cloud_account_ledger WHERE account_id = a.id) AS ledger,
         (SELECT change_available FROM cloud_account_ledger l JOIN cloud_settle_batch b ON b.batch_no = l.biz_no WHERE l.account_id = a.id AND l.biz_type = 'REMIT' AND b.id = ?) AS remit
       FROM cloud_account a WHERE a.owner_type = 2 AND a.owner_id = ?`,
      batch.id,
      batch.owner_id,
    ))!;
    expect(after.available_fen).toBe(before.available_fen - batch.net_fen);
    expect(after.remit).toBe(-batch.net_fen);
    expect(after.ledger).toBe(after.available_fen);
  });
});

describe("scope over merchants' and agents' batches", () => {
  it("agent01 sees its own and its subtree's agents' batches; agent02 not its parent's; mer01 no agent's", async () => {
    const agent01 = (await signIn("agent01", "123456")).access_token;
    const agent02 = (await signIn("agent02", "123456")).access_token;
    const mer01 = (await signIn("mer01", "123456")).access_token;
    const mine = (await get<Page<Batch>>(`${API}/settleBatch/list?ownerType=2&current=1&size=100`, agent01)).data;
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.records.every((b) => b.ownerType === 2 && b.agentPath.split(",").includes(PARTNER_SEED.agent01))).toBe(
      true,
    );
    // Its own batch, whichever day the seed ends on: narrowed to its number, on the first page.
    const own = (
      await get<Page<Batch>>(`${API}/settleBatch/list?ownerType=2&party=A000001&current=1&size=10`, agent01)
    ).data.records.find((b) => b.ownerNo === "A000001");
    expect(own).toBeDefined();
    expect((await get(`${API}/settleBatch/detail?id=${own!.id}`, agent02)).code).toBe(403);
    expect((await get(`${API}/settleBatch/lines?batchId=${own!.id}`, mer01)).code).toBe(403);
    expect((await get<Page<Batch>>(`${API}/settleBatch/list?ownerType=2&current=1&size=10`, mer01)).data.total).toBe(0);
    const byParty = (await get<Page<Batch>>(`${API}/settleBatch/list?party=A000001&current=1&size=100`, admin)).data;
    expect(byParty.total).toBeGreaterThan(0);
    expect(byParty.records.every((b) => b.ownerNo === "A000001")).toBe(true);
  });
});

describe("four eyes on an agent's remittance", () => {
  it("above the agent's 复核金额 a remittance waits in 资金复核, seen by the agent's own operator with its path, not by a merchant", async () => {
    const agent02 = PARTNER_SEED.agent02;
    const batch = await ownBatch(db, "A000006", { state: 1, netFen: 12_345 });
    expect(batch.owner_id).toBe(agent02);
    await db
      .prepare("UPDATE cloud_settle_config SET review_threshold_fen = 0 WHERE owner_type = 2 AND owner_id = ?")
      .bind(agent02)
      .run();
    const asked = await post<{ reviewing: number; requestId: string }>(`${API}/settleBatch/remit`, admin, {
      id: batch.id,
    });
    expect(asked.data).toMatchObject({ reviewing: 1 });
    type Request = { id: string; agentPath: string; merchantId: string; targetLabel: string };
    const seen = (
      await get<Page<Request>>(
        `/api/cloud-account/moneyRequest/list?state=0&current=1&size=100`,
        (await signIn("agent02", "123456")).access_token,
      )
    ).data;
    const mine = seen.records.find((r) => r.id === asked.data.requestId);
    expect(mine).toMatchObject({ targetLabel: batch.batch_no, merchantId: "" });
    expect(mine!.agentPath.split(",").at(-1)).toBe(agent02);
    expect(mine!.agentPath.split(",")).toContain(PARTNER_SEED.agent01);
    const merchant = (
      await get<Page<Request>>(
        `/api/cloud-account/moneyRequest/list?state=0&current=1&size=100`,
        (await signIn("mer01", "123456")).access_token,
      )
    ).data;
    expect(merchant.records.some((r) => r.id === asked.data.requestId)).toBe(false);
  });
});

describe("settleConfig for agents", () => {
  it("lists every agent's config, filters by owner type, and edits only to the tenant's settle_type keys", async () => {
    const agents = (await one<{ n: number }>(
      "SELECT COUNT(*) AS n FROM cloud_agent_info WHERE tenant_id = '000001' AND is_deleted = 0",
    ))!.n;
    const page = (await get<Page<Config>>(`${API}/settleConfig/list?ownerType=2&current=1&size=5`, admin)).data;
    expect(page.total).toBe(agents);
    expect(page.records.every((c) => c.ownerType === 2 && /^A\d{6}$/.test(c.ownerNo))).toBe(true);
    const found = (await get<Page<Config>>(`${API}/settleConfig/list?party=A000006&current=1&size=5`, admin)).data
      .records;
    expect(found.map((c) => c.ownerNo)).toEqual(["A000006"]);
    const config = found[0]!;
    const edit = {
      id: config.id,
      minAmount: "100.00",
      accountName: "苏州代理",
      accountNo: "6222021012345678",
      bankName: "招商银行",
      reviewThreshold: "20000",
    };
    expect((await post(`${API}/settleConfig/update`, admin, { ...edit, settleType: "9" })).msg).toBe("结算周期不正确");
    expect((await post(`${API}/settleConfig/update`, admin, { ...edit, settleType: "3" })).code).toBe(200);
    expect((await get<Config>(`${API}/settleConfig/detail?id=${config.id}`, admin)).data).toMatchObject({
      settleType: "3",
      minAmount: "100.00",
    });
    // agent02 operates A000006: it sees its own config, not its parent's; mer01 sees no agent's.
    const agent02 = (await signIn("agent02", "123456")).access_token;
    expect((await get<Config>(`${API}/settleConfig/detail?id=${config.id}`, agent02)).code).toBe(200);
    const parent = (
      await get<Page<Config>>(`${API}/settleConfig/list?party=A000001&ownerType=2&current=1&size=5`, admin)
    ).data.records[0]!;
    expect((await get(`${API}/settleConfig/detail?id=${parent.id}`, agent02)).code).toBe(403);
    const mer01 = (await signIn("mer01", "123456")).access_token;
    expect((await get<Page<Config>>(`${API}/settleConfig/list?ownerType=2&current=1&size=5`, mer01)).data.total).toBe(
      0,
    );
  });
});
