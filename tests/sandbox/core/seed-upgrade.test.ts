/**
 * The migrations and seeds as a database records them (ADR 033): each file of migrations/ and
 * seeds/ once, in the order of the file names, under a name that never changes (databases of
 * earlier runs hold the names: a file recorded under another name would run again on them); a
 * seed gives the same data every time; a database holding only seed_v1's data upgrades, and
 * applying a seed again changes nothing. The money seeds' records: tests/sandbox/order/seed.test.ts.
 */
import { describe, expect, it } from "vitest";
import { ensureDb, type Migration } from "../../../workers/sandbox/core/db";
import { seedId } from "../../../workers/sandbox/core/ids";
import {
  MIGRATION_FOLDER,
  type RecordedFolder,
  recordedFiles,
  SEED_FOLDER,
} from "../../../workers/sandbox/core/recorded-files";
import { MIGRATIONS, SEEDS, seedData } from "../../../workers/sandbox/database";
import { call, sandboxEnv } from "../helpers";

const db = sandboxEnv.DB;
const count = async (sql: string) => (await db.prepare(sql).first<number>("n")) ?? 0;

/** The names a folder's files are recorded under, in order: the folder as this test finds it (names only, nothing imported). */
const recordedNames = (folder: RecordedFolder, files: Record<string, unknown>) =>
  recordedFiles(folder, files).map((file) => file.name);
const MIGRATION_NAMES = recordedNames(MIGRATION_FOLDER, import.meta.glob("../../../workers/sandbox/migrations/*.ts"));
const SEED_NAMES = recordedNames(SEED_FOLDER, import.meta.glob("../../../workers/sandbox/seeds/*.ts"));

/** What databases recorded before the files were named by the minute, in the order it ran: this never changes. */
const RECORDED_BEFORE_TIMESTAMPS = {
  migrations: [
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
    "0020_marketing",
    "0021_notices",
    "0022_flow",
    "0023_wechat",
    "0024_resources",
    "0025_file_references",
  ],
  seeds: [
    "seed_v1",
    "seed_v2_shell",
    "seed_v3_dict_menu_role",
    "seed_v3_org",
    "seed_v3_reference",
    "seed_v3_business_search",
    "seed_v3_operator_system",
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
    "seed_v20_marketing",
    "seed_v22_flow",
    "seed_v23_wechat",
    "seed_v24_resources",
    "seed_v29_personal_data",
    "seed_v25_file_references",
  ],
};

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

describe("the migrations and seeds", () => {
  it("keep the names databases recorded before files were named by the minute", () => {
    const { migrations, seeds } = RECORDED_BEFORE_TIMESTAMPS;
    expect(MIGRATION_NAMES.slice(0, migrations.length)).toEqual(migrations);
    expect(SEED_NAMES.slice(0, seeds.length)).toEqual(seeds);
  });

  it("are each recorded once, in the order of their files: the migrations, then the seeds", async () => {
    await call("/api/cloud-system/tenant/info?domain=t1");
    const { results } = await db.prepare("SELECT name FROM _migrations ORDER BY rowid").all<{ name: string }>();
    expect(results.map((r) => r.name)).toEqual([...MIGRATION_NAMES, ...SEED_NAMES]);
  });

  it("bring an existing database up to date by running only what it has not recorded", async () => {
    await call("/api/cloud-system/tenant/info?domain=t1");
    const recorded = () => db.prepare("SELECT name, applied_at FROM _migrations ORDER BY rowid").all();
    const before = (await recorded()).results;
    const added: Migration = {
      name: "202611271200_upgrade_probe",
      sql: "CREATE TABLE upgrade_probe (id TEXT PRIMARY KEY);",
    };
    await ensureDb(db, [...MIGRATIONS, added], SEEDS, "upgrade probe");
    expect((await recorded()).results).toEqual([...before, { name: added.name, applied_at: expect.any(Number) }]);
    expect(await count("SELECT COUNT(*) AS n FROM upgrade_probe")).toBe(0);
  });
});

describe("seed_v2_shell", () => {
  it("is deterministic", async () => {
    expect(await seedData("seed_v2_shell")).toEqual(await seedData("seed_v2_shell"));
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

    const shell = SEEDS.find((seed) => seed.name === "seed_v2_shell")!;
    await db.batch(await shell.statements(db));
    expect(await snapshot()).toEqual(full);
    await db.batch(await shell.statements(db));
    expect(await snapshot()).toEqual(full);
  });
});
