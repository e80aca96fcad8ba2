/**
 * seed_v6_export: a tenant of its own for the export tests and the bench, 000004 导出压测, whose
 * 接口日志 is a million generated rows (services/log/generated.ts: never stored in D1). One
 * account, export01 / 123456, holding 导出管理员 (an administrator of this tenant: every catalogue
 * menu and button, 接口日志 among them). Seed kind 31 (seed-own-tenant.ts).
 */
import type { SeedData } from "../../core/seed";
import { ownTenantSeed } from "./seed-own-tenant";

export const EXPORT_SEED = { tenant: "000004", account: "export01", password: "123456" } as const;

export function exportTenantSeed(): SeedData {
  return ownTenantSeed({
    kind: 31,
    tenant: EXPORT_SEED.tenant,
    name: "导出压测",
    domain: "export",
    linkman: "导出",
    deptName: "导出中心",
    remark: "exports of the generated 接口日志",
    roleName: "导出管理员",
    users: [{ account: EXPORT_SEED.account, code: "X0001", name: "导出员", email: "export01@export.sandbox" }],
  });
}
