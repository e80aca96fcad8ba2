/**
 * 银行信息 (/system/bankInfo) in the built Worker against the sandbox's seed (117 bank
 * branches): the list loader (paging, filters, sort, dialogs on the URL) and every action —
 * validation errors echoing the input, a taken code as the backend's form error, update, delete
 * (a row that is gone reports the backend's message), batch delete in two steps, permission
 * refusals. qa1 is the administrator; operator/operator123 the limited role.
 */
import { describe, expect, it } from "vitest";
import { signedInAs } from "@tests/worker/browser";
import { expectAnswer, expectFlashedOnce, expectSaved, expectWritesForbidden, send } from "@tests/worker/crud-steps";
import {
  BANK,
  batchDelete,
  digits,
  expectTitled,
  html,
  tableRows as rows,
  totalOf,
  unique,
} from "@tests/worker/screens";

describe("银行信息", () => {
  it("pages, filters and sorts on the server; the URL carries it all", async () => {
    const browser = await signedInAs("qa1");
    const first = await html(browser, BANK);
    expectTitled(first, "银行信息");
    expect(rows(first)).toHaveLength(10);
    expect(totalOf(first)).toBe(117);
    expect(first).toContain("第 1 / 12 页");
    expect(first).toMatch(/<th[^>]*>开户行名称<\/th>|按开户行名称排序/);

    const last = rows(await html(browser, `${BANK}?current=12`));
    expect(last).toHaveLength(7);
    expect(last.map((r) => r.id)).not.toContain(rows(first)[0]!.id);

    const foreign = await html(browser, `${BANK}?bankTypeId=5`);
    expect(totalOf(foreign)).toBe(4);
    expect(rows(foreign).every((row) => row.cells.includes("外资银行"))).toBe(true);
    expect(foreign).toMatch(/<option value="5" selected="">外资银行<\/option>/);

    const shanghai = await html(
      browser,
      `${BANK}?bankCity=${encodeURIComponent("上海")}&bankName=${encodeURIComponent("招商")}`,
    );
    expect(totalOf(shanghai)).toBe(1);
    expect(rows(shanghai)[0]!.cells.join()).toMatch(/招商银行上海.*上海市/);

    const byCode = rows(await html(browser, `${BANK}?sort=bankCode&order=desc&size=20`)).map((row) => row.cells[2]!);
    expect(byCode).toHaveLength(20);
    expect(byCode).toEqual([...byCode].sort().reverse());

    // Unreadable params fall back instead of failing.
    const odd = await html(browser, `${BANK}?bankTypeId=9&sort=password&size=7`);
    expect(totalOf(odd)).toBe(117);
  });

  it("opens the edit and view dialogs on their own URL", async () => {
    const browser = await signedInAs("qa1");
    const row = rows(await html(browser, `${BANK}?bankTypeId=5&bankCity=${encodeURIComponent("北京")}`))[0]!;
    const edit = await html(browser, `${BANK}?dialog=edit&id=${row.id}`);
    expect(edit).toContain('role="dialog"');
    expect(edit).toMatch(/<option value="5" selected="">外资银行<\/option>/);
    expect(edit).toContain(`value="${row.cells[2]}"`);
    const view = await html(browser, `${BANK}?dialog=view&id=${row.id}`);
    expect(view).toContain("北京市");
    expect(view).toMatch(/创建时间<\/dt><dd[^>]*>2026-01-02 \d\d:\d\d:\d\d</);
    // The record's own link (issue 34): the detail alone, none of the list's filters.
    expect(view).toContain(`href="${BANK}?dialog=view&amp;id=${row.id}" data-record-link=""`);
    expect(view).toContain("复制链接");
    const gone = await html(browser, `${BANK}?dialog=edit&id=1999999999999999999`);
    expect(gone).toContain("数据不存在或已被删除");
  });

  it("create: errors by field with the input echoed; a taken code is the backend's form error; then 操作成功", async () => {
    const browser = await signedInAs("qa1");
    const bad = send(browser, `${BANK}?dialog=create`, "create", {
      bankName: "  ",
      bankCode: "10200abc",
      bankTypeId: "9",
      bankProvince: "测试省",
      bankCity: "",
      address: "测试路 1 号",
    });
    const page = await expectAnswer(bad, 400, [
      "联行号为 12 位数字",
      "请选择有效的选项",
      'value="10200abc"',
      'value="测试省"',
      "测试路 1 号</textarea>",
    ]);
    expect(page.match(/此项为必填项/g)?.length).toBeGreaterThanOrEqual(2);

    const code = `999${digits(9)}`;
    const name = `测试银行${unique()}支行`;
    const form = { bankName: name, bankCode: code, bankTypeId: "3", bankProvince: "浙江省", bankCity: "杭州市" };
    const list = `${BANK}?bankName=${encodeURIComponent(name)}`;
    const after = await expectFlashedOnce(
      browser,
      await expectSaved(send(browser, `${list}&dialog=create`, "create", form), list),
    );
    const made = rows(after);
    expect(made).toHaveLength(1);
    expect(made[0]!.cells).toEqual(expect.arrayContaining([name, code, "城市商业银行", "浙江省", "杭州市"]));

    const taken = send(browser, `${BANK}?dialog=create`, "create", { ...form, bankName: "另一家" });
    await expectAnswer(taken, 400, ["联行号已存在!", 'value="另一家"']);

    await send(browser, BANK, "delete", { id: made[0]!.id });
  });

  it("update and delete; a row that is gone reports the backend's message", async () => {
    const browser = await signedInAs("qa1");
    const code = `998${digits(9)}`;
    const name = `改名前${unique()}`;
    const form = { bankName: name, bankCode: code, bankTypeId: "1", bankProvince: "北京市", bankCity: "北京市" };
    await send(browser, BANK, "create", form);
    const id = rows(await html(browser, `${BANK}?bankName=${encodeURIComponent(name)}`))[0]!.id;

    const updated = send(browser, `${BANK}?dialog=edit&id=${id}`, "update", {
      id,
      ...form,
      bankName: `${name}后`,
      bankTypeId: "4",
      address: "北京市朝阳区测试路 9 号",
    });
    await expectSaved(updated, BANK);
    const row = rows(await html(browser, `${BANK}?bankName=${encodeURIComponent(`${name}后`)}`))[0]!;
    expect(row.cells).toEqual(expect.arrayContaining([`${name}后`, "农村商业银行", "北京市朝阳区测试路 9 号"]));

    await expectSaved(send(browser, `${BANK}?dialog=delete&id=${id}`, "delete", { id }));
    expect(rows(await html(browser, `${BANK}?bankName=${encodeURIComponent(name)}`))).toHaveLength(0);
    await expectAnswer(send(browser, `${BANK}?dialog=delete&id=${id}`, "delete", { id }), 400, ["操作失败"]);
  });

  it("batch delete asks first with the count, then deletes with 操作成功", async () => {
    const browser = await signedInAs("qa1");
    const mark = `批量${unique()}`;
    for (const n of [1, 2]) {
      const made = send(browser, BANK, "create", {
        bankName: `${mark}-${n}`,
        bankCode: `997${digits(9)}`,
        bankTypeId: "2",
        bankProvince: "上海市",
        bankCity: "上海市",
      });
      await expectSaved(made);
    }
    const list = `${BANK}?bankName=${encodeURIComponent(mark)}`;
    const ids = rows(await html(browser, list)).map((row) => row.id);
    expect(ids).toHaveLength(2);
    await expectSaved(batchDelete(browser, list, ids), list);
    const after = await html(browser, list);
    expect(after).toContain("操作成功，共处理 2 条");
    expect(rows(after)).toHaveLength(0);
  });

  it("a forged request without the button gets 403 with the code named", async () => {
    const browser = await signedInAs("operator", "operator123");
    await expectWritesForbidden(browser, [BANK], { id: "1", ids: "1", bankName: "x" }, "bank_info");
  });
});
