/**
 * 银行活动 (ADR 023) in the built Worker against the sandbox's bankActManage: the list with the
 * rule in words, the status from the period and its filters; every action refused without its
 * button (operator, agent01 and mer01 hold no 银行活动); the rule's cross-field errors under their fields with what
 * was typed and nothing saved; create, edit and the backend's refusal to remove a running one.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { type Browser, sandboxDb, signedInAs } from "@tests/worker/browser";
import { expectAnswer, expectForbidden, expectSaved, send } from "@tests/worker/crud-steps";
import { expectOutsideMenu, flashed, html, tableRows, totalOf, unique } from "@tests/worker/screens";

const BANK_ACTS = "/agent/bankActManage";
const beijingDay = (offset: number) =>
  new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

let admin: Browser;
/** Accounts without 银行活动 or any of its buttons: the operator role and the partner roles. */
const without: Record<string, Browser> = {};
let bank: { id: string; bank_name: string };
beforeAll(async () => {
  admin = await signedInAs("qa3");
  without.operator = await signedInAs("operator", "operator123");
  without.agent01 = await signedInAs("agent01", "123456");
  without.mer01 = await signedInAs("mer01", "123456");
  bank = (await sandboxDb()
    .prepare(
      "SELECT id, bank_name FROM blade_bank_info WHERE bank_name LIKE '兴业银行%' AND is_deleted = 0 ORDER BY id",
    )
    .first<{ id: string; bank_name: string }>())!;
});

const form = (title: string, overrides: Record<string, string> = {}) => ({
  actTitle: title,
  bankId: bank.id,
  cardType: "2",
  startDate: beijingDay(1),
  endDate: beijingDay(30),
  discountType: "1",
  threshold: "100",
  reduce: "10.5",
  discountRate: "",
  dailyCap: "",
  actDesc: "",
  ...overrides,
});
const create = (title: string, overrides: Record<string, string> = {}) =>
  send(admin, `${BANK_ACTS}?dialog=create`, "create", form(title, overrides));

const rowNamed = async (title: string) =>
  tableRows(await html(admin, `${BANK_ACTS}?actTitle=${encodeURIComponent(title)}`)).find((r) => r.cells[1] === title);

describe("银行活动", () => {
  it("lists the bank activities with their rule, card type and a status from the period; filters by status and card type", async () => {
    const page = await html(admin, BANK_ACTS);
    expect(totalOf(page)).toBeGreaterThanOrEqual(15);
    const rows = tableRows(page);
    for (const row of rows) {
      expect(row.cells[0]).toMatch(/^ACT\d+$/);
      expect(row.cells[3]).toMatch(/^\d{4}-\d\d-\d\d ~ \d{4}-\d\d-\d\d$/);
      expect(row.cells[4]).toMatch(/^满\d+\.\d\d减\d+\.\d\d$|^\d(\.\d)?折/);
      expect(["未开始", "进行中", "已结束"]).toContain(row.cells[7]);
    }
    const running = tableRows(await html(admin, `${BANK_ACTS}?status=1`));
    expect(running.length).toBeGreaterThan(0);
    expect(running.every((r) => r.cells[7] === "进行中")).toBe(true);
    expect(tableRows(await html(admin, `${BANK_ACTS}?cardType=1`)).every((r) => r.cells[5] === "借记卡")).toBe(true);
    // A daily cap shows with two decimals, none as 不限.
    expect(new Set(rows.map((r) => r.cells[6]))).toEqual(new Set(["50000.00", "不限"]));
  });

  it("is outside the menu of operator, agent01 and mer01; each action is refused without its button", async () => {
    const id = tableRows(await html(admin, BANK_ACTS))[0]!.id;
    for (const [account, browser] of Object.entries(without)) {
      await expectOutsideMenu(browser, BANK_ACTS);
      const codes = { create: "bank_act_add", update: "bank_act_edit", delete: "bank_act_delete" };
      await expectForbidden(browser, BANK_ACTS, form("越权银行活动", { id }), codes, account);
    }
    expect(await rowNamed("越权银行活动")).toBeUndefined();
  });

  it("puts the rule's errors under their fields with what was typed, and saves nothing", async () => {
    const title = `坏银行活动${unique()}`;
    const bad = create(title, { reduce: "100", startDate: beijingDay(9), endDate: beijingDay(3), dailyCap: "1.234" });
    await expectAnswer(bad, 400, [
      "减免金额须小于满减门槛",
      "结束日期不能早于开始日期",
      "请输入大于0的金额，最多2位小数",
      'value="1.234"',
      `value="${title}"`,
    ]);
    await expectAnswer(create(title, { discountType: "2", discountRate: "" }), 400, ["请输入折扣"]);
    const badRate = create(title, { discountType: "2", discountRate: "10" });
    await expectAnswer(badRate, 400, ["折扣须在1至9.9折之间，最多1位小数"]);
    expect(await rowNamed(title)).toBeUndefined();
  });

  it("creates a 满减 activity, edits it to a 折扣 one, refuses removing it while it runs", async () => {
    const title = `银行活动${unique()}`;
    expect(flashed(await html(admin, await expectSaved(create(title, { dailyCap: "5000" }))))).toBe(true);
    const row = (await rowNamed(title))!;
    expect(row.cells.slice(2, 8)).toEqual([
      bank.bank_name,
      `${beijingDay(1)} ~ ${beijingDay(30)}`,
      "满100.00减10.50",
      "信用卡",
      "5000.00",
      "未开始",
    ]);
    const edit = await html(admin, `${BANK_ACTS}?dialog=edit&id=${row.id}`);
    expect(edit).toContain(bank.bank_name);
    const saved = send(
      admin,
      `${BANK_ACTS}?dialog=edit&id=${row.id}`,
      "update",
      form(title, { id: row.id, discountType: "2", discountRate: "9.5", threshold: "", startDate: beijingDay(0) }),
    );
    await expectSaved(saved);
    const after = (await rowNamed(title))!;
    expect(after.cells[4]).toBe("9.5折");
    expect(after.cells[7]).toBe("进行中");
    const refused = send(admin, `${BANK_ACTS}?dialog=delete&id=${row.id}`, "delete", { id: row.id });
    await expectAnswer(refused, 400, ["进行中的银行活动不能删除"]);
  });
});
