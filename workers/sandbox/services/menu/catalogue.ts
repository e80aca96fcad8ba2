/**
 * The seeded menu catalogue (seed_v1): every screen group of the console spec §2, with button
 * codes per screen. `op` marks what the 运营专员 (operator) role is granted; `top` which top menu
 * (业务 / 系统) a group belongs to. Icons are lucide names. Its ids are positions in this list and
 * seed_v1 has run on every database: it does not change. A later screen's menus and buttons
 * (LaterMenu, LaterButton) live beside the seed that adds them (flow/seed.ts, wechat/seed.ts).
 */
import { seedId } from "../../core/ids";

/** The kinds of button a screen has (each its name, icon and action). */
export type ButtonKind =
  | "add"
  | "edit"
  | "delete"
  | "export"
  | "view"
  | "audit"
  | "grant"
  | "reset"
  | "status"
  | "account"
  | "settle"
  | "tradeFlag"
  | "channel"
  | "bind"
  | "refund"
  | "sync"
  | "close"
  | "notify"
  | "remit";

const BUTTON_KINDS: Record<ButtonKind, { name: string; source: string; action: number }> = {
  add: { name: "新增", source: "plus", action: 1 },
  edit: { name: "修改", source: "pencil", action: 2 },
  delete: { name: "删除", source: "trash-2", action: 3 },
  export: { name: "导出", source: "download", action: 1 },
  view: { name: "查看", source: "eye", action: 2 },
  audit: { name: "审核", source: "badge-check", action: 2 },
  grant: { name: "权限设置", source: "key-round", action: 1 },
  reset: { name: "重置密码", source: "rotate-ccw", action: 1 },
  status: { name: "修改状态", source: "toggle-left", action: 2 },
  account: { name: "账户修改", source: "wallet", action: 2 },
  settle: { name: "结算配置", source: "settings-2", action: 2 },
  tradeFlag: { name: "交易开关", source: "power", action: 2 },
  channel: { name: "入网查询", source: "search-check", action: 2 },
  bind: { name: "绑定", source: "link", action: 2 },
  refund: { name: "退款", source: "undo-2", action: 2 },
  sync: { name: "同步", source: "refresh-cw", action: 2 },
  close: { name: "关闭", source: "circle-x", action: 2 },
  notify: { name: "重发通知", source: "send", action: 2 },
  remit: { name: "打款", source: "banknote", action: 2 },
};

interface Screen {
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

interface Group extends Screen {
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

export interface MenuRow {
  id: string;
  parentId: string;
  code: string;
  name: string;
  alias: string;
  path: string;
  source: string;
  sort: number;
  category: 1 | 2;
  action: number;
  i18n: string | null;
  op: boolean;
  top: Group["top"];
}

/** Flattens the catalogue into rows with deterministic ids (menus first, then buttons). */
export function menuRows(): MenuRow[] {
  const rows: MenuRow[] = [];
  const buttons: MenuRow[] = [];
  let n = 0;
  let b = 0;
  const add = (screen: Screen, parentId: string, sort: number, top: Group["top"], op: boolean) => {
    const id = seedId(17, ++n);
    rows.push({
      id,
      parentId,
      code: screen.code,
      name: screen.name,
      alias: "menu",
      path: screen.path,
      source: screen.source,
      sort,
      category: 1,
      action: 0,
      i18n: `menu.${screen.code}`,
      op,
      top,
    });
    (screen.buttons ?? []).forEach((kind, i) => {
      const k = BUTTON_KINDS[kind];
      const opKinds = Array.isArray(screen.op) ? screen.op : [];
      buttons.push({
        id: seedId(18, ++b),
        parentId: id,
        code: `${screen.prefix}_${kind}`,
        name: k.name,
        alias: kind,
        path: `${screen.path}/${kind}`,
        source: k.source,
        sort: i + 1,
        category: 2,
        action: k.action,
        i18n: null,
        op: op && opKinds.includes(kind),
        top,
      });
    });
    return id;
  };
  MENU_GROUPS.forEach((group, gi) => {
    const groupOp = Boolean(group.op);
    const id = add(group, "0", gi + 1, group.top, groupOp);
    (group.children ?? []).forEach((child, ci) => add(child, id, ci + 1, group.top, groupOp && Boolean(child.op)));
  });
  return [...rows, ...buttons];
}

/**
 * A menu a later seed adds under a catalogue group: a fixed id outside the sequence above, so the
 * catalogue's ids never shift. It lives beside its seed (account/seed.ts: ACCOUNT_MENUS).
 */
export type LaterMenu = Omit<MenuRow, "parentId" | "op"> & { parentCode: string };

/** A button a later seed adds to a catalogue screen (fixed id; beside its seed, e.g. order/seed.ts: ORDER_BUTTONS). */
export interface LaterButton {
  id: string;
  screen: string;
  code: string;
  kind: ButtonKind;
}

/** A later button as a catalogue row under its screen. */
export function extraButtonRow(button: LaterButton, screen: MenuRow): MenuRow {
  const kind = BUTTON_KINDS[button.kind];
  return {
    id: button.id,
    parentId: screen.id,
    code: button.code,
    name: kind.name,
    alias: button.kind,
    path: `${screen.path}/${button.kind}`,
    source: kind.source,
    sort: 90,
    category: 2,
    action: kind.action,
    i18n: null,
    op: false,
    top: screen.top,
  };
}

/** What only the platform may hold: these screens' codes and these buttons (revoked from other tenants' roles). */
export const PLATFORM_ONLY_CODES = [
  "tollCombo",
  "combo_add",
  "combo_edit",
  "combo_status",
  "recharge_audit",
  "companyConfig",
  "flowCount",
  "company_config_add",
  "company_config_edit",
  "company_config_delete",
  "flow_count_edit",
];
