/**
 * seed_v12_business: 业务员, 业务 and 代理商迁移 (seedId kind 75).
 *
 * - 60 more agent salespersons in tenant 000001 (40 for seed_v3's first- and second-level agents,
 *   A000001 and A000006 among them, 20 for generated ones), most with an ID card number.
 * - 业务: three of four second- and third-level agents and merchants name the salesperson who
 *   developed them (`business_id`): one working for their parent agent or an agent above it.
 * - 代理商迁移: 120 migration records in tenant 000001 moving 1–4 merchants each (about 300
 *   trajectory rows), 3 in tenant 000002; built backwards from the merchants' current agents,
 *   so every merchant's last move ends at the agent it has now.
 * - The partner role 代理商 gets 业务员管理 (新增, 修改; not 删除), 业务列表 (导出) and 代理商迁移
 *   (查看, 导出, 迁移);
 *   the new button 迁移 (migration_migrate, seedId(18, 950)) goes to the administrators holding
 *   代理商迁移 as well.
 */
import { seedId } from "../../core/ids";
import { type Row, SEED, type SeedData } from "../../core/seed";
import { PARTNER_SEED } from "../agent/seed";
import { BUSINESS_KIND, BUSINESS_SEED_TIME } from "../business-search/seed";
import { person } from "../business-search/names";
import { menuRows } from "../menu/catalogue";
import { grantAdministratorsHolding, menuRow } from "../menu/seed";

const KIND = 75;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const BUSINESS_SEED = {
  migrateButton: seedId(18, 950),
  salespersons: 60,
  records: 120,
  /** The first seeded salesperson of this seed (works for A000001). */
  firstSalesperson: seedId(KIND, 100_001),
} as const;

/** seed_v3's 40 agents of 000001 by index: level and parent index (business-search/seed.ts: parents in turn). */
function seededTree(): { id: string; level: number; parent: number | null }[] {
  const out: { id: string; level: number; parent: number | null }[] = [];
  const levels = [...Array(5).fill(1), ...Array(12).fill(2), ...Array(23).fill(3)] as number[];
  levels.forEach((level, i) => {
    const upper = out.map((a, k) => ({ ...a, k })).filter((a) => a.level === level - 1);
    out.push({
      id: seedId(BUSINESS_KIND.agent, i + 1),
      level,
      parent: level === 1 ? null : upper[i % upper.length]!.k,
    });
  });
  return out;
}

/** A deterministic sequence in [0, 1). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

function idCard(i: number): string {
  const body = `320583${1980 + (i % 20)}0${1 + (i % 9)}1${i % 9}${String(i % 1000).padStart(3, "0")}`;
  return `${body}${i % 11 === 0 ? "X" : String(i % 10)}`;
}

function salespersons(): Row[] {
  const tree = seededTree();
  const upper = tree.filter((a) => a.level < 3).map((a) => a.id);
  // A000001 and A000006 first, so agent01's and agent02's own salespersons are certain.
  const seededFor = [tree[0]!.id, tree[5]!.id, ...upper];
  const generatedFor = Array.from({ length: 20 }, (_, k) => seedId(BUSINESS_KIND.agent, 1000 + 1 + k * 7));
  return Array.from({ length: BUSINESS_SEED.salespersons }, (_, i) => {
    const created = BUSINESS_SEED_TIME + 3 * DAY + i * 5 * HOUR;
    return {
      id: seedId(KIND, 100_001 + i),
      tenant_id: "000001",
      agent_id: i < 40 ? seededFor[i % seededFor.length]! : generatedFor[i - 40]!,
      name: person(i + 300),
      mobile: `1331100${String(i + 1).padStart(4, "0")}`,
      id_card: i % 6 === 5 ? null : idCard(i + 1),
      status: (i + 1) % 8 === 0 ? 0 : 1,
      create_user: SEED.userAdmin1,
      create_dept: SEED.deptHq1,
      create_time: created,
      update_user: SEED.userAdmin1,
      update_time: created,
      is_deleted: 0,
    };
  });
}

/** The salesperson who developed a row: one working for its agent or an agent above (`agentExpr`: the SQL of that agent's id). */
const developer = (table: string, agentExpr: string) =>
  `UPDATE ${table} SET business_id = (SELECT b.id FROM cloud_agent_business b JOIN cloud_agent_info pa ON pa.id = ${agentExpr} AND pa.tenant_id = b.tenant_id ` +
  `WHERE b.tenant_id = ${table}.tenant_id AND b.is_deleted = 0 AND (b.agent_id = pa.id OR (',' || pa.ancestors || ',') LIKE '%,' || b.agent_id || ',%') ` +
  `ORDER BY (CAST(substr(b.id, -5) AS INTEGER) * 7 + CAST(substr(${table}.id, -5) AS INTEGER)) % 11, b.id LIMIT 1) ` +
  `WHERE tenant_id = ? AND is_deleted = 0 AND business_id IS NULL AND CAST(substr(id, -4) AS INTEGER) % 4 <> 0`;

interface Move {
  merchant: string;
  from: string;
  to: string;
}

/**
 * Records built backwards from the merchants' current agents (`current`, changed as it goes):
 * each takes 1–4 merchants now at one agent and says they came from another.
 */
function migrations(
  tenant: string,
  count: number,
  current: Map<string, string>,
  sources: string[],
  serial: number,
  seed: number,
) {
  const next = random(seed);
  const records: Row[] = [];
  const moves: (Move & { record: string; at: number; operator: string })[] = [];
  const operators = tenant === "000001" ? ["admin", "admin", "ops01", "agent01"] : ["admin"];
  for (let r = count; r >= 1; r--) {
    const holders = [...new Set(current.values())];
    const to = holders[Math.floor(next() * holders.length)]!;
    const here = [...current.entries()].filter(([, agent]) => agent === to).map(([m]) => m);
    const take = here.slice(0, Math.min(here.length, 1 + Math.floor(next() * 4)));
    const choices = sources.filter((a) => a !== to);
    const from = choices[Math.floor(next() * choices.length)]!;
    const id = seedId(KIND, serial + r);
    const at = BUSINESS_SEED_TIME + 6 * DAY + r * 9 * HOUR + Math.floor(next() * 60) * 60_000;
    const operator = operators[r % operators.length]!;
    records.push({
      id,
      tenant_id: tenant,
      record_no: `MG${new Date(at + 8 * HOUR).toISOString().slice(0, 10).replace(/-/g, "")}${String(serial + r).padStart(5, "0")}`,
      from_agent_id: from,
      to_agent_id: to,
      merchant_count: take.length,
      user_count: 0,
      operator,
      remark: ["代理商合并", "商户申请变更服务商", "区域调整", "原代理商停止合作"][r % 4]!,
      create_time: at,
      is_deleted: 0,
    });
    for (const merchant of take) {
      moves.push({ merchant, from, to, record: id, at, operator });
      current.set(merchant, from);
    }
  }
  const trajectories: Row[] = moves.map((m, k) => ({
    id: seedId(KIND, serial * 100 + 10_000 + k + 1),
    tenant_id: tenant,
    record_id: m.record,
    merchant_id: m.merchant,
    from_agent_id: m.from,
    to_agent_id: m.to,
    operator: m.operator,
    create_time: m.at,
  }));
  return { records, trajectories };
}

export function businessSeed(): SeedData {
  const tree = seededTree();
  const lower = tree.filter((a) => a.level > 1).map((a) => a.id);
  // Merchants' current agents as seed_v3 placed them (merchant i under lower[i % 35]).
  const current1 = new Map(
    Array.from(
      { length: 60 },
      (_, i) => [seedId(BUSINESS_KIND.merchant, 1 + i), lower[i % lower.length]!] as [string, string],
    ),
  );
  const agents2 = [102, 103, 104].map((n) => seedId(BUSINESS_KIND.agent, n));
  const current2 = new Map(
    Array.from({ length: 5 }, (_, i) => [seedId(BUSINESS_KIND.merchant, 101 + i), agents2[i % 3]!] as [string, string]),
  );
  const one = migrations("000001", BUSINESS_SEED.records, current1, lower, 1, 12);
  const two = migrations("000002", 3, current2, agents2, 1000, 7);
  // The merchants operated by an account (mer01's) count as users moved along.
  const userMerchants = new Set([PARTNER_SEED.merchant01]);
  const trajectories = [...one.trajectories, ...two.trajectories];
  const records = [...one.records, ...two.records].map((r) => ({
    ...r,
    user_count: trajectories.filter((t) => t.record_id === r.id && userMerchants.has(String(t.merchant_id))).length,
  }));

  const menus = new Map(menuRows().map((m) => [m.code, m]));
  const screen = menus.get("agentMigration")!;
  // Agents add and edit their salespersons; removing one stays with the platform.
  const grants = [
    "salesman",
    "salesman_add",
    "salesman_edit",
    "business",
    "businessInfo",
    "business_export",
    "agentMigration",
    "migration_view",
    "migration_export",
  ];
  return {
    rows: [
      ["cloud_agent_business", salespersons()],
      ["cloud_agent_migration_record", records],
      ["cloud_merchant_migration_trajectory", trajectories],
      [
        "blade_menu",
        [
          menuRow(
            {
              id: BUSINESS_SEED.migrateButton,
              code: "migration_migrate",
              name: "迁移",
              alias: "migrate",
              path: `${screen.path}/migrate`,
              source: "arrow-right-left",
              sort: 90,
              category: 2,
              action: 2,
              i18n: null,
              top: screen.top,
            },
            screen.id,
          ),
        ],
      ],
      [
        "blade_role_menu",
        [...grants.map((code) => menus.get(code)!.id), BUSINESS_SEED.migrateButton].map((menu) => ({
          role_id: PARTNER_SEED.roleAgent,
          menu_id: menu,
        })),
      ],
    ],
    updates: [
      [developer("cloud_agent_info", "cloud_agent_info.parent_id"), ["000001"]],
      [developer("cloud_merchant_info", "cloud_merchant_info.agent_id"), ["000001"]],
      [developer("cloud_merchant_info", "cloud_merchant_info.agent_id"), ["000002"]],
      grantAdministratorsHolding(BUSINESS_SEED.migrateButton, screen.id),
    ],
  };
}
