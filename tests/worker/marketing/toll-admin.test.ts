/**
 * 充值套餐, 公司配置 and 流水统计 (the platform's side of the flow top-up, ADR 017) in the built
 * Worker against the sandbox's toll service: the lists with their filters and names, every
 * action refused without its button (operator holds none of these menus), field errors echoed
 * with what was typed, and success as the toll service stores it. qa3 administers 000001.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { type Browser, location, signedInAs } from "../browser";
import { answer, batchDelete, expectOutsideMenu, flashed, html, post, tableRows, totalOf, unique } from "../screens";
import { BLUE_SEA, COMBOS, COMPANIES, FLOWS, flowOf, rowWith, STAR_RIVER } from "./toll";

const browsers: Record<string, Browser> = {};

beforeAll(async () => {
  browsers.admin = await signedInAs("qa3");
  browsers.operator = await signedInAs("operator", "operator123");
});

const comboForm = (name: string, overrides: Record<string, string> = {}): [string, string][] =>
  Object.entries({
    intent: "create",
    comboName: name,
    flowAmount: "2000000",
    chargeRatio: "0.05",
    price: "1000",
    status: "1",
    sort: "9",
    remark: "",
    ...overrides,
  });

describe("充值套餐", () => {
  it("lists the combos with their status names and money; filters by name and status", async () => {
    const admin = browsers.admin!;
    const page = await html(admin, COMBOS);
    expect(totalOf(page)).toBeGreaterThanOrEqual(5);
    expect(page).toContain("流水额度(元)");
    // The status filter offers the system dictionary combo_status.
    const statusFilter = /<select name="status"[^>]*>(.*?)<\/select>/s.exec(page)?.[1] ?? "";
    expect(statusFilter).toContain(">上架<");
    expect(statusFilter).toContain(">下架<");
    const off = tableRows(await html(admin, `${COMBOS}?status=0`));
    expect(off.length).toBeGreaterThanOrEqual(1);
    for (const row of off) expect(row.cells[4]).toBe("下架");
    // Amounts show with two decimals (spec §5).
    for (const row of tableRows(page)) {
      expect(row.cells[1]).toMatch(/^\d+\.\d{2}$/);
      expect(row.cells[3]).toMatch(/^\d+\.\d{2}$/);
    }
    const first = tableRows(page)[0]!;
    const byName = tableRows(await html(admin, `${COMBOS}?comboName=${encodeURIComponent(first.cells[0]!)}`));
    expect(byName.map((row) => row.id)).toContain(first.id);
  });

  it("create: amounts and ratio checked as text, the sensitive word; everything typed comes back; then saved", async () => {
    const admin = browsers.admin!;
    const bad = await answer(
      post(
        admin,
        `${COMBOS}?dialog=create`,
        comboForm("赌博流水包", { flowAmount: "0", chargeRatio: "100.5", price: "12.345" }),
      ),
    );
    expect(bad.status).toBe(400);
    expect(bad.html).toContain("请输入大于0的金额，最多2位小数");
    expect(bad.html).toContain("请输入大于0且不超过100的数值，最多4位小数");
    expect(bad.html).toContain("请勿包含关键字");
    expect(bad.html).toContain('value="赌博流水包"');
    expect(bad.html).toContain('value="12.345"');
    const name = `测试流水包${unique()}`;
    const done = await post(admin, `${COMBOS}?dialog=create`, comboForm(name, { flowAmount: "2000000.5" }));
    expect(done.status).toBe(302);
    expect(flashed(await html(admin, location(done)))).toBe(true);
    const row = await rowWith(admin, `${COMBOS}?comboName=${encodeURIComponent(name)}`, name);
    expect(row?.cells.slice(0, 5)).toEqual([name, "2000000.50", "0.05", "1000.00", "上架"]);
    const detail = await html(admin, `${COMBOS}?dialog=view&id=${row!.id}`);
    expect(detail).toContain("2000000.50");
  });

  it("edit the price; 上架/下架 asks first, then changes the status", async () => {
    const admin = browsers.admin!;
    const name = `改价流水包${unique()}`;
    expect((await post(admin, COMBOS, comboForm(name))).status).toBe(302);
    const { id } = (await rowWith(admin, `${COMBOS}?comboName=${encodeURIComponent(name)}`, name))!;
    const form = await html(admin, `${COMBOS}?dialog=edit&id=${id}`);
    expect(form).toContain(`value="${name}"`);
    const edit = comboForm(name, { intent: "update", id, price: "888.8" });
    expect((await post(admin, `${COMBOS}?dialog=edit&id=${id}`, edit)).status).toBe(302);
    expect((await rowWith(admin, `${COMBOS}?comboName=${encodeURIComponent(name)}`, name))?.cells[3]).toBe("888.80");

    const ask = await html(admin, `${COMBOS}?op=status&id=${id}`);
    expect(ask).toContain(`确定下架套餐“${name}”吗？`);
    expect(ask).toContain('name="status" value="0"');
    const off = await post(admin, `${COMBOS}?op=status&id=${id}`, [
      ["intent", "status"],
      ["id", id],
      ["status", "0"],
    ]);
    expect(off.status).toBe(302);
    expect(location(off)).toBe(COMBOS);
    expect((await rowWith(admin, `${COMBOS}?comboName=${encodeURIComponent(name)}`, name))?.cells[4]).toBe("下架");
    expect(await html(admin, `${COMBOS}?op=status&id=${id}`)).toContain(`确定上架套餐“${name}”吗？`);
  });

  it("is outside operator's menu; each action is refused without its button", async () => {
    const operator = browsers.operator!;
    await expectOutsideMenu(operator, COMBOS);
    const [row] = tableRows(await html(browsers.admin!, COMBOS));
    for (const entries of [
      comboForm("x"),
      comboForm("x", { intent: "update", id: row!.id }),
      [
        ["intent", "status"],
        ["id", row!.id],
        ["status", "0"],
      ] as [string, string][],
    ]) {
      expect((await post(operator, COMBOS, entries)).status, entries[0]![1]).toBe(403);
    }
  });
});

const companyForm = (name: string, overrides: Record<string, string> = {}): [string, string][] =>
  Object.entries({
    intent: "create",
    companyName: name,
    bankAccount: "6222 0212 3456 7890",
    bank: "招商银行深圳分行",
    status: "1",
    remark: "",
    ...overrides,
  });

describe("公司配置", () => {
  it("create: the account's form, the sensitive word, typed values kept; then edit, delete and batch delete", async () => {
    const admin = browsers.admin!;
    expect(totalOf(await html(admin, COMPANIES))).toBeGreaterThanOrEqual(2);
    const bad = await answer(
      post(admin, `${COMPANIES}?dialog=create`, companyForm("赌博收款公司", { bankAccount: "12ab", bank: "" })),
    );
    expect(bad.status).toBe(400);
    expect(bad.html).toContain("银行账号为8至32位数字，可含空格");
    expect(bad.html).toContain("请勿包含关键字");
    expect(bad.html).toContain("此项为必填项");
    expect(bad.html).toContain('value="12ab"');
    const tag = unique();
    const names = [`测试收款公司${tag}甲`, `测试收款公司${tag}乙`, `测试收款公司${tag}丙`];
    for (const name of names) expect((await post(admin, COMPANIES, companyForm(name))).status, name).toBe(302);
    const search = `${COMPANIES}?companyName=${encodeURIComponent(`测试收款公司${tag}`)}`;
    // The first cell is the row's tick box (batch delete).
    const rows = tableRows(await html(admin, search));
    expect(rows).toHaveLength(3);
    expect(rows.find((r) => r.cells[1] === names[0])?.cells.slice(1, 5)).toEqual([
      names[0],
      "6222 0212 3456 7890",
      "招商银行深圳分行",
      "启用",
    ]);

    const first = rows.find((r) => r.cells[1] === names[0])!.id;
    const edit = companyForm(names[0]!, { intent: "update", id: first, status: "0", bank: "招商银行南山支行" });
    expect((await post(admin, `${COMPANIES}?dialog=edit&id=${first}`, edit)).status).toBe(302);
    expect((await rowWith(admin, search, names[0]!))?.cells.slice(3, 5)).toEqual(["招商银行南山支行", "停用"]);
    expect(
      (
        await post(admin, `${COMPANIES}?dialog=delete&id=${first}`, [
          ["intent", "delete"],
          ["id", first],
        ])
      ).status,
    ).toBe(302);
    const rest = tableRows(await html(admin, search)).map((r) => r.id);
    expect(rest).toHaveLength(2);
    expect((await batchDelete(admin, search, rest)).status).toBe(302);
    expect(tableRows(await html(admin, search))).toHaveLength(0);
  });

  it("is outside operator's menu; each action is refused without its button", async () => {
    const operator = browsers.operator!;
    await expectOutsideMenu(operator, COMPANIES);
    const [row] = tableRows(await html(browsers.admin!, COMPANIES));
    for (const intent of ["create", "update", "delete", "batch-delete"]) {
      const refused = await post(operator, COMPANIES, [...companyForm("x", { intent, id: row!.id }), ["ids", row!.id]]);
      expect(refused.status, intent).toBe(403);
    }
  });
});

describe("流水统计", () => {
  it("lists every tenant's balance with its reminder; filters by tenant", async () => {
    const admin = browsers.admin!;
    const page = await html(admin, FLOWS);
    expect(totalOf(page)).toBeGreaterThanOrEqual(5);
    expect(page).toMatch(/<select name="tenantId"[^>]*>.*蓝海支付.*星河支付.*<\/select>/s);
    for (const tenant of [BLUE_SEA, STAR_RIVER]) {
      const flow = await flowOf(admin, tenant);
      expect(flow.reminder, tenant).toBe("余额不足");
      expect(flow.balance < flow.threshold, tenant).toBe(true);
    }
    expect((await flowOf(admin, "000001")).reminder).toBe("正常");
    // No create, no delete.
    expect(page).not.toContain("?dialog=create");
    expect(page).not.toContain("dialog=delete");
  });

  it("edit: amounts of 0 or more with two decimals; the toll service recomputes the reminder", async () => {
    const admin = browsers.admin!;
    const flow = await flowOf(admin, "000003");
    const form = await html(admin, `${FLOWS}?dialog=edit&id=${flow.id}`);
    expect(form).toContain(`value="${flow.tenant}"`);
    const bad = await answer(
      post(admin, `${FLOWS}?dialog=edit&id=${flow.id}`, [
        ["intent", "update"],
        ["id", flow.id],
        ["flowBalance", "-1"],
        ["threshold", "1.234"],
      ]),
    );
    expect(bad.status).toBe(400);
    expect(bad.html.split("请输入不小于0的金额，最多2位小数").length - 1).toBeGreaterThanOrEqual(2);
    expect(bad.html).toContain('value="1.234"');
    const empty = await answer(
      post(admin, FLOWS, [
        ["intent", "update"],
        ["id", flow.id],
        ["flowBalance", ""],
        ["threshold", "10"],
      ]),
    );
    expect(empty.status).toBe(400);
    expect(empty.html).toContain("此项为必填项");
    // A threshold above the balance: the reminder turns on.
    const save = (balance: string, threshold: string) =>
      post(admin, FLOWS, [
        ["intent", "update"],
        ["id", flow.id],
        ["tenantName", flow.tenant],
        ["flowBalance", balance],
        ["threshold", threshold],
      ]);
    expect((await save("1000.5", "5000")).status).toBe(302);
    expect(await flowOf(admin, "000003")).toMatchObject({
      balance: 100_050n,
      threshold: 500_000n,
      reminder: "余额不足",
    });
    expect((await save("80000", "5000")).status).toBe(302);
    expect(await flowOf(admin, "000003")).toMatchObject({ balance: 8_000_000n, threshold: 500_000n, reminder: "正常" });
  });

  it("is outside operator's menu; the edit is refused without its button", async () => {
    const operator = browsers.operator!;
    await expectOutsideMenu(operator, FLOWS);
    const { id } = await flowOf(browsers.admin!, "000004");
    expect(
      (
        await post(operator, FLOWS, [
          ["intent", "update"],
          ["id", id],
          ["flowBalance", "1"],
          ["threshold", "1"],
        ])
      ).status,
    ).toBe(403);
  });
});
