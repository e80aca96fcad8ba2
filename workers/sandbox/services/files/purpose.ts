/**
 * What an attachment was uploaded for (ADR 030), and who may read it through the backend.
 * put-file records the purpose (form field `purpose`: logo, payment, attach; anything else is
 * attach). Business rows (机构主题's leftLogo, a recharge order's payCertificate) hold the
 * attachment's id — the reference — and the backend checks, on save, that each one is an
 * attachment of the caller's tenant with the right purpose.
 *
 * Reads (attach/file): an operator reads their own tenant's files (the console decides which
 * screens show which purpose); the platform (toll's auditor) reads another tenant's payment
 * screenshot only while one of that tenant's recharge orders holds it. The tenant's current logo
 * is public (dept-design/logo, the sign-in page).
 */
import { PLATFORM_TENANT_ID } from "../../core/constants";
import { marks } from "../../core/query";

export const FILE_PURPOSES = ["logo", "payment", "attach"] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

export const purposeOf = (raw: unknown): FilePurpose =>
  (FILE_PURPOSES as readonly unknown[]).includes(raw) ? (raw as FilePurpose) : "attach";

/** An attachment id as a business row stores it: 1–32 digits (BladeX's Long ids are 19). */
export const isFileRef = (value: string): boolean => /^\d{1,32}$/.test(value);

/** Whether every id is an attachment of the tenant uploaded for this purpose. */
export async function ownFiles(
  db: D1Database,
  tenantId: string,
  ids: string[],
  purpose: FilePurpose,
): Promise<boolean> {
  if (ids.length === 0) return true;
  if (!ids.every(isFileRef)) return false;
  const unique = [...new Set(ids)];
  const found = await db
    .prepare(
      `SELECT COUNT(*) AS n FROM blade_attach WHERE tenant_id = ? AND purpose = ? AND is_deleted = 0 AND id IN (${marks(unique.length)})`,
    )
    .bind(tenantId, purpose, ...unique)
    .first<number>("n");
  return found === unique.length;
}

/** The SQL condition (on blade_attach `a`) under which the caller's tenant may read a file. */
export function readableBy(tenantId: string): { sql: string; binds: unknown[] } {
  if (tenantId !== PLATFORM_TENANT_ID) return { sql: "a.tenant_id = ?", binds: [tenantId] };
  return {
    sql: `(a.tenant_id = ? OR (a.purpose = 'payment' AND EXISTS (SELECT 1 FROM cloud_recharge_order o WHERE o.tenant_id = a.tenant_id
      AND o.is_deleted = 0 AND instr(',' || o.pay_certificate || ',', ',' || a.id || ',') > 0)))`,
    binds: [tenantId],
  };
}
