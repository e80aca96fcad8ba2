/**
 * 我的审批 (issue 34, ADR 042) in the built Worker against the sandbox: a refund above its
 * merchant's 复核金额 asked by one administrator (qa1) waits in a second one's (qa2) inbox and
 * top-bar count, never in the asker's; the asker's own approval is refused, a rejection needs its
 * comment, qa2's approval carries the refund out and the count goes down by one; partner accounts
 * (agent01, mer01) never see a request outside their scope; a work-flow task approved from the
 * inbox, one the operator started refused; the differences assigned to the operator listed (never
 * decided here); forged ids answer 4xx, never 5xx; a failing source is its own error line.
 */
import { exports } from "cloudflare:workers";
import { account } from "@contract";
import { beforeAll, describe, expect, it } from "vitest";
import { type Browser, ORIGIN, sandboxDb, signedInAs } from "@tests/worker/browser";
import { expectAnswer, expectSaved, send } from "@tests/worker/crud-steps";
import { html } from "@tests/worker/screens";
import { signedInOnce } from "@tests/worker/signed-in-once";
import { MONEY_SEED_TIMEOUT_MS, warmMoney } from "@tests/worker/warm-money";

beforeAll(warmMoney, MONEY_SEED_TIMEOUT_MS);

const INBOX = "/approvals";
const ORDERS = "/orders/transactionOrder";
// qa3 decides the flow tasks, so qa2's count is first read after qa1's request (the count is memoized a few seconds).
const browsers = signedInOnce({
  asker: "qa1",
  reviewer: "qa2",
  flow: "qa3",
  agent: ["agent01", "123456"],
  merchant: ["mer01", "123456"],
});

/** The top bar's count of waiting items on any page, or null when it shows none. */
const countOn = (page: string) => {
  const found = /aria-label="我的审批 (\d+)"/.exec(page);
  return found ? Number(found[1]) : null;
};
const decide = (browser: Browser, id: string, fields: Record<string, string>) =>
  send(browser, `${INBOX}?op=decide&id=${encodeURIComponent(id)}`, "decide", { id, ...fields });

/** A paid, unsettled order of a merchant outside agent01's subtree (so outside mer01's too), its merchant above 复核金额 10.00. */
async function waitingRefund(): Promise<{ orderId: string; orderNo: string; requestId: string; refunded: number }> {
  const db = sandboxDb();
  const order = await db
    .prepare(
      `SELECT o.id, o.order_no, o.merchant_id, o.refunded_fen FROM cloud_trade_order o
       JOIN cloud_merchant_info m ON m.id = o.merchant_id JOIN cloud_agent_info a ON a.id = m.agent_id
       WHERE o.state = 1 AND o.settle_state = 0 AND o.amount_fen BETWEEN 20000 AND 500000
         AND (',' || a.ancestors || ',' || a.id || ',') NOT LIKE '%,' || (SELECT id FROM cloud_agent_info WHERE agent_no = 'A000001') || ',%'
       ORDER BY o.create_time DESC LIMIT 1`,
    )
    .first<{ id: string; order_no: string; merchant_id: string; refunded_fen: number }>();
  await db
    .prepare(
      `INSERT INTO cloud_settle_config (id, tenant_id, owner_type, owner_id, review_threshold_fen) VALUES ('w-inbox', '000001', 1, ?, 1000)
       ON CONFLICT (tenant_id, owner_type, owner_id) DO UPDATE SET review_threshold_fen = 1000`,
    )
    .bind(order!.merchant_id)
    .run();
  const asked = await expectSaved(
    send(browsers.asker, `${ORDERS}?op=refund&id=${order!.id}`, "refund", {
      id: order!.id,
      refundAmount: "50.00",
      reason: "顾客申请退款（收件箱）",
    }),
  );
  expect(await html(browsers.asker, asked)).toContain("已提交复核");
  const request = await db
    .prepare("SELECT id FROM cloud_money_request WHERE target_id = ? AND state = 0 ORDER BY request_time DESC LIMIT 1")
    .bind(order!.id)
    .first<{ id: string }>();
  return { orderId: order!.id, orderNo: order!.order_no, requestId: request!.id, refunded: order!.refunded_fen };
}

describe("a refund waiting for a second administrator", () => {
  it("shows in qa2's inbox and count, never in qa1's; qa1's approval refused, a rejection needs its comment; qa2 approves it and the count goes down", async () => {
    const refund = await waitingRefund();
    const key = `money:${refund.requestId}`;
    const reviewerInbox = await html(browsers.reviewer, INBOX);
    expect(reviewerInbox).toContain(`data-row-id="${key}"`);
    expect(reviewerInbox).toMatch(new RegExp(`data-row-id="${key}".*?退款复核.*?顾客申请退款（收件箱）`, "s"));
    expect(reviewerInbox).toContain("50.00");
    // Only what was asked counts as more (a backend ignoring the assignee filter lists everyone's differences).
    expect(reviewerInbox).not.toContain("差错处理还有更多");
    const before = countOn(reviewerInbox)!;
    expect(before).toBeGreaterThanOrEqual(1);

    const askerInbox = await html(browsers.asker, INBOX);
    expect(askerInbox).not.toContain(`data-row-id="${key}"`);
    await expectAnswer(decide(browsers.asker, key, { decision: "ok" }), 400, ["不能审批自己发起的事项"]);

    const dialog = await html(browsers.reviewer, `${INBOX}?op=decide&id=${key}&decision=reject`);
    expect(dialog).toContain('role="dialog"');
    expect(dialog).toMatch(/value="reject"[^>]*checked|checked[^>]*value="reject"/);
    await expectAnswer(decide(browsers.reviewer, key, { decision: "reject", comment: "" }), 400, [
      "驳回时请填写审批意见",
    ]);
    await expectAnswer(decide(browsers.reviewer, key, { decision: "ok", comment: "长".repeat(201) }), 400);

    await expectSaved(decide(browsers.reviewer, key, { decision: "ok", comment: "核实无误" }), INBOX);
    const refunded = await sandboxDb()
      .prepare("SELECT refunded_fen FROM cloud_trade_order WHERE id = ?")
      .bind(refund.orderId)
      .first<number>("refunded_fen");
    expect(refunded).toBe(refund.refunded + 5000);
    const after = await html(browsers.reviewer, INBOX);
    expect(after).not.toContain(`data-row-id="${key}"`);
    expect(after).toContain("已通过");
    expect(countOn(after)).toBe(before - 1);
    await expectAnswer(decide(browsers.reviewer, key, { decision: "ok" }), 400, ["该申请已复核"]);
  });

  it("is never shown to agent01 or mer01, whose scope does not hold its merchant", async () => {
    const refund = await waitingRefund();
    for (const partner of [browsers.agent, browsers.merchant]) {
      const page = await html(partner, INBOX);
      expect(page).not.toContain(`money:${refund.requestId}`);
      expect(page).not.toContain(refund.orderNo);
      const forged = await decide(partner, `money:${refund.requestId}`, { decision: "ok" });
      expect(forged.status).toBeGreaterThanOrEqual(400);
      expect(forged.status).toBeLessThan(500);
    }
    const state = await sandboxDb()
      .prepare("SELECT state FROM cloud_money_request WHERE id = ?")
      .bind(refund.requestId)
      .first<number>("state");
    expect(state).toBe(0);
  });
});

describe("work-flow tasks", () => {
  const openTasks = () =>
    sandboxDb()
      .prepare(
        "SELECT t.id, t.instance_id, i.business_label FROM cloud_flow_task t JOIN cloud_flow_instance i ON i.id = t.instance_id WHERE t.state = 0 AND t.tenant_id = '000001' ORDER BY t.create_time, t.id",
      )
      .all<{ id: string; instance_id: string; business_label: string }>()
      .then((r) => r.results);

  it("approves a task from the inbox; a task of an instance the operator started is refused, here and in 我的待办", async () => {
    const [first, second] = await openTasks();
    const page = await html(browsers.flow, INBOX);
    expect(page).toContain(`data-row-id="flow:${first!.id}"`);
    expect(page).toContain(first!.business_label);
    expect(page).toContain("充值订单审核");
    expect(page).toMatch(new RegExp(`data-row-id="flow:${first!.id}"(?:(?!</tr>).)*1000\\.00`, "s"));
    // Its dialog reads the order's summary the to-do list does not carry: the amount and the payee.
    const dialog = await html(browsers.flow, `${INBOX}?op=decide&id=flow:${first!.id}`);
    expect(dialog).toContain('role="dialog"');
    expect(dialog).toContain("1000.00");
    expect(dialog).toContain("上海支付平台科技有限公司");
    await expectSaved(
      decide(browsers.flow, `flow:${first!.id}`, { decision: "ok", processInstanceId: first!.instance_id }),
      INBOX,
    );
    const state = await sandboxDb()
      .prepare("SELECT state, assignee_name FROM cloud_flow_task WHERE id = ?")
      .bind(first!.id)
      .first<{ state: number }>();
    expect(state!.state).toBe(1);

    const qa3 = await sandboxDb().prepare("SELECT id FROM blade_user WHERE account = 'qa3'").first<string>("id");
    await sandboxDb()
      .prepare("UPDATE cloud_flow_instance SET start_user = ? WHERE id = ?")
      .bind(qa3, second!.instance_id)
      .run();
    await expectAnswer(
      decide(browsers.flow, `flow:${second!.id}`, { decision: "ok", processInstanceId: second!.instance_id }),
      400,
      ["不能审批自己发起的事项"],
    );
    // 我的待办 goes through the same completion: refused there too (the sandbox test checks the backend alone).
    await expectAnswer(
      send(browsers.flow, `/flow/todo?op=audit&id=${second!.id}`, "complete", {
        id: second!.id,
        processInstanceId: second!.instance_id,
        flag: "ok",
      }),
      400,
      ["不能审批自己发起的流程"],
    );
    const still = await sandboxDb()
      .prepare("SELECT state FROM cloud_flow_task WHERE id = ?")
      .bind(second!.id)
      .first<number>("state");
    expect(still).toBe(0);
  });
});

describe("assigned differences", () => {
  it("lists the open differences assigned to the operator, linking to 差错处理's own dialog; none are decided here", async () => {
    const qa2 = await sandboxDb().prepare("SELECT id FROM blade_user WHERE account = 'qa2'").first<string>("id");
    const assigned = await sandboxDb()
      .prepare(
        "SELECT id FROM cloud_recon_error WHERE tenant_id = '000001' AND state = 0 AND assignee_id = ? ORDER BY id",
      )
      .bind(qa2)
      .all<{ id: string }>();
    expect(assigned.results.length).toBeGreaterThan(0);
    const page = await html(browsers.reviewer, INBOX);
    const listed = [...page.matchAll(/data-row-id="recon:(\d+)"/g)].map((m) => m[1]);
    expect(listed.sort()).toEqual(assigned.results.map((r) => r.id).sort());
    const first = assigned.results[0]!.id;
    expect(page).toContain(`/reconciliation/error?op=handle&amp;id=${first}`);
    // Nobody else's: qa1 has none assigned.
    expect(await html(browsers.asker, INBOX)).not.toMatch(/data-row-id="recon:/);
    await expectAnswer(decide(browsers.reviewer, `recon:${first}`, { decision: "ok" }), 400, [
      "对账差错请在差错处理中处理",
    ]);
  });
});

describe("bad input", () => {
  it("answers forged or unknown ids with 4xx, never 5xx, and a dialog for an item no longer waiting", async () => {
    for (const id of ["money:abc", "money:999999999", "flow:999999999", "recon:1", "other:1", "x".repeat(300)]) {
      const answered = await decide(browsers.reviewer, id, { decision: "ok", processInstanceId: "1" });
      expect(answered.status, id).toBeGreaterThanOrEqual(400);
      expect(answered.status, id).toBeLessThan(500);
    }
    const unknownIntent = await send(browsers.reviewer, INBOX, "approveAll", {});
    expect(unknownIntent.status).toBe(400);
    const gone = await browsers.reviewer.get(`${INBOX}?op=decide&id=money:999999999`);
    expect(gone.status).toBe(200);
    expect(await gone.text()).toContain("该事项已处理或不再等待你处理");
    const junk = await browsers.reviewer.get(`${INBOX}?op=decide&id=%00%ff&decision=<script>`);
    expect(junk.status).toBe(200);
  });

  it("opens for an operator with nothing to act on: the empty state and no count", async () => {
    const operator = await signedInAs("operator", "operator123");
    const page = await html(operator, INBOX);
    expect(page).toContain("没有等待你处理的事项");
    expect(countOn(page)).toBeNull();
  });
});

describe("a source that fails", () => {
  const faults = (init: RequestInit, query = "") =>
    exports.default.fetch(
      new Request(new URL(`/sandbox/faults${query}`, ORIGIN), {
        ...init,
        headers: { "Sec-Fetch-Site": "same-origin", "content-type": "application/json" },
      }),
    );

  it("is its own error line, never the backend's internals; the other sources still show", async () => {
    const qa4 = await signedInAs("qa4");
    await faults({
      method: "POST",
      body: JSON.stringify({ account: "qa4", path: account.moneyRequest.list.path, kind: "internal" }),
    });
    try {
      const page = await html(qa4, INBOX);
      expect(page).toContain("资金复核暂时无法加载");
      expect(page).not.toContain("ORA-00942");
      expect(page).toMatch(/data-row-id="flow:\d+"/);
    } finally {
      await faults({ method: "DELETE" }, "?account=qa4");
    }
  });

  it("never holds the top bar's count: a source answering after the test's whole time is left out, the others counted", async () => {
    // The money requests answer after 120 s (the fault switch's most), far past this test's time: a
    // count that waited for them would fail the test by its timeout.
    await faults({
      method: "POST",
      body: JSON.stringify({
        account: "qa4",
        path: account.moneyRequest.list.path,
        kind: "latency",
        latencyMs: 120_000,
      }),
    });
    let count: number | null;
    try {
      // A new session: nothing memoized yet.
      count = countOn(await html(await signedInAs("qa4"), "/main/index"));
    } finally {
      await faults({ method: "DELETE" }, "?account=qa4");
    }
    // What it counted: the work-flow tasks and assigned differences the inbox lists, the money source left out.
    const inbox = await html(await signedInAs("qa4"), INBOX);
    expect(count).toBe([...inbox.matchAll(/data-row-id="(flow|recon):\d+"/g)].length);
    expect(count).toBeGreaterThan(0);
  });
});
