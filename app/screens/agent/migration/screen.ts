/**
 * 代理商迁移 (/agent/migration): merchants (and the accounts that operate them) moved between
 * agents, agent.migration.* (spec §7). The list is queryMerchantMigrationPage: each
 * merchant of the operator's subtree with its current agent, the agent before its last move, how
 * often and when it moved. 查看 (migration_view) opens the merchant's trajectory
 * (queryMigrationTrajectoryDetailList); below the list, the latest migration records
 * (userMigrationRecord). 导出 (migration_export) is the backend's own trajectory workbook
 * (exportMigrationTrajectory, POST, the list's filters), streamed through (ADR 015).
 */
import { defineScreen, type RowOf } from "~/kit/shared/screen";

export const migrationScreen = defineScreen({
  searches: ["agent"],
  id: "agentMigration",
  path: "/agent/migration",
  menuCode: "agentMigration",
  texts: "partner.migration",
  name: "代理商迁移",
  api: { list: "agent.migration.merchantPage" },
  row: {
    merchantId: "text",
    merchantNo: "text",
    merchantName: "text",
    agentId: "text",
    agentNo: "text",
    agentName: "text",
    agentPath: "text",
    previousAgentNo: "text",
    previousAgentName: "text",
    migrationCount: "number",
    lastMigrationTime: "text",
  },
  rowLabel: (row) => `${row.merchantNo} ${row.merchantName}`,
  buttons: { view: "migration_view" },
  export: "migration_export",
  backendExport: "agent.migration.exportTrajectory",
  filters: {
    merchantNo: { max: 20 },
    merchantName: { max: 50 },
    migrated: { kind: "select", options: ["1", "0"], optionTexts: "migratedOptions" },
  },
  columns: [
    { key: "merchantNo", sort: true, fixed: true, mono: true },
    { key: "merchantName", sort: true },
    { key: "agentName", label: "agent" },
    { key: "previousAgentName", label: "previousAgent" },
    { key: "migrationCount", sort: true },
    { key: "lastMigrationTime", sort: true, format: "datetime" },
  ],
  detail: [
    "merchantNo",
    "merchantName",
    "agentName",
    "previousAgentName",
    "migrationCount",
    "lastMigrationTime",
    { name: "trajectory", wide: true },
  ],
});

export type MerchantMigration = RowOf<typeof migrationScreen.row>;

/** One move of a merchant (a trajectory row). */
export type Move = {
  id: string;
  recordNo: string;
  fromAgent: string;
  toAgent: string;
  operator: string;
  createTime: string;
  remark: string;
};

/** One migration record. */
export type MigrationRecord = Move & { merchantCount: number; userCount: number };
