/**
 * 用户管理's data scope in the sandbox, as the platform's backend enforces it (ADR 009): the
 * role-limited operator (运营部, 运营专员) sees and manages only users of 运营部's subtree whose
 * roles are 运营专员 or below it, whatever a caller sends.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { SEED } from "../../../workers/sandbox/core/seed";
import { ORG_SEED } from "../../../workers/sandbox/services/org/seed";
import { SCOPE_SEED } from "../../../workers/sandbox/services/user/seed-data-scope";
import { authed, body, sandboxEnv, signIn } from "../helpers";

const USER = "/api/cloud-user";
const REFUSED = { code: 403, success: false, data: {}, msg: "无权操作该用户" };
type R<T = unknown> = { code: number; success: boolean; data: T; msg: string };
type Page = { records: { id: string; account: string; deptId: string; roleId: string }[]; total: number };

/** user40: a 超级管理员 outside 运营部. */
const USER40 = `${ORG_SEED.user01.slice(0, -2)}40`;

async function operatorToken(): Promise<string> {
  return (await signIn("operator", "operator123")).access_token;
}

async function send<T = unknown>(token: string, method: string, path: string, json?: unknown): Promise<R<T>> {
  const headers: Record<string, string> = json === undefined ? {} : { "Content-Type": "application/json" };
  return body<R<T>>(
    await authed(path, token, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) }),
  );
}

async function phoneOf(id: string): Promise<string | null> {
  return sandboxEnv.DB.prepare("SELECT phone FROM blade_user WHERE id = ?").bind(id).first<string>("phone");
}

describe("用户管理 data scope (sandbox)", () => {
  // The first request migrates and seeds the database.
  beforeAll(operatorToken);

  it("seeds user40 as a 超级管理员 outside 运营部, and ops06 as one inside it", async () => {
    const row = await sandboxEnv.DB.prepare("SELECT account, role_id, dept_id FROM blade_user WHERE id = ?")
      .bind(USER40)
      .first<Record<string, string>>();
    expect(row).toMatchObject({ account: "user40", role_id: SEED.roleAdmin1 });
    expect(row!.dept_id).not.toBe(SEED.deptOps1);
    const ops06 = await sandboxEnv.DB.prepare("SELECT role_id, dept_id FROM blade_user WHERE account = 'ops06'").first<
      Record<string, string>
    >();
    expect(ops06).toEqual({ role_id: SEED.roleAdmin1, dept_id: SEED.deptOps1 });
  });

  it("lists only users of the operator's department subtree; the administrator sees all", async () => {
    const token = await operatorToken();
    const page = (await send<Page>(token, "GET", `${USER}/page?size=100`)).data;
    const scope = new Set([SEED.deptOps1, SCOPE_SEED.deptMerchantService, SCOPE_SEED.deptOpsSupport]);
    expect(page.records.map((u) => u.account).sort()).toEqual([
      "operator",
      "ops01",
      "ops02",
      "ops03",
      "ops04",
      "ops05",
      "ops06",
    ]);
    expect(page.records.every((u) => scope.has(u.deptId))).toBe(true);
    expect(page.total).toBe(7);
    const admin = (await signIn("admin", "admin")).access_token;
    expect((await send<Page>(admin, "GET", `${USER}/page?size=1`)).data.total).toBeGreaterThan(40);
  });

  it("refuses to change the phone of a super-administrator outside the scope (the takeover)", async () => {
    const token = await operatorToken();
    const before = await phoneOf(USER40);
    expect(await send(token, "POST", `${USER}/update`, { id: USER40, phone: "13700009999" })).toEqual(REFUSED);
    expect(await send(token, "POST", `${USER}/submit`, { id: USER40, phone: "13700009999" })).toEqual(REFUSED);
    expect(await phoneOf(USER40)).toBe(before);
    expect(await send(token, "GET", `${USER}/detail?id=${USER40}`)).toEqual(REFUSED);
  });

  it("refuses a user inside the department subtree who holds a role the operator lacks", async () => {
    const token = await operatorToken();
    const ops06 = SCOPE_SEED.ops(6);
    const before = await phoneOf(ops06);
    expect(await send(token, "POST", `${USER}/update`, { id: ops06, phone: "13700008888" })).toEqual(REFUSED);
    expect(await phoneOf(ops06)).toBe(before);
    expect(await send(token, "POST", `${USER}/reset-password?userIds=${ops06}`)).toEqual(REFUSED);
    expect(await send(token, "POST", `${USER}/remove?ids=${ops06}`)).toEqual(REFUSED);
    // One foreign row refuses the whole batch.
    expect(await send(token, "POST", `${USER}/remove?ids=${SCOPE_SEED.ops(5)},${ops06}`)).toEqual(REFUSED);
    expect(
      await sandboxEnv.DB.prepare("SELECT is_deleted FROM blade_user WHERE id = ?")
        .bind(SCOPE_SEED.ops(5))
        .first<number>("is_deleted"),
    ).toBe(0);
  });

  it("manages users of the subtree with the operator's role or one below it", async () => {
    const token = await operatorToken();
    for (const n of [3, 4]) {
      const phone = `1370000${String(n).padStart(4, "0")}`;
      expect((await send(token, "POST", `${USER}/update`, { id: SCOPE_SEED.ops(n), phone })).success).toBe(true);
      expect(await phoneOf(SCOPE_SEED.ops(n))).toBe(phone);
    }
  });

  it("refuses a change that would move a user out of the scope or grant a role the operator lacks", async () => {
    const token = await operatorToken();
    const ops05 = SCOPE_SEED.ops(5);
    expect(await send(token, "POST", `${USER}/update`, { id: ops05, deptId: ORG_SEED.deptTech })).toEqual(REFUSED);
    expect(await send(token, "POST", `${USER}/update`, { id: ops05, roleId: SEED.roleAdmin1 })).toEqual(REFUSED);
    const row = await sandboxEnv.DB.prepare("SELECT dept_id, role_id FROM blade_user WHERE id = ?")
      .bind(ops05)
      .first<Record<string, string>>();
    expect(row).toEqual({ dept_id: SCOPE_SEED.deptOpsSupport, role_id: SEED.roleOperator1 });
  });

  it("refuses to create a user outside the scope, with a foreign role, or with no department", async () => {
    const token = await operatorToken();
    const base = { realName: "范围测试", password: "123456", roleId: SEED.roleOperator1 };
    const account = (tag: string) => `scope${tag}${Date.now().toString(36)}`;
    expect(
      await send(token, "POST", `${USER}/submit`, { ...base, account: account("a"), deptId: ORG_SEED.deptTech }),
    ).toEqual(REFUSED);
    expect(
      await send(token, "POST", `${USER}/submit`, {
        ...base,
        account: account("b"),
        deptId: SEED.deptOps1,
        roleId: SEED.roleAdmin1,
      }),
    ).toEqual(REFUSED);
    expect(await send(token, "POST", `${USER}/submit`, { ...base, account: account("c") })).toEqual(REFUSED);
    const ok = await send(token, "POST", `${USER}/submit`, {
      ...base,
      account: account("d"),
      deptId: SCOPE_SEED.deptOpsSupport,
      roleId: SCOPE_SEED.roleOpsAssistant,
    });
    expect(ok.success).toBe(true);
  });
});
