/**
 * The menu catalogue's table (seed_v1): every screen group of the console spec §2, in order, with
 * its screens and their button kinds. `op` marks what the 运营专员 (operator) role is granted; `top`
 * which top menu (业务 / 系统) a group belongs to. Icons are lucide names. catalogue.ts makes the
 * rows (their ids are positions in this table, so it does not change).
 */
import type { ButtonKind } from "./button-kinds";

export interface Screen {
  code: string;
  name: string;
  path: string;
  source: string;
  /** Button code prefix, e.g. `agent` → agent_add. */
  prefix?: string;
  buttons?: ButtonKind[];
  /** Granted to the operator role: true for the screen, or the button kinds it gets. */
  op?: boolean | ButtonKind[];
}

export interface Group extends Screen {
  top: "business" | "system" | "both";
  children?: Screen[];
}

const s = (
  code: string,
  name: string,
  path: string,
  source: string,
  prefix?: string,
  buttons?: ButtonKind[],
  op?: boolean | ButtonKind[],
): Screen => ({ code, name, path, source, prefix, buttons, op });

export const MENU_GROUPS: Group[] = [
  { code: "home", name: "首页", path: "/main/index", source: "house", top: "both", op: true },
  {
    code: "agent",
    name: "代理商管理",
    path: "/agent",
    source: "users",
    top: "business",
    op: true,
    children: [
      s(
        "agentInfo",
        "代理商列表",
        "/agent/agentInfo",
        "user-round",
        "agent",
        ["add", "edit", "delete", "export", "view"],
        ["add", "export", "view"],
      ),
      s(
        "agentMigration",
        "代理商迁移",
        "/agent/migration",
        "arrow-right-left",
        "migration",
        ["export", "view"],
        ["view"],
      ),
      s("salesman", "业务员管理", "/agent/salesman", "user-check", "salesman", ["add", "edit", "delete"]),
      s("bankAct", "银行活动", "/agent/bankActManage", "landmark", "bank_act", ["add", "edit", "delete"]),
    ],
  },
  {
    code: "business",
    name: "业务管理",
    path: "/business",
    source: "briefcase-business",
    top: "business",
    op: true,
    children: [
      s(
        "businessInfo",
        "业务列表",
        "/business/businessInfo",
        "briefcase",
        "business",
        ["add", "edit", "delete", "export"],
        ["export"],
      ),
      s("investPromotion", "招商推广人员", "/business/investPromotion", "user-plus", "invest_promotion", [
        "add",
        "edit",
        "delete",
      ]),
    ],
  },
  {
    code: "merchant",
    name: "商户管理",
    path: "/merchant",
    source: "store",
    top: "business",
    op: true,
    children: [
      s(
        "merchantInfo",
        "商户列表",
        "/merchant/merchantInfo",
        "store",
        "merchant",
        ["add", "edit", "delete", "export", "view", "audit"],
        ["export", "view"],
      ),
      s("merchantSub", "商户分账配置", "/merchant/merchantSub", "split", "merchant_sub", ["edit"]),
      s("storeMen", "收银员管理", "/merchant/storeMen", "contact-round", "store_men", ["add", "edit", "delete"]),
    ],
  },
  {
    code: "store",
    name: "门店管理",
    path: "/store",
    source: "building-2",
    top: "business",
    op: true,
    children: [
      s(
        "storeInfo",
        "门店列表",
        "/store/storeInfo",
        "building",
        "store",
        ["add", "edit", "delete", "export"],
        ["export"],
      ),
      s("storeSub", "门店分账配置", "/store/storeSub", "split", "store_sub", ["edit"]),
    ],
  },
  {
    code: "channel",
    name: "通道管理",
    path: "/channel",
    source: "waypoints",
    top: "business",
    children: [
      s("channelInfo", "通道列表", "/channel/channelInfo", "route", "channel", ["add", "edit", "delete"]),
      s("channelRate", "通道费率配置", "/channel/channelRate", "percent", "channel_rate", ["edit"]),
      s("deptChannel", "机构通道配置", "/channel/deptConfig", "network", "dept_channel", ["edit"]),
    ],
  },
  {
    code: "equip",
    name: "设备管理",
    path: "/equip",
    source: "monitor-smartphone",
    top: "business",
    op: true,
    children: [
      s(
        "equipInfo",
        "设备列表",
        "/equip/equipInfo",
        "smartphone",
        "equip",
        ["add", "edit", "delete", "export"],
        ["export"],
      ),
      s("equipTenant", "设备租户配置", "/equip/equipTenant", "printer", "equip_tenant", ["edit"]),
    ],
  },
  {
    code: "orders",
    name: "订单管理",
    path: "/orders",
    source: "receipt",
    top: "business",
    op: true,
    children: [
      s(
        "transactionOrder",
        "交易订单",
        "/orders/transactionOrder",
        "receipt-text",
        "order",
        ["export", "view"],
        ["export", "view"],
      ),
      s("refundOrder", "退款订单", "/orders/refundOrder", "undo-2", "refund", ["export", "view"], ["view"]),
    ],
  },
  {
    code: "reconciliation",
    name: "对账管理",
    path: "/reconciliation",
    source: "scale",
    top: "business",
    children: [
      s("reconBill", "对账单", "/reconciliation/bill", "file-check", "recon", ["export"]),
      s("reconError", "差错处理", "/reconciliation/error", "file-warning", "recon_error", ["edit"]),
    ],
  },
  {
    code: "settlement",
    name: "结算管理",
    path: "/settlement",
    source: "landmark",
    top: "business",
    op: true,
    children: [
      s("settleRecord", "结算记录", "/settlement/settleRecord", "file-text", "settle", ["export"], ["export"]),
      s("settleConfig", "结算配置", "/settlement/settleConfig", "settings-2", "settle_config", ["edit"]),
    ],
  },
  {
    code: "account",
    name: "账户管理",
    path: "/account",
    source: "wallet",
    top: "business",
    children: [
      s("accountInfo", "账户列表", "/account/accountInfo", "wallet-cards", "account", ["view"]),
      s("freeze", "冻结管理", "/account/freeze", "snowflake", "freeze", ["add", "edit"]),
    ],
  },
  {
    code: "marketing",
    name: "营销管理",
    path: "/marketing",
    source: "megaphone",
    top: "business",
    children: [
      s("activity", "营销活动", "/marketing/activity", "gift", "activity", ["add", "edit", "delete"]),
      s("tollCombo", "充值套餐", "/marketing/tollCombo", "package", "combo", ["add", "edit"]),
      s("recharge", "充值订单", "/marketing/recharge", "banknote", "recharge", ["audit", "view"]),
    ],
  },
  {
    code: "policy",
    name: "政策配置",
    path: "/policy",
    source: "sliders-horizontal",
    top: "business",
    children: [
      s("policyInfo", "政策列表", "/policy/policyInfo", "scroll", "policy", ["add", "edit", "delete"]),
      s("rateTemplate", "费率模板", "/policy/rateTemplate", "percent", "rate_template", ["add", "edit", "delete"]),
    ],
  },
  {
    code: "report",
    name: "报表中心",
    path: "/report",
    source: "chart-column",
    top: "business",
    op: true,
    children: [
      s("tradeReport", "交易报表", "/report/tradeReport", "chart-line", "trade_report", ["export"], ["export"]),
      s("profitReport", "分润报表", "/report/profitReport", "chart-pie", "profit_report", ["export"]),
    ],
  },
  {
    code: "message",
    name: "消息中心",
    path: "/message",
    source: "bell",
    top: "both",
    op: true,
    children: [
      s("myMessage", "我的消息", "/message/myMessage", "mail", "msg", ["view"], ["view"]),
      s("sysNotice", "系统通知", "/message/sysNotice", "bell-ring", "sys_msg", ["add", "delete"]),
      s("platformInfo", "平台公告", "/message/platformInfo", "newspaper", "platform_info", ["add", "edit", "delete"]),
    ],
  },
  {
    code: "system",
    name: "系统管理",
    path: "/system",
    source: "settings",
    top: "system",
    children: [
      s("dict", "字典管理", "/system/dict", "book-a", "dict", ["add", "edit", "delete"]),
      s("menu", "菜单管理", "/system/menu", "list-tree", "menu", ["add", "edit", "delete"]),
      s("role", "角色管理", "/system/role", "shield-user", "role", ["add", "edit", "delete", "grant"]),
      s("user", "用户管理", "/system/user", "user-cog", "user", ["add", "edit", "delete", "reset"]),
      s("dept", "部门管理", "/system/dept", "network", "dept", ["add", "edit", "delete"]),
      s("region", "地区管理", "/system/region", "map-pin", "region", ["add", "edit", "delete"]),
      s("mcc", "MCC管理", "/system/mcc", "tags", "mcc", ["add", "edit", "delete"]),
      s("bankInfo", "银行信息", "/system/bankInfo", "landmark", "bank_info", ["add", "edit", "delete"]),
      s("blacklist", "黑名单", "/system/blacklist", "ban", "blacklist", ["add", "delete"]),
      s("sensitive", "敏感词", "/system/sensitive", "shield-alert", "sensitive", ["add", "edit", "delete"]),
      s("deptDesign", "机构主题", "/system/deptDesign", "palette", "dept_design", ["edit"]),
    ],
  },
  {
    code: "log",
    name: "日志管理",
    path: "/log",
    source: "scroll-text",
    top: "system",
    children: [
      s("apiLog", "接口日志", "/log/api", "file-code", "log_api", ["view"]),
      s("errorLog", "错误日志", "/log/error", "file-x", "log_error", ["view"]),
      s("usualLog", "通用日志", "/log/usual", "file-text", "log_usual", ["view"]),
    ],
  },
  {
    code: "flow",
    name: "工作流",
    path: "/flow",
    source: "workflow",
    top: "system",
    children: [
      s("flowModel", "流程模型", "/flow/model", "git-branch", "flow_model", ["add", "delete"]),
      s("flowDeploy", "流程部署", "/flow/deploy", "rocket", "flow_deploy", ["add"]),
      s("flowManager", "流程管理", "/flow/manager", "git-fork", "flow_manager", ["edit", "delete"]),
    ],
  },
  {
    code: "wechat",
    name: "微信公众号",
    path: "/wechat",
    source: "message-circle",
    top: "system",
    children: [
      s("wechatAccount", "公众号配置", "/wechat/account", "at-sign", "wechat_account", ["add", "edit"]),
      s("wechatMenu", "公众号菜单", "/wechat/menu", "menu", "wechat_menu", ["edit"]),
    ],
  },
  {
    code: "resource",
    name: "资源管理",
    path: "/resource",
    source: "folder-open",
    top: "system",
    children: [
      s("oss", "对象存储", "/resource/oss", "cloud", "oss", ["add", "edit", "delete"]),
      s("attach", "附件管理", "/resource/attach", "paperclip", "attach", ["delete"]),
    ],
  },
];
