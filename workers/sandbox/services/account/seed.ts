/**
 * seed_v17_account (ADR 018): 资金复核 in the menu (ACCOUNT_MENUS) for the
 * administrators holding 账户列表, 账户列表 for the partner roles (their own accounts), and freezes on some accounts (ids kind 82): every 40th trading merchant's
 * account with at least 100.00 yuan available has a fifth of it frozen (冻结中; every third of
 * those a part given back already), each with its FREEZE (and UNFREEZE) ledger rows; running
 * balances recomputed after. Deterministic given the balances the earlier seeds left.
 */
import { SEED, type SeedData } from "../../core/seed";
import { PARTNER_SEED } from "../agent/seed";
import { seedId } from "../../core/ids";
import { type LaterMenu, laterMenuRows, menuRows, screensByCode } from "../menu/catalogue";
import { grantAdministratorsHolding, menuRow } from "../menu/seed";
import { ORDER_SEED } from "../order/catalogue";
import { ledgerRecomputeStatements } from "./ledger";

/**
 * 资金复核 under 账户管理 (seed_v14_money_menus: accountMenuSeed): money requests waiting for a
 * second operator (ADR 018). Granted to the administrators holding 账户列表; reviewing a request
 * needs the action's own button besides.
 */
export const ACCOUNT_MENUS: LaterMenu[] = [
  {
    id: seedId(17, 912),
    parentCode: "account",
    code: "moneyReview",
    name: "资金复核",
    alias: "menu",
    path: "/account/moneyReview",
    source: "shield-check",
    sort: 3,
    category: 1,
    action: 0,
    i18n: "menu.moneyReview",
    top: "business",
  },
];

const DAY = 86_400_000;

/** ?1 tenant, ?2 time: the seeded freezes (ids kind 82, 1…). */
const FREEZES = `
INSERT OR IGNORE INTO cloud_account_freeze (id, tenant_id, freeze_no, account_id, freeze_type, amount_fen, unfrozen_fen, state, reason, create_user, create_user_name, create_time, update_time)
SELECT '182' || printf('%016d', k), acc.tenant_id, 'FZ' || printf('%08d', k), acc.id, CAST(1 + k % 3 AS TEXT), acc.available_fen / 5,
  CASE WHEN k % 3 = 0 THEN acc.available_fen / 5 / 2 ELSE 0 END, CASE WHEN k % 3 = 0 THEN 2 ELSE 1 END,
  CASE k % 3 WHEN 0 THEN '客户投诉，部分资金已核实释放' WHEN 1 THEN '交易异常，风控冻结待核查' ELSE '法院协助执行通知书' END, NULL, '风控专员', ?2 - k * 3600000, ?2 - k * 3600000
FROM (SELECT acc.*, ROW_NUMBER() OVER (ORDER BY acc.id) AS k FROM cloud_account acc
      WHERE acc.tenant_id = ?1 AND acc.owner_type = 1 AND acc.available_fen >= 10000 AND CAST(substr(acc.id, 4) AS INTEGER) % 40 = 1) acc`;

/** ?1 tenant: FREEZE per freeze and UNFREEZE per part given back, in the ledger and the freeze log. */
const LEDGER = `
INSERT OR IGNORE INTO cloud_account_ledger (id, tenant_id, account_id, biz_type, biz_no, change_available, change_frozen, change_in_transit,
  available_after, frozen_after, in_transit_after, remark, operator_id, operator_name, create_time, seq)
SELECT '182' || printf('%016d', 100000 + CAST(substr(f.id, 4) AS INTEGER)), f.tenant_id, f.account_id, 'FREEZE', f.freeze_no, -f.amount_fen, f.amount_fen, 0,
  0, 0, 0, f.reason, NULL, f.create_user_name, f.create_time, 0 FROM cloud_account_freeze f WHERE f.tenant_id = ?1 AND f.id LIKE '182%'
UNION ALL
SELECT '182' || printf('%016d', 200000 + CAST(substr(f.id, 4) AS INTEGER)), f.tenant_id, f.account_id, 'UNFREEZE', f.freeze_no, f.unfrozen_fen, -f.unfrozen_fen, 0,
  0, 0, 0, '部分解冻', NULL, f.create_user_name, f.create_time + 3600000, 0 FROM cloud_account_freeze f WHERE f.tenant_id = ?1 AND f.id LIKE '182%' AND f.unfrozen_fen > 0`;

const LOG = `
INSERT OR IGNORE INTO cloud_account_freeze_log (id, tenant_id, freeze_id, action, amount_fen, reason, operator_name, create_time)
SELECT '182' || printf('%016d', 300000 + CAST(substr(f.id, 4) AS INTEGER)), f.tenant_id, f.id, 'freeze', f.amount_fen, f.reason, f.create_user_name, f.create_time
FROM cloud_account_freeze f WHERE f.tenant_id = ?1 AND f.id LIKE '182%'
UNION ALL
SELECT '182' || printf('%016d', 400000 + CAST(substr(f.id, 4) AS INTEGER)), f.tenant_id, f.id, 'unfreeze', f.unfrozen_fen, '部分解冻', f.create_user_name, f.create_time + 3600000
FROM cloud_account_freeze f WHERE f.tenant_id = ?1 AND f.id LIKE '182%' AND f.unfrozen_fen > 0`;

/** The data, on the first request to a money service (after the settlement data's balances): the seeded freezes. */
export function accountDataSeed(now = Date.now()): SeedData {
  const time = Math.floor(now / 60_000) * 60_000 - 2 * DAY;
  return {
    rows: [],
    updates: [
      [FREEZES, [ORDER_SEED.tenant, time]],
      [LEDGER, [ORDER_SEED.tenant]],
      [LOG, [ORDER_SEED.tenant]],
      ...ledgerRecomputeStatements(ORDER_SEED.tenant),
    ],
  };
}

/** The cheap part, with every other seed: 资金复核 in the menu, 账户列表 for the partner roles. */
export function accountMenuSeed(): SeedData {
  const parents = screensByCode();
  const screens = laterMenuRows(ACCOUNT_MENUS, parents);
  const holder = parents.get("accountInfo")!;
  // The partner roles read their own accounts (an agent its subtree's, a merchant its own).
  const byCode = new Map(menuRows().map((m) => [m.code, m.id]));
  const partnerGrants = [PARTNER_SEED.roleAgent, PARTNER_SEED.roleMerchant].flatMap((role) =>
    ["account", "accountInfo", "account_view"].map((code) => ({ role_id: role, menu_id: byCode.get(code)! })),
  );
  return {
    rows: [
      ["blade_menu", screens.map((s) => menuRow(s, s.parentId))],
      ["blade_top_menu_setting", screens.map((s) => ({ top_menu_id: SEED.topBusiness1, menu_id: s.id }))],
      ["blade_role_menu", partnerGrants],
    ],
    updates: [...screens.map((s) => grantAdministratorsHolding(s.id, holder.id))],
  };
}
