import { describe, expect, it } from "vitest";
import { seedId } from "../../../workers/sandbox/core/ids";
import { call, get, signInWithCaptcha } from "../helpers";
import { admin, getPage, LOG, NONE, q, type Rec, SYS } from "../support/reference";

describe("logs", () => {
  const COMMON = [
    "id",
    "tenantId",
    "serviceId",
    "serverIp",
    "serverHost",
    "env",
    "remoteIp",
    "userAgent",
    "requestUri",
    "method",
    "methodClass",
    "methodName",
    "params",
    "time",
    "createBy",
    "createTime",
  ];

  it("api/list: 64 rows of 000001, newest first, in the api shape; detail", async () => {
    const token = await admin();
    const first = await getPage(`${LOG}/api/list`, token);
    expect(first).toMatchObject({ total: 64, size: 10, current: 1, pages: 7 });
    const row = first.records[0]!;
    expect(Object.keys(row)).toEqual([...COMMON, "type", "title"]);
    expect(row).toMatchObject({ id: seedId(55, 1), tenantId: "000001", createTime: "2026-01-05 09:00:00", type: "1" });
    expect(row.time).toMatch(/^\d+$/);
    expect(row.methodClass).toMatch(/^com\.cloud\.[a-z]+\.[a-z.]+\.[A-Za-z]+$/);
    const all = (await getPage(`${LOG}/api/list?size=100`, token)).records;
    const times = all.map((l) => l.createTime as string);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(all.map((l) => l.serviceId)).size).toBeGreaterThanOrEqual(5);
    const d = await get(`${LOG}/api/detail?id=${all[5]!.id as string}`, token);
    expect(d.data).toEqual(all[5]);
    expect(await get(`${LOG}/api/detail?id=${seedId(56, 1)}`, token)).toEqual(NONE);
  });

  it("api/list fields: sparse records of the asked fields, as a gateway's list pages through readPage", async () => {
    const token = await admin();
    const whole = (await getPage(`${LOG}/api/list?size=20`, token)).records;
    const sparse = await getPage(`${LOG}/api/list?size=20&fields=createTime,title,id,unknown`, token);
    expect(sparse).toMatchObject({ total: 64, size: 20, current: 1 });
    expect(sparse.records).toEqual(whole.map((r) => ({ id: r.id, createTime: r.createTime, title: r.title })));
    expect(Object.keys(sparse.records[0]!)).toEqual(["id", "createTime", "title"]);
  });

  it("api/list filters: serviceId, requestUri and title (LIKE), remoteIp, startTime/endTime", async () => {
    const token = await admin();
    const all = (await getPage(`${LOG}/api/list?size=100`, token)).records;
    const count = (pred: (l: Rec) => boolean) => all.filter(pred).length;
    const system = await getPage(`${LOG}/api/list?serviceId=cloud-system&size=100`, token);
    expect(system.total).toBe(count((l) => l.serviceId === "cloud-system"));
    expect(system.total).toBeGreaterThan(0);
    expect(system.records.every((l) => l.serviceId === "cloud-system")).toBe(true);
    expect((await getPage(`${LOG}/api/list?serviceId=cloud-sys`, token)).total).toBe(0);
    const mcc = await getPage(`${LOG}/api/list?requestUri=mcc&size=100`, token);
    expect(mcc.total).toBe(count((l) => (l.requestUri as string).includes("mcc")));
    expect(mcc.total).toBeGreaterThan(0);
    const title = await getPage(`${LOG}/api/list?${q({ title: "代理商", size: 100 })}`, token);
    expect(title.total).toBe(count((l) => (l.title as string).includes("代理商")));
    expect(title.total).toBeGreaterThan(0);
    const ip = all[0]!.remoteIp as string;
    expect((await getPage(`${LOG}/api/list?remoteIp=${ip}&size=100`, token)).total).toBe(
      count((l) => l.remoteIp === ip),
    );
    const [start, end] = [all[30]!.createTime as string, all[10]!.createTime as string];
    const range = await getPage(`${LOG}/api/list?${q({ startTime: start, endTime: end, size: 100 })}`, token);
    expect(range.total).toBe(21);
    expect(range.records[0]!.createTime).toBe(end);
    expect(range.records[20]!.createTime).toBe(start);
    expect((await getPage(`${LOG}/api/list?${q({ startTime: start })}`, token)).total).toBe(31);
    expect((await getPage(`${LOG}/api/list?${q({ endTime: end })}`, token)).total).toBe(54);
    expect(
      (await getPage(`${LOG}/api/list?${q({ startTime: "2026-01-05", endTime: "2026-01-05" })}`, token)).total,
    ).toBe(count((l) => (l.createTime as string).startsWith("2026-01-05")));
    expect((await getPage(`${LOG}/api/list?${q({ startTime: "not a date" })}`, token)).total).toBe(64);
  });

  it("error/list: 32 rows with stack traces; usual/list: 32 rows with levels; filters and detail", async () => {
    const token = await admin();
    const errors = await getPage(`${LOG}/error/list?size=50`, token);
    expect(errors.total).toBe(32);
    const e = errors.records[0]!;
    expect(Object.keys(e)).toEqual([...COMMON, "stackTrace", "exceptionName", "message", "fileName", "lineNumber"]);
    expect(typeof e.lineNumber).toBe("number");
    for (const r of errors.records) {
      expect((r.stackTrace as string).startsWith(`${r.exceptionName as string}: `)).toBe(true);
      expect(r.stackTrace as string).toContain("\n\tat ");
      expect(r.fileName).toMatch(/\.java$/);
    }
    const npe = await getPage(`${LOG}/error/list?serviceId=cloud-agent&size=50`, token);
    expect(npe.records.every((r) => r.serviceId === "cloud-agent")).toBe(true);
    expect(npe.total).toBe(errors.records.filter((r) => r.serviceId === "cloud-agent").length);
    expect((await get(`${LOG}/error/detail?id=${e.id as string}`, token)).data).toEqual(e);

    const usual = await getPage(`${LOG}/usual/list?size=50`, token);
    expect(usual.total).toBe(32);
    expect(Object.keys(usual.records[0]!)).toEqual([...COMMON, "logLevel", "logId", "logData"]);
    expect(new Set(usual.records.map((u) => u.logLevel))).toEqual(new Set(["INFO", "WARN", "ERROR", "DEBUG"]));
    const warn = await getPage(`${LOG}/usual/list?logLevel=warn&size=50`, token);
    expect(warn.total).toBe(usual.records.filter((u) => u.logLevel === "WARN").length);
    expect(warn.records.every((u) => u.logLevel === "WARN")).toBe(true);
    // Scheduled jobs have no request: null-to-empty strings.
    const job = usual.records.find((u) => u.requestUri === "")!;
    expect(job).toMatchObject({ remoteIp: "", userAgent: "", method: "", createBy: "system" });
    const times = usual.records.map((u) => u.createTime as string);
    expect(times).toEqual([...times].sort().reverse());
    expect(await get(`${LOG}/usual/detail?id=nope`, token)).toEqual(NONE);
  });

  it("is tenant-scoped", async () => {
    const two = (await signInWithCaptcha("admin", "admin", "000002")).access_token;
    for (const [kind, total] of [
      ["api", 4],
      ["error", 3],
      ["usual", 3],
    ] as const) {
      const p = await getPage(`${LOG}/${kind}/list`, two);
      expect(p.total, kind).toBe(total);
      expect(p.records.every((l) => l.tenantId === "000002")).toBe(true);
    }
    expect(await get(`${LOG}/api/detail?id=${seedId(55, 1)}`, two)).toEqual(NONE);
    expect(await get(`${LOG}/error/detail?id=${seedId(56, 1)}`, two)).toEqual(NONE);
    expect(await get(`${LOG}/usual/detail?id=${seedId(57, 1)}`, two)).toEqual(NONE);
  });

  it("needs a token", async () => {
    const response = await call(`${LOG}/api/list`);
    expect(response.status).toBe(401);
    expect((await call(`${SYS}/mcc/list`)).status).toBe(401);
  });
});
