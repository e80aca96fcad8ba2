/**
 * What the partner roles (seed_v8_partner) may use: the partner network's buttons, and the menu
 * codes (screens and buttons) each partner role holds.
 */
import { seedId } from "../../core/ids";
import { type LaterButton } from "../menu/catalogue";

/**
 * Buttons of the partner network's screens (seed_v8_partner): the actions beyond
 * add/edit/delete/export/view. Granted like EXTRA_BUTTONS, and to the partner roles as that seed says.
 */
export const PARTNER_BUTTONS: LaterButton[] = [
  { id: seedId(18, 907), screen: "agentInfo", code: "agent_status", kind: "status" },
  { id: seedId(18, 908), screen: "agentInfo", code: "agent_account", kind: "account" },
  { id: seedId(18, 909), screen: "agentInfo", code: "agent_settle", kind: "settle" },
  { id: seedId(18, 910), screen: "agentInfo", code: "agent_trade_flag", kind: "tradeFlag" },
  { id: seedId(18, 911), screen: "merchantInfo", code: "merchant_status", kind: "status" },
  { id: seedId(18, 912), screen: "merchantInfo", code: "merchant_channel", kind: "channel" },
  { id: seedId(18, 913), screen: "storeInfo", code: "store_view", kind: "view" },
  { id: seedId(18, 914), screen: "storeInfo", code: "store_status", kind: "status" },
  { id: seedId(18, 915), screen: "equipInfo", code: "equip_view", kind: "view" },
  { id: seedId(18, 916), screen: "equipInfo", code: "equip_bind", kind: "bind" },
  { id: seedId(18, 917), screen: "storeMen", code: "store_men_view", kind: "view" },
];

/** What both partner roles hold beyond their network's screens: the transaction orders (view, export) and my messages. */
const ORDERS_AND_MESSAGES = [
  "orders",
  "transactionOrder",
  "order_view",
  "order_export",
  "message",
  "myMessage",
  "msg_view",
];

/** Menu codes (screens and buttons) each partner role holds, by the role's alias. */
export const PARTNER_GRANTS: Record<"agent" | "merchant", string[]> = {
  agent: [
    "home",
    "agent",
    "agentInfo",
    "agent_add",
    "agent_edit",
    "agent_view",
    "agent_export",
    "agent_status",
    "merchant",
    "merchantInfo",
    "merchant_view",
    "merchant_export",
    "merchant_edit",
    "merchant_status",
    "merchant_channel",
    "merchantSub",
    "merchant_sub_edit",
    "storeMen",
    "store_men_view",
    "store",
    "storeInfo",
    "store_view",
    "store_export",
    "store_edit",
    "store_status",
    "storeSub",
    "store_sub_edit",
    "equip",
    "equipInfo",
    "equip_view",
    "equip_export",
    "equip_bind",
    ...ORDERS_AND_MESSAGES,
  ],
  merchant: [
    "home",
    "merchant",
    "merchantInfo",
    "merchant_view",
    "merchant_channel",
    "merchantSub",
    "merchant_sub_edit",
    "storeMen",
    "store_men_add",
    "store_men_edit",
    "store_men_delete",
    "store_men_view",
    "store",
    "storeInfo",
    "store_add",
    "store_edit",
    "store_view",
    "store_status",
    "store_export",
    "storeSub",
    "store_sub_edit",
    "equip",
    "equipInfo",
    "equip_view",
    ...ORDERS_AND_MESSAGES,
  ],
};
