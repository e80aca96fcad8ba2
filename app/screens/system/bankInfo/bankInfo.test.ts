/**
 * 银行信息 (/system/bankInfo) in the built Worker against the sandbox's seed (117 bank
 * branches): the list loader (paging, filters, sort, dialogs on the URL) and every action —
 * validation errors echoing the input, a taken code as the backend's form error, update, delete
 * (a row that is gone reports the backend's message), batch delete in two steps, permission
 * refusals. qa1 is the administrator; operator/operator123 the limited role.
 */
import { describe, expect, it } from "vitest";
import { location, signedInAs } from "@tests/worker/browser";
import {
  BANK,
  batchDelete,
  digits,
  expectTitled,
  html,
  post,
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
    const gone = await html(browser, `${BANK}?dialog=edit&id=1999999999999999999`);
    expect(gone).toContain("数据不存在或已被删除");
  });

  it("create: errors by field with the input echoed; a taken code is the backend's form error; then 操作成功", async () => {
    const browser = await signedInAs("qa1");
    const bad = await post(browser, `${BANK}?dialog=create`, [
      ["intent", "create"],
      ["bankName", "  "],
      ["bankCode", "10200abc"],
      ["bankTypeId", "9"],
      ["bankProvince", "测试省"],
      ["bankCity", ""],
      ["address", "测试路 1 号"],
    ]);
    expect(bad.status).toBe(400);
    const page = await bad.text();
    expect(page).toContain("联行号为 12 位数字");
    expect(page).toContain("请选择有效的选项");
    expect(page.match(/此项为必填项/g)?.length).toBeGreaterThanOrEqual(2);
    expect(page).toContain('value="10200abc"');
    expect(page).toContain('value="测试省"');
    expect(page).toContain("测试路 1 号</textarea>");

    const code = `999${digits(9)}`;
    const name = `测试银行${unique()}支行`;
    const form: [string, string][] = [
      ["intent", "create"],
      ["bankName", name],
      ["bankCode", code],
      ["bankTypeId", "3"],
      ["bankProvince", "浙江省"],
      ["bankCity", "杭州市"],
    ];
    const ok = await post(browser, `${BANK}?bankName=${encodeURIComponent(name)}&dialog=create`, form);
    expect(ok.status).toBe(302);
    expect(location(ok)).toBe(`${BANK}?bankName=${encodeURIComponent(name)}`);
    const after = await html(browser, location(ok));
    expect(after).toMatch(/data-flash=""[^>]*>.*?操作成功<\/div>/);
    const made = rows(after);
    expect(made).toHaveLength(1);
    expect(made[0]!.cells).toEqual(expect.arrayContaining([name, code, "城市商业银行", "浙江省", "杭州市"]));
    expect(await html(browser, location(ok))).not.toContain("data-flash");

    const taken = await post(browser, `${BANK}?dialog=create`, [
      ...form.slice(0, 1),
      ["bankName", "另一家"],
      ...form.slice(2),
    ]);
    expect(taken.status).toBe(400);
    const takenPage = await taken.text();
    expect(takenPage).toContain("联行号已存在!");
    expect(takenPage).toContain('value="另一家"');

    await post(browser, BANK, [
      ["intent", "delete"],
      ["id", made[0]!.id],
    ]);
  });

  it("update and delete; a row that is gone reports the backend's message", async () => {
    const browser = await signedInAs("qa1");
    const code = `998${digits(9)}`;
    const name = `改名前${unique()}`;
    await post(browser, BANK, [
      ["intent", "create"],
      ["bankName", name],
      ["bankCode", code],
      ["bankTypeId", "1"],
      ["bankProvince", "北京市"],
      ["bankCity", "北京市"],
    ]);
    const id = rows(await html(browser, `${BANK}?bankName=${encodeURIComponent(name)}`))[0]!.id;

    const updated = await post(browser, `${BANK}?dialog=edit&id=${id}`, [
      ["intent", "update"],
      ["id", id],
      ["bankName", `${name}后`],
      ["bankCode", code],
      ["bankTypeId", "4"],
      ["bankProvince", "北京市"],
      ["bankCity", "北京市"],
      ["address", "北京市朝阳区测试路 9 号"],
    ]);
    expect(updated.status).toBe(302);
    expect(location(updated)).toBe(BANK);
    const row = rows(await html(browser, `${BANK}?bankName=${encodeURIComponent(`${name}后`)}`))[0]!;
    expect(row.cells).toEqual(expect.arrayContaining([`${name}后`, "农村商业银行", "北京市朝阳区测试路 9 号"]));

    const removed = await post(browser, `${BANK}?dialog=delete&id=${id}`, [
      ["intent", "delete"],
      ["id", id],
    ]);
    expect(removed.status).toBe(302);
    expect(rows(await html(browser, `${BANK}?bankName=${encodeURIComponent(name)}`))).toHaveLength(0);
    const again = await post(browser, `${BANK}?dialog=delete&id=${id}`, [
      ["intent", "delete"],
      ["id", id],
    ]);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("操作失败");
  });

  it("batch delete asks first with the count, then deletes with 操作成功", async () => {
    const browser = await signedInAs("qa1");
    const mark = `批量${unique()}`;
    for (const n of [1, 2]) {
      const made = await post(browser, BANK, [
        ["intent", "create"],
        ["bankName", `${mark}-${n}`],
        ["bankCode", `997${digits(9)}`],
        ["bankTypeId", "2"],
        ["bankProvince", "上海市"],
        ["bankCity", "上海市"],
      ]);
      expect(made.status).toBe(302);
    }
    const list = `${BANK}?bankName=${encodeURIComponent(mark)}`;
    const ids = rows(await html(browser, list)).map((row) => row.id);
    expect(ids).toHaveLength(2);
    const run = await batchDelete(browser, list, ids);
    expect(run.status).toBe(302);
    expect(location(run)).toBe(list);
    const after = await html(browser, list);
    expect(after).toContain("操作成功，共处理 2 条");
    expect(rows(after)).toHaveLength(0);
  });

  it("a forged request without the button gets 403 with the code named", async () => {
    const browser = await signedInAs("operator", "operator123");
    const codes = {
      create: "bank_info_add",
      update: "bank_info_edit",
      delete: "bank_info_delete",
      "batch-delete": "bank_info_delete",
    };
    for (const [intent, code] of Object.entries(codes)) {
      const response = await post(browser, BANK, [
        ["intent", intent],
        ["id", "1"],
        ["ids", "1"],
        ["bankName", "x"],
      ]);
      expect(response.status, intent).toBe(403);
      expect(await response.text()).toContain(`您没有该操作的权限（${code}）`);
    }
  });
});
