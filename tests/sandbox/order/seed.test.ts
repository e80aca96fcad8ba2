/** seed_v14_orders (ADR 018): the orders at scale, deterministic in shape, and the money invariants the seed must already hold. */
import { describe, expect, it, beforeAll } from "vitest";
import { MONEY_SEED_FOLDER, recordedFiles } from "../../../workers/sandbox/core/recorded-files";
import { ORDER_SEED } from "../../../workers/sandbox/services/order/catalogue";
import { call, sandboxEnv } from "../helpers";
import { MONEY_SEED_TIMEOUT_MS, warmMoney } from "../warm-money";

beforeAll(warmMoney, MONEY_SEED_TIMEOUT_MS);

const one = <T>(sql: string, ...binds: unknown[]) =>
  sandboxEnv.DB.prepare(sql)
    .bind(...binds)
    .first<T>();

describe("the money seeds", () => {
  it("are recorded after the others, in the order of their files (tests/sandbox/core/seed-upgrade.test.ts)", async () => {
    const names = recordedFiles(MONEY_SEED_FOLDER, import.meta.glob("../../../workers/sandbox/seeds/money/*.ts")).map(
      (file) => file.name,
    );
    // What databases recorded before the files were named by the minute: this never changes.
    expect(names.slice(0, 5)).toEqual([
      "seed_v14_orders",
      "seed_v15_settlement",
      "seed_v16_recon",
      "seed_v17_account",
      "seed_v19_policy",
    ]);
    const { results } = await sandboxEnv.DB.prepare("SELECT name FROM _migrations ORDER BY rowid").all<{
      name: string;
    }>();
    const recorded = results.map((r) => r.name);
    expect(recorded.slice(-names.length)).toEqual(names);
  });
});

describe("seed_v14_orders", () => {
  it("seeds 200,000 orders over the tenant's trading merchants, every state and pay type, none in the future", async () => {
    await call("/api/cloud-auth/oauth/captcha"); // the first request migrates and seeds
    const counts = await one<{ n: number; merchants: number; future: number; oldest: number; newest: number }>(
      `SELECT COUNT(*) AS n, COUNT(DISTINCT merchant_id) AS merchants, SUM(create_time > ?) AS future, MIN(create_time) AS oldest, MAX(create_time) AS newest
       FROM cloud_trade_order WHERE tenant_id = ?`,
      Date.now(),
      ORDER_SEED.tenant,
    );
    expect(counts!.n).toBe(ORDER_SEED.orders);
    expect(counts!.merchants).toBeGreaterThan(1500);
    expect(counts!.future).toBe(0);
    expect(counts!.newest - counts!.oldest).toBeGreaterThan(180 * 86_400_000);
    const states = await sandboxEnv.DB.prepare(
      "SELECT state, COUNT(*) AS n FROM cloud_trade_order GROUP BY state ORDER BY state",
    ).all<{ state: number; n: number }>();
    expect(states.results.map((s) => s.state)).toEqual(
      [0, 1, 2, 3, 4, 5].filter((s) => s !== 0 || states.results.some((r) => r.state === 0)),
    );
    const paid = states.results.find((s) => s.state === 1)!.n;
    expect(paid / ORDER_SEED.orders).toBeGreaterThan(0.8);
    const types = await sandboxEnv.DB.prepare("SELECT DISTINCT pay_type AS t FROM cloud_trade_order ORDER BY t").all<{
      t: string;
    }>();
    expect(types.results.map((r) => r.t)).toEqual(["ALIPAY", "CARD", "UNIONPAY", "WXPAY"]);
  });

  it("charges fees half-up at the order's rate, refunds never exceed the amount, and every refunded order has its refund", async () => {
    const wrongFee = await one<{ n: number }>(
      `SELECT COUNT(*) AS n FROM cloud_trade_order WHERE state IN (1, 4, 5)
         AND pay_fee_fen <> (amount_fen * CAST(REPLACE(rate, '.', '') AS INTEGER) * 100 + 500000) / 1000000`,
    );
    expect(wrongFee!.n).toBe(0);
    const over = await one<{ n: number }>(
      "SELECT COUNT(*) AS n FROM cloud_trade_order WHERE refunded_fen > amount_fen OR fee_fen > pay_fee_fen OR fee_fen < 0",
    );
    expect(over!.n).toBe(0);
    const mismatch = await one<{ n: number }>(
      `SELECT COUNT(*) AS n FROM cloud_trade_order o WHERE o.refunded_fen <> COALESCE((SELECT SUM(refund_fen) FROM cloud_refund_order r WHERE r.order_id = o.id AND r.state = 1), 0)`,
    );
    expect(mismatch!.n).toBe(0);
    const full = await one<{ n: number }>(
      "SELECT COUNT(*) AS n FROM cloud_trade_order WHERE state = 4 AND (refunded_fen <> amount_fen OR fee_fen <> 0)",
    );
    expect(full!.n).toBe(0);
  });

  it("keeps a ledger that sums to every account's balances, with running balances that end at them", async () => {
    const accounts = await one<{ n: number }>(
      "SELECT COUNT(*) AS n FROM cloud_account WHERE tenant_id = ?",
      ORDER_SEED.tenant,
    );
    expect(accounts!.n).toBeGreaterThan(23_000);
    const off = await one<{ n: number }>(
      `SELECT COUNT(*) AS n FROM cloud_account a LEFT JOIN (SELECT account_id, SUM(change_available) sa, SUM(change_frozen) sf, SUM(change_in_transit) st
         FROM cloud_account_ledger GROUP BY account_id) l ON l.account_id = a.id
       WHERE a.available_fen <> COALESCE(l.sa, 0) OR a.frozen_fen <> COALESCE(l.sf, 0) OR a.in_transit_fen <> COALESCE(l.st, 0)`,
    );
    expect(off!.n).toBe(0);
    const last = await one<{ n: number }>(
      `SELECT COUNT(*) AS n FROM cloud_account a JOIN cloud_account_ledger l ON l.account_id = a.id
         AND l.seq = (SELECT MAX(seq) FROM cloud_account_ledger WHERE account_id = a.id)
       WHERE l.available_after <> a.available_fen OR l.in_transit_after <> a.in_transit_fen`,
    );
    expect(last!.n).toBe(0);
    const net = await one<{ orders: number; ledger: number }>(
      // In transit: the net of the orders not yet settled (seed_v15_settlement moves a settled order's net to available).
      `SELECT (SELECT SUM(amount_fen - refunded_fen - fee_fen) FROM cloud_trade_order WHERE state IN (1, 4, 5) AND settle_state = 0) AS orders,
              (SELECT SUM(in_transit_fen) FROM cloud_account WHERE owner_type = 1) AS ledger`,
    );
    expect(net!.ledger).toBe(net!.orders);
  });
});
