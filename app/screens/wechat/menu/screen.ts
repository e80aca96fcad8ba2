/**
 * 公众号菜单 (/wechat/menu, ADR 026): one account's menu (?account=, else the first account) as a
 * tree edited one node at a time, each a plain form: 添加 (?op=add&parent=), 编辑 (?op=edit&node=),
 * 删除 after its confirmation (?op=delete&node=), 上移, 下移 and 发布. The descriptor is the node's form; the loader and the intents are in
 * menu.server.ts. Entries wechat.menu: detail?accountId=, submit (the whole draft), publish?accountId=.
 */
import { defineForm } from "~/kit/shared/screen";
import { MENU_LIMITS, NODE_TYPES } from "./menu-tree";

export const wechatMenuScreen = defineForm({
  id: "wechatMenu",
  path: "/wechat/menu",
  name: "公众号菜单",
  menuCode: "wechatMenu",
  texts: "wechat.menu",
  fields: {
    name: { required: true, max: MENU_LIMITS.subName, hint: "nameHint" },
    type: { kind: "select", required: true, options: NODE_TYPES, optionTexts: "types", hint: "typeHint" },
    key: { max: MENU_LIMITS.key, hint: "keyHint" },
    url: { max: MENU_LIMITS.url, hint: "urlHint", wide: true },
    appid: { max: 18, pattern: { source: "wx[0-9a-f]{16}", message: "appidFormat" }, hint: "appidHint" },
    pagepath: { max: MENU_LIMITS.pagepath, hint: "pagepathHint" },
  },
});

/** The node dialog on the URL. */
export type NodeOp = { op: "add"; parent: number | null } | { op: "edit"; path: [number] | [number, number] };
export type MenuOp = NodeOp | { op: "delete"; path: [number] | [number, number] };
