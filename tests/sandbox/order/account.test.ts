/** cloud-account (ADR 018): accounts and ledger, freeze and unfreeze (never past the balance, concurrently too), four eyes on money requests. */
import { beforeAll, describe, expect, it } from "vitest";
import { get, type Page, sandboxEnv, signIn, signInWithCaptcha, postJson as post } from "../helpers";
import { MONEY_SEED_TIMEOUT_MS, warmMoney } from "../warm-money";

beforeAll(warmMoney, MONEY_SEED_TIMEOUT_MS);

const API = "/api/cloud-account";
type Account = {
  id: string;
  ownerType: number;
  ownerNo: string;
  available: string;
  frozen: string;
  inTransit: string;
  agentPath: string;
  merchantId: string;
};
const fen = (yuan: string) => Number(yuan.replace(".", ""));

let admin: string;
let qa: string;
let agent: string;
let merchant: string;
beforeAll(async () => {
  admin = (await signInWithCaptcha("admin", "admin", "000001")).access_token;
  qa = (await signIn("qa2", "qa123456")).access_token;
  agent = (await signIn("agent01", "123456")).access_token;
  merchant = (await signIn("mer01", "123456")).access_token;
}, 60_000);

/** A merchant account with some available balance, credited here if it has none (a settlement the test stands in for). */
async function fundedAccount(n: number): Promise<Account> {
  const page = await get<Page<Account>>(`${API}/account/list?ownerType=1&current=${n}&size=1`, admin);
  const account = page.data.records[0]!;
  await sandboxEnv.DB.batch([
    sandboxEnv.DB.prepare("UPDATE cloud_account SET available_fen = available_fen + 100000 WHERE id = ?").bind(
      account.id,
    ),
    sandboxEnv.DB.prepare(
      `INSERT INTO cloud_account_ledger (id, tenant_id, account_id, biz_type, biz_no, change_available, change_frozen, change_in_transit, available_after, frozen_after, in_transit_after, create_time, seq)
       SELECT 't' || ?, tenant_id, id, 'ADJUST', 'TEST', 100000, 0, 0, available_fen, frozen_fen, in_transit_fen, ?, COALESCE((SELECT MAX(seq) FROM cloud_account_ledger WHERE account_id = ?), 0) + 1
       FROM cloud_account WHERE id = ?`,
    ).bind(account.id, Date.now(), account.id, account.id),
  ]);
  return (await get<Account>(`${API}/account/detail?id=${account.id}`, admin)).data;
}

const ledgerSums = (id: string) =>
  sandboxEnv.DB.prepare(
    `SELECT a.available_fen AS a, a.frozen_fen AS f, (SELECT SUM(change_available) FROM cloud_account_ledger WHERE account_id = a.id) AS sa,
       (SELECT SUM(change_frozen) FROM cloud_account_ledger WHERE account_id = a.id) AS sf FROM cloud_account a WHERE a.id = ?`,
  )
    .bind(id)
    .first<{ a: number; f: number; sa: number; sf: number }>();

describe("accounts", () => {
  it("lists accounts by scope: an agent its subtree's, a merchant its own; the ledger ends at the balances", async () => {
    const mine = await get<Page<Account>>(`${API}/account/list?current=1&size=50`, merchant);
    expect(mine.data.total).toBe(1);
    const agents = await get<Page<Account>>(`${API}/account/list?current=1&size=50`, agent);
    for (const a of agents.data.records) expect(a.agentPath.split(",")).toContain("1600000000000000001");
    const all = await get<Page<Account>>(`${API}/account/list?current=1&size=1`, admin);
    expect(all.data.total).toBeGreaterThan(agents.data.total);
    const ledger = await get<Page<{ availableAfter: string; inTransitAfter: string; createTime: string }>>(
      `${API}/account/ledger?accountId=${mine.data.records[0]!.id}&current=1&size=5`,
      merchant,
    );
    expect(ledger.data.records[0]!.inTransitAfter).toBe(mine.data.records[0]!.inTransit);
    // 最近变动 is the latest entry's time, for every account (not the day the account was opened).
    expect((mine.data.records[0] as Account & { updateTime: string }).updateTime).toBe(
      ledger.data.records[0]!.createTime,
    );
    const stale = await sandboxEnv.DB.prepare(
      "SELECT COUNT(*) AS n FROM cloud_account a WHERE a.update_time < (SELECT MAX(create_time) FROM cloud_account_ledger l WHERE l.account_id = a.id)",
    ).first<{ n: number }>();
    expect(stale!.n).toBe(0);
    const other = all.data.records[0]!;
    if (other.id !== mine.data.records[0]!.id)
      expect((await get(`${API}/account/detail?id=${other.id}`, merchant)).code).toBe(403);
  });
});

describe("freezes", () => {
  it("freezes part of the available balance, refuses more than available, unfreezes never more than frozen", async () => {
    const account = await fundedAccount(3);
    const available = fen(account.available);
    const over = await post(`${API}/freeze/save`, admin, {
      accountId: account.id,
      amount: ((available + 1) / 100).toFixed(2),
      freezeType: "1",
      reason: "过多",
    });
    expect(over.msg).toContain("冻结金额不能超过可用余额");
    const frozen = await post<{ freezeNo: string }>(`${API}/freeze/save`, admin, {
      accountId: account.id,
      amount: "300.00",
      freezeType: "1",
      reason: "风控冻结",
    });
    expect(frozen.code).toBe(200);
    const after = (await get<Account>(`${API}/account/detail?id=${account.id}`, admin)).data;
    expect(fen(after.available)).toBe(available - 30000);
    expect(fen(after.frozen)).toBe(fen(account.frozen) + 30000);
    const freezes = await get<Page<{ id: string; remaining: string; state: number }>>(
      `${API}/freeze/list?accountId=${account.id}&current=1&size=1`,
      admin,
    );
    const freeze = freezes.data.records[0]!;
    expect(freeze).toMatchObject({ remaining: "300.00", state: 1 });
    expect(
      (await post(`${API}/freeze/unfreeze`, admin, { id: freeze.id, amount: "300.01", reason: "多" })).msg,
    ).toContain("解冻金额不能超过剩余冻结金额");
    expect(
      (await post(`${API}/freeze/unfreeze`, admin, { id: freeze.id, amount: "100.00", reason: "部分核实" })).code,
    ).toBe(200);
    expect(
      (await post(`${API}/freeze/unfreeze`, admin, { id: freeze.id, amount: "200.00", reason: "全部核实" })).code,
    ).toBe(200);
    const done = (
      await get<{ state: number; remaining: string; history: unknown[] }>(`${API}/freeze/detail?id=${freeze.id}`, admin)
    ).data;
    expect(done).toMatchObject({ state: 3, remaining: "0.00" });
    expect(done.history).toHaveLength(3);
    const sums = await ledgerSums(account.id);
    expect(sums!.a).toBe(sums!.sa);
    expect(sums!.f).toBe(sums!.sf);
  });

  it("never over-freezes when two operators freeze the same account at once", async () => {
    const account = await fundedAccount(4);
    const all = account.available;
    const results = await Promise.all([
      post(`${API}/freeze/save`, admin, { accountId: account.id, amount: all, freezeType: "3", reason: "并发一" }),
      post(`${API}/freeze/save`, qa, { accountId: account.id, amount: all, freezeType: "3", reason: "并发二" }),
    ]);
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    const after = (await get<Account>(`${API}/account/detail?id=${account.id}`, admin)).data;
    expect(after.available).toBe("0.00");
  });

  it("refuses a freeze without its button, and bad input", async () => {
    const account = await fundedAccount(5);
    expect(
      (await post(`${API}/freeze/save`, agent, { accountId: account.id, amount: "1.00", freezeType: "1", reason: "x" }))
        .code,
    ).toBe(403);
    expect(
      (
        await post(`${API}/freeze/save`, admin, {
          accountId: account.id,
          amount: "1.001",
          freezeType: "1",
          reason: "x",
        })
      ).msg,
    ).toContain("请输入正确的冻结金额");
    expect(
      (await post(`${API}/freeze/save`, admin, { accountId: account.id, amount: "1.00", freezeType: "9", reason: "x" }))
        .msg,
    ).toBe("请选择冻结类型");
    expect(
      (await post(`${API}/freeze/save`, admin, { accountId: account.id, amount: "1.00", freezeType: "1", reason: "" }))
        .msg,
    ).toBe("请填写原因");
  });
});

describe("four eyes", () => {
  it("above the threshold a freeze waits; the asker may not approve it; another operator's approval carries it out once", async () => {
    const account = await fundedAccount(6);
    const owner = await sandboxEnv.DB.prepare("SELECT owner_id FROM cloud_account WHERE id = ?")
      .bind(account.id)
      .first<string>("owner_id");
    await sandboxEnv.DB.prepare(
      `INSERT INTO cloud_settle_config (id, tenant_id, owner_type, owner_id, review_threshold_fen) VALUES ('t-fe', '000001', 1, ?, 5000)
       ON CONFLICT (tenant_id, owner_type, owner_id) DO UPDATE SET review_threshold_fen = 5000`,
    )
      .bind(owner)
      .run();
    const asked = await post<{ reviewing: boolean; requestId: string }>(`${API}/freeze/save`, admin, {
      accountId: account.id,
      amount: "80.00",
      freezeType: "1",
      reason: "大额冻结",
    });
    expect(asked.data).toMatchObject({ reviewing: true });
    expect((await get<Account>(`${API}/account/detail?id=${account.id}`, admin)).data.available).toBe(
      account.available,
    );
    const waiting = await get<Page<{ id: string; requestUserName: string; reason: string }>>(
      `${API}/moneyRequest/list?state=0&current=1&size=50`,
      qa,
    );
    expect(waiting.data.records.find((r) => r.id === asked.data.requestId)).toMatchObject({ reason: "大额冻结" });
    // reviewable=1 (issue 34): what waits on the caller: the reviewer's, never the asker's, nor a partner's outside scope.
    const reviewable = async (token: string) =>
      (
        await get<Page<{ id: string; state: number }>>(
          `${API}/moneyRequest/list?reviewable=1&current=1&size=100`,
          token,
        )
      ).data.records;
    const forQa = await reviewable(qa);
    expect(forQa.map((r) => r.id)).toContain(asked.data.requestId);
    expect(forQa.every((r) => r.state === 0)).toBe(true);
    expect((await reviewable(admin)).map((r) => r.id)).not.toContain(asked.data.requestId);
    expect(await reviewable(agent)).toEqual([]);
    expect((await get(`${API}/moneyRequest/list?reviewable=yes&current=1&size=10`, qa)).code).toBe(400);
    expect((await post(`${API}/moneyRequest/review`, admin, { id: asked.data.requestId, approve: true })).msg).toBe(
      "不能复核自己发起的申请",
    );
    expect(
      (await post(`${API}/moneyRequest/review`, agent, { id: asked.data.requestId, approve: true })).code,
    ).not.toBe(200);
    const approved = await post(`${API}/moneyRequest/review`, qa, { id: asked.data.requestId, approve: true });
    expect(approved).toMatchObject({ code: 200, msg: "复核通过，已执行" });
    expect((await post(`${API}/moneyRequest/review`, qa, { id: asked.data.requestId, approve: true })).msg).toBe(
      "该申请已复核，请勿重复操作",
    );
    const after = (await get<Account>(`${API}/account/detail?id=${account.id}`, admin)).data;
    expect(fen(after.available)).toBe(fen(account.available) - 8000);
    const stored = await sandboxEnv.DB.prepare(
      "SELECT state, review_user_name, request_user_name FROM cloud_money_request WHERE id = ?",
    )
      .bind(asked.data.requestId)
      .first();
    expect(stored).toMatchObject({ state: 1 });
    const rejected = await post<{ requestId: string }>(`${API}/freeze/save`, admin, {
      accountId: account.id,
      amount: "60.00",
      freezeType: "1",
      reason: "再冻结",
    });
    expect(
      (await post(`${API}/moneyRequest/review`, qa, { id: rejected.data.requestId, approve: false, remark: "" })).msg,
    ).toBe("请填写驳回原因");
    expect(
      (
        await post(`${API}/moneyRequest/review`, qa, {
          id: rejected.data.requestId,
          approve: false,
          remark: "证据不足",
        })
      ).code,
    ).toBe(200);
    expect((await get<Account>(`${API}/account/detail?id=${account.id}`, admin)).data.available).toBe(after.available);
  });

  it("a refund above the threshold is carried out by the second operator's approval", async () => {
    const order = await sandboxEnv.DB.prepare(
      "SELECT o.id, o.merchant_id, o.amount_fen FROM cloud_trade_order o WHERE o.state = 1 AND o.amount_fen >= 20000 AND o.settle_state = 0 ORDER BY o.create_time DESC LIMIT 1",
    ).first<{ id: string; merchant_id: string; amount_fen: number }>();
    await sandboxEnv.DB.prepare(
      `INSERT INTO cloud_settle_config (id, tenant_id, owner_type, owner_id, review_threshold_fen) VALUES ('t-fr', '000001', 1, ?, 100)
       ON CONFLICT (tenant_id, owner_type, owner_id) DO UPDATE SET review_threshold_fen = 100`,
    )
      .bind(order!.merchant_id)
      .run();
    const asked = await post<{ requestId: string }>("/api/cloud-order/tradeOrder/refund", admin, {
      id: order!.id,
      refundAmount: "100.00",
      reason: "大额退款",
    });
    expect(asked.code).toBe(200);
    expect((await post(`${API}/moneyRequest/review`, qa, { id: asked.data.requestId, approve: true })).code).toBe(200);
    const after = await sandboxEnv.DB.prepare("SELECT state, refunded_fen FROM cloud_trade_order WHERE id = ?")
      .bind(order!.id)
      .first();
    expect(after).toMatchObject({ state: 5, refunded_fen: 10000 });
  });
});
