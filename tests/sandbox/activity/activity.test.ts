/**
 * cloud-marketing activity (营销活动, ADR 023): the seeded activities and their computed states,
 * filters (title, state, channel, a date range the period overlaps), validation in the backend's
 * words (period, channel, scope, budget), an ended activity's period kept, 启用/停用, removal
 * refused while running, tenant isolation and the button codes checked per action.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { seedId } from "../../../workers/sandbox/core/ids";
import { beijingDay } from "../../../workers/sandbox/services/activity/period";
import { PARTNER_SEED } from "../../../workers/sandbox/services/agent/seed";
import { authed, body, get, type Page, type R, sandboxEnv, signIn, signInWithCaptcha } from "../helpers";

const API = "/api/cloud-marketing/activity";
type Activity = {
  id: string;
  title: string;
  startDate: string;
  endDate: string;
  channelCode: string;
  channelName: string;
  scopeType: number;
  scopeIds: string;
  scopeNames: string;
  budget: string;
  used: string;
  enabled: number;
  state: number;
};

const post = async <T = unknown>(path: string, token: string, payload?: unknown): Promise<R<T>> =>
  body<R<T>>(
    await authed(path, token, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    }),
  );
const list = async (token: string, params: Record<string, string> = {}) =>
  (await get<Page<Activity>>(`${API}/list?${new URLSearchParams({ size: "50", ...params })}`, token)).data;

let admin: string;
let admin2: string;
let agent: string;
beforeAll(async () => {
  admin = (await signInWithCaptcha("admin", "admin", "000001")).access_token;
  admin2 = (await signInWithCaptcha("admin", "admin")).access_token;
  agent = (await signIn("agent01", "123456")).access_token;
}, 60_000);

const valid = (overrides: Record<string, unknown> = {}) => ({
  title: `测试活动${Math.random().toString(36).slice(2, 8)}`,
  startDate: beijingDay(1),
  endDate: beijingDay(10),
  channelCode: "WXPAY",
  scopeType: 0,
  scopeIds: "",
  budget: "1000.50",
  remark: "",
  ...overrides,
});

describe("营销活动 list", () => {
  it("answers the seeded activities of the caller's tenant with states from today's Beijing day", async () => {
    const page = await list(admin);
    const byTitle = new Map(page.records.map((a) => [a.title, a]));
    expect(byTitle.get("微信支付岁末立减")).toMatchObject({
      state: 1,
      channelName: "微信官方",
      budget: "50000.00",
      used: "12345.60",
      scopeType: 0,
    });
    expect(byTitle.get("银联商务周末优惠")).toMatchObject({ state: 2, scopeType: 1 });
    expect(byTitle.get("银联商务周末优惠")!.scopeNames).toMatch(/^A000001 .+，A000002 /);
    expect(byTitle.get("随行付新春收款有礼")).toMatchObject({ state: 0 });
    expect(byTitle.get("餐饮商户夜间消费补贴")).toMatchObject({ state: 3, enabled: 0 });
    expect(byTitle.has("蓝海支付会员日立减")).toBe(false);
    const other = await list(admin2);
    expect(other.records.map((a) => a.title)).toContain("蓝海支付会员日立减");
    expect(other.records.map((a) => a.title)).not.toContain("微信支付岁末立减");
  });

  it("filters by title, state, channel and a date range the period overlaps", async () => {
    expect((await list(admin, { title: "满减" })).records.map((a) => a.title)).toEqual(["支付宝扫码满减补贴"]);
    expect((await list(admin, { state: "2" })).records.every((a) => a.state === 2)).toBe(true);
    expect((await list(admin, { channelCode: "LAKALA" })).records.map((a) => a.title)).toEqual(["拉卡拉刷卡返现"]);
    const future = await list(admin, { startDate: beijingDay(50), endDate: beijingDay(55) });
    expect(future.records.map((a) => a.title)).toEqual(["小微商户开门红"]);
    expect(future.records.every((a) => a.startDate <= beijingDay(55) && a.endDate >= beijingDay(50))).toBe(true);
    expect(future.records.map((a) => a.title)).not.toContain("微信支付岁末立减");
  });

  it("refuses a reader without the menu", async () => {
    const refused = await authed(`${API}/list`, agent);
    expect((await body<R<unknown>>(refused)).msg).toBe("无权操作");
  });
});

describe("营销活动 submit", () => {
  it("refuses bad input in the backend's words and saves nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: "" }, "活动名称不能为空"],
      [{ endDate: beijingDay(0), startDate: beijingDay(3) }, "结束日期不能早于开始日期"],
      [{ startDate: beijingDay(-20), endDate: beijingDay(-2) }, "结束日期不能早于今天"],
      [{ startDate: "2026-02-30" }, "日期格式不正确"],
      [{ channelCode: "NOPE" }, "通道不存在"],
      [{ scopeType: 1, scopeIds: "" }, "请选择代理商"],
      [{ scopeType: 2, scopeIds: "123" }, "商户不存在或无权选择"],
      [{ budget: "0" }, "预算金额须大于0，最多2位小数"],
      [{ budget: "12.345" }, "预算金额须大于0，最多2位小数"],
    ];
    for (const [overrides, msg] of cases) {
      const answer = await post(`${API}/submit`, admin, valid({ title: "不应保存", ...overrides }));
      expect(answer, msg).toMatchObject({ code: 400, success: false, msg });
    }
    expect((await list(admin, { title: "不应保存" })).total).toBe(0);
  });

  it("creates, edits, switches and removes an activity; the budget is kept in fen", async () => {
    const saved = await post<{ id: string }>(
      `${API}/submit`,
      admin,
      valid({ title: "测试满减活动", scopeType: 2, scopeIds: [seedId(63, 5), seedId(63, 6)], budget: "0.10" }),
    );
    expect(saved).toMatchObject({ code: 200 });
    const id = saved.data.id;
    const detail = (await get<Activity>(`${API}/detail?id=${id}`, admin)).data;
    expect(detail).toMatchObject({
      title: "测试满减活动",
      budget: "0.10",
      used: "0.00",
      state: 0,
      scopeType: 2,
      scopeIds: `${seedId(63, 5)},${seedId(63, 6)}`,
    });
    expect(
      await post(`${API}/submit`, admin, valid({ id, title: "测试满减活动2", startDate: beijingDay(0) })),
    ).toMatchObject({ code: 200 });
    expect((await get<Activity>(`${API}/detail?id=${id}`, admin)).data).toMatchObject({
      title: "测试满减活动2",
      state: 1,
      scopeType: 0,
    });
    expect(await post(`${API}/remove?ids=${id}`, admin)).toMatchObject({
      code: 400,
      msg: "进行中的活动不能删除，请先停用",
    });
    expect(await post(`${API}/status`, admin, { id, enabled: 0 })).toMatchObject({ code: 200 });
    expect((await get<Activity>(`${API}/detail?id=${id}`, admin)).data).toMatchObject({ state: 3, enabled: 0 });
    expect(await post(`${API}/remove?ids=${id}`, admin)).toMatchObject({ code: 200 });
    expect(await get(`${API}/detail?id=${id}`, admin)).toMatchObject({ code: 400, msg: "活动不存在" });
  });

  it("keeps an ended activity's period; an ended one is not enabled again", async () => {
    const ended = (await list(admin, { title: "拉卡拉刷卡返现" })).records[0]!;
    const moved = await post(
      `${API}/submit`,
      admin,
      valid({
        id: ended.id,
        title: ended.title,
        startDate: beijingDay(1),
        endDate: beijingDay(5),
        channelCode: "LAKALA",
        budget: "10000",
      }),
    );
    expect(moved).toMatchObject({ code: 400, msg: "活动已结束，不能修改活动时间" });
    const budgetBelowUsed = await post(
      `${API}/submit`,
      admin,
      valid({ id: ended.id, title: ended.title, startDate: ended.startDate, endDate: ended.endDate, budget: "100" }),
    );
    expect(budgetBelowUsed).toMatchObject({ code: 400, msg: "预算金额不能低于已使用金额 10000.00 元" });
    expect(await post(`${API}/status`, admin, { id: ended.id, enabled: 1 })).toMatchObject({
      code: 400,
      msg: "活动已结束，不能启用",
    });
  });

  it("checks each action's button and the tenant", async () => {
    expect(await post(`${API}/submit`, agent, valid())).toMatchObject({ msg: "无权操作" });
    const first = (await list(admin)).records[0]!;
    expect(await post(`${API}/status`, agent, { id: first.id, enabled: 0 })).toMatchObject({ msg: "无权操作" });
    expect(await post(`${API}/remove?ids=${first.id}`, agent)).toMatchObject({ msg: "无权操作" });
    expect(await get(`${API}/detail?id=${first.id}`, admin2)).toMatchObject({ code: 400, msg: "活动不存在" });
    expect(await post(`${API}/status`, admin2, { id: first.id, enabled: 0 })).toMatchObject({
      code: 400,
      msg: "活动不存在",
    });
  });
});

describe("营销活动 in a partner's scope", () => {
  it("shows an agent operator holding the screen only activities wholly in its subtree; it cannot choose all merchants", async () => {
    const db = sandboxEnv.DB;
    const menus = (
      await db
        .prepare(
          "SELECT id FROM blade_menu WHERE code IN ('activity', 'activity_add', 'activity_edit') AND is_deleted = 0",
        )
        .all<{ id: string }>()
    ).results.map((m) => m.id);
    for (const menu of menus)
      await db
        .prepare("INSERT OR IGNORE INTO blade_role_menu (role_id, menu_id) VALUES (?, ?)")
        .bind(PARTNER_SEED.roleAgent, menu)
        .run();
    try {
      const own = await post<{ id: string }>(
        `${API}/submit`,
        agent,
        valid({ title: "代理商自有活动", scopeType: 1, scopeIds: [PARTNER_SEED.agent01] }),
      );
      expect(own).toMatchObject({ code: 200 });
      expect(await post(`${API}/submit`, agent, valid({ scopeType: 0 }))).toMatchObject({
        code: 400,
        msg: "无权选择全部商户",
      });
      expect(await post(`${API}/submit`, agent, valid({ scopeType: 1, scopeIds: [seedId(60, 2)] }))).toMatchObject({
        code: 400,
        msg: "代理商不存在或无权选择",
      });
      const seen = (await list(agent)).records.map((a) => a.title);
      expect(seen).toContain("代理商自有活动");
      expect(seen).not.toContain("微信支付岁末立减"); // all merchants
      expect(seen).not.toContain("银联商务周末优惠"); // A000001 and A000002
      expect(await get(`${API}/detail?id=${seedId(90, 1)}`, agent)).toMatchObject({ code: 400, msg: "活动不存在" });
      expect(
        await post(
          `${API}/submit`,
          agent,
          valid({ id: seedId(90, 3), scopeType: 1, scopeIds: [PARTNER_SEED.agent01] }),
        ),
      ).toMatchObject({ code: 400, msg: "活动不存在" });
      expect((await list(admin, { title: "代理商自有活动" })).total).toBe(1);
    } finally {
      for (const menu of menus)
        await db
          .prepare("DELETE FROM blade_role_menu WHERE role_id = ? AND menu_id = ?")
          .bind(PARTNER_SEED.roleAgent, menu)
          .run();
    }
  });
});
