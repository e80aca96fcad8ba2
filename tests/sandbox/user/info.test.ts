import { describe, expect, it } from "vitest";
import { SEED } from "../../../workers/sandbox/core/seed";
import { get, signIn } from "../helpers";

describe("user info", () => {
  it("user info is a UserVO without the password", async () => {
    const { access_token } = await signIn("operator", "operator123");
    const r = await get<Record<string, unknown>>("/api/cloud-user/info", access_token);
    expect(r.data).toMatchObject({
      id: SEED.userOperator1,
      tenantId: "000001",
      account: "operator",
      phone: "13800000001",
      roleId: SEED.roleOperator1,
      roleName: "运营专员",
      deptName: "运营部",
      tenantName: "支付平台",
      userExt: {},
      avatar: "",
    });
    expect(r.data).not.toHaveProperty("password");
    expect(r.data.createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const detail = await get<Record<string, unknown>>(`/api/cloud-user/detailInfo?id=${SEED.userAdmin1}`, access_token);
    expect(Object.keys(detail.data)).toEqual(Object.keys(r.data));
    const other = await get<unknown>(`/api/cloud-user/detailInfo?id=${SEED.userAdmin2}`, access_token);
    expect(other).toEqual({ code: 200, success: true, data: {}, msg: "暂无承载数据" });
  });
});
