/**
 * 地区管理 (/system/region) in the built Worker against the sandbox's seed: a lazy tree from
 * 中华人民共和国 keyed by code, the flat filter, create a child (errors echoed, the backend's code
 * prefix rule), edit with the code fixed, the children rule, delete; outside the role-limited
 * operator's menu (403). qa3 is the administrator; operator/operator123 the limited role.
 */
import { describe, expect, it } from "vitest";
import { location, signedInAs } from "@tests/worker/browser";
import { expectOutsideMenu, FLASH, html, post, REGIONS, rowIds } from "@tests/worker/screens";

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

    const bad = await post(browser, `${REGIONS}?dialog=create&id=11`, [
      ["intent", "create"],
      ["parentCode", "11"],
      ["code", "11ab"],
      ["name", "赌博区"],
      ["remark", "保留的备注"],
    ]);
    expect(bad.status).toBe(400);
    const errors = await bad.text();
    expect(errors).toContain("地区编号为 2-12 位数字");
    expect(errors).toContain("请勿包含关键字");
    expect(errors).toContain("保留的备注");

    const prefix = await post(browser, `${REGIONS}?dialog=create&id=11`, [
      ["intent", "create"],
      ["parentCode", "11"],
      ["code", "129999"],
      ["name", "错位区"],
    ]);
    expect(prefix.status).toBe(400);
    expect(await prefix.text()).toContain("地区编号必须以上级地区编号开头");

    const code = `11${String(Date.now() % 1_000_000).padStart(6, "0")}`;
    const created = await post(browser, `${REGIONS}?open=11&dialog=create&id=11`, [
      ["intent", "create"],
      ["parentCode", "11"],
      ["code", code],
      ["name", "测试区"],
      ["sort", "9"],
    ]);
    expect(created.status).toBe(302);
    expect(location(created)).toBe(`${REGIONS}?open=11`);
    const listed = await html(browser, location(created));
    expect(listed).toMatch(FLASH);
    expect(rowIds(listed)).toContain(code);

    const fixed = await post(browser, `${REGIONS}?dialog=edit&id=${code}`, [
      ["intent", "update"],
      ["id", code],
      ["code", `${code}1`],
      ["name", "改名区"],
    ]);
    expect(fixed.status).toBe(400);
    expect(await fixed.text()).toContain("地区编号不能修改");
    const updated = await post(browser, `${REGIONS}?dialog=edit&id=${code}`, [
      ["intent", "update"],
      ["id", code],
      ["code", code],
      ["name", "改名区"],
      ["remark", "备注"],
    ]);
    expect(updated.status).toBe(302);
    expect(await html(browser, `${REGIONS}?code=${code}`)).toContain("改名区");

    const parent = await post(browser, `${REGIONS}?dialog=delete&id=11`, [
      ["intent", "delete"],
      ["id", "11"],
    ]);
    expect(parent.status).toBe(400);
    expect(await parent.text()).toContain("请先删除子节点!");

    const removed = await post(browser, `${REGIONS}?dialog=delete&id=${code}`, [
      ["intent", "delete"],
      ["id", code],
    ]);
    expect(removed.status).toBe(302);
    expect(rowIds(await html(browser, `${REGIONS}?code=${code}`))).toEqual([]);
  });

  it("is not the operator's: the page is outside their menu and a forged write gets 403", async () => {
    const operator = await signedInAs("operator", "operator123");
    await expectOutsideMenu(operator, REGIONS);
    const forged = await post(operator, REGIONS, [
      ["intent", "delete"],
      ["id", "11"],
    ]);
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain("您没有该操作的权限（region_delete）");
  });
});
