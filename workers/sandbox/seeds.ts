/**
 * The seeds, in the order they are applied after the migrations (core/db.ts); each runs once and
 * is recorded in `_migrations`. A seed is a release's data set: its parts live with the services
 * whose tables they fill (`services/<name>/seed*.ts`) and are joined here. Seeded ids never change.
 */
import { emptyDatabaseSeed, type Seed, tenantSeed } from "./core/db";
import { joinSeeds, type SeedData } from "./core/seed";
import { partnerSeed } from "./services/agent/seed";
import { authSeed } from "./services/auth/seed";
import { businessSearchSeed } from "./services/business-search/seed";
import { flowSeed } from "./services/dashboard/seed";
import { dataSyncSeed } from "./services/data-sync/seed";
import { dictSeed } from "./services/dict/seed";
import { logsSeed } from "./services/log/seed";
import { exportButtonsSeed, menuSeed, menuShellSeed } from "./services/menu/seed";
import { merchantSeed } from "./services/merchant/seed";
import { businessSeed } from "./services/migration/seed";
import { messagesSeed, messagesShellSeed } from "./services/messages/seed";
import { orgBaseSeed, orgSeed } from "./services/org/seed";
import { referenceSeed } from "./services/reference/seed";
import { roleSeed, roleTreeSeed } from "./services/role/seed";
import { operatorSystemSeed } from "./services/role/seed-operator-system";
import { settingsSeed, settingsShellSeed } from "./services/settings/seed";
import { directorySeed, userSeed } from "./services/user/seed";
import { exportTenantSeed } from "./services/user/seed-export";
import { loadTenantSeed } from "./services/user/seed-load";
import { dataScopeSeed } from "./services/user/seed-data-scope";
import { channelEquipSeed } from "./services/equip/seed";
import { storeSeed } from "./services/store/seed";
import { tollSeed } from "./services/toll/seed";
import { settlementDataSeed, settlementMenuSeed } from "./services/settlement/seed";
import { orderDataSeed, orderMenuSeed } from "./services/order/seed";
import { reconSeed } from "./services/recon/seed";
import { accountDataSeed, accountMenuSeed } from "./services/account/seed";
import { policyDataSeed } from "./services/policy/seed";
import { tradeReportMenuSeed } from "./services/report/seed";
// 营销活动 and 银行活动 (ADR 023).
import { marketingActivitySeed } from "./services/activity/seed";
// The work-flow (ADR 025).
import { workFlowSeed } from "./services/flow/seed";
// 微信公众号 (h-wechat, ADR 026).
import { wechatSeed } from "./services/wechat/seed";
// 资源管理 (h-res, ADR 027)
import { resourceSeed } from "./services/files/seed";
// File references (h-files, ADR 030)
import { fileReferencesSeed } from "./services/files/seed-references";
// Personal data's buttons (issue 30, ADR 029).
import { personalButtonsSeed } from "./services/menu/personal-buttons";

/** Each seed's data by the name `_migrations` records, in the order the seeds are applied. */
export const SEED_DATA = {
  /** The base data set: two tenants, their clients, settings, depts, roles, users, menus and messages. */
  seed_v1: async (): Promise<SeedData> =>
    joinSeeds(
      authSeed(),
      orgBaseSeed(),
      settingsSeed(),
      flowSeed(),
      roleSeed(),
      await userSeed(),
      menuSeed(),
      messagesSeed(),
    ),
  /** For the console shell: the marketing link, data-sync switches, message senders and more messages, 帮助中心, `meta.roles`. */
  seed_v2_shell: (): SeedData => joinSeeds(settingsShellSeed(), messagesShellSeed(), dataSyncSeed(), menuShellSeed()),
  seed_v3_dict_menu_role: (): SeedData => joinSeeds(dictSeed(), roleTreeSeed()),
  seed_v3_org: (): SeedData => joinSeeds(orgSeed(), directorySeed()),
  seed_v3_reference: (): SeedData => joinSeeds(referenceSeed(), logsSeed()),
  seed_v3_business_search: businessSearchSeed,
  seed_v3_operator_system: operatorSystemSeed,
  seed_v4_data_scope: dataScopeSeed,
  /** Tenant 000003 and its 300 accounts for `npm run load`, nothing in the other tenants. */
  seed_v5_load: loadTenantSeed,
  /** Tenant 000004 and its account export01, whose 接口日志 is generated (services/log/generated.ts), nothing in the other tenants. */
  seed_v6_export: exportTenantSeed,
  /** 导出 on the system lists that export, for the administrator roles holding those screens (000004's too). */
  seed_v7_export_buttons: exportButtonsSeed,
  /** The partner network: 3,000 more agents, their payload fields, the partner roles and accounts agent01, agent02, mer01 (ADR 016). */
  seed_v8_partner: partnerSeed,
  /** 20,000 more merchants over the agents, their split configs and network-entry status. */
  seed_v9_merchant: merchantSeed,
  /** Stores and cashiers at scale (30,000 and 10,000 over the tenant's merchants), some store split configs (after seed_v9_merchant). */
  seed_v10_store: storeSeed,
  /** Channels (rows, rates, 总部's settlement config), 5,000 devices, the equipment settings record, 通道列表's channel_status. */
  seed_v11_channel_equip: channelEquipSeed,
  /** 业务员, 业务 and 代理商迁移: more salespersons, who developed what, migration records and trajectories. */
  seed_v12_business: businessSeed,
  /** The flow top-up: combos, company config, thresholds, 蓝海支付's recharge orders, tenant 000005 星河支付 (topup01, topup02), 公司配置 and 流水统计 (ADR 017). */
  seed_v13_toll: tollSeed,
  /** Money movement's menus, buttons, grants and dictionaries (ADR 018); its data is MONEY_SEED_DATA's, on first use. */
  seed_v14_money_menus: (): SeedData => joinSeeds(orderMenuSeed(), settlementMenuSeed(), accountMenuSeed()),
  /** 交易报表 (and its 导出) for the partner roles (ADR 021). */
  seed_v18_trade_report: tradeReportMenuSeed,
  /** 营销活动 and 银行活动 (ADR 023): the activity buttons 启用/停用 and 同步, activities in 000001 and 000002, the bank activities' periods and rules. */
  seed_v20_marketing: () => marketingActivitySeed(),
  /** The work-flow (ADR 025): 我的待办 and 已办, the flow dictionary's 充值订单审核, its model deployed (suspended) and two waiting recharge orders in it. */
  seed_v22_flow: workFlowSeed,
  /** 微信公众号 (h-wechat, ADR 026): 公众号配置's 删除, two 公众号 of tenant 000001 with a published menu and a draft. */
  seed_v23_wechat: wechatSeed,
  /** 资源管理 (h-res, ADR 027): 对象存储's 启用 and 测试上传 buttons, tenant 000001's storage configs and a few attachments. */
  seed_v24_resources: resourceSeed,
  /** Personal data (issue 30, ADR 029): 查看完整 and 导出完整 (`*_view_full`, `*_export_full`) on the screens with personal data, for the administrator roles holding them. */
  seed_v29_personal_data: personalButtonsSeed,
};

/**
 * Money movement's data (ADR 018), applied on the first request to a money service (cloud-order,
 * cloud-account, cloud-settle, cloud-recon, cloud-policy), in this order, and recorded like the others: tens
 * of seconds on a fresh database, so a console that never opens those screens (and every test
 * file that does not) never waits for it. `npm start` asks for it before it prints its address.
 */
export const MONEY_SEED_DATA = {
  /** 200,000 orders over 183 days up to the seed's moment, refunds, an account per merchant and agent, the ledger. */
  seed_v14_orders: () => orderDataSeed(),
  /** Settle configs of the trading merchants, 30 days of settlement batches over their orders, SETTLE/REMIT ledger rows. */
  seed_v15_settlement: () => settlementDataSeed(),
  /** A reconciliation batch per channel per day over the last 30 days and their differences, derived from the orders. */
  seed_v16_recon: () => reconSeed(),
  /** Freezes on some merchants' accounts with their ledger rows (after the settlement's balances). */
  seed_v17_account: () => accountDataSeed(),
  /** Pricing (ADR 020): the merchants' rates per pay type, three agent-cost templates and the level policies giving them from next month. */
  seed_v19_policy: () => policyDataSeed(),
};

export const MONEY_SEEDS: Seed[] = Object.entries(MONEY_SEED_DATA).map(([name, data]) => tenantSeed(name, data));

/**
 * The paths whose first request applies MONEY_SEEDS: the money services, 政策配置 (ADR 020) and 交易报表 (ADR 021).
 * The home page's summary reads the orders there are and does not wait for them: every test file
 * signs in to the home page under a short deadline.
 */
export const MONEY_PATH =
  /^\/api\/(cloud-(order|account|settle|recon|policy)|cloud-report\/(tradeReport|profitReport))\//;

const { seed_v1, ...later } = SEED_DATA;

export const SEEDS: Seed[] = [
  // The base data set, only into an empty database.
  emptyDatabaseSeed("seed_v1", seed_v1),
  // Every later seed goes into any database that holds seed_v1's tenant (fresh or upgraded alike).
  ...Object.entries(later).map(([name, data]) => tenantSeed(name, data)),
  // File references (h-files, ADR 030): storage paths stored before them become attachment ids.
  fileReferencesSeed,
];
