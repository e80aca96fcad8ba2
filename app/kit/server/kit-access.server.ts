/**
 * Which menu screens use each of the kit's resource routes: a remote search-select kind
 * (/kit/search/:kind) or the image upload (/kit/upload, by the file's purpose). An operator whose
 * menu holds none of a route's screens is refused with 403, so a search or an upload is no back
 * door around the menu.
 * The lists name today's screens and the spec's business screens (already in the menu catalogue)
 * that will use them; a screen that starts using a kind adds its path here.
 */
import { data } from "react-router";
import { findMenuLeaf } from "~/lib/menu";
import { loadMenu } from "~/server/menu/menu.server";
import type { Operator } from "~/server/auth.server";
import type { RemoteKind } from "~/kit/shared/remote-kinds";
import { type FilePurpose, PURPOSE_SCREENS } from "~/lib/file-ref";

export const KIND_SCREENS: Record<RemoteKind, readonly string[]> = {
  // Parent agent, an agent's merchants, migrations, salespeople, and the agent filters of orders,
  // settlement and reports.
  agent: [
    "/agent/agentInfo",
    "/agent/migration",
    "/agent/salesman",
    "/merchant/merchantInfo",
    "/orders/transactionOrder",
    "/orders/refundOrder",
    "/settlement/settleRecord",
    "/report/tradeReport",
    "/report/profitReport",
    // 营销活动's scope: chosen agents' merchants (ADR 023).
    "/marketing/activity",
  ],
  // A new agent's parent (an agent of the first or second level).
  parentAgent: ["/agent/agentInfo"],
  // 用户管理's department; a department's channels, notices and recharge orders (createDept).
  dept: ["/system/user", "/channel/deptConfig", "/message/platformInfo", "/marketing/recharge"],
  cashier: ["/equip/equipInfo", "/orders/transactionOrder", "/orders/refundOrder"],
  merchant: [
    "/merchant/merchantInfo",
    "/merchant/merchantSub",
    "/merchant/storeMen",
    "/store/storeInfo",
    "/equip/equipInfo",
    "/orders/transactionOrder",
    "/orders/refundOrder",
    "/settlement/settleRecord",
    "/account/accountInfo",
    "/account/freeze",
    "/report/tradeReport",
    // 营销活动's scope: chosen merchants (ADR 023).
    "/marketing/activity",
  ],
  store: [
    "/merchant/storeMen",
    "/store/storeSub",
    "/equip/equipInfo",
    "/orders/transactionOrder",
    "/orders/refundOrder",
  ],
  // The agent's salesperson (agent save payload businessId) on agents, merchants and stores.
  agentSalesperson: ["/agent/agentInfo", "/merchant/merchantInfo", "/store/storeInfo"],
  mcc: ["/merchant/merchantInfo", "/store/storeInfo"],
  // Settlement cards of agents and merchants, bank activities, settlement configuration.
  bank: ["/agent/agentInfo", "/merchant/merchantInfo", "/agent/bankActManage", "/settlement/settleConfig"],
  activity: ["/agent/bankActManage", "/marketing/activity"],
  salesRep: ["/business/businessInfo", "/business/investPromotion"],
};

/**
 * Image fields, by what the file is for (ADR 030): 机构主题's logo, the payment screenshots of
 * 充值订单 (spec §2, §3). An operator uploads a purpose only while holding one of its screens.
 */
export const uploadScreens = (purpose: FilePurpose): readonly string[] => PURPOSE_SCREENS[purpose].upload;

/** Whether the operator's menu holds at least one of these screens. */
export async function menuHasAny(operator: Operator, paths: readonly string[]): Promise<boolean> {
  const menu = await loadMenu(operator);
  return paths.some((path) => findMenuLeaf(menu, path) !== null);
}

/** Throws a 403 (JSON) unless one of the kind's screens is in the operator's menu. */
export async function requireKindScreen(operator: Operator, kind: RemoteKind): Promise<void> {
  if (!(await menuHasAny(operator, KIND_SCREENS[kind]))) throw data({ message: "forbidden" }, { status: 403 });
}
