/**
 * The partner network's agents at scale (seed_v8_partner): 3,000 more agents below seed_v3's 40,
 * and every agent's save-payload fields (channel, rates, settlement list, switches).
 */
import { seedId } from "../../core/ids";
import { type Row, SEED } from "../../core/seed";
import { BRANDS, CITIES, person } from "../business-search/names";
import { BUSINESS_KIND, BUSINESS_SEED_TIME } from "../business-search/seed";
import { CHANNELS } from "../channel/catalogue";

const DAY = 86_400_000;

const L2_SUFFIX = ["支付服务有限公司", "网络科技有限公司", "商务服务有限公司", "信息技术有限公司"];
const L3_SUFFIX = ["信息咨询服务部", "科技工作室", "商贸有限公司", "电子商务有限公司", "便民服务部"];

interface AgentNode {
  id: string;
  level: number;
  ancestors: string;
}

/** seed_v3's 40 agents as the tree knows them (business-search/seed.ts: parents by index in turn). */
export function seededAgents(): AgentNode[] {
  const out: AgentNode[] = [];
  const levels = [...Array(5).fill(1), ...Array(12).fill(2), ...Array(23).fill(3)] as number[];
  levels.forEach((level, i) => {
    const upper = out.filter((a) => a.level === level - 1);
    const parent = level === 1 ? null : upper[i % upper.length]!;
    out.push({
      id: seedId(BUSINESS_KIND.agent, i + 1),
      level,
      ancestors: parent ? `${parent.ancestors},${parent.id}` : "0",
    });
  });
  return out;
}

/** The save payload's fields, varied by the agent's serial `n`. */
function payloadFields(n: number, level: number) {
  const channel = CHANNELS[2 + (n % 3)]!;
  // Cost rises down the tree: a first-level agent settles at 0.25 %, a third-level one at 0.31–0.35 %.
  const accounting = (0.25 + (level - 1) * 0.03 + (n % 3) * 0.01).toFixed(2);
  const merchantRate = (0.38 + (n % 4) * 0.02).toFixed(2);
  return {
    channel_code: channel.code,
    pay_limit: (50 + (n % 10) * 50) * 10_000 * 100,
    agent_accounting_rate: accounting,
    xw_status: n % 2,
    ret_status: n % 3 === 0 ? 1 : 0,
    fr_status: n % 4 === 0 ? 1 : 0,
    sms_status: n % 5 === 0 ? 0 : 1,
    accoun_rate_type: (n % 2) + 1,
    agent_account: `62220210${String(10_000_000 + n).slice(-8)}`,
    trade_flag: n % 11 === 0 ? 0 : 1,
    extract_rate: (n % 5 === 0 ? 0.5 : 0).toFixed(2),
    location_status: n % 6 === 0 ? 1 : 0,
    edit_store_settle_switch: level > 1 && n % 2 === 0 ? 1 : 0,
    agent_settle_list: JSON.stringify([
      { settleType: "1", feeRate: "0.00", singleFee: "0.00" },
      ...(n % 2 === 0 ? [{ settleType: "2", feeRate: "0.05", singleFee: "2.00" }] : []),
    ]),
    default_merchant_rates: JSON.stringify(
      n % 3 === 0
        ? [
            { rateType: 1, rateValue: merchantRate },
            { rateType: 2, rateValue: "0.50" },
          ]
        : [{ rateType: 1, rateValue: merchantRate }],
    ),
    channel_agent_rates: JSON.stringify([
      {
        channelCode: channel.code,
        wxRate: accounting,
        aliRate: accounting,
        unionRate: (Number(accounting) + 0.1).toFixed(2),
      },
    ]),
  };
}

/** The agents added to `tenant`: `counts` of each level, each under the level above in turn. */
export function generatedAgents(tenant: string, counts: { first: number; second: number; third: number }): Row[] {
  const seeded = seededAgents();
  const firsts = seeded.filter((a) => a.level === 1);
  const seconds = seeded.filter((a) => a.level === 2);
  const { first, second, third } = counts;
  const rows: Row[] = [];
  const add = (level: number, parent: AgentNode | null, k: number) => {
    const serial = 40 + k + 1;
    const id = seedId(BUSINESS_KIND.agent, 1000 + k + 1);
    const node = { id, level, ancestors: parent ? `${parent.ancestors},${parent.id}` : "0" };
    const name =
      level === 1
        ? `${CITIES[k % CITIES.length]}${BRANDS[(k * 3) % BRANDS.length]}支付科技有限公司`
        : level === 2
          ? `${CITIES[(k * 7) % CITIES.length]}${BRANDS[(k * 5 + 1) % BRANDS.length]}${L2_SUFFIX[k % L2_SUFFIX.length]}`
          : `${CITIES[(k * 11) % CITIES.length]}${BRANDS[(k * 13 + 2) % BRANDS.length]}${L3_SUFFIX[k % L3_SUFFIX.length]}`;
    rows.push({
      id,
      tenant_id: tenant,
      agent_no: `A${String(serial).padStart(6, "0")}`,
      agent_name: name,
      agent_level: level,
      parent_id: parent ? parent.id : "0",
      parent_level: parent ? parent.level : null,
      ancestors: node.ancestors,
      agent_type: level === 3 && k % 2 === 0 ? 2 : 1,
      link_man: person(k + 40),
      mobile: `1870${String(1_000_000 + k).slice(-7)}`,
      link_email: `agent${serial}@example.com`,
      settle_type: (k % 3) + 1,
      agent_status: k % 13 === 0 ? 2 : k % 29 === 0 ? 0 : 1,
      create_user: SEED.userAdmin1,
      create_dept: SEED.deptHq1,
      create_time: BUSINESS_SEED_TIME + 20 * DAY + k * 10 * 60_000,
      update_user: SEED.userAdmin1,
      update_time: BUSINESS_SEED_TIME + 20 * DAY + k * 10 * 60_000,
      is_deleted: 0,
      ...payloadFields(serial, level),
    });
    return node;
  };
  let k = 0;
  for (let i = 0; i < first; i++) firsts.push(add(1, null, k++));
  for (let i = 0; i < second; i++) seconds.push(add(2, firsts[i % firsts.length]!, k++));
  for (let i = 0; i < third; i++) add(3, seconds[i % seconds.length]!, k++);
  return rows;
}

/** seed_v3's agents get the same payload fields (one UPDATE each). */
export function seededAgentUpdates(): [string, unknown[]][] {
  return seededAgents().map((a, i) => {
    const fields = payloadFields(i + 1, a.level);
    const columns = Object.keys(fields);
    return [
      `UPDATE cloud_agent_info SET ${columns.map((c) => `${c} = ?`).join(", ")} WHERE id = ?`,
      [...Object.values(fields), a.id],
    ];
  });
}
