/**
 * 黑名单 (/system/blacklist) in the built Worker against the sandbox's seed (30 entries for tenant
 * 000001): paging, filters by type, value and reason, sort, no edit; create with the value rule
 * per type, the sensitive reason and the input echoed, duplicates refused, view, delete, batch
 * delete of every matching row (scope=all), permission refusals; a phone, ID card or card number
 * shows masked, a merchant number whole (ADR 029). qa1 is the administrator;
 * operator/operator123 the limited role.
 */
import { describe, expect, it } from "vitest";
import { signedInAs } from "@tests/worker/browser";
import { expectAnswer, expectForbidden, expectSaved, expectShows, send } from "@tests/worker/crud-steps";
import { batchDelete, BLACKLIST, digits, html, tableRows as rows, totalOf, unique } from "@tests/worker/screens";

describe("黑名单", () => {
  it("pages, filters by type, value and reason, and sorts", async () => {
    const browser = await signedInAs("qa1");
    const first = await html(browser, BLACKLIST);
    expect(totalOf(first)).toBeGreaterThanOrEqual(30);
    expect(rows(first)).toHaveLength(10);
    // Newest first by default; the create time column sorts.
    const times = rows(await html(browser, `${BLACKLIST}?sort=createTime&order=asc&size=50`)).map((row) =>
      row.cells.at(-2)!,
    );
    expect(times).toEqual([...times].sort());

    const merchants = await html(browser, `${BLACKLIST}?type=4`);
    expect(totalOf(merchants)).toBe(6);
    expect(rows(merchants).every((row) => row.cells.includes("商户号"))).toBe(true);

    const fraud = rows(await html(browser, `${BLACKLIST}?reason=${encodeURIComponent("诈骗")}`));
    expect(fraud.length).toBeGreaterThanOrEqual(2);
    expect(fraud.every((row) => row.cells.some((cell) => cell.includes("诈骗")))).toBe(true);

    const one = rows(await html(browser, `${BLACKLIST}?value=13512348871`));
    expect(one).toHaveLength(1);
    // A phone is a person's: masked (ADR 029); the search by the whole number still finds it.
    expect(one[0]!.cells).toEqual(
      expect.arrayContaining(["手机号", "135****8871", "涉嫌电信诈骗，公安机关协查", "管理员"]),
    );

    // There is no edit in the catalogue: no 修改 link, and the update intent is unknown.
    expect(first).not.toMatch(/aria-label="修改 /);
    const update = send(browser, BLACKLIST, "update", { id: one[0]!.id, type: "1", value: "13512348871" });
    await expectAnswer(update, 400, ["无法识别的操作"]);
  });

  it("create: the value rule per type, the sensitive reason, the input echoed; duplicates refused; delete", async () => {
    const browser = await signedInAs("qa1");
    const create = (fields: Record<string, string>) => send(browser, `${BLACKLIST}?dialog=create`, "create", fields);
    await expectAnswer(create({ type: "1", value: "1381234", reason: "赌博平台收款" }), 400, [
      "手机号格式不正确，请输入11位手机号",
      "请勿包含关键字",
      'value="1381234"',
      "赌博平台收款</textarea>",
    ]);
    await expectAnswer(create({ type: "3", value: "6222 12" }), 400, ["银行卡号格式不正确，请输入12-19位数字"]);
    await expectAnswer(create({ type: "", value: "x" }), 400, ["请选择有效的选项"]);
    // A whitelisted phrase is not a hit.
    const phone = `139${digits(8)}`;
    const ok = create({ type: "1", value: ` ${phone.slice(0, 3)} ${phone.slice(3)} `, reason: "反赌博专项行动协查" });
    await expectSaved(ok, BLACKLIST);
    const after = await html(browser, `${BLACKLIST}?value=${phone}`);
    const made = rows(after);
    expect(made).toHaveLength(1);
    expect(made[0]!.cells).toEqual(
      expect.arrayContaining([
        "手机号",
        `${phone.slice(0, 3)}****${phone.slice(-4)}`,
        "反赌博专项行动协查",
        "测试账号1",
      ]),
    );

    await expectAnswer(create({ type: "1", value: phone }), 400, ["该黑名单已存在!"]);

    const id = made[0]!.id;
    expectShows(await html(browser, `${BLACKLIST}?dialog=view&id=${id}`), ['role="dialog"', "反赌博专项行动协查"]);

    const removed = send(browser, `${BLACKLIST}?value=${phone}&dialog=delete&id=${id}`, "delete", { id });
    await expectSaved(removed, `${BLACKLIST}?value=${phone}`);
    expect(rows(await html(browser, `${BLACKLIST}?value=${phone}`))).toHaveLength(0);
  });

  it("batch delete: every matching row (scope=all) after confirmation", async () => {
    const browser = await signedInAs("qa1");
    const mark = `批删${unique()}`;
    for (const value of [`M${digits(10)}`, `M${digits(10)}`, `M${digits(10)}`]) {
      await expectSaved(send(browser, BLACKLIST, "create", { type: "4", value, reason: mark }));
    }
    const list = `${BLACKLIST}?reason=${encodeURIComponent(mark)}`;
    expect(totalOf(await html(browser, list))).toBe(3);
    const ask = send(browser, list, "batch-delete", { scope: "all" });
    await expectAnswer(ask, 200, ["确定对全部符合条件的 3 条数据执行“批量删除”吗？"]);
    const ids = rows(await html(browser, list)).map((row) => row.id);
    await expectSaved(batchDelete(browser, list, ids));
    expect(totalOf(await html(browser, list))).toBe(0);
  });

  it("a forged request without the button gets 403", async () => {
    const browser = await signedInAs("operator", "operator123");
    await expectForbidden(
      browser,
      BLACKLIST,
      { id: "1", ids: "1", type: "1", value: "13800000000" },
      {
        create: "blacklist_add",
        delete: "blacklist_delete",
        "batch-delete": "blacklist_delete",
      },
    );
  });
});
