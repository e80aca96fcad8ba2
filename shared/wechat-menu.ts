/**
 * WeChat's custom menu as its menu/create API takes it, and its published limits (ADR 026): what the
 * console's 公众号菜单 form and the sandbox's stand-in for menu/create both check, shared here so
 * neither imports the other. Pure values only.
 */

/** 3 top-level buttons × 5 sub-buttons; names, keys, urls and page paths in UTF-8 bytes. */
export const MENU_LIMITS = { top: 3, sub: 5, topName: 16, subName: 60, key: 128, url: 1024, pagepath: 1024 } as const;

/** The button types this console offers (WeChat has more: scancode_*, pic_*, location_select, …). */
export const BUTTON_TYPES = ["click", "view", "miniprogram"] as const;
export type ButtonType = (typeof BUTTON_TYPES)[number];

export interface MenuButton {
  name: string;
  /** Absent on a top-level button that holds sub-buttons. */
  type?: ButtonType;
  key?: string;
  url?: string;
  appid?: string;
  pagepath?: string;
  sub_button?: MenuButton[];
}

export interface MenuTree {
  button: MenuButton[];
}

export const utf8Bytes = (text: string): number => new TextEncoder().encode(text).length;

/** An http(s) link with a host, as a view or miniprogram button's url must be. */
export const isWebUrl = (value: string): boolean => /^https?:\/\/[^\s/?#]+\S*$/i.test(value);
