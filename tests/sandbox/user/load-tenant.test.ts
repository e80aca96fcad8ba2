/**
 * seed_v5_load: the load test's tenant (000003), whose accounts `npm run load` signs in one per
 * session. Each signs in with no captcha, administers its own tenant only and has MCC管理 with
 * its buttons; the other tenants gain no user.
 */
import { describe, expect, it } from "vitest";
import { LOAD_SEED } from "../../../workers/sandbox/services/user/seed-load";
import { get, type Page, signIn } from "../helpers";

type Node = { code: string; children?: Node[] };
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

describe("the load tenant", () => {
  it("signs in its first and last accounts with no captcha, each an administrator of 000003 with MCC管理 and its buttons", async () => {
    for (const n of [1, LOAD_SEED.accounts]) {
      const token = await signIn(LOAD_SEED.account(n), LOAD_SEED.password, LOAD_SEED.tenant);
      expect(token.tenant_id).toBe("000003");
      const buttons = flatten((await get<Node[]>("/api/cloud-system/menu/buttons", token.access_token)).data).map(
        (b) => b.code,
      );
      expect(buttons).toEqual(expect.arrayContaining(["mcc_add", "mcc_edit", "mcc_delete", "user_add"]));
      const routes = flatten((await get<Node[]>("/api/cloud-system/menu/routes", token.access_token)).data).map(
        (r) => r.code,
      );
      expect(routes).toEqual(expect.arrayContaining(["mcc", "user", "home"]));
    }
  });

  it("lists its own accounts in 用户管理, and tenant 000001 none of them", async () => {
    const load = await signIn(LOAD_SEED.account(7), LOAD_SEED.password, LOAD_SEED.tenant);
    expect((await get<Page<unknown>>("/api/cloud-user/page?size=10", load.access_token)).data.total).toBe(
      LOAD_SEED.accounts,
    );
    const admin = await signIn("admin", "admin");
    expect((await get<Page<unknown>>("/api/cloud-user/page?account=load&size=10", admin.access_token)).data.total).toBe(
      0,
    );
  });
});
