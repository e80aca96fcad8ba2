/** The button kinds of the menu catalogue: menu-groups.ts names them per screen, catalogue.ts makes their rows. */

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

export const BUTTON_KINDS: Record<ButtonKind, { name: string; source: string; action: number }> = {
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
