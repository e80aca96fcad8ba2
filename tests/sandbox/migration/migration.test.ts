/** 代理商迁移 in the sandbox: records, the merchant page, trajectories, the .xlsx export and migrate, within the agent subtree (ADR 016). */
import { describe, expect, it } from "vitest";
import { PARTNER_SEED } from "../../../workers/sandbox/services/agent/seed";
import { XLSX_TYPE } from "../../../workers/sandbox/core/xlsx";
import { authed, body, get, type Page, type R, sandboxEnv, signIn } from "../helpers";
import { expectWellFormed, unzip } from "../../worker/kit/read-export";

const M = "/api/cloud-agent/migration";
type Merchant = {
  id: string;
  merchantNo: string;
  agentId: string;
  agentPath: string;
  previousAgentId: string;
  previousAgentName: string;
  migrationCount: number;
  lastMigrationTime: string;
};
type Move = {
  id: string;
  merchantId: string;
  fromAgentId: string;
  toAgentId: string;
  createTime: string;
  recordNo: string;
};
type Record = {
  id: string;
  recordNo: string;
  fromAgentId: string;
  toAgentId: string;
  agentPath: string;
  fromAgentPath: string;
  merchantCount: number;
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

/** A merchant outside A000001's subtree. */
async function outsideMerchant(): Promise<string> {
  return (await sandboxEnv.DB.prepare(
    "SELECT m.id FROM cloud_merchant_info m JOIN cloud_agent_info a ON a.id = m.agent_id WHERE m.tenant_id = '000001' AND (',' || a.ancestors || ',') NOT LIKE ? ORDER BY m.merchant_no LIMIT 1",
  )
    .bind(`%,${PARTNER_SEED.agent01},%`)
    .first<string>("id"))!;
}

describe("migration records and trajectories", () => {
  it("seeds 120 records in 000001 whose moves end at each merchant's current agent", async () => {
    const { access_token: token } = await signIn("admin", "admin");
    const records = await get<Page<Record>>(`${M}/userMigrationRecord?size=10`, token);
    expect(records.data.total).toBe(120);
    const moves = await sandboxEnv.DB.prepare(
      "SELECT COUNT(*) AS n FROM cloud_merchant_migration_trajectory WHERE tenant_id = '000001'",
    ).first<number>("n");
    expect(moves).toBeGreaterThan(150);
    const page = await get<Page<Merchant>>(`${M}/queryMerchantMigrationPage?migrated=1&size=100`, token);
    for (const merchant of page.data.records) {
      const list = await get<Move[]>(`${M}/queryMigrationTrajectoryDetailList?merchantId=${merchant.id}`, token);
      expect(list.data.length).toBe(merchant.migrationCount);
      expect(list.data.at(-1)!.toAgentId).toBe(merchant.agentId);
      expect(list.data.at(-1)!.fromAgentId).toBe(merchant.previousAgentId);
      for (let i = 1; i < list.data.length; i++) expect(list.data[i]!.fromAgentId).toBe(list.data[i - 1]!.toAgentId);
    }
  });

  it("shows agent01 only its subtree's merchants and records; mer01 only its merchant; a forged merchant id gets 403", async () => {
    const { access_token: agent01 } = await signIn("agent01", "123456");
    const { access_token: admin } = await signIn("admin", "admin");
    const mine = await get<Page<Merchant>>(`${M}/queryMerchantMigrationPage?size=100`, agent01);
    const all = await get<Page<Merchant>>(`${M}/queryMerchantMigrationPage?size=100`, admin);
    expect(mine.data.total).toBeGreaterThan(0);
    expect(mine.data.total).toBeLessThan(all.data.total);
    for (const m of mine.data.records) expect(m.agentPath.split(",")).toContain(PARTNER_SEED.agent01);
    const records = await get<Page<Record>>(`${M}/userMigrationRecord?size=200`, agent01);
    expect(records.data.total).toBeGreaterThan(0);
    expect(records.data.total).toBeLessThan(120);
    for (const r of records.data.records)
      expect([...r.agentPath.split(","), ...r.fromAgentPath.split(",")]).toContain(PARTNER_SEED.agent01);
    const forged = await outsideMerchant();
    expect(await get(`${M}/queryMigrationTrajectoryDetailList?merchantId=${forged}`, agent01)).toMatchObject({
      code: 403,
      msg: "无权访问该数据",
    });
    const exported = await authed(`${M}/exportMigrationTrajectory?merchantId=${forged}`, agent01, { method: "POST" });
    expect((await body<R<unknown>>(exported)).code).toBe(403);

    const { access_token: mer01 } = await signIn("mer01", "123456");
    const own = await get<Page<Merchant>>(`${M}/queryMerchantMigrationPage`, mer01);
    expect(own.data.records.map((m) => m.id)).toEqual([PARTNER_SEED.merchant01]);
    expect((await get<Page<Record>>(`${M}/userMigrationRecord`, mer01)).data.total).toBe(0);
  });

  it("exports the trajectories as an .xlsx the backend writes itself", async () => {
    const { access_token: token } = await signIn("agent01", "123456");
    const response = await authed(`${M}/exportMigrationTrajectory`, token, { method: "POST" });
    expect(response.headers.get("content-type")).toBe(XLSX_TYPE);
    expect(response.headers.get("content-disposition")).toContain(".xlsx");
    const parts = await unzip(await response.arrayBuffer());
    expectWellFormed(parts);
    const inflated = parts.get("xl/worksheets/sheet1.xml")!;
    expect(inflated).toContain("迁移单号");
    expect(inflated).toMatch(/MG\d{13}/);
  });

  it("migrates merchants within the subtree, recording a record and a trajectory; refuses outside targets, merchants and bad input", async () => {
    const { access_token: token } = await signIn("agent01", "123456");
    const page = await get<Page<Merchant>>(`${M}/queryMerchantMigrationPage?size=100&ascs=merchantNo`, token);
    const merchant = page.data.records.find(
      (m) => m.agentId !== PARTNER_SEED.agent02 && m.id !== PARTNER_SEED.merchant01,
    )!;
    expect((await post(`${M}/migrate`, token, { merchantIds: [], targetAgentId: PARTNER_SEED.agent02 })).msg).toBe(
      "请选择要迁移的商户",
    );
    expect((await post(`${M}/migrate`, token, { merchantIds: [merchant.id] })).msg).toBe("请选择目标代理商");
    const outsideAgent = await sandboxEnv.DB.prepare(
      "SELECT id FROM cloud_agent_info WHERE tenant_id = '000001' AND agent_level = 1 AND id <> ? AND agent_status = 1 LIMIT 1",
    )
      .bind(PARTNER_SEED.agent01)
      .first<string>("id");
    expect((await post(`${M}/migrate`, token, { merchantIds: [merchant.id], targetAgentId: outsideAgent })).code).toBe(
      403,
    );
    expect(
      (
        await post(`${M}/migrate`, token, {
          merchantIds: [await outsideMerchant()],
          targetAgentId: PARTNER_SEED.agent02,
        })
      ).code,
    ).toBe(403);
    const moved = await post<{ merchantCount: number }>(`${M}/migrate`, token, {
      merchantIds: [merchant.id],
      targetAgentId: PARTNER_SEED.agent02,
      remark: "测试迁移",
    });
    expect(moved).toMatchObject({ success: true, data: { merchantCount: 1 } });
    const list = await get<Move[]>(`${M}/queryMigrationTrajectoryDetailList?merchantId=${merchant.id}`, token);
    expect(list.data.at(-1)).toMatchObject({ fromAgentId: merchant.agentId, toAgentId: PARTNER_SEED.agent02 });
    const latest = await get<Page<Record>>(`${M}/userMigrationRecord?size=1`, token);
    expect(latest.data.records[0]).toMatchObject({
      fromAgentId: merchant.agentId,
      toAgentId: PARTNER_SEED.agent02,
      merchantCount: 1,
    });
    expect(
      (await post(`${M}/migrate`, token, { merchantIds: [merchant.id], targetAgentId: PARTNER_SEED.agent02 })).msg,
    ).toBe("商户已属于目标代理商");
  });
});
