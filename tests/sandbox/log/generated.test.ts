/**
 * seed_v6_export and services/log/generated.ts: tenant 000004's 接口日志 is a million generated
 * rows (10,000 a day, 2026-07-24 … 2026-10-31 GMT+8, newest first), paged, ranged and filtered
 * by arithmetic, never stored in D1; the other tenants' logs stay as seeded.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { seedId } from "../../../workers/sandbox/core/ids";
import { EXPORT_SEED } from "../../../workers/sandbox/services/user/seed-export";
import { authed, get, sandboxEnv, signIn, type TokenBody } from "../helpers";
import { admin, getPage, LOG, NONE, q, type Rec } from "../support/reference";

const LIST = `${LOG}/api/list`;
const MILLION = 1_000_000;

type Node = { code: string; children?: Node[] };
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

let signedIn: TokenBody;
let token: string;
beforeAll(async () => {
  signedIn = await signIn(EXPORT_SEED.account, EXPORT_SEED.password, EXPORT_SEED.tenant);
  token = signedIn.access_token;
});

const list = (params: Record<string, string | number> = {}) => getPage(`${LIST}?${q(params)}`, token);

/** Every row the params select, in pages of 5,000. */
async function all(params: Record<string, string | number>): Promise<Rec[]> {
  const first = await list({ ...params, size: 5000 });
  const rest = await Promise.all(
    Array.from({ length: first.pages - 1 }, (_, p) => list({ ...params, size: 5000, current: p + 2 })),
  );
  return [first, ...rest].flatMap((page) => page.records);
}

const day = (date: string) => ({ startTime: date, endTime: date });
const ids = (rows: Rec[]) => rows.map((r) => BigInt(r.id as string));

describe("the export tenant", () => {
  it("signs export01 in with no captcha, an administrator of 000004 with 接口日志 and its view button", async () => {
    expect(signedIn.tenant_id).toBe("000004");
    const buttons = flatten((await get<Node[]>("/api/cloud-system/menu/buttons", token)).data).map((b) => b.code);
    expect(buttons).toEqual(expect.arrayContaining(["log_api_view", "mcc_add"]));
    const routes = flatten((await get<Node[]>("/api/cloud-system/menu/routes", token)).data).map((r) => r.code);
    expect(routes).toEqual(expect.arrayContaining(["apiLog", "errorLog", "home"]));
  });
});

describe("the generated 接口日志", () => {
  it("lists a million rows, newest first, in the shape of the D1 api log", async () => {
    const first = await list();
    expect(first).toMatchObject({ total: MILLION, size: 10, current: 1, pages: 100_000 });
    const d1Page = await getPage(LIST, await admin());
    expect(Object.keys(first)).toEqual(Object.keys(d1Page));
    const d1 = d1Page.records[0]!;
    for (const row of first.records) {
      expect(Object.keys(row)).toEqual(Object.keys(d1));
      expect(Object.values(row).every((v) => typeof v === "string" && v !== "")).toBe(true);
      expect(row).toMatchObject({ tenantId: "000004", env: "prod", type: "1" });
      expect(row.id).toMatch(/^\d{19}$/);
      expect(row.time).toMatch(/^\d+$/);
      expect(row.title).toMatch(/^[\u4e00-\u9fa5A-Z]+$/);
    }
    expect(first.records[0]!.createTime).toMatch(/^2026-10-31 23:59:5\d$/);

    const big = (await list({ size: 5000, current: 3 })).records;
    expect(big).toHaveLength(5000);
    const times = big.map((r) => r.createTime as string);
    expect(times).toEqual([...times].sort().reverse());
    const idList = ids(big);
    expect(idList.every((id, i) => i === 0 || id < idList[i - 1]!)).toBe(true);
    for (const field of ["title", "serviceId", "requestUri", "remoteIp", "createBy", "userAgent", "params", "time"]) {
      expect(new Set(big.map((r) => r[field])).size, field).toBeGreaterThanOrEqual(4);
    }
    expect(new Set(big.map((r) => r.title)).size).toBeGreaterThanOrEqual(12);

    const last = await list({ size: 5000, current: 200 });
    expect(last).toMatchObject({ total: MILLION, size: 5000, current: 200, pages: 200 });
    expect(last.records).toHaveLength(5000);
    expect(last.records[4999]!.createTime).toMatch(/^2026-07-24 00:00:0\d$/);
    expect((await list({ size: 5000, current: 201 })).records).toEqual([]);
  });

  it("caps a page at 5,000 rows", async () => {
    const page = await list({ size: 20_000, current: 2 });
    expect(page).toMatchObject({ total: MILLION, size: 5000, current: 2, pages: 200 });
    expect(page.records).toEqual((await list({ size: 5000, current: 2 })).records);
  });

  it("startTime/endTime: a day is 10,000 rows, ten days 100,000; the bounds are exact", async () => {
    const oct1 = await all(day("2026-10-01"));
    expect(oct1).toHaveLength(10_000);
    expect(oct1[0]!.createTime).toMatch(/^2026-10-01 23:59:5\d$/);
    expect(oct1[9999]!.createTime).toMatch(/^2026-10-01 00:00:0\d$/);
    expect(oct1.every((r) => (r.createTime as string).startsWith("2026-10-01 "))).toBe(true);
    const timed = await list({ startTime: "2026-10-01 00:00:00", endTime: "2026-10-01 23:59:59", size: 1 });
    expect(timed).toMatchObject({ total: 10_000, pages: 10_000 });
    expect(timed.records[0]).toEqual(oct1[0]);

    // 2026-10-01 is 30 days back: rows 300,000 … 309,999 of the whole list, between 10-02 and 09-30.
    const around = [
      await list({ size: 5000, current: 60 }),
      await list({ size: 5000, current: 61 }),
      await list({ size: 5000, current: 62 }),
    ];
    expect(around[0]!.records[4999]!.createTime).toMatch(/^2026-10-02 00:00:0\d$/);
    expect(around[1]!.records).toEqual(oct1.slice(0, 5000));
    expect(around[2]!.records).toEqual(oct1.slice(5000));
    expect((await list({ size: 1, current: 310_001 })).records[0]!.createTime).toMatch(/^2026-09-30 23:59:5\d$/);

    expect((await list({ startTime: "2026-10-01", endTime: "2026-10-10" })).total).toBe(100_000);
    expect((await list({ startTime: "2026-07-24", endTime: "2026-10-31" })).total).toBe(MILLION);
    expect((await list({ startTime: "2026-10-31" })).total).toBe(10_000);
    expect((await list({ endTime: "2026-07-24" })).total).toBe(10_000);
    for (const empty of [day("2026-07-23"), day("2026-11-01"), { startTime: "2026-10-02", endTime: "2026-10-01" }]) {
      expect(await list(empty), JSON.stringify(empty)).toMatchObject({ total: 0, records: [], pages: 0 });
    }
    expect((await list({ startTime: "not a date" })).total).toBe(MILLION);

    // Second-level bounds in the middle of a day: exactly the rows between them.
    const [start, end] = [oct1[3210]!.createTime as string, oct1[1234]!.createTime as string];
    const inside = oct1.filter((r) => (r.createTime as string) >= start && (r.createTime as string) <= end);
    const range = await list({ startTime: start, endTime: end, size: 5000 });
    expect(range.total).toBe(inside.length);
    expect(range.records).toEqual(inside);
  });

  it("pages agree whatever their size, with and without filters", async () => {
    const big = (await list({ size: 5000, current: 2 })).records;
    // size 7, page 1234: rows 8,631 … 8,637.
    expect((await list({ size: 7, current: 1234 })).records).toEqual(big.slice(3631, 3638));
    const filter = { title: "交易退款", startTime: "2026-09-01", endTime: "2026-09-30" };
    const wide = (await list({ ...filter, size: 50, current: 3 })).records;
    expect(wide).toHaveLength(50);
    expect((await list({ ...filter, size: 3, current: 35 })).records).toEqual(wide.slice(2, 5));
  });

  it("honours the D1 path's filters: exactly the matching rows, counted right", async () => {
    const oct1 = await all(day("2026-10-01"));
    const like = (value: unknown, part: string) => (value as string).toLowerCase().includes(part.toLowerCase());
    const filters: [Record<string, string>, (r: Rec) => boolean][] = [
      [{ serviceId: "cloud-order" }, (r) => r.serviceId === "cloud-order"],
      [{ requestUri: "MRCINFO" }, (r) => like(r.requestUri, "mrcinfo")],
      [{ title: "退款" }, (r) => like(r.title, "退款")],
      [{ method: "POST" }, (r) => r.method === "POST"],
      [{ remoteIp: oct1[0]!.remoteIp as string }, (r) => r.remoteIp === oct1[0]!.remoteIp],
      [{ createBy: "export01" }, (r) => r.createBy === "export01"],
      [
        { serviceId: "cloud-merchant", method: "GET", createBy: " export01 " },
        (r) => r.serviceId === "cloud-merchant" && r.method === "GET" && r.createBy === "export01",
      ],
      [
        { title: "查询", remoteIp: oct1[1]!.remoteIp as string },
        (r) => like(r.title, "查询") && r.remoteIp === oct1[1]!.remoteIp,
      ],
    ];
    for (const [params, keep] of filters) {
      const expected = oct1.filter(keep);
      expect(expected.length, JSON.stringify(params)).toBeGreaterThan(0);
      expect(expected.length, JSON.stringify(params)).toBeLessThan(10_000);
      const got = await all({ ...params, ...day("2026-10-01") });
      expect(got.length, JSON.stringify(params)).toBe(expected.length);
      expect(got, JSON.stringify(params)).toEqual(expected);
    }
    const nothing: Record<string, string>[] = [
      { serviceId: "cloud-sys" },
      { serviceId: "CLOUD-ORDER" },
      { requestUri: "%" },
      { title: "_" },
      { type: "2" },
    ];
    for (const none of nothing) {
      expect((await list(none)).total, JSON.stringify(none)).toBe(0);
    }
    expect((await list({ type: "1", title: "" })).total).toBe(MILLION);
    // Every row has one service: the services' totals add up to the whole list.
    const services = [...new Set(oct1.map((r) => r.serviceId as string))];
    const totals = await Promise.all(services.map(async (serviceId) => (await list({ serviceId })).total));
    expect(totals.reduce((a, b) => a + b, 0)).toBe(MILLION);
  });

  it("serves a row's detail by its id; other ids, and other tenants, get none", async () => {
    const rows = (await list({ size: 5000, current: 150 })).records;
    for (const row of [rows[0]!, rows[2718]!])
      expect((await get(`${LOG}/api/detail?id=${row.id as string}`, token)).data).toEqual(row);
    const oldest = (await list({ size: 1, current: MILLION })).records[0]!;
    expect((await get(`${LOG}/api/detail?id=${oldest.id as string}`, token)).data).toEqual(oldest);
    for (const id of [String(BigInt(rows[0]!.id as string) + 1n), "nope", "1", seedId(55, 1)]) {
      expect(await get(`${LOG}/api/detail?id=${id}`, token), id).toEqual(NONE);
    }
    expect(await get(`${LOG}/api/detail?id=${rows[0]!.id as string}`, await admin())).toEqual(NONE);
  });

  it("answers the same request with the same bytes", async () => {
    const path = `${LIST}?${q({ size: 5000, current: 7, title: "查询" })}`;
    const response = await authed(path, token);
    expect(response.headers.get("content-type")).toBe("application/json;charset=UTF-8");
    const [a, b] = [await response.text(), await (await authed(path, token)).text()];
    expect(a.length).toBeGreaterThan(1_000_000);
    expect(a).toBe(b);
  });

  it("joins consecutive 5,000-row pages up: ids fall across every page boundary", async () => {
    let previous: bigint | null = null;
    for (let current = 1; current <= 20; current++) {
      const page = ids((await list({ size: 5000, current })).records);
      expect(page).toHaveLength(5000);
      if (previous !== null) expect(page[0]! < previous).toBe(true);
      previous = page[4999]!;
    }
  });

  it("fields: sparse records of the asked fields, in the record's order, the same values as whole ones", async () => {
    const params = { size: 5000, current: 4, title: "订单" };
    const whole = await list(params);
    const asked = ["title", "createTime", "params", "id", "userAgent", "nonsense"];
    const sparse = await list({ ...params, fields: asked.join(",") });
    expect(sparse).toMatchObject({ total: whole.total, size: 5000, current: 4, pages: whole.pages });
    expect(sparse.records).toHaveLength(whole.records.length);
    const order = Object.keys(whole.records[0]!).filter((key) => asked.includes(key));
    expect(order).toEqual(["id", "userAgent", "params", "createTime", "title"]);
    sparse.records.forEach((record, i) => {
      expect(Object.keys(record)).toEqual(order);
      expect(record).toEqual(Object.fromEntries(order.map((key) => [key, whole.records[i]![key]])));
    });
    // Only fixed fields: a record of the runs alone; none known: empty records.
    const fixed = await list({ size: 3, fields: "serviceId,method" });
    expect(fixed.records.map((r) => Object.keys(r))).toEqual([0, 1, 2].map(() => ["serviceId", "method"]));
    expect((await list({ size: 2, fields: "nonsense" })).records).toEqual([{}, {}]);
  });

  it("stores nothing: D1 holds no log of 000004, the other tenants' logs are as seeded", async () => {
    await list({ size: 5000 });
    const count = async (sql: string) => (await sandboxEnv.DB.prepare(sql).first<number>("n")) ?? 0;
    for (const table of ["blade_log_api", "blade_log_error", "blade_log_usual"]) {
      expect(await count(`SELECT COUNT(*) AS n FROM ${table} WHERE tenant_id = '000004'`), table).toBe(0);
    }
    expect(await count("SELECT COUNT(*) AS n FROM blade_log_api")).toBe(64 + 4);
    expect((await list({ size: 5000 })).records[0]!.id).not.toBe(seedId(55, 1));
    for (const kind of ["error", "usual"]) expect((await getPage(`${LOG}/${kind}/list`, token)).total, kind).toBe(0);
    const d1 = await getPage(LIST, await admin());
    expect(d1).toMatchObject({ total: 64 });
    expect(d1.records[0]).toMatchObject({ id: seedId(55, 1), tenantId: "000001", createTime: "2026-01-05 09:00:00" });
  });
});
