/**
 * Property-based fuzzing of the money screens' actions (issue 17: 退款 and the order's other
 * actions, 审核 / 打款, 结算配置, 冻结 / 解冻, 差错处理 and its 指派, 资金复核): random form bodies with the
 * screens' own field names, wrong types, amounts floats would round, huge strings, injections and
 * markup, on real rows, as an administrator, as agent01 and as mer01 (ADR 016's scope). Whatever
 * arrives, the answer is a 4xx with errors or a redirect, never a 5xx, and nothing comes back as
 * raw markup; and the money invariants still hold afterwards (no balance below zero, no order
 * refunded past its amount, the ledger summing to every balance it touched).
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { sandboxDb, signedInAs } from "../worker/browser";
import { signedInWhenSeeded } from "../worker/money/settle-shared";
import { MONEY_SEED_TIMEOUT_MS, warmMoney } from "../worker/warm-money";

beforeAll(warmMoney, MONEY_SEED_TIMEOUT_MS);

const RAW_MARKUP = /<(?:script|img|svg|iframe)[^>]*data-fz/i;
const MARKUP = [
  '<script data-fz="1">alert(1)</script>',
  '<img data-fz="1" src=x onerror=alert(1)>',
  '"><svg data-fz="1" onload=alert(1)>',
];
const AMOUNTS = [
  "0.01",
  "0.1",
  "0.3",
  "1.005",
  "100.001",
  "33.333",
  "-1",
  "0",
  "-0.00",
  "1e309",
  "NaN",
  "Infinity",
  "99999999999999999999.99",
  "0x10",
  " 12.50 ",
  "１２.５",
  "12,50",
];
const TRICKY = [
  "' OR '1'='1",
  "1; DROP TABLE cloud_account; --",
  "",
  " ",
  "true",
  "false",
  "1",
  "2",
  "9",
  "__proto__",
  "\u0000",
  "x".repeat(100_000),
];
const FIELDS = [
  "id",
  "accountId",
  "ownerType",
  "ownerNo",
  "amount",
  "refundAmount",
  "freezeType",
  "reason",
  "pass",
  "remark",
  "approve",
  "result",
  "channelAction",
  "comment",
  "settleType",
  "minAmount",
  "accountName",
  "accountNo",
  "bankName",
  "reviewThreshold",
  "userId",
  "ids",
  "scope",
];
const INTENTS = [
  "refund",
  "sync",
  "close",
  "notify",
  "audit",
  "remit",
  "retry",
  "update",
  "freeze",
  "unfreeze",
  "handle",
  "assign",
  "batch-assign",
  "review",
  "",
  "__proto__",
];

type Targets = {
  order: string;
  batch: string;
  config: string;
  account: string;
  freeze: string;
  error: string;
  request: string;
};
let targets: Targets;

beforeAll(async () => {
  const db = sandboxDb();
  const one = async (sql: string) => (await db.prepare(sql).first<{ id: string }>())!.id;
  targets = {
    order: await one("SELECT id FROM cloud_trade_order WHERE state = 1 ORDER BY create_time DESC LIMIT 1"),
    batch: await one("SELECT id FROM cloud_settle_batch WHERE state = 0 ORDER BY batch_no LIMIT 1"),
    config: await one("SELECT id FROM cloud_settle_config ORDER BY id LIMIT 1"),
    account: await one("SELECT id FROM cloud_account WHERE owner_type = 1 AND available_fen > 0 ORDER BY id LIMIT 1"),
    freeze: await one("SELECT id FROM cloud_account_freeze WHERE state IN (1, 2) ORDER BY id LIMIT 1"),
    error: await one("SELECT id FROM cloud_recon_error WHERE state = 0 ORDER BY id LIMIT 1"),
    request: await one("SELECT id FROM cloud_money_request ORDER BY id LIMIT 1").catch(() => "1"),
  };
}, MONEY_SEED_TIMEOUT_MS);

const paths = (t: Targets) => [
  `/orders/transactionOrder?op=refund&id=${t.order}`,
  `/settlement/settleRecord?op=audit&id=${t.batch}`,
  `/settlement/settleConfig?dialog=edit&id=${t.config}`,
  `/account/freeze?op=unfreeze&id=${t.freeze}`,
  `/account/freeze?op=freeze&accountId=${t.account}`,
  `/reconciliation/error?op=handle&id=${t.error}`,
  `/reconciliation/error?op=assign&id=${t.error}`,
  `/account/moneyReview?op=review&id=${t.request}`,
];

const value = (t: Targets) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
    { weight: 3, arbitrary: fc.constantFrom(...AMOUNTS, ...MARKUP, ...TRICKY, ...Object.values(t)) },
    { weight: 1, arbitrary: fc.integer().map(String) },
  );
const entries = (t: Targets) =>
  fc
    .tuple(fc.constantFrom(...INTENTS), fc.array(fc.tuple(fc.constantFrom(...FIELDS), value(t)), { maxLength: 16 }))
    .map(([intent, rest]) => [["intent", intent], ...rest] as [string, string][]);

/** The invariants the fuzzing must not break, over the whole database. */
async function expectMoneyInvariants() {
  const broken = await sandboxDb()
    .prepare(
      `SELECT (SELECT COUNT(*) FROM cloud_account WHERE available_fen < 0 OR frozen_fen < 0 OR in_transit_fen < 0) AS negative,
              (SELECT COUNT(*) FROM cloud_trade_order WHERE refunded_fen > amount_fen OR fee_fen > pay_fee_fen) AS overRefunded,
              (SELECT COUNT(*) FROM cloud_account_freeze WHERE unfrozen_fen > amount_fen) AS overUnfrozen,
              (SELECT COUNT(*) FROM cloud_account a JOIN (SELECT account_id, SUM(change_available) sa, SUM(change_frozen) sf FROM cloud_account_ledger
                 WHERE account_id IN (SELECT DISTINCT account_id FROM cloud_account_ledger WHERE create_time > ?) GROUP BY account_id) l ON l.account_id = a.id
                 WHERE a.available_fen <> l.sa OR a.frozen_fen <> l.sf) AS offLedger`,
    )
    .bind(Date.now() - 3_600_000)
    .first();
  expect(broken).toEqual({ negative: 0, overRefunded: 0, overUnfrozen: 0, offLedger: 0 });
}

describe("fuzzing the money screens' actions", () => {
  for (const [account, password] of [
    ["qa3", undefined],
    ["agent01", "123456"],
    ["mer01", "123456"],
  ] as const) {
    it(`${account}: every money action answers random form data with a 4xx or a redirect, and the money invariants hold`, async () => {
      const browser = account === "qa3" ? await signedInWhenSeeded(account) : await signedInAs(account, password);
      for (const path of paths(targets)) {
        await fc.assert(
          fc.asyncProperty(entries(targets), async (form) => {
            const response = await browser.postEntries(path, form);
            const what = `${path} ${JSON.stringify(form).slice(0, 300)}`;
            expect(response.status, what).toBeLessThan(500);
            expect(await response.text(), what).not.toMatch(RAW_MARKUP);
          }),
          { numRuns: 12 },
        );
      }
      await expectMoneyInvariants();
    }, 300_000);
  }
});
