/**
 * 对账单 and 差错处理 (issue 17) in the built Worker against the sandbox's cloud-recon service:
 * the lists open on their default filters (the last 7 bill days; 待处理), a future day is
 * refused, the channel's differing figures are marked, the statement downloads as CSV; and
 * 处理 — refused without recon_error_edit, the comment required (errors echoed with the choice
 * kept), 以平台为准 taking the difference off the open list with its history, a second handling
 * refused with the sandbox's words (该差错已处理). Each test takes its own LAKALA difference.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { type Browser, location, sandboxDb, signedInAs } from "@tests/worker/browser";
import { expectAnswer, expectSaved, send } from "@tests/worker/crud-steps";
import { expectOutsideMenu, flashed, html, tableRows, totalOf } from "@tests/worker/screens";
import { MONEY_SEED_TIMEOUT_MS, warmMoney } from "@tests/worker/warm-money";

beforeAll(warmMoney, MONEY_SEED_TIMEOUT_MS);

const BILL = "/reconciliation/bill",
  ERRORS = "/reconciliation/error";
let admin: Browser;
/** Open LAKALA differences of the type (ours present), oldest first: each test takes its own. */
let open: { id: string; bill_date: string; order_no: string }[] = [];

/** Signs in, waiting out a first sign-in that migrates and seeds the sandbox (past the console's deadline: 503). */
async function signedInOnceSeeded(account: string): Promise<Browser> {
  for (let tries = 1; ; tries++) {
    try {
      return await signedInAs(account);
    } catch (error) {
      if (tries >= 8) throw error;
    }
  }
}

beforeAll(async () => {
  admin = await signedInOnceSeeded("qa2");
  const { results } = await sandboxDb()
    .prepare(
      "SELECT id, bill_date, order_no FROM cloud_recon_error WHERE channel_code = 'LAKALA' AND state = 0 AND type IN (1, 3, 5) ORDER BY id",
    )
    .all<{ id: string; bill_date: string; order_no: string }>();
  open = results;
}, 120_000); // the first sign-in may migrate and seed the sandbox (200,000 orders)

const handle = (browser: Browser, id: string, fields: Record<string, string>) =>
  send(browser, `${ERRORS}?state=0&op=handle&id=${id}`, "handle", { id, ...fields });

describe("对账单", () => {
  it("opens on the last 7 bill days, refuses a future day, marks the channel's differing figures, downloads the day's statement", async () => {
    const opening = await admin.get(BILL);
    expect(opening.status).toBe(302);
    expect(location(opening)).toMatch(
      /^\/reconciliation\/bill\?startDate=\d{4}-\d{2}-\d{2}&endDate=\d{4}-\d{2}-\d{2}$/,
    );
    const page = await html(admin, location(opening));
    const rows = tableRows(page);
    expect(totalOf(page)).toBe(35); // 7 days × 5 channels
    expect(rows).toHaveLength(10);
    expect(page).toContain("平台金额(元)");
    expect(await html(admin, `${BILL}?startDate=2999-01-01`)).toContain("不能选择今天之后的日期");
    const withErrors = await html(admin, `${BILL}?state=1&size=5`);
    expect(withErrors).toContain("data-differs");
    const [row] = tableRows(withErrors);
    const file = await admin.get(`/reconciliation/bill/statement?id=${row!.id}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toContain("text/csv");
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain("交易时间,渠道订单号,平台订单号");
    const operator = await signedInAs("operator", "operator123");
    expect((await operator.get(`/reconciliation/bill/statement?id=${row!.id}`)).status).toBe(403);
  });
});

describe("对账单 and 差错处理 by client navigation", () => {
  it("send a data request (a sidebar click, 重置) to the page's opening filters, never to a `….data` path only the 404 page matches", async () => {
    for (const [path, route] of [
      [BILL, "bill"],
      [ERRORS, "error"],
    ] as const) {
      const response = await admin.get(`${path}.data?_routes=screens%2Freconciliation%2F${route}%2Froute`);
      const body = await response.text();
      expect(body, path).toMatch(new RegExp(`"${path}\\?(startDate|state)=`));
      expect(body, path).not.toContain(".data");
    }
  });
});

describe("差错处理 处理", () => {
  it("opens on 待处理; is refused without recon_error_edit", async () => {
    const opening = await admin.get(ERRORS);
    expect(location(opening)).toBe(`${ERRORS}?state=0`);
    const rows = tableRows(await html(admin, `${ERRORS}?state=0&channelCode=LAKALA&size=50`));
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.cells.join("|")).toContain("待处理");
    const operator = await signedInAs("operator", "operator123");
    await expectOutsideMenu(operator, ERRORS);
    await expectAnswer(handle(operator, open[0]!.id, { result: "platform", remark: "无权" }), 403);
    expect(
      await sandboxDb()
        .prepare("SELECT state FROM cloud_recon_error WHERE id = ?")
        .bind(open[0]!.id)
        .first<number>("state"),
    ).toBe(0);
  });

  it("needs a comment and, following the channel, what to do (errors echoed, the choice kept)", async () => {
    const diff = open[1]!;
    await expectAnswer(handle(admin, diff.id, { result: "platform", remark: "  " }), 400, [
      "请填写处理说明",
      /<input type="radio"[^>]*name="result" checked="" value="platform"/,
    ]);
    await expectAnswer(handle(admin, diff.id, { result: "channel", remark: "以渠道为准" }), 400, [
      "请选择以渠道为准的处理方式",
      "以渠道为准</textarea>",
    ]);
    await expectAnswer(handle(admin, diff.id, { remark: "说明" }), 400, ["请选择处理方式"]);
  });

  it("以平台为准: the difference leaves the open list, its history keeps who, the choice and the comment; a second handling is refused", async () => {
    const diff = open[2]!;
    const dialog = await html(admin, `${ERRORS}?state=0&op=handle&id=${diff.id}`);
    expect(dialog).toContain("以平台为准");
    expect(dialog).toContain('value="handle"');
    const done = handle(admin, diff.id, { result: "platform", remark: "平台订单有效，渠道补发对账文件" });
    expect(flashed(await html(admin, await expectSaved(done, `${ERRORS}?state=0`)))).toBe(true);
    const still = tableRows(await html(admin, `${ERRORS}?state=0&orderNo=${diff.order_no}`));
    expect(still.map((r) => r.id)).not.toContain(diff.id);
    const handled = tableRows(await html(admin, `${ERRORS}?state=1&orderNo=${diff.order_no}`));
    expect(handled.map((r) => r.id)).toContain(diff.id);
    const history = await html(admin, `${ERRORS}?state=1&op=history&id=${diff.id}`);
    expect(history).toContain("平台订单有效，渠道补发对账文件");
    expect(history).toContain("以平台为准");
    await expectAnswer(handle(admin, diff.id, { result: "ignore", remark: "再次处理" }), 400, ["该差错已处理"]);
    expect(
      await sandboxDb()
        .prepare("SELECT COUNT(*) AS n FROM cloud_recon_error_log WHERE error_id = ?")
        .bind(diff.id)
        .first<number>("n"),
    ).toBe(1);
  });
});
