/**
 * 部门管理 (/system/dept) in the built Worker against the sandbox's seed: the lazy tree (the top
 * level, then a row's children once open), the flat name filter, create (a child, errors echoed),
 * edit, the backend's refusals (a loop, the children rule, a department with users), delete,
 * batch delete row by row and of a whole branch, and read-only for the role-limited operator
 * (403 on a forged write). qa3 is the administrator; operator/operator123 the limited role.
 */
import { describe, expect, it } from "vitest";
import { location, sandboxDb, signedInAs } from "@tests/worker/browser";
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
  post,
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
    const bad = await post(browser, `${DEPTS}?dialog=create&id=${DEPT_FINANCE}`, [
      ["intent", "create"],
      ["parentId", DEPT_FINANCE],
      ["deptName", "赌博部"],
      ["fullName", "全称保留"],
      ["linkphone", "abc"],
    ]);
    expect(bad.status).toBe(400);
    const errors = await bad.text();
    expect(errors).toContain("请勿包含关键字");
    expect(errors).toContain("请选择有效的选项");
    expect(errors).toContain("联系电话格式不正确");
    expect(errors).toContain('value="全称保留"');

    const name = `测试部${unique()}`;
    const created = await post(browser, `${DEPTS}?dialog=create&id=${DEPT_FINANCE}`, [
      ["intent", "create"],
      ["parentId", DEPT_FINANCE],
      ["deptName", name],
      ["deptCategory", "3"],
      ["linkphone", "021-12345678"],
      ["sort", "3"],
    ]);
    expect(created.status).toBe(302);
    expect(location(created)).toBe(DEPTS);
    expect(await html(browser, DEPTS)).toMatch(FLASH);
    const found = await html(browser, `${DEPTS}?deptName=${encodeURIComponent(name)}`);
    const [id] = rowIds(found);
    expect(id).toBeTruthy();
    expect(found).toContain("小组");
    const child = `${name}子`;
    expect(
      (
        await post(browser, DEPTS, [
          ["intent", "create"],
          ["parentId", id!],
          ["deptName", child],
          ["deptCategory", "3"],
        ])
      ).status,
    ).toBe(302);
    const [childId] = rowIds(await html(browser, `${DEPTS}?deptName=${encodeURIComponent(child)}`));
    // Under 财务部, which now has children.
    expect(rowIds(await html(browser, `${DEPTS}?open=${DEPT_HQ},${DEPT_FINANCE},${id}`))).toEqual(
      expect.arrayContaining([id, childId]),
    );

    const renamed = `${name}改`;
    const updated = await post(browser, `${DEPTS}?dialog=edit&id=${id}`, [
      ["intent", "update"],
      ["id", id!],
      ["parentId", DEPT_FINANCE],
      ["deptName", renamed],
      ["deptCategory", "2"],
    ]);
    expect(updated.status).toBe(302);
    expect(await html(browser, `${DEPTS}?deptName=${encodeURIComponent(renamed)}`)).toContain(renamed);
    const stored = await sandboxDb()
      .prepare("SELECT linkphone, dept_category, parent_id FROM blade_dept WHERE id = ?")
      .bind(id!)
      .first();
    expect(stored).toEqual({ linkphone: null, dept_category: 2, parent_id: DEPT_FINANCE });
    const loop = await post(browser, `${DEPTS}?dialog=edit&id=${id}`, [
      ["intent", "update"],
      ["id", id!],
      ["parentId", childId!],
      ["deptName", renamed],
      ["deptCategory", "2"],
    ]);
    expect(loop.status).toBe(400);
    expect(await loop.text()).toContain("上级部门不能选择自身或下级部门");

    const parentFirst = await post(browser, `${DEPTS}?dialog=delete&id=${id}`, [
      ["intent", "delete"],
      ["id", id!],
    ]);
    expect(parentFirst.status).toBe(400);
    expect(await parentFirst.text()).toContain("请先删除子节点!");

    // Asked first with the count (2), then run.
    const run = await batchDelete(browser, DEPTS, [childId!, DEPT_BEIJING_GROUP1]);
    expect(run.status).toBe(200);
    const report = await run.text();
    expect(report).toContain("已完成 1 条，1 条失败：");
    expect(report).toContain("该部门下存在用户，无法删除");

    const removed = await post(browser, `${DEPTS}?dialog=delete&id=${id}`, [
      ["intent", "delete"],
      ["id", id!],
    ]);
    expect(removed.status).toBe(302);
    expect(rowIds(await html(browser, `${DEPTS}?deptName=${encodeURIComponent(name)}`))).toEqual([]);
  });

  it("batch delete of a branch goes through whatever the order: parents wait for their children", async () => {
    const browser = await signedInAs("qa3");
    const top = `分支${unique()}`;
    const createUnder = async (parentId: string, deptName: string) => {
      const created = await post(browser, DEPTS, [
        ["intent", "create"],
        ["parentId", parentId],
        ["deptName", deptName],
        ["deptCategory", "3"],
      ]);
      expect(created.status).toBe(302);
      const [id] = rowIds(await html(browser, `${DEPTS}?deptName=${encodeURIComponent(deptName)}`));
      expect(id).toBeTruthy();
      return id!;
    };
    const topId = await createUnder(DEPT_FINANCE, top);
    const middleId = await createUnder(topId, `${top}中`);
    const leafId = await createUnder(middleId, `${top}中下`);

    // Grandparent first: in one parallel pass only the leaf could go.
    const entries: [string, string][] = [
      ["intent", "batch-delete"],
      ["ids", topId],
      ["ids", middleId],
      ["ids", leafId],
      ["confirmed", "1"],
    ];
    const run = await post(browser, DEPTS, entries);
    expect(run.status).toBe(302);
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
    const cases: [string, string][] = [
      ["create", "dept_add"],
      ["update", "dept_edit"],
      ["delete", "dept_delete"],
      ["batch-delete", "dept_delete"],
    ];
    for (const [intent, code] of cases) {
      const response = await post(operator, DEPTS, [
        ["intent", intent],
        ["id", DEPT_FINANCE],
        ["ids", DEPT_FINANCE],
        ["deptName", "伪造"],
        ["deptCategory", "2"],
      ]);
      expect(response.status, intent).toBe(403);
      expect(await response.text()).toContain(`您没有该操作的权限（${code}）`);
    }
  });
});
