/** cloud-channel: channels (list, changes, status, rates), the relationships, a department's settlement config; partners may not change them. */
import { describe, expect, it } from "vitest";
import { SEED } from "../../../workers/sandbox/core/seed";
import { PARTNER_OUT_OF_SCOPE } from "../../../workers/sandbox/core/partner-scope";
import { CHANNEL_EQUIP_SEED } from "../../../workers/sandbox/services/equip/seed";
import { authed, body, get, type Page, type R, signIn, signInWithCaptcha } from "../helpers";

const BASE = "/api/cloud-channel/channel";
type Rec = Record<string, unknown>;

async function post(path: string, token: string, json: unknown): Promise<R<Rec>> {
  return body<R<Rec>>(
    await authed(path, token, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(json),
    }),
  );
}

describe("channels", () => {
  it("pages, searches and filters the tenant's channels", async () => {
    const { access_token } = await signIn("admin", "admin");
    const all = await get<Page<Rec>>(`${BASE}/channelinfo/page?current=1&size=10`, access_token);
    expect(all.data.total).toBe(6);
    expect(all.data.records.map((r) => r.channelCode)).toEqual([
      "WXPAY",
      "ALIPAY",
      "CHINAUMS",
      "LAKALA",
      "SUIXINGFU",
      "CMBPAY",
    ]);
    expect(all.data.records[2]).toMatchObject({
      channelName: "银联商务",
      channelType: "21",
      channelMchNo: "898310058120001",
      wxRate: "0.23",
      status: 1,
    });
    const found = await get<Page<Rec>>(
      `${BASE}/channelinfo/page?channelName=${encodeURIComponent("拉卡")}`,
      access_token,
    );
    expect(found.data.records.map((r) => r.channelCode)).toEqual(["LAKALA"]);
    const off = await get<Page<Rec>>(`${BASE}/channelinfo/page?status=0`, access_token);
    expect(off.data.records.map((r) => r.channelCode)).toEqual(["CMBPAY"]);
    const other = await signInWithCaptcha("admin", "admin");
    expect((await get<Page<Rec>>(`${BASE}/channelinfo/page`, other.access_token)).data.total).toBe(0);
  });

  it("creates, updates, validates, disables and removes a channel; rates are 0–100 with at most 4 decimals", async () => {
    const { access_token } = await signIn("admin", "admin");
    expect(
      (await post(`${BASE}/channelinfo/submit`, access_token, { channelCode: "bad code", channelName: "x" })).msg,
    ).toMatch(/通道编码/);
    expect(
      (await post(`${BASE}/channelinfo/submit`, access_token, { channelCode: "WXPAY", channelName: "重复" })).msg,
    ).toBe("通道编码已存在");
    expect(
      (
        await post(`${BASE}/channelinfo/submit`, access_token, {
          channelCode: "TESTPAY",
          channelName: "测试",
          wxRate: "100.5",
        })
      ).msg,
    ).toMatch(/费率/);
    expect(
      (
        await post(`${BASE}/channelinfo/submit`, access_token, {
          channelCode: "TESTPAY",
          channelName: "测试",
          wxRate: "0.12345",
        })
      ).msg,
    ).toMatch(/费率/);
    expect(
      (
        await post(`${BASE}/channelinfo/submit`, access_token, {
          channelCode: "TESTPAY",
          channelName: "测试通道",
          channelMchNo: "12345",
          wxRate: "0.3800",
        })
      ).success,
    ).toBe(true);
    const row = (await get<Page<Rec>>(`${BASE}/channelinfo/page?channelCode=TESTPAY`, access_token)).data.records[0]!;
    expect(row).toMatchObject({ channelName: "测试通道", wxRate: "0.3800", aliRate: "0.00", status: 1 });
    expect(
      (
        await post(`${BASE}/channelinfo/submit`, access_token, {
          id: row.id,
          channelCode: "TESTPAY",
          channelName: "测试通道2",
        })
      ).success,
    ).toBe(true);
    expect(
      (
        await post(`${BASE}/channelinfo/updateRate`, access_token, {
          id: row.id,
          wxRate: "0.4",
          aliRate: "0.41",
          unionRate: "101",
        })
      ).msg,
    ).toMatch(/银联云闪付费率/);
    expect(
      (
        await post(`${BASE}/channelinfo/updateRate`, access_token, {
          id: row.id,
          wxRate: "0.4",
          aliRate: "0.41",
          unionRate: "0.5",
        })
      ).success,
    ).toBe(true);
    const status = await body<R<Rec>>(
      await authed(`${BASE}/channelinfo/updateStatus?id=${row.id}&status=0`, access_token, { method: "POST" }),
    );
    expect(status.success).toBe(true);
    expect((await get<Rec>(`${BASE}/channelinfo/detail?id=${row.id}`, access_token)).data).toMatchObject({
      channelName: "测试通道2",
      wxRate: "0.4",
      unionRate: "0.5",
      status: 0,
    });
    const removed = await body<R<Rec>>(
      await authed(`${BASE}/channelinfo/remove?ids=${row.id}`, access_token, { method: "POST" }),
    );
    expect(removed.success).toBe(true);
    // A channel a department settles through stays.
    const used = await body<R<Rec>>(
      await authed(`${BASE}/channelinfo/remove?ids=${CHANNEL_EQUIP_SEED.channel(1)}`, access_token, { method: "POST" }),
    );
    expect(used.msg).toMatch(/已被机构使用/);
  });

  it("answers the show-code and channel-code relationships", async () => {
    const { access_token } = await signIn("admin", "admin");
    const show = await get<Rec[]>(`${BASE}/channelinfo/getShowCodeRelationship`, access_token);
    const wx = show.data.find((s) => s.showCode === "WXPAY")!;
    expect((wx.channels as Rec[]).map((c) => c.channelCode)).toEqual(["WXPAY", "SUIXINGFU", "LAKALA", "CHINAUMS"]);
    expect((wx.payProducts as Rec[]).map((p) => p.payProduct)).toEqual(["1", "2", "3", "4"]);
    const codes = await get<Rec[]>(`${BASE}/channelinfo/getChannelCodeRelationship`, access_token);
    expect(codes.data.find((c) => c.channelCode === "ALIPAY")).toMatchObject({
      channelMchNo: "2088102177846001",
      channelMchType: 1,
    });
  });

  it("reads and saves a department's channel settlement config", async () => {
    const { access_token } = await signIn("admin", "admin");
    const list = await get<Rec[]>(
      `${BASE}/deptconfig/getDeptChannelSeetleConfigList?deptId=${SEED.deptOps1}`,
      access_token,
    );
    expect(list.data).toHaveLength(6);
    expect(list.data.every((c) => c.enabled === 0)).toBe(true);
    expect(
      (
        await post(`${BASE}/deptconfig/saveDeptChannelSeetleConfig`, access_token, {
          deptId: SEED.deptOps1,
          configs: [{ channelCode: "LAKALA", enabled: 1, settleType: "1" }],
        })
      ).msg,
    ).toMatch(/成本费率不能为空/);
    expect(
      (
        await post(`${BASE}/deptconfig/saveDeptChannelSeetleConfig`, access_token, {
          deptId: SEED.deptOps1,
          configs: [{ channelCode: "NOPE", enabled: 1 }],
        })
      ).msg,
    ).toMatch(/不存在/);
    expect(
      (
        await post(`${BASE}/deptconfig/saveDeptChannelSeetleConfig`, access_token, {
          deptId: SEED.deptOps1,
          configs: [{ channelCode: "LAKALA", enabled: 1, settleType: "1", costRate: "0.2250" }],
        })
      ).success,
    ).toBe(true);
    const saved = await get<Rec[]>(
      `${BASE}/deptconfig/getDeptChannelSeetleConfigList?deptId=${SEED.deptOps1}`,
      access_token,
    );
    expect(saved.data.find((c) => c.channelCode === "LAKALA")).toMatchObject({
      enabled: 1,
      settleType: "1",
      costRate: "0.2250",
    });
    expect(
      (await get<Rec[]>(`${BASE}/deptconfig/getDeptChannelSeetleConfigList?deptId=${SEED.deptHq2}`, access_token)).msg,
    ).toBe("机构不存在");
  });

  it("refuses every change to partner accounts", async () => {
    const { access_token } = await signIn("agent01", "123456");
    const refused = await post(`${BASE}/channelinfo/submit`, access_token, {
      channelCode: "AGENTPAY",
      channelName: "x",
    });
    expect(refused).toMatchObject({ code: 403, msg: PARTNER_OUT_OF_SCOPE });
    expect(
      (
        await post(`${BASE}/deptconfig/saveDeptChannelSeetleConfig`, access_token, {
          deptId: SEED.deptOps1,
          configs: [],
        })
      ).code,
    ).toBe(403);
  });
});
