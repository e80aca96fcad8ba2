/**
 * 充值订单 (the platform's side, ADR 017) in the built Worker against the sandbox's toll service:
 * the platform's list of every tenant's orders with its filters, ranges and detail (payment
 * screenshots opening in a new tab), and 审核 — refused without recharge_audit (operator; a
 * tenant's own administrator, who sees only its own orders), 驳回 needing its reason, 通过
 * crediting the tenant's flow by exactly flowAmount × buyNum once, a second audit refused with
 * the toll service's words and no second credit. Each test audits its own seeded order.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { type Browser, signedInAs } from "@tests/worker/browser";
import { expectAnswer, expectSaved, send } from "@tests/worker/crud-steps";
import { expectOutsideMenu, flashed, html, tableRows, totalOf } from "@tests/worker/screens";
import { signedInOnce } from "@tests/worker/signed-in-once";
import { BLUE_SEA, fen, flowOf, ORDERS, signedInTo, STAR_RIVER } from "@tests/worker/marketing/toll";

const browsers = signedInOnce({ admin: "qa3" });
/** 蓝海支付's seeded 待审核 orders, oldest first: each test takes its own. */
let pending: { id: string; orderNo: string; flowAmount: string; buyNum: string }[] = [];

beforeAll(async () => {
  const rows = tableRows(await html(browsers.admin, `${ORDERS}?tenantId=${BLUE_SEA}&orderState=0&size=50`));
  // Columns: 订单编号, 租户, 机构, 套餐名称, 流水额度(元), 购买数量, 订单金额(元), 付款方式, 状态, 提交时间, 审核时间.
  pending = rows
    .reverse()
    .map((row) => ({ id: row.id, orderNo: row.cells[0]!, flowAmount: row.cells[4]!, buyNum: row.cells[5]! }));
});

const audit = (browser: Browser, id: string, fields: Record<string, string>) =>
  send(browser, `${ORDERS}?op=audit&id=${id}`, "audit", { id, ...fields });

describe("充值订单 list", () => {
  it("shows the platform every tenant's orders; filters by tenant and state; names from the dictionaries", async () => {
    const admin = browsers.admin;
    const page = await html(admin, ORDERS);
    expect(page).toMatch(/<select name="tenantId"[^>]*>.*蓝海支付.*星河支付.*<\/select>/s);
    expect(page).toMatch(/<select name="orderState"[^>]*>.*待审核.*已到账.*已驳回.*<\/select>/s);
    expect(pending.length).toBeGreaterThanOrEqual(6);
    const blue = tableRows(await html(admin, `${ORDERS}?tenantId=${BLUE_SEA}&size=50`));
    expect(blue.length).toBeGreaterThanOrEqual(8);
    for (const row of blue) {
      expect(row.cells[1]).toBe("蓝海支付");
      expect(row.cells[7]).toBe("对公转账");
      expect(row.cells[6]).toMatch(/^\d+\.\d{2}$/);
    }
    expect(new Set(blue.map((row) => row.cells[8]))).toEqual(new Set(["待审核", "已到账", "已驳回"]));
    // Only 待审核 rows offer 审核.
    const listed = await html(admin, `${ORDERS}?tenantId=${BLUE_SEA}&orderState=1`);
    expect(totalOf(listed)).toBeGreaterThanOrEqual(1);
    expect(listed).not.toContain("op=audit");
    expect(await html(admin, `${ORDERS}?tenantId=${BLUE_SEA}&orderState=0`)).toContain("op=audit");
  });

  it("refuses a minimum above the maximum and an amount that is not one; filters by amount and day", async () => {
    const admin = browsers.admin;
    const reversed = await html(admin, `${ORDERS}?minAmount=1000&maxAmount=999.99`);
    expect(reversed).toContain("最小金额不能大于最大金额");
    expect(reversed).toContain('value="1000"');
    expect(tableRows(reversed)).toHaveLength(0);
    expect(await html(admin, `${ORDERS}?minAmount=abc`)).toContain("金额请输入数字，最多2位小数");
    expect(await html(admin, `${ORDERS}?startTime=2026-12-02&endTime=2026-12-01`)).toContain(
      "开始日期不能晚于结束日期",
    );
    const all = tableRows(await html(admin, `${ORDERS}?tenantId=${BLUE_SEA}&size=50`));
    const amounts = all.map((row) => fen(row.cells[6]!)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const low = amounts[0]!;
    const within = tableRows(
      await html(
        admin,
        `${ORDERS}?tenantId=${BLUE_SEA}&size=50&maxAmount=${low / 100n}.${String(low % 100n).padStart(2, "0")}`,
      ),
    );
    expect(within.length).toBeGreaterThanOrEqual(1);
    for (const row of within) expect(fen(row.cells[6]!) <= low).toBe(true);
    const day = all[0]!.cells[9]!.slice(0, 10);
    const sameDay = tableRows(
      await html(admin, `${ORDERS}?tenantId=${BLUE_SEA}&size=50&startTime=${day}&endTime=${day}`),
    );
    expect(sameDay.map((row) => row.id)).toContain(all[0]!.id);
    for (const row of sameDay) expect(row.cells[9]!.startsWith(day)).toBe(true);
  });

  it("opens the detail with the payee, the screenshots as links to new tabs, and a rejection's reason", async () => {
    const admin = browsers.admin;
    const detail = await html(admin, `${ORDERS}?dialog=view&id=${pending[0]!.id}`);
    for (const label of ["收款公司", "银行账号", "开户银行", "付款截图", pending[0]!.orderNo])
      expect(detail).toContain(label);
    expect(detail).toMatch(
      /<a href="[^"]+" target="_blank" rel="noopener noreferrer"[^>]*><img src="[^"]+" alt="付款截图 1"/,
    );
    const [rejected] = tableRows(await html(admin, `${ORDERS}?tenantId=${BLUE_SEA}&orderState=2`));
    expect(await html(admin, `${ORDERS}?dialog=view&id=${rejected!.id}`)).toContain("付款截图不清晰，请重新上传");
  });
});

describe("充值订单 租户", () => {
  it("offers a tenant only itself in the 租户 filter; the platform every tenant", async () => {
    const select = (page: string) => /<select name="tenantId"[^>]*>(.*?)<\/select>/s.exec(page)?.[1] ?? "";
    const names = (page: string) =>
      [...select(page).matchAll(/<option value="(\d{6})"[^>]*>([^<]*)<\/option>/g)].map((m) => [m[1], m[2]]);
    const topup02 = await signedInTo(STAR_RIVER, "topup02", "123456");
    const own = await html(topup02, ORDERS);
    expect(names(own)).toEqual([[STAR_RIVER, "星河支付"]]);
    const platform = names(await html(browsers.admin, ORDERS)).map(([, name]) => name);
    expect(platform).toEqual(expect.arrayContaining(["支付平台", "蓝海支付", "压测租户", "导出压测", "星河支付"]));
  });
});

describe("充值订单 审核", () => {
  it("is refused without recharge_audit: operator (no menu) and a tenant's administrator (its own orders only, no 审核)", async () => {
    const operator = await signedInAs("operator", "operator123");
    await expectOutsideMenu(operator, ORDERS);
    await expectAnswer(audit(operator, pending[5]!.id, { orderState: "1" }), 403);
    const topup01 = await signedInTo(STAR_RIVER, "topup01", "123456");
    const own = await html(topup01, `${ORDERS}?size=50`);
    for (const row of tableRows(own)) expect(row.cells[1]).toBe("星河支付");
    expect(own).not.toContain("op=audit");
    // Its own orders only, whatever tenant it asks for (seed_v22_flow gives 星河支付 two waiting orders).
    for (const row of tableRows(await html(topup01, `${ORDERS}?tenantId=${BLUE_SEA}&size=50`)))
      expect(row.cells[1]).toBe("星河支付");
    await expectAnswer(audit(topup01, pending[5]!.id, { orderState: "1" }), 403);
    expect(
      tableRows(await html(browsers.admin, `${ORDERS}?tenantId=${BLUE_SEA}&orderState=0&size=50`)).map((row) => row.id),
    ).toContain(pending[5]!.id);
  });

  it("驳回 needs its reason (kept with the choice), refuses a sensitive one, then stores it for the tenant to read", async () => {
    const admin = browsers.admin;
    const order = pending[1]!;
    await expectAnswer(audit(admin, order.id, { orderState: "2", auditRemark: "  " }), 400, [
      "请填写驳回原因",
      /<input type="radio"[^>]*name="orderState" checked="" value="2"/,
    ]);
    await expectAnswer(audit(admin, order.id, {}), 400, ["请选择审核结果"]);
    const sensitive = audit(admin, order.id, { orderState: "2", auditRemark: "涉嫌赌博资金" });
    await expectAnswer(sensitive, 400, ["请勿包含关键字", "涉嫌赌博资金"]);
    const done = audit(admin, order.id, { orderState: "2", auditRemark: "转账金额与订单金额不符" });
    expect(flashed(await html(admin, await expectSaved(done, ORDERS)))).toBe(true);
    const detail = await html(admin, `${ORDERS}?dialog=view&id=${order.id}`);
    expect(detail).toContain("转账金额与订单金额不符");
    expect(
      tableRows(await html(admin, `${ORDERS}?tenantId=${BLUE_SEA}&orderState=2&size=50`)).map((row) => row.id),
    ).toContain(order.id);
  });

  it("通过 says what it credits, credits flowAmount × buyNum exactly once; a second audit is refused with the backend's words", async () => {
    const admin = browsers.admin;
    const order = pending[2]!;
    const credit = fen(order.flowAmount) * BigInt(order.buyNum);
    const yuan = `${credit / 100n}.${String(credit % 100n).padStart(2, "0")}`;
    const dialog = await html(admin, `${ORDERS}?op=audit&id=${order.id}`);
    expect(dialog).toContain(`确认已收到转账：将为 蓝海支付 增加流水 ${yuan} 元`);
    const before = await flowOf(admin, BLUE_SEA);
    await expectSaved(audit(admin, order.id, { orderState: "1", auditRemark: "" }));
    const after = await flowOf(admin, BLUE_SEA);
    expect(after.balance - before.balance).toBe(credit);
    const [row] = tableRows(await html(admin, `${ORDERS}?tenantId=${BLUE_SEA}&orderState=1&size=50`)).filter(
      (r) => r.id === order.id,
    );
    expect(row?.cells[8]).toBe("已到账");
    expect(row?.cells[10]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const twice: Record<string, string>[] = [{ orderState: "1" }, { orderState: "2", auditRemark: "重复驳回" }];
    for (const again of twice) {
      await expectAnswer(audit(admin, order.id, again), 400, ["该订单已审核，请勿重复操作"]);
    }
    expect((await flowOf(admin, BLUE_SEA)).balance).toBe(after.balance);
    // The dialog of an audited order offers nothing to send.
    const closed = await html(admin, `${ORDERS}?op=audit&id=${order.id}`);
    expect(closed).toContain("该订单已审核（已到账）");
    expect(closed).not.toContain('value="audit"');
  });
});
