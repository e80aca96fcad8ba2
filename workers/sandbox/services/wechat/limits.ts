/**
 * A 公众号's menu as WeChat's menu/create takes it (ADR 026), and WeChat's limits on it: at most 3
 * top-level buttons, each with at most 5 sub-buttons; a name of at most 16 bytes (top level) or 60
 * bytes (second level) in UTF-8; a click key of at most 128 bytes; a view or miniprogram url of at
 * most 1024 bytes, http or https; a miniprogram's appid and pagepath. A top-level button either has
 * sub-buttons or an action. Refusals read like WeChat's errcodes, in Chinese.
 */

import {
  BUTTON_TYPES,
  type ButtonType,
  isWebUrl,
  MENU_LIMITS,
  type MenuButton,
  type MenuTree,
  utf8Bytes,
} from "../../../../shared/wechat-menu";

export { MENU_LIMITS, type MenuButton, type MenuTree, utf8Bytes };

const MINI_APPID = /^wx[0-9a-f]{16}$/;

const str = (value: unknown): string | undefined => (typeof value === "string" ? value.trim() : undefined);

/** A posted button as a MenuButton (unknown fields dropped), or null when it is not an object. */
function readButton(raw: unknown, depth: 1 | 2): MenuButton | null {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return null;
  const o = raw as Record<string, unknown>;
  const button: MenuButton = { name: str(o.name) ?? "" };
  const type = str(o.type);
  if (type) button.type = type as ButtonType;
  for (const field of ["key", "url", "appid", "pagepath"] as const) {
    const value = str(o[field]);
    if (value) button[field] = value;
  }
  if (depth === 1 && Array.isArray(o.sub_button) && o.sub_button.length > 0) {
    const subs = o.sub_button.map((s) => readButton(s, 2));
    if (subs.some((s) => s === null)) return null;
    button.sub_button = subs as MenuButton[];
  }
  return button;
}

/** The posted tree ({button: [...]}), or null when its shape is not a menu. */
export function readMenuTree(raw: unknown): MenuTree | null {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return null;
  const buttons = (raw as Record<string, unknown>).button;
  if (!Array.isArray(buttons)) return null;
  const read = buttons.map((b) => readButton(b, 1));
  return read.some((b) => b === null) ? null : { button: read as MenuButton[] };
}

const refusal = (errcode: number, text: string) => `菜单不符合微信的规则（errcode ${errcode}）：${text}`;

/** The first action rule a button breaks (its type and that type's fields), or null. */
function actionError(b: MenuButton, sub: boolean, label: string): string | null {
  if (!b.type || !(BUTTON_TYPES as readonly string[]).includes(b.type))
    return refusal(sub ? 40024 : 40017, `${label}的类型不合法，须为 click、view 或 miniprogram`);
  if (b.type === "click") {
    if (!b.key) return refusal(sub ? 40026 : 40019, `${label}须填写菜单KEY值`);
    if (utf8Bytes(b.key) > MENU_LIMITS.key)
      return refusal(sub ? 40026 : 40019, `${label}的KEY值超过${MENU_LIMITS.key}字节`);
    return null;
  }
  if (!b.url) return refusal(sub ? 40027 : 40020, `${label}须填写网页链接`);
  if (utf8Bytes(b.url) > MENU_LIMITS.url)
    return refusal(sub ? 40027 : 40020, `${label}的网页链接超过${MENU_LIMITS.url}字节`);
  if (!isWebUrl(b.url)) return refusal(sub ? 40054 : 40055, `${label}的网页链接须以 http:// 或 https:// 开头`);
  if (b.type === "miniprogram") {
    if (!b.appid || !MINI_APPID.test(b.appid))
      return refusal(40013, `${label}的小程序appid不合法（wx 加16位十六进制字符）`);
    if (!b.pagepath) return refusal(40165, `${label}须填写小程序的页面路径`);
    if (utf8Bytes(b.pagepath) > MENU_LIMITS.pagepath)
      return refusal(40165, `${label}的小程序页面路径超过${MENU_LIMITS.pagepath}字节`);
  }
  return null;
}

function nameError(b: MenuButton, sub: boolean, label: string): string | null {
  const max = sub ? MENU_LIMITS.subName : MENU_LIMITS.topName;
  if (!b.name) return refusal(sub ? 40025 : 40018, `${label}的名称不能为空`);
  if (utf8Bytes(b.name) > max)
    return refusal(
      sub ? 40025 : 40018,
      `${label}的名称超过${max}字节（当前${utf8Bytes(b.name)}字节，一个汉字占3字节）`,
    );
  return null;
}

/**
 * The first limit the tree breaks, or null. `complete`: publishing (every button needs its action or
 * its sub-buttons, and the menu at least one button); a draft may hold a top-level button still
 * waiting for its sub-buttons, or be empty.
 */
export function menuError(tree: MenuTree, complete: boolean): string | null {
  if (tree.button.length > MENU_LIMITS.top)
    return refusal(40016, `一级菜单最多${MENU_LIMITS.top}个，当前${tree.button.length}个`);
  if (complete && tree.button.length === 0) return refusal(40016, "菜单至少需要1个一级菜单");
  for (const [i, top] of tree.button.entries()) {
    const label = `第${i + 1}个一级菜单「${top.name}」`;
    const named = nameError(top, false, label);
    if (named) return named;
    const subs = top.sub_button ?? [];
    if (subs.length > MENU_LIMITS.sub)
      return refusal(40023, `${label}的二级菜单最多${MENU_LIMITS.sub}个，当前${subs.length}个`);
    if (subs.length === 0) {
      if (top.type) {
        const action = actionError(top, false, label);
        if (action) return action;
      } else if (complete) return refusal(40017, `${label}须设置动作或添加二级菜单`);
      continue;
    }
    for (const [j, sub] of subs.entries()) {
      const subLabel = `${label}下第${j + 1}个二级菜单「${sub.name}」`;
      const error = nameError(sub, true, subLabel) ?? (sub.type || complete ? actionError(sub, true, subLabel) : null);
      if (error) return error;
    }
  }
  return null;
}

/** The tree as stored and published: a top-level button with sub-buttons carries no action of its own. */
export function cleanTree(tree: MenuTree): MenuTree {
  const clean = (b: MenuButton, top: boolean): MenuButton => {
    if (top && b.sub_button?.length) return { name: b.name, sub_button: b.sub_button.map((s) => clean(s, false)) };
    const out: MenuButton = { name: b.name };
    if (b.type) out.type = b.type;
    if (b.type === "click" && b.key) out.key = b.key;
    if ((b.type === "view" || b.type === "miniprogram") && b.url) out.url = b.url;
    if (b.type === "miniprogram") {
      if (b.appid) out.appid = b.appid;
      if (b.pagepath) out.pagepath = b.pagepath;
    }
    return out;
  };
  return { button: tree.button.map((b) => clean(b, true)) };
}
