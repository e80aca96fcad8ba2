/**
 * cloud-agent bankActManage (银行活动, ADR 023): the page with its filters and the status from the
 * period, the discount rules checked in the backend's words, an ended activity's period kept,
 * removal refused while running, the button codes per action, tenant isolation; and qryList (the
 * activity search-select) answering the same rows in its own shape.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { beijingDay } from "../../../workers/sandbox/services/activity/period";
import { authed, body, get, type Page, type R, sandboxEnv, signIn, signInWithCaptcha } from "../helpers";

const API = "/api/cloud-agent/bankActManage";
type BankAct = {
  id: string;
  actNo: string;
  actTitle: string;
  bankId: string;
  bankName: string;
  startDate: string;
  endDate: string;
  discountType: number;
  threshold: string;
  reduce: string;
  discountRate: string;
  cardType: number;
  dailyCap: string;
  status: number;
  actDesc: string;
};

const post = async <T = unknown>(path: string, token: string, payload?: unknown): Promise<R<T>> =>
  body<R<T>>(
    await authed(path, token, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    }),
  );
const page = async (token: string, params: Record<string, string> = {}) =>
  (await get<Page<BankAct>>(`${API}/page?${new URLSearchParams({ size: "50", ...params })}`, token)).data;

let admin: string;
let admin2: string;
let agent: string;
let bankId: string;
let bankName: string;
beforeAll(async () => {
  admin = (await signInWithCaptcha("admin", "admin", "000001")).access_token;
  admin2 = (await signInWithCaptcha("admin", "admin")).access_token;
  agent = (await signIn("agent01", "123456")).access_token;
  const bank = (await sandboxEnv.DB.prepare(
    "SELECT id, bank_name FROM blade_bank_info WHERE bank_name LIKE '招商银行%' AND is_deleted = 0 ORDER BY id",
  ).first<{ id: string; bank_name: string }>())!;
  bankId = bank.id;
  bankName = bank.bank_name;
}, 60_000);

const valid = (overrides: Record<string, unknown> = {}) => ({
  actTitle: "测试银行活动",
  bankId,
  startDate: beijingDay(1),
  endDate: beijingDay(30),
  discountType: 1,
  threshold: "100",
  reduce: "10.50",
  discountRate: "",
  cardType: 2,
  dailyCap: "5000",
  actDesc: "",
  ...overrides,
});

describe("银行活动 page", () => {
  it("pages the tenant's bank activities with their rules and a status from the period", async () => {
    const all = await page(admin);
    expect(all.total).toBeGreaterThanOrEqual(15);
    expect(new Set(all.records.map((r) => r.status))).toEqual(new Set([0, 1, 2]));
    for (const r of all.records) {
      expect(r.status).toBe(r.startDate > beijingDay(0) ? 0 : r.endDate < beijingDay(0) ? 2 : 1);
      if (r.discountType === 1) expect(Number(r.reduce)).toBeLessThan(Number(r.threshold));
      else expect(r.discountRate).toMatch(/^[1-9](\.\d)?$/);
    }
    expect((await page(admin, { status: "1" })).records.every((r) => r.status === 1)).toBe(true);
    expect((await page(admin, { actTitle: "信用卡" })).records.every((r) => r.actTitle.includes("信用卡"))).toBe(true);
    expect((await page(admin, { bankName: "招商" })).records.every((r) => r.bankName.startsWith("招商银行"))).toBe(
      true,
    );
    expect((await page(admin2)).records.every((r) => !all.records.some((a) => a.id === r.id))).toBe(true);
    expect((await body<R<unknown>>(await authed(`${API}/page`, agent))).msg).toBe("无权操作");
  });

  it("keeps qryList's shape, its status the same as the page's", async () => {
    const search = (await get<Page<Record<string, unknown>>>(`${API}/qryList?size=50`, admin)).data;
    expect(Object.keys(search.records[0]!).sort()).toEqual([
      "actTitle",
      "bankName",
      "endTime",
      "id",
      "startTime",
      "status",
    ]);
    const statuses = new Map((await page(admin)).records.map((r) => [r.id, r.status]));
    for (const r of search.records) expect(r.status).toBe(statuses.get(String(r.id)));
    const running = (await get<Page<Record<string, unknown>>>(`${API}/qryList?size=50&status=1`, admin)).data;
    expect(running.records.length).toBeGreaterThan(0);
    expect(running.records.every((r) => r.status === 1)).toBe(true);
  });
});

describe("银行活动 submit", () => {
  it("refuses bad rules in the backend's words", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ actTitle: "" }, "活动名称不能为空"],
      [{ bankId: "" }, "请选择银行"],
      [{ bankId: "999" }, "银行不存在"],
      [{ startDate: beijingDay(5), endDate: beijingDay(2) }, "结束日期不能早于开始日期"],
      [{ threshold: "" }, "请输入满减门槛"],
      [{ reduce: "100" }, "减免金额须小于满减门槛"],
      [{ reduce: "1.234" }, "减免金额须大于0，最多2位小数"],
      [{ discountType: 2, discountRate: "10" }, "折扣须在1至9.9折之间，最多1位小数"],
      [{ cardType: 7 }, "请选择卡类型"],
      [{ dailyCap: "-1" }, "单日优惠上限须大于0，最多2位小数"],
    ];
    for (const [overrides, msg] of cases)
      expect(await post(`${API}/submit`, admin, valid(overrides)), msg).toMatchObject({ code: 400, msg });
  });

  it("creates a 折扣 activity, edits it, refuses removing it while it runs", async () => {
    const saved = await post<{ id: string }>(
      `${API}/submit`,
      admin,
      valid({
        actTitle: "测试折扣活动",
        discountType: 2,
        discountRate: "9.5",
        threshold: "",
        startDate: beijingDay(2),
      }),
    );
    expect(saved).toMatchObject({ code: 200 });
    const id = saved.data.id;
    const detail = (await get<BankAct>(`${API}/detail?id=${id}`, admin)).data;
    expect(detail).toMatchObject({
      actTitle: "测试折扣活动",
      bankName,
      discountType: 2,
      discountRate: "9.5",
      threshold: "",
      reduce: "",
      cardType: 2,
      dailyCap: "5000.00",
      status: 0,
    });
    expect(detail.actNo).toMatch(/^ACT\d{13}$/);
    expect(await post(`${API}/submit`, admin, valid({ id, startDate: beijingDay(0) }))).toMatchObject({ code: 200 });
    expect((await get<BankAct>(`${API}/detail?id=${id}`, admin)).data).toMatchObject({
      discountType: 1,
      threshold: "100.00",
      reduce: "10.50",
      status: 1,
    });
    expect(await post(`${API}/remove?ids=${id}`, admin)).toMatchObject({ code: 400, msg: "进行中的银行活动不能删除" });
    expect(await post(`${API}/submit`, agent, valid({ id }))).toMatchObject({ msg: "无权操作" });
    expect(await post(`${API}/remove?ids=${id}`, agent)).toMatchObject({ msg: "无权操作" });
    expect(await get(`${API}/detail?id=${id}`, admin2)).toMatchObject({ code: 400, msg: "银行活动不存在" });
  });

  it("keeps an ended activity's period and removes it", async () => {
    const ended = (await page(admin, { status: "2" })).records[0]!;
    const moved = await post(
      `${API}/submit`,
      admin,
      valid({ id: ended.id, startDate: beijingDay(1), endDate: beijingDay(3) }),
    );
    expect(moved).toMatchObject({ code: 400, msg: "活动已结束，不能修改活动时间" });
    expect(await post(`${API}/remove?ids=${ended.id}`, admin)).toMatchObject({ code: 200 });
    expect(await get(`${API}/detail?id=${ended.id}`, admin)).toMatchObject({ msg: "银行活动不存在" });
  });
});
