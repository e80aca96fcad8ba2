// A transaction report for the PDF renderer's tests and bench (scripts/bench-pdf.mjs): ten
// columns of Chinese, figures and dates, the same rows on every run (a seeded generator).
import type { PdfTable } from "../../../app/kit/server/export/pdf.server";

export const SAMPLE_TITLE = "交易明细报表";
export const LONG_REMARK = "客户来电要求撤销本笔交易并重新开具增值税专用发票，已转财务部门复核处理";

const MERCHANTS = [
  "北京全聚德餐饮有限公司",
  "上海便利蜂商贸有限公司",
  "深圳市腾飞科技服务有限公司",
  "广州酒家集团",
  "杭州西湖旅游发展有限公司",
  "成都春熙路百货商场",
  "武汉光谷书城",
  "南京新街口超市连锁",
  "重庆火锅美食城",
  "西安大唐不夜城文化旅游",
  "苏州园林酒店管理有限公司",
  "天津滨海物流有限公司",
];
const CATEGORIES = ["5812 餐饮", "5411 超市", "7011 酒店", "5942 书店", "4121 出租车", "5311 百货"];
const TYPES = ["消费", "退款", "撤销", "预授权"];
const CHANNELS = ["微信支付", "支付宝", "银联云闪付", "借记卡", "信用卡"];
const STATES = ["成功", "成功", "成功", "失败", "处理中"];
const REMARKS = ["", "", "", "会员积分抵扣", "分期付款（12期）", "跨行交易", LONG_REMARK];

// Widths in pt (the table is 523 pt wide at 8 pt): long names and remarks are cut with "…".
export const SAMPLE_COLUMNS: PdfTable["columns"] = [
  { label: "序号", align: "right", weight: 25 },
  { label: "交易时间", weight: 80 },
  { label: "商户名称", weight: 94 },
  { label: "商户类别", weight: 42 },
  { label: "交易类型", weight: 38 },
  { label: "支付方式", weight: 46 },
  { label: "卡号", weight: 57 },
  { label: "金额（元）", align: "right", weight: 46 },
  { label: "状态", weight: 30 },
  { label: "备注", weight: 65 },
];

/** `count` rows of the report, deterministic. */
export function sampleReport(count: number): PdfTable {
  let seed = 20261124;
  const next = (n: number) => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return (seed >>> 8) % n;
  };
  const pick = <T>(list: T[]) => list[next(list.length)];
  const two = (n: number) => String(n).padStart(2, "0");
  const rows = Array.from({ length: count }, (_, i) => {
    const amount = (next(5_000_000) / 100).toLocaleString("en-US", { minimumFractionDigits: 2 });
    return [
      String(i + 1),
      `2026-11-${two(1 + next(24))} ${two(next(24))}:${two(next(60))}:${two(next(60))}`,
      pick(MERCHANTS),
      pick(CATEGORIES),
      pick(TYPES),
      pick(CHANNELS),
      `6222****${String(next(10000)).padStart(4, "0")}`,
      amount,
      pick(STATES),
      pick(REMARKS),
    ];
  });
  return {
    title: SAMPLE_TITLE,
    meta: ["导出时间 2026-11-24 15:00:00", "筛选：商户名称 含 “有限公司”，交易时间 2026-11-01 至 2026-11-24"],
    columns: SAMPLE_COLUMNS,
    rows,
    footer: `共 ${count} 行`,
    pageLabel: (n, m) => `第 ${n} 页 / 共 ${m} 页`,
  };
}
