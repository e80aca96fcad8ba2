/**
 * Money invariants (ADR 018) as properties over random sequences of operations on a merchant's
 * account, driven through the sandbox's HTTP API (freeze, unfreeze, refunds of the merchant's
 * paid orders, four-eyes reviews by a second operator) and checked against D1 after every step:
 *
 * 1. The ledger sums to the balance: available / frozen / in-transit equal the sums of the
 *    account's ledger changes, and ordered by seq each row's balances after are the previous
 *    row's plus its own change (the first row's the change itself); every operation carried out
 *    writes exactly one ledger row, every refusal none.
 * 2. Freeze, unfreeze and refund never make a balance negative: with amounts past what is
 *    available, still frozen or refundable, every answer is success or a clear refusal (never a
 *    5xx), exactly as a model of the balances kept here predicts; a waiting money request changes
 *    nothing until approved; balances, every freeze's remaining and every order's refunded
 *    amount stay within bounds, and accepted freezes minus unfreezes = the change in frozen.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { FREEZE_TOO_MUCH, UNFREEZE_TOO_MUCH } from "../../../workers/sandbox/services/account/freeze";
import { feeKept } from "../../../workers/sandbox/services/order/catalogue";
import { BALANCE_SHORT, REFUND_TOO_MUCH } from "../../../workers/sandbox/services/order/refund-action";
import { authed, body, get, type R, sandboxEnv, signIn, signInWithCaptcha } from "../helpers";
import { MONEY_SEED_TIMEOUT_MS, warmMoney } from "../warm-money";

beforeAll(warmMoney, MONEY_SEED_TIMEOUT_MS);

const ACCOUNT_API = "/api/cloud-account";
const REFUND = "/api/cloud-order/tradeOrder/refund";
const PROPERTY_TIMEOUT_MS = 120_000;

/** Integer fen ↔ yuan text, exactly (no floating point). */
const yuan = (f: number) => `${Math.floor(f / 100)}.${String(f % 100).padStart(2, "0")}`;
const fen = (text: string) => Number(text.replace(".", ""));

type Answer<T> = R<T> & { status: number };
const post = async <T = Record<string, unknown>>(path: string, token: string, payload: unknown): Promise<Answer<T>> => {
  const response = await authed(path, token, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(payload),
  });
  return { status: response.status, ...(await body<R<T>>(response)) };
};
const db = () => sandboxEnv.DB;

let admin: string; // asks (and carries out below the threshold)
let reviewer: string; // the second operator of four eyes
let candidates: { accountId: string; ownerId: string }[];
beforeAll(async () => {
  admin = (await signInWithCaptcha("admin", "admin", "000001")).access_token;
  reviewer = (await signIn("qa2", "qa123456")).access_token;
  // Merchant accounts with money available and in transit, and refundable orders both settled and not.
  const paid = (settled: number) =>
    `EXISTS (SELECT 1 FROM cloud_trade_order o WHERE o.tenant_id = acc.tenant_id AND o.merchant_id = acc.owner_id AND o.state IN (1, 5) AND o.settle_state = ${settled})`;
  const { results } = await db()
    .prepare(
      `SELECT acc.id AS accountId, acc.owner_id AS ownerId FROM cloud_account acc
     WHERE acc.tenant_id = '000001' AND acc.owner_type = 1 AND acc.available_fen >= 10000 AND acc.in_transit_fen >= 10000 AND ${paid(0)} AND ${paid(1)}
     ORDER BY acc.id LIMIT 40`,
    )
    .all<{ accountId: string; ownerId: string }>();
  candidates = results;
  expect(candidates.length).toBeGreaterThan(5);
}, 60_000);

// ---- commands -------------------------------------------------------------------------------

/** An amount relative to what it is taken from (available, still frozen, refundable): per-mille share, then ±1 fen. */
type Amount = { share: number; nudge: number };
type Command =
  | { kind: "freeze"; amount: Amount }
  | { kind: "unfreeze"; pick: number; amount: Amount }
  | { kind: "refund"; pick: number; amount: Amount }
  | { kind: "review"; pick: number; approve: boolean };

const amountOf = (base: number, a: Amount) => Math.max(1, Math.floor((base * a.share) / 1000) + a.nudge);

/** Amounts within bounds (property 1) or up to 30 % past them and across the boundary by a fen (property 2). */
const commands = (options: { past: boolean; reviews: boolean }) => {
  const amount = options.past
    ? fc.record({
        share: fc.oneof(fc.integer({ min: 1, max: 1300 }), fc.constant(1000)),
        nudge: fc.integer({ min: -1, max: 1 }),
      })
    : fc.record({ share: fc.integer({ min: 1, max: 1000 }), nudge: fc.constant(0) });
  const pick = fc.nat({ max: 20 });
  const operations: fc.Arbitrary<Command>[] = [
    fc.record({ kind: fc.constant("freeze" as const), amount }),
    fc.record({ kind: fc.constant("unfreeze" as const), pick, amount }),
    fc.record({ kind: fc.constant("refund" as const), pick, amount }),
  ];
  const sequence = { minLength: 3, maxLength: 8 };
  if (!options.reviews) return fc.array(fc.oneof(...operations), sequence);
  // A review weighs as much as two operations, so that more of them find a request waiting.
  const review: fc.Arbitrary<Command> = fc.record({
    kind: fc.constant("review" as const),
    pick,
    approve: fc.boolean(),
  });
  return fc.array(
    fc.oneof(...operations.map((arbitrary) => ({ arbitrary, weight: 1 })), { arbitrary: review, weight: 2 }),
    sequence,
  );
};

// ---- the model ------------------------------------------------------------------------------

interface Balances {
  available: number;
  frozen: number;
  inTransit: number;
}
interface FreezeModel {
  id: string;
  remaining: number;
}
interface OrderModel {
  id: string;
  amount: number;
  refunded: number;
  payFee: number;
  fee: number;
  settled: boolean;
}
interface Waiting {
  requestId: string;
  kind: "freeze" | "unfreeze" | "refund";
  amount: number;
  freeze?: FreezeModel;
  order?: OrderModel;
}

interface Model {
  accountId: string;
  threshold: number | null;
  start: Balances;
  balances: Balances;
  /** Ledger rows expected: the account's at the start plus one per operation carried out. */
  entries: number;
  frozenIn: number;
  frozenOut: number;
  freezes: FreezeModel[];
  orders: OrderModel[];
  waiting: Waiting[];
}

/** A run's account: its balances, a few of its live freezes and refundable orders (none with a refund waiting), its review threshold set. */
async function startRun(candidate: { accountId: string; ownerId: string }, threshold: number | null): Promise<Model> {
  await db()
    .prepare(
      `INSERT INTO cloud_settle_config (id, tenant_id, owner_type, owner_id, review_threshold_fen) VALUES ('t-inv-' || ?1, '000001', 1, ?1, ?2)
     ON CONFLICT (tenant_id, owner_type, owner_id) DO UPDATE SET review_threshold_fen = ?2`,
    )
    .bind(candidate.ownerId, threshold)
    .run();
  const balances = await accountBalances(candidate.accountId);
  const { n } = (await db()
    .prepare("SELECT COUNT(*) AS n FROM cloud_account_ledger WHERE account_id = ?")
    .bind(candidate.accountId)
    .first<{ n: number }>())!;
  const freezes = await db()
    .prepare(
      "SELECT id, amount_fen - unfrozen_fen AS remaining FROM cloud_account_freeze WHERE account_id = ? AND state IN (1, 2) ORDER BY create_time DESC LIMIT 2",
    )
    .bind(candidate.accountId)
    .all<FreezeModel>();
  const orders = await db()
    .prepare(
      `SELECT * FROM (SELECT id, amount_fen AS amount, refunded_fen AS refunded, pay_fee_fen AS payFee, fee_fen AS fee, settle_state = 1 AS settled,
       ROW_NUMBER() OVER (PARTITION BY settle_state ORDER BY create_time DESC) AS r
     FROM cloud_trade_order o WHERE tenant_id = '000001' AND merchant_id = ? AND state IN (1, 5)
       AND NOT EXISTS (SELECT 1 FROM cloud_money_request q WHERE q.kind = 'refund' AND q.target_id = o.id AND q.state = 0)) WHERE r <= 2`,
    )
    .bind(candidate.ownerId)
    .all<Omit<OrderModel, "settled"> & { settled: number }>();
  return {
    accountId: candidate.accountId,
    threshold,
    start: { ...balances },
    balances,
    entries: n,
    frozenIn: 0,
    frozenOut: 0,
    freezes: freezes.results,
    orders: orders.results.map((o) => ({ ...o, settled: o.settled === 1 })),
    waiting: [],
  };
}

/** The balances as the API shows them (yuan text on the wire). */
async function accountBalances(accountId: string): Promise<Balances> {
  const a = (
    await get<{ available: string; frozen: string; inTransit: string }>(
      `${ACCOUNT_API}/account/detail?id=${accountId}`,
      admin,
    )
  ).data;
  return { available: fen(a.available), frozen: fen(a.frozen), inTransit: fen(a.inTransit) };
}

/** What carrying out an operation now must do: a refusal (a fragment of its message), or the change to apply to the model. */
type Plan = { refused: string } | { apply: () => void };

function planFreeze(m: Model, amount: number): Plan {
  if (amount > m.balances.available) return { refused: FREEZE_TOO_MUCH };
  return {
    apply: () => {
      m.balances.available -= amount;
      m.balances.frozen += amount;
      m.frozenIn += amount;
      m.entries += 1;
    },
  };
}

function planUnfreeze(m: Model, freeze: FreezeModel, amount: number): Plan {
  if (amount > freeze.remaining) return { refused: UNFREEZE_TOO_MUCH };
  return {
    apply: () => {
      freeze.remaining -= amount;
      m.balances.available += amount;
      m.balances.frozen -= amount;
      m.frozenOut += amount;
      m.entries += 1;
    },
  };
}

/** A refund: the merchant's account pays it less the fee given back, from available once settled, else from in transit. */
function planRefund(m: Model, order: OrderModel, amount: number): Plan {
  if (order.refunded === order.amount) return { refused: "该订单当前状态不可退款" };
  if (amount > order.amount - order.refunded) return { refused: REFUND_TOO_MUCH };
  const feeAfter = feeKept(order.payFee, order.amount, order.refunded + amount);
  const debit = amount - (order.fee - feeAfter);
  const from: keyof Balances = order.settled ? "available" : "inTransit";
  if (debit > m.balances[from]) return { refused: BALANCE_SHORT };
  return {
    apply: () => {
      m.balances[from] -= debit;
      order.refunded += amount;
      order.fee = feeAfter;
      m.entries += 1;
    },
  };
}

const needsReview = (m: Model, amount: number) => m.threshold !== null && amount > m.threshold;

/** A refusal: not 200, with a message saying why (the one the model expects). */
function expectRefusal(answer: Answer<unknown>, why: string) {
  expect(answer.status).toBeLessThan(500);
  expect(answer.code, answer.msg).not.toBe(200);
  expect(answer.msg).toContain(why);
}

function expectSuccess(answer: Answer<unknown>) {
  expect(answer.status).toBeLessThan(500);
  expect(answer.code, answer.msg).toBe(200);
}

// ---- one step -------------------------------------------------------------------------------

async function step(m: Model, command: Command): Promise<void> {
  switch (command.kind) {
    case "freeze": {
      const amount = amountOf(m.balances.available, command.amount);
      const answer = await post<{ reviewing: boolean; requestId?: string; freezeNo?: string }>(
        `${ACCOUNT_API}/freeze/save`,
        admin,
        { accountId: m.accountId, amount: yuan(amount), freezeType: "1", reason: "性质测试冻结" },
      );
      const plan = planFreeze(m, amount);
      if ("refused" in plan) return expectRefusal(answer, plan.refused);
      expectSuccess(answer);
      if (needsReview(m, amount)) {
        expect(answer.data.reviewing).toBe(true);
        m.waiting.push({ requestId: answer.data.requestId!, kind: "freeze", amount });
        return;
      }
      expect(answer.data.reviewing).toBe(false);
      plan.apply();
      const id = await db()
        .prepare("SELECT id FROM cloud_account_freeze WHERE account_id = ? AND freeze_no = ?")
        .bind(m.accountId, answer.data.freezeNo)
        .first<string>("id");
      m.freezes.push({ id: id!, remaining: amount });
      return;
    }
    case "unfreeze": {
      if (m.freezes.length === 0) return;
      const freeze = m.freezes[command.pick % m.freezes.length]!;
      const amount = amountOf(freeze.remaining, command.amount);
      const answer = await post<{ reviewing: boolean; requestId?: string }>(`${ACCOUNT_API}/freeze/unfreeze`, admin, {
        id: freeze.id,
        amount: yuan(amount),
        reason: "性质测试解冻",
      });
      if (freeze.remaining === 0) return expectRefusal(answer, "该冻结已全部解冻");
      const plan = planUnfreeze(m, freeze, amount);
      if ("refused" in plan) return expectRefusal(answer, plan.refused);
      expectSuccess(answer);
      if (needsReview(m, amount)) {
        expect(answer.data.reviewing).toBe(true);
        m.waiting.push({ requestId: answer.data.requestId!, kind: "unfreeze", amount, freeze });
        return;
      }
      expect(answer.data.reviewing).toBe(false);
      return plan.apply();
    }
    case "refund": {
      if (m.orders.length === 0) return;
      const order = m.orders[command.pick % m.orders.length]!;
      const amount = amountOf(order.amount - order.refunded, command.amount);
      const answer = await post<{ reviewing: boolean; requestId?: string }>(REFUND, admin, {
        id: order.id,
        refundAmount: yuan(amount),
        reason: "性质测试退款",
      });
      const plan = planRefund(m, order, amount);
      const inBounds = !("refused" in plan) || plan.refused === BALANCE_SHORT; // the balance is checked only when carried out
      if (inBounds && needsReview(m, amount)) {
        if (m.waiting.some((w) => w.order === order)) return expectRefusal(answer, "该订单已有待复核的退款申请");
        expectSuccess(answer);
        expect(answer.data.reviewing).toBe(true);
        m.waiting.push({ requestId: answer.data.requestId!, kind: "refund", amount, order });
        return;
      }
      if ("refused" in plan) return expectRefusal(answer, plan.refused);
      expectSuccess(answer);
      expect(answer.data.reviewing).toBe(false);
      return plan.apply();
    }
    case "review": {
      if (m.waiting.length === 0) return;
      const [request] = m.waiting.splice(command.pick % m.waiting.length, 1);
      const { requestId, kind, amount } = request!;
      if (!command.approve) {
        expectSuccess(
          await post(`${ACCOUNT_API}/moneyRequest/review`, reviewer, {
            id: requestId,
            approve: false,
            remark: "性质测试驳回",
          }),
        );
        return;
      }
      // Approving carries it out against the balances of this moment.
      const plan =
        kind === "freeze"
          ? planFreeze(m, amount)
          : kind === "unfreeze"
            ? planUnfreeze(m, request!.freeze!, amount)
            : planRefund(m, request!.order!, amount);
      const answer = await post(`${ACCOUNT_API}/moneyRequest/review`, reviewer, { id: requestId, approve: true });
      if ("refused" in plan) return expectRefusal(answer, `执行失败：${plan.refused}`);
      expectSuccess(answer);
      plan.apply();
      if (kind === "freeze") {
        const id = await db()
          .prepare("SELECT freeze_id FROM cloud_account_freeze_log WHERE request_id = ?")
          .bind(requestId)
          .first<string>("freeze_id");
        m.freezes.push({ id: id!, remaining: amount });
      }
      return;
    }
  }
}

// ---- the checks after every step ----------------------------------------------------------------

/** Invariant 1: the balances = the sums of the ledger's changes; running balances by seq add up; one row per operation carried out. */
async function expectLedgerSumsToBalance(m: Model): Promise<void> {
  const sums = await db()
    .prepare(
      `SELECT a.available_fen AS available, a.frozen_fen AS frozen, a.in_transit_fen AS inTransit,
       COALESCE(SUM(l.change_available), 0) AS sumAvailable, COALESCE(SUM(l.change_frozen), 0) AS sumFrozen, COALESCE(SUM(l.change_in_transit), 0) AS sumInTransit,
       COUNT(l.id) AS n, COUNT(DISTINCT l.seq) AS seqs
     FROM cloud_account a LEFT JOIN cloud_account_ledger l ON l.account_id = a.id WHERE a.id = ? GROUP BY a.id`,
    )
    .bind(m.accountId)
    .first<Balances & { sumAvailable: number; sumFrozen: number; sumInTransit: number; n: number; seqs: number }>();
  expect(sums).not.toBeNull();
  expect({ available: sums!.sumAvailable, frozen: sums!.sumFrozen, inTransit: sums!.sumInTransit }).toEqual({
    available: sums!.available,
    frozen: sums!.frozen,
    inTransit: sums!.inTransit,
  });
  expect(sums!.seqs, "seq orders the ledger: no two rows share one").toBe(sums!.n);
  expect(sums!.n, "one ledger row per operation carried out, none per refusal").toBe(m.entries);
  const { results: broken } = await db()
    .prepare(
      `SELECT seq, biz_type, available_after, prev_a + change_available AS expected_available, frozen_after, prev_f + change_frozen AS expected_frozen,
       in_transit_after, prev_t + change_in_transit AS expected_in_transit
     FROM (SELECT *, COALESCE(LAG(available_after) OVER w, 0) AS prev_a, COALESCE(LAG(frozen_after) OVER w, 0) AS prev_f,
             COALESCE(LAG(in_transit_after) OVER w, 0) AS prev_t
           FROM cloud_account_ledger WHERE account_id = ? WINDOW w AS (ORDER BY seq))
     WHERE available_after <> prev_a + change_available OR frozen_after <> prev_f + change_frozen OR in_transit_after <> prev_t + change_in_transit
     LIMIT 3`,
    )
    .bind(m.accountId)
    .all();
  expect(broken, "running balances: each row's after = the previous row's after + its change").toEqual([]);
}

/** Invariant 2: the account as the model says, nothing negative, freezes and orders within bounds. */
async function expectWithinBounds(m: Model): Promise<void> {
  const now = await accountBalances(m.accountId);
  expect(now).toEqual(m.balances);
  expect(now.available).toBeGreaterThanOrEqual(0);
  expect(now.frozen).toBeGreaterThanOrEqual(0);
  expect(now.inTransit).toBeGreaterThanOrEqual(0);
  expect(now.frozen - m.start.frozen, "accepted freezes − unfreezes = the change in frozen").toBe(
    m.frozenIn - m.frozenOut,
  );
  for (const f of m.freezes) {
    const row = await db()
      .prepare("SELECT amount_fen - unfrozen_fen AS remaining FROM cloud_account_freeze WHERE id = ?")
      .bind(f.id)
      .first<{ remaining: number }>();
    expect(row!.remaining).toBe(f.remaining);
    expect(row!.remaining).toBeGreaterThanOrEqual(0);
  }
  for (const o of m.orders) {
    const row = await db()
      .prepare("SELECT amount_fen, refunded_fen, fee_fen FROM cloud_trade_order WHERE id = ?")
      .bind(o.id)
      .first<{ amount_fen: number; refunded_fen: number; fee_fen: number }>();
    expect({ refunded: row!.refunded_fen, fee: row!.fee_fen }).toEqual({ refunded: o.refunded, fee: o.fee });
    expect(row!.refunded_fen).toBeLessThanOrEqual(row!.amount_fen);
  }
  for (const w of m.waiting) {
    const state = await db()
      .prepare("SELECT state FROM cloud_money_request WHERE id = ?")
      .bind(w.requestId)
      .first<number>("state");
    expect(state, "a request waits until reviewed").toBe(0);
  }
}

async function run(
  candidate: number,
  threshold: number | null,
  sequence: Command[],
  checkBounds: boolean,
): Promise<void> {
  const m = await startRun(candidates[candidate % candidates.length]!, threshold);
  for (const command of sequence) {
    await step(m, command);
    await expectLedgerSumsToBalance(m);
    if (checkBounds) await expectWithinBounds(m);
  }
}

describe("money invariants (properties over the sandbox's API)", () => {
  it(
    "the ledger sums to the balance after every freeze, unfreeze and refund, and its running balances add up by seq",
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.nat(), commands({ past: false, reviews: false }), async (account, sequence) => {
          await run(account, null, sequence, false);
        }),
        { numRuns: 20 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    "freeze, unfreeze and refund, past their bounds and through four eyes, never make a balance negative and answer as the model says",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.nat(),
          fc.constantFrom(null, 1_000, 10_000),
          commands({ past: true, reviews: true }),
          async (account, threshold, sequence) => {
            await run(account, threshold, sequence, true);
          },
        ),
        { numRuns: 25 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
