/**
 * seed_v5_load: a tenant of its own for `npm run load` (scripts/load.mjs). One account holds one
 * session (signing it in again ends its other one), so the load test signs in as many accounts
 * as it runs sessions: load001 … load300, password 123456, all holding 压测管理员 (an
 * administrator of this tenant: every catalogue menu and button, MCC管理 among them). Nothing
 * here is in tenant 000001 or 000002, whose lists the tests count. Seed kind 30 (seed-own-tenant.ts).
 */
import type { SeedData } from "../../core/seed";
import { ownTenantSeed } from "./seed-own-tenant";

const KIND = 30;

export const LOAD_SEED = {
  tenant: "000003",
  /** How many load accounts there are: the most sessions `npm run load` can sign in at once. */
  accounts: 300,
  account: (n: number) => `load${String(n).padStart(3, "0")}`,
  password: "123456",
} as const;

export function loadTenantSeed(): SeedData {
  return ownTenantSeed({
    kind: KIND,
    tenant: LOAD_SEED.tenant,
    name: "压测租户",
    domain: "load",
    linkman: "压测",
    deptName: "压测中心",
    remark: "npm run load",
    roleName: "压测管理员",
    users: Array.from({ length: LOAD_SEED.accounts }, (_, i) => {
      const account = LOAD_SEED.account(i + 1);
      return {
        account,
        code: `L${String(i + 1).padStart(4, "0")}`,
        name: `压测员${i + 1}`,
        email: `${account}@load.sandbox`,
      };
    }),
  });
}
