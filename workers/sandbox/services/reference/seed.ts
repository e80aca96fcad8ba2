/**
 * seed_v3_reference's reference data: MCC codes (175, global), bank branches (117, global),
 * blacklist (30 for 000001, 3 for 000002), sensitive / whitelisted words (35 + 10 for 000001,
 * 4 + 1 for 000002). Seed kinds 50–54 (see REFERENCE_KIND); the same seed's logs (55–57) are the
 * log service's (log/seed.ts).
 */
import { seedId } from "../../core/ids";
import { type Row, SEED, type SeedData } from "../../core/seed";
import { mccSeedList } from "./mcc-data";
import { BANK_TYPES } from "./store";

export const REFERENCE_KIND = { mcc: 50, bank: 51, blacklist: 52, word: 53, whiteWord: 54 } as const;

/** MCC rows are created 2026-01-02 10:00:00 (GMT+8), one second apart. */
const MCC_TIME = Date.UTC(2026, 0, 2, 2, 0, 0);
const BANK_TIME = Date.UTC(2026, 0, 2, 3, 0, 0);

function mccRows(): Row[] {
  return mccSeedList().map((m, i) => ({
    id: seedId(REFERENCE_KIND.mcc, i + 1),
    mcc_code: m.code,
    name: m.name,
    category_name: m.category,
    remark: m.remark,
    sort: i + 1,
    create_time: MCC_TIME + i * 1000,
    is_deleted: 0,
  }));
}

/* Bank branches: every city has the twelve national banks, its local banks and maybe a foreign one. */

type Bank = [name: string, code: string, type: number];

const NATIONAL: Bank[] = [
  ["中国工商银行", "102", 1],
  ["中国农业银行", "103", 1],
  ["中国银行", "104", 1],
  ["中国建设银行", "105", 1],
  ["交通银行", "301", 1],
  ["中国邮政储蓄银行", "403", 1],
  ["招商银行", "308", 2],
  ["上海浦东发展银行", "310", 2],
  ["兴业银行", "309", 2],
  ["中信银行", "302", 2],
  ["中国民生银行", "305", 2],
  ["平安银行", "307", 2],
];

interface City {
  city: string;
  short: string;
  province: string;
  code: string;
  districts: string[];
  local: Bank[];
}

const CITIES: City[] = [
  {
    city: "上海市",
    short: "上海",
    province: "上海市",
    code: "2900",
    districts: ["浦东", "徐汇", "静安", "黄浦", "长宁"],
    local: [
      ["上海银行", "313", 3],
      ["上海农村商业银行", "322", 4],
      ["汇丰银行（中国）", "501", 5],
    ],
  },
  {
    city: "北京市",
    short: "北京",
    province: "北京市",
    code: "1000",
    districts: ["朝阳", "海淀", "西城", "东城", "丰台"],
    local: [
      ["北京银行", "313", 3],
      ["北京农村商业银行", "402", 4],
      ["花旗银行（中国）", "531", 5],
    ],
  },
  {
    city: "深圳市",
    short: "深圳",
    province: "广东省",
    code: "5840",
    districts: ["南山", "福田", "罗湖", "宝安"],
    local: [
      ["宁波银行", "313", 3],
      ["深圳农村商业银行", "402", 4],
      ["渣打银行（中国）", "671", 5],
    ],
  },
  {
    city: "广州市",
    short: "广州",
    province: "广东省",
    code: "5810",
    districts: ["天河", "越秀", "海珠", "番禺"],
    local: [
      ["广州银行", "313", 3],
      ["广州农村商业银行", "314", 4],
      ["东亚银行（中国）", "502", 5],
    ],
  },
  {
    city: "杭州市",
    short: "杭州",
    province: "浙江省",
    code: "3310",
    districts: ["西湖", "滨江", "上城", "拱墅"],
    local: [
      ["杭州银行", "313", 3],
      ["杭州联合农村商业银行", "402", 4],
    ],
  },
  {
    city: "南京市",
    short: "南京",
    province: "江苏省",
    code: "3010",
    districts: ["鼓楼", "玄武", "建邺", "江宁"],
    local: [
      ["南京银行", "313", 3],
      ["江苏银行", "313", 3],
      ["江苏紫金农村商业银行", "314", 4],
    ],
  },
  {
    city: "成都市",
    short: "成都",
    province: "四川省",
    code: "6510",
    districts: ["高新", "锦江", "武侯", "青羊"],
    local: [
      ["成都银行", "313", 3],
      ["成都农村商业银行", "314", 4],
    ],
  },
  {
    city: "武汉市",
    short: "武汉",
    province: "湖北省",
    code: "5210",
    districts: ["江汉", "武昌", "洪山", "江岸"],
    local: [
      ["汉口银行", "313", 3],
      ["武汉农村商业银行", "402", 4],
    ],
  },
];

const ROADS = [
  "世纪大道",
  "人民路",
  "中山路",
  "解放路",
  "建设路",
  "科技园路",
  "金融街",
  "长江路",
  "新华路",
  "滨江大道",
];

function bankRows(): Row[] {
  const rows: Row[] = [];
  CITIES.forEach((c, ci) => {
    [...NATIONAL, ...c.local].forEach(([bank, bankNo, type], bi) => {
      const i = rows.length;
      const district = c.districts[(bi + ci) % c.districts.length]!;
      const serial = String((i * 37 + 11) % 10000).padStart(4, "0");
      const digits = `${bankNo}${c.code}${serial}`;
      const check = [...digits].reduce((sum, d) => sum + Number(d), 0) % 10;
      const area = c.province === c.city ? c.city : `${c.province}${c.city}`;
      rows.push({
        id: seedId(REFERENCE_KIND.bank, i + 1),
        bank_name: `${bank}${c.short}${district}${bi % 3 === ci % 3 ? "分行" : "支行"}`,
        bank_code: `${digits}${check}`,
        bank_type_id: type,
        bank_type_name: BANK_TYPES[type]!,
        bank_province: c.province,
        bank_city: c.city,
        address: `${area}${district}区${ROADS[(i * 3) % ROADS.length]}${((i * 37) % 900) + 1}号`,
        create_time: BANK_TIME + i * 1000,
        is_deleted: 0,
      });
    });
  });
  return rows;
}

/* Blacklist. */

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

/** An 18-character resident id number with a valid check character. */
export function idNumber(area: string, birth: string, seq: string): string {
  const body = `${area}${birth}${seq}`;
  const sum = [...body].reduce((s, d, i) => s + Number(d) * ID_WEIGHTS[i]!, 0);
  return body + "10X98765432"[sum % 11]!;
}

const BLACKLIST_1: [number, string, string][] = [
  [1, "13512348871", "涉嫌电信诈骗，公安机关协查"],
  [2, idNumber("310115", "19850312", "417"), "冒用他人身份开户"],
  [3, "6222021001123456789", "银行卡盗刷风险，发卡行止付"],
  [4, "898310048161234", "商户涉嫌赌博资金结算"],
  [1, "15800216634", "多次恶意投诉并索要赔偿"],
  [2, idNumber("440305", "19900721", "238"), "法院失信被执行人"],
  [3, "6217000010012345678", "涉案账户，冻结止付"],
  [4, "898440358120567", "虚假商户资料，进件造假"],
  [1, "18621097753", "批量注册小号套取营销补贴"],
  [2, idNumber("330106", "19781105", "062"), "涉嫌非法集资，监管通报"],
  [3, "6228480402564890018", "信用卡套现交易特征明显"],
  [4, "898330154110832", "交易异常，疑似刷单"],
  [1, "13988456120", "冒充客服实施诈骗"],
  [2, idNumber("510107", "19950228", "153"), "身份证件已挂失，疑被冒用"],
  [3, "6225880137706868", "持卡人本人报案被盗刷"],
  [4, "898510173990045", "商户跑路，拖欠退款"],
  [1, "17710293348", "短期内频繁更换绑定设备"],
  [2, idNumber("420106", "19820917", "374"), "涉嫌洗钱，反洗钱系统预警"],
  [3, "6214830100238765", "同卡多商户异常大额交易"],
  [4, "898420157220316", "经营范围与MCC严重不符"],
  [1, "15290871126", "疑似虚拟号段批量注册"],
  [2, idNumber("110105", "19880403", "295"), "合作方共享风险名单"],
  [3, "6013820800012345678", "境外高风险交易"],
  [4, "898110058130774", "商户注销后仍发起交易"],
  [1, "18955023417", "账户冒用，本人申诉属实"],
  [2, idNumber("320106", "19970614", "081"), "未成年人冒用成年人身份"],
  [3, "6259650871772098", "伪卡交易，卡组织通报"],
  [1, "13366105892", "频繁发起拒付"],
  [2, idNumber("440106", "19760830", "526"), "法人代表涉刑事案件"],
  [3, "6212261202012345678", "出租出借银行卡"],
];

const BLACKLIST_2: [number, string, string][] = [
  [1, "13700112233", "涉嫌电信诈骗"],
  [3, "6222600260001234567", "信用卡套现"],
  [4, "898350148990021", "虚假交易"],
];

/** Blacklist rows of 000001 are created from 2026-01-04 18:00 (GMT+8) backwards, 2h17m apart. */
const BLACKLIST_TIME = Date.UTC(2026, 0, 4, 10, 0, 0);

function blacklistRows(): Row[] {
  const rows: Row[] = [];
  BLACKLIST_1.forEach(([type, value, reason], i) => {
    const byOperator = i % 3 === 2;
    rows.push({
      id: seedId(REFERENCE_KIND.blacklist, i + 1),
      tenant_id: SEED.tenant1,
      type,
      value,
      reason,
      create_user: byOperator ? SEED.userOperator1 : SEED.userAdmin1,
      create_user_name: byOperator ? "运营专员" : "管理员",
      create_time: BLACKLIST_TIME - i * 137 * 60_000,
      is_deleted: 0,
    });
  });
  BLACKLIST_2.forEach(([type, value, reason], i) => {
    rows.push({
      id: seedId(REFERENCE_KIND.blacklist, 101 + i),
      tenant_id: SEED.tenant2,
      type,
      value,
      reason,
      create_user: SEED.userAdmin2,
      create_user_name: "管理员",
      create_time: BLACKLIST_TIME - i * 3600_000,
      is_deleted: 0,
    });
  });
  return rows;
}

/* Sensitive and whitelisted words. */

export const SENSITIVE_WORDS_1 = [
  "赌博",
  "博彩",
  "洗钱",
  "套现",
  "代开发票",
  "传销",
  "诈骗",
  "色情",
  "非法集资",
  "刷单",
  "网络赌场",
  "六合彩",
  "私彩",
  "百家乐",
  "裸聊",
  "代办信用卡",
  "信用卡代还",
  "高利贷",
  "校园贷",
  "裸贷",
  "套路贷",
  "地下钱庄",
  "虚拟货币交易",
  "跑分",
  "出售银行卡",
  "收购银行卡",
  "收购对公账户",
  "代收代付",
  "假币",
  "枪支",
  "毒品",
  "冰毒",
  "发票代开",
  "办证",
  "私募诈骗",
];
export const WHITE_WORDS_1 = [
  "反赌博",
  "反洗钱",
  "反诈骗",
  "防诈骗",
  "反传销",
  "打击传销",
  "防范非法集资",
  "反套路贷",
  "远离毒品",
  "拒绝赌博",
];
const SENSITIVE_WORDS_2 = ["赌博", "洗钱", "套现", "诈骗"];
const WHITE_WORDS_2 = ["反洗钱"];

/** Words of 000001 are created from 2026-01-03 12:00 (GMT+8) backwards, 3 hours apart. */
const WORD_TIME = Date.UTC(2026, 0, 3, 4, 0, 0);

function wordRows(kind: number, words1: string[], words2: string[]): Row[] {
  const row = (n: number, tenantId: string, word: string, i: number): Row => {
    const created = WORD_TIME - i * 3 * 3600_000;
    return {
      id: seedId(kind, n),
      tenant_id: tenantId,
      word,
      create_time: created,
      update_time: i % 4 === 1 ? created + 86_400_000 : created,
    };
  };
  return [
    ...words1.map((w, i) => row(i + 1, SEED.tenant1, w, i)),
    ...words2.map((w, i) => row(101 + i, SEED.tenant2, w, i)),
  ];
}

export function referenceSeed(): SeedData {
  return {
    rows: [
      ["blade_mcc", mccRows()],
      ["blade_bank_info", bankRows()],
      ["cloud_blacklist", blacklistRows()],
      ["cloud_sensitive_word", wordRows(REFERENCE_KIND.word, SENSITIVE_WORDS_1, SENSITIVE_WORDS_2)],
      ["cloud_sensitive_white_word", wordRows(REFERENCE_KIND.whiteWord, WHITE_WORDS_1, WHITE_WORDS_2)],
    ],
  };
}
