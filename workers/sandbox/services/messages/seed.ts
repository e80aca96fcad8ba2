/**
 * The messages of the message centre: seed_v1's few personal messages and notices, and
 * seed_v2_shell's senders, ≥25 personal messages per tenant-000001 account and ≥12 notices.
 */
import { seedId } from "../../core/ids";
import { type Row, SEED, SEED_TIME, SHELL_SEED_TIME, type SeedData } from "../../core/seed";

/** seed_v1: a few personal messages (ids 21/1…7), notices (22/1…4) and one read notice. */
export function messagesSeed(): SeedData {
  let msg = 0;
  const message = (user: string, type: number, title: string, read: number, minutes: number): Row => ({
    id: seedId(21, ++msg),
    tenant_id: user === SEED.userAdmin2 ? "000002" : "000001",
    user_id: user,
    type,
    title,
    content: `${title}，请及时处理。`,
    is_read: read,
    create_time: SEED_TIME + minutes * 60_000,
  });

  return {
    rows: [
      [
        "cloud_msg",
        [
          message(SEED.userAdmin1, 1, "新商户进件待审核", 0, 10),
          message(SEED.userAdmin1, 1, "代理商提现申请", 0, 20),
          message(SEED.userAdmin1, 2, "通道费率调整通知", 0, 30),
          message(SEED.userAdmin1, 2, "系统升级完成", 1, 40),
          message(SEED.userOperator1, 1, "交易异常提醒", 0, 50),
          message(SEED.userOperator1, 2, "日结对账完成", 1, 60),
          message(SEED.userAdmin2, 1, "新商户进件待审核", 0, 70),
        ],
      ],
      [
        "cloud_sys_msg",
        [
          {
            id: seedId(22, 1),
            tenant_id: "000001",
            type: 1,
            title: "平台维护公告",
            content: "本周六 02:00-04:00 系统维护。",
            create_time: SEED_TIME,
          },
          {
            id: seedId(22, 2),
            tenant_id: "000001",
            type: 1,
            title: "费率政策更新",
            content: "新版费率政策将于下月生效。",
            create_time: SEED_TIME + 3600_000,
          },
          {
            id: seedId(22, 3),
            tenant_id: "000001",
            type: 2,
            title: "安全提醒",
            content: "请定期修改登录密码。",
            create_time: SEED_TIME + 7200_000,
          },
          {
            id: seedId(22, 4),
            tenant_id: "000002",
            type: 1,
            title: "欢迎使用蓝海支付",
            content: "欢迎使用。",
            create_time: SEED_TIME,
          },
        ],
      ],
      ["cloud_sys_msg_read", [{ msg_id: seedId(22, 1), user_id: SEED.userAdmin1, read_time: SEED_TIME + 600_000 }]],
    ],
  };
}

/** Senders of seed_v1's messages (ids 21/1…7, 22/1…4). */
const V1_SENDERS: [table: string, id: string, sender: string][] = [
  ["cloud_msg", seedId(21, 1), "审核中心"],
  ["cloud_msg", seedId(21, 2), "结算中心"],
  ["cloud_msg", seedId(21, 3), "通道管理部"],
  ["cloud_msg", seedId(21, 4), "系统"],
  ["cloud_msg", seedId(21, 5), "风控中心"],
  ["cloud_msg", seedId(21, 6), "清算中心"],
  ["cloud_msg", seedId(21, 7), "审核中心"],
  ["cloud_sys_msg", seedId(22, 1), "平台运营中心"],
  ["cloud_sys_msg", seedId(22, 2), "平台运营中心"],
  ["cloud_sys_msg", seedId(22, 3), "安全中心"],
  ["cloud_sys_msg", seedId(22, 4), "平台运营中心"],
];

/** Personal message templates: msgType 1 业务消息, 2 系统消息. */
const TEMPLATES: { type: number; title: string; content: string; sender: string }[] = [
  {
    type: 1,
    title: "商户进件待审核",
    content: "商户「{n}号便利店」提交了进件资料，请在 24 小时内完成审核。",
    sender: "审核中心",
  },
  {
    type: 1,
    title: "交易异常提醒",
    content: "商户 M2026{n} 出现连续大额交易，已触发风控规则，请核实。",
    sender: "风控中心",
  },
  { type: 1, title: "代理商提现申请", content: "代理商 A10{n} 申请提现 {n}00.00 元，请审核。", sender: "结算中心" },
  { type: 2, title: "日结对账完成", content: "第 {n} 批次日结对账已完成，无差错。", sender: "清算中心" },
  { type: 1, title: "门店分账配置变更", content: "门店 S30{n} 的分账比例已更新，请确认。", sender: "运营部" },
  { type: 2, title: "通道费率调整通知", content: "通道 C{n} 的费率将于下月 1 日起调整。", sender: "通道管理部" },
  { type: 1, title: "设备绑定申请", content: "收银设备 SN0000{n} 申请绑定门店，请审核。", sender: "设备中心" },
  {
    type: 2,
    title: "登录提醒",
    content: "您的账号于新设备登录（第 {n} 次），如非本人操作请修改密码。",
    sender: "安全中心",
  },
];

/** Extra personal messages per account, so that every list pages (26 each). */
const PERSONAL: { user: string; tenant: string; extra: number }[] = [
  { user: SEED.userAdmin1, tenant: "000001", extra: 22 },
  { user: SEED.userOperator1, tenant: "000001", extra: 24 },
  ...[3, 4, 5, 6].map((n) => ({ user: seedId(15, n), tenant: "000001", extra: 26 })),
  { user: SEED.userAdmin2, tenant: "000002", extra: 5 },
];

/** Every third extra message is read; the rest are unread. */
export const isSeededRead = (i: number) => i % 3 === 0;

const NOTICES: { tenant: string; type: number; title: string; content: string; sender: string }[] = [
  ...[
    "国庆节假日结算安排",
    "新版商户后台上线",
    "微信支付通道升级",
    "支付宝通道维护通知",
    "云闪付优惠活动上线",
    "反洗钱合规培训",
    "交易限额调整公告",
    "发票开具流程变更",
    "年度对账工作安排",
    "客服热线服务时间调整",
  ].map((title, i) => ({
    tenant: "000001",
    type: i % 3 === 2 ? 2 : 1,
    title,
    content: `${title}：详情请见平台公告栏。`,
    sender: i % 3 === 2 ? "安全中心" : "平台运营中心",
  })),
  {
    tenant: "000002",
    type: 1,
    title: "蓝海支付系统维护",
    content: "本周日 01:00-03:00 系统维护。",
    sender: "平台运营中心",
  },
  {
    tenant: "000002",
    type: 2,
    title: "请及时绑定手机号",
    content: "为保障账号安全，请绑定常用手机号。",
    sender: "安全中心",
  },
];

/** seed_v2_shell: the senders of seed_v1's messages, and enough messages and notices that every list pages. */
export function messagesShellSeed(): SeedData {
  const messages: Row[] = [];
  let serial = 100;
  for (const [k, p] of PERSONAL.entries()) {
    for (let i = 1; i <= p.extra; i++) {
      const t = TEMPLATES[(i + k) % TEMPLATES.length]!;
      messages.push({
        id: seedId(21, ++serial),
        tenant_id: p.tenant,
        user_id: p.user,
        type: t.type,
        title: t.title,
        content: t.content.replaceAll("{n}", String(i)),
        is_read: isSeededRead(i) ? 1 : 0,
        create_time: SHELL_SEED_TIME + i * 3_600_000,
        sender: t.sender,
      });
    }
  }
  const notices: Row[] = NOTICES.map((n, i) => ({
    id: seedId(22, 101 + i),
    tenant_id: n.tenant,
    type: n.type,
    title: n.title,
    content: n.content,
    create_time: SHELL_SEED_TIME + (i + 1) * 7_200_000,
    sender: n.sender,
  }));

  return {
    rows: [
      ["cloud_msg", messages],
      ["cloud_sys_msg", notices],
      [
        "cloud_sys_msg_read",
        [
          { msg_id: seedId(22, 101), user_id: SEED.userAdmin1, read_time: SHELL_SEED_TIME },
          { msg_id: seedId(22, 102), user_id: SEED.userAdmin1, read_time: SHELL_SEED_TIME },
        ],
      ],
    ],
    updates: V1_SENDERS.map(([table, id, sender]): [string, string[]] => [
      `UPDATE ${table} SET sender = ? WHERE id = ? AND sender IS NULL`,
      [sender, id],
    ]),
  };
}
