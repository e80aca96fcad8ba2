/**
 * seed_v25_file_references (ADR 030): storage paths stored before file references — recharge
 * orders' payCertificate, 机构主题's leftLogo — become attachment ids (a row made for a stored
 * file that had none), marked with their purpose; a path to no file of that tenant is dropped.
 */
import { describe, expect, it } from "vitest";
import { seedId } from "../../../workers/sandbox/core/ids";
import { fileReferencesSeed } from "../../../workers/sandbox/services/files/seed-references";
import { TOPUP_SEED } from "../../../workers/sandbox/services/toll/seed";
import { sandboxEnv } from "../helpers";

const db = () => sandboxEnv.DB;

async function storedFile(name: string, tenant: string): Promise<void> {
  await db().batch([
    db()
      .prepare(
        "INSERT INTO sandbox_file (name, tenant_id, content_type, size, original_name, create_time) VALUES (?, ?, 'image/png', 4, 'old.png', 0)",
      )
      .bind(name, tenant),
    db()
      .prepare("INSERT INTO sandbox_file_chunk (name, seq, data) VALUES (?, 0, ?)")
      .bind(name, new Uint8Array([1, 2, 3, 4]).buffer),
  ]);
}

describe("seed_v25_file_references", () => {
  it("seeds references: 蓝海支付's orders hold its payment screenshots' attachment ids", async () => {
    const { results } = await db()
      .prepare("SELECT pay_certificate FROM cloud_recharge_order WHERE tenant_id = '000002'")
      .all<{ pay_certificate: string }>();
    expect(results.length).toBeGreaterThan(0);
    for (const order of results)
      for (const ref of order.pay_certificate.split(",")) expect(TOPUP_SEED.screenshots).toContain(ref);
    const purposes = await db()
      .prepare(`SELECT DISTINCT purpose FROM blade_attach WHERE id IN (?, ?)`)
      .bind(...TOPUP_SEED.screenshots)
      .all<{ purpose: string }>();
    expect(purposes.results).toEqual([{ purpose: "payment" }]);
    const paths = await db()
      .prepare("SELECT COUNT(*) AS n FROM cloud_recharge_order WHERE pay_certificate LIKE '%/%'")
      .first<number>("n");
    expect(paths).toBe(0);
  });

  it("turns old storage paths into references with their purpose, and drops a path to no file of the row's tenant", async () => {
    const orderId = seedId(76, 9001);
    const designTenant = "000005";
    const shot = `upload/20261101/${"c".repeat(32)}.png`;
    const logo = `upload/20261101/${"d".repeat(32)}.png`;
    const foreign = `upload/20261101/${"e".repeat(32)}.png`;
    await storedFile(shot, "000002");
    await storedFile(logo, designTenant);
    await storedFile(foreign, "000001");
    await db().batch([
      db()
        .prepare(
          `INSERT INTO cloud_recharge_order (id, tenant_id, order_no, combo_id, combo_name, flow_amount, charge_ratio, price, buy_num, actual_price,
        company_name, bank, bank_account, pay_certificate, pay_type, order_state, create_time, is_deleted)
        VALUES (?, '000002', 'CZ-OLD', 'c', 'c', '1.00', '0.05', '1.00', 1, '1.00', 'x', 'x', 'x', ?, 1, 0, 0, 0)`,
        )
        .bind(
          orderId,
          [
            `/sandbox/files/${shot}`,
            `/sandbox/files/${foreign}`,
            "https://cdn.example.com/x.png",
            TOPUP_SEED.screenshots[0],
          ].join(","),
        ),
      db()
        .prepare("UPDATE blade_dept_design SET left_logo = ? WHERE tenant_id = ?")
        .bind(`/sandbox/files/${logo}`, designTenant),
    ]);
    await db().batch(await fileReferencesSeed.statements(db()));

    const order = await db()
      .prepare("SELECT pay_certificate FROM cloud_recharge_order WHERE id = ?")
      .bind(orderId)
      .first<string>("pay_certificate");
    const refs = order!.split(",");
    expect(refs).toHaveLength(2);
    expect(refs[1]).toBe(TOPUP_SEED.screenshots[0]);
    expect(
      await db().prepare("SELECT tenant_id, name, purpose FROM blade_attach WHERE id = ?").bind(refs[0]).first(),
    ).toEqual({ tenant_id: "000002", name: shot, purpose: "payment" });
    const design = await db()
      .prepare("SELECT left_logo FROM blade_dept_design WHERE tenant_id = ?")
      .bind(designTenant)
      .first<string>("left_logo");
    expect(design).toMatch(/^\d{19}$/);
    expect(
      await db().prepare("SELECT tenant_id, name, purpose FROM blade_attach WHERE id = ?").bind(design).first(),
    ).toEqual({ tenant_id: designTenant, name: logo, purpose: "logo" });
    // Nothing is left to convert: a second run changes nothing.
    expect(await fileReferencesSeed.statements(db())).toEqual([]);
    await db().prepare("UPDATE blade_dept_design SET left_logo = NULL WHERE tenant_id = ?").bind(designTenant).run();
  });
});
