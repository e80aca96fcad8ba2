import { describe, expect, it } from "vitest";
import { md5Hex } from "../../../shared/md5";
import { sha1Hex } from "../../../workers/sandbox/core/crypto";
import { seedId } from "../../../workers/sandbox/core/ids";
import { SEED } from "../../../workers/sandbox/core/seed";
import { ORG_SEED } from "../../../workers/sandbox/services/org/seed";
import { SCOPE_SEED } from "../../../workers/sandbox/services/user/seed-data-scope";
import { authed, body, get, type Page, passwordLogin, sandboxEnv, signIn, signInWithCaptcha } from "../helpers";
import { admin1, DATE, EMPTY, failure, OK, post, raw, SYS, unique, type User, USER } from "../support/org";

describe("user management", () => {
  it("page: UserVOs without passwords, newest first, paged", async () => {
    const token = await admin1();
    const first = (await get<Page<User>>(`${USER}/page?current=1&size=10`, token)).data;
    expect(first).toMatchObject({ total: 55, size: 10, current: 1, pages: 6 });
    const top = first.records[0]!;
    expect(top).toMatchObject({
      account: "user40",
      tenantId: "000001",
      tenantName: "支付平台",
      phone: "13900000040",
      userTypeName: "WEB",
      roleName: "超级管理员",
      userExt: {},
    });
    expect(top.deptName).not.toBe("");
    expect(top.postName).not.toBe("");
    expect(["男", "女"]).toContain(top.sexName);
    expect(top.birthday).toMatch(DATE);
    const all = (await get<Page<User>>(`${USER}/page?size=100`, token)).data.records;
    expect(all).toHaveLength(55);
    expect(all.some((u) => "password" in u)).toBe(false);
    const times = all.map((u) => String(u.createTime));
    expect(times).toEqual([...times].sort().reverse());
    expect(all.filter((u) => /^user\d\d$/.test(u.account))).toHaveLength(40);
    expect(new Set(all.map((u) => u.realName)).size).toBeGreaterThan(40);
    const accounts = (await get<Page<User>>(`${USER}/page?size=100&ascs=account`, token)).data.records.map(
      (u) => u.account,
    );
    expect(accounts).toEqual([...accounts].sort());
    const names = (await get<Page<User>>(`${USER}/page?size=100&descs=realName`, token)).data.records.map(
      (u) => u.realName,
    );
    expect(names).toEqual([...names].sort().reverse());
  });

  it("page filters: account, realName, phone, deptId (with descendants), roleId", async () => {
    const token = await admin1();
    const page = async (query: string) => (await get<Page<User>>(`${USER}/page?size=100&${query}`, token)).data;
    expect((await page("account=user1")).records.map((u) => u.account).sort()).toEqual([
      "user10",
      "user11",
      "user12",
      "user13",
      "user14",
      "user15",
      "user16",
      "user17",
      "user18",
      "user19",
    ]);
    expect((await page(`realName=${encodeURIComponent("王伟")}`)).records.map((u) => u.account)).toEqual(["user01"]);
    expect((await page("phone=1390000003")).total).toBe(10);
    const ops = await page(`deptId=${SEED.deptOps1}`);
    expect(
      ops.records.every((u) =>
        [SEED.deptOps1, SCOPE_SEED.deptMerchantService, SCOPE_SEED.deptOpsSupport].includes(u.deptId),
      ),
    ).toBe(true);
    expect(ops.records.map((u) => u.account)).toContain("operator");

    const beijing = await page(`deptId=${ORG_SEED.deptBeijing}`);
    const { results } = await sandboxEnv.DB.prepare(
      "SELECT id FROM blade_dept WHERE tenant_id = '000001' AND is_deleted = 0 AND (id = ? OR (',' || ancestors || ',') LIKE ?)",
    )
      .bind(ORG_SEED.deptBeijing, `%,${ORG_SEED.deptBeijing},%`)
      .all<{ id: string }>();
    const ids = new Set(results.map((r) => r.id));
    expect(ids.size).toBe(7);
    expect(beijing.total).toBeGreaterThan(0);
    expect(beijing.records.every((u) => ids.has(u.deptId))).toBe(true);
    expect(beijing.records.every((u) => String(u.deptName).startsWith("北京"))).toBe(true);
    expect((await page(`deptId=${SEED.deptHq1}`)).total).toBe(55);
    expect((await page(`deptId=${ORG_SEED.deptFinance}`)).total).toBe(0);

    const admins = await page(`roleId=${SEED.roleAdmin1}`);
    expect(admins.total).toBe(5 + 8 + 1);
    expect(admins.records.every((u) => u.roleId === SEED.roleAdmin1)).toBe(true);
    expect((await page(`roleId=${SEED.roleOperator1}`)).total).toBe(1 + 32 + 3);
  });

  it("detail by id (own tenant only), else the caller; post/select", async () => {
    const { access_token, user_id } = await signIn("operator", "operator123");
    const user01 = (await get<User>(`${USER}/detail?id=${ORG_SEED.user01}`, await admin1())).data;
    expect(user01).toMatchObject({
      id: ORG_SEED.user01,
      account: "user01",
      realName: "王伟",
      phone: "13900000001",
      roleName: "运营专员",
    });
    expect(user01).not.toHaveProperty("password");
    expect((await get<User>(`${USER}/detail`, access_token)).data).toMatchObject({ id: user_id, account: "operator" });
    expect(await get(`${USER}/detail?id=${SEED.userAdmin2}`, access_token)).toEqual(EMPTY);
    // detailInfo and info stay as they were.
    expect(await get(`${USER}/detailInfo`, access_token)).toEqual(EMPTY);
    expect((await get<User>(`${USER}/info`, access_token)).data.id).toBe(user_id);

    const posts = (await get<Record<string, unknown>[]>(`${SYS}/post/select`, access_token)).data;
    expect(posts.map((p) => p.postName)).toEqual([
      "总经理",
      "运营专员",
      "部门经理",
      "财务专员",
      "技术工程师",
      "客服专员",
    ]);
    expect(posts[0]).toMatchObject({ id: seedId(13, 1), tenantId: "000001", postCode: "ceo", category: 1, sort: 1 });
  });

  it("submit creates (plain password stored as sha1(md5)), update keeps the password, validation messages", async () => {
    const token = await admin1();
    const account = `u${unique()}`;
    const create = {
      account,
      password: "Start#2026",
      realName: "新用户",
      name: "小新",
      phone: "13912345678",
      email: `${account}@pay.sandbox`,
      sex: 2,
      roleId: SEED.roleOperator1,
      deptId: `${ORG_SEED.deptBeijingGroup1},${SEED.deptOps1}`,
      postId: ORG_SEED.postManager1,
      code: "N001",
      birthday: "1995-06-18 00:00:00",
    };
    expect(await post(`${USER}/submit`, token, create)).toEqual(OK);
    const found = (await get<Page<User>>(`${USER}/page?account=${account}`, token)).data.records;
    expect(found).toHaveLength(1);
    const id = found[0]!.id;
    expect(id).toMatch(/^\d{19}$/);
    expect(found[0]).toMatchObject({
      realName: "新用户",
      name: "小新",
      sex: 2,
      sexName: "女",
      roleName: "运营专员",
      deptName: "北京渠道一组,运营部",
      postName: "部门经理",
      birthday: "1995-06-18 00:00:00",
      code: "N001",
      userType: 1,
      createUser: SEED.userAdmin1,
    });
    const stored = await sandboxEnv.DB.prepare("SELECT password FROM blade_user WHERE id = ?")
      .bind(id)
      .first<string>("password");
    expect(stored).toBe(await sha1Hex(md5Hex("Start#2026")));
    expect((await signIn(account, "Start#2026")).user_id).toBe(id);

    const cases: [Record<string, unknown>, string][] = [
      [{ ...create, account: "admin" }, "当前用户已存在!"],
      [{ ...create }, "当前用户已存在!"],
      [{ ...create, account: "" }, "账号不能为空"],
      [{ ...create, account: `${account}x`, password: "" }, "密码不能为空"],
      [{ ...create, account: `${account}x`, realName: " " }, "姓名不能为空"],
      [{ ...create, account: `${account}x`, phone: "1391234" }, "手机号码格式不正确"],
      [{ ...create, account: `${account}x`, email: "nope" }, "邮箱格式不正确"],
      [{ ...create, account: `${account}x`, sex: 3 }, "性别不正确"],
      [{ ...create, account: `${account}x`, roleId: SEED.roleAdmin2 }, "角色不存在"],
      [{ ...create, account: `${account}x`, deptId: `${SEED.deptOps1},${SEED.deptHq2}` }, "部门不存在"],
      [{ ...create, account: `${account}x`, postId: "1" }, "岗位不存在"],
      [{ ...create, account: `${account}x`, birthday: "1995-02-30 00:00:00" }, "生日格式不正确"],
    ];
    for (const [json, msg] of cases) expect(await post(`${USER}/submit`, token, json), msg).toEqual(failure(msg));
    expect((await get<Page<User>>(`${USER}/page?account=${account}x`, token)).data.total).toBe(0);

    // update: password untouched, absent fields kept, a VO echoed back (sex -1, birthday "") is accepted.
    expect(
      await post(`${USER}/update`, token, { id, realName: "新用户改", password: "ignored", deptId: ORG_SEED.deptTech }),
    ).toEqual(OK);
    const after = (await get<User>(`${USER}/detail?id=${id}`, token)).data;
    expect(after).toMatchObject({
      realName: "新用户改",
      deptName: "技术研发部",
      phone: "13912345678",
      roleId: SEED.roleOperator1,
    });
    expect(
      await sandboxEnv.DB.prepare("SELECT password FROM blade_user WHERE id = ?").bind(id).first<string>("password"),
    ).toBe(stored);
    expect(await post(`${USER}/update`, token, { ...after, sex: -1, birthday: "", password: undefined })).toEqual(OK);
    expect((await get<User>(`${USER}/detail?id=${id}`, token)).data).toMatchObject({
      sex: -1,
      birthday: "",
      sexName: "",
    });
    expect(await post(`${USER}/update`, token, { id, account: "operator" })).toEqual(failure("当前用户已存在!"));
    expect(await post(`${USER}/update`, token, { id, phone: "abc" })).toEqual(failure("手机号码格式不正确"));
    expect(await post(`${USER}/update`, token, { realName: "x" })).toEqual(failure("用户ID不能为空"));
    expect(await post(`${USER}/update`, token, { id: SEED.userAdmin2, realName: "x" })).toEqual(failure("用户不存在"));
    // submit with an id updates too.
    expect(await post(`${USER}/submit`, token, { id, email: "renamed@pay.sandbox" })).toEqual(OK);
    expect((await get<User>(`${USER}/detail?id=${id}`, token)).data.email).toBe("renamed@pay.sandbox");

    expect(await post(`${USER}/remove?ids=${id}`, token)).toEqual(OK);
  });

  it("remove: never the caller; soft delete; the account can be created again", async () => {
    const { access_token, user_id } = await signIn("qa1", "qa123456");
    const account = `r${unique()}`;
    expect(await post(`${USER}/submit`, access_token, { account, password: "abc12345", realName: "待删除" })).toEqual(
      OK,
    );
    const id = (await get<Page<User>>(`${USER}/page?account=${account}`, access_token)).data.records[0]!.id;
    expect(await post(`${USER}/remove?ids=${id},${user_id}`, access_token)).toEqual(failure("不能删除当前登录用户!"));
    expect((await get<User>(`${USER}/detail?id=${id}`, access_token)).data.id).toBe(id);
    const form = await authed(`${USER}/remove`, access_token, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `ids=${id}`,
    });
    expect(await body(form)).toEqual(OK);
    expect(await get(`${USER}/detail?id=${id}`, access_token)).toEqual(EMPTY);
    expect(
      await sandboxEnv.DB.prepare("SELECT is_deleted FROM blade_user WHERE id = ?")
        .bind(id)
        .first<number>("is_deleted"),
    ).toBe(1);
    expect(await body(await passwordLogin(account, "abc12345"))).toMatchObject({ success: false });
    expect(await raw("POST", `${USER}/remove`, access_token)).toEqual({
      status: 400,
      body: failure("缺少必要的请求参数: ids"),
    });
    // Another tenant's id is left alone.
    expect(await post(`${USER}/remove?ids=${ORG_SEED.user2First}`, access_token)).toEqual(OK);
    expect(
      await sandboxEnv.DB.prepare("SELECT is_deleted FROM blade_user WHERE id = ?")
        .bind(ORG_SEED.user2First)
        .first<number>("is_deleted"),
    ).toBe(0);
    // The account is free again.
    expect(await post(`${USER}/submit`, access_token, { account, password: "abc12345", realName: "再次创建" })).toEqual(
      OK,
    );
    const again = (await get<Page<User>>(`${USER}/page?account=${account}`, access_token)).data.records;
    expect(again.map((u) => u.realName)).toEqual(["再次创建"]);
    expect(await post(`${USER}/remove?ids=${again[0]!.id}`, access_token)).toEqual(OK);
  });

  it("reset-password sets 123456 (and lifts the login lock)", async () => {
    const token = await admin1();
    const account = `p${unique()}`;
    expect(
      await post(`${USER}/submit`, token, {
        account,
        password: "Secret99",
        realName: "重置密码",
        roleId: SEED.roleOperator1,
      }),
    ).toEqual(OK);
    const id = (await get<Page<User>>(`${USER}/page?account=${account}`, token)).data.records[0]!.id;
    for (let i = 0; i < 10; i++) await passwordLogin(account, "wrong"); // account.failCount (ADR 028)
    expect(await body(await passwordLogin(account, "Secret99"))).toMatchObject({ error_code: 2003 });
    expect(await post(`${USER}/reset-password?userIds=${id}`, token)).toEqual(OK);
    expect((await signIn(account, "123456")).user_id).toBe(id);
    expect(await body(await passwordLogin(account, "Secret99"))).toMatchObject({ success: false });
    expect(await raw("POST", `${USER}/reset-password`, token)).toEqual({
      status: 400,
      body: failure("缺少必要的请求参数: userIds"),
    });
    // Another tenant's users are untouched.
    const before = await sandboxEnv.DB.prepare("SELECT password FROM blade_user WHERE id = ?")
      .bind(SEED.userAdmin2)
      .first<string>("password");
    expect(await post(`${USER}/reset-password?userIds=${SEED.userAdmin2}`, token)).toEqual(OK);
    expect(
      await sandboxEnv.DB.prepare("SELECT password FROM blade_user WHERE id = ?")
        .bind(SEED.userAdmin2)
        .first<string>("password"),
    ).toBe(before);
    expect(await post(`${USER}/remove?ids=${id}`, token)).toEqual(OK);
  });

  it("tenant 000002: its own 4 users, posts and nothing of 000001", async () => {
    const { access_token } = await signInWithCaptcha("admin", "admin");
    const page = (await get<Page<User>>(`${USER}/page?size=50`, access_token)).data;
    expect(page.total).toBe(4);
    expect(page.records.map((u) => u.account).sort()).toEqual(["admin", "user01", "user02", "user03"]);
    expect(page.records.find((u) => u.account === "user01")).toMatchObject({
      id: ORG_SEED.user2First,
      realName: "陈晓明",
      deptName: "市场部",
      tenantName: "蓝海支付",
    });
    expect(await get(`${USER}/detail?id=${ORG_SEED.user01}`, access_token)).toEqual(EMPTY);
    expect((await get<Page<User>>(`${USER}/page?deptId=${ORG_SEED.deptBeijing}`, access_token)).data.total).toBe(0);
    expect(
      (await get<Record<string, unknown>[]>(`${SYS}/post/select`, access_token)).data.map((p) => p.postName),
    ).toEqual(["总经理", "运营专员"]);
    // user01 exists in both tenants: accounts are unique per tenant.
    expect(
      await post(`${USER}/submit`, access_token, { account: "user01", password: "x1234567", realName: "重复" }),
    ).toEqual(failure("当前用户已存在!"));
    expect(await post(`${USER}/update`, access_token, { id: ORG_SEED.user01, realName: "越权" })).toEqual(
      failure("用户不存在"),
    );
  });
});
