/** cloud-wechat (微信公众号, ADR 026; contract `wechat`): 公众号配置 (accounts.ts) and 公众号菜单 (menu.ts). */
import type { Route } from "../../core/env";
import { accountRoutes } from "./accounts";
import { wechatMenuRoutes } from "./menu";

export default [...accountRoutes, ...wechatMenuRoutes] satisfies Route[];
