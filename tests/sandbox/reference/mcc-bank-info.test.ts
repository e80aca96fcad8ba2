import { describe, expect, it } from "vitest";
import { seedId } from "../../../workers/sandbox/core/ids";
import { authed, body, get, sandboxEnv } from "../helpers";
import { admin, DATE, failed, getPage, NONE, OK, post, q, SYS, unique } from "../support/reference";

describe("MCC", () => {
  it("lists 175 seeded codes: 2 pages of 100, ordered by mccCode, in the record shape", async () => {
    const token = await admin();
    const first = await getPage(`${SYS}/mcc/list?current=1&size=100`, token);
    expect(first).toMatchObject({ total: 175, size: 100, current: 1, pages: 2 });
    expect(first.records).toHaveLength(100);
    const second = await getPage(`${SYS}/mcc/list?current=2&size=100`, token);
    expect(second.records).toHaveLength(75);
    const codes = [...first.records, ...second.records].map((m) => m.mccCode as string);
    expect(codes).toEqual([...codes].sort());
    expect(new Set(codes).size).toBe(175);
    expect(codes.every((c) => /^\d{4}$/.test(c))).toBe(true);
    const row = first.records[0]!;
    expect(Object.keys(row)).toEqual(["id", "mccCode", "name", "categoryName", "remark", "sort", "createTime"]);
    expect(row).toMatchObject({
      id: expect.stringMatching(/^\d{19}$/),
      sort: expect.any(Number),
      createTime: expect.stringMatching(DATE),
    });
    expect(await getPage(`${SYS}/mcc/list`, token)).toMatchObject({ size: 10, pages: 18, total: 175 });
    const byCode = Object.fromEntries(codes.map((c, i) => [c, [...first.records, ...second.records][i]!]));
    for (const [code, name] of [
      ["5411", "大型仓储式超级市场"],
      ["5812", "就餐场所和餐馆"],
      ["5814", "快餐店"],
      ["5311", "百货商店"],
      ["4111", "市内通勤旅客运输"],
      ["5541", "加油站"],
      ["7011", "住宿服务（酒店、宾馆）"],
      ["8062", "医院"],
      ["8211", "中小学校"],
    ]) {
      expect((byCode[code]!.name as string).startsWith(name.slice(0, 4)), code).toBe(true);
      expect(byCode[code]!.categoryName, code).not.toBe("");
    }
  });

  it("filters: name matches name or code (LIKE), mccCode exact; sorts by ascs/descs", async () => {
    const token = await admin();
    const eat = await getPage(`${SYS}/mcc/list?${q({ name: "餐", size: 100 })}`, token);
    expect(eat.total).toBeGreaterThanOrEqual(2);
    expect(eat.records.every((m) => (m.name as string).includes("餐") || (m.mccCode as string).includes("餐"))).toBe(
      true,
    );
    const byCode = await getPage(`${SYS}/mcc/list?${q({ name: "581", size: 100 })}`, token);
    expect(byCode.records.map((m) => m.mccCode)).toEqual(["5811", "5812", "5813", "5814"]);
    const exact = await getPage(`${SYS}/mcc/list?mccCode=5411`, token);
    expect(exact.total).toBe(1);
    expect(exact.records[0]).toMatchObject({
      mccCode: "5411",
      name: "大型仓储式超级市场",
      id: seedId(50, exact.records[0]!.sort as number),
    });
    expect((await getPage(`${SYS}/mcc/list?mccCode=541`, token)).total).toBe(0);
    expect((await getPage(`${SYS}/mcc/list?name=%25`, token)).total).toBe(0);

    const desc = await getPage(`${SYS}/mcc/list?descs=mccCode&size=3`, token);
    expect(desc.records.map((m) => m.mccCode)).toEqual(["9402", "9399", "9311"]);
    const bySort = await getPage(`${SYS}/mcc/list?descs=sort&size=2`, token);
    expect(bySort.records.map((m) => m.sort)).toEqual([175, 174]);
    const byName = (await getPage(`${SYS}/mcc/list?ascs=name&size=100`, token)).records.map((m) => m.name as string);
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const ignored = await getPage(`${SYS}/mcc/list?descs=bogus;drop&size=2`, token);
    expect(ignored.records.map((m) => m.mccCode)).toEqual(["0742", "0763"]);
  });

  it("detail by id; absent → R.data(null)", async () => {
    const token = await admin();
    const id = (await getPage(`${SYS}/mcc/list?mccCode=8062`, token)).records[0]!.id as string;
    const d = await get(`${SYS}/mcc/detail?id=${id}`, token);
    expect(d).toMatchObject({ code: 200, data: { id, mccCode: "8062", name: "医院", categoryName: "医疗保健" } });
    expect(await get(`${SYS}/mcc/detail?id=1`, token)).toEqual(NONE);
    expect(await get(`${SYS}/mcc/detail`, token)).toEqual(NONE);
  });

  it("submit inserts and updates, validates, rejects duplicate codes; remove deletes logically", async () => {
    const token = await admin();
    const code = "3" + unique().slice(-3);
    expect(
      await post(`${SYS}/mcc/submit`, token, {
        mccCode: code,
        name: "测试航空公司",
        categoryName: "交通运输",
        sort: 500,
      }),
    ).toEqual(OK);
    const created = (await getPage(`${SYS}/mcc/list?mccCode=${code}`, token)).records;
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      mccCode: code,
      name: "测试航空公司",
      categoryName: "交通运输",
      remark: "",
      sort: 500,
    });
    const id = created[0]!.id as string;
    expect(id).toMatch(/^\d{19}$/);
    expect((await getPage(`${SYS}/mcc/list`, token)).total).toBe(176);

    expect(await post(`${SYS}/mcc/submit`, token, { mccCode: code, name: "重复" })).toEqual(failed("MCC编码已存在!"));
    expect(await post(`${SYS}/mcc/submit`, token, { id, mccCode: "5411", name: "改成已有编码" })).toEqual(
      failed("MCC编码已存在!"),
    );
    expect(
      await post(`${SYS}/mcc/submit`, token, {
        id,
        mccCode: code,
        name: "测试航空公司（改）",
        remark: "备注",
        sort: "7",
      }),
    ).toEqual(OK);
    expect((await get(`${SYS}/mcc/detail?id=${id}`, token)).data).toMatchObject({
      name: "测试航空公司（改）",
      remark: "备注",
      sort: 7,
    });

    expect(await post(`${SYS}/mcc/submit`, token, { name: "无编码" })).toEqual(failed("MCC编码不能为空"));
    expect(await post(`${SYS}/mcc/submit`, token, { mccCode: "541", name: "三位" })).toEqual(
      failed("MCC编码必须为4位数字"),
    );
    expect(await post(`${SYS}/mcc/submit`, token, { mccCode: "54a1", name: "字母" })).toEqual(
      failed("MCC编码必须为4位数字"),
    );
    expect(await post(`${SYS}/mcc/submit`, token, { mccCode: "3999" })).toEqual(failed("MCC名称不能为空"));
    expect(await post(`${SYS}/mcc/submit`, token, { mccCode: "3999", name: "x", sort: "abc" })).toEqual(
      failed("排序必须为整数"),
    );
    expect(await post(`${SYS}/mcc/submit`, token, { id: "1", mccCode: "3998", name: "不存在" })).toEqual(
      failed("操作失败"),
    );
    const bad = await authed(`${SYS}/mcc/submit`, token, {
      method: "POST",
      body: "{oops",
      headers: { "content-type": "application/json" },
    });
    expect(bad.status).toBe(400);

    const missing = await authed(`${SYS}/mcc/remove`, token, { method: "POST" });
    expect(missing.status).toBe(400);
    expect(await body(missing)).toMatchObject({ code: 400, success: false, msg: "缺少必要的请求参数: ids" });
    const form = await authed(`${SYS}/mcc/remove`, token, {
      method: "POST",
      body: `ids=${id}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(await body(form)).toEqual(OK);
    expect(await get(`${SYS}/mcc/detail?id=${id}`, token)).toEqual(NONE);
    expect((await getPage(`${SYS}/mcc/list?mccCode=${code}`, token)).total).toBe(0);
    expect(
      await sandboxEnv.DB.prepare("SELECT is_deleted FROM blade_mcc WHERE id = ?").bind(id).first("is_deleted"),
    ).toBe(1);
    expect(await post(`${SYS}/mcc/remove?ids=${id}`, token)).toEqual(failed("操作失败"));
    // The code is free again once removed.
    expect(await post(`${SYS}/mcc/submit`, token, { mccCode: code, name: "再次新增" })).toEqual(OK);
    const again = (await getPage(`${SYS}/mcc/list?mccCode=${code}`, token)).records[0]!.id as string;
    expect(await post(`${SYS}/mcc/remove?ids=${again},${id}`, token)).toEqual(OK);
  });
});

describe("bank info", () => {
  it("lists ≥ 60 branches ordered by 12-digit bankCode, in the record shape, over several cities and types", async () => {
    const token = await admin();
    const all = await getPage(`${SYS}/bank-info/list?size=200`, token);
    expect(all.total).toBe(117);
    const codes = all.records.map((b) => b.bankCode as string);
    expect(codes).toEqual([...codes].sort());
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((c) => /^\d{12}$/.test(c))).toBe(true);
    expect(Object.keys(all.records[0]!)).toEqual([
      "id",
      "bankName",
      "bankCode",
      "bankTypeId",
      "bankTypeName",
      "bankProvince",
      "bankCity",
      "address",
      "createTime",
    ]);
    expect(new Set(all.records.map((b) => b.bankCity)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(all.records.map((b) => b.bankTypeId))).toEqual(new Set([1, 2, 3, 4, 5]));
    const names = all.records.map((b) => b.bankName);
    expect(names).toContain("中国工商银行上海浦东分行");
    expect(names).toContain("招商银行深圳南山支行");
    const types: Record<number, string> = {
      1: "国有银行",
      2: "股份制银行",
      3: "城市商业银行",
      4: "农村商业银行",
      5: "外资银行",
    };
    expect(all.records.every((b) => b.bankTypeName === types[b.bankTypeId as number])).toBe(true);
    expect(await getPage(`${SYS}/bank-info/list`, token)).toMatchObject({ size: 10, current: 1, pages: 12 });
  });

  it("filters bankName / bankCity (LIKE), bankTypeId (exact); sorts; detail", async () => {
    const token = await admin();
    const sz = await getPage(`${SYS}/bank-info/list?${q({ bankCity: "深圳", size: 100 })}`, token);
    expect(sz.total).toBe(15);
    expect(sz.records.every((b) => b.bankCity === "深圳市" && b.bankProvince === "广东省")).toBe(true);
    const foreign = await getPage(`${SYS}/bank-info/list?bankTypeId=5&size=100`, token);
    expect(foreign.total).toBe(4);
    expect(foreign.records.every((b) => b.bankTypeName === "外资银行")).toBe(true);
    const cmb = await getPage(
      `${SYS}/bank-info/list?${q({ bankName: "招商", bankCity: "深圳", bankTypeId: 2 })}`,
      token,
    );
    expect(cmb.records.map((b) => b.bankName)).toEqual(["招商银行深圳南山支行"]);
    expect((await getPage(`${SYS}/bank-info/list?bankTypeId=x`, token)).total).toBe(0);

    const desc = (await getPage(`${SYS}/bank-info/list?descs=bankCode&size=100`, token)).records.map(
      (b) => b.bankCode as string,
    );
    expect(desc).toEqual([...desc].sort().reverse());
    const byCity = (await getPage(`${SYS}/bank-info/list?ascs=bankCity&descs=bankCode&size=200`, token)).records;
    const keys = byCity.map((b) => `${b.bankCity as string}|${b.bankCode as string}`);
    expect(byCity.map((b) => b.bankCity)).toEqual(
      [...byCity.map((b) => b.bankCity as string)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    expect(keys.length).toBe(117);

    const d = await get(`${SYS}/bank-info/detail?id=${cmb.records[0]!.id as string}`, token);
    expect(d.data).toMatchObject({
      bankName: "招商银行深圳南山支行",
      bankTypeId: 2,
      bankTypeName: "股份制银行",
      bankCity: "深圳市",
    });
    expect((d.data.address as string).startsWith("广东省深圳市南山区")).toBe(true);
    expect(await get(`${SYS}/bank-info/detail?id=0`, token)).toEqual(NONE);
  });

  it("submit validates, sets bankTypeName, rejects duplicate 联行号; remove", async () => {
    const token = await admin();
    const code = "999" + unique();
    const entity = {
      bankName: "测试银行杭州滨江支行",
      bankCode: code,
      bankTypeId: 3,
      bankProvince: "浙江省",
      bankCity: "杭州市",
      address: "滨江区江南大道1号",
    };
    expect(await post(`${SYS}/bank-info/submit`, token, entity)).toEqual(OK);
    const row = (await getPage(`${SYS}/bank-info/list?${q({ bankName: "测试银行杭州滨江" })}`, token)).records[0]!;
    expect(row).toMatchObject({
      bankCode: code,
      bankTypeId: 3,
      bankTypeName: "城市商业银行",
      address: "滨江区江南大道1号",
    });
    const id = row.id as string;
    expect(await post(`${SYS}/bank-info/submit`, token, { ...entity, bankName: "另一家" })).toEqual(
      failed("联行号已存在!"),
    );
    const seeded = (await getPage(`${SYS}/bank-info/list?size=1`, token)).records[0]!.bankCode;
    expect(await post(`${SYS}/bank-info/submit`, token, { ...entity, id, bankCode: seeded })).toEqual(
      failed("联行号已存在!"),
    );
    expect(await post(`${SYS}/bank-info/submit`, token, { ...entity, id, bankTypeId: "4" })).toEqual(OK);
    expect((await get(`${SYS}/bank-info/detail?id=${id}`, token)).data).toMatchObject({
      bankTypeId: 4,
      bankTypeName: "农村商业银行",
    });

    const without = (key: string) => Object.fromEntries(Object.entries(entity).filter(([k]) => k !== key));
    expect(await post(`${SYS}/bank-info/submit`, token, without("bankName"))).toEqual(failed("开户行名称不能为空"));
    expect(await post(`${SYS}/bank-info/submit`, token, without("bankCode"))).toEqual(failed("联行号不能为空"));
    expect(await post(`${SYS}/bank-info/submit`, token, { ...entity, bankCode: "10229000001" })).toEqual(
      failed("联行号必须为12位数字"),
    );
    expect(await post(`${SYS}/bank-info/submit`, token, without("bankTypeId"))).toEqual(failed("银行类型不能为空"));
    expect(await post(`${SYS}/bank-info/submit`, token, { ...entity, bankTypeId: 9 })).toEqual(
      failed("银行类型不正确"),
    );
    expect(await post(`${SYS}/bank-info/submit`, token, without("bankProvince"))).toEqual(failed("所在省份不能为空"));
    expect(await post(`${SYS}/bank-info/submit`, token, without("bankCity"))).toEqual(failed("所在城市不能为空"));

    expect(await post(`${SYS}/bank-info/remove?ids=${id}`, token)).toEqual(OK);
    expect(await get(`${SYS}/bank-info/detail?id=${id}`, token)).toEqual(NONE);
    expect((await getPage(`${SYS}/bank-info/list`, token)).total).toBe(117);
    expect((await authed(`${SYS}/bank-info/remove`, token, { method: "POST" })).status).toBe(400);
  });
});
