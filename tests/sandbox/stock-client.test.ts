/**
 * Endpoints a stock BladeX Saber client asks for that the console itself does not use:
 * tenant/select, role/tree-by-id and oauth/clear-cache, answering as the contract says.
 */
import { describe, expect, it } from "vitest";
import { SEED } from "../../workers/sandbox/core/seed";
import { SCOPE_SEED } from "../../workers/sandbox/services/user/seed-data-scope";
import { authed, body, call, signIn } from "./helpers";

type R<T> = { code: number; success: boolean; data: T; msg: string };
type TreeNode = { id: string; parentId: string; title: string; key: string; value: string; children?: TreeNode[] };

describe("what a stock BladeX client asks for", () => {
  it("GET /oauth/clear-cache needs no token and answers {success:\"true\",msg:\"success\"}", async () => {
    const response = await call("/api/cloud-auth/oauth/clear-cache");
    expect(response.status).toBe(200);
    expect(await body(response)).toEqual({ success: "true", msg: "success" });
  });

  it("GET /tenant/select lists the tenants as Tenant objects", async () => {
    const { access_token } = await signIn("admin", "admin");
    const answer = await body<R<Record<string, unknown>[]>>(await authed("/api/cloud-system/tenant/select", access_token));
    expect(answer.success).toBe(true);
    expect(answer.data.map((t) => t.tenantId)).toEqual(["000001", "000002"]);
    expect(answer.data[0]).toMatchObject({ tenantName: "支付平台", domain: "t1", accountNumber: -1, isDeleted: 0 });
    expect(answer.data[0]).not.toHaveProperty("password");
  });

  it("GET /role/tree-by-id is the role and the roles below it, rooted at it", async () => {
    const { access_token } = await signIn("admin", "admin");
    const get = async (roleId: string) =>
      (await body<R<TreeNode[]>>(await authed(`/api/cloud-system/role/tree-by-id?roleId=${roleId}`, access_token))).data;
    const operator = await get(SEED.roleOperator1);
    expect(operator).toHaveLength(1);
    expect(operator[0]).toMatchObject({ id: SEED.roleOperator1, title: "运营专员", key: SEED.roleOperator1, value: SEED.roleOperator1 });
    expect(operator[0]!.children!.map((c) => c.title)).toEqual(["运营助理"]);
    expect(operator[0]!.children![0]!.id).toBe(SCOPE_SEED.roleOpsAssistant);
    expect(await get("999")).toEqual([]);
  });
});
