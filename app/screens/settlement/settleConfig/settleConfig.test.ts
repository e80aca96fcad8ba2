/**
 * 结算配置 (issue 17) in the built Worker: merchants' and agents' configs within the partner scope,
 * the edit refused without settle_config_edit, its errors echoed by field with the input kept (a
 * cycle outside the tenant's dict-biz settle_type too), success stored.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { signedInAs } from "@tests/worker/browser";
import { signedInWhenSeeded } from "@tests/worker/money/settle-shared";
import { expectAnswer, expectSaved, send } from "@tests/worker/crud-steps";
import { expectOutsideMenu, html, tableRows } from "@tests/worker/screens";
import { MONEY_SEED_TIMEOUT_MS, warmMoney } from "@tests/worker/warm-money";

beforeAll(warmMoney, MONEY_SEED_TIMEOUT_MS);

const CONFIGS = "/settlement/settleConfig";

beforeAll(async () => {
  await signedInWhenSeeded("qa3");
}, 180_000);

const edit = (browser: Awaited<ReturnType<typeof signedInAs>>, id: string, fields: Record<string, string>) =>
  send(browser, `${CONFIGS}?dialog=edit&id=${id}`, "update", {
    id,
    settleType: "1",
    minAmount: "10.00",
    accountName: "测试账户",
    accountNo: "6228000011112222",
    bankName: "中国银行",
    reviewThreshold: "",
    ...fields,
  });

describe("结算配置", () => {
  it("is outside the operator's menu; mer01 sees only its own config and may not edit it", async () => {
    await expectOutsideMenu(await signedInAs("operator", "operator123"), CONFIGS);
    const mer01 = await signedInAs("mer01", "123456");
    const rows = tableRows(await html(mer01, CONFIGS));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.cells[0]).toBe("M10000001");
    await expectAnswer(edit(mer01, rows[0]!.id, {}), 403);
  });

  it("checks every field, echoing the errors with the input kept, then stores the change", async () => {
    const admin = await signedInAs("qa3");
    const [row] = tableRows(await html(admin, `${CONFIGS}?party=M10000003`));
    expect(row).toBeTruthy();
    const bad = edit(admin, row!.id, { minAmount: "1.234", accountNo: "12ab", settleType: "9" });
    await expectAnswer(bad, 400, ["请输入不小于0的金额，最多2位小数", "结算账号为8到30位数字", 'value="12ab"']);
    await expectAnswer(edit(admin, row!.id, { reviewThreshold: "-5" }), 400, ["请输入不小于0的金额，最多2位小数"]);
    // A cycle the tenant's dictionary lacks is refused as bad input, the input kept.
    const unknown = edit(admin, row!.id, { settleType: "9" });
    await expectAnswer(unknown, 400, ["请选择本租户的结算周期", 'value="6228000011112222"']);
    await expectSaved(edit(admin, row!.id, { settleType: "2", minAmount: "12.5", reviewThreshold: "30000" }));
    const [saved] = tableRows(await html(admin, `${CONFIGS}?party=M10000003`));
    // Columns: 编号, 名称, 结算对象类型, 结算周期, 最低结算金额, 账户名, 账号, 开户银行, 复核金额, 修改时间.
    // The account shows masked (ADR 029).
    expect(saved!.cells.slice(2, 9)).toEqual([
      "商户",
      "D+0",
      "12.50",
      "测试账户",
      "6228 **** 2222",
      "中国银行",
      "30000.00",
    ]);
  });

  it("holds the agents' configs too: agent02 sees its own and its merchants', not its parent's; the cycle filter is the tenant's", async () => {
    const admin = await signedInAs("qa3");
    const page = await html(admin, `${CONFIGS}?ownerType=2&settleType=3`);
    const agents = tableRows(page);
    expect(agents.length).toBeGreaterThan(0);
    for (const row of agents) expect(row.cells.slice(2, 4)).toEqual(["代理商", "D+1"]);
    expect(page).toContain(">D+0</option>");
    const agent02 = await signedInAs("agent02", "123456");
    const own = tableRows(await html(agent02, `${CONFIGS}?ownerType=2`));
    expect(own.map((r) => r.cells[0])).toContain("A000006");
    expect(own.map((r) => r.cells[0])).not.toContain("A000001");
    const [parent] = tableRows(await html(admin, `${CONFIGS}?ownerType=2&party=A000001`));
    expect(await html(agent02, `${CONFIGS}?dialog=view&id=${parent!.id}`)).toContain("无权访问该数据");
    expect((await edit(agent02, parent!.id, {})).status).toBe(403);
  });
});
