/**
 * The org screens of 系统管理 in the built Worker against the sandbox's seed: 用户管理
 * (/system/user), 部门管理 (/system/dept), 机构主题 (/system/deptDesign), 地区管理
 * (/system/region) and 通用设置 (/system/commonSetting). For each: the loader (paging, filters,
 * the lazy tree), every action with its validation errors echoing the input, the permission
 * refusals for the role-limited operator, a backend error shown on the form, and success with
 * the one-time 操作成功. qa3 is the administrator; operator/operator123 the limited role.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { seedId } from "../../workers/sandbox/core/ids";
import { Browser, location, signedInAs, signIn } from "./browser";

const USERS = "/system/user";
const DEPTS = "/system/dept";
const REGIONS = "/system/region";
const DESIGN = "/system/deptDesign";
const SETTINGS = "/system/commonSetting";

const ROLE_ADMIN = seedId(14, 1);
const ROLE_OPERATOR = seedId(14, 2);
const DEPT_HQ = seedId(12, 1);
const DEPT_OPS = seedId(12, 2);
const DEPT_BEIJING = seedId(40, 1);
const DEPT_FINANCE = seedId(40, 6);
const DEPT_BEIJING_MARKET = seedId(40, 9);
const DEPT_BEIJING_GROUP1 = seedId(40, 24);
const USER01 = seedId(41, 1);
/** ops01: 运营部, 运营专员, inside the role-limited operator's data scope (seed_v4_data_scope). */
const OPS01 = seedId(41, 61);
const QA3 = seedId(15, 5);
const POST_MANAGER = seedId(42, 1);

const sandboxDb = () => (env as unknown as { SANDBOX_DB: D1Database }).SANDBOX_DB;

const signedIn = (account = "qa3", password = "qa123456") => signedInAs(account, password);

const html = (browser: Browser, path: string) => browser.html(path);

const post = (browser: Browser, path: string, entries: [string, string][] | FormData) => browser.postEntries(path, entries);

const FLASH = /data-flash=""[^>]*>.*?操作成功<\/div>/;
/** The checkbox of a multi-valued field (name, value), as the server rendered it. */
const checkbox = (page: string, name: string, value: string) =>
  [...page.matchAll(/<input type="checkbox"[^>]*>/g)].map((m) => m[0]).find((tag) => tag.includes(`name="${name}"`) && tag.includes(`value="${value}"`)) ?? "";
const rowIds = (page: string) => [...page.matchAll(/<tr data-row-id="([^"]+)"/g)].map((m) => m[1]!);
const unique = () => `${Date.now() % 1_000_000}${Math.floor(Math.random() * 90 + 10)}`;

describe("用户管理 loader", () => {
  it("pages, filters by account, phone and department subtree, sorts; phones are masked", async () => {
    const browser = await signedIn();
    const first = await html(browser, USERS);
    expect(first).toContain("<h1");
    expect(first).toContain("用户管理");
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
    const browser = await signedIn();
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
    const browser = await signedIn();
    const cases: [string, string][] = [
      ["", "手机号码不能为空"],
      ["1380000", "手机号码长度不为11位"],
      ["01012345678", "手机号码格式不正确"],
    ];
    for (const [phone, message] of cases) {
      const bad = await post(browser, `${USERS}?dialog=create`, [
        ["intent", "create"], ["account", "typed_account"], ["realName", "赌博大王"], ["phone", phone], ["email", "x@y"],
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
    const browser = await signedIn();
    const account = `w${unique()}`;
    const created = await post(browser, `${USERS}?account=${account}&dialog=create`, [
      ["intent", "create"], ["account", account], ["password", "first123"], ["realName", "测试用户"], ["phone", "13912345678"],
      ["email", `${account}@pay.sandbox`], ["sex", "2"], ["roleId", ROLE_OPERATOR], ["deptId", DEPT_OPS], ["postId", POST_MANAGER],
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
      ["intent", "create"], ["account", account], ["password", "first123"], ["realName", "重复"], ["phone", "13912345678"],
    ]);
    expect(duplicate.status).toBe(400);
    expect(await duplicate.text()).toContain("当前用户已存在!");

    const updated = await post(browser, `${USERS}?dialog=edit&id=${id}`, [
      ["intent", "update"], ["id", id!], ["account", account], ["realName", "改名用户"], ["phone", "13987654321"], ["roleId", ROLE_OPERATOR],
      ["roleId", ROLE_ADMIN], ["deptId", DEPT_FINANCE],
    ]);
    expect(updated.status).toBe(302);
    const after = await html(browser, `${USERS}?account=${account}`);
    expect(after).toContain("改名用户");
    expect(after).toContain("139****4321");
    expect(after).toContain("财务部");
    // A field left empty on edit is cleared, not kept.
    const stored = await sandboxDb().prepare("SELECT email, sex, post_id, role_id FROM blade_user WHERE id = ?").bind(id!).first();
    expect(stored).toEqual({ email: null, sex: null, post_id: null, role_id: `${ROLE_OPERATOR},${ROLE_ADMIN}` });
    // Both roles come back ticked in the edit form.
    const reopened = await html(browser, `${USERS}?dialog=edit&id=${id}`);
    expect(checkbox(reopened, "roleId", ROLE_OPERATOR)).toContain('checked=""');
    expect(checkbox(reopened, "roleId", ROLE_ADMIN)).toContain('checked=""');

    // 重置密码 asks first, then the new user signs in with the initial password.
    const ask = await post(browser, USERS, [["intent", "reset-password"], ["ids", id!]]);
    expect(ask.status).toBe(200);
    expect(await ask.text()).toContain("确定对选中的 1 条数据执行“重置密码”吗？");
    const reset = await post(browser, USERS, [["intent", "reset-password"], ["ids", id!], ["confirmed", "1"]]);
    expect(reset.status).toBe(302);
    const fresh = new Browser("203.0.113.77");
    expect(location(await signIn(fresh, account, "123456"))).toBe("/main");

    const removed = await post(browser, `${USERS}?dialog=delete&id=${id}`, [["intent", "delete"], ["id", id!]]);
    expect(removed.status).toBe(302);
    expect(rowIds(await html(browser, `${USERS}?account=${account}`))).toEqual([]);
  });

  it("batch delete confirms the count, then reports the row the backend refuses", async () => {
    const browser = await signedIn();
    const tag = `b${unique()}`;
    for (const n of [1, 2]) {
      const made = await post(browser, USERS, [
        ["intent", "create"], ["account", `${tag}_${n}`], ["password", "first123"], ["realName", `批量${n}`], ["phone", "13911112222"],
      ]);
      expect(made.status).toBe(302);
    }
    const ids = rowIds(await html(browser, `${USERS}?account=${tag}`));
    expect(ids).toHaveLength(2);
    const entries: [string, string][] = [["intent", "batch-delete"], ...ids.map((id): [string, string] => ["ids", id]), ["ids", QA3]];
    const ask = await post(browser, USERS, entries);
    expect(ask.status).toBe(200);
    expect(await ask.text()).toContain("确定对选中的 3 条数据执行“批量删除”吗？");
    const run = await post(browser, USERS, [...entries, ["confirmed", "1"]]);
    expect(run.status).toBe(200);
    const report = await run.text();
    expect(report).toContain("已完成 2 条，1 条失败：");
    expect(report).toContain("不能删除当前登录用户!");
    expect(rowIds(await html(browser, `${USERS}?account=${tag}`))).toEqual([]);
  });

  it("the operator may edit a user of their scope but not change the role: a posted roleId is ignored", async () => {
    const operator = await signedIn("operator", "operator123");
    const form = await html(operator, `${USERS}?dialog=edit&id=${OPS01}`);
    expect(checkbox(form, "roleId", ROLE_OPERATOR)).toMatch(/checked="".*disabled=""|disabled="".*checked=""/);
    expect(checkbox(form, "roleId", ROLE_ADMIN)).toContain('disabled=""');
    expect(form).not.toContain('value="batch-delete"');
    expect(form).not.toContain('value="reset-password"');

    const roleOf = async (id: string) => sandboxDb().prepare("SELECT role_id, real_name FROM blade_user WHERE id = ?").bind(id).first<{ role_id: string; real_name: string }>();
    expect((await roleOf(OPS01))?.role_id).toBe(ROLE_OPERATOR);
    const updated = await post(operator, `${USERS}?dialog=edit&id=${OPS01}`, [
      ["intent", "update"], ["id", OPS01], ["account", "ops01"], ["realName", "赵一鸣"], ["phone", "13600000001"], ["deptId", DEPT_OPS], ["roleId", ROLE_ADMIN],
    ]);
    expect(updated.status).toBe(302);
    expect(await roleOf(OPS01)).toEqual({ role_id: ROLE_OPERATOR, real_name: "赵一鸣" });
  });

  it("the operator is refused delete, batch delete and reset password (403)", async () => {
    const operator = await signedIn("operator", "operator123");
    const cases: [string, string][] = [["delete", "user_delete"], ["batch-delete", "user_delete"], ["reset-password", "user_reset"]];
    for (const [intent, code] of cases) {
      const response = await post(operator, USERS, [["intent", intent], ["id", USER01], ["ids", USER01], ["confirmed", "1"]]);
      expect(response.status, intent).toBe(403);
      expect(await response.text()).toContain(`您没有该操作的权限（${code}）`);
    }
  });
});

describe("部门管理", () => {
  it("is a lazy tree: the top level, then a row's children once it is open", async () => {
    const browser = await signedIn();
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
    const browser = await signedIn();
    const page = await html(browser, `${DEPTS}?deptName=${encodeURIComponent("渠道")}`);
    expect(page).toContain("共 10 条");
    expect(rowIds(page)).toHaveLength(10);
    expect(page).not.toContain('aria-label="展开 ');
    const sorted = await html(browser, `${DEPTS}?deptName=${encodeURIComponent("渠道")}&size=20&sort=deptName&order=asc`);
    expect(rowIds(sorted)).toHaveLength(10);
  });

  it("create (child, errors echoed), edit, the backend's refusals, delete, batch delete row by row", async () => {
    const browser = await signedIn();
    const bad = await post(browser, `${DEPTS}?dialog=create&id=${DEPT_FINANCE}`, [
      ["intent", "create"], ["parentId", DEPT_FINANCE], ["deptName", "赌博部"], ["fullName", "全称保留"], ["linkphone", "abc"],
    ]);
    expect(bad.status).toBe(400);
    const errors = await bad.text();
    expect(errors).toContain("请勿包含关键字");
    expect(errors).toContain("请选择有效的选项");
    expect(errors).toContain("联系电话格式不正确");
    expect(errors).toContain('value="全称保留"');

    const name = `测试部${unique()}`;
    const created = await post(browser, `${DEPTS}?dialog=create&id=${DEPT_FINANCE}`, [
      ["intent", "create"], ["parentId", DEPT_FINANCE], ["deptName", name], ["deptCategory", "3"], ["linkphone", "021-12345678"], ["sort", "3"],
    ]);
    expect(created.status).toBe(302);
    expect(location(created)).toBe(DEPTS);
    expect(await html(browser, DEPTS)).toMatch(FLASH);
    const found = await html(browser, `${DEPTS}?deptName=${encodeURIComponent(name)}`);
    const [id] = rowIds(found);
    expect(id).toBeTruthy();
    expect(found).toContain("小组");
    const child = `${name}子`;
    expect((await post(browser, DEPTS, [["intent", "create"], ["parentId", id!], ["deptName", child], ["deptCategory", "3"]])).status).toBe(302);
    const [childId] = rowIds(await html(browser, `${DEPTS}?deptName=${encodeURIComponent(child)}`));
    // Under 财务部, which now has children.
    expect(rowIds(await html(browser, `${DEPTS}?open=${DEPT_HQ},${DEPT_FINANCE},${id}`))).toEqual(expect.arrayContaining([id, childId]));

    const renamed = `${name}改`;
    const updated = await post(browser, `${DEPTS}?dialog=edit&id=${id}`, [
      ["intent", "update"], ["id", id!], ["parentId", DEPT_FINANCE], ["deptName", renamed], ["deptCategory", "2"],
    ]);
    expect(updated.status).toBe(302);
    expect(await html(browser, `${DEPTS}?deptName=${encodeURIComponent(renamed)}`)).toContain(renamed);
    const stored = await sandboxDb().prepare("SELECT linkphone, dept_category, parent_id FROM blade_dept WHERE id = ?").bind(id!).first();
    expect(stored).toEqual({ linkphone: null, dept_category: 2, parent_id: DEPT_FINANCE });
    const loop = await post(browser, `${DEPTS}?dialog=edit&id=${id}`, [
      ["intent", "update"], ["id", id!], ["parentId", childId!], ["deptName", renamed], ["deptCategory", "2"],
    ]);
    expect(loop.status).toBe(400);
    expect(await loop.text()).toContain("上级部门不能选择自身或下级部门");

    const parentFirst = await post(browser, `${DEPTS}?dialog=delete&id=${id}`, [["intent", "delete"], ["id", id!]]);
    expect(parentFirst.status).toBe(400);
    expect(await parentFirst.text()).toContain("请先删除子节点!");

    const entries: [string, string][] = [["intent", "batch-delete"], ["ids", childId!], ["ids", DEPT_BEIJING_GROUP1]];
    const ask = await post(browser, DEPTS, entries);
    expect(await ask.text()).toContain("确定对选中的 2 条数据执行“批量删除”吗？");
    const run = await post(browser, DEPTS, [...entries, ["confirmed", "1"]]);
    expect(run.status).toBe(200);
    const report = await run.text();
    expect(report).toContain("已完成 1 条，1 条失败：");
    expect(report).toContain("该部门下存在用户，无法删除");

    const removed = await post(browser, `${DEPTS}?dialog=delete&id=${id}`, [["intent", "delete"], ["id", id!]]);
    expect(removed.status).toBe(302);
    expect(rowIds(await html(browser, `${DEPTS}?deptName=${encodeURIComponent(name)}`))).toEqual([]);
  });

  it("batch delete of a branch goes through whatever the order: parents wait for their children", async () => {
    const browser = await signedIn();
    const top = `分支${unique()}`;
    const createUnder = async (parentId: string, deptName: string) => {
      const created = await post(browser, DEPTS, [["intent", "create"], ["parentId", parentId], ["deptName", deptName], ["deptCategory", "3"]]);
      expect(created.status).toBe(302);
      const [id] = rowIds(await html(browser, `${DEPTS}?deptName=${encodeURIComponent(deptName)}`));
      expect(id).toBeTruthy();
      return id!;
    };
    const topId = await createUnder(DEPT_FINANCE, top);
    const middleId = await createUnder(topId, `${top}中`);
    const leafId = await createUnder(middleId, `${top}中下`);

    // Grandparent first: in one parallel pass only the leaf could go.
    const entries: [string, string][] = [["intent", "batch-delete"], ["ids", topId], ["ids", middleId], ["ids", leafId], ["confirmed", "1"]];
    const run = await post(browser, DEPTS, entries);
    expect(run.status).toBe(302);
    expect(await html(browser, DEPTS)).toContain("操作成功，共处理 3 条");
    expect(rowIds(await html(browser, `${DEPTS}?deptName=${encodeURIComponent(top)}`))).toEqual([]);
  });

  it("is read-only for the operator: no buttons, and a forged write gets 403", async () => {
    const operator = await signedIn("operator", "operator123");
    const page = await html(operator, DEPTS);
    expect(rowIds(page)).toEqual([DEPT_HQ]);
    expect(page).not.toContain("dialog=create");
    expect(page).not.toContain('value="batch-delete"');
    expect(page).not.toContain(">新增子项</a>");
    const cases: [string, string][] = [["create", "dept_add"], ["update", "dept_edit"], ["delete", "dept_delete"], ["batch-delete", "dept_delete"]];
    for (const [intent, code] of cases) {
      const response = await post(operator, DEPTS, [["intent", intent], ["id", DEPT_FINANCE], ["ids", DEPT_FINANCE], ["deptName", "伪造"], ["deptCategory", "2"]]);
      expect(response.status, intent).toBe(403);
      expect(await response.text()).toContain(`您没有该操作的权限（${code}）`);
    }
  });
});

describe("地区管理", () => {
  it("is a lazy tree from 中华人民共和国 keyed by code; a filter searches flat", async () => {
    const browser = await signedIn();
    const top = rowIds(await html(browser, REGIONS));
    expect(top).toEqual(expect.arrayContaining(["11", "31", "44"]));
    expect(top).not.toContain("1101");
    const open = rowIds(await html(browser, `${REGIONS}?open=44`));
    expect(open.indexOf("4401")).toBe(open.indexOf("44") + 1);
    const flat = await html(browser, `${REGIONS}?name=${encodeURIComponent("市辖区")}`);
    expect(rowIds(flat)).toEqual(expect.arrayContaining(["1101", "3101"]));
  });

  it("create a child (errors echoed, the backend's code rule), edit with the code fixed, the children rule, delete", async () => {
    const browser = await signedIn();
    const form = await html(browser, `${REGIONS}?dialog=create&id=11`);
    expect(form).toContain("上级地区：北京市");
    expect(form).toMatch(/name="parentCode"[^>]*value="11"|value="11"[^>]*name="parentCode"/);

    const bad = await post(browser, `${REGIONS}?dialog=create&id=11`, [["intent", "create"], ["parentCode", "11"], ["code", "11ab"], ["name", "赌博区"], ["remark", "保留的备注"]]);
    expect(bad.status).toBe(400);
    const errors = await bad.text();
    expect(errors).toContain("地区编号为 2-12 位数字");
    expect(errors).toContain("请勿包含关键字");
    expect(errors).toContain("保留的备注");

    const prefix = await post(browser, `${REGIONS}?dialog=create&id=11`, [["intent", "create"], ["parentCode", "11"], ["code", "129999"], ["name", "错位区"]]);
    expect(prefix.status).toBe(400);
    expect(await prefix.text()).toContain("地区编号必须以上级地区编号开头");

    const code = `11${String(Date.now() % 1_000_000).padStart(6, "0")}`;
    const created = await post(browser, `${REGIONS}?open=11&dialog=create&id=11`, [["intent", "create"], ["parentCode", "11"], ["code", code], ["name", "测试区"], ["sort", "9"]]);
    expect(created.status).toBe(302);
    expect(location(created)).toBe(`${REGIONS}?open=11`);
    const listed = await html(browser, location(created));
    expect(listed).toMatch(FLASH);
    expect(rowIds(listed)).toContain(code);

    const fixed = await post(browser, `${REGIONS}?dialog=edit&id=${code}`, [["intent", "update"], ["id", code], ["code", `${code}1`], ["name", "改名区"]]);
    expect(fixed.status).toBe(400);
    expect(await fixed.text()).toContain("地区编号不能修改");
    const updated = await post(browser, `${REGIONS}?dialog=edit&id=${code}`, [["intent", "update"], ["id", code], ["code", code], ["name", "改名区"], ["remark", "备注"]]);
    expect(updated.status).toBe(302);
    expect(await html(browser, `${REGIONS}?code=${code}`)).toContain("改名区");

    const parent = await post(browser, `${REGIONS}?dialog=delete&id=11`, [["intent", "delete"], ["id", "11"]]);
    expect(parent.status).toBe(400);
    expect(await parent.text()).toContain("请先删除子节点!");

    const removed = await post(browser, `${REGIONS}?dialog=delete&id=${code}`, [["intent", "delete"], ["id", code]]);
    expect(removed.status).toBe(302);
    expect(rowIds(await html(browser, `${REGIONS}?code=${code}`))).toEqual([]);
  });

  it("is not the operator's: the page is outside their menu and a forged write gets 403", async () => {
    const operator = await signedIn("operator", "operator123");
    const response = await operator.get(REGIONS);
    expect(response.status).toBe(302);
    expect(location(response)).toBe("/403");
    const forged = await post(operator, REGIONS, [["intent", "delete"], ["id", "11"]]);
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain("您没有该操作的权限（region_delete）");
  });
});

describe("机构主题", () => {
  it("shows the saved design; validates; saves with 操作成功; takes a logo file without JavaScript", async () => {
    const browser = await signedIn();
    const before = await sandboxDb().prepare("SELECT web_theme, title, left_logo FROM blade_dept_design WHERE tenant_id = '000001'").first<{ web_theme: string; title: string; left_logo: string }>();
    const page = await html(browser, DESIGN);
    expect(page).toContain("机构主题");
    expect(page).toContain(`value="${before!.title}"`);
    expect(page).toMatch(/<option value="theme-fhb" selected="">/);

    const bad = await post(browser, DESIGN, [["intent", "update"], ["webTheme", "theme-pink"], ["title", ""], ["leftLogo", before!.left_logo]]);
    expect(bad.status).toBe(400);
    const errors = await bad.text();
    expect(errors).toContain("请选择有效的选项");
    expect(errors).toContain("此项为必填项");

    try {
      const form = new FormData();
      form.append("intent", "update");
      form.append("webTheme", "theme-ocean");
      form.append("title", "端到端主题");
      form.append("leftLogo", before!.left_logo);
      const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1]);
      form.append("leftLogo$file", new File([png], "logo.png", { type: "image/png" }));
      const saved = await post(browser, DESIGN, form);
      expect(saved.status).toBe(302);
      expect(location(saved)).toBe(DESIGN);
      const after = await html(browser, DESIGN);
      expect(after).toMatch(FLASH);
      expect(after).toContain('value="端到端主题"');
      const row = await sandboxDb().prepare("SELECT web_theme, left_logo FROM blade_dept_design WHERE tenant_id = '000001'").first<{ web_theme: string; left_logo: string }>();
      expect(row?.web_theme).toBe("theme-ocean");
      expect(row?.left_logo).toMatch(/^\/sandbox\/files\/upload\/\d{8}\/\w+\.png$/);

      const form2 = new FormData();
      form2.append("intent", "update");
      form2.append("webTheme", "theme-ocean");
      form2.append("title", "端到端主题");
      form2.append("leftLogo$file", new File([new TextEncoder().encode("GIF89a")], "logo.gif", { type: "image/gif" }));
      const refused = await post(browser, DESIGN, form2);
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain("只能上传jpg、jpeg、png图片格式！");
    } finally {
      await sandboxDb().prepare("UPDATE blade_dept_design SET web_theme = ?, title = ?, left_logo = ? WHERE tenant_id = '000001'")
        .bind(before!.web_theme, before!.title, before!.left_logo)
        .run();
    }
  });

  it("is outside the operator's menu, and a forged save gets 403", async () => {
    const operator = await signedIn("operator", "operator123");
    const response = await operator.get(DESIGN);
    expect(response.status).toBe(302);
    expect(location(response)).toBe("/403");
    const forged = await post(operator, DESIGN, [["intent", "update"], ["webTheme", "theme-forest"], ["title", "伪造"]]);
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain("您没有该操作的权限（dept_design_edit）");
  });
});

describe("通用设置", () => {
  it("shows the tenant's settings; validates with the input kept; saves with 操作成功", async () => {
    const browser = await signedIn();
    const before = await sandboxDb().prepare("SELECT marketing_link, token_time, login_modes, auto_lock_minutes FROM blade_common_setting WHERE tenant_id = '000001'")
      .first<{ marketing_link: string | null; token_time: number; login_modes: string; auto_lock_minutes: number }>();
    const page = await html(browser, SETTINGS);
    expect(page).toContain("通用设置");
    expect(page).toMatch(/name="tokenTime"[^>]*value="3000"/);
    expect(page).toMatch(/checked="" value="password"/);

    const bad = await post(browser, SETTINGS, [["intent", "update"], ["marketingLink", "javascript:alert(1)"], ["tokenTime", "10"], ["loginModes", "phone"], ["autoLockMinutes", "999"]]);
    expect(bad.status).toBe(400);
    const errors = await bad.text();
    expect(errors).toContain("营销链接必须是 http(s) 地址或站内路径");
    expect(errors).toContain("请输入 300-86400 之间的整数");
    expect(errors).toContain("账号密码登录必须保留");
    expect(errors).toContain("请输入 0-240 之间的整数");
    expect(errors).toMatch(/name="tokenTime"[^>]*value="10"/);
    expect(errors).toMatch(/checked="" value="phone"/);
    expect(errors).not.toMatch(/checked="" value="password"/);

    try {
      const saved = await post(browser, SETTINGS, [
        ["intent", "update"], ["marketingLink", "https://marketing.example/landing"], ["tokenTime", "1800"], ["loginModes", "password"], ["loginModes", "social"],
        ["autoLockMinutes", "0"],
      ]);
      expect(saved.status).toBe(302);
      expect(location(saved)).toBe(SETTINGS);
      expect(await html(browser, SETTINGS)).toMatch(FLASH);
      const row = await sandboxDb().prepare("SELECT marketing_link, token_time, login_modes, auto_lock_minutes FROM blade_common_setting WHERE tenant_id = '000001'").first();
      expect(row).toEqual({ marketing_link: "https://marketing.example/landing", token_time: 1800, login_modes: "password,social", auto_lock_minutes: 0 });
      // An emptied link is cleared.
      const cleared = await post(browser, SETTINGS, [["intent", "update"], ["marketingLink", ""], ["tokenTime", "1800"], ["loginModes", "password"], ["autoLockMinutes", "5"]]);
      expect(cleared.status).toBe(302);
      expect((await sandboxDb().prepare("SELECT marketing_link FROM blade_common_setting WHERE tenant_id = '000001'").first())?.marketing_link).toBeNull();
    } finally {
      await sandboxDb().prepare("UPDATE blade_common_setting SET marketing_link = ?, token_time = ?, login_modes = ?, auto_lock_minutes = ? WHERE tenant_id = '000001'")
        .bind(before!.marketing_link, before!.token_time, before!.login_modes, before!.auto_lock_minutes)
        .run();
    }
  });

  it("refuses roles that are not administrator: the page goes to /403, a forged post gets 403", async () => {
    const operator = await signedIn("operator", "operator123");
    const page = await operator.get(SETTINGS);
    expect(page.status).toBe(302);
    expect(location(page)).toBe("/403");
    const forged = await post(operator, SETTINGS, [["intent", "update"], ["tokenTime", "600"], ["loginModes", "password"], ["autoLockMinutes", "1"]]);
    expect(forged.status).toBe(403);
  });
});
