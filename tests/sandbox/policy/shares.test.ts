/**
 * An order's fee shared down the levels (ADR 019's rule with ADR 020's costs): the pure rule as a
 * property (the shares and the top agent's cost fee add up to the order's fee, to the fen; a kept
 * share lies between 0 and the share), and the order's detail: settled orders as settled, others by
 * the costs in force on their pay day, a policy's template (with its cap) where one applies.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { feeOf } from "../../../workers/sandbox/services/order/catalogue";
import { POLICY_SEED, rateText } from "../../../workers/sandbox/services/policy/catalogue";
import type { AgentNode } from "../../../workers/sandbox/services/policy/ordering";
import { feeAtCost, sharesOf } from "../../../workers/sandbox/services/policy/shares";
import { get, sandboxEnv, signIn, signInWithCaptcha } from "../helpers";
import { MONEY_SEED_TIMEOUT_MS, warmMoney } from "../warm-money";

beforeAll(warmMoney, MONEY_SEED_TIMEOUT_MS);

type Level = {
  depth: number;
  agentNo: string;
  childRate: string;
  agentRate: string;
  cap: string;
  shareAmount: string;
  keptShareAmount: string;
};
type Detail = { payFee: string; fee: string; amount: string; rate: string; shares: Level[]; platformShare: string };
const fen = (yuan: string) => Number(yuan.replace(".", ""));
const db = sandboxEnv.DB;

let admin: string;
beforeAll(async () => {
  admin = (await signInWithCaptcha("admin", "admin", "000001")).access_token;
}, 60_000);

const agent = (i: number): AgentNode => ({
  id: `a${i}`,
  no: `A${i}`,
  name: `代理${i}`,
  level: i + 1,
  parentId: null,
  ownE4: null,
});

describe("the share rule", () => {
  it("property: the shares and the top agent's cost fee add up to the order's fee; a refund takes back between 0 and the share", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 3500, max: 6000 }),
        fc.array(
          fc.record({
            e4: fc.integer({ min: 2000, max: 3500 }),
            capFen: fc.option(fc.integer({ min: 100, max: 5000 }), { nil: null }),
          }),
          { minLength: 1, maxLength: 3 },
        ),
        (amount, refundedPercent, merchantE4, costs) => {
          // Costs rise down the chain (the ordering rule): the merchant's agent costs the most.
          const sorted = [...costs].sort((a, b) => b.e4 - a.e4);
          const payFee = feeOf(amount, rateText(merchantE4));
          const refunded = Math.floor((amount * refundedPercent) / 100);
          const feeKept = refunded === amount ? 0 : payFee - Math.floor((payFee * refunded) / amount);
          const order = {
            id: "o",
            agent_id: "a0",
            agent_ancestors: null,
            channel_code: "LAKALA",
            pay_type: "WXPAY",
            amount_fen: amount,
            refunded_fen: refunded,
            pay_fee_fen: payFee,
            fee_fen: feeKept,
            rate: rateText(merchantE4),
            pay_time: 1,
          };
          const levels = sharesOf(
            order,
            sorted.map((cost, i) => ({ agent: agent(i), cost })),
          );
          const top = sorted[sorted.length - 1]!;
          expect(levels.reduce((s, l) => s + l.shareFen, 0) + feeAtCost(amount, top)).toBe(payFee);
          for (const l of levels) {
            expect(l.keptShareFen).toBeGreaterThanOrEqual(0);
            expect(l.keptShareFen).toBeLessThanOrEqual(Math.max(0, l.shareFen));
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("an order's detail", () => {
  it("shows a settled order's shares as settled: its agent first, adding up with the platform's part to the fee", async () => {
    const orderId = (await db
      .prepare("SELECT order_id FROM cloud_profit_share WHERE depth = 2 ORDER BY id LIMIT 1")
      .first<string>("order_id"))!;
    const detail = (await get<Detail>(`/api/cloud-order/tradeOrder/detail?id=${orderId}`, admin)).data;
    const stored = (
      await db
        .prepare("SELECT depth, share_fen FROM cloud_profit_share WHERE order_id = ? ORDER BY depth")
        .bind(orderId)
        .all<{ depth: number; share_fen: number }>()
    ).results;
    expect(detail.shares.map((l) => [l.depth, fen(l.shareAmount)])).toEqual(stored.map((s) => [s.depth, s.share_fen]));
    expect(detail.shares[0]!.childRate).toBe(detail.rate);
    expect(detail.shares.reduce((s, l) => s + fen(l.shareAmount), 0) + fen(detail.platformShare)).toBe(
      fen(detail.payFee),
    );
  });

  it("shows an agent's operator its own level and those below, a merchant's operator none, neither the platform's part", async () => {
    // An order of M10000001 (mer01's, under A000006 under A000001): agent01 is A000001, agent02 A000006.
    const orderId = (await db
      .prepare(
        `SELECT s.order_id FROM cloud_profit_share s JOIN cloud_trade_order o ON o.id = s.order_id JOIN cloud_merchant_info m ON m.id = o.merchant_id
       WHERE m.merchant_no = 'M10000001' AND s.depth = 2 LIMIT 1`,
      )
      .first<string>("order_id"))!;
    const path = `/api/cloud-order/tradeOrder/detail?id=${orderId}`;
    const all = (await get<Detail>(path, admin)).data.shares.map((l) => l.agentNo);
    expect(all.slice(0, 2)).toEqual(["A000006", "A000001"]);
    const [agent01, agent02, mer01] = await Promise.all([
      signIn("agent01", "123456"),
      signIn("agent02", "123456"),
      signIn("mer01", "123456"),
    ]);
    const seen = async (token: { access_token: string }) => (await get<Detail>(path, token.access_token)).data;
    expect((await seen(agent01)).shares.map((l) => l.agentNo)).toEqual(["A000006", "A000001"]);
    expect((await seen(agent02)).shares.map((l) => l.agentNo)).toEqual(["A000006"]);
    expect((await seen(agent02)).platformShare).toBe("");
    expect((await seen(mer01)).shares).toEqual([]);
  });

  it("prices an unsettled order by the costs on its pay day: a policy in force for its agent gives the template's rate and cap", async () => {
    const order = (await db
      .prepare(
        `SELECT o.id, o.agent_id, a.agent_level FROM cloud_trade_order o JOIN cloud_agent_info a ON a.id = o.agent_id
       WHERE o.state = 1 AND o.pay_type = 'CARD' AND o.settle_batch_id IS NULL AND o.amount_fen > 500000 AND o.pay_time IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM cloud_profit_share s WHERE s.order_id = o.id) ORDER BY o.pay_time DESC LIMIT 1`,
      )
      .first<{ id: string; agent_id: string; agent_level: number }>())!;
    const before = (await get<Detail>(`/api/cloud-order/tradeOrder/detail?id=${order.id}`, admin)).data;
    expect(before.shares.length).toBeGreaterThan(0);
    expect(before.shares[0]!.cap).toBe("");
    // The agent's own policy, in force since long before the order (set here directly: the service only takes days after today).
    await db
      .prepare(
        `INSERT INTO cloud_policy (id, tenant_id, policy_name, template_id, target_type, agent_level, agent_id, effective_date, create_time, update_time)
      VALUES ('test-share-policy', '000001', '测试', ?, 2, NULL, ?, '2020-01-01', 0, 0)`,
      )
      .bind(POLICY_SEED.template(order.agent_level), order.agent_id)
      .run();
    const after = (await get<Detail>(`/api/cloud-order/tradeOrder/detail?id=${order.id}`, admin)).data;
    const card = { 1: ["0.50", "20.00"], 2: ["0.52", "22.00"], 3: ["0.55", "25.00"] }[order.agent_level]!;
    expect([after.shares[0]!.agentRate, after.shares[0]!.cap]).toEqual(card);
    expect(fen(after.shares[0]!.shareAmount)).toBe(
      fen(after.payFee) - Math.min(feeOf(fen(after.amount), card[0]!), fen(card[1]!)),
    );
    expect(after.shares.reduce((s, l) => s + fen(l.shareAmount), 0) + fen(after.platformShare)).toBe(fen(after.payFee));
    await db.prepare("DELETE FROM cloud_policy WHERE id = 'test-share-policy'").run();
  });
});
