/**
 * seed_v11_channel_equip: tenant 000001's channels and devices.
 *
 * - The channels of channel/catalogue.ts as rows (seedId(74, 1…5)) with their channel merchant
 *   numbers, plus 招商银行直连 (CMBPAY, disabled); 总部's channel settlement config (three channels).
 * - 5,000 devices (seedId(74, 10001…15000), SN = type prefix + 8 digits): 7 in 10 bound to one of
 *   the 80 stores in turn (so M10000001, mer01's merchant, holds stores S10000001 and S10000061
 *   and their devices), 2 in 10 stock of one of seed_v3's 40 agents, 1 in 10 platform stock;
 *   every 50th is 故障 (and unbound).
 * - The tenant's equipment settings record (seedId(74, 1001)).
 * - 修改状态 (channel_status, seedId(18, 940)) for 通道列表, granted to the administrators holding it.
 */
import { seedId } from "../../core/ids";
import { bulkRows, type Row, SEED, type SeedData } from "../../core/seed";
import { BUSINESS_KIND, BUSINESS_SEED_TIME } from "../business-search/seed";
import { CHANNEL_MERCHANTS, CHANNELS } from "../channel/catalogue";
import { extraButtonRow, menuRows } from "../menu/catalogue";
import { grantAdministratorsHolding } from "../menu/seed";

const KIND = 74;
const TENANT = "000001";
const DAY = 86_400_000;

export const CHANNEL_EQUIP_SEED = {
  channel: (n: number) => seedId(KIND, n),
  cmbpay: seedId(KIND, 6),
  device: (n: number) => seedId(KIND, 10_000 + n),
  devices: 5000,
  tenantRecord: seedId(KIND, 1001),
  channelStatusButton: seedId(18, 940),
} as const;

/** Device type → SN prefix (dict-biz device_type: 智能POS, 传统POS, 扫码盒子, 收款音箱, 刷脸设备). */
export const SN_PREFIX: Record<string, string> = { "1": "P8", "2": "T6", "3": "QB", "4": "SP", "5": "FC" };
const MODELS: Record<string, string[]> = {
  "1": ["A920", "A8"],
  "2": ["S90", "S58"],
  "3": ["QB10"],
  "4": ["SP3", "SP5"],
  "5": ["F2"],
};

/** The device of serial n (1…5000) as seeded: its SN, type, and where it sits. */
export function seededDevice(n: number): {
  sn: string;
  type: string;
  store: number | null;
  agent: number | null;
  status: string;
} {
  const type = String((n % 5) + 1);
  const sn = `${SN_PREFIX[type]}${String(n).padStart(8, "0")}`;
  const slot = n % 10;
  if (n % 50 === 0) return { sn, type, store: null, agent: null, status: "3" };
  if (slot < 7) return { sn, type, store: (n % 80) + 1, agent: null, status: "1" };
  if (slot < 9) return { sn, type, store: null, agent: (n % 40) + 1, status: n % 3 === 0 ? "2" : "0" };
  return { sn, type, store: null, agent: null, status: "0" };
}

function channelRows(): Row[] {
  const rows: Row[] = CHANNELS.map((c, i) => ({
    id: CHANNEL_EQUIP_SEED.channel(i + 1),
    tenant_id: TENANT,
    channel_code: c.code,
    channel_name: c.name,
    channel_type: c.type,
    channel_mch_no: CHANNEL_MERCHANTS[c.code]?.mchNo ?? null,
    channel_mch_type: CHANNEL_MERCHANTS[c.code]?.mchType ?? 1,
    wx_rate: c.wxRate,
    ali_rate: c.aliRate,
    union_rate: c.unionRate,
    status: 1,
    sort: i + 1,
    remark: null,
    create_user: SEED.userAdmin1,
    create_time: BUSINESS_SEED_TIME + i * 60_000,
    update_user: SEED.userAdmin1,
    update_time: BUSINESS_SEED_TIME + i * 60_000,
    is_deleted: 0,
  }));
  rows.push({
    id: CHANNEL_EQUIP_SEED.cmbpay,
    tenant_id: TENANT,
    channel_code: "CMBPAY",
    channel_name: "招商银行直连",
    channel_type: "31",
    channel_mch_no: "308584000013",
    channel_mch_type: 2,
    wx_rate: "0.25",
    ali_rate: "0.25",
    union_rate: "0.28",
    status: 0,
    sort: 6,
    remark: "试运行，暂未开放",
    create_user: SEED.userAdmin1,
    create_time: BUSINESS_SEED_TIME + 10 * 60_000,
    update_user: SEED.userAdmin1,
    update_time: BUSINESS_SEED_TIME + 10 * 60_000,
    is_deleted: 0,
  });
  return rows;
}

function deviceRows(): Row[] {
  const rows: Row[] = [];
  for (let n = 1; n <= CHANNEL_EQUIP_SEED.devices; n++) {
    const d = seededDevice(n);
    const store = d.store === null ? null : seedId(BUSINESS_KIND.store, d.store);
    const merchant = d.store === null ? null : seedId(BUSINESS_KIND.merchant, ((d.store - 1) % 60) + 1);
    const at = BUSINESS_SEED_TIME + 10 * DAY + n * 7 * 60_000;
    const models = MODELS[d.type]!;
    rows.push({
      id: CHANNEL_EQUIP_SEED.device(n),
      tenant_id: TENANT,
      sn: d.sn,
      device_type: d.type,
      device_model: models[n % models.length]!,
      status: d.status,
      agent_id: d.agent === null ? null : seedId(BUSINESS_KIND.agent, d.agent),
      merchant_id: merchant,
      store_id: store,
      bind_time: store ? at + DAY : null,
      remark: null,
      create_user: SEED.userAdmin1,
      create_time: at,
      update_user: SEED.userAdmin1,
      update_time: store ? at + DAY : at,
      is_deleted: 0,
    });
  }
  return rows;
}

export function channelEquipSeed(): SeedData {
  const menus = menuRows();
  const channelInfo = menus.find((m) => m.code === "channelInfo")!;
  const button = extraButtonRow(
    { id: CHANNEL_EQUIP_SEED.channelStatusButton, screen: "channelInfo", code: "channel_status", kind: "status" },
    channelInfo,
  );
  return {
    rows: [
      ["cloud_channel_info", channelRows()],
      [
        "cloud_dept_channel_config",
        [
          ["WXPAY", "1", "0.20"],
          ["ALIPAY", "1", "0.20"],
          ["CHINAUMS", "2", "0.25"],
        ].map(([code, settle, rate], i) => ({
          id: seedId(KIND, 101 + i),
          tenant_id: TENANT,
          dept_id: SEED.deptHq1,
          channel_code: code,
          enabled: 1,
          settle_type: settle,
          cost_rate: rate,
          update_user: SEED.userAdmin1,
          update_time: BUSINESS_SEED_TIME,
        })),
      ],
      [
        "cloud_equip_tenant",
        [
          {
            id: CHANNEL_EQUIP_SEED.tenantRecord,
            tenant_id: TENANT,
            print_switch: 1,
            print_copies: 2,
            print_header: "欢迎光临",
            print_footer: "谢谢惠顾，欢迎再次光临",
            sn_prefix: "CP",
            sign_print_switch: 1,
            sign_print_copies: 1,
            sign_print_title: "签购单",
            sign_print_remark: "本人确认以上交易，同意将其记入本卡账户",
            cashier_refund: 0,
            cashier_order_scope: 1,
            cashier_voice: 1,
            create_user: SEED.userAdmin1,
            create_time: BUSINESS_SEED_TIME,
            update_user: SEED.userAdmin1,
            update_time: BUSINESS_SEED_TIME,
          },
        ],
      ],
      [
        "blade_menu",
        [
          {
            id: button.id,
            parent_id: button.parentId,
            code: button.code,
            name: button.name,
            alias: button.alias,
            path: button.path,
            source: button.source,
            sort: button.sort,
            category: button.category,
            action: button.action,
            is_open: 1,
            remark: null,
            i18n: button.i18n,
            is_deleted: 0,
          },
        ],
      ],
    ],
    updates: [
      ...bulkRows("cloud_equip_info", deviceRows()),
      // A bound device's agent is its merchant's.
      [
        "UPDATE cloud_equip_info SET agent_id = (SELECT m.agent_id FROM cloud_merchant_info m WHERE m.id = cloud_equip_info.merchant_id) WHERE tenant_id = ? AND merchant_id IS NOT NULL",
        [TENANT],
      ],
      grantAdministratorsHolding(button.id, button.parentId),
    ],
  };
}
