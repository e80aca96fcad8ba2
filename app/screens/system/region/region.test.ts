/**
 * 地区管理 (/system/region) in the built Worker against the sandbox's seed: a lazy tree from
 * 中华人民共和国 keyed by code, the flat filter, create a child (errors echoed, the backend's code
 * prefix rule), edit with the code fixed, the children rule, delete; outside the role-limited
 * operator's menu (403). qa3 is the administrator; operator/operator123 the limited role.
 */
import { describe, expect, it } from "vitest";
import { signedInAs } from "@tests/worker/browser";
import { expectAnswer, expectForbidden, expectSaved, send } from "@tests/worker/crud-steps";
import { expectOutsideMenu, FLASH, html, REGIONS, rowIds } from "@tests/worker/screens";

describe("地区管理", () => {
  it("is a lazy tree from 中华人民共和国 keyed by code; a filter searches flat", async () => {
    const browser = await signedInAs("qa3");
    const top = rowIds(await html(browser, REGIONS));
    expect(top).toEqual(expect.arrayContaining(["11", "31", "44"]));
    expect(top).not.toContain("1101");
    const open = rowIds(await html(browser, `${REGIONS}?open=44`));
    expect(open.indexOf("4401")).toBe(open.indexOf("44") + 1);
    const flat = await html(browser, `${REGIONS}?name=${encodeURIComponent("市辖区")}`);
    expect(rowIds(flat)).toEqual(expect.arrayContaining(["1101", "3101"]));
  });

  it("create a child (errors echoed, the backend's code rule), edit with the code fixed, the children rule, delete", async () => {
    const browser = await signedInAs("qa3");
    const form = await html(browser, `${REGIONS}?dialog=create&id=11`);
    expect(form).toContain("上级地区：北京市");
    expect(form).toMatch(/name="parentCode"[^>]*value="11"|value="11"[^>]*name="parentCode"/);

    const create = (path: string, fields: Record<string, string>) =>
      send(browser, path, "create", { parentCode: "11", ...fields });
    const bad = create(`${REGIONS}?dialog=create&id=11`, { code: "11ab", name: "赌博区", remark: "保留的备注" });
    await expectAnswer(bad, 400, ["地区编号为 2-12 位数字", "请勿包含关键字", "保留的备注"]);

    const prefix = create(`${REGIONS}?dialog=create&id=11`, { code: "129999", name: "错位区" });
    await expectAnswer(prefix, 400, ["地区编号必须以上级地区编号开头"]);

    const code = `11${String(Date.now() % 1_000_000).padStart(6, "0")}`;
    const created = create(`${REGIONS}?open=11&dialog=create&id=11`, { code, name: "测试区", sort: "9" });
    const listed = await html(browser, await expectSaved(created, `${REGIONS}?open=11`));
    expect(listed).toMatch(FLASH);
    expect(rowIds(listed)).toContain(code);

    const edit = `${REGIONS}?dialog=edit&id=${code}`;
    const fixed = send(browser, edit, "update", { id: code, code: `${code}1`, name: "改名区" });
    await expectAnswer(fixed, 400, ["地区编号不能修改"]);
    await expectSaved(send(browser, edit, "update", { id: code, code, name: "改名区", remark: "备注" }));
    expect(await html(browser, `${REGIONS}?code=${code}`)).toContain("改名区");

    const parent = send(browser, `${REGIONS}?dialog=delete&id=11`, "delete", { id: "11" });
    await expectAnswer(parent, 400, ["请先删除子节点!"]);

    await expectSaved(send(browser, `${REGIONS}?dialog=delete&id=${code}`, "delete", { id: code }));
    expect(rowIds(await html(browser, `${REGIONS}?code=${code}`))).toEqual([]);
  });

  it("is not the operator's: the page is outside their menu and a forged write gets 403", async () => {
    const operator = await signedInAs("operator", "operator123");
    await expectOutsideMenu(operator, REGIONS);
    await expectForbidden(operator, REGIONS, { id: "11" }, { delete: "region_delete" });
  });
});
