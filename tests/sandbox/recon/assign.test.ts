/**
 * cloud-recon reconError/assign (指派, issue 34): the seeded button and assignees; 指派 of open
 * differences to a user who may handle them, the list's assigneeId filter answering them with the
 * assignee's name, the history keeping it; refused without recon_error_assign (the operator, the
 * partners), for a handled difference (nothing written, the other ids asked untouched), and for
 * bad ids or users (never a 5xx).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { SEED } from "../../../workers/sandbox/core/seed";
import { seedId } from "../../../workers/sandbox/core/ids";
import { ROLES } from "../../../workers/sandbox/services/role/seed";
import { ASSIGN_BUTTON, SEEDED_ASSIGNED, SEEDED_ASSIGNEES } from "../../../workers/sandbox/services/recon/assign-seed";
import { authed, call, get, type Page, postJson, sandboxEnv, signIn } from "../helpers";
import { MONEY_SEED_TIMEOUT_MS, warmMoney } from "../warm-money";

beforeAll(warmMoney, MONEY_SEED_TIMEOUT_MS);

const ERROR = "/api/cloud-recon/reconError";
const QA3 = seedId(15, 5);
const QA4 = seedId(15, 6);
const tokens = { admin: "", operator: "", agent01: "", mer01: "" };
const db = () => sandboxEnv.DB;

type Diff = { id: string; state: number; assigneeId: string; assigneeName: string };

const assign = (token: string, payload: Record<string, unknown>) => postJson(`${ERROR}/assign`, token, payload);

/** Open differences the seed assigned to nobody, oldest first, each test its own. */
let open: string[] = [];

const assigneeOf = (id: string) =>
  db().prepare("SELECT assignee_id FROM cloud_recon_error WHERE id = ?").bind(id).first<string | null>("assignee_id");

beforeAll(async () => {
  await call("/api/cloud-auth/oauth/captcha");
  tokens.admin = (await signIn("admin", "admin")).access_token;
  tokens.operator = (await signIn("operator", "operator123")).access_token;
  tokens.agent01 = (await signIn("agent01", "123456")).access_token;
  tokens.mer01 = (await signIn("mer01", "123456")).access_token;
  const { results } = await db()
    .prepare(
      "SELECT id FROM cloud_recon_error WHERE tenant_id = '000001' AND state = 0 AND assignee_id IS NULL ORDER BY id LIMIT 10",
    )
    .all<{ id: string }>();
  open = results.map((r) => r.id);
  expect(open.length).toBe(10);
}, 120_000);

describe("seeded 指派", () => {
  it("grants recon_error_assign to the roles holding recon_error_edit only, and assigns nine open differences to admin, qa2, qa3", async () => {
    const holders = await db()
      .prepare("SELECT role_id FROM blade_role_menu WHERE menu_id = ? ORDER BY role_id")
      .bind(ASSIGN_BUTTON.id)
      .all<{ role_id: string }>();
    const roles = holders.results.map((r) => r.role_id);
    expect(roles).toContain(SEED.roleAdmin1);
    expect(roles).toContain(ROLES.financeManager);
    expect(roles).not.toContain(SEED.roleOperator1);
    const { results } = await db()
      .prepare(
        "SELECT assignee_id, COUNT(*) AS n FROM cloud_recon_error WHERE assignee_id IS NOT NULL GROUP BY assignee_id",
      )
      .all<{ assignee_id: string; n: number }>();
    expect(Object.fromEntries(results.map((r) => [r.assignee_id, r.n]))).toEqual(
      Object.fromEntries(SEEDED_ASSIGNEES.map((u) => [u, SEEDED_ASSIGNED / 3])),
    );
    const admins = (await get<Page<Diff>>(`${ERROR}/list?assigneeId=${SEED.userAdmin1}&state=0`, tokens.admin)).data;
    expect(admins.total).toBeGreaterThanOrEqual(3);
    for (const d of admins.records) expect([d.assigneeId, d.assigneeName]).toEqual([SEED.userAdmin1, "管理员"]);
  });
});

describe("reconError/assign", () => {
  it("assigns open differences to qa3: the list's assigneeId filter answers them with the name, the detail and the history too", async () => {
    const [a, b] = open;
    const done = await assign(tokens.admin, { ids: `${a},${b}`, userId: QA3 });
    expect([done.code, done.success]).toEqual([200, true]);
    const mine = (await get<Page<Diff>>(`${ERROR}/list?assigneeId=${QA3}&size=200`, tokens.admin)).data;
    const ids = mine.records.map((d) => d.id);
    expect(ids).toContain(a);
    expect(ids).toContain(b);
    for (const d of mine.records) expect([d.assigneeId, d.assigneeName]).toEqual([QA3, "测试账号3"]);
    const detail = (await get<Diff>(`${ERROR}/detail?id=${a}`, tokens.admin)).data;
    expect([detail.assigneeId, detail.assigneeName]).toEqual([QA3, "测试账号3"]);
    const history = (
      await get<{ result: string; remark: string; after: string }[]>(`${ERROR}/history?id=${a}`, tokens.admin)
    ).data;
    expect(history.map((h) => [h.result, h.remark])).toEqual([["assign", "指派给测试账号3"]]);
    expect(JSON.parse(history[0]!.after)).toEqual({ assigneeName: "测试账号3" });
    // Another assignee's filter does not answer them; an unassigned one answers nobody's filter.
    const others = (await get<Page<Diff>>(`${ERROR}/list?assigneeId=${QA4}&size=200`, tokens.admin)).data;
    expect(others.records.map((d) => d.id)).not.toContain(a);
    // 指派 again moves it, the history keeps who had it before.
    expect((await assign(tokens.admin, { ids: a!, userId: SEED.userAdmin1 })).success).toBe(true);
    expect(await assigneeOf(a!)).toBe(SEED.userAdmin1);
    const again = (await get<{ before: string }[]>(`${ERROR}/history?id=${a}`, tokens.admin)).data;
    expect(JSON.parse(again[1]!.before)).toEqual({ assigneeName: "测试账号3" });
  });

  it("is refused without recon_error_assign (the operator) and to partners (agent01, mer01); nothing is written", async () => {
    const id = open[2]!;
    for (const token of [tokens.operator, tokens.agent01, tokens.mer01]) {
      const refused = await assign(token, { ids: id, userId: QA3 });
      expect([refused.code, refused.msg]).toEqual([403, "无权操作"]);
    }
    expect(await assigneeOf(id)).toBeNull();
  });

  it("refuses a handled difference, and writes none of the ids asked with it", async () => {
    const [handled, other] = [open[3]!, open[4]!];
    const done = await postJson(`${ERROR}/handle`, tokens.admin, { id: handled, result: "ignore", remark: "先处理" });
    expect(done.success).toBe(true);
    const refused = await assign(tokens.admin, { ids: `${other},${handled}`, userId: QA3 });
    expect([refused.code, refused.msg]).toEqual([400, "该差错已处理"]);
    expect(await assigneeOf(other)).toBeNull();
    expect(await assigneeOf(handled)).toBeNull();
  });

  it("answers bad ids and users with a clear 400, never a 5xx", async () => {
    const id = open[5]!;
    const cases: [Record<string, unknown>, string][] = [
      [{ ids: "", userId: QA3 }, "请选择要指派的差错（最多100条）"],
      [{ ids: "abc", userId: QA3 }, "请选择要指派的差错（最多100条）"],
      [
        { ids: Array.from({ length: 101 }, (_, i) => String(1000 + i)).join(","), userId: QA3 },
        "请选择要指派的差错（最多100条）",
      ],
      [{ ids: "999999999", userId: QA3 }, "差错不存在"],
      [{ ids: id, userId: "" }, "请选择指派给谁"],
      [{ ids: id, userId: "qa3'; --" }, "请选择指派给谁"],
      [{ ids: id, userId: "9999" }, "指派的用户不存在"],
      [{ ids: id, userId: SEED.userAdmin2 }, "指派的用户不存在"], // another tenant's
      [{ ids: id, userId: SEED.userOperator1 }, "该用户没有差错处理权限，不能指派"],
    ];
    for (const [payload, msg] of cases) {
      const answer = await assign(tokens.admin, payload);
      expect([answer.code, answer.msg], JSON.stringify(payload).slice(0, 80)).toEqual([400, msg]);
    }
    await db().prepare("UPDATE blade_user SET status = 0 WHERE id = ?").bind(QA4).run();
    try {
      const disabled = await assign(tokens.admin, { ids: id, userId: QA4 });
      expect(disabled.msg).toBe("该用户已停用或被锁定，不能指派");
    } finally {
      await db().prepare("UPDATE blade_user SET status = 1 WHERE id = ?").bind(QA4).run();
    }
    expect(await assigneeOf(id)).toBeNull();
    const unreadable = await authed(`${ERROR}/assign`, tokens.admin, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(unreadable.status).toBe(400);
    const badFilter = await get(`${ERROR}/list?assigneeId=abc`, tokens.admin);
    expect([badFilter.code, badFilter.msg]).toEqual([400, "请求参数不正确"]);
  });
});
