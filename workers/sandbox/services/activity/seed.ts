/**
 * seed_v20_marketing (ADR 023): 营销活动's buttons 启用/停用 and 同步 (ACTIVITY_BUTTONS below) for
 * the administrators holding 营销活动; activities in tenant 000001 (支付平台) and 000002 (蓝海支付)
 * dated from the seed's Beijing day (some running, some ended, one not started, one 停用; ids kind
 * 90); and 银行活动's fields on the bank activities seed_v3 made: their periods moved around the
 * seed's day (ended, running and to come), their bank's id (its first branch in 银行信息), a discount rule, card type and cap.
 */
import { seedId } from "../../core/ids";
import { joinSeeds, type Row, type SeedData } from "../../core/seed";
import { BUSINESS_KIND } from "../business-search/seed";
import { laterButtonsSeed } from "../menu/seed";
import { SCOPE } from "./activity-store";
import { ACTIVITY_KIND, beijingDay, dayEnd, dayStart } from "./period";

/**
 * 营销活动's actions beyond add/edit/delete (seed_v20_marketing, activity/seed.ts; ADR 023): 启用/停用
 * and 同步到营销平台 / 停止同步, granted to the administrators holding 营销活动.
 */
export const ACTIVITY_BUTTONS = [
  { id: seedId(18, 1001), screen: "activity", code: "activity_status", kind: "status" as const },
  { id: seedId(18, 1002), screen: "activity", code: "activity_sync", kind: "sync" as const },
];

const agent = (n: number) => seedId(BUSINESS_KIND.agent, n);
const merchant = (n: number) => seedId(BUSINESS_KIND.merchant, n);

type Seeded = {
  n: number;
  tenant: string;
  title: string;
  from: number;
  days: number;
  channel: string;
  scope: number;
  ids: string[];
  budget: number;
  used: number;
  enabled?: 0;
  remark?: string;
};

/** Offsets in days from the seed's day; amounts in fen. */
const ACTIVITIES: Seeded[] = [
  {
    n: 1,
    tenant: "000001",
    title: "微信支付岁末立减",
    from: -10,
    days: 30,
    channel: "WXPAY",
    scope: SCOPE.all,
    ids: [],
    budget: 5_000_000,
    used: 1_234_560,
    remark: "单笔满50元立减5元",
  },
  {
    n: 2,
    tenant: "000001",
    title: "支付宝扫码满减补贴",
    from: -5,
    days: 30,
    channel: "ALIPAY",
    scope: SCOPE.merchants,
    ids: [merchant(1), merchant(2), merchant(3)],
    budget: 2_000_000,
    used: 321_050,
  },
  {
    n: 3,
    tenant: "000001",
    title: "银联商务周末优惠",
    from: -40,
    days: 30,
    channel: "CHINAUMS",
    scope: SCOPE.agents,
    ids: [agent(1), agent(2)],
    budget: 3_000_000,
    used: 2_987_000,
  },
  {
    n: 4,
    tenant: "000001",
    title: "拉卡拉刷卡返现",
    from: -90,
    days: 30,
    channel: "LAKALA",
    scope: SCOPE.all,
    ids: [],
    budget: 1_000_000,
    used: 1_000_000,
    remark: "预算已用完",
  },
  {
    n: 5,
    tenant: "000001",
    title: "随行付新春收款有礼",
    from: 15,
    days: 30,
    channel: "SUIXINGFU",
    scope: SCOPE.all,
    ids: [],
    budget: 8_000_000,
    used: 0,
  },
  {
    n: 6,
    tenant: "000001",
    title: "餐饮商户夜间消费补贴",
    from: -3,
    days: 30,
    channel: "WXPAY",
    scope: SCOPE.agents,
    ids: [agent(3)],
    budget: 1_500_000,
    used: 45_600,
    enabled: 0,
    remark: "待财务确认预算后启用",
  },
  {
    n: 7,
    tenant: "000001",
    title: "小微商户开门红",
    from: -1,
    days: 60,
    channel: "ALIPAY",
    scope: SCOPE.all,
    ids: [],
    budget: 600_000,
    used: 1_200,
  },
  {
    n: 101,
    tenant: "000002",
    title: "蓝海支付会员日立减",
    from: -2,
    days: 30,
    channel: "WXPAY",
    scope: SCOPE.all,
    ids: [],
    budget: 1_000_000,
    used: 88_800,
  },
  {
    n: 102,
    tenant: "000002",
    title: "蓝海支付秋季满减",
    from: -70,
    days: 30,
    channel: "ALIPAY",
    scope: SCOPE.all,
    ids: [],
    budget: 500_000,
    used: 499_900,
  },
];

function activityRows(now: number): Row[] {
  return ACTIVITIES.map((a) => ({
    id: seedId(ACTIVITY_KIND, a.n),
    tenant_id: a.tenant,
    title: a.title,
    start_date: beijingDay(a.from, now),
    end_date: beijingDay(a.from + a.days - 1, now),
    channel_code: a.channel,
    scope_type: a.scope,
    scope_ids: JSON.stringify(a.ids),
    budget_fen: a.budget,
    used_fen: a.used,
    enabled: a.enabled ?? 1,
    remark: a.remark ?? null,
    create_user: null,
    create_user_name: "系统",
    create_time: now - 100 * 86_400_000 + a.n * 60_000,
    update_time: now,
    is_deleted: 0,
  }));
}

/** seed_v3's bank activities: tenant 000001 serials 1…15, 000002 101…103; the i-th starts 20 days after the one before. */
function bankActUpdates(now: number): [string, unknown[]][] {
  const serials = [
    ...Array.from({ length: 15 }, (_, i) => [1 + i, i] as const),
    ...Array.from({ length: 3 }, (_, i) => [101 + i, i + 4] as const),
  ];
  return serials.map(([serial, i]) => {
    const from = (i - 6) * 20;
    const rule =
      i % 3 === 0
        ? { type: 2, threshold: null, reduce: null, rate: ["9.5", "8.8", "9"][(i / 3) % 3]! }
        : { type: 1, threshold: [5000, 10000, 20000][i % 3]!, reduce: [500, 1000, 3000][i % 3]!, rate: null };
    return [
      `UPDATE cloud_bank_act SET start_time = ?, end_time = ?, discount_type = ?, threshold_fen = ?, reduce_fen = ?, discount_rate = ?, card_type = ?, daily_cap_fen = ?,
        bank_id = (SELECT b.id FROM blade_bank_info b WHERE b.bank_name LIKE cloud_bank_act.bank_name || '%' AND b.is_deleted = 0 ORDER BY b.id LIMIT 1) WHERE id = ?`,
      [
        dayStart(beijingDay(from, now)),
        dayEnd(beijingDay(from + 89, now)),
        rule.type,
        rule.threshold,
        rule.reduce,
        rule.rate,
        i % 3,
        i % 2 === 0 ? 5_000_000 : null,
        seedId(BUSINESS_KIND.bankAct, serial),
      ],
    ];
  });
}

export function marketingActivitySeed(now = Date.now()): SeedData {
  return joinSeeds(laterButtonsSeed(ACTIVITY_BUTTONS), {
    rows: [["cloud_marketing_activity", activityRows(now)]],
    updates: bankActUpdates(now),
  });
}
