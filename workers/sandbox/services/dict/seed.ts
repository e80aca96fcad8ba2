/**
 * seed_v3_dict_menu_role's dictionaries: the system dictionary (blade_dict, 35 groups, ids 30/n)
 * and the business dictionaries of 000001 (28 groups) and 000002 (3 groups) (blade_dict_biz,
 * ids 31/n). Its roles are the role service's (role/seed.ts).
 */
import { seedId } from "../../core/ids";
import type { Row, SeedData } from "../../core/seed";

/** [dictKey, dictValue, options]. */
type Item = [key: string, value: string, options?: { remark?: string; sealed?: boolean; children?: Item[] }];

interface Group {
  code: string;
  name: string;
  remark?: string;
  items: Item[];
}

const g = (code: string, name: string, items: Item[], remark?: string): Group => ({ code, name, items, remark });
const flat = (...pairs: [string, string][]): Item[] => pairs.map(([k, v]) => [k, v]);

/** The system dictionary: the contract's seed codes first, then the platform's own. */
export const SYSTEM_DICT: Group[] = [
  g("sex", "性别", flat(["1", "男"], ["2", "女"], ["3", "未知"])),
  g(
    "notice",
    "通知类型",
    flat(
      ["1", "发布通知"],
      ["2", "批转通知"],
      ["3", "转发通知"],
      ["4", "指示通知"],
      ["5", "任免通知"],
      ["6", "事务通知"],
      ["7", "会议通知"],
    ),
  ),
  g("menu_category", "菜单类型", flat(["1", "菜单"], ["2", "按钮"])),
  g("button_func", "按钮功能", flat(["1", "工具栏"], ["2", "操作栏"], ["3", "工具操作栏"])),
  g("yes_no", "是否", flat(["0", "否"], ["1", "是"])),
  g(
    "flow",
    "流程类型",
    [
      ["1", "请假流程", { remark: "leave" }],
      ["2", "报销流程", { remark: "expense" }],
      ["3", "代理商入网审批", { remark: "agent-entry" }],
      ["4", "商户进件审批", { remark: "merchant-entry" }],
    ],
    "remark 为流程表单路由",
  ),
  g("org_category", "机构类型", flat(["1", "公司"], ["2", "部门"], ["3", "小组"])),
  g(
    "data_scope_type",
    "数据权限",
    flat(["1", "全部可见"], ["2", "本人可见"], ["3", "所在机构可见"], ["4", "所在机构及子级可见"], ["5", "自定义"]),
  ),
  g("api_scope_type", "接口权限", flat(["1", "系统接口"], ["2", "业务接口"])),
  g("scope_category", "权限类型", flat(["1", "数据权限"], ["2", "接口权限"])),
  g("oss", "对象存储", [
    ["1", "minio"],
    ["2", "qiniu"],
    ["3", "ali"],
    ["4", "tencent"],
    ["5", "huawei", { sealed: true, remark: "暂未开放" }],
  ]),
  g("sms", "短信服务", flat(["1", "yunpian"], ["2", "qiniu"], ["3", "ali"], ["4", "tencent"])),
  g("post_category", "岗位类型", flat(["1", "高层"], ["2", "中层"], ["3", "基层"], ["4", "其他"])),
  g("region", "行政区划", flat(["1", "省份"], ["2", "地市"], ["3", "区县"], ["4", "乡镇"], ["5", "村委"])),
  g("user_type", "用户平台", flat(["1", "WEB"], ["2", "APP"], ["3", "OTHER"])),
  g("pay_way", "支付方式", [
    [
      "1",
      "微信支付",
      { children: flat(["11", "公众号支付"], ["12", "小程序支付"], ["13", "付款码支付"], ["14", "APP支付"]) },
    ],
    ["2", "支付宝", { children: flat(["21", "服务窗支付"], ["22", "付款码支付"], ["23", "小程序支付"]) }],
    ["3", "银联云闪付", { children: flat(["31", "二维码支付"], ["32", "NFC支付"]) }],
    ["4", "数字人民币"],
  ]),
  g("industry", "行业类别", [
    [
      "1",
      "餐饮",
      {
        children: [
          ["101", "正餐", { children: flat(["10101", "中餐"], ["10102", "西餐"], ["10103", "火锅"]) }],
          ["102", "快餐小吃"],
          ["103", "饮品甜品"],
        ],
      },
    ],
    ["2", "零售", { children: flat(["201", "超市便利"], ["202", "服装鞋帽"], ["203", "数码家电"]) }],
    ["3", "生活服务", { children: flat(["301", "美容美发"], ["302", "洗衣家政"]) }],
    ["4", "交通出行", { children: flat(["401", "加油站"], ["402", "停车场"]) }],
  ]),
  g("status", "状态", flat(["1", "正常"], ["2", "停用"])),
  g("account_type", "账户类型", flat(["1", "对公账户"], ["2", "对私账户"])),
  g(
    "cert_type",
    "证件类型",
    flat(
      ["1", "居民身份证"],
      ["2", "护照"],
      ["3", "港澳居民来往内地通行证"],
      ["4", "台湾居民来往大陆通行证"],
      ["5", "外国人永久居留身份证"],
    ),
  ),
  g("currency", "币种", flat(["CNY", "人民币"], ["HKD", "港币"], ["USD", "美元"], ["EUR", "欧元"])),
  g(
    "trade_status",
    "交易状态",
    flat(["0", "待支付"], ["1", "支付成功"], ["2", "支付失败"], ["3", "已关闭"], ["4", "已退款"], ["5", "部分退款"]),
  ),
  g("refund_status", "退款状态", flat(["0", "退款中"], ["1", "退款成功"], ["2", "退款失败"])),
  g("settle_status", "结算状态", flat(["0", "待结算"], ["1", "结算中"], ["2", "已结算"], ["3", "结算失败"])),
  g("audit_status", "审核状态", flat(["0", "待审核"], ["1", "审核通过"], ["2", "审核驳回"])),
  g("msg_type", "消息类型", flat(["1", "业务消息"], ["2", "系统消息"])),
  g("notice_type", "公告类型", flat(["1", "平台公告"], ["2", "安全通知"])),
  g("login_mode", "登录方式", flat(["password", "账号密码"], ["phone", "手机验证码"], ["social", "第三方登录"])),
  g("theme", "系统主题", flat(["theme-fhb", "默认主题"], ["theme-ocean", "海洋蓝"])),
  g("language", "语言", flat(["zh", "简体中文"], ["en", "English"])),
  g("rate_type", "费率类型", flat(["1", "百分比费率"], ["2", "固定金额"])),
  g("freeze_type", "冻结类型", flat(["1", "风控冻结"], ["2", "司法冻结"], ["3", "手动冻结"])),
  g("recharge_state", "充值订单状态", flat(["0", "待审核"], ["1", "已到账"], ["2", "已驳回"])),
  g("combo_status", "套餐状态", flat(["0", "下架"], ["1", "上架"])),
  g("pay_type", "付款方式", flat(["1", "对公转账"], ["2", "在线支付"])),
];

/** Business dictionaries of tenant 000001. */
export const BIZ_DICT_000001: Group[] = [
  g("agent_status", "代理商状态", flat(["0", "待审核"], ["1", "正常"], ["2", "冻结"], ["3", "注销"])),
  g("settle_type", "结算方式", flat(["1", "T+1"], ["2", "D+0"], ["3", "D+1"])),
  g(
    "merchant_status",
    "商户状态",
    flat(["0", "待审核"], ["1", "正常"], ["2", "冻结"], ["3", "注销"], ["4", "审核驳回"]),
  ),
  g("store_status", "门店状态", flat(["1", "营业中"], ["2", "暂停营业"], ["3", "已关闭"])),
  g("reg_status", "进件状态", flat(["0", "未进件"], ["1", "进件中"], ["2", "进件成功"], ["3", "进件失败"])),
  g("channel_type", "通道类型", [
    ["1", "官方直连", { children: flat(["11", "微信官方"], ["12", "支付宝官方"]) }],
    ["2", "聚合间连", { children: flat(["21", "银联商务"], ["22", "拉卡拉"], ["23", "随行付"]) }],
    ["3", "银行直连", { children: flat(["31", "招商银行"], ["32", "建设银行"]) }],
  ]),
  g(
    "bank_type",
    "银行类型",
    flat(["1", "国有银行"], ["2", "股份制银行"], ["3", "城市商业银行"], ["4", "农村商业银行"], ["5", "外资银行"]),
  ),
  g("mcc_category", "MCC类别", [
    ["1", "餐饮", { children: flat(["5812", "正餐/餐厅"], ["5814", "快餐店"]) }],
    ["2", "零售", { children: flat(["5411", "大型超市"], ["5499", "便利店"]) }],
    ["3", "生活服务", { children: flat(["7230", "美容美发"], ["7210", "洗衣服务"]) }],
    ["4", "交通出行", { children: flat(["5541", "加油站"], ["7523", "停车场"]) }],
  ]),
  g("blacklist_type", "黑名单类型", flat(["1", "手机号"], ["2", "身份证号"], ["3", "银行卡号"], ["4", "商户号"])),
  g("log_level", "日志级别", flat(["1", "DEBUG"], ["2", "INFO"], ["3", "WARN"], ["4", "ERROR"])),
  g(
    "device_type",
    "设备类型",
    flat(["1", "智能POS"], ["2", "传统POS"], ["3", "扫码盒子"], ["4", "收款音箱"], ["5", "刷脸设备"]),
  ),
  g("device_status", "设备状态", flat(["0", "未绑定"], ["1", "已绑定"], ["2", "已解绑"], ["3", "故障"])),
  g("agent_level", "代理商级别", flat(["1", "一级代理"], ["2", "二级代理"], ["3", "三级代理"])),
  g("agent_type", "代理商类型", flat(["1", "企业代理"], ["2", "个人代理"])),
  g("merchant_type", "商户类型", flat(["1", "企业商户"], ["2", "个体工商户"], ["3", "小微商户"])),
  g("settle_account_type", "结算账户类型", flat(["1", "对公结算"], ["2", "法人对私结算"], ["3", "非法人对私结算"])),
  g("store_type", "门店类型", flat(["1", "直营店"], ["2", "加盟店"])),
  g("activity_type", "活动类型", flat(["1", "满减活动"], ["2", "随机立减"], ["3", "银行卡优惠"], ["4", "积分兑换"])),
  g("activity_status", "活动状态", flat(["0", "未开始"], ["1", "进行中"], ["2", "已结束"], ["3", "已下线"])),
  g("sensitive_level", "敏感词等级", flat(["1", "低"], ["2", "中"], ["3", "高"])),
  g("order_source", "订单来源", flat(["1", "收银台"], ["2", "扫码点餐"], ["3", "小程序"], ["4", "开放接口"])),
  g("pay_product", "支付产品", [
    ["1", "主扫"],
    ["2", "被扫"],
    ["3", "公众号"],
    ["4", "小程序"],
    ["5", "H5", { sealed: true, remark: "暂未开通" }],
  ]),
  g("risk_level", "风险等级", flat(["1", "低风险"], ["2", "中风险"], ["3", "高风险"])),
  g("profit_type", "分润方式", flat(["1", "按交易额"], ["2", "按笔数"], ["3", "按利润"])),
  g("trade_flag", "交易开关", flat(["0", "关闭"], ["1", "开启"])),
  g("freeze_status", "冻结状态", flat(["0", "未冻结"], ["1", "部分冻结"], ["2", "全部冻结"])),
  g("withdraw_status", "提现状态", flat(["0", "待审核"], ["1", "提现中"], ["2", "已到账"], ["3", "已驳回"])),
  g("sms_status", "短信通知", flat(["0", "关闭"], ["1", "开启"])),
];

/** Business dictionaries of tenant 000002 (its own values). */
export const BIZ_DICT_000002: Group[] = [
  g("agent_status", "代理商状态", flat(["1", "正常"], ["2", "停用"])),
  g("settle_type", "结算方式", flat(["1", "T+1"], ["2", "T+0"])),
  g("channel_type", "通道类型", [["1", "官方直连", { children: flat(["11", "微信官方"]) }]]),
];

function dictRows(groups: Group[], kind: number, tenantId?: string, start = 0): Row[] {
  const rows: Row[] = [];
  let n = start;
  const row = (
    parentId: string,
    code: string,
    key: string,
    value: string,
    sort: number,
    remark: string | null,
    sealed: boolean,
  ): string => {
    const id = seedId(kind, ++n);
    rows.push({
      id,
      ...(tenantId ? { tenant_id: tenantId } : {}),
      parent_id: parentId,
      code,
      dict_key: key,
      dict_value: value,
      sort,
      remark,
      is_sealed: sealed ? 1 : 0,
      is_deleted: 0,
    });
    return id;
  };
  const items = (parentId: string, code: string, list: Item[]) =>
    list.forEach(([key, value, options], i) => {
      const id = row(parentId, code, key, value, i + 1, options?.remark ?? null, options?.sealed ?? false);
      if (options?.children) items(id, code, options.children);
    });
  groups.forEach((group, i) =>
    items(row("0", group.code, "-1", group.name, i + 1, group.remark ?? null, false), group.code, group.items),
  );
  return rows;
}

export function dictSeed(): SeedData {
  return {
    rows: [
      ["blade_dict", dictRows(SYSTEM_DICT, 30)],
      ["blade_dict_biz", [...dictRows(BIZ_DICT_000001, 31, "000001"), ...dictRows(BIZ_DICT_000002, 31, "000002", 900)]],
    ],
  };
}
