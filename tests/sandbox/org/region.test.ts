import { describe, expect, it } from "vitest";
import { authed, body, get, type Page } from "../helpers";
import { admin1, EMPTY, failure, OK, post, raw, type Region, SYS, type Tree } from "../support/org";

describe("region", () => {
  it("list pages the seeded regions with code/name LIKE filters", async () => {
    const token = await admin1();
    const first = (await get<Page<Region>>(`${SYS}/region/list?size=10`, token)).data;
    expect(first.total).toBe(90);
    expect(first.pages).toBe(9);
    expect(first.records[0]).toEqual({
      code: "00",
      parentCode: "0",
      ancestors: "0",
      name: "中华人民共和国",
      provinceCode: "",
      provinceName: "",
      cityCode: "",
      cityName: "",
      districtCode: "",
      districtName: "",
      townCode: "",
      townName: "",
      villageCode: "",
      villageName: "",
      regionLevel: 0,
      sort: 1,
      remark: "",
    });
    const all = (await get<Page<Region>>(`${SYS}/region/list?size=200`, token)).data.records;
    expect(all.filter((r) => r.regionLevel === 1).length).toBeGreaterThanOrEqual(10);
    expect(all.filter((r) => r.regionLevel === 3).length).toBeGreaterThan(30);
    for (const code of ["11", "12", "31", "32", "33", "44", "51", "42", "37", "35"])
      expect(
        all.some((r) => r.code === code),
        code,
      ).toBe(true);
    const names = (await get<Page<Region>>(`${SYS}/region/list?name=${encodeURIComponent("鼓楼")}`, token)).data;
    expect(names.records.map((r) => [r.code, r.cityName])).toEqual([
      ["320106", "南京市"],
      ["350102", "福州市"],
    ]);
    const codes = (await get<Page<Region>>(`${SYS}/region/list?code=4403&size=50`, token)).data;
    expect(codes.total).toBe(6);
    const byName = (await get<Page<Region>>(`${SYS}/region/list?size=5&descs=code`, token)).data.records.map(
      (r) => r.code,
    );
    expect(byName).toEqual([...byName].sort().reverse());
  });

  it("lazy-list, lazy-tree, select and detail", async () => {
    const token = await admin1();
    const provinces = (await get<Region[]>(`${SYS}/region/lazy-list`, token)).data;
    expect(provinces.length).toBeGreaterThanOrEqual(10);
    expect(provinces[0]).toMatchObject({
      code: "11",
      name: "北京市",
      parentName: "中华人民共和国",
      hasChildren: true,
      regionLevel: 1,
    });
    const gd = (await get<Region[]>(`${SYS}/region/lazy-list?parentCode=44`, token)).data;
    expect(gd.map((r) => r.name)).toEqual(["广州市", "深圳市", "珠海市", "佛山市"]);
    expect(gd.map((r) => r.hasChildren)).toEqual([true, true, false, false]);

    const tree = (await get<Tree[]>(`${SYS}/region/lazy-tree?parentCode=4403`, token)).data;
    expect(tree[0]).toEqual({
      id: "440303",
      parentId: "4403",
      title: "罗湖区",
      key: "440303",
      value: "440303",
      hasChildren: false,
    });
    expect(tree).toHaveLength(5);
    expect((await get<Tree[]>(`${SYS}/region/lazy-tree`, token)).data.map((n) => n.id)).toContain("33");

    const select = (await get<Region[]>(`${SYS}/region/select?code=33`, token)).data;
    expect(select.map((r) => r.code)).toEqual(["3301", "3302", "3303"]);
    expect(select[0]).not.toHaveProperty("hasChildren");
    expect((await get<Region[]>(`${SYS}/region/select`, token)).data).toHaveLength(provinces.length);
    expect((await get<Region>(`${SYS}/region/detail?code=440305`, token)).data).toMatchObject({
      code: "440305",
      parentCode: "4403",
      ancestors: "0,00,44,4403",
      name: "南山区",
      provinceCode: "44",
      provinceName: "广东省",
      cityCode: "4403",
      cityName: "深圳市",
      districtCode: "440305",
      districtName: "南山区",
      regionLevel: 3,
    });
    expect(await get(`${SYS}/region/detail?code=999999`, token)).toEqual(EMPTY);
  });

  it("submit computes level, ancestors and names; update renames through the subtree; remove with the children rule", async () => {
    const token = await admin1();
    expect(
      await post(`${SYS}/region/submit`, token, { code: "4405", name: "汕头市", parentCode: "44", sort: 5 }),
    ).toEqual(OK);
    expect(await post(`${SYS}/region/submit`, token, { code: "440507", name: "龙湖区", parentCode: "4405" })).toEqual(
      OK,
    );
    expect(
      await post(`${SYS}/region/submit`, token, { code: "440507001", name: "珠池街道", parentCode: "440507" }),
    ).toEqual(OK);
    expect((await get<Region>(`${SYS}/region/detail?code=440507001`, token)).data).toMatchObject({
      parentCode: "440507",
      ancestors: "0,00,44,4405,440507",
      regionLevel: 4,
      provinceName: "广东省",
      cityCode: "4405",
      cityName: "汕头市",
      districtCode: "440507",
      districtName: "龙湖区",
      townCode: "440507001",
      townName: "珠池街道",
      villageCode: "",
    });

    const cases: [Record<string, unknown>, string][] = [
      [{ code: "4405", name: "汕头", parentCode: "44" }, "地区编号已存在!"],
      [{ code: "11", name: "北京" }, "地区编号已存在!"],
      [{ name: "无编号", parentCode: "44" }, "地区编号不能为空"],
      [{ code: "4499", parentCode: "44" }, "地区名称不能为空"],
      [{ code: "44ab", name: "x", parentCode: "44" }, "地区编号格式不正确"],
      [{ code: "449901", name: "x", parentCode: "4499" }, "上级地区不存在"],
      [{ code: "3399", name: "x", parentCode: "44" }, "地区编号必须以上级地区编号开头"],
      [{ id: "998877", name: "x" }, "地区不存在"],
      [{ id: "4405", code: "4406", name: "x" }, "地区编号不能修改"],
      [{ id: "4405", parentCode: "33", name: "x" }, "上级地区不能修改"],
    ];
    for (const [json, msg] of cases) expect(await post(`${SYS}/region/submit`, token, json), msg).toEqual(failure(msg));

    expect(await post(`${SYS}/region/submit`, token, { id: "4405", name: "汕头市(改)", remark: "更名" })).toEqual(OK);
    expect((await get<Region>(`${SYS}/region/detail?code=4405`, token)).data).toMatchObject({
      name: "汕头市(改)",
      cityName: "汕头市(改)",
      remark: "更名",
      sort: 5,
    });
    expect((await get<Region>(`${SYS}/region/detail?code=440507001`, token)).data).toMatchObject({
      cityName: "汕头市(改)",
      districtName: "龙湖区",
    });

    expect(await raw("POST", `${SYS}/region/remove?id=4405`, token)).toEqual({
      status: 400,
      body: failure("请先删除子节点!"),
    });
    expect(await raw("POST", `${SYS}/region/remove?id=00`, token)).toEqual({
      status: 400,
      body: failure("请先删除子节点!"),
    });
    expect(await raw("POST", `${SYS}/region/remove`, token)).toEqual({
      status: 400,
      body: failure("缺少必要的请求参数: id"),
    });
    const form = await authed(`${SYS}/region/remove`, token, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "id=440507001",
    });
    expect(await body(form)).toEqual(OK);
    expect(await post(`${SYS}/region/remove?id=440507`, token)).toEqual(OK);
    expect(await post(`${SYS}/region/remove?id=4405`, token)).toEqual(OK);
    expect(await get(`${SYS}/region/detail?code=4405`, token)).toEqual(EMPTY);
    expect((await get<Page<Region>>(`${SYS}/region/list`, token)).data.total).toBe(90);
  });
});
