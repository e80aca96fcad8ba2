import { describe, expect, it } from "vitest";
import { seedId } from "../../../workers/sandbox/core/ids";
import { SEED_DATA, SEEDS } from "../../../workers/sandbox/seeds";
import { call, sandboxEnv } from "../helpers";

const db = sandboxEnv.DB;
const count = async (sql: string) => (await db.prepare(sql).first<number>("n")) ?? 0;

async function snapshot() {
  return {
    msgs: await count("SELECT COUNT(*) AS n FROM cloud_msg"),
    notices: await count("SELECT COUNT(*) AS n FROM cloud_sys_msg"),
    menus: await count("SELECT COUNT(*) AS n FROM blade_menu"),
    switches: await count("SELECT COUNT(*) AS n FROM cloud_data_sync_switch"),
    noSender: await count("SELECT COUNT(*) AS n FROM cloud_msg WHERE sender IS NULL"),
    link: await db
      .prepare("SELECT marketing_link FROM blade_common_setting WHERE tenant_id = '000001'")
      .first<string>("marketing_link"),
    roles: await db.prepare("SELECT roles FROM blade_menu WHERE code = 'platformInfo'").first<string>("roles"),
  };
}

describe("seed_v2_shell", () => {
  it("is deterministic", () => {
    expect(SEED_DATA.seed_v2_shell()).toEqual(SEED_DATA.seed_v2_shell());
  });

  it("migrations and both seeds are recorded", async () => {
    await call("/api/cloud-system/tenant/info?domain=t1");
    const { results } = await db.prepare("SELECT name FROM _migrations ORDER BY name").all<{ name: string }>();
    expect(results.map((r) => r.name)).toEqual(
      [
        "0001_init",
        "0002_shell",
        "0003_auto_lock",
        "0004_dict_menu_role",
        "0005_org",
        "0006_reference",
        "0007_business_search",
        "0008_partner",
        "0009_merchant",
        "0010_store",
        "0011_channel_equip",
        "0012_business",
        "0013_toll",
        "0014_orders",
        "0015_settlement",
        "0016_recon",
        "0017_account",
        "0018_profit_share",
        "0019_policy",
        // Issue 19's screens.
        "0020_marketing",
        "0021_notices",
        "0022_flow",
        "0023_wechat",
        "0024_resources",
        "0025_file_references",
        "seed_v1",
        "seed_v2_shell",
        "seed_v3_business_search",
        "seed_v3_dict_menu_role",
        "seed_v3_operator_system",
        "seed_v3_org",
        "seed_v3_reference",
        "seed_v4_data_scope",
        "seed_v5_load",
        "seed_v6_export",
        "seed_v7_export_buttons",
        "seed_v8_partner",
        "seed_v9_merchant",
        "seed_v10_store",
        "seed_v11_channel_equip",
        "seed_v12_business",
        "seed_v13_toll",
        "seed_v14_money_menus",
        "seed_v18_trade_report",
        // Issue 19's screens.
        "seed_v20_marketing",
        "seed_v22_flow",
        "seed_v23_wechat",
        "seed_v24_resources",
        "seed_v25_file_references",
        "seed_v29_personal_data",
      ].sort(),
    );
  });

  it("upgrades a database that holds only seed_v1's data, and re-applying changes nothing", async () => {
    await call("/api/cloud-system/tenant/info?domain=t1");
    const full = await snapshot();
    expect(full).toMatchObject({
      msgs: 7 + 22 + 24 + 4 * 26 + 5,
      notices: 4 + 12,
      switches: 2,
      noSender: 0,
      link: "/sandbox/marketing",
      roles: "administrator",
    });

    // Back to what a seed_v1-only database holds (the 0002 columns exist, unset).
    await db.batch([
      db.prepare("DELETE FROM cloud_msg WHERE id > ?").bind(seedId(21, 7)),
      db.prepare("DELETE FROM cloud_sys_msg WHERE id > ?").bind(seedId(22, 4)),
      db.prepare("DELETE FROM cloud_sys_msg_read WHERE msg_id > ?").bind(seedId(22, 4)),
      db.prepare("DELETE FROM blade_menu WHERE id = ?").bind(seedId(17, 901)),
      db.prepare("DELETE FROM cloud_data_sync_switch"),
      db.prepare("UPDATE cloud_msg SET sender = NULL"),
      db.prepare("UPDATE cloud_sys_msg SET sender = NULL"),
      db.prepare("UPDATE blade_menu SET roles = NULL"),
      db.prepare("UPDATE blade_common_setting SET marketing_link = NULL"),
    ]);
    expect((await snapshot()).msgs).toBe(7);

    const shell = SEEDS.find((s) => s.name === "seed_v2_shell")!;
    await db.batch(await shell.statements(db));
    expect(await snapshot()).toEqual(full);
    await db.batch(await shell.statements(db));
    expect(await snapshot()).toEqual(full);
  });
});
