/** The schema migrations, in the order they are applied (core/db.ts); each runs once. */
import init from "./0001_init";
import shell from "./0002_shell";
import autoLock from "./0003_auto_lock";
import dictMenuRole from "./0004_dict_menu_role";
import org from "./0005_org";
import reference from "./0006_reference";
import businessSearch from "./0007_business_search";
import partner from "./0008_partner";
import merchant from "./0009_merchant";
import store from "./0010_store";
import channelEquip from "./0011_channel_equip";
import business from "./0012_business";
import toll from "./0013_toll";
import orders from "./0014_orders";
import settlement from "./0015_settlement";
import recon from "./0016_recon";
import account from "./0017_account";
import profitShare from "./0018_profit_share";
import policy from "./0019_policy";
// 营销活动 and 银行活动 (ADR 023).
import marketing from "./0020_marketing";
// 平台公告 (helper notice)
import notices from "./0021_notices";
// The work-flow (ADR 025).
import flow from "./0022_flow";
// 微信公众号 (h-wechat, ADR 026).
import wechat from "./0023_wechat";
// 资源管理 (h-res, ADR 027)
import resources from "./0024_resources";
// File references (h-files, ADR 030)
import fileReferences from "./0025_file_references";
import type { Migration } from "../core/db";

export const MIGRATIONS: Migration[] = [
  { name: "0001_init", sql: init },
  { name: "0002_shell", sql: shell },
  { name: "0003_auto_lock", sql: autoLock },
  { name: "0004_dict_menu_role", sql: dictMenuRole },
  { name: "0005_org", sql: org },
  { name: "0006_reference", sql: reference },
  { name: "0007_business_search", sql: businessSearch },
  { name: "0008_partner", sql: partner },
  { name: "0009_merchant", sql: merchant },
  { name: "0010_store", sql: store },
  { name: "0011_channel_equip", sql: channelEquip },
  { name: "0012_business", sql: business },
  { name: "0013_toll", sql: toll },
  { name: "0014_orders", sql: orders },
  { name: "0015_settlement", sql: settlement },
  { name: "0016_recon", sql: recon },
  { name: "0017_account", sql: account },
  { name: "0018_profit_share", sql: profitShare },
  { name: "0019_policy", sql: policy },
  // 营销活动 and 银行活动 (ADR 023).
  { name: "0020_marketing", sql: marketing },
  // 平台公告 (helper notice)
  { name: "0021_notices", sql: notices },
  // The work-flow (ADR 025).
  { name: "0022_flow", sql: flow },
  // 微信公众号 (h-wechat, ADR 026).
  { name: "0023_wechat", sql: wechat },
  // 资源管理 (h-res, ADR 027)
  { name: "0024_resources", sql: resources },
  // File references (h-files, ADR 030)
  { name: "0025_file_references", sql: fileReferences },
];
