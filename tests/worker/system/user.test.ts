/**
 * 用户管理 (/system/user) in the built Worker against the sandbox's seed: the loader (paging,
 * filters by account, phone and department subtree, sort, masked phones), the edit form with the
 * row's roles and posts, and every action — validation errors echoing the input, the backend's
 * duplicate account, update, 重置密码, delete, batch delete with the row the backend refuses —
 * and what the role-limited operator may do (edit inside their scope, never the role) and may not
 * (403). qa3 is the administrator; operator/operator123 the limited role.
 */
import { describe, expect, it } from "vitest";
import { seedId } from "../../../workers/sandbox/core/ids";
import { Browser, location, sandboxDb, signedInAs, signIn } from "@tests/worker/browser";
import {
  BAD_MOBILES,
  batchDelete,
  DEPT_BEIJING_MARKET,
  DEPT_FINANCE,
  DEPT_OPS,
  expectTitled,
  FLASH,
  html,
  OPS01,
  post,
  POST_MANAGER,
  QA3,
  ROLE_ADMIN,
  ROLE_OPERATOR,
  rowIds,
  unique,
  USER01,
  USERS,
} from "@tests/worker/screens";

/** The checkbox of a multi-valued field (name, value), as the server rendered it. */
const checkbox = (page: string, name: string, value: string) =>
  [...page.matchAll(/<input type="checkbox"[^>]*>/g)]
    .map((m) => m[0])
    .find((tag) => tag.includes(`name="${name}"`) && tag.includes(`value="${value}"`)) ?? "";

describe("用户管理 loader", () => {
  it("pages, filters by account, phone and department subtree, sorts; phones are masked", async () => {
    const browser = await signedInAs("qa3");
    const first = await html(browser, USERS);
    expectTitled(first, "用户管理");
    expect(rowIds(first)).toHaveLength(10);
    const total = Number(/共 (\d+) 条/.exec(first)?.[1]);
    expect(total).toBeGreaterThanOrEqual(46);
    // The filter's department select comes from the dept tree.
    expect(first).toMatch(/<select name="deptId"[^>]*>.*北京分公司.*<\/select>/s);

    const one = await html(browser, `${USERS}?account=user01`);
    expect(rowIds(one)).toEqual([USER01]);
    expect(one).toContain("139****0001");
    expect(one).toContain("王伟");
    expect(one).toMatch(/value="user01"/);

    const byPhone = await html(browser, `${USERS}?phone=13900000002`);
    expect(rowIds(byPhone)).toEqual([seedId(41, 2)]);

    const byDept = await html(browser, `${USERS}?deptId=${DEPT_BEIJING_MARKET}&size=50`);
    const ids = rowIds(byDept);
    expect(ids.length).toBeGreaterThan(0);
    const names = [...byDept.matchAll(/<td[^>]*>(北京[^<]*)<\/td>/g)].map((m) => m[1]);
    expect(names.length).toBe(ids.length);
    expect(names.every((n) => ["北京市场拓展部", "北京渠道一组", "北京渠道二组"].includes(n!))).toBe(true);

    const descending = await html(browser, `${USERS}?account=user&sort=account&order=desc`);
    expect(rowIds(descending)[0]).toBe(seedId(41, 40));
    const second = await html(browser, `${USERS}?current=2`);
    expect(rowIds(second)).toHaveLength(10);
    expect(rowIds(second)).not.toContain(rowIds(first)[0]);
  });

  it("opens the edit form with the row's values, roles and posts; the dept picker shows the chosen name", async () => {
    const browser = await signedInAs("qa3");
    const page = await html(browser, `${USERS}?dialog=edit&id=${USER01}`);
    expect(page).toContain('role="dialog"');
    expect(page).toMatch(/name="account"[^>]*value="user01"|value="user01"[^>]*name="account"/);
    expect(page).not.toContain('name="password"');
    // Roles and posts are checkboxes (a user may hold several); the row's own are ticked.
    expect(checkbox(page, "roleId", ROLE_OPERATOR)).toContain('checked=""');
    expect(checkbox(page, "roleId", ROLE_ADMIN)).not.toBe("");
    expect(checkbox(page, "roleId", ROLE_ADMIN)).not.toContain("checked");
    expect(checkbox(page, "postId", POST_MANAGER)).not.toBe("");
    expect(page).toMatch(/name="postId"[^>]*\/>部门经理/);
    // Before hydration the picker is an id input with the chosen department's name beside it.
    expect(page).toMatch(/name="deptId"/);
  });
});

describe("用户管理 actions", () => {
  it("create: mobile rules with their exact messages, sensitive name, typed values echoed", async () => {
    const browser = await signedInAs("qa3");
    for (const [phone, message] of BAD_MOBILES) {
      const bad = await post(browser, `${USERS}?dialog=create`, [
        ["intent", "create"],
        ["account", "typed_account"],
        ["realName", "赌博大王"],
        ["phone", phone],
        ["email", "x@y"],
      ]);
      expect(bad.status).toBe(400);
      const page = await bad.text();
      expect(page, phone).toContain(message);
      expect(page).toContain("请勿包含关键字");
      expect(page).toContain("此项为必填项"); // the password
      expect(page).toContain("邮箱格式不正确");
      expect(page).toContain('value="typed_account"');
      expect(page).toContain('value="赌博大王"');
    }
  });

  it("create, duplicate account refused by the backend, update, reset password, delete", async () => {
    const browser = await signedInAs("qa3");
    const account = `w${unique()}`;
    const created = await post(browser, `${USERS}?account=${account}&dialog=create`, [
      ["intent", "create"],
      ["account", account],
      ["password", "first123"],
      ["realName", "测试用户"],
      ["phone", "13912345678"],
      ["email", `${account}@pay.sandbox`],
      ["sex", "2"],
      ["roleId", ROLE_OPERATOR],
      ["deptId", DEPT_OPS],
      ["postId", POST_MANAGER],
    ]);
    expect(created.status).toBe(302);
    expect(location(created)).toBe(`${USERS}?account=${account}`);
    const listed = await html(browser, location(created));
    expect(listed).toMatch(FLASH);
    const [id] = rowIds(listed);
    expect(id).toBeTruthy();
    expect(listed).toContain("139****5678");
    expect(listed).toContain("运营部");
    expect(listed).toContain("部门经理");

    const duplicate = await post(browser, `${USERS}?dialog=create`, [
      ["intent", "create"],
      ["account", account],
      ["password", "Typed9secret"],
      ["realName", "重复"],
      ["phone", "13912345678"],
    ]);
    expect(duplicate.status).toBe(400);
    const refused = await duplicate.text();
    expect(refused).toContain("当前用户已存在!");
    // The form comes back with what was typed, except the password (write-only: never echoed into a page).
    expect(refused).toContain("重复");
    expect(refused).not.toContain("Typed9secret");

    const updated = await post(browser, `${USERS}?dialog=edit&id=${id}`, [
      ["intent", "update"],
      ["id", id!],
      ["account", account],
      ["realName", "改名用户"],
      ["phone", "13987654321"],
      ["roleId", ROLE_OPERATOR],
      ["roleId", ROLE_ADMIN],
      ["deptId", DEPT_FINANCE],
    ]);
    expect(updated.status).toBe(302);
    const after = await html(browser, `${USERS}?account=${account}`);
    expect(after).toContain("改名用户");
    expect(after).toContain("139****4321");
    expect(after).toContain("财务部");
    // A field left empty on edit is cleared, not kept.
    const stored = await sandboxDb()
      .prepare("SELECT email, sex, post_id, role_id FROM blade_user WHERE id = ?")
      .bind(id!)
      .first();
    expect(stored).toEqual({ email: null, sex: null, post_id: null, role_id: `${ROLE_OPERATOR},${ROLE_ADMIN}` });
    // Both roles come back ticked in the edit form.
    const reopened = await html(browser, `${USERS}?dialog=edit&id=${id}`);
    expect(checkbox(reopened, "roleId", ROLE_OPERATOR)).toContain('checked=""');
    expect(checkbox(reopened, "roleId", ROLE_ADMIN)).toContain('checked=""');

    // 重置密码 asks first, then the new user signs in with the initial password.
    const ask = await post(browser, USERS, [
      ["intent", "reset-password"],
      ["ids", id!],
    ]);
    expect(ask.status).toBe(200);
    expect(await ask.text()).toContain("确定对选中的 1 条数据执行“重置密码”吗？");
    const reset = await post(browser, USERS, [
      ["intent", "reset-password"],
      ["ids", id!],
      ["confirmed", "1"],
    ]);
    expect(reset.status).toBe(302);
    const fresh = new Browser("203.0.113.77");
    expect(location(await signIn(fresh, account, "123456"))).toBe("/main/index");

    const removed = await post(browser, `${USERS}?dialog=delete&id=${id}`, [
      ["intent", "delete"],
      ["id", id!],
    ]);
    expect(removed.status).toBe(302);
    expect(rowIds(await html(browser, `${USERS}?account=${account}`))).toEqual([]);
  });

  it("batch delete confirms the count, then reports the row the backend refuses", async () => {
    const browser = await signedInAs("qa3");
    const tag = `b${unique()}`;
    for (const n of [1, 2]) {
      const made = await post(browser, USERS, [
        ["intent", "create"],
        ["account", `${tag}_${n}`],
        ["password", "first123"],
        ["realName", `批量${n}`],
        ["phone", "13911112222"],
      ]);
      expect(made.status).toBe(302);
    }
    const ids = rowIds(await html(browser, `${USERS}?account=${tag}`));
    expect(ids).toHaveLength(2);
    // Asked first with the count (3), then run.
    const run = await batchDelete(browser, USERS, [...ids, QA3]);
    expect(run.status).toBe(200);
    const report = await run.text();
    expect(report).toContain("已完成 2 条，1 条失败：");
    expect(report).toContain("不能删除当前登录用户!");
    expect(rowIds(await html(browser, `${USERS}?account=${tag}`))).toEqual([]);
  });

  it("the operator may edit a user of their scope but not change the role: a posted roleId is ignored", async () => {
    const operator = await signedInAs("operator", "operator123");
    const form = await html(operator, `${USERS}?dialog=edit&id=${OPS01}`);
    expect(checkbox(form, "roleId", ROLE_OPERATOR)).toMatch(/checked="".*disabled=""|disabled="".*checked=""/);
    expect(checkbox(form, "roleId", ROLE_ADMIN)).toContain('disabled=""');
    expect(form).not.toContain('value="batch-delete"');
    expect(form).not.toContain('value="reset-password"');

    const roleOf = async (id: string) =>
      sandboxDb()
        .prepare("SELECT role_id, real_name FROM blade_user WHERE id = ?")
        .bind(id)
        .first<{ role_id: string; real_name: string }>();
    expect((await roleOf(OPS01))?.role_id).toBe(ROLE_OPERATOR);
    const updated = await post(operator, `${USERS}?dialog=edit&id=${OPS01}`, [
      ["intent", "update"],
      ["id", OPS01],
      ["account", "ops01"],
      ["realName", "赵一鸣"],
      ["phone", "13600000001"],
      ["deptId", DEPT_OPS],
      ["roleId", ROLE_ADMIN],
    ]);
    expect(updated.status).toBe(302);
    expect(await roleOf(OPS01)).toEqual({ role_id: ROLE_OPERATOR, real_name: "赵一鸣" });
  });

  it("the operator is refused delete, batch delete and reset password (403)", async () => {
    const operator = await signedInAs("operator", "operator123");
    const cases: [string, string][] = [
      ["delete", "user_delete"],
      ["batch-delete", "user_delete"],
      ["reset-password", "user_reset"],
    ];
    for (const [intent, code] of cases) {
      const response = await post(operator, USERS, [
        ["intent", intent],
        ["id", USER01],
        ["ids", USER01],
        ["confirmed", "1"],
      ]);
      expect(response.status, intent).toBe(403);
      expect(await response.text()).toContain(`您没有该操作的权限（${code}）`);
    }
  });
});
