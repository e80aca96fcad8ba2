import { describe, expect, it } from "vitest";
import { SEED } from "../../../workers/sandbox/core/seed";
import { authed, body, get, signIn } from "../helpers";

describe("disabled fields per role", () => {
  it("lists the operator role's disabled fields and none for administrator", async () => {
    const { access_token } = await signIn("operator", "operator123");
    const r = await get<Record<string, string>[]>(
      `/api/cloud-system/data-filed/getRoleDisableFields?roleId=${SEED.roleOperator1}`,
      access_token,
    );
    expect(r.data).toContainEqual({
      id: expect.stringMatching(/^\d{19}$/),
      roleId: SEED.roleOperator1,
      menuCode: "agent",
      fieldName: "agentAccountingRate",
    });
    const admin = await get<unknown[]>(
      `/api/cloud-system/data-filed/getRoleDisableFields?roleId=${SEED.roleAdmin1}`,
      access_token,
    );
    expect(admin.data).toEqual([]);
    const missing = await authed("/api/cloud-system/data-filed/getRoleDisableFields", access_token);
    expect(missing.status).toBe(400);
    expect(await body(missing)).toMatchObject({ code: 400, success: false, msg: "缺少必要的请求参数: roleId" });
  });
});
