/**
 * 结算记录 (issue 17) in the built Worker against the sandbox's settlement service: the list, its
 * filters and the batch's lines; 审核 (settle_audit) and 打款 (settle_remit) refused without their
 * button, their errors echoed with the input kept, success with the new state; the partner scope
 * (mer01 sees only its merchant's batches and is refused another's). Each test takes its own batch.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { PARTNER_SEED } from "../../../workers/sandbox/services/agent/seed";
import { type Browser, location, sandboxDb, signedInAs } from "@tests/worker/browser";
import { listedWith, ownBatch, signedInWhenSeeded } from "@tests/worker/money/settle-shared";
import { answer, html, post, tableRows, totalOf } from "@tests/worker/screens";
import { MONEY_SEED_TIMEOUT_MS, warmMoney } from "@tests/worker/warm-money";

beforeAll(warmMoney, MONEY_SEED_TIMEOUT_MS);

const RECORDS = "/settlement/settleRecord";
const browsers: Record<string, Browser> = {};

beforeAll(async () => {
  browsers.admin = await signedInWhenSeeded("qa3");
}, 180_000);

const act = (browser: Browser, op: string, id: string, fields: [string, string][] = []) =>
  post(browser, `${RECORDS}?op=${op}&id=${id}`, [["intent", op], ["id", id], ...fields]);

describe("结算记录 list", () => {
  it("lists batches with money by spec §5, filters by state and party, and refuses a reversed range", async () => {
    const admin = browsers.admin!;
    const page = await html(admin, `${RECORDS}?state=4&size=20`);
    const rows = tableRows(page);
    expect(rows.length).toBe(20);
    // Columns: 批次号, 结算对象, 结算日期, 周期, 笔数, 交易金额, 手续费, 退款, 结算金额, 状态, 账户, 备注.
    for (const row of rows) {
      expect(row.cells[9]).toBe("打款成功");
      expect(row.cells[8]).toMatch(/^[\d,]+\.\d{2}$/);
    }
    expect(page).not.toContain("op=audit");
    expect(await html(admin, `${RECORDS}?state=0`)).toContain("op=audit");
    const party = tableRows(await html(admin, `${RECORDS}?party=M10000002&size=50`));
    expect(party.length).toBeGreaterThan(0);
    for (const row of party) expect(row.cells[1]).toContain("M10000002");
    const reversed = await html(admin, `${RECORDS}?startDate=2026-11-20&endDate=2026-11-01`);
    expect(reversed).toContain("开始日期不能晚于结束日期");
    expect(tableRows(reversed)).toHaveLength(0);
  });

  it("opens a batch's lines: its orders, paged", async () => {
    const admin = browsers.admin!;
    const batch = await sandboxDb()
      .prepare(
        "SELECT id, batch_no FROM cloud_settle_batch WHERE owner_type = 1 AND order_count > 10 ORDER BY batch_no LIMIT 1",
      )
      .first<{ id: string; batch_no: string }>();
    const count = (await sandboxDb()
      .prepare("SELECT COUNT(*) AS n FROM cloud_trade_order WHERE settle_batch_id = ?")
      .bind(batch!.id)
      .first<number>("n"))!;
    const dialog = await html(admin, `${RECORDS}?op=lines&id=${batch!.id}`);
    expect(dialog).toContain(batch!.batch_no);
    expect(dialog).toContain(`共 ${count} 笔`);
    expect([...dialog.matchAll(/<span class="font-mono text-xs">P\d+<\/span>/g)].length).toBe(10);
    const second = await html(admin, `${RECORDS}?op=lines&id=${batch!.id}&lp=2`);
    expect(second).toContain(`第 2/${Math.ceil(count / 10)} 页`);
  });

  it("lists agents' batches by owner type and opens one's lines: its profit shares with the level and both rates", async () => {
    const admin = browsers.admin!;
    const rows = tableRows(await html(admin, `${RECORDS}?ownerType=2&size=20`));
    expect(rows.length).toBe(20);
    for (const row of rows) expect(row.cells[1]).toMatch(/A\d{6} · 代理商/);
    const batch = await sandboxDb()
      .prepare(
        "SELECT b.id, b.batch_no, b.gross_fen FROM cloud_settle_batch b WHERE b.owner_type = 2 AND b.order_count BETWEEN 2 AND 10 ORDER BY b.batch_no LIMIT 1",
      )
      .first<{ id: string; batch_no: string }>();
    const share = await sandboxDb()
      .prepare(
        "SELECT s.depth, s.agent_rate, s.child_rate, o.order_no FROM cloud_profit_share s JOIN cloud_trade_order o ON o.id = s.order_id WHERE s.batch_id = ? ORDER BY s.pay_time, o.order_no LIMIT 1",
      )
      .bind(batch!.id)
      .first<{ depth: number; agent_rate: string; child_rate: string; order_no: string }>();
    const dialog = await html(admin, `${RECORDS}?op=lines&id=${batch!.id}`);
    expect(dialog).toContain('aria-label="分润明细"');
    expect(dialog).toContain(share!.order_no);
    expect(dialog).toContain(`${share!.child_rate}% − ${share!.agent_rate}%`);
    expect(dialog).toContain(["直属代理", "上一级代理", "上两级代理"][share!.depth - 1]);
    // mer01 holds no agent's batch: refused, not shown.
    const mer01 = await signedInWhenSeeded("mer01", "123456");
    expect(tableRows(await html(mer01, `${RECORDS}?ownerType=2`))).toHaveLength(0);
    expect(await html(mer01, `${RECORDS}?op=lines&id=${batch!.id}`)).not.toContain(share!.order_no);
  });
});

describe("结算记录 导出", () => {
  it("exports the filtered batches (settle_export) as CSV; mer01 holds no 导出", async () => {
    const response = await browsers.admin!.get(
      "/kit/export/settlement/settleRecord?format=csv&party=M10000002&state=4",
    );
    expect(response.status).toBe(200);
    const csv = await response.text();
    expect(csv).toContain("结算批次号");
    const lines = csv.trim().split(/\r?\n/).slice(1);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/^"?JS\d{14}/);
    expect(
      (await (await signedInWhenSeeded("mer01", "123456")).get("/kit/export/settlement/settleRecord?format=csv"))
        .status,
    ).toBe(403);
  });
});

describe("结算记录 审核", () => {
  it("is refused without settle_audit (operator holds the screen only)", async () => {
    const operator = await signedInAs("operator", "operator123");
    const batch = await ownBatch("M10000002", { state: 0, netFen: 1_000 });
    expect(await html(operator, listedWith(batch, 0))).toContain(batch.batch_no);
    expect(await html(operator, listedWith(batch, 0))).not.toContain("op=audit");
    expect((await act(operator, "audit", batch.id, [["pass", "1"]])).status).toBe(403);
    expect((await act(operator, "remit", batch.id)).status).toBe(403);
  });

  it("echoes its errors with the input kept, then approves; a second audit gets the backend's words", async () => {
    const admin = browsers.admin!;
    const batch = await ownBatch("M10000002", { state: 0, netFen: 12_345 });
    const none = await answer(act(admin, "audit", batch.id));
    expect(none.status).toBe(400);
    expect(none.html).toContain("请选择审核结果");
    const noRemark = await answer(
      act(admin, "audit", batch.id, [
        ["pass", "0"],
        ["remark", " "],
      ]),
    );
    expect(noRemark.html).toContain("请填写审核不通过的原因");
    expect(noRemark.html).toMatch(/<input type="radio"[^>]*name="pass" checked="" value="0"/);
    const tooLong = await answer(
      act(admin, "audit", batch.id, [
        ["pass", "0"],
        ["remark", "长".repeat(201)],
      ]),
    );
    expect(tooLong.status).toBe(400);
    expect(tableRows(await html(admin, listedWith(batch, 0))).find((r) => r.id === batch.id)?.cells[9]).toBe(
      "等待审核",
    );
    const done = await act(admin, "audit", batch.id, [["pass", "1"]]);
    expect(done.status).toBe(302);
    expect(await html(admin, location(done))).toContain("已审核通过");
    const row = tableRows(await html(admin, listedWith(batch, 1))).find((r) => r.id === batch.id);
    expect(row?.cells[9]).toBe("已审核");
    const again = await answer(
      act(admin, "audit", batch.id, [
        ["pass", "0"],
        ["remark", "重复"],
      ]),
    );
    expect(again.status).toBe(400);
    expect(again.html).toContain("该批次已审核，请勿重复操作");
  });
});

describe("结算记录 打款", () => {
  it("remits an audited batch: 打款成功, the merchant's available balance less the net; a second remittance is refused", async () => {
    const admin = browsers.admin!;
    const batch = await ownBatch("M10000002", { state: 1, netFen: 23_456 });
    const account = () =>
      sandboxDb()
        .prepare("SELECT available_fen AS a FROM cloud_account WHERE owner_type = 1 AND owner_id = ?")
        .bind(batch.merchant_id)
        .first<number>("a");
    const before = (await account())!;
    expect(await html(admin, listedWith(batch, 1))).toContain(`op=remit&amp;id=${batch.id}`);
    expect(await html(admin, `${RECORDS}?op=remit&id=${batch.id}`)).toContain("将向");
    const done = await act(admin, "remit", batch.id);
    expect(done.status).toBe(302);
    expect(await html(admin, location(done))).toContain("打款成功");
    expect((await account())!).toBe(before - batch.net_fen);
    const again = await answer(act(admin, "remit", batch.id));
    expect(again.status).toBe(400);
    expect(again.html).toContain("仅已审核的批次可以打款");
    expect(await html(admin, `${RECORDS}?op=remit&id=${batch.id}`)).toContain("该批次当前为“打款成功”");
  });

  it("sends a remittance above the merchant's 复核金额 to a second operator: 待复核, no money moved, no second 打款", async () => {
    const admin = browsers.admin!;
    // mer01's merchant M10000001: 复核金额 1,000.00 yuan. A 等待审核 batch of 1,500.00 above it, approved here first.
    const batch = await ownBatch("M10000001", { state: 0, netFen: 150_000 });
    expect((await act(admin, "audit", batch.id, [["pass", "1"]])).status).toBe(302);
    const available = () =>
      sandboxDb()
        .prepare("SELECT available_fen AS a FROM cloud_account WHERE owner_type = 1 AND owner_id = ?")
        .bind(PARTNER_SEED.merchant01)
        .first<number>("a");
    const before = await available();
    const asked = await act(admin, "remit", batch.id);
    expect(asked.status).toBe(302);
    expect(await html(admin, location(asked))).toContain("打款金额超过复核金额，已提交复核");
    expect(await available()).toBe(before);
    const listed = await html(admin, listedWith(batch, 1));
    const row = tableRows(listed).find((r) => r.id === batch.id)!;
    expect(row.cells[9]).toContain("待复核");
    expect(listed).not.toContain(`op=remit&amp;id=${batch.id}`);
    const again = await answer(act(admin, "remit", batch.id));
    expect(again.status).toBe(400);
    expect(again.html).toContain("该批次的打款已提交复核，请等待复核");
  });
});

describe("结算记录 scope", () => {
  it("shows mer01 only its merchant's batches and refuses another's lines and detail; no 审核 or 打款", async () => {
    const mer01 = await signedInAs("mer01", "123456");
    const page = await html(mer01, `${RECORDS}?size=50`);
    expect(totalOf(page)).toBeGreaterThan(0);
    for (const row of tableRows(page)) expect(row.cells[1]).toContain("M10000001");
    expect(page).not.toContain("op=audit");
    expect(page).not.toContain("op=remit");
    const other = await ownBatch("M10000002", { state: 0, netFen: 1_000 });
    expect(await html(mer01, `${RECORDS}?op=lines&id=${other.id}`)).toContain("无权访问该数据");
    expect(await html(mer01, `${RECORDS}?dialog=view&id=${other.id}`)).toContain("无权访问该数据");
    expect((await act(mer01, "audit", other.id, [["pass", "1"]])).status).toBe(403);
  });
});
