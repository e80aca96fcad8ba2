/** 业务员 (cloud_agent_business) and 招商推广人员 in the sandbox: scope by the salesperson's agent (ADR 016), validation, writes. */
import { describe, expect, it } from "vitest";
import { PARTNER_SEED } from "../../../workers/sandbox/services/agent/seed";
import { BUSINESS_SEED } from "../../../workers/sandbox/services/migration/seed";
import { authed, body, get, type Page, type R, sandboxEnv, signIn } from "../helpers";

const B = "/api/cloud-agent/business";
type Salesperson = {
  id: string;
  name: string;
  mobile: string;
  idCard: string;
  agentId: string;
  agentPath: string;
  status: number;
  agentCount?: number;
  merchantCount?: number;
  lastDevelopTime?: string;
};

const post = async <T = unknown>(path: string, token: string, json?: unknown): Promise<R<T>> =>
  body<R<T>>(
    await authed(
      path,
      token,
      json === undefined
        ? { method: "POST" }
        : { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(json) },
    ),
  );

/** A salesperson outside A000001's subtree (the seed's second first-level agent's). */
async function outsider(): Promise<string> {
  return (await sandboxEnv.DB.prepare(
    "SELECT b.id FROM cloud_agent_business b JOIN cloud_agent_info a ON a.id = b.agent_id WHERE b.tenant_id = '000001' AND b.is_deleted = 0 AND a.id <> ? AND (',' || a.ancestors || ',') NOT LIKE ? LIMIT 1",
  )
    .bind(PARTNER_SEED.agent01, `%,${PARTNER_SEED.agent01},%`)
    .first<string>("id"))!;
}

describe("agent salespersons", () => {
  it("pages the tenant's salespersons for an administrator, masked ID cards, with agent paths", async () => {
    const { access_token: token } = await signIn("admin", "admin");
    const page = await get<Page<Salesperson>>(`${B}/page?size=100`, token);
    expect(page.data.total).toBe(85);
    const first = page.data.records.find((r) => r.id === BUSINESS_SEED.firstSalesperson)!;
    expect(first.idCard).toMatch(/^\d{4}\*{10}[\dX]{4}$/);
    expect(first.agentPath).toBe(PARTNER_SEED.agent01);
  });

  it("shows agent01 only the salespersons of its subtree, agent02 fewer, mer01 none", async () => {
    const counts: Record<string, number> = {};
    for (const account of ["agent01", "agent02", "mer01"]) {
      const { access_token: token } = await signIn(account, "123456");
      const page = await get<Page<Salesperson>>(`${B}/page?size=200`, token);
      counts[account] = page.data.total;
      const scopeRoot = account === "agent01" ? PARTNER_SEED.agent01 : PARTNER_SEED.agent02;
      for (const row of page.data.records) expect(row.agentPath.split(",")).toContain(scopeRoot);
      const search = await get<Page<Salesperson>>(`${B}/getAgentBusinessByNameOrNo?size=200`, token);
      expect(search.data.total).toBe(page.data.total);
    }
    expect(counts.agent01).toBeGreaterThan(counts.agent02!);
    expect(counts.agent02).toBeGreaterThan(0);
    expect(counts.mer01).toBe(0);
  });

  it("refuses a forged id with 403 无权访问该数据 on detail, submit, status and remove", async () => {
    const { access_token: token } = await signIn("agent01", "123456");
    const id = await outsider();
    expect((await get(`${B}/detail?id=${id}`, token)).code).toBe(403);
    expect(
      await post(`${B}/submit`, token, { id, name: "张三", mobile: "13800000000", agentId: PARTNER_SEED.agent01 }),
    ).toMatchObject({ code: 403, msg: "无权访问该数据" });
    expect((await post(`${B}/status?ids=${id}&status=0`, token)).code).toBe(403);
    expect((await post(`${B}/remove?ids=${id}`, token)).code).toBe(403);
    // Nor may a salesperson be created for an agent outside the subtree.
    const other = await sandboxEnv.DB.prepare("SELECT agent_id FROM cloud_agent_business WHERE id = ?")
      .bind(id)
      .first<string>("agent_id");
    expect((await post(`${B}/submit`, token, { name: "张三", mobile: "13800000000", agentId: other })).code).toBe(403);
  });

  it("validates a submit as spec §5 says for mobiles, and the ID card", async () => {
    const { access_token: token } = await signIn("admin", "admin");
    const base = { name: "周新", agentId: PARTNER_SEED.agent01 };
    expect((await post(`${B}/submit`, token, { ...base, mobile: "" })).msg).toBe("手机号码不能为空");
    expect((await post(`${B}/submit`, token, { ...base, mobile: "1380000" })).msg).toBe("手机号码长度不为11位");
    expect((await post(`${B}/submit`, token, { ...base, mobile: "0512-123456" })).msg).toBe("手机号码格式不正确");
    expect((await post(`${B}/submit`, token, { ...base, mobile: "13912345678", idCard: "12345" })).msg).toBe(
      "身份证号格式不正确",
    );
    expect((await post(`${B}/submit`, token, { ...base, name: "", mobile: "13912345678" })).msg).toBe(
      "业务员姓名不能为空",
    );
  });

  it("creates, edits (keeping the masked ID card), switches off and removes a salesperson within agent01's subtree", async () => {
    const { access_token: token } = await signIn("agent01", "123456");
    const created = await post(`${B}/submit`, token, {
      name: "钱多多",
      mobile: "13912340001",
      idCard: "32058319900101123X",
      agentId: PARTNER_SEED.agent02,
    });
    expect(created.success).toBe(true);
    const found = await get<Page<Salesperson>>(`${B}/page?name=${encodeURIComponent("钱多多")}`, token);
    const row = found.data.records[0]!;
    expect(row).toMatchObject({ mobile: "13912340001", idCard: "3205**********123X", agentId: PARTNER_SEED.agent02 });
    expect(
      (
        await post(`${B}/submit`, token, {
          id: row.id,
          name: "钱多",
          mobile: "13912340001",
          idCard: row.idCard,
          agentId: PARTNER_SEED.agent02,
        })
      ).success,
    ).toBe(true);
    expect(
      await sandboxEnv.DB.prepare("SELECT id_card FROM cloud_agent_business WHERE id = ?")
        .bind(row.id)
        .first<string>("id_card"),
    ).toBe("32058319900101123X");
    expect(
      (await post(`${B}/submit`, token, { name: "重复", mobile: "13912340001", agentId: PARTNER_SEED.agent01 })).msg,
    ).toBe("该手机号码已存在");
    expect((await post(`${B}/status?ids=${row.id}&status=0`, token)).success).toBe(true);
    expect((await get<Salesperson>(`${B}/detail?id=${row.id}`, token)).data.status).toBe(0);
    expect((await post(`${B}/remove?ids=${row.id}`, token)).success).toBe(true);
    expect((await get<Page<Salesperson>>(`${B}/page?name=${encodeURIComponent("钱多")}`, token)).data.total).toBe(0);
  });

  it("lists what each salesperson developed (业务列表), counts matching the rows that name them", async () => {
    const { access_token: token } = await signIn("admin", "admin");
    const page = await get<Page<Salesperson>>(`${B}/developPage?developed=1&size=200&descs=developCount`, token);
    expect(page.data.total).toBeGreaterThan(20);
    const top = page.data.records[0]!;
    const agents = await sandboxEnv.DB.prepare(
      "SELECT COUNT(*) AS n FROM cloud_agent_info WHERE business_id = ? AND is_deleted = 0",
    )
      .bind(top.id)
      .first<number>("n");
    const merchants = await sandboxEnv.DB.prepare(
      "SELECT COUNT(*) AS n FROM cloud_merchant_info WHERE business_id = ? AND is_deleted = 0",
    )
      .bind(top.id)
      .first<number>("n");
    expect([top.agentCount, top.merchantCount]).toEqual([agents, merchants]);
    expect(top.lastDevelopTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const { access_token: agent02 } = await signIn("agent02", "123456");
    const scoped = await get<Page<Salesperson>>(`${B}/developPage?size=200`, agent02);
    for (const row of scoped.data.records) expect(row.agentPath.split(",")).toContain(PARTNER_SEED.agent02);
  });
});

describe("invest promotion persons (招商推广人员)", () => {
  const U = "/api/cloud-user";
  it("pages, creates, edits and removes for platform staff; partner accounts see none and may change none", async () => {
    const { access_token: token } = await signIn("admin", "admin");
    const before = await get<Page<{ id: string }>>(`${U}/investPromotionPersonPage?size=100`, token);
    expect(before.data.total).toBe(25);
    expect((await post(`${U}/investPromotionPerson/submit`, token, { name: "推广甲", mobile: "1391234" })).msg).toBe(
      "手机号码长度不为11位",
    );
    expect(
      (await post(`${U}/investPromotionPerson/submit`, token, { name: "推广甲", mobile: "13912349999" })).success,
    ).toBe(true);
    const found = await get<Page<{ id: string; name: string }>>(
      `${U}/investPromotionPersonPage?name=${encodeURIComponent("推广甲")}`,
      token,
    );
    const id = found.data.records[0]!.id;
    expect(
      (await post(`${U}/investPromotionPerson/submit`, token, { id, name: "推广乙", mobile: "13912349999" })).success,
    ).toBe(true);
    expect((await get<{ name: string }>(`${U}/investPromotionPerson/detail?id=${id}`, token)).data.name).toBe("推广乙");
    const { access_token: agent } = await signIn("agent01", "123456");
    expect((await get<Page<unknown>>(`${U}/investPromotionPersonPage`, agent)).data.total).toBe(0);
    expect((await get(`${U}/investPromotionPerson/detail?id=${id}`, agent)).code).toBe(403);
    expect((await post(`${U}/investPromotionPerson/remove?ids=${id}`, agent)).code).toBe(403);
    expect((await post(`${U}/investPromotionPerson/remove?ids=${id}`, token)).success).toBe(true);
  });
});
