/**
 * 部门管理 (/system/dept) in the built Worker against the sandbox's seed: the lazy tree (the top
 * level, then a row's children once open), the flat name filter, create (a child, errors echoed),
 * edit, the backend's refusals (a loop, the children rule, a department with users), delete,
 * batch delete row by row and of a whole branch, and read-only for the role-limited operator
 * (403 on a forged write). qa3 is the administrator; operator/operator123 the limited role.
 */
import { describe, expect, it } from "vitest";
import { sandboxDb, signedInAs } from "@tests/worker/browser";
import { expectAnswer, expectSaved, expectWritesForbidden, send } from "@tests/worker/crud-steps";
import {
  batchDelete,
  DEPT_BEIJING,
  DEPT_BEIJING_GROUP1,
  DEPT_BEIJING_MARKET,
  DEPT_FINANCE,
  DEPT_HQ,
  DEPT_OPS,
  DEPTS,
  FLASH,
  html,
  rowIds,
  unique,
} from "@tests/worker/screens";

describe("部门管理", () => {
  it("is a lazy tree: the top level, then a row's children once it is open", async () => {
    const browser = await signedInAs("qa3");
    const top = await html(browser, DEPTS);
    expect(rowIds(top)).toEqual([DEPT_HQ]);
    expect(top).toContain('aria-label="展开 支付平台"');
    expect(top).toContain(">新增子项</a>");
    expect(top).toContain('value="batch-delete"');
    const open = await html(browser, `${DEPTS}?open=${DEPT_HQ}`);
    const ids = rowIds(open);
    expect(ids[0]).toBe(DEPT_HQ);
    expect(ids).toContain(DEPT_OPS);
    expect(ids).toContain(DEPT_BEIJING);
    expect(open).toContain('aria-label="收起 支付平台"');
    const deeper = rowIds(await html(browser, `${DEPTS}?open=${DEPT_HQ},${DEPT_BEIJING}`));
    expect(deeper).toContain(DEPT_BEIJING_MARKET);
    expect(deeper.indexOf(DEPT_BEIJING_MARKET)).toBe(deeper.indexOf(DEPT_BEIJING) + 1);
  });

  it("a name filter searches flat and paged", async () => {
    const browser = await signedInAs("qa3");
    const page = await html(browser, `${DEPTS}?deptName=${encodeURIComponent("渠道")}`);
    expect(page).toContain("共 10 条");
    expect(rowIds(page)).toHaveLength(10);
    expect(page).not.toContain('aria-label="展开 ');
    const sorted = await html(
      browser,
      `${DEPTS}?deptName=${encodeURIComponent("渠道")}&size=20&sort=deptName&order=asc`,
    );
    expect(rowIds(sorted)).toHaveLength(10);
  });

  it("create (child, errors echoed), edit, the backend's refusals, delete, batch delete row by row", async () => {
    const browser = await signedInAs("qa3");
    const bad = send(browser, `${DEPTS}?dialog=create&id=${DEPT_FINANCE}`, "create", {
      parentId: DEPT_FINANCE,
      deptName: "赌博部",
      fullName: "全称保留",
      linkphone: "abc",
    });
    await expectAnswer(bad, 400, ["请勿包含关键字", "请选择有效的选项", "联系电话格式不正确", 'value="全称保留"']);

    const name = `测试部${unique()}`;
    const created = send(browser, `${DEPTS}?dialog=create&id=${DEPT_FINANCE}`, "create", {
      parentId: DEPT_FINANCE,
      deptName: name,
      deptCategory: "3",
      linkphone: "021-12345678",
      sort: "3",
    });
    await expectSaved(created, DEPTS);
    expect(await html(browser, DEPTS)).toMatch(FLASH);
    const found = await html(browser, `${DEPTS}?deptName=${encodeURIComponent(name)}`);
    const [id] = rowIds(found);
    expect(id).toBeTruthy();
    expect(found).toContain("小组");
    const child = `${name}子`;
    await expectSaved(send(browser, DEPTS, "create", { parentId: id!, deptName: child, deptCategory: "3" }));
    const [childId] = rowIds(await html(browser, `${DEPTS}?deptName=${encodeURIComponent(child)}`));
    // Under 财务部, which now has children.
    expect(rowIds(await html(browser, `${DEPTS}?open=${DEPT_HQ},${DEPT_FINANCE},${id}`))).toEqual(
      expect.arrayContaining([id, childId]),
    );

    const renamed = `${name}改`;
    const edit = { id: id!, parentId: DEPT_FINANCE, deptName: renamed, deptCategory: "2" };
    await expectSaved(send(browser, `${DEPTS}?dialog=edit&id=${id}`, "update", edit));
    expect(await html(browser, `${DEPTS}?deptName=${encodeURIComponent(renamed)}`)).toContain(renamed);
    const stored = await sandboxDb()
      .prepare("SELECT linkphone, dept_category, parent_id FROM blade_dept WHERE id = ?")
      .bind(id!)
      .first();
    expect(stored).toEqual({ linkphone: null, dept_category: 2, parent_id: DEPT_FINANCE });
    const loop = send(browser, `${DEPTS}?dialog=edit&id=${id}`, "update", { ...edit, parentId: childId! });
    await expectAnswer(loop, 400, ["上级部门不能选择自身或下级部门"]);

    const parentFirst = send(browser, `${DEPTS}?dialog=delete&id=${id}`, "delete", { id: id! });
    await expectAnswer(parentFirst, 400, ["请先删除子节点!"]);

    // Asked first with the count (2), then run.
    const run = batchDelete(browser, DEPTS, [childId!, DEPT_BEIJING_GROUP1]);
    await expectAnswer(run, 200, ["已完成 1 条，1 条失败：", "该部门下存在用户，无法删除"]);

    await expectSaved(send(browser, `${DEPTS}?dialog=delete&id=${id}`, "delete", { id: id! }));
    expect(rowIds(await html(browser, `${DEPTS}?deptName=${encodeURIComponent(name)}`))).toEqual([]);
  });

  it("batch delete of a branch goes through whatever the order: parents wait for their children", async () => {
    const browser = await signedInAs("qa3");
    const top = `分支${unique()}`;
    const createUnder = async (parentId: string, deptName: string) => {
      await expectSaved(send(browser, DEPTS, "create", { parentId, deptName, deptCategory: "3" }));
      const [id] = rowIds(await html(browser, `${DEPTS}?deptName=${encodeURIComponent(deptName)}`));
      expect(id).toBeTruthy();
      return id!;
    };
    const topId = await createUnder(DEPT_FINANCE, top);
    const middleId = await createUnder(topId, `${top}中`);
    const leafId = await createUnder(middleId, `${top}中下`);

    // Grandparent first: in one parallel pass only the leaf could go.
    const ticked = [topId, middleId, leafId].map((id): [string, string] => ["ids", id]);
    await expectSaved(send(browser, DEPTS, "batch-delete", [...ticked, ["confirmed", "1"]]));
    expect(await html(browser, DEPTS)).toContain("操作成功，共处理 3 条");
    expect(rowIds(await html(browser, `${DEPTS}?deptName=${encodeURIComponent(top)}`))).toEqual([]);
  });

  it("is read-only for the operator: no buttons, and a forged write gets 403", async () => {
    const operator = await signedInAs("operator", "operator123");
    const page = await html(operator, DEPTS);
    expect(rowIds(page)).toEqual([DEPT_HQ]);
    expect(page).not.toContain("dialog=create");
    expect(page).not.toContain('value="batch-delete"');
    expect(page).not.toContain(">新增子项</a>");
    const forged = { id: DEPT_FINANCE, ids: DEPT_FINANCE, deptName: "伪造", deptCategory: "2" };
    await expectWritesForbidden(operator, [DEPTS], forged, "dept");
  });
});
