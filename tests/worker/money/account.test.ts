/**
 * 账户列表, 冻结管理 and 资金复核 (ADR 018) in the built Worker against the sandbox's cloud-account:
 * an account's ledger in its detail; 冻结 refused without freeze_add, errors echoed, more than
 * available refused, done; 解冻 refused past what is frozen, done; a freeze above the review
 * threshold waiting in 资金复核, the asker not offered 复核, a second administrator approving it.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { type Browser, sandboxDb, signedInAs } from "../browser";
import { answer, html, post, tableRows } from "../screens";
import { MONEY_SEED_TIMEOUT_MS, warmMoney } from "../warm-money";

beforeAll(warmMoney, MONEY_SEED_TIMEOUT_MS);

const ACCOUNTS = "/account/accountInfo";
const FREEZES = "/account/freeze";
const REVIEWS = "/account/moneyReview";
const browsers: Record<string, Browser> = {};

beforeAll(async () => {
  browsers.admin = await signedInAs("qa1");
  browsers.second = await signedInAs("qa2");
  browsers.agent = await signedInAs("agent01", "123456");
  browsers.merchant = await signedInAs("mer01", "123456");
}, 60_000);

/** A merchant account (the nth by id) given 1,000.00 available, as a settlement would, with its ledger row. */
async function funded(n: number): Promise<{ id: string; ownerNo: string; ownerId: string }> {
  const db = sandboxDb();
  const account = await db
    .prepare(
      `SELECT acc.id, acc.owner_id, m.merchant_no FROM cloud_account acc JOIN cloud_merchant_info m ON m.id = acc.owner_id
     WHERE acc.owner_type = 1 ORDER BY acc.id LIMIT 1 OFFSET ?`,
    )
    .bind(200 + n)
    .first<{ id: string; owner_id: string; merchant_no: string }>();
  await db.batch([
    db.prepare("UPDATE cloud_account SET available_fen = available_fen + 100000 WHERE id = ?").bind(account!.id),
    db
      .prepare(
        `INSERT INTO cloud_account_ledger (id, tenant_id, account_id, biz_type, biz_no, change_available, change_frozen, change_in_transit, available_after, frozen_after, in_transit_after, create_time, seq)
       SELECT 'w' || ?, tenant_id, id, 'ADJUST', 'TEST', 100000, 0, 0, available_fen, frozen_fen, in_transit_fen, ?, COALESCE((SELECT MAX(seq) FROM cloud_account_ledger WHERE account_id = ?), 0) + 1
       FROM cloud_account WHERE id = ?`,
      )
      .bind(account!.id, Date.now(), account!.id, account!.id),
  ]);
  return { id: account!.id, ownerNo: account!.merchant_no, ownerId: account!.owner_id };
}

const available = async (id: string) =>
  (await sandboxDb()
    .prepare("SELECT available_fen FROM cloud_account WHERE id = ?")
    .bind(id)
    .first<number>("available_fen"))!;
const freeze = (browser: Browser, fields: [string, string][]) =>
  post(browser, `${FREEZES}?op=freeze`, [["intent", "freeze"], ...fields]);

describe("账户列表", () => {
  it("shows a merchant operator only its own account, with its ledger in the detail", async () => {
    const page = await html(browsers.merchant!, ACCOUNTS);
    const rows = tableRows(page);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.cells[0]).toBe("M10000001");
    const detail = await html(browsers.merchant!, `${ACCOUNTS}?dialog=view&id=${rows[0]!.id}`);
    expect(detail).toContain("账户流水");
    expect(detail).toContain("交易入账");
  });
});

describe("冻结管理", () => {
  it("refuses a freeze without freeze_add, echoes errors, refuses more than available", async () => {
    const account = await funded(1);
    expect(
      (
        await answer(
          freeze(browsers.agent!, [
            ["accountId", account.id],
            ["amount", "1.00"],
            ["freezeType", "1"],
            ["reason", "x"],
          ]),
        )
      ).status,
    ).toBe(403);
    const empty = await answer(
      freeze(browsers.admin!, [
        ["accountId", account.id],
        ["amount", ""],
        ["freezeType", ""],
        ["reason", ""],
      ]),
    );
    expect(empty.status).toBe(400);
    expect(empty.html).toContain("请输入金额");
    expect(empty.html).toContain("请选择冻结类型");
    expect(empty.html).toContain("请填写原因");
    const over = await answer(
      freeze(browsers.admin!, [
        ["accountId", account.id],
        ["amount", String((await available(account.id)) / 100 + 1)],
        ["freezeType", "1"],
        ["reason", "过多"],
      ]),
    );
    expect(over.html).toContain("冻结金额不能超过可用余额");
    expect(over.html).toContain("过多");
  });

  it("freezes by the owner's number, then unfreezes never past what is frozen", async () => {
    const account = await funded(2);
    const before = await available(account.id);
    const done = await freeze(browsers.admin!, [
      ["ownerType", "1"],
      ["ownerNo", account.ownerNo],
      ["amount", "250.50"],
      ["freezeType", "3"],
      ["reason", "人工冻结"],
    ]);
    expect(done.status).toBe(302);
    expect(await available(account.id)).toBe(before - 25050);
    const row = tableRows(await html(browsers.admin!, `${FREEZES}?keyword=${account.ownerNo}`))[0]!;
    const unfreeze = (amount: string) =>
      post(browsers.admin!, `${FREEZES}?op=unfreeze&id=${row.id}`, [
        ["intent", "unfreeze"],
        ["id", row.id],
        ["amount", amount],
        ["reason", "核实"],
      ]);
    expect((await answer(unfreeze("250.51"))).html).toContain("解冻金额不能超过剩余冻结金额");
    expect((await unfreeze("250.50")).status).toBe(302);
    expect(await available(account.id)).toBe(before);
  });
});

describe("资金复核", () => {
  it("a freeze above the review threshold waits; the asker is not offered 复核; a second administrator approves it", async () => {
    const account = await funded(3);
    await sandboxDb()
      .prepare(
        `INSERT INTO cloud_settle_config (id, tenant_id, owner_type, owner_id, review_threshold_fen) VALUES ('w-review', '000001', 1, ?, 1000)
       ON CONFLICT (tenant_id, owner_type, owner_id) DO UPDATE SET review_threshold_fen = 1000`,
      )
      .bind(account.ownerId)
      .run();
    const before = await available(account.id);
    const asked = await freeze(browsers.admin!, [
      ["accountId", account.id],
      ["amount", "50.00"],
      ["freezeType", "1"],
      ["reason", "复核测试"],
    ]);
    expect(await html(browsers.admin!, asked.headers.get("location")!)).toContain("已提交复核");
    expect(await available(account.id)).toBe(before);
    const mine = tableRows(await html(browsers.admin!, `${REVIEWS}?state=0&kind=freeze&size=50`)).find((r) =>
      r.cells.some((c) => c.includes("复核测试")),
    )!;
    const reviewLink = new RegExp(`op=review&(?:amp;)?id=${mine.id}`);
    expect(await html(browsers.admin!, `${REVIEWS}?state=0&kind=freeze&size=50`)).not.toMatch(reviewLink);
    expect(await html(browsers.second!, `${REVIEWS}?state=0&kind=freeze&size=50`)).toMatch(reviewLink);
    const own = await answer(
      post(browsers.admin!, `${REVIEWS}?op=review&id=${mine.id}`, [
        ["intent", "review"],
        ["id", mine.id],
        ["approve", "true"],
      ]),
    );
    expect(own.html).toContain("不能复核自己发起的申请");
    const noRemark = await answer(
      post(browsers.second!, `${REVIEWS}?op=review&id=${mine.id}`, [
        ["intent", "review"],
        ["id", mine.id],
        ["approve", "false"],
        ["remark", ""],
      ]),
    );
    expect(noRemark.html).toContain("请填写驳回原因");
    const approved = await post(browsers.second!, `${REVIEWS}?op=review&id=${mine.id}`, [
      ["intent", "review"],
      ["id", mine.id],
      ["approve", "true"],
    ]);
    expect(approved.status).toBe(302);
    expect(await available(account.id)).toBe(before - 5000);
    const again = await answer(
      post(browsers.second!, `${REVIEWS}?op=review&id=${mine.id}`, [
        ["intent", "review"],
        ["id", mine.id],
        ["approve", "true"],
      ]),
    );
    expect(again.html).toContain("该申请已复核");
  });
});
